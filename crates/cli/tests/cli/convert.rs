//! `penknife convert` as a user runs it.

use crate::common::{failure, penknife_with_stdin, stdout};

#[test]
fn yaml_with_an_anchor_to_json_from_standard_input() {
    let out = penknife_with_stdin(&["convert", "--from", "yaml", "--to", "json"], "a: &x [1, 2]\nb: *x\n");
    assert_eq!(stdout(&out), "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": [\n    1,\n    2\n  ]\n}\n");
}

#[test]
fn json_to_toml_and_back_to_yaml() {
    let out = penknife_with_stdin(&["convert", "--from", "json", "--to", "toml"], r#"{"a": {"b": 1}}"#);
    assert_eq!(stdout(&out), "[a]\nb = 1\n");
    let out = penknife_with_stdin(&["convert", "--from", "toml", "--to", "yaml"], "[a]\nb = 1\n");
    assert_eq!(stdout(&out), "a:\n  b: 1\n");
}

#[test]
fn a_syntax_error_exits_non_zero_with_its_place() {
    assert_eq!(
        failure(&penknife_with_stdin(&["convert", "--from", "json", "--to", "yaml"], "{\n  \"a\" 1\n}")),
        "penknife: expected `:` (line 2, column 7)"
    );
}

#[test]
fn refusals_exit_non_zero_with_the_users_message() {
    assert_eq!(failure(&penknife_with_stdin(&["convert"], "")), "penknife: Enter some text to convert.");
    assert_eq!(
        failure(&penknife_with_stdin(&["convert", "--from", "json", "--to", "toml"], r#"{"a": [1, null]}"#)),
        "penknife: TOML has no null: `$.a[1]`"
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["convert"], b"a: \xff\n")),
        "penknife: The input is not UTF-8 text: byte 4 is not part of a character."
    );
}
