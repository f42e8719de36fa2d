//! `penknife lorem` as a user runs it: the real binary, its output and exit codes.

use crate::common::{penknife, stdout};

#[test]
fn defaults_are_three_classic_paragraphs_starting_with_lorem_ipsum() {
    let text = stdout(&penknife(&["lorem"]));
    assert!(text.starts_with("Lorem ipsum dolor sit amet, "), "{text}");
    assert!(text.ends_with(".\n"));
    assert_eq!(text.trim_end().split("\n\n").count(), 3);
}

#[test]
fn words_and_sentences_come_in_the_asked_number() {
    let words = stdout(&penknife(&["lorem", "--type", "words", "--count", "7"]));
    assert!(words.starts_with("Lorem ipsum dolor sit amet "), "{words}");
    assert_eq!(words.split_whitespace().count(), 7);
    let three = stdout(&penknife(&["lorem", "--type", "words", "--count", "3"]));
    assert_eq!(three, "Lorem ipsum dolor\n");
    let sentences = stdout(&penknife(&["lorem", "--type", "sentences", "--count", "4"]));
    assert_eq!(sentences.trim_end().matches(". ").count() + 1, 4, "{sentences}");
    assert!(!sentences.trim_end().contains('\n'));
}

#[test]
fn styles_and_the_start_option() {
    let hipster = stdout(&penknife(&["lorem", "--style", "hipster", "--type", "words", "--count", "40"]));
    assert!(!hipster.to_lowercase().contains("lorem"), "{hipster}");
    let cicero = stdout(&penknife(&["lorem", "--style", "cicero-english", "--count", "1"]));
    assert!(!cicero.to_lowercase().contains("lorem"), "{cicero}");
    let plain = stdout(&penknife(&["lorem", "--no-lorem-start", "--type", "words", "--count", "100"]));
    assert!(!plain.starts_with("Lorem ipsum dolor sit amet"), "{plain}");
}

#[test]
fn count_outside_1_to_100_is_refused() {
    for count in ["0", "101", "abc"] {
        let out = penknife(&["lorem", "--count", count]);
        assert!(!out.status.success(), "--count {count} should fail");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn help_documents_every_option() {
    let help = stdout(&penknife(&["lorem", "--help"]));
    for text in
        ["--type", "--count", "--style", "--no-lorem-start", "words", "sentences", "paragraphs", "hipster", "corporate"]
    {
        assert!(help.contains(text), "--help should mention {text}:\n{help}");
    }
}
