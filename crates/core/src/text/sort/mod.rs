//! The Text Sorter: what `penknife sort`, the page (through the `text` wasm bundle) and the fuzzer call. It sorts
//! lines alphabetically, naturally, numerically or by length (ascending or reversed), or shuffles them, after the
//! optional clean-up that Remove Duplicate Lines does (trim, drop empty lines, keep first occurrences only).
//!
//! Rules, decided here:
//! - Lines are read as Remove Duplicate Lines reads them (`dedupe::split_lines`: split on `\n`, the carriage returns
//!   ending a line part of its line break), and trimming, empty lines and uniqueness are its own pass
//!   (`dedupe::filter_lines`). The output joins lines with the input's first line break (`\r\n` text stays `\r\n`)
//!   and ends with one when the input did or when its last line is empty (so that it reads back as the same lines).
//!   A byte-order mark stays in front of the output (it is the file's, not its first line's).
//! - Alphabetical order is locale-free but sensible, without collation tables: each line's key is its text
//!   case-folded (unless case-sensitive) with the accents of Latin letters removed (`é` → `e`, `Ł` → `l`, `æ` → `ae`,
//!   and any combining mark U+0300–U+036F dropped), compared by code point. Ties go to the folded text with its
//!   accents (`e` < `é`), then to the line as written (`Apple` < `apple`), so the order is total and repeatable.
//!   Letters outside Latin keep code point order, which is their alphabet's order for most scripts.
//! - Natural order is alphabetical order in which runs of ASCII digits compare by value (`file2` < `file10`;
//!   `007` equals `7`, the tiebreaks above then order them), a number before a letter.
//! - Numeric order reads a decimal number at the line's start (after leading white space): an optional sign,
//!   digits, an optional fraction (`-3`, `+1.5`, `.25`), compared exactly at any length (no exponents, no thousands
//!   separators: `1,000` is 1). Lines that do not start with a number go last, in their input order, also when
//!   reversed. Equal numbers keep their input order.
//! - Length is in characters as a reader counts them (grapheme clusters: `é` and an emoji flag are one each); equal
//!   lengths keep their input order.
//! - Reverse flips the order; lines that compare equal still keep their input order. Shuffle ignores it: every
//!   order is equally likely (Fisher–Yates over the CSPRNG the generators use, `random::SystemRandom`).

#[cfg(test)]
mod tests;

use super::dedupe::{DedupeOptions, filter_lines, fold_case, split_lines};
use super::graphemes::Graphemes;
use crate::random::{RandomSource, shuffle};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::cmp::Ordering;

/// How the lines are put in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SortOrder {
    #[default]
    Alphabetical,
    Natural,
    Numeric,
    Length,
    Shuffle,
}

/// The page's switches and the CLI's flags; every one off by default (alphabetical, case-insensitive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SortOptions {
    pub order: SortOrder,
    pub reverse: bool,
    pub case_sensitive: bool,
    pub trim_whitespace: bool,
    pub remove_empty_lines: bool,
    pub unique: bool,
}

/// The sorted text, how many lines it has, and how many of the input's were dropped (empty or repeated).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SortResult {
    pub text: String,
    pub lines: usize,
    pub removed: usize,
}

/// Sorts the lines of `input`; `rng` is drawn from only to shuffle (pass `random::SystemRandom`).
pub fn sort_lines(input: &str, options: &SortOptions, rng: &mut impl RandomSource) -> SortResult {
    let clean = DedupeOptions {
        case_sensitive: options.case_sensitive,
        remove_empty_lines: options.remove_empty_lines,
        trim_whitespace: options.trim_whitespace,
        sort_alphabetically: false,
    };
    // A byte-order mark is the file's, not its first line's: it stays in front of whatever line comes first.
    let (had_mark, body) = match input.strip_prefix('\u{FEFF}') {
        Some(body) => (true, body),
        None => (false, input),
    };
    let (mut lines, stats) = filter_lines(split_lines(body), &clean, options.unique);
    match options.order {
        SortOrder::Shuffle => shuffle(rng, &mut lines),
        SortOrder::Numeric => lines = numeric(lines, options.reverse),
        order => sort_by_key(&mut lines, order, options),
    }

    let line_break = match body.find('\n') {
        Some(at) if body[..at].ends_with('\r') => "\r\n",
        _ => "\n",
    };
    // A line that starts with U+FEFF and comes first gets a mark in front too, or reading the output would take the
    // line's own U+FEFF for the mark.
    let mark = had_mark || lines.first().is_some_and(|line| line.starts_with('\u{FEFF}'));
    let mut text = String::from(if mark && !lines.is_empty() { "\u{FEFF}" } else { "" });
    text.push_str(&lines.join(line_break));
    // An empty line sorted last needs its line break written, or it would read back as no line at all.
    if !lines.is_empty() && (body.ends_with('\n') || lines.last().is_some_and(|line| line.is_empty())) {
        text.push_str(line_break);
    }
    SortResult { text, lines: lines.len(), removed: stats.original - lines.len() }
}

/// Alphabetical, natural and length orders: one key per line computed once, a stable sort, ties as the module says.
fn sort_by_key<'a>(lines: &mut Vec<&'a str>, order: SortOrder, options: &SortOptions) {
    let key = |line: &'a str| match order {
        SortOrder::Length => Key::Length(Graphemes::new(line).count()),
        _ => Key::Text(collation_key(line, options.case_sensitive)),
    };
    let mut keyed: Vec<(Key<'a>, &'a str)> = lines.iter().map(|line| (key(line), *line)).collect();
    let natural = order == SortOrder::Natural;
    let case_sensitive = options.case_sensitive;
    keyed.sort_by(|(a_key, a), (b_key, b)| {
        let ordering = match (a_key, b_key) {
            (Key::Length(x), Key::Length(y)) => x.cmp(y),
            (Key::Text(x), Key::Text(y)) => {
                let primary = if natural { natural_cmp(x, y) } else { x.cmp(y) };
                primary.then_with(|| tiebreak(a, b, case_sensitive))
            }
            _ => Ordering::Equal,
        };
        if options.reverse { ordering.reverse() } else { ordering }
    });
    lines.clear();
    lines.extend(keyed.into_iter().map(|(_, line)| line));
}

enum Key<'a> {
    Text(Cow<'a, str>),
    Length(usize),
}

/// Equal keys: the folded text with its accents, then the line as written.
fn tiebreak(a: &str, b: &str, case_sensitive: bool) -> Ordering {
    let folded = if case_sensitive { Ordering::Equal } else { fold_case(a).cmp(&fold_case(b)) };
    folded.then_with(|| a.cmp(b))
}

/// The alphabetical key: case-folded (unless `case_sensitive`), accents of Latin letters removed. ASCII lines are
/// borrowed when already in their folded form.
fn collation_key(line: &str, case_sensitive: bool) -> Cow<'_, str> {
    let folded = if case_sensitive { Cow::Borrowed(line) } else { fold_case(line) };
    if folded.is_ascii() {
        return folded;
    }
    let mut key = String::with_capacity(folded.len());
    for c in folded.chars() {
        match base_letters(c) {
            Some(base) => key.push_str(base),
            None => key.push(c),
        }
    }
    Cow::Owned(key)
}

/// U+00C0–U+017F (Latin-1 Supplement letters and Latin Extended-A), one base letter each; `×` and `÷` keep
/// themselves (`*`), as do the few that stand for two letters (`-`, see [`base_letters`]).
const LATIN: &[u8; 192] = b"AAAAAA-CEEEEIIIIDNOOOOO*OUUUUY--aaaaaa-ceeeeiiiidnooooo*ouuuuy-y\
AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi--JjKkkLlLlLlLlLlNnNnNnnNnOoOoOo--RrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";

/// What an accented Latin letter sorts as, or `None` for a character that sorts as itself.
fn base_letters(c: char) -> Option<&'static str> {
    const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    match c {
        '\u{0300}'..='\u{036F}' => Some(""),
        'Æ' => Some("AE"),
        'æ' => Some("ae"),
        'Þ' => Some("TH"),
        'þ' => Some("th"),
        'ß' => Some("ss"),
        'Ĳ' => Some("IJ"),
        'ĳ' => Some("ij"),
        'Œ' => Some("OE"),
        'œ' => Some("oe"),
        '\u{00C0}'..='\u{017F}' => {
            let base = LATIN[c as usize - 0xC0];
            let at = LETTERS.find(char::from(base))?;
            LETTERS.get(at..=at)
        }
        _ => None,
    }
}

/// Natural order over two keys: runs of ASCII digits compare by value (leading zeros aside), a number before
/// anything else, the rest character by character.
fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let (x_run, x_rest) = digit_run(a);
                let (y_run, y_rest) = digit_run(b);
                let ordering = x_run.len().cmp(&y_run.len()).then_with(|| x_run.cmp(y_run));
                if ordering != Ordering::Equal {
                    return ordering;
                }
                (a, b) = (x_rest, y_rest);
            }
            (Some(x), Some(_)) if x.is_ascii_digit() => return Ordering::Less,
            (Some(_), Some(y)) if y.is_ascii_digit() => return Ordering::Greater,
            (Some(x), Some(y)) => {
                // Bytes of UTF-8 compare as their code points do; digits are ASCII, so no run splits a character.
                if x != y {
                    return x.cmp(y);
                }
                (a, b) = (&a[1..], &b[1..]);
            }
        }
    }
}

/// The digits at the start of `bytes` without their leading zeros, and what follows them.
fn digit_run(bytes: &[u8]) -> (&[u8], &[u8]) {
    let end = bytes.iter().position(|b| !b.is_ascii_digit()).unwrap_or(bytes.len());
    let zeros = bytes[..end].iter().take_while(|&&b| b == b'0').count();
    (&bytes[zeros..end], &bytes[end..])
}

/// Numeric order: lines with a number first, by value (stable), then the others in their input order.
fn numeric(lines: Vec<&str>, reverse: bool) -> Vec<&str> {
    let mut numbered = Vec::with_capacity(lines.len());
    let mut others = Vec::new();
    for line in lines {
        match Decimal::parse(line) {
            Some(number) => numbered.push((number, line)),
            None => others.push(line),
        }
    }
    numbered.sort_by(|(a, _), (b, _)| if reverse { b.cmp(a) } else { a.cmp(b) });
    numbered.into_iter().map(|(_, line)| line).chain(others).collect()
}

/// A decimal number as written, exact: its sign, integer digits without leading zeros, fraction digits without
/// trailing zeros (so `-0` is `0` and `1.50` is `1.5`).
#[derive(Debug, PartialEq, Eq)]
struct Decimal<'a> {
    negative: bool,
    integer: &'a [u8],
    fraction: &'a [u8],
}

impl<'a> Decimal<'a> {
    fn parse(line: &'a str) -> Option<Self> {
        let bytes = line.trim_start().as_bytes();
        let (negative, bytes) = match bytes.first() {
            Some(b'-') => (true, &bytes[1..]),
            Some(b'+') => (false, &bytes[1..]),
            _ => (false, bytes),
        };
        let (integer, rest) = digit_run(bytes);
        let had_integer = rest.len() < bytes.len();
        let fraction = match rest.split_first() {
            Some((b'.', after)) => {
                let end = after.iter().position(|b| !b.is_ascii_digit()).unwrap_or(after.len());
                &after[..end]
            }
            _ => &[],
        };
        if !had_integer && fraction.is_empty() {
            return None;
        }
        let fraction = &fraction[..fraction.iter().rposition(|&b| b != b'0').map_or(0, |last| last + 1)];
        let zero = integer.is_empty() && fraction.is_empty();
        Some(Self { negative: negative && !zero, integer, fraction })
    }

    fn magnitude_cmp(&self, other: &Self) -> Ordering {
        self.integer
            .len()
            .cmp(&other.integer.len())
            .then_with(|| self.integer.cmp(other.integer))
            .then_with(|| self.fraction.cmp(other.fraction))
    }
}

impl Ord for Decimal<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.negative, other.negative) {
            (false, false) => self.magnitude_cmp(other),
            (true, true) => other.magnitude_cmp(self),
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
        }
    }
}

impl PartialOrd for Decimal<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
