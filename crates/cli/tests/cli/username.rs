//! `penknife username` as a user runs it: the real binary, stdout and exit codes.

use crate::common::penknife;

fn names(args: &[&str]) -> Vec<String> {
    let out = penknife(args);
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8").lines().map(str::to_owned).collect()
}

#[test]
fn ten_distinct_names_by_default() {
    let names = names(&["username"]);
    assert_eq!(names.len(), 10);
    let mut distinct = names.clone();
    distinct.sort_by_key(|name| name.to_lowercase());
    distinct.dedup_by_key(|name| name.to_lowercase());
    assert_eq!(distinct.len(), 10);
    assert!(names.iter().all(|name| name.starts_with(|c: char| c.is_ascii_uppercase())), "{names:?}");
}

#[test]
fn random_style_has_the_length_and_prefix_suffix_wrap_it() {
    let names =
        names(&["username", "--style", "random", "--length", "12", "-n", "3", "--prefix", "x", "--suffix", "_yt"]);
    assert_eq!(names.len(), 3);
    for name in names {
        assert_eq!(name.len(), 1 + 12 + 3, "{name}");
        assert!(name.starts_with('x') && name.ends_with("_yt"), "{name}");
    }
}

#[test]
fn numbers_and_symbols() {
    for name in names(&["username", "--style", "gaming", "--numbers", "--symbols", "--count", "20"]) {
        assert!(name.contains(['_', '-', '.']), "{name}");
        assert!(name.ends_with(|c: char| c.is_ascii_digit()), "{name}");
        assert_eq!(name, name.to_lowercase());
    }
}

#[test]
fn csv_prints_one_comma_separated_line() {
    let out = penknife(&["username", "--style", "tech", "-n", "5", "--csv"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(text.lines().count(), 1);
    assert_eq!(text.trim_end().split(',').count(), 5);
}

#[test]
fn out_of_range_values_are_refused() {
    for args in [
        ["username", "--count", "0"],
        ["username", "--count", "51"],
        ["username", "--length", "2"],
        ["username", "--style", "fancy"],
    ] {
        let out = penknife(&args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn help_documents_every_flag_and_style() {
    let out = penknife(&["username", "--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    for word in [
        "--style",
        "--count",
        "--length",
        "--numbers",
        "--symbols",
        "--prefix",
        "--suffix",
        "--csv",
        "adjective-noun",
        "gaming",
        "random",
        "tech",
    ] {
        assert!(help.contains(word), "--help should mention {word}:\n{help}");
    }
}
