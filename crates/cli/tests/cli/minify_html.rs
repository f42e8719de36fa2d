//! `penknife minify html` as a user runs it: the real binary, stdin/stdout, flags.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

const HTML: &str = "<html>\n<head><title>T</title></head>\n<body>\n<!-- note -->\n<p>one   two</p>\n<input type=\"text\">\n<style> a { color : white } </style>\n<script>\n  var answer = 40 + 2;\n</script>\n</body>\n</html>\n";

#[test]
fn minifies_fully_by_default() {
    assert_eq!(
        stdout(&penknife_with_stdin(&["minify", "html"], HTML)),
        "<title>T</title><body><p>one two</p><input><style>a{color:#fff}</style><script>var answer=42</script>\n"
    );
}

#[test]
fn each_flag_turns_one_option_off() {
    let run = |flags: &[&str]| stdout(&penknife_with_stdin(&[&["minify", "html"], flags].concat(), HTML));
    assert!(run(&["--keep-comments"]).contains("<!-- note -->"));
    assert_eq!(
        run(&["--keep-optional-tags"]),
        "<html><head><title>T</title></head><body><p>one two</p><input><style>a{color:#fff}</style><script>var answer=42</script></body></html>\n"
    );
    assert!(run(&["--keep-redundant-attributes"]).contains("<input type=text>"));
    assert!(run(&["--no-minify-css"]).contains("<style>a { color : white }</style>"));
    assert!(run(&["--no-minify-js"]).contains("<script>var answer = 40 + 2;</script>"));
    assert_eq!(
        run(&["--page-defaults"]),
        "<html><head><title>T</title></head><body><p>one two</p><input><style>a { color : white }</style><script>var answer = 40 + 2;</script></body></html>\n"
    );
}

#[test]
fn inline_code_that_does_not_parse_is_kept_and_reported() {
    let out = penknife_with_stdin(&["minify", "html"], "<p>a</p>\n<script>\n  if (</script>");
    assert!(out.status.success());
    assert_eq!(stdout(&out), "<p>a</p><script>if (</script>\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("warning: Inline <script> left as written: "), "{stderr}");
    assert!(stderr.contains("at line 3, column"), "{stderr}");
}

#[test]
fn help_documents_every_flag() {
    let help = stdout(&penknife(&["minify", "html", "--help"]));
    for flag in [
        "--page-defaults",
        "--keep-comments",
        "--keep-optional-tags",
        "--keep-redundant-attributes",
        "--no-minify-css",
        "--no-minify-js",
        "--stats",
    ] {
        assert!(help.contains(flag), "{flag} missing from:\n{help}");
    }
}

#[test]
fn deep_nesting_fails_with_a_clear_message_instead_of_aborting() {
    let message = failure(&penknife_with_stdin(&["minify", "html"], "<div>".repeat(100_000)));
    assert_eq!(message, "penknife: Nesting too deep: more than 1000 levels at line 1, column 5001");
}
