use super::*;
use proptest::prelude::*;

/// Duplicates differing in case and spacing, two empty lines, a trailing newline.
const KNOWN: &str = "apple\nBanana\napple\n\n  banana  \ncherry\nApple\n\ncherry\n";

fn run(input: &str, options: DedupeOptions) -> DedupeResult {
    remove_duplicate_lines(input, &options)
}

fn stats(original: usize, duplicates: usize, unique: usize, removed: usize, empty_removed: usize) -> DedupeStats {
    DedupeStats { original, duplicates, unique, removed, empty_removed }
}

#[test]
fn defaults_are_the_specs() {
    let options = DedupeOptions::default();
    assert!(!options.case_sensitive);
    assert!(options.remove_empty_lines);
    assert!(options.trim_whitespace);
    assert!(!options.sort_alphabetically);
}

#[test]
fn known_input_with_the_defaults() {
    let result = run(KNOWN, DedupeOptions::default());
    assert_eq!(result.text, "apple\nBanana\ncherry");
    assert_eq!(result.stats, stats(9, 4, 3, 6, 2));
}

#[test]
fn known_input_case_sensitive() {
    let result = run(KNOWN, DedupeOptions { case_sensitive: true, ..DedupeOptions::default() });
    assert_eq!(result.text, "apple\nBanana\nbanana\ncherry\nApple");
    assert_eq!(result.stats, stats(9, 2, 5, 4, 2));
}

#[test]
fn known_input_keeping_empty_lines_dedupes_them_like_any_line() {
    let result = run(KNOWN, DedupeOptions { remove_empty_lines: false, ..DedupeOptions::default() });
    assert_eq!(result.text, "apple\nBanana\n\ncherry");
    assert_eq!(result.stats, stats(9, 5, 4, 5, 0));
}

#[test]
fn known_input_without_trimming_keeps_spaces_and_compares_them() {
    let result = run(KNOWN, DedupeOptions { trim_whitespace: false, ..DedupeOptions::default() });
    assert_eq!(result.text, "apple\nBanana\n  banana  \ncherry");
    assert_eq!(result.stats, stats(9, 3, 4, 5, 2));
}

#[test]
fn known_input_sorted_case_insensitively_with_case_sensitive_tiebreak() {
    let options = DedupeOptions { case_sensitive: true, sort_alphabetically: true, ..DedupeOptions::default() };
    let result = run(KNOWN, options);
    assert_eq!(result.text, "Apple\napple\nBanana\nbanana\ncherry");
    assert_eq!(result.stats, stats(9, 2, 5, 4, 2));
}

#[test]
fn first_occurrence_is_kept_as_written() {
    assert_eq!(run("Hello\nHELLO\nhello", DedupeOptions::default()).text, "Hello");
    assert_eq!(run("b\na\nc\na\nb", DedupeOptions::default()).text, "b\na\nc");
}

#[test]
fn trimming_outputs_the_trimmed_line() {
    let result = run("  padded  \n\tpadded\u{a0}\npadded", DedupeOptions::default());
    assert_eq!(result.text, "padded");
    assert_eq!(result.stats.duplicates, 2);
}

#[test]
fn whitespace_only_lines_are_empty_even_without_trimming() {
    let options = DedupeOptions { trim_whitespace: false, ..DedupeOptions::default() };
    let result = run("a\n   \n\t\nb", options);
    assert_eq!(result.text, "a\nb");
    assert_eq!(result.stats, stats(4, 0, 2, 2, 2));
    // Kept (and compared exactly) when empty lines stay.
    let result = run("a\n   \n\t\n   \nb", DedupeOptions { remove_empty_lines: false, ..options });
    assert_eq!(result.text, "a\n   \n\t\nb");
    assert_eq!(result.stats.duplicates, 1);
}

#[test]
fn windows_line_endings_and_a_byte_order_mark_are_handled() {
    let result = run("\u{FEFF}one\r\ntwo\r\none\r\n", DedupeOptions::default());
    assert_eq!(result.text, "one\ntwo");
    assert_eq!(result.stats, stats(3, 1, 2, 1, 0));
    let exact = DedupeOptions { trim_whitespace: false, case_sensitive: true, ..DedupeOptions::default() };
    assert_eq!(run("x\r\nx\ny", exact).text, "x\ny");
}

#[test]
fn case_insensitive_comparison_is_unicode_aware() {
    assert_eq!(run("Straße\nSTRASSE\nstrasse", DedupeOptions::default()).text, "Straße");
    assert_eq!(run("ÄRGER\närger\nÄrger", DedupeOptions::default()).text, "ÄRGER");
    assert_eq!(run("ΣΑΣ\nσας", DedupeOptions::default()).text, "ΣΑΣ");
    assert_eq!(run("ﬁle\nFILE", DedupeOptions::default()).text, "ﬁle");
    let sensitive = DedupeOptions { case_sensitive: true, ..DedupeOptions::default() };
    assert_eq!(run("Straße\nSTRASSE", sensitive).text, "Straße\nSTRASSE");
}

#[test]
fn sorting_is_locale_free_and_deterministic() {
    let options = DedupeOptions { sort_alphabetically: true, ..DedupeOptions::default() };
    assert_eq!(
        run("cherry\nBanana\napple\nÉclair\nzebra\n10\n9", options).text,
        "10\n9\napple\nBanana\ncherry\nzebra\nÉclair"
    );
    let keep_empty = DedupeOptions { remove_empty_lines: false, ..options };
    assert_eq!(run("b\n\na", keep_empty).text, "\na\nb");
}

#[test]
fn empty_and_blank_inputs() {
    assert_eq!(run("", DedupeOptions::default()), DedupeResult { text: String::new(), stats: DedupeStats::default() });
    let result = run("\n\n  \n", DedupeOptions::default());
    assert_eq!(result.text, "");
    assert_eq!(result.stats, stats(3, 0, 0, 3, 3));
}

#[test]
fn large_input_in_one_pass() {
    // ~5 MB: 400 000 lines, 1 000 distinct.
    let input: String = (0..400_000).map(|i| format!("line number {:05} of the log\n", i % 1000)).collect();
    assert!(input.len() > 5_000_000);
    let started = std::time::Instant::now();
    let result = run(&input, DedupeOptions::default());
    assert_eq!(result.stats, stats(400_000, 399_000, 1000, 399_000, 0));
    // Generous even for an unoptimised test build; the point is no quadratic behaviour.
    assert!(started.elapsed().as_secs() < 10, "took {:?}", started.elapsed());
}

fn line_strategy() -> impl Strategy<Value = String> {
    prop_oneof![Just(String::new()), Just("  ".to_string()), "[a-cA-C ]{1,4}", "[ßäÄσΣ]{1,3}",]
}

proptest! {
    #[test]
    fn statistics_add_up(lines in prop::collection::vec(line_strategy(), 0..40), sensitive: bool, remove_empty: bool, trim: bool, sort: bool) {
        let input = lines.join("\n");
        let options = DedupeOptions { case_sensitive: sensitive, remove_empty_lines: remove_empty, trim_whitespace: trim, sort_alphabetically: sort };
        let result = remove_duplicate_lines(&input, &options);
        let s = result.stats;
        prop_assert_eq!(s.original, input.lines().count());
        prop_assert_eq!(s.unique + s.duplicates + s.empty_removed, s.original);
        prop_assert_eq!(s.removed, s.original - s.unique);
        let output_lines = if s.unique == 0 { 0 } else { result.text.split('\n').count() };
        prop_assert_eq!(output_lines, s.unique);
    }

    #[test]
    fn output_has_no_duplicates_and_is_idempotent(lines in prop::collection::vec(line_strategy(), 0..40), sensitive: bool, sort: bool) {
        let options = DedupeOptions { case_sensitive: sensitive, sort_alphabetically: sort, ..DedupeOptions::default() };
        let once = remove_duplicate_lines(&lines.join("\n"), &options);
        let twice = remove_duplicate_lines(&once.text, &options);
        prop_assert_eq!(&twice.text, &once.text);
        prop_assert_eq!(twice.stats.duplicates, 0);
        prop_assert_eq!(twice.stats.removed, 0);
    }

    #[test]
    fn without_sorting_the_output_is_a_subsequence_in_first_occurrence_order(lines in prop::collection::vec("[a-c]{1,2}", 0..30)) {
        let options = DedupeOptions { case_sensitive: true, ..DedupeOptions::default() };
        let result = remove_duplicate_lines(&lines.join("\n"), &options);
        let mut expected: Vec<&str> = Vec::new();
        for line in &lines {
            if !expected.contains(&line.as_str()) {
                expected.push(line);
            }
        }
        prop_assert_eq!(result.text, expected.join("\n"));
    }
}
