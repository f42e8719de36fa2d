//! `penknife wheel` as a user runs it: the real binary, arguments or stdin, exit codes.

use crate::common::{penknife_with_stdin, stdout};
use std::collections::HashSet;
use std::process::Output;

fn stderr(out: &Output) -> String {
    assert!(!out.status.success(), "should fail, printed {}", String::from_utf8_lossy(&out.stdout));
    assert!(out.stdout.is_empty());
    String::from_utf8_lossy(&out.stderr).trim().to_owned()
}

#[test]
fn prints_one_of_the_argument_options() {
    let winner = stdout(&penknife_with_stdin(&["wheel", "Alice", "Bob", "Carol"], b""));
    assert!(["Alice\n", "Bob\n", "Carol\n"].contains(&winner.as_str()), "{winner:?}");
}

#[test]
fn reads_options_one_per_line_from_stdin_ignoring_blank_lines() {
    let out = penknife_with_stdin(&["wheel", "--spins", "200"], b"  Pizza \r\n\n\nSushi\n   \n");
    let winners: HashSet<String> = stdout(&out).lines().map(str::to_owned).collect();
    assert_eq!(winners, HashSet::from(["Pizza".to_owned(), "Sushi".to_owned()]), "both win in 200 spins, trimmed");
}

#[test]
fn reads_options_from_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-wheel-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("options.txt");
    std::fs::write(&file, "Red\nBlue\n").expect("write options");
    let winner = stdout(&penknife_with_stdin(&["wheel", "--file", file.to_str().expect("utf-8 path")], b""));
    assert!(winner == "Red\n" || winner == "Blue\n", "{winner:?}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn verbose_prints_position_text_and_a_final_rotation_of_5_to_11_turns() {
    let out = penknife_with_stdin(&["wheel", "-v", "-n", "50", "A", "B", "C", "D"], b"");
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 50);
    for line in text.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 3, "{line}");
        let position: usize = fields[0].parse().expect("a position");
        assert_eq!(["A", "B", "C", "D"][position - 1], fields[1]);
        let rotation: f64 = fields[2].trim_end_matches('°').parse().expect("a rotation");
        assert!((1800.0..4320.0).contains(&rotation), "{line}");
    }
}

#[test]
fn too_few_options_give_the_import_message() {
    assert_eq!(
        stderr(&penknife_with_stdin(&["wheel", "Alone"], b"")),
        "penknife: Invalid Input: Please enter at least 2 options (one per line)"
    );
    assert_eq!(
        stderr(&penknife_with_stdin(&["wheel"], b"\n  \nonly one\n")),
        "penknife: Invalid Input: Please enter at least 2 options (one per line)"
    );
}

#[test]
fn more_than_twenty_options_are_refused() {
    let many: Vec<String> = (1..=21).map(|i| format!("Option {i}")).collect();
    let args: Vec<&str> = std::iter::once("wheel").chain(many.iter().map(String::as_str)).collect();
    assert_eq!(
        stderr(&penknife_with_stdin(&args, b"")),
        "penknife: Too Many Options: You can only import a maximum of 20 options at once"
    );
    assert!(stdout(&penknife_with_stdin(&args[..21], b"")).starts_with("Option "), "twenty are fine");
}

#[test]
fn help_documents_every_flag() {
    let help = stdout(&penknife_with_stdin(&["wheel", "--help"], b""));
    for flag in ["--file", "--spins", "--verbose", "[OPTION]...", "penknife wheel Alice Bob Carol"] {
        assert!(help.contains(flag), "--help should mention {flag}:\n{help}");
    }
}
