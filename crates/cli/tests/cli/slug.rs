//! `penknife slug` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

#[test]
fn slugifies_the_issues_example() {
    assert_eq!(stdout(&penknife(&["slug", "--text", "Crème Brûlée à Paris!"])), "creme-brulee-a-paris\n");
}

#[test]
fn one_slug_per_line_of_standard_input() {
    let out = penknife_with_stdin(&["slug"], "Crème Brûlée à Paris!\r\n\r\nÜber uns\n");
    assert_eq!(stdout(&out), "creme-brulee-a-paris\n\nuber-uns\n");
}

#[test]
fn separator_case_and_maximum_length() {
    let run = |args: &[&str]| stdout(&penknife(&[&["slug", "--text", "Crème Brûlée à Paris!"], args].concat()));
    assert_eq!(run(&["--separator", "_"]), "creme_brulee_a_paris\n");
    assert_eq!(run(&["--separator", "dot", "--case", "upper"]), "CREME.BRULEE.A.PARIS\n");
    assert_eq!(run(&["--case", "keep"]), "Creme-Brulee-a-Paris\n");
    assert_eq!(run(&["--max-length", "13"]), "creme-brulee\n");
}

#[test]
fn bytes_that_are_not_utf8_exit_non_zero() {
    assert_eq!(
        failure(&penknife_with_stdin(&["slug"], b"caf\xE9\n")),
        "penknife: The input is not UTF-8 text: byte 4 (line 1) is not part of a character."
    );
}
