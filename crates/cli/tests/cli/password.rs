//! `penknife password` as a user runs it: the real binary, stdout, exit codes.

use crate::common::penknife;
use std::process::Output;

fn lines(out: &Output) -> Vec<String> {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).expect("utf-8 output").lines().map(String::from).collect()
}

const SYMBOLS: &str = "!@#$%^&*()_+-=[]{}|;:,.<>?";

#[test]
fn prints_one_16_character_password_with_every_set_by_default() {
    let passwords = lines(&penknife(&["password"]));
    assert_eq!(passwords.len(), 1);
    let password = &passwords[0];
    assert_eq!(password.chars().count(), 16);
    assert!(password.chars().any(|c| c.is_ascii_uppercase()), "{password}");
    assert!(password.chars().any(|c| c.is_ascii_lowercase()), "{password}");
    assert!(password.chars().any(|c| c.is_ascii_digit()), "{password}");
    assert!(password.chars().any(|c| SYMBOLS.contains(c)), "{password}");
}

#[test]
fn length_and_count() {
    let passwords = lines(&penknife(&["password", "--length", "24", "--count", "5"]));
    assert_eq!(passwords.len(), 5);
    assert!(passwords.iter().all(|p| p.chars().count() == 24));
    let distinct: std::collections::HashSet<_> = passwords.iter().collect();
    assert_eq!(distinct.len(), 5);
}

#[test]
fn sets_can_be_left_out_and_similar_characters_excluded() {
    let letters = lines(&penknife(&["password", "--no-numbers", "--no-symbols", "-n", "20", "-l", "64"]));
    assert!(letters.iter().all(|p| p.chars().all(|c| c.is_ascii_alphabetic())), "{letters:?}");
    let clear = lines(&penknife(&["password", "--exclude-similar", "-n", "50", "-l", "128"]));
    assert!(clear.iter().all(|p| !p.contains(['i', 'l', '1', 'L', 'o', '0', 'O'])), "{clear:?}");
    let digits = lines(&penknife(&["password", "--no-uppercase", "--no-lowercase", "--no-symbols", "-l", "4"]));
    assert!(digits[0].len() == 4 && digits[0].chars().all(|c| c.is_ascii_digit()), "{digits:?}");
}

#[test]
fn strength_follows_each_password() {
    let rows = lines(&penknife(&["password", "--strength", "-n", "3"]));
    for row in &rows {
        let (password, strength) = row.split_once('\t').expect("password<TAB>strength");
        assert_eq!(password.chars().count(), 16);
        // 16 × log2(88) = 103.35 bits.
        assert_eq!(strength, "Very Strong (5/5, 103.4 bits)");
    }
    let short = lines(&penknife(&["password", "-s", "-l", "4", "--no-uppercase", "--no-symbols", "--no-numbers"]));
    assert!(short[0].ends_with("\tWeak (1/5, 18.8 bits)"), "{short:?}");
}

#[test]
fn no_character_type_is_an_error_with_the_users_message() {
    let out = penknife(&["password", "--no-uppercase", "--no-lowercase", "--no-numbers", "--no-symbols"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(String::from_utf8_lossy(&out.stderr).trim(), "penknife: Please select at least one character type");
}

#[test]
fn length_outside_4_to_128_is_refused() {
    for length in ["3", "129", "abc"] {
        let out = penknife(&["password", "--length", length]);
        assert!(!out.status.success(), "--length {length}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--length"));
    }
}

#[test]
fn help_documents_every_flag() {
    let help = String::from_utf8(penknife(&["password", "--help"]).stdout).expect("utf-8 help");
    for flag in [
        "--length",
        "--no-uppercase",
        "--no-lowercase",
        "--no-numbers",
        "--no-symbols",
        "--exclude-similar",
        "--count",
        "--strength",
    ] {
        assert!(help.contains(flag), "--help should document {flag}:\n{help}");
    }
}
