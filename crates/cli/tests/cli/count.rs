//! `penknife count words|chars` as a user runs it: the real binary, stdin or a file, stdout, exit codes.

use crate::common::penknife_with_stdin;
use std::process::{Command, Output};

fn stdout(out: &Output) -> &str {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    std::str::from_utf8(&out.stdout).expect("UTF-8 output")
}

const SAMPLE: &str = "Hello world. This is a test! Is this working? Yes, it is.\n\nSecond paragraph here.";

#[test]
fn words_prints_the_text_analysis_report() {
    let out = penknife_with_stdin(&["count", "words"], SAMPLE);
    let report = stdout(&out);
    assert!(report.starts_with("Text Analysis Report\n"), "{report}");
    for line in [
        "Characters:                  81\n",
        "Words:                       15\n",
        "Sentences:                   5\n",
        "Paragraphs:                  2\n",
        "Lines:                       3\n",
        "Reading time:                1 min (at 200 words per minute)\n",
        "Most common word:            this (2 times)\n",
    ] {
        assert!(report.contains(line), "{line:?} in\n{report}");
    }
}

#[test]
fn words_reading_time_of_401_words_is_3_minutes() {
    let text = vec!["word"; 401].join(" ");
    let out = penknife_with_stdin(&["count", "words", "--json"], &text);
    let json = stdout(&out);
    assert!(json.contains("\"words\":401,"), "{json}");
    assert!(json.contains("\"readingTime\":3,"), "{json}");
    assert!(json.contains("\"speakingTime\":3,"), "{json}");
}

#[test]
fn words_json_has_the_specs_fields() {
    let out = penknife_with_stdin(&["count", "words", "--json"], "Say \"hi\"\tthere!");
    assert_eq!(
        stdout(&out),
        "{\"characters\":15,\"charactersNoSpaces\":13,\"words\":3,\"sentences\":1,\"paragraphs\":1,\"lines\":1,\
         \"readingTime\":1,\"speakingTime\":1,\"averageWordsPerSentence\":3,\"averageCharactersPerWord\":4.3,\
         \"longestWord\":\"there\",\"mostCommonWord\":\"say\",\"mostCommonWordCount\":1}\n"
    );
}

#[test]
fn chars_reads_a_file_and_reports_each_platform() {
    let dir = std::env::temp_dir().join(format!("penknife-count-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("post.txt");
    std::fs::write(&file, "x".repeat(300)).expect("write input");
    let out = penknife_with_stdin(&["count", "chars", file.to_str().expect("utf-8 path")], "");
    let report = stdout(&out);
    assert!(report.starts_with("Character Analysis Report\n"), "{report}");
    assert!(report.contains("  Characters:              300\n"), "{report}");
    assert!(report.contains("  Twitter/X                    300/280  OVER LIMIT by 20\n"), "{report}");
    assert!(report.contains("  Instagram caption           300/2200  OK\n"), "{report}");
    assert!(report.contains("  TikTok caption               300/150  OVER LIMIT by 150\n"), "{report}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn chars_counts_what_the_reader_sees() {
    let out = penknife_with_stdin(&["count", "chars", "--json"], "👍🏽 e\u{301}\n");
    let json = stdout(&out);
    assert!(json.starts_with("{\"total\":4,\"totalNoSpaces\":2,\"letters\":1,"), "{json}");
    assert!(json.contains("\"mostCommon\":{\"char\":\"👍🏽\",\"count\":1}"), "{json}");
    assert!(json.contains("{\"id\":\"twitter\",\"name\":\"Twitter/X\",\"limit\":280,\"count\":4,"), "{json}");
    // Strings are JSON-escaped.
    let out = penknife_with_stdin(&["count", "chars", "--json"], "Say \"hi\"\tthere!");
    assert!(stdout(&out).contains("\"mostCommon\":{\"char\":\"\\\"\",\"count\":2}"), "{}", stdout(&out));
    let empty = penknife_with_stdin(&["count", "chars", "--json"], "");
    assert!(stdout(&empty).contains("\"mostCommon\":null"));
}

#[test]
fn needs_a_subcommand_and_text_input() {
    let out = penknife_with_stdin(&["count"], "text");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("words"));
    let out = Command::new(env!("CARGO_BIN_EXE_penknife"))
        .args(["count", "words", "/nonexistent/penknife-input.txt"])
        .output()
        .expect("penknife runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn help_documents_both_counters() {
    let out = penknife_with_stdin(&["count", "--help"], "");
    let help = stdout(&out);
    assert!(help.contains("words") && help.contains("chars"), "{help}");
    let out = penknife_with_stdin(&["count", "chars", "--help"], "");
    let help = stdout(&out);
    assert!(help.contains("--json") && help.contains("[FILE]") && help.contains("platform"), "{help}");
}
