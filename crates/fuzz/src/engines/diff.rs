//! The Diff Checker. The input's text is the original, a `\u{1}`, then the changed text.

use penknife_core::diff::{self as engine, DiffOptions, Granularity};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let options = DiffOptions {
        granularity: input.choose(&[Granularity::Line, Granularity::Word, Granularity::Character]),
        ignore_whitespace: input.flag(),
        ignore_case: input.flag(),
        context: input.number(0..=5),
        ..DiffOptions::default()
    };
    let text = input.text();
    let (old, new) = text.split_once('\u{1}').unwrap_or((text, ""));
    let diff = engine::diff(old, new, &options);
    let (old_lines, new_lines): (Vec<&str>, Vec<&str>) =
        (old.split_inclusive('\n').collect(), new.split_inclusive('\n').collect());

    // The counts are the changes' lines; the changes are in order, inside both texts, and apart.
    assert_eq!(diff.removed, diff.changes.iter().map(|change| change.old_len).sum::<usize>());
    assert_eq!(diff.added, diff.changes.iter().map(|change| change.new_len).sum::<usize>());
    let (mut old_at, mut new_at) = (0, 0);
    let mut rebuilt = String::new();
    for change in &diff.changes {
        assert!(change.old_len + change.new_len > 0);
        assert!(change.old_start >= old_at && change.new_start >= new_at);
        // Between two changes the texts go in step.
        assert_eq!(change.old_start - old_at, change.new_start - new_at);
        rebuilt.extend(old_lines[old_at..change.old_start].iter().copied());
        rebuilt.extend(new_lines[change.new_start..change.new_start + change.new_len].iter().copied());
        old_at = change.old_start + change.old_len;
        new_at = change.new_start + change.new_len;
        check_marks(&change.old_marks, &old_lines[change.old_start..old_at], change.old_len.min(change.new_len));
        check_marks(&change.new_marks, &new_lines[change.new_start..new_at], change.old_len.min(change.new_len));
    }
    assert_eq!(old_lines.len() - old_at, new_lines.len() - new_at);
    rebuilt.extend(old_lines[old_at..].iter().copied());
    // Compared exactly, the script turns the original into the changed text.
    if !options.ignore_whitespace && !options.ignore_case {
        assert_eq!(rebuilt, new);
        assert_eq!(diff.changes.is_empty(), old == new);
    }
    assert_eq!(diff.unified.is_empty(), diff.changes.is_empty());
    // The unified diff holds every removed and added line once, with its sign.
    let signed = |sign: char| diff.unified.lines().skip(2).filter(|line| line.starts_with(sign)).count();
    assert_eq!((signed('-'), signed('+')), (diff.removed, diff.added));
}

/// Marks are `[line, from, to]` triples on paired lines, in order, non-empty, inside the line (without `\r\n`).
fn check_marks(marks: &[u32], lines: &[&str], paired: usize) {
    assert_eq!(marks.len() % 3, 0);
    let mut last = (0, 0);
    for mark in marks.chunks(3) {
        let (line, from, to) = (mark[0] as usize, mark[1] as usize, mark[2] as usize);
        assert!(line < paired && from < to, "{mark:?}");
        assert!((line, from) >= last, "{mark:?} after {last:?}");
        last = (line, to);
        let text = lines[line].strip_suffix('\n').unwrap_or(lines[line]);
        let text = text.strip_suffix('\r').unwrap_or(text);
        assert!(to <= text.encode_utf16().count(), "{mark:?} in {text:?}");
    }
}
