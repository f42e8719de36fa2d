//! The text engines: case conversion, duplicate lines, word and character counts.

use penknife_core::text::case::CaseFormat;
use penknife_core::text::{case, char_stats, dedupe, word_stats};

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

pub fn word_stats(input: FuzzInput) {
    let stats = word_stats::analyze(input.text());
    word_stats::report(&stats);
}

pub fn char_stats(input: FuzzInput) {
    let stats = char_stats::analyze(input.text());
    char_stats::report(&stats);
}
