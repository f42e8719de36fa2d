//! `penknife json` as a user runs it: the real binary, files and stdin, exit codes.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

const INPUT: &str = "{\"z\": 1, \"big\": 12345678901234567890123, \"huge\": 1e400, \"neg\": -0.0,\n \"list\": [ ], \"z\": \"\\u00e9\"}\n";

#[test]
fn formats_stdin_with_two_spaces_by_default_keeping_keys_and_numbers() {
    assert_eq!(
        stdout(&penknife_with_stdin(&["json", "format"], INPUT)),
        "{\n  \"z\": 1,\n  \"big\": 12345678901234567890123,\n  \"huge\": 1e400,\n  \"neg\": -0.0,\n  \"list\": [],\n  \"z\": \"\\u00e9\"\n}\n"
    );
}

#[test]
fn format_takes_an_indent_from_1_to_8() {
    assert_eq!(
        stdout(&penknife_with_stdin(&["json", "format", "--indent", "4"], "[[1]]")),
        "[\n    [\n        1\n    ]\n]\n"
    );
    assert_eq!(stdout(&penknife_with_stdin(&["json", "format", "-i", "1"], "{\"a\":[]}")), "{\n \"a\": []\n}\n");
    for bad in ["0", "9", "two"] {
        let out = penknife_with_stdin(&["json", "format", "--indent", bad], "[]");
        let message = failure(&out);
        assert!(message.contains("--indent"), "{bad}: {message}");
    }
}

#[test]
fn minifies_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-json-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("data.json");
    std::fs::write(&file, INPUT).expect("write input");
    let path = file.to_str().expect("utf-8 path");
    assert_eq!(
        stdout(&penknife(&["json", "minify", path])),
        "{\"z\":1,\"big\":12345678901234567890123,\"huge\":1e400,\"neg\":-0.0,\"list\":[],\"z\":\"\\u00e9\"}\n"
    );
    std::fs::write(&file, "{\n  \"a\": 1\n  \"b\": 2\n}").expect("write input");
    assert_eq!(failure(&penknife(&["json", "validate", path])), format!("penknife: {path}:3:3: expected `,` or `}}`"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn validate_exits_0_for_valid_json() {
    let out = penknife_with_stdin(&["json", "validate"], INPUT);
    assert_eq!(stdout(&out), "valid\n");
    assert!(out.stderr.is_empty());
}

#[test]
fn validate_exits_1_with_line_column_and_the_message() {
    let out = penknife_with_stdin(&["json", "validate"], "[1, 2,\n]");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(failure(&out), "penknife: <stdin>:2:1: trailing comma");
    let out = penknife_with_stdin(&["json", "validate", "-"], "{\"a\": tru}");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(failure(&out), "penknife: <stdin>:1:10: expected ident");
}

#[test]
fn empty_input_is_invalid() {
    for action in ["validate", "format", "minify"] {
        assert_eq!(failure(&penknife_with_stdin(&["json", action], " \n")), "penknife: <stdin>: Input is empty");
    }
}

#[test]
fn format_and_minify_refuse_invalid_json_with_its_position() {
    assert_eq!(failure(&penknife_with_stdin(&["json", "format"], "{\"a\" 1}")), "penknife: <stdin>:1:6: expected `:`");
    assert_eq!(
        failure(&penknife_with_stdin(&["json", "minify"], "[1] x")),
        "penknife: <stdin>:1:5: trailing characters"
    );
}

#[test]
fn stats_go_to_stderr_for_format_and_minify_and_to_stdout_for_validate() {
    let text = "{\n  \"a\": {\"b\": [1, {\"c\": null}]},\n  \"d\": []\n}\n";
    let expected = "size: 46 bytes\nminified size: 33 bytes\ncompression ratio: 28.3%\nkeys: 4\ndepth: 4\n";
    let out = penknife_with_stdin(&["json", "minify", "--stats"], text);
    assert_eq!(stdout(&out), "{\"a\":{\"b\":[1,{\"c\":null}]},\"d\":[]}\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), expected);
    let out = penknife_with_stdin(&["json", "validate", "--stats"], text);
    assert_eq!(stdout(&out), format!("valid\n{expected}"));
}

#[test]
fn help_documents_every_action_and_flag() {
    let help = stdout(&penknife(&["json", "--help"]));
    for word in ["format", "minify", "validate"] {
        assert!(help.contains(word), "{help}");
    }
    let help = stdout(&penknife(&["json", "format", "--help"]));
    for word in ["--indent", "--stats", "1 to 8", "standard input"] {
        assert!(help.contains(word), "{help}");
    }
}

#[test]
fn nesting_of_any_depth_validates_but_formatting_it_to_gigabytes_is_refused() {
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(stdout(&penknife_with_stdin(&["json", "validate"], &deep)), "valid\n");
    assert_eq!(stdout(&penknife_with_stdin(&["json", "minify"], &deep)), format!("{deep}\n"));
    let message = failure(&penknife_with_stdin(&["json", "format"], &deep));
    assert!(message.starts_with("penknife: <stdin>: The formatted JSON would take "), "{message}");
    assert!(
        message.ends_with(
            "more than the 256 MB limit, because it is nested so deeply. Minify it or use a smaller indent."
        )
    );
}
