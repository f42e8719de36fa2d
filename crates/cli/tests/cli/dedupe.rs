//! `penknife dedupe` as a user runs it: the real binary, stdin/stdout, exit codes.

use crate::common::{penknife_with_stdin, stdout};

const KNOWN: &[u8] = b"apple\nBanana\napple\n\n  banana  \ncherry\nApple\n\ncherry\n";

#[test]
fn dedupes_stdin_with_the_specs_defaults() {
    let out = penknife_with_stdin(&["dedupe"], KNOWN);
    assert_eq!(stdout(&out), "apple\nBanana\ncherry\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn stats_go_to_stderr() {
    let out = penknife_with_stdin(&["dedupe", "--stats"], KNOWN);
    assert_eq!(stdout(&out), "apple\nBanana\ncherry\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "original: 9\nduplicates: 4\nunique: 3\nremoved: 6\n");
}

#[test]
fn each_flag_turns_its_switch() {
    assert_eq!(
        stdout(&penknife_with_stdin(&["dedupe", "--case-sensitive"], KNOWN)),
        "apple\nBanana\nbanana\ncherry\nApple\n"
    );
    assert_eq!(stdout(&penknife_with_stdin(&["dedupe", "--keep-empty"], KNOWN)), "apple\nBanana\n\ncherry\n");
    assert_eq!(stdout(&penknife_with_stdin(&["dedupe", "--no-trim"], KNOWN)), "apple\nBanana\n  banana  \ncherry\n");
    assert_eq!(
        stdout(&penknife_with_stdin(&["dedupe", "--sort", "--case-sensitive"], KNOWN)),
        "Apple\napple\nBanana\nbanana\ncherry\n"
    );
}

#[test]
fn reads_a_file_with_windows_line_endings() {
    let dir = std::env::temp_dir().join(format!("penknife-dedupe-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("emails.txt");
    std::fs::write(&file, "a@example.com\r\nB@example.com\r\nA@EXAMPLE.COM\r\n").expect("write input");
    let out = penknife_with_stdin(&["dedupe", file.to_str().expect("utf-8 path")], b"");
    assert_eq!(stdout(&out), "a@example.com\nB@example.com\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn empty_input_prints_nothing() {
    assert_eq!(stdout(&penknife_with_stdin(&["dedupe"], b"")), "");
    assert_eq!(stdout(&penknife_with_stdin(&["dedupe"], b"\n  \n")), "");
}

#[test]
fn a_missing_file_or_binary_input_fails() {
    let out = penknife_with_stdin(&["dedupe", "/nonexistent/penknife-input.txt"], b"");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
    let out = penknife_with_stdin(&["dedupe"], [0xFF, 0xFE, 0x00]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not UTF-8"));
}

#[test]
fn help_documents_every_flag() {
    let help = stdout(&penknife_with_stdin(&["dedupe", "--help"], b""));
    for flag in ["--case-sensitive", "--keep-empty", "--no-trim", "--sort", "--stats", "[FILE]"] {
        assert!(help.contains(flag), "--help should document {flag}:\n{help}");
    }
}
