//! `penknife entities` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

#[test]
fn encodes_and_decodes_the_issues_example() {
    let escaped = "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;\n";
    assert_eq!(stdout(&penknife_with_stdin(&["entities"], "<a href=\"x\">Tom & Jerry</a>\n")), escaped);
    assert_eq!(stdout(&penknife_with_stdin(&["entities", "--decode"], escaped)), "<a href=\"x\">Tom & Jerry</a>\n");
}

#[test]
fn encodes_every_non_ascii_character_when_asked() {
    let out = penknife_with_stdin(&["entities", "--all-non-ascii"], "café 😀 it's");
    assert_eq!(stdout(&out), "caf&#xe9; &#x1f600; it&#39;s\n");
}

#[test]
fn decodes_named_numeric_and_repaired_references_and_leaves_the_rest() {
    let out = penknife_with_stdin(&["entities", "--decode"], "&copy 2024 &#x1F600; &#150; &#0; &qwerty; AT&T");
    assert_eq!(stdout(&out), "© 2024 😀 – \u{fffd} &qwerty; AT&T\n");
}

#[test]
fn reads_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-entities-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("page.html");
    std::fs::write(&file, "Tom &amp; Jerry\r\n").expect("write input");
    assert_eq!(stdout(&penknife(&["entities", "--decode", file.to_str().expect("path")])), "Tom & Jerry\n");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn refuses_bytes_that_are_not_utf8_and_options_that_contradict() {
    assert_eq!(
        failure(&penknife_with_stdin(&["entities"], b"\xff&")),
        "penknife: The input is not UTF-8 text: byte 1 (line 1) is not part of a character."
    );
    let both = failure(&penknife_with_stdin(&["entities", "--decode", "--all-non-ascii"], "x"));
    assert!(both.contains("cannot be used with"), "{both}");
}
