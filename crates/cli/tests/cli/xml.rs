//! `penknife xml` as a user runs it.

use crate::common::{failure, penknife_with_stdin, stdout};

#[test]
fn formats_standard_input_by_default() {
    let out = penknife_with_stdin(&["xml"], "<a><b>1</b><c/></a>");
    assert_eq!(stdout(&out), "<a>\n  <b>1</b>\n  <c/>\n</a>\n");
    let out = penknife_with_stdin(&["xml", "--indent", "tab", "-"], "<a><b>1</b></a>");
    assert_eq!(stdout(&out), "<a>\n\t<b>1</b>\n</a>\n");
}

#[test]
fn minifies_with_comments_removed_on_request() {
    let out = penknife_with_stdin(&["xml", "--minify"], "<a>\n  <!-- note -->\n  <b>1</b>\n</a>\n");
    assert_eq!(stdout(&out), "<a><!-- note --><b>1</b></a>\n");
    let out =
        penknife_with_stdin(&["xml", "--minify", "--remove-comments"], "<a>\n  <!-- note -->\n  <b>1</b>\n</a>\n");
    assert_eq!(stdout(&out), "<a><b>1</b></a>\n");
}

#[test]
fn check_prints_well_formed_or_the_error_with_its_place() {
    assert_eq!(stdout(&penknife_with_stdin(&["xml", "--check"], "<a/>")), "well-formed\n");
    let out = penknife_with_stdin(&["xml", "--check"], "<a>\n  <b>\n</a>");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        failure(&out),
        "penknife: The end tag </a> at line 3, column 1 does not match the element <b> opened at line 2, column 3."
    );
}

#[test]
fn an_external_entity_is_refused_and_no_file_is_read() {
    let out = penknife_with_stdin(&["xml"], r#"<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>"#);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("root:"));
    assert_eq!(
        failure(&out),
        "penknife: The entity &e; at line 1, column 58 is declared as an outside resource (“file:///etc/passwd”). External entities are never read, so it is refused."
    );
}

#[test]
fn bytes_that_are_not_utf8_are_refused_by_place() {
    assert_eq!(
        failure(&penknife_with_stdin(&["xml", "--check"], b"<a>\xff</a>")),
        "penknife: The input is not UTF-8 text: byte 4 is not part of a character."
    );
}
