//! `penknife minify js` as a user runs it: the real binary, stdin/stdout, exit codes.

use crate::common::{failure, penknife_with_stdin, stdout};

const SCRIPT: &str = "// cart\nfunction total(items) {\n  var sum = 0;\n  for (var i = 0; i < items.length; i++) { sum += items[i].price; }\n  console.log('total', sum);\n  debugger;\n  return sum;\n}\nfunction unusedHelper() { return true; }\nwindow.total = total;\n";

#[test]
fn no_flags_minifies_fully_compress_and_mangle() {
    let out = stdout(&penknife_with_stdin(&["minify", "js"], SCRIPT));
    assert!(!out.contains("// cart") && !out.contains("  "), "{out}");
    assert!(!out.contains("items") && !out.contains("sum"), "locals renamed: {out}");
    assert!(out.contains("function total(") && out.contains("window.total=total"), "globals kept: {out}");
    assert!(out.contains("console.log") && out.contains("debugger"), "console and debugger stay unless asked: {out}");
    assert!(out.ends_with('\n') && !out.trim_end().ends_with(';'), "{out:?}");
}

#[test]
fn flags_turn_each_part_off_or_on() {
    let no_mangle = stdout(&penknife_with_stdin(&["minify", "js", "--no-mangle"], SCRIPT));
    assert!(no_mangle.contains("items") && no_mangle.contains("sum"), "{no_mangle}");
    let no_compress = stdout(&penknife_with_stdin(&["minify", "js", "--no-compress", "--no-mangle"], SCRIPT));
    assert!(no_compress.contains("function unusedHelper(){return true}"), "{no_compress}");
    let comments = stdout(&penknife_with_stdin(&["minify", "js", "--keep-comments"], SCRIPT));
    assert!(comments.contains("// cart"), "{comments}");
    let pretty =
        stdout(&penknife_with_stdin(&["minify", "js", "--keep-whitespace", "--no-compress", "--no-mangle"], SCRIPT));
    assert!(pretty.starts_with("function total(items) {\n  var sum = 0;\n"), "{pretty}");
    let dropped = stdout(&penknife_with_stdin(&["minify", "js", "--drop-console"], SCRIPT));
    assert!(!dropped.contains("console") && !dropped.contains("debugger"), "{dropped}");
    let lines = stdout(&penknife_with_stdin(&["minify", "js", "--preserve-newlines", "--no-compress"], SCRIPT));
    assert_eq!(lines.lines().count(), 3, "{lines}");
    let semicolon = stdout(&penknife_with_stdin(&["minify", "js", "--keep-trailing-semicolon"], SCRIPT));
    assert!(semicolon.trim_end().ends_with(';'), "{semicolon:?}");
}

#[test]
fn page_defaults_are_the_spec_defaults() {
    let out = stdout(&penknife_with_stdin(&["minify", "js", "--page-defaults"], SCRIPT));
    assert!(out.contains("items") && out.contains("unusedHelper") && out.contains("!0"), "{out}");
    let mangled = stdout(&penknife_with_stdin(&["minify", "js", "--page-defaults", "--mangle"], SCRIPT));
    assert!(!mangled.contains("items") && mangled.contains("unusedHelper"), "{mangled}");
    // Top-level functions of a script are globals: only a local one is dead code.
    let local = "(function () { function unusedHelper(items) { return items; } start(); })();\n";
    let dead = stdout(&penknife_with_stdin(&["minify", "js", "--page-defaults", "--remove-dead-code"], local));
    assert!(!dead.contains("unusedHelper") && dead.contains("start()"), "{dead}");
    let kept = stdout(&penknife_with_stdin(&["minify", "js", "--page-defaults"], local));
    assert!(kept.contains("unusedHelper"), "{kept}");
    // The page defaults shorten booleans and rewrite nothing else: the `if` stays an `if`.
    let booleans = stdout(&penknife_with_stdin(&["minify", "js", "--page-defaults"], "if (a) { x = true }\n"));
    assert_eq!(booleans, "if(a){x=!0}\n");
}

#[test]
fn stats_and_warnings_go_to_stderr() {
    let out = penknife_with_stdin(&["minify", "js", "--stats", "--drop-console"], SCRIPT);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("warning: Debug statements removed - test thoroughly"), "{stderr}");
    assert!(stderr.contains(&format!("original: {} bytes", SCRIPT.len())), "{stderr}");
    assert!(stderr.contains("reduction: "), "{stderr}");
    assert!(stderr.contains("warning: Trailing semicolons removed - verify syntax"), "{stderr}");
    let quiet = penknife_with_stdin(&["minify", "js", "--drop-console"], SCRIPT);
    assert!(quiet.stderr.is_empty(), "no --stats, no noise: {}", String::from_utf8_lossy(&quiet.stderr));
    // A warning only says what was done: no console call, no final semicolon, no warning.
    let clean = penknife_with_stdin(&["minify", "js", "--stats", "--drop-console"], "function f() {}\n");
    let stderr = String::from_utf8_lossy(&clean.stderr);
    assert!(!stderr.contains("warning"), "{stderr}");
    assert_eq!(stdout(&clean), "function f(){}\n");
}

#[test]
fn drop_console_keeps_a_local_console() {
    let input = "function log(console) { console.log(1); }\nconsole.log(2);\nlog(x);\n";
    let out = stdout(&penknife_with_stdin(&["minify", "js", "--drop-console", "--no-mangle"], input));
    assert_eq!(out, "function log(console){console.log(1)}log(x)\n");
}

#[test]
fn reads_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-minify-js-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("app.mjs");
    std::fs::write(&file, "export const answer = 6 * 7;\n").expect("write input");
    assert_eq!(
        stdout(&penknife_with_stdin(&["minify", "js", file.to_str().expect("utf-8")], b"")),
        "export const answer=42\n"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn invalid_javascript_fails_with_line_and_column() {
    let message = failure(&penknife_with_stdin(&["minify", "js"], "var a = 1;\nvar b = (;\n"));
    assert!(message.contains("Unexpected token at line 2, column 10"), "{message}");
    // A missing `)` on line 1 that the parser only notices on line 2 (a file with CRLF line endings): the same
    // message and places as the web page's.
    let message = failure(&penknife_with_stdin(&["minify", "js"], "console.log(\"a\"\r\nlet x = 1.5;\r\n"));
    assert_eq!(
        message,
        "penknife: Expected `,` or `)` but found `let` at line 2, column 1 (opened here: line 1, column 12)"
    );
    let message = failure(&penknife_with_stdin(&["minify", "js"], "\u{feff}console.log(\"a\";\nlet x = 1.5;\n"));
    assert_eq!(
        message,
        "penknife: Expected `,` or `)` but found `;` at line 1, column 16 (opened here: line 1, column 12)"
    );
    let message = failure(&penknife_with_stdin(&["minify", "js", "/nonexistent/penknife.js"], b""));
    assert!(message.contains("cannot read"), "{message}");
}

#[test]
fn empty_input_prints_nothing() {
    assert_eq!(stdout(&penknife_with_stdin(&["minify", "js"], b"")), "");
}

#[test]
fn deep_nesting_fails_with_a_clear_message_instead_of_aborting() {
    let input = format!("{}1{};", "(".repeat(100_000), ")".repeat(100_000));
    let message = failure(&penknife_with_stdin(&["minify", "js"], input));
    assert_eq!(message, "penknife: Nesting too deep: more than 500 levels at line 1, column 501");
}
