//! `penknife sql` as a user runs it.

use crate::common::{failure, penknife_with_stdin, stdout};

#[test]
fn formats_standard_input_with_keywords_on_their_own_lines() {
    let out = penknife_with_stdin(&["sql"], "select a,b from t where x=1\n");
    assert_eq!(stdout(&out), "SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1\n");
}

#[test]
fn dialect_case_and_indent_are_options() {
    let out = penknife_with_stdin(
        &["sql", "--dialect", "mysql", "--case", "lower", "--indent", "four"],
        "SELECT `a` FROM t # note\n",
    );
    assert_eq!(stdout(&out), "select\n    `a`\nfrom\n    t # note\n");
}

#[test]
fn sql_left_open_exits_non_zero_naming_the_place() {
    assert_eq!(
        failure(&penknife_with_stdin(&["sql"], "select *\nfrom t where (a = 'x'")),
        "penknife: The parenthesis opened at line 2, column 14 is never closed."
    );
}
