//! Remove Duplicate Lines: keeps the first occurrence of every line, in one pass over the input.
//!
//! Rules the spec leaves open, decided here:
//! - Lines are split on `\n`, and a `\r` before it is dropped, so Windows (`\r\n`) text works; a final line
//!   break does not start an extra empty line (a file ending in a newline has as many lines as it shows).
//!   A leading byte-order mark is ignored. The output joins lines with `\n` and has no final line break.
//! - With trimming on, lines are compared *and output* without their leading and trailing whitespace
//!   (Unicode `White_Space`): the user asked for trimmed lines. With it off, lines are kept exactly.
//! - A line is empty when it is blank (nothing but whitespace), whatever the trim switch says: a line of
//!   spaces looks empty. With "remove empty lines" on, empty lines are dropped before deduplication and
//!   count in `removed` (and `empty_removed`) but not in `duplicates`. With it off they are ordinary lines:
//!   the first is kept and later identical ones are duplicates.
//! - Case-insensitive comparison folds case the Unicode way (full upper-casing then lower-casing, which
//!   matches full case folding for practically all text): 'Straße' equals 'STRASSE', 'ΣΑΣ' equals 'σας'.
//!   The kept line is the first occurrence, as written.
//! - Sorting is locale-free: by the case-folded text, ties broken by code point order of the text itself,
//!   so 'apple' < 'Banana' < 'cherry' and 'Apple' < 'apple' (upper case first, as in code point order).
//!
//! Statistics: `original` is the input's line count, `unique` the output's, `duplicates` the extra
//! occurrences of kept lines, `removed = original − unique` (duplicates plus removed empty lines).

use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::HashSet;

/// The four switches, with the spec's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DedupeOptions {
    pub case_sensitive: bool,
    pub remove_empty_lines: bool,
    pub trim_whitespace: bool,
    pub sort_alphabetically: bool,
}

impl Default for DedupeOptions {
    fn default() -> Self {
        Self { case_sensitive: false, remove_empty_lines: true, trim_whitespace: true, sort_alphabetically: false }
    }
}

/// The statistics card: original, duplicates, unique, removed (plus how many of the removed were empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DedupeStats {
    pub original: usize,
    pub duplicates: usize,
    pub unique: usize,
    pub removed: usize,
    /// Empty lines dropped by "remove empty lines" (part of `removed`, not of `duplicates`).
    pub empty_removed: usize,
}

/// The cleaned text and its statistics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct DedupeResult {
    pub text: String,
    pub stats: DedupeStats,
}

/// Removes duplicate lines from `input`, keeping each line's first occurrence.
pub fn remove_duplicate_lines(input: &str, options: &DedupeOptions) -> DedupeResult {
    let (mut kept, mut stats) =
        filter_lines(split_lines(input.strip_prefix('\u{FEFF}').unwrap_or(input)), options, true);
    if options.sort_alphabetically {
        sort_lines(&mut kept);
    }
    stats.unique = kept.len();
    stats.removed = stats.original - stats.unique;
    DedupeResult { text: kept.join("\n"), stats }
}

/// The lines of `input` (its byte-order mark, if any, already taken off) as this module reads them: split on `\n`,
/// no extra empty line after a final line break. Carriage returns ending a line are part of its line break
/// (`\r\n`, and the stray ones of a file saved twice with other line ends), so a line never ends in one and cannot
/// change when written back with another line break. The Text Sorter reads lines the same way.
pub(crate) fn split_lines(input: &str) -> impl Iterator<Item = &str> {
    input.lines().map(|line| line.trim_end_matches('\r'))
}

/// One pass of the switches over `lines`: trimmed, blank lines dropped, and — when `unique` — only the first
/// occurrence of each (compared as `case_sensitive` says). `sort_alphabetically` is the caller's business, and
/// `stats.unique` / `stats.removed` are left for it to fill once it knows what it outputs.
pub(crate) fn filter_lines<'a>(
    lines: impl Iterator<Item = &'a str>,
    options: &DedupeOptions,
    unique: bool,
) -> (Vec<&'a str>, DedupeStats) {
    let mut stats = DedupeStats::default();
    let mut seen: HashSet<Cow<'a, str>> = HashSet::new();
    let mut kept: Vec<&'a str> = Vec::new();

    for raw in lines {
        stats.original += 1;
        let line = if options.trim_whitespace { raw.trim() } else { raw };
        if options.remove_empty_lines && is_blank(line, options.trim_whitespace) {
            stats.empty_removed += 1;
            continue;
        }
        if !unique {
            kept.push(line);
            continue;
        }
        let key = if options.case_sensitive { Cow::Borrowed(line) } else { fold_case(line) };
        if seen.insert(key) {
            kept.push(line);
        } else {
            stats.duplicates += 1;
        }
    }
    (kept, stats)
}

/// Blank: empty, or (when not already trimmed) nothing but whitespace.
fn is_blank(line: &str, trimmed: bool) -> bool {
    line.is_empty() || (!trimmed && line.trim().is_empty())
}

/// The comparison key for case-insensitive mode (the Text Sorter's too). ASCII lines (the common case) take a cheap path and are
/// not copied when already lower case.
pub(crate) fn fold_case(line: &str) -> Cow<'_, str> {
    if line.is_ascii() {
        if line.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Owned(line.to_ascii_lowercase())
        } else {
            Cow::Borrowed(line)
        }
    } else {
        // Upper-casing first applies the full mappings that lower-casing alone misses (ß → SS, ﬁ → FI),
        // then lower-casing gives one form for every case variant.
        Cow::Owned(line.to_uppercase().to_lowercase())
    }
}

/// Case-insensitive order with a case-sensitive tiebreak, computing each line's key once.
fn sort_lines(lines: &mut Vec<&str>) {
    let mut keyed: Vec<(Cow<'_, str>, &str)> = lines.iter().map(|line| (fold_case(line), *line)).collect();
    keyed.sort_unstable();
    lines.clear();
    lines.extend(keyed.into_iter().map(|(_, line)| line));
}

#[cfg(test)]
mod tests;
