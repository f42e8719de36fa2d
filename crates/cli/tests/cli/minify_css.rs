//! `penknife minify css` as a user runs it: the real binary, stdin/stdout, flags, exit codes.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

const CSS: &str =
    "/*! licence */\n/* note */\nb { z-index: 1; color: white; }\na { margin: 0px; }\na { padding: 0 }\nc {}\n";

#[test]
fn minifies_fully_by_default() {
    assert_eq!(stdout(&penknife_with_stdin(&["minify", "css"], CSS)), "b{color:#fff;z-index:1}a{margin:0;padding:0}\n");
}

#[test]
fn each_flag_turns_one_option_off() {
    let run = |flag: &str| stdout(&penknife_with_stdin(&["minify", "css", flag], CSS));
    assert_eq!(run("--keep-comments"), "/*! licence */\nb{color:#fff;z-index:1}a{margin:0;padding:0}\n");
    assert_eq!(run("--keep-last-semicolon"), "b{color:#fff;z-index:1;}a{margin:0;padding:0;}\n");
    assert_eq!(run("--no-merge"), "b{color:#fff;z-index:1}a{margin:0}a{padding:0}\n");
    assert_eq!(run("--no-sort"), "b{z-index:1;color:#fff}a{margin:0;padding:0}\n");
    assert_eq!(
        run("--keep-whitespace"),
        "b {\n  color: #fff;\n  z-index: 1\n}\n\na {\n  margin: 0;\n  padding: 0\n}\n"
    );
    assert_eq!(
        stdout(&penknife_with_stdin(&["minify", "css", "--no-merge", "--keep-empty-rules"], CSS)),
        "b{color:#fff;z-index:1}a{margin:0}a{padding:0}c{}\n"
    );
    assert_eq!(run("--page-defaults"), "b{z-index:1;color:#fff}a{margin:0}a{padding:0}\n");
}

#[test]
fn stats_go_to_stderr_and_a_file_is_read() {
    let path = std::env::temp_dir().join(format!("penknife-minify-css-{}.css", std::process::id()));
    std::fs::write(&path, "a { color: white; }").expect("should succeed");
    let out = penknife(&["minify", "css", "--stats", path.to_str().expect("should succeed")]);
    std::fs::remove_file(&path).ok();
    assert_eq!(stdout(&out), "a{color:#fff}\n");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "original: 19 bytes\nminified: 13 bytes\nsaved: 6 bytes\nreduction: 31.6%\n"
    );
}

#[test]
fn invalid_css_fails_with_line_and_column() {
    let message = failure(&penknife_with_stdin(&["minify", "css"], "a { color: red }\n{ }\n"));
    assert_eq!(message, "penknife: Invalid CSS at line 2, column 1: Invalid empty selector");
}

#[test]
fn help_documents_every_flag() {
    let help = stdout(&penknife(&["minify", "css", "--help"]));
    for flag in [
        "--page-defaults",
        "--keep-comments",
        "--keep-whitespace",
        "--keep-last-semicolon",
        "--no-merge",
        "--no-sort",
        "--keep-empty-rules",
        "--stats",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
}

#[test]
fn deep_nesting_fails_with_a_clear_message_instead_of_aborting() {
    let input = format!("{}a{{color:red}}{}", "@media screen{".repeat(100_000), "}".repeat(100_000));
    let message = failure(&penknife_with_stdin(&["minify", "css"], input));
    assert_eq!(message, "penknife: Nesting too deep: more than 100 levels at line 1, column 1414");
}
