//! The Diff Checker: two texts compared line by line (Myers' algorithm, as `similar` runs it with Git's bounds on
//! hard inputs), the words or characters that changed inside each changed pair of lines, and the unified diff that
//! `diff -u` and `git diff` write. What `penknife diff`, the page (the `diff` wasm bundle) and the fuzzer call.
//!
//! Lines end at `\n`; a `\r` before it belongs to the line (as in `diff`), so a file saved with other line ends
//! differs on every line unless white space is ignored. Ignoring white space or case compares normalised keys, while
//! every answer shows and quotes the original text. Time stays bounded on any input: the line search stops refining
//! where Git's heuristics stop (the answer is then a correct but possibly longer script), and a pair of lines too long
//! to compare word by word is marked changed whole ([`Diff::coarse`] says so).

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use similar::{Algorithm, DiffOp, capture_diff_slices};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;
use unicode_segmentation::UnicodeSegmentation as _;

/// What the changed lines are compared by, inside each changed pair: the lines themselves are always matched whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Granularity {
    /// Whole lines: a changed line is marked, nothing inside it.
    Line,
    /// Words (letters, digits and `_`), runs of white space and single punctuation marks.
    #[default]
    Word,
    /// Characters as a reader sees them (Unicode grapheme clusters: an emoji with its modifiers is one).
    Character,
}

/// How two texts are compared, and how the unified diff is written.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DiffOptions {
    pub granularity: Granularity,
    /// Lines (and words) that differ only in white space, anywhere in them, are equal (`diff -w`).
    pub ignore_whitespace: bool,
    /// Lines (and words) that differ only in letter case are equal (`diff -i`).
    pub ignore_case: bool,
    /// Unchanged lines around each change in the unified diff (`diff -U`).
    pub context: u32,
    /// The original text's name in the unified diff (`--- a/<name>`).
    pub old_name: String,
    /// The changed text's name in the unified diff (`+++ b/<name>`).
    pub new_name: String,
}

impl Default for DiffOptions {
    fn default() -> Self {
        Self {
            granularity: Granularity::Word,
            ignore_whitespace: false,
            ignore_case: false,
            context: 3,
            old_name: "original".to_owned(),
            new_name: "changed".to_owned(),
        }
    }
}

/// Why the texts could not be compared.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum DiffError {
    /// Bytes that are not UTF-8 text (a binary file, or text in another encoding): a diff of a lossy reading would
    /// not apply to the real file, so it is refused, with the byte where the text stops being UTF-8 (counted from 1).
    #[error("{name} is not UTF-8 text (byte {byte}); the Diff Checker compares text only.")]
    NotUtf8 { name: String, byte: usize },
}

/// One run of changed lines: `old_len` lines of the original from `old_start` replaced by `new_len` lines of the
/// changed text from `new_start` (0-based). Lines between two changes are equal, in step on both sides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Change {
    pub old_start: usize,
    pub old_len: usize,
    pub new_start: usize,
    pub new_len: usize,
    /// What changed inside the original's lines, as triples `[line, from, to]`: the line's offset in this change
    /// and a range of it in UTF-16 code units (JavaScript's string offsets), without the line's `\r`. Only lines
    /// paired with a line of the other side have marks; a line without marks changed whole.
    pub old_marks: Vec<u32>,
    /// The same for the changed text's lines.
    pub new_marks: Vec<u32>,
}

/// Two texts compared.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Diff {
    /// Lines of the changed text that the original does not have.
    pub added: usize,
    /// Lines of the original that the changed text does not have.
    pub removed: usize,
    /// The runs of changed lines, in order; empty when the texts are equal.
    pub changes: Vec<Change>,
    /// True when some changed lines were too long to compare inside and are marked changed whole.
    pub coarse: bool,
    /// The unified diff (`--- a/…`, `+++ b/…`, `@@` hunks); empty when the texts are equal.
    pub unified: String,
}

/// A pair of lines with more tokens than this (either side) is not compared inside: marked changed whole.
pub const MAX_INLINE_TOKENS: usize = 10_000;
/// Tokens compared inside lines over the whole diff; past it, the remaining pairs are marked changed whole, so two
/// unrelated 5 MB texts compared by character stay within seconds.
pub const INLINE_BUDGET: usize = 2_000_000;

/// The text of `bytes`, or the refusal naming `name` and the first byte that is not UTF-8 (counted from 1).
pub fn text<'a>(bytes: &'a [u8], name: &str) -> Result<&'a str, DiffError> {
    std::str::from_utf8(bytes)
        .map_err(|error| DiffError::NotUtf8 { name: name.to_owned(), byte: error.valid_up_to() + 1 })
}

/// One line: its text without the `\n` (with any `\r`) and whether a `\n` ended it.
#[derive(Debug, Clone, Copy)]
struct Line<'a> {
    text: &'a str,
    newline: bool,
}

fn lines(text: &str) -> Vec<Line<'_>> {
    let mut lines: Vec<Line<'_>> = text
        .split_inclusive('\n')
        .map(|line| Line { text: line.strip_suffix('\n').unwrap_or(line), newline: line.ends_with('\n') })
        .collect();
    // `split_inclusive` already yields no empty last piece after a final `\n`.
    lines.shrink_to_fit();
    lines
}

/// What two pieces of text are compared by: the text itself, or without white space and/or in lower case.
fn key<'a>(text: &'a str, options: &DiffOptions) -> Cow<'a, str> {
    let mut key = Cow::Borrowed(text);
    if options.ignore_whitespace && key.contains(char::is_whitespace) {
        key = Cow::Owned(key.chars().filter(|c| !c.is_whitespace()).collect());
    }
    if options.ignore_case && key.chars().any(|c| c.is_uppercase() || !c.is_ascii()) {
        key = Cow::Owned(key.to_lowercase());
    }
    key
}

/// Numbers the distinct keys, so the diff compares integers. A key is a text and whether it lacks the line end
/// the others have (the last line of a text that does not end in `\n`).
#[derive(Default)]
struct Interner<'a> {
    ids: HashMap<(Cow<'a, str>, bool), u32>,
}

impl<'a> Interner<'a> {
    fn id(&mut self, key: Cow<'a, str>) -> u32 {
        self.id_of(key, false)
    }

    fn id_of(&mut self, key: Cow<'a, str>, unended: bool) -> u32 {
        let next = u32::try_from(self.ids.len()).unwrap_or(u32::MAX);
        *self.ids.entry((key, unended)).or_insert(next)
    }
}

/// `old` and `new` compared by `options`.
pub fn diff(old: &str, new: &str, options: &DiffOptions) -> Diff {
    let (old_lines, new_lines) = (lines(old), lines(new));
    let mut interner = Interner::default();
    let old_ids = line_ids(&old_lines, options, &mut interner);
    let new_ids = line_ids(&new_lines, options, &mut interner);
    drop(interner);
    let ops = capture_diff_slices(Algorithm::Myers, &old_ids, &new_ids);

    let mut inline = Inline { options, budget: INLINE_BUDGET, coarse: false };
    let mut changes: Vec<Change> = Vec::new();
    let (mut added, mut removed) = (0, 0);
    for op in &ops {
        let (old_range, new_range) = (op.old_range(), op.new_range());
        if matches!(op, DiffOp::Equal { .. }) {
            continue;
        }
        removed += old_range.len();
        added += new_range.len();
        // Adjacent deletes and inserts are one change.
        let change = match changes.last_mut() {
            Some(last)
                if last.old_start + last.old_len == old_range.start
                    && last.new_start + last.new_len == new_range.start =>
            {
                last
            }
            _ => {
                changes.push(Change {
                    old_start: old_range.start,
                    old_len: 0,
                    new_start: new_range.start,
                    new_len: 0,
                    old_marks: Vec::new(),
                    new_marks: Vec::new(),
                });
                changes.last_mut().expect("just pushed")
            }
        };
        change.old_len += old_range.len();
        change.new_len += new_range.len();
    }
    if options.granularity != Granularity::Line {
        for change in &mut changes {
            for offset in 0..change.old_len.min(change.new_len) {
                let (old_line, new_line) = (old_lines[change.old_start + offset], new_lines[change.new_start + offset]);
                inline.pair(offset as u32, old_line.text, new_line.text, &mut change.old_marks, &mut change.new_marks);
            }
        }
    }
    let unified = unified(&old_lines, &new_lines, &ops, options);
    Diff { added, removed, changes, coarse: inline.coarse, unified }
}

/// Each line's key as a number. A last line without its `\n` differs from the same line with one (`\ No newline at
/// end of file`), unless white space is ignored.
fn line_ids<'a>(lines: &[Line<'a>], options: &DiffOptions, interner: &mut Interner<'a>) -> Vec<u32> {
    lines
        .iter()
        // A last line without its `\n` differs from the same text with one (as in diff(1)), unless white space
        // is ignored. (A marker character would not do: the text may hold any character, NUL included.)
        .map(|line| interner.id_of(key(line.text, options), !line.newline && !options.ignore_whitespace))
        .collect()
}

/// One token of a line: its key's id, and its place in UTF-16 code units.
struct Token {
    id: u32,
    /// White space only: a run of it between two changes is marked with them (`two three` → `2 3` is one change).
    space: bool,
    from: u32,
    to: u32,
}

struct Inline<'o> {
    options: &'o DiffOptions,
    budget: usize,
    coarse: bool,
}

impl Inline<'_> {
    /// Marks what differs between two paired lines, or nothing (the lines changed whole) when they are too long.
    fn pair(&mut self, line: u32, old: &str, new: &str, old_marks: &mut Vec<u32>, new_marks: &mut Vec<u32>) {
        let (old, new) = (old.strip_suffix('\r').unwrap_or(old), new.strip_suffix('\r').unwrap_or(new));
        let estimate = |text: &str| match self.options.granularity {
            Granularity::Character => text.len(),
            _ => text.len() / 2 + 1,
        };
        if estimate(old).max(estimate(new)) > MAX_INLINE_TOKENS * 4 || self.budget == 0 {
            self.coarse = true;
            return;
        }
        let mut interner = Interner::default();
        let old_tokens = self.tokens(old, &mut interner);
        let new_tokens = self.tokens(new, &mut interner);
        let size = old_tokens.len() + new_tokens.len();
        if old_tokens.len().max(new_tokens.len()) > MAX_INLINE_TOKENS || size > self.budget {
            self.coarse = true;
            return;
        }
        self.budget -= size;
        let old_ids: Vec<u32> = old_tokens.iter().map(|token| token.id).collect();
        let new_ids: Vec<u32> = new_tokens.iter().map(|token| token.id).collect();
        let ops = capture_diff_slices(Algorithm::Myers, &old_ids, &new_ids);
        for (at, op) in ops.iter().enumerate() {
            let between_changes = self.options.granularity == Granularity::Word && at > 0 && at + 1 < ops.len();
            if matches!(op, DiffOp::Equal { .. })
                && !(between_changes && old_tokens[op.old_range()].iter().all(|token| token.space))
            {
                continue;
            }
            mark(line, &old_tokens[op.old_range()], old_marks);
            mark(line, &new_tokens[op.new_range()], new_marks);
        }
    }

    /// The line's tokens at the chosen granularity; white space is left out when it is ignored.
    fn tokens<'a>(&self, text: &'a str, interner: &mut Interner<'a>) -> Vec<Token> {
        let mut tokens = Vec::new();
        let mut at = 0u32;
        let mut push = |piece: &'a str| {
            let to = at + piece.encode_utf16().count() as u32;
            if !(self.options.ignore_whitespace && piece.chars().all(char::is_whitespace)) {
                let key =
                    if self.options.ignore_case { Cow::Owned(piece.to_lowercase()) } else { Cow::Borrowed(piece) };
                let space = piece.chars().all(char::is_whitespace);
                tokens.push(Token { id: interner.id(key), space, from: at, to });
            }
            at = to;
        };
        match self.options.granularity {
            Granularity::Character => text.graphemes(true).for_each(&mut push),
            _ => words(text).for_each(&mut push),
        }
        tokens
    }
}

/// A run of changed tokens as marks, one per run of touching tokens.
fn mark(line: u32, tokens: &[Token], marks: &mut Vec<u32>) {
    for token in tokens {
        let len = marks.len();
        if len >= 3 && marks[len - 3] == line && marks[len - 1] == token.from {
            marks[len - 1] = token.to;
        } else {
            marks.extend([line, token.from, token.to]);
        }
    }
}

/// Words (letters, digits, `_`), runs of white space, and every other character alone.
fn words(text: &str) -> impl Iterator<Item = &str> {
    #[derive(PartialEq)]
    enum Class {
        Word,
        Space,
        Other,
    }
    let class = |c: char| {
        if c.is_alphanumeric() || c == '_' {
            Class::Word
        } else if c.is_whitespace() {
            Class::Space
        } else {
            Class::Other
        }
    };
    let mut rest = text;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let first_class = class(first);
        let end = if first_class == Class::Other {
            first.len_utf8()
        } else {
            rest.char_indices().find(|&(_, c)| class(c) != first_class).map_or(rest.len(), |(at, _)| at)
        };
        let (word, after) = rest.split_at(end);
        rest = after;
        Some(word)
    })
}

/// The unified diff of the line script `ops`, as `diff -u` writes it (with Git's `a/` and `b/` before the names).
fn unified(old: &[Line<'_>], new: &[Line<'_>], ops: &[DiffOp], options: &DiffOptions) -> String {
    let mut out = String::new();
    let groups = similar::group_diff_ops(ops.to_vec(), options.context as usize);
    if groups.is_empty() {
        return out;
    }
    let _ = writeln!(out, "--- a/{}\n+++ b/{}", options.old_name, options.new_name);
    for group in groups {
        let (first, last) = (&group[0], &group[group.len() - 1]);
        let old_range = first.old_range().start..last.old_range().end;
        let new_range = first.new_range().start..last.new_range().end;
        let _ = writeln!(out, "@@ -{} +{} @@", hunk_range(&old_range), hunk_range(&new_range));
        for op in &group {
            let (old_range, new_range) = (op.old_range(), op.new_range());
            if matches!(op, DiffOp::Equal { .. }) {
                for line in &old[old_range] {
                    push_line(&mut out, ' ', line);
                }
            } else {
                for line in &old[old_range] {
                    push_line(&mut out, '-', line);
                }
                for line in &new[new_range] {
                    push_line(&mut out, '+', line);
                }
            }
        }
    }
    out
}

/// `start,len` in a hunk header: 1-based, `,1` left out, and an empty range named by the line before it.
fn hunk_range(range: &std::ops::Range<usize>) -> String {
    match range.len() {
        0 => format!("{},0", range.start),
        1 => format!("{}", range.start + 1),
        len => format!("{},{len}", range.start + 1),
    }
}

fn push_line(out: &mut String, sign: char, line: &Line<'_>) {
    out.push(sign);
    out.push_str(line.text);
    out.push('\n');
    if !line.newline {
        out.push_str("\\ No newline at end of file\n");
    }
}
