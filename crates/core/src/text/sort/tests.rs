use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn sorted(input: &str, options: SortOptions) -> String {
    sort_lines(input, &options, &mut SeededRandom::new(7)).text
}

fn by(order: SortOrder) -> SortOptions {
    SortOptions { order, ..SortOptions::default() }
}

#[test]
fn defaults_are_alphabetical_case_insensitive_and_change_nothing_else() {
    let options = SortOptions::default();
    assert_eq!(options.order, SortOrder::Alphabetical);
    assert!(!options.reverse && !options.case_sensitive && !options.trim_whitespace);
    assert!(!options.remove_empty_lines && !options.unique);
}

#[test]
fn alphabetical_ignores_case_and_puts_accented_letters_next_to_their_base() {
    let input = "zebra\nÉclair\napple\nBanana\nelephant\nétude\nOrange\nÖl\nŁódź\nlemon";
    assert_eq!(
        sorted(input, SortOptions::default()),
        "apple\nBanana\nÉclair\nelephant\nétude\nlemon\nŁódź\nÖl\nOrange\nzebra"
    );
}

#[test]
fn alphabetical_ties_are_total_and_repeatable() {
    // Same key "e": plain before accented, upper case before lower case; decomposed é sorts with é.
    assert_eq!(sorted("é\nE\ne\nÉ\ne\u{301}", SortOptions::default()), "E\ne\ne\u{301}\nÉ\né");
    assert_eq!(sorted("apple\nApple\nAPPLE", SortOptions::default()), "APPLE\nApple\napple");
    assert_eq!(sorted("Straße\nstrasse\nSTRASSE", SortOptions::default()), "STRASSE\nStraße\nstrasse");
}

#[test]
fn case_sensitive_puts_capitals_first() {
    let options = SortOptions { case_sensitive: true, ..SortOptions::default() };
    assert_eq!(
        sorted("banana\nApple\napple\nBanana\névian\nEvian", options),
        "Apple\nBanana\nEvian\napple\nbanana\névian"
    );
}

#[test]
fn natural_orders_numbers_inside_text_by_value() {
    let input = "file10.txt\nfile2.txt\nFile1.txt\nfile1.txt\nfile02.txt\nfile\nimage9\nimage10b\nimage10a";
    assert_eq!(
        sorted(input, by(SortOrder::Natural)),
        "file\nFile1.txt\nfile1.txt\nfile02.txt\nfile2.txt\nfile10.txt\nimage9\nimage10a\nimage10b"
    );
    // Alphabetical keeps character order.
    assert_eq!(sorted("file10\nfile2", SortOptions::default()), "file10\nfile2");
    // Numbers far beyond u64 compare by value too.
    assert_eq!(
        sorted("v100000000000000000000000\nv99999999999999999999999", by(SortOrder::Natural)),
        "v99999999999999999999999\nv100000000000000000000000"
    );
}

#[test]
fn numeric_orders_by_value_and_puts_other_lines_last_in_their_order() {
    let input = "10\nbanana\n-2.5\n  3 apples\n+1\napple\n.5\n007\n-0\n0\n1.50\n1.5";
    assert_eq!(
        sorted(input, by(SortOrder::Numeric)),
        "-2.5\n-0\n0\n.5\n+1\n1.50\n1.5\n  3 apples\n007\n10\nbanana\napple"
    );
    let reversed = SortOptions { reverse: true, ..by(SortOrder::Numeric) };
    assert_eq!(sorted(input, reversed), "10\n007\n  3 apples\n1.50\n1.5\n+1\n.5\n-0\n0\n-2.5\nbanana\napple");
}

#[test]
fn numeric_is_exact_at_any_length() {
    let input = "12345678901234567891\n12345678901234567890\n-99999999999999999999.5\n-99999999999999999999.25";
    assert_eq!(
        sorted(input, by(SortOrder::Numeric)),
        "-99999999999999999999.5\n-99999999999999999999.25\n12345678901234567890\n12345678901234567891"
    );
    // No exponents, no thousands separators: these start with 1.
    assert_eq!(sorted("2\n1e9\n1,000", by(SortOrder::Numeric)), "1e9\n1,000\n2");
    // A sign or a point alone is no number.
    assert_eq!(sorted("-\n.\n+x\n5", by(SortOrder::Numeric)), "5\n-\n.\n+x");
}

#[test]
fn length_counts_what_a_reader_sees_and_keeps_ties_in_order() {
    let input = "ccc\n🇫🇷🇫🇷\nb\ne\u{301}e\u{301}e\u{301}\naa\nd";
    assert_eq!(sorted(input, by(SortOrder::Length)), "b\nd\n🇫🇷🇫🇷\naa\nccc\ne\u{301}e\u{301}e\u{301}");
    let reversed = SortOptions { reverse: true, ..by(SortOrder::Length) };
    assert_eq!(sorted(input, reversed), "ccc\ne\u{301}e\u{301}e\u{301}\n🇫🇷🇫🇷\naa\nb\nd");
}

#[test]
fn reverse_flips_alphabetical_and_natural() {
    let reversed = SortOptions { reverse: true, ..SortOptions::default() };
    assert_eq!(sorted("b\nA\nc", reversed), "c\nb\nA");
    let reversed = SortOptions { reverse: true, ..by(SortOrder::Natural) };
    assert_eq!(sorted("a2\na10\na1", reversed), "a10\na2\na1");
}

#[test]
fn shuffle_draws_from_the_source_and_keeps_every_line() {
    let input: Vec<String> = (0..100).map(|i| format!("line {i}")).collect();
    let input = input.join("\n");
    let once = sorted(&input, by(SortOrder::Shuffle));
    assert_ne!(once, input);
    let mut lines: Vec<&str> = once.split('\n').collect();
    lines.sort_unstable();
    let mut expected: Vec<&str> = input.split('\n').collect();
    expected.sort_unstable();
    assert_eq!(lines, expected);
    // Another seed, another order; the same seed, the same order (the page passes SystemRandom).
    let other = sort_lines(&input, &by(SortOrder::Shuffle), &mut SeededRandom::new(8)).text;
    assert_ne!(other, once);
    assert_eq!(sorted(&input, by(SortOrder::Shuffle)), once);
    // With the system's CSPRNG too.
    let system = sort_lines(&input, &by(SortOrder::Shuffle), &mut crate::random::SystemRandom::new());
    assert_eq!(system.lines, 100);
}

#[test]
fn clean_up_is_remove_duplicate_lines_own() {
    let input = "  pear  \napple\n\n   \nApple\npear\napple";
    let all = SortOptions { trim_whitespace: true, remove_empty_lines: true, unique: true, ..SortOptions::default() };
    let result = sort_lines(input, &all, &mut SeededRandom::new(1));
    assert_eq!(result.text, "apple\npear");
    assert_eq!((result.lines, result.removed), (2, 5));

    let case_sensitive = SortOptions { case_sensitive: true, ..all };
    assert_eq!(sorted(input, case_sensitive), "Apple\napple\npear");
    // Without trimming, '  pear  ' and 'pear' differ; blank lines still count as empty.
    let untrimmed = SortOptions { trim_whitespace: false, ..all };
    assert_eq!(sorted(input, untrimmed), "  pear  \napple\npear");
    // Nothing asked: every line kept, empty ones first.
    let result = sort_lines(input, &SortOptions::default(), &mut SeededRandom::new(1));
    assert_eq!(
        (result.text.as_str(), result.lines, result.removed),
        ("\n   \n  pear  \nApple\napple\napple\npear", 7, 0)
    );
}

#[test]
fn line_breaks_are_the_inputs() {
    assert_eq!(sorted("b\r\nc\r\na\r\n", SortOptions::default()), "a\r\nb\r\nc\r\n");
    assert_eq!(sorted("b\r\nc\r\na", SortOptions::default()), "a\r\nb\r\nc");
    assert_eq!(sorted("b\nc\na\n", SortOptions::default()), "a\nb\nc\n");
    // Mixed: the first line break decides.
    assert_eq!(sorted("b\r\nc\na", SortOptions::default()), "a\r\nb\r\nc");
    // An empty line sorted last keeps its line break, so the output reads back as as many lines.
    let reversed = SortOptions { reverse: true, ..SortOptions::default() };
    assert_eq!(sorted("a\n\nb", reversed), "b\na\n\n");
    // A bare \r at the very end is half a line break, dropped like the others; so are stray ones ending a line.
    assert_eq!(sorted("b\r\na\r", SortOptions::default()), "a\r\nb");
    assert_eq!(sorted("b\r\r\na\r\r", SortOptions::default()), "a\r\nb");
    // A byte-order mark stays in front of the file; a line's own U+FEFF sorted first gets one in front of it.
    assert_eq!(sorted("\u{FEFF}b\na", SortOptions::default()), "\u{FEFF}a\nb");
    assert_eq!(sorted("a\n\u{FEFF}b", reversed), "\u{FEFF}\u{FEFF}b\na");
    // Only the first U+FEFF is the mark: the second is the first line's, and the output sorts to itself.
    assert_eq!(sorted("\u{FEFF}\u{FEFF}a\nb", SortOptions::default()), "\u{FEFF}b\n\u{FEFF}a");
    assert_eq!(sorted("\u{FEFF}b\n\u{FEFF}a", SortOptions::default()), "\u{FEFF}b\n\u{FEFF}a");
}

#[test]
fn empty_input_and_everything_removed_give_empty_text() {
    let result = sort_lines("", &SortOptions::default(), &mut SeededRandom::new(1));
    assert_eq!((result.text.as_str(), result.lines, result.removed), ("", 0, 0));
    let drop = SortOptions { remove_empty_lines: true, ..SortOptions::default() };
    let result = sort_lines("\n  \n\n", &drop, &mut SeededRandom::new(1));
    assert_eq!((result.text.as_str(), result.lines, result.removed), ("", 0, 3));
}

#[test]
fn a_million_lines_and_very_long_lines() {
    let input: String = (0..1_000_000u32).rev().map(|i| format!("item {i}\n")).collect();
    let result = sort_lines(&input, &by(SortOrder::Natural), &mut SeededRandom::new(1));
    assert_eq!(result.lines, 1_000_000);
    assert!(result.text.starts_with("item 0\nitem 1\nitem 2\n"));
    assert!(result.text.ends_with("item 999999\n"));
    let numeric = sort_lines(&input, &by(SortOrder::Numeric), &mut SeededRandom::new(1));
    assert!(numeric.text.starts_with("item 999999\nitem 999998\n"), "no line starts with a number: input order");

    let long = format!("{}b\n{}a", "é".repeat(2_000_000), "é".repeat(2_000_000));
    let result = sorted(&long, SortOptions::default());
    assert!(result.ends_with("éb") && result.len() == long.len());
}

proptest! {
    #[test]
    fn every_order_keeps_the_lines_and_sorting_is_idempotent(
        lines in prop::collection::vec("[ a-cA-CéÉ0-9.+-]{0,6}", 0..30),
        order in prop::sample::select(vec![SortOrder::Alphabetical, SortOrder::Natural, SortOrder::Numeric, SortOrder::Length]),
        reverse: bool,
        case_sensitive: bool,
    ) {
        let input = lines.join("\n");
        let options = SortOptions { order, reverse, case_sensitive, ..SortOptions::default() };
        let once = sorted(&input, options);
        // Read as the engine reads lines (an empty line sorted last is written with its line break).
        let mut got: Vec<&str> = once.lines().collect();
        let mut want: Vec<&str> = input.lines().collect();
        got.sort_unstable();
        want.sort_unstable();
        prop_assert_eq!(got, want);
        prop_assert_eq!(sorted(&once, options), once.clone());
    }
}
