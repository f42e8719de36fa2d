//! Places in an input as a developer's editor shows them, for error messages.

/// The 1-based line and column of byte `offset` in `input`. Lines end at `\n`, `\r\n` or a lone `\r`; columns
/// count characters, not bytes, and a leading byte-order mark is not one (editors hide it). An offset inside a
/// character is that character's place.
pub fn line_column(input: &str, offset: usize) -> (usize, usize) {
    let mut end = offset.min(input.len());
    while !input.is_char_boundary(end) {
        end -= 1;
    }
    let before = &input[..end];
    let line_breaks = before
        .match_indices(['\n', '\r'])
        .filter(|&(at, found)| found == "\n" || !input[at + 1..].starts_with('\n'))
        .count();
    let line = line_breaks + 1;
    let line_start = before.rfind(['\n', '\r']).map_or(0, |i| i + 1);
    let line_text = &before[line_start..];
    let line_text = if line_start == 0 { line_text.strip_prefix('\u{feff}').unwrap_or(line_text) } else { line_text };
    (line, line_text.chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::line_column;

    #[test]
    fn lines_end_at_line_feeds_and_columns_count_characters() {
        assert_eq!(line_column("ab\ncd", 0), (1, 1));
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
        assert_eq!(line_column("ab\r\ncd", 5), (2, 2), "CRLF is one line break");
        assert_eq!(line_column("ab\rcd\re", 6), (3, 1), "so is a lone CR (old Mac files)");
        assert_eq!(line_column("é😀x", 6), (1, 3), "characters, not bytes");
        assert_eq!(line_column("\u{feff}ab", 4), (1, 2), "a leading byte-order mark is not a column");
        assert_eq!(line_column("é", 1), (1, 1), "inside a character: that character");
        assert_eq!(line_column("ab", 10), (1, 3), "past the end: the end");
    }
}
