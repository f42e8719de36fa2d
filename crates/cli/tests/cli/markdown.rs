//! `penknife markdown` as a user runs it: the real binary, stdin/stdout, exit codes.

use crate::common::{failure, penknife_with_stdin, stdout};

const SAMPLE: &str = "# Title\n\nSee [docs](https://example.com) and <b>this</b>.\n\n\
| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n\n```rust\nfn main() {}\n```\n";

fn markdown(args: &[&str], input: &str) -> String {
    let mut full = vec!["markdown"];
    full.extend_from_slice(args);
    stdout(&penknife_with_stdin(&full, input))
}

#[test]
fn converts_stdin_with_the_specs_defaults() {
    let html = markdown(&[], SAMPLE);
    assert!(html.starts_with("<h1>Title</h1>\n"), "{html}");
    assert!(html.contains(
        "<a href=\"https://example.com\" target=\"_blank\" rel=\"noopener noreferrer\">docs</a> and &lt;b&gt;this&lt;/b&gt;."
    ));
    assert!(html.contains("<table>"));
    assert!(html.contains("<del>old</del>"));
    assert!(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> done"));
    assert!(html.contains("<pre><code class=\"language-rust\">fn main() {}\n</code></pre>"));
    assert!(!html.contains("<html"));
}

#[test]
fn each_flag_turns_its_switch() {
    let html = markdown(&["--no-escape-html"], SAMPLE);
    assert!(html.contains(" and <b>this</b>."), "{html}");
    let html = markdown(&["--toc"], SAMPLE);
    assert!(html.starts_with("<nav class=\"toc\""), "{html}");
    assert!(html.contains("<li class=\"toc-level-1\"><a href=\"#title\">Title</a></li>"));
    assert!(html.contains("<h1 id=\"title\">Title</h1>"));
    let html = markdown(&["--no-target-blank"], SAMPLE);
    assert!(html.contains("<a href=\"https://example.com\">docs</a>"), "{html}");
    let html = markdown(&["--no-tables"], SAMPLE);
    assert!(!html.contains("<table>") && html.contains("| a | b |"), "{html}");
    let html = markdown(&["--no-highlight"], SAMPLE);
    assert!(html.contains("<pre><code>fn main() {}"), "{html}");
    let html = markdown(&["--no-strikethrough"], SAMPLE);
    assert!(html.contains("<p>~~old~~</p>"), "{html}");
    let html = markdown(&["--no-task-lists"], SAMPLE);
    assert!(html.contains("<li>[x] done</li>"), "{html}");
    let html = markdown(&["--wrap"], SAMPLE);
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"), "{html}");
    assert!(html.contains("<title>Converted from Markdown</title>"));
}

#[test]
fn commonmark_mode_is_strict() {
    let html = markdown(&["--commonmark"], "<b>x</b> ~~y~~ www.z.example [a](javascript:x)\n");
    assert_eq!(html, "<p><b>x</b> ~~y~~ www.z.example <a href=\"javascript:x\">a</a></p>\n");
    // Strict mode takes no tool options.
    let message = failure(&penknife_with_stdin(&["markdown", "--commonmark", "--toc"], "# x"));
    assert!(message.contains("cannot be used with"), "{message}");
}

#[test]
fn script_links_are_not_live_by_default() {
    let html = markdown(&[], "[x](javascript:alert(1)) <script>alert(1)</script>");
    assert!(html.contains("<a href=\"\""), "{html}");
    assert!(html.contains("&lt;script&gt;"), "{html}");
}

#[test]
fn stats_go_to_stderr() {
    let out = penknife_with_stdin(&["markdown", "--stats"], "Hello *world*\nagain");
    assert_eq!(stdout(&out), "<p>Hello <em>world</em>\nagain</p>\n");
    assert_eq!(String::from_utf8_lossy(&out.stderr), "words: 3\nlines: 2\nmarkdown size: 19 B\nhtml size: 34 B\n");
}

#[test]
fn reads_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-markdown-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("README.md");
    std::fs::write(&file, "## Héllo\r\n\r\ntext\r\n").expect("write input");
    let html = stdout(&penknife_with_stdin(&["markdown", file.to_str().expect("utf-8 path")], b""));
    assert_eq!(html, "<h2>Héllo</h2>\n<p>text</p>\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn blank_input_missing_files_and_binary_input_fail() {
    let message = failure(&penknife_with_stdin(&["markdown"], " \n\t\n"));
    assert!(message.contains("Please enter Markdown content to convert"), "{message}");
    let message = failure(&penknife_with_stdin(&["markdown", "/nonexistent/penknife.md"], b""));
    assert!(message.contains("cannot read"), "{message}");
    let message = failure(&penknife_with_stdin(&["markdown"], [0xFF, 0xFE, 0x00]));
    assert!(message.contains("not UTF-8"), "{message}");
}

#[test]
fn help_documents_every_flag() {
    let help = stdout(&penknife_with_stdin(&["markdown", "--help"], b""));
    for flag in [
        "--commonmark",
        "--no-escape-html",
        "--toc",
        "--no-target-blank",
        "--no-tables",
        "--no-highlight",
        "--no-strikethrough",
        "--no-task-lists",
        "--wrap",
        "--stats",
        "[FILE]",
    ] {
        assert!(help.contains(flag), "--help should document {flag}:\n{help}");
    }
}
