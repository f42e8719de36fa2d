//! `penknife sort` as a user runs it: the real binary, stdin/stdout, exit codes.

use crate::common::{failure, penknife_with_stdin, stdout};

const FILES: &str = "file10.txt\nÉté\nfile2.txt\nbanana\n\n  apple\nBanana\nfile2.txt\n";

#[test]
fn sorts_alphabetically_by_default() {
    let out = penknife_with_stdin(&["sort"], FILES);
    assert_eq!(stdout(&out), "\n  apple\nBanana\nbanana\nÉté\nfile10.txt\nfile2.txt\nfile2.txt\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn each_flag_turns_its_option() {
    let run = |args: &[&str]| stdout(&penknife_with_stdin(&[&["sort"], args].concat(), FILES));
    assert_eq!(run(&["--natural", "--trim", "--remove-empty", "-u"]), "apple\nbanana\nÉté\nfile2.txt\nfile10.txt\n");
    assert_eq!(
        run(&["--case-sensitive", "--remove-empty", "--trim"]),
        "Banana\nÉté\napple\nbanana\nfile10.txt\nfile2.txt\nfile2.txt\n"
    );
    assert_eq!(
        run(&["--length", "-r", "--remove-empty"]),
        "file10.txt\nfile2.txt\nfile2.txt\n  apple\nbanana\nBanana\nÉté\n"
    );
    assert_eq!(stdout(&penknife_with_stdin(&["sort", "-n"], "10 pears\nnone\n-1\n2.5\n")), "-1\n2.5\n10 pears\nnone\n");
    let shuffled = run(&["--shuffle"]);
    let mut lines: Vec<&str> = shuffled.lines().collect();
    lines.sort_unstable();
    let mut expected: Vec<&str> = FILES.lines().collect();
    expected.sort_unstable();
    assert_eq!(lines, expected);
}

#[test]
fn one_order_at_a_time() {
    let out = penknife_with_stdin(&["sort", "--natural", "--numeric"], "a");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"));
}

#[test]
fn keeps_windows_line_breaks() {
    assert_eq!(stdout(&penknife_with_stdin(&["sort"], "b\r\nc\r\na\r\n")), "a\r\nb\r\nc\r\n");
    assert_eq!(stdout(&penknife_with_stdin(&["sort"], "b\r\na")), "a\r\nb\r\n");
    assert_eq!(stdout(&penknife_with_stdin(&["sort"], "")), "");
}

#[test]
fn bytes_that_are_not_utf8_exit_non_zero_with_their_byte_and_line() {
    let out = penknife_with_stdin(&["sort"], b"one\ntwo\nth\xFFree\n");
    assert_eq!(failure(&out), "penknife: The input is not UTF-8 text: byte 11 (line 3) is not part of a character.");
}

#[test]
fn a_million_lines() {
    let input: String = (0..1_000_000u32).rev().map(|i| format!("{i}\n")).collect();
    let out = penknife_with_stdin(&["sort", "-n"], &input);
    let text = stdout(&out);
    assert!(text.starts_with("0\n1\n2\n") && text.ends_with("\n999999\n"));
    assert_eq!(text.len(), input.len());
}
