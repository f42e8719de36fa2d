//! `penknife url` as a user runs it.

use crate::common::{failure, penknife_with_stdin, stdout};

#[test]
fn encodes_a_component_and_a_whole_url() {
    assert_eq!(stdout(&penknife_with_stdin(&["url", "encode"], "a b&c/d\n")), "a%20b%26c%2Fd\n");
    let whole = penknife_with_stdin(&["url", "encode", "--url"], "https://example.com/a b?q=€");
    assert_eq!(stdout(&whole), "https://example.com/a%20b?q=%E2%82%AC\n");
}

#[test]
fn decodes_and_names_a_malformed_escape_with_its_position() {
    assert_eq!(stdout(&penknife_with_stdin(&["url", "decode"], "a%20b%26c%2Fd\n")), "a b&c/d\n");
    assert_eq!(
        failure(&penknife_with_stdin(&["url", "decode"], "abc%G1")),
        "penknife: Malformed percent sequence \"%G1\" at character 4: a % must be followed by two hexadecimal digits."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["url", "decode"], "%FF")),
        "penknife: The escapes at character 1 (%FF) do not decode to UTF-8 text."
    );
}

#[test]
fn prints_a_urls_parts_and_parameters() {
    let out = penknife_with_stdin(&["url", "parse"], "https://example.com:8080/p?q=a+b&x=%26#top\n");
    assert_eq!(
        stdout(&out),
        "scheme   https\nhost     example.com\nport     8080\npath     /p\nquery    q=a+b&x=%26\nfragment top\n\
         \x20 q = a b\n  x = &\n"
    );
    let json = stdout(&penknife_with_stdin(&["url", "parse", "--json"], "https://example.com/?q=1"));
    assert!(json.contains("\"params\": [\n    {\n      \"name\": \"q\",\n      \"value\": \"1\""), "{json}");
    assert_eq!(
        failure(&penknife_with_stdin(&["url", "parse"], "example.com")),
        "penknife: Not a valid URL: relative URL without a base."
    );
}

#[test]
fn resolves_a_relative_url_against_a_base() {
    let out = penknife_with_stdin(&["url", "parse", "--base", "https://example.com/blog/post/"], "../img/a.png?s=2\n");
    assert_eq!(
        stdout(&out),
        "scheme   https\nhost     example.com\nport     \npath     /blog/img/a.png\nquery    s=2\nfragment \n  s = 2\n"
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["url", "parse", "--base", "/blog/"], "a.png")),
        "penknife: Not a valid base URL: relative URL without a base."
    );
}
