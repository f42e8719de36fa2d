//! `penknife random` as a user runs it: the real binary, stdout, stderr, exit codes.

use crate::common::penknife;
use std::collections::HashSet;
use std::process::Output;

fn lines(out: &Output) -> Vec<String> {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).expect("utf-8 output").lines().map(String::from).collect()
}

fn integers(out: &Output) -> Vec<i64> {
    lines(out).iter().map(|line| line.parse().expect("a whole number")).collect()
}

fn error(out: &Output) -> String {
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    String::from_utf8_lossy(&out.stderr).trim().to_string()
}

#[test]
fn defaults_are_ten_whole_numbers_from_1_to_100() {
    let numbers = integers(&penknife(&["random"]));
    assert_eq!(numbers.len(), 10);
    assert!(numbers.iter().all(|n| (1..=100).contains(n)), "{numbers:?}");
}

#[test]
fn negative_ranges_and_counts() {
    let numbers = integers(&penknife(&["random", "--min", "-5", "--max", "5", "--count", "1000"]));
    assert_eq!(numbers.len(), 1000);
    assert!(numbers.iter().all(|n| (-5..=5).contains(n)));
    assert_eq!(numbers.iter().collect::<HashSet<_>>().len(), 11, "every value turns up in 1000 draws");
}

#[test]
fn unique_overflow_prints_every_number_once_and_says_so() {
    let out = penknife(&["random", "--min", "1", "--max", "5", "--count", "10", "--unique"]);
    let mut numbers = integers(&out);
    numbers.sort_unstable();
    assert_eq!(numbers, [1, 2, 3, 4, 5]);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "penknife: Cannot generate 10 unique numbers in range 1-5. Generating 5 numbers instead."
    );
}

#[test]
fn ten_thousand_unique_numbers_over_the_whole_i64_range() {
    let out =
        penknife(&["random", "--min", "-9223372036854775808", "--max", "9223372036854775807", "-n", "10000", "-u"]);
    let numbers = integers(&out);
    assert_eq!(numbers.iter().collect::<HashSet<_>>().len(), 10_000);
    let numbers = integers(&penknife(&["random", "--min", "1", "--max", "10000", "-n", "10000", "-u"]));
    assert_eq!(numbers.iter().collect::<HashSet<_>>(), (1..=10_000).collect::<Vec<_>>().iter().collect());
}

#[test]
fn decimals_have_the_places_asked_for() {
    let numbers = lines(&penknife(&["random", "--min", "-1.5", "--max", "2.5", "--decimals", "3", "-n", "200"]));
    assert_eq!(numbers.len(), 200);
    for number in &numbers {
        let (_, fraction) = number.split_once('.').expect("a decimal point");
        assert_eq!(fraction.len(), 3, "{number}");
        let value: f64 = number.parse().expect("a number");
        assert!((-1.5..=2.5).contains(&value), "{number}");
    }
    let out = penknife(&["random", "--decimals", "11"]);
    assert!(error(&out).contains("--decimals"));
}

#[test]
fn sequence_is_evenly_spaced() {
    assert_eq!(
        lines(&penknife(&["random", "--min", "0", "--max", "100", "-n", "5", "--sequence"])),
        ["0", "25", "50", "75", "100"]
    );
    assert_eq!(
        lines(&penknife(&["random", "--min", "0", "--max", "1", "-n", "3", "-s", "-d", "2"])),
        ["0.00", "0.50", "1.00"]
    );
    assert_eq!(lines(&penknife(&["random", "--min", "7", "--max", "9", "-n", "1", "-s"])), ["7"]);
}

#[test]
fn bad_ranges_give_the_users_message() {
    assert_eq!(
        error(&penknife(&["random", "--min", "5", "--max", "5"])),
        "penknife: Minimum must be less than maximum"
    );
    assert_eq!(
        error(&penknife(&["random", "--min", "9", "--max", "-9"])),
        "penknife: Minimum must be less than maximum"
    );
    assert_eq!(error(&penknife(&["random", "--min", "abc"])), "penknife: Minimum must be a number");
    assert_eq!(error(&penknife(&["random", "--max", "1.5"])), "penknife: Maximum must be a whole number");
    assert!(error(&penknife(&["random", "--count", "0"])).contains("--count"));
    assert!(error(&penknife(&["random", "--count", "10001"])).contains("--count"));
}

#[test]
fn help_documents_every_flag() {
    let help = String::from_utf8(penknife(&["random", "--help"]).stdout).expect("utf-8 help");
    for flag in ["--min", "--max", "--count", "--unique", "--decimals", "--sequence"] {
        assert!(help.contains(flag), "--help should document {flag}:\n{help}");
    }
}
