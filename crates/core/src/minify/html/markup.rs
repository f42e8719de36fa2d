//! A light scanner over HTML: start and end tags with their attributes, comments, and the raw text of the
//! elements whose content is not markup (`<script>`, `<style>`, `<textarea>` …), each with its byte range in the
//! input. The passes around the engine use it to find what they work on (inline code, spaces between inline
//! elements); the engine itself parses the document properly. Text is whatever lies between two tokens.

use std::ops::Range;

/// Elements whose content is not markup: their raw text runs to the first matching end tag.
pub(super) const RAW_TEXT: &[&str] =
    &["script", "style", "textarea", "title", "xmp", "plaintext", "noembed", "noframes"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token<'a> {
    Tag(Tag<'a>),
    /// `<!-- … -->`, or to the end of the input when it is never closed.
    Comment(Range<usize>),
    /// The content of a raw-text element, between its start tag and its end tag (or the end of the input).
    RawText(Range<usize>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Tag<'a> {
    /// Lowercase.
    pub name: String,
    /// An end tag (`</p>`).
    pub closing: bool,
    /// From `<` to after `>` (or the end of the input).
    pub span: Range<usize>,
    pub attributes: Vec<Attribute<'a>>,
}

impl Tag<'_> {
    /// The value of the attribute `name` (lowercase), as written; `Some("")` for a bare attribute.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|a| a.name == name).map(|a| a.value)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Attribute<'a> {
    /// Lowercase.
    pub name: String,
    /// The value as written, character references not decoded; empty for a bare attribute.
    pub value: &'a str,
    /// Where `value` lies in the input (inside the quotes when quoted; empty after the name when bare).
    pub value_span: Range<usize>,
    /// The quote around the value (`"` or `'`), if any.
    pub quote: Option<u8>,
}

/// The tokens of `html` in document order.
pub(super) fn tokens(html: &str) -> Tokens<'_> {
    Tokens { html, at: 0, raw_text_of: None }
}

#[derive(Debug)]
pub(super) struct Tokens<'a> {
    html: &'a str,
    at: usize,
    /// The raw-text element just opened: its content comes next.
    raw_text_of: Option<String>,
}

impl Tokens<'_> {
    /// Reads the content of the raw-text element just returned as markup after all, as a parser that does not
    /// count it as raw text does.
    pub(super) fn read_as_markup(&mut self) {
        self.raw_text_of = None;
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let html = self.html;
        if let Some(name) = self.raw_text_of.take() {
            let start = self.at;
            let end = find_end_tag(&html[start..], &name).map_or(html.len(), |at| start + at);
            self.at = end;
            return Some(Token::RawText(start..end));
        }
        while let Some(offset) = html[self.at..].find('<') {
            let start = self.at + offset;
            if html[start..].starts_with("<!--") {
                let end = html[start + 4..].find("-->").map_or(html.len(), |at| start + 4 + at + 3);
                self.at = end;
                return Some(Token::Comment(start..end));
            }
            match read_tag(html, start) {
                Some(tag) => {
                    self.at = tag.span.end;
                    if !tag.closing && RAW_TEXT.contains(&tag.name.as_str()) {
                        self.raw_text_of = Some(tag.name.clone());
                    }
                    return Some(Token::Tag(tag));
                }
                // A `<` that starts no tag is text.
                None => self.at = start + 1,
            }
        }
        self.at = html.len();
        None
    }
}

/// Where the end tag `</name` starts in `text` (ASCII case-insensitive, followed by white space, `/`, `>` or
/// the end), as the HTML tokenizer ends raw text.
fn find_end_tag(text: &str, name: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(offset) = text[from..].find("</") {
        let at = from + offset;
        let after = at + 2 + name.len();
        if bytes.get(at + 2..after).is_some_and(|candidate| candidate.eq_ignore_ascii_case(name.as_bytes()))
            && bytes.get(after).is_none_or(|c| c.is_ascii_whitespace() || matches!(c, b'/' | b'>'))
        {
            return Some(at);
        }
        from = at + 2;
    }
    None
}

/// Reads the tag whose `<` is at `start`, or `None` when no tag starts there (`< 3`, `<!DOCTYPE`, `<?xml`).
fn read_tag(html: &str, start: usize) -> Option<Tag<'_>> {
    let bytes = html.as_bytes();
    let mut i = start + 1;
    let closing = bytes.get(i) == Some(&b'/');
    if closing {
        i += 1;
    }
    if !bytes.get(i).is_some_and(u8::is_ascii_alphabetic) {
        return None;
    }
    let name_start = i;
    while i < bytes.len() && !is_tag_name_end(bytes[i]) {
        i += 1;
    }
    let name = html[name_start..i].to_ascii_lowercase();
    let mut attributes = Vec::new();
    loop {
        while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b'/') {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        if bytes[i] == b'>' {
            return Some(Tag { name, closing, span: start..i + 1, attributes });
        }
        // An attribute name runs to white space, `/`, `>` or `=` (a leading `=` belongs to the name).
        let name_start = i;
        i += 1;
        while i < bytes.len() && !is_tag_name_end(bytes[i]) && bytes[i] != b'=' {
            i += 1;
        }
        let attribute_name = html[name_start..i].to_ascii_lowercase();
        let mut j = i;
        while j < bytes.len() && bytes[j].is_ascii_whitespace() {
            j += 1;
        }
        let mut quote = None;
        let value_span = if bytes.get(j) == Some(&b'=') {
            j += 1;
            while j < bytes.len() && bytes[j].is_ascii_whitespace() {
                j += 1;
            }
            match bytes.get(j) {
                Some(&mark @ (b'"' | b'\'')) => {
                    quote = Some(mark);
                    let value_start = j + 1;
                    let value_end = html[value_start..].find(mark as char).map_or(html.len(), |at| value_start + at);
                    i = (value_end + 1).min(html.len());
                    value_start..value_end
                }
                _ => {
                    let value_start = j;
                    while j < bytes.len() && !bytes[j].is_ascii_whitespace() && bytes[j] != b'>' {
                        j += 1;
                    }
                    i = j;
                    value_start..j
                }
            }
        } else {
            i..i
        };
        attributes.push(Attribute { name: attribute_name, value: &html[value_span.clone()], value_span, quote });
    }
    Some(Tag { name, closing, span: start..html.len(), attributes })
}

fn is_tag_name_end(byte: u8) -> bool {
    byte.is_ascii_whitespace() || matches!(byte, b'/' | b'>')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(html: &str) -> Vec<Tag<'_>> {
        tokens(html)
            .filter_map(|token| match token {
                Token::Tag(tag) => Some(tag),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn tags_carry_their_names_spans_and_attributes_as_written() {
        let html = r#"<P Class="a b" data-x='1>2' hidden value=raw/>text</p>"#;
        let found = tags(html);
        assert_eq!(found.len(), 2);
        let p = &found[0];
        assert_eq!((p.name.as_str(), p.closing, p.span.clone()), ("p", false, 0..46));
        let attributes: Vec<_> = p.attributes.iter().map(|a| (a.name.as_str(), a.value)).collect();
        assert_eq!(attributes, [("class", "a b"), ("data-x", "1>2"), ("hidden", ""), ("value", "raw/")]);
        assert_eq!(&html[p.attributes[0].value_span.clone()], "a b");
        assert_eq!(p.attribute("hidden"), Some(""));
        assert_eq!(p.attribute("id"), None);
        assert_eq!((found[1].name.as_str(), found[1].closing), ("p", true));
    }

    #[test]
    fn raw_text_runs_to_its_own_end_tag_whatever_it_holds() {
        let html = "<script>if (a < b && '</p>') x = '</scriptx>'</SCRIPT ><p>";
        let found: Vec<_> = tokens(html).collect();
        assert_eq!(found.len(), 4);
        let Token::RawText(span) = &found[1] else { panic!("{found:?}") };
        assert_eq!(&html[span.clone()], "if (a < b && '</p>') x = '</scriptx>'");
        assert!(matches!(&found[2], Token::Tag(tag) if tag.name == "script" && tag.closing));
        // Unclosed: the raw text runs to the end.
        assert_eq!(tokens("<style>a{}").nth(1), Some(Token::RawText(7..10)));
    }

    #[test]
    fn comments_and_angle_brackets_that_start_no_tag_are_not_tags() {
        let html = "<!DOCTYPE html><!-- <b> --> 1 < 2 <3 </ p>";
        let found: Vec<_> = tokens(html).collect();
        assert_eq!(found, [Token::Comment(15..27)]);
    }
}
