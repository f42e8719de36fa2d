//! The text engines: case conversion, duplicate lines, word and character counts, sorting lines.

use penknife_core::text::case::CaseFormat;
use penknife_core::text::sort::{SortOptions, SortOrder};
use penknife_core::text::{case, char_stats, dedupe, sort, word_stats};

use crate::input::FuzzInput;

pub fn case(mut input: FuzzInput) {
    let format = input.choose(&CaseFormat::ALL);
    let text = input.text();
    let all = case::convert_all(text);
    assert_eq!(all.len(), CaseFormat::ALL.len());
    let converted = case::convert(text, format);
    assert_eq!(CaseFormat::from_id(format.id()), Some(format));
    case::split_words(text);
    // Upper and lower case are fixed points of themselves. (The word formats are not always: re-cased words can
    // split differently on a second pass, e.g. `テキο` → `テキΟ` → `テキ_Ο` in constant case.)
    if matches!(format, CaseFormat::Upper | CaseFormat::Lower) {
        assert_eq!(case::convert(&converted, format), converted, "{} is not idempotent", format.id());
    }
    CaseFormat::from_id(text);
}

pub fn dedupe(mut input: FuzzInput) {
    let options = dedupe::DedupeOptions {
        case_sensitive: input.flag(),
        remove_empty_lines: input.flag(),
        trim_whitespace: input.flag(),
        sort_alphabetically: input.flag(),
    };
    let result = dedupe::remove_duplicate_lines(input.text(), &options);
    let stats = result.stats;
    assert_eq!(stats.original, stats.unique + stats.removed, "{stats:?}");
    assert_eq!(stats.removed, stats.duplicates + stats.empty_removed, "{stats:?}");
}

pub fn sort(mut input: FuzzInput) {
    let order = input.choose(&[
        SortOrder::Alphabetical,
        SortOrder::Natural,
        SortOrder::Numeric,
        SortOrder::Length,
        SortOrder::Shuffle,
    ]);
    let options = SortOptions {
        order,
        reverse: input.flag(),
        case_sensitive: input.flag(),
        trim_whitespace: input.flag(),
        remove_empty_lines: input.flag(),
        unique: input.flag(),
    };
    let text = input.text().to_owned();
    let mut rng = input.randomness();
    let result = sort::sort_lines(&text, &options, &mut rng);
    // Every line in is out, or counted as removed; nothing is invented.
    // The engine's reading: a byte-order mark in front of the text (kept in front of the output), carriage returns
    // ending a line part of its line break.
    let lines_of = |text: &'_ str| -> Vec<String> {
        let body = text.strip_prefix('\u{FEFF}').unwrap_or(text);
        body.lines().map(|line| line.trim_end_matches('\r').to_owned()).collect()
    };
    let mut out = lines_of(&result.text);
    assert_eq!(out.len(), result.lines, "{options:?}");
    assert_eq!(result.lines + result.removed, lines_of(&text).len(), "{options:?}");
    if !options.trim_whitespace && !options.remove_empty_lines && !options.unique {
        let mut lines = lines_of(&text);
        out.sort_unstable();
        lines.sort_unstable();
        assert_eq!(out, lines, "{options:?}");
    }
    // Sorting what is sorted changes nothing (the clean-up has been done, and ties keep their order).
    if order != SortOrder::Shuffle {
        assert_eq!(sort::sort_lines(&result.text, &options, &mut rng).text, result.text, "{options:?}");
    }
}

pub fn word_stats(input: FuzzInput) {
    let stats = word_stats::analyze(input.text());
    word_stats::report(&stats);
}

pub fn char_stats(input: FuzzInput) {
    let stats = char_stats::analyze(input.text());
    char_stats::report(&stats);
}
