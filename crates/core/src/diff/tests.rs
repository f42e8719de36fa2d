use super::*;
use proptest::prelude::*;

fn options() -> DiffOptions {
    DiffOptions::default()
}

fn by(granularity: Granularity) -> DiffOptions {
    DiffOptions { granularity, ..DiffOptions::default() }
}

/// The marks of a side as the text they cover, line by line: `(line, "marked text")`.
fn marked(text: &str, start: usize, marks: &[u32]) -> Vec<(u32, String)> {
    let lines: Vec<&str> = text.lines().collect();
    marks
        .chunks(3)
        .map(|mark| {
            let line: Vec<u16> = lines[start + mark[0] as usize].encode_utf16().collect();
            (
                mark[0],
                String::from_utf16(&line[mark[1] as usize..mark[2] as usize]).expect("marks fall between characters"),
            )
        })
        .collect()
}

const OLD: &str = "The quick brown fox\njumps over\nthe lazy dog.\n";
const NEW: &str = "The quick red fox\njumps over\nthe lazy dog!\nThe end.\n";

#[test]
fn a_users_first_example_counts_and_marks_the_changed_words() {
    let diff = diff(OLD, NEW, &options());
    assert_eq!((diff.added, diff.removed), (3, 2));
    assert_eq!(diff.changes.len(), 2);
    let first = &diff.changes[0];
    assert_eq!((first.old_start, first.old_len, first.new_start, first.new_len), (0, 1, 0, 1));
    assert_eq!(marked(OLD, 0, &first.old_marks), [(0, "brown".to_owned())]);
    assert_eq!(marked(NEW, 0, &first.new_marks), [(0, "red".to_owned())]);
    let second = &diff.changes[1];
    assert_eq!((second.old_start, second.old_len, second.new_start, second.new_len), (2, 1, 2, 2));
    assert_eq!(marked(OLD, 2, &second.old_marks), [(0, ".".to_owned())]);
    // Only the paired line has marks; "The end." is new whole.
    assert_eq!(marked(NEW, 2, &second.new_marks), [(0, "!".to_owned())]);
    assert!(!diff.coarse);
}

#[test]
fn the_unified_diff_is_the_one_diff_u_writes() {
    assert_eq!(
        diff(OLD, NEW, &options()).unified,
        "--- a/original\n+++ b/changed\n@@ -1,3 +1,4 @@\n-The quick brown fox\n+The quick red fox\n jumps over\n-the lazy dog.\n+the lazy dog!\n+The end.\n"
    );
}

#[test]
fn equal_texts_have_no_changes_and_no_unified_diff() {
    let diff = diff(OLD, OLD, &options());
    assert_eq!((diff.added, diff.removed, diff.changes.len(), diff.unified.as_str()), (0, 0, 0, ""));
    let empty = super::diff("", "", &options());
    assert_eq!((empty.added, empty.removed, empty.unified.as_str()), (0, 0, ""));
}

#[test]
fn hunks_keep_three_lines_of_context_and_split_beyond_six() {
    let old: String = (1..=20).map(|n| format!("line {n}\n")).collect();
    let new = old.replace("line 2\n", "line two\n").replace("line 15\n", "").replace("line 20\n", "line 20\nline 21\n");
    let diff = diff(&old, &new, &options());
    assert_eq!((diff.added, diff.removed), (2, 2));
    assert_eq!(
        diff.unified,
        "--- a/original\n+++ b/changed\n\
         @@ -1,5 +1,5 @@\n line 1\n-line 2\n+line two\n line 3\n line 4\n line 5\n\
         @@ -12,9 +12,9 @@\n line 12\n line 13\n line 14\n-line 15\n line 16\n line 17\n line 18\n line 19\n line 20\n+line 21\n"
    );
    let tight = super::diff(&old, &new, &DiffOptions { context: 0, ..options() });
    assert_eq!(
        tight.unified,
        "--- a/original\n+++ b/changed\n@@ -2 +2 @@\n-line 2\n+line two\n@@ -15 +14,0 @@\n-line 15\n@@ -20,0 +20 @@\n+line 21\n"
    );
}

#[test]
fn from_nothing_and_to_nothing() {
    assert_eq!(diff("", "a\nb\n", &options()).unified, "--- a/original\n+++ b/changed\n@@ -0,0 +1,2 @@\n+a\n+b\n");
    assert_eq!(diff("a\n", "", &options()).unified, "--- a/original\n+++ b/changed\n@@ -1 +0,0 @@\n-a\n");
}

#[test]
fn a_missing_final_newline_is_a_change_and_said_so() {
    let diff = diff("a\nb\n", "a\nb", &options());
    assert_eq!((diff.added, diff.removed), (1, 1));
    assert_eq!(
        diff.unified,
        "--- a/original\n+++ b/changed\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"
    );
    assert_eq!(super::diff("a", "a", &options()).unified, "");
}

#[test]
fn names_are_the_ones_given() {
    let options = DiffOptions { old_name: "old.txt".into(), new_name: "new.txt".into(), ..options() };
    assert!(diff("a\n", "b\n", &options).unified.starts_with("--- a/old.txt\n+++ b/new.txt\n@@ -1 +1 @@\n"));
}

#[test]
fn ignoring_white_space_compares_without_it_but_shows_the_original() {
    let old = "if (x) {\n    return 1;\n}\n";
    let new = "if (x)  {\n\treturn 1;\n}\r\n";
    assert_eq!((diff(old, new, &options()).added, diff(old, new, &options()).removed), (3, 3));
    let ignoring = DiffOptions { ignore_whitespace: true, ..options() };
    let same = diff(old, new, &ignoring);
    assert_eq!((same.added, same.removed, same.unified.as_str()), (0, 0, ""));
    let changed = diff(old, "if (x)  {\n\treturn 2;\n}\n", &ignoring);
    assert_eq!((changed.added, changed.removed), (1, 1));
    // Context lines are the original's, as diff -w writes them.
    assert_eq!(
        changed.unified,
        "--- a/original\n+++ b/changed\n@@ -1,3 +1,3 @@\n if (x) {\n-    return 1;\n+\treturn 2;\n }\n"
    );
    // Inside the pair, only the digit is marked: the tab and the spaces are not compared.
    assert_eq!(marked("\treturn 2;", 0, &changed.changes[0].new_marks), [(0, "2".to_owned())]);
}

#[test]
fn ignoring_case_compares_lower_case_but_shows_the_original() {
    let ignoring = DiffOptions { ignore_case: true, ..options() };
    let diff = diff("Hello World\nÉté\n", "hello world\nÉTÉ\nnew\n", &ignoring);
    assert_eq!((diff.added, diff.removed), (1, 0));
    assert_eq!(diff.unified, "--- a/original\n+++ b/changed\n@@ -1,2 +1,3 @@\n Hello World\n Été\n+new\n");
    let words = super::diff("Hello World\n", "HELLO there\n", &ignoring);
    assert_eq!(marked("HELLO there", 0, &words.changes[0].new_marks), [(0, "there".to_owned())]);
}

#[test]
fn by_character_marks_the_characters_in_utf16_offsets() {
    let diff = diff("naïve café 😀\n", "naive cafe 😃\n", &by(Granularity::Character));
    assert_eq!(
        marked("naïve café 😀", 0, &diff.changes[0].old_marks),
        [(0, "ï".into()), (0, "é".into()), (0, "😀".into())]
    );
    assert_eq!(diff.changes[0].old_marks[6..], [0, 11, 13]);
    assert_eq!(
        marked("naive cafe 😃", 0, &diff.changes[0].new_marks),
        [(0, "i".into()), (0, "e".into()), (0, "😃".into())]
    );
}

#[test]
fn by_character_an_emoji_with_its_modifier_is_one_character() {
    let diff = diff("👍🏻\n", "👍🏿\n", &by(Granularity::Character));
    assert_eq!(diff.changes[0].old_marks, [0, 0, 4]);
}

#[test]
fn by_word_touching_changed_words_are_one_mark() {
    let diff = diff("one two three four\n", "one 2 3 four\n", &options());
    assert_eq!(marked("one 2 3 four", 0, &diff.changes[0].new_marks), [(0, "2 3".to_owned())]);
}

#[test]
fn by_line_marks_nothing_inside_the_lines() {
    let diff = diff(OLD, NEW, &by(Granularity::Line));
    assert_eq!((diff.added, diff.removed), (3, 2));
    assert!(diff.changes.iter().all(|change| change.old_marks.is_empty() && change.new_marks.is_empty()));
    assert_eq!(diff.unified, super::diff(OLD, NEW, &options()).unified);
}

#[test]
fn windows_line_ends_stay_out_of_the_marks() {
    let diff = diff("a b\r\n", "a c\r\n", &options());
    assert_eq!(diff.changes[0].old_marks, [0, 2, 3]);
    assert_eq!(diff.unified, "--- a/original\n+++ b/changed\n@@ -1 +1 @@\n-a b\r\n+a c\r\n");
}

#[test]
fn words_split_as_a_reader_reads_them() {
    let words: Vec<&str> = words("foo_bar(x, 12)  é!").collect();
    assert_eq!(words, ["foo_bar", "(", "x", ",", " ", "12", ")", "  ", "é", "!"]);
}

#[test]
fn invalid_utf8_is_refused_with_the_byte_where_it_stops_being_text() {
    assert_eq!(text(b"ok\n", "a.txt"), Ok("ok\n"));
    let error = text(b"ab\xffcd", "image.png").expect_err("not UTF-8");
    assert_eq!(error, DiffError::NotUtf8 { name: "image.png".into(), byte: 3 });
    assert_eq!(error.to_string(), "image.png is not UTF-8 text (byte 3); the Diff Checker compares text only.");
}

#[test]
fn options_read_from_the_page_refuse_unknown_keys() {
    let read: DiffOptions =
        serde_json::from_str(r#"{"granularity":"character","ignoreCase":true}"#).expect("the page's options");
    assert_eq!(read, DiffOptions { granularity: Granularity::Character, ignore_case: true, ..options() });
    assert!(serde_json::from_str::<DiffOptions>(r#"{"ignoreWhitespaces":true}"#).is_err());
}

// Hostile input: each must finish in seconds (minutes would be the bug), with exact counts.

#[test]
fn two_unrelated_texts_of_200000_lines_each() {
    let old: String = (0..200_000).map(|n| format!("old line {n}\n")).collect();
    let new: String = (0..200_000).map(|n| format!("new line {}\n", n * 7)).collect();
    let diff = diff(&old, &new, &options());
    assert_eq!((diff.added, diff.removed), (200_000, 200_000));
    assert_eq!(diff.changes.len(), 1);
    assert!(diff.unified.starts_with("--- a/original\n+++ b/changed\n@@ -1,200000 +1,200000 @@\n-old line 0\n"));
}

#[test]
fn two_5_mb_texts_differing_in_a_few_places() {
    let old: String = (0..120_000).map(|n| format!("{n:08} the quick brown fox jumps over it\n")).collect();
    assert!(old.len() > 5_000_000);
    let new = old.replacen("00001000 the quick", "00001000 a quick", 1).replacen("00090000 the", "00090000 THE", 1);
    let diff = diff(&old, &new, &options());
    assert_eq!((diff.added, diff.removed, diff.changes.len()), (2, 2, 2));
    assert_eq!(marked(&new, 1000, &diff.changes[0].new_marks), [(0, "a".to_owned())]);
    let ignoring = super::diff(&old, &new, &DiffOptions { ignore_case: true, ..options() });
    assert_eq!((ignoring.added, ignoring.removed), (1, 1));
}

#[test]
fn interleaved_repeating_lines_stay_bounded() {
    // Few distinct lines in shifted orders: the worst case for Myers' search.
    let old: String = (0..100_000).map(|n| format!("{}\n", n % 7)).collect();
    let new: String = (0..100_000).map(|n| format!("{}\n", n % 11)).collect();
    let diff = diff(&old, &new, &by(Granularity::Character));
    assert_eq!(diff.added, diff.removed);
    assert!(diff.added > 0 && diff.added <= 100_000);
}

#[test]
fn one_5_mb_line_against_another_by_character_is_marked_whole() {
    let old = "ab".repeat(2_500_000);
    let new = "ba".repeat(2_500_000);
    let diff = diff(&old, &new, &by(Granularity::Character));
    assert_eq!((diff.added, diff.removed), (1, 1));
    assert!(diff.coarse);
    assert!(diff.changes[0].old_marks.is_empty());
}

#[test]
fn many_long_different_lines_by_character_spend_the_budget_then_mark_whole() {
    let old: String = (0..2_000).map(|n| format!("{}\n", format!("{n}x").repeat(700))).collect();
    let new: String = (0..2_000).map(|n| format!("{}\n", format!("y{n}").repeat(700))).collect();
    let diff = diff(&old, &new, &by(Granularity::Character));
    assert_eq!((diff.added, diff.removed), (2_000, 2_000));
    assert!(diff.coarse);
}

proptest! {
    #[test]
    fn the_script_rebuilds_the_changed_text(old in "([ab \n]{0,6}\n){0,8}", new in "([ab \n]{0,6}\n){0,8}") {
        let diff = diff(&old, &new, &options());
        let old_lines: Vec<&str> = old.split_inclusive('\n').collect();
        let new_lines: Vec<&str> = new.split_inclusive('\n').collect();
        let mut rebuilt = String::new();
        let mut at = 0;
        for change in &diff.changes {
            rebuilt.extend(old_lines[at..change.old_start].iter().copied());
            rebuilt.extend(new_lines[change.new_start..change.new_start + change.new_len].iter().copied());
            at = change.old_start + change.old_len;
        }
        rebuilt.extend(old_lines[at..].iter().copied());
        prop_assert_eq!(rebuilt, new.clone());
        prop_assert_eq!(diff.added, diff.changes.iter().map(|change| change.new_len).sum::<usize>());
        prop_assert_eq!(diff.unified.is_empty(), old == new);
    }
}

#[test]
fn a_last_line_without_its_newline_differs_even_when_it_ends_in_nul() {
    // Found by the fuzzer: the missing `\n` was marked by appending a NUL to the line's key, so "x\0" with a line
    // end and "x" without one compared equal.
    let diff = diff("a\nx\0\n", "a\nx", &DiffOptions::default());
    assert_eq!((diff.removed, diff.added), (1, 1));
}
