//! `penknife case` as a user runs it: the real binary, stdin or a file, stdout, exit codes.

use crate::common::penknife_with_stdin;
use std::process::Output;

fn stdout(out: &Output) -> &str {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    std::str::from_utf8(&out.stdout).expect("UTF-8 output")
}

#[test]
fn converts_stdin_to_each_format() {
    let cases = [
        ("upper", "HELLO WORLD EXAMPLE\n"),
        ("lower", "hello world example\n"),
        ("title", "Hello World Example\n"),
        ("sentence", "Hello world example\n"),
        ("camel", "helloWorldExample\n"),
        ("pascal", "HelloWorldExample\n"),
        ("snake", "hello_world_example\n"),
        ("kebab", "hello-world-example\n"),
        ("constant", "HELLO_WORLD_EXAMPLE\n"),
        ("dot", "hello.world.example\n"),
    ];
    for (format, expected) in cases {
        let out = penknife_with_stdin(&["case", "--to", format], "hello world example\n");
        assert_eq!(stdout(&out), expected, "--to {format}");
    }
}

#[test]
fn splits_humps_and_keeps_unicode_letters() {
    assert_eq!(stdout(&penknife_with_stdin(&["case", "--to", "snake"], "XMLHttpRequest")), "xml_http_request\n");
    assert_eq!(stdout(&penknife_with_stdin(&["case", "--to", "pascal"], "Ärger über Öl")), "ÄrgerÜberÖl\n");
}

#[test]
fn prose_formats_keep_the_lines_of_a_file() {
    let dir = std::env::temp_dir().join(format!("penknife-case-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("notes.txt");
    std::fs::write(&file, "first line. second sentence\n\nnew paragraph\n").expect("write input");
    let out = penknife_with_stdin(&["case", "--to", "sentence", file.to_str().expect("utf-8 path")], "");
    assert_eq!(stdout(&out), "First line. Second sentence\n\nNew paragraph\n");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn all_lists_every_format_by_name() {
    let out = penknife_with_stdin(&["case", "--all"], "hello world example");
    assert_eq!(
        stdout(&out),
        "UPPERCASE: HELLO WORLD EXAMPLE\n\
         lowercase: hello world example\n\
         Title Case: Hello World Example\n\
         Sentence case: Hello world example\n\
         camelCase: helloWorldExample\n\
         PascalCase: HelloWorldExample\n\
         snake_case: hello_world_example\n\
         kebab-case: hello-world-example\n\
         CONSTANT_CASE: HELLO_WORLD_EXAMPLE\n\
         dot.case: hello.world.example\n"
    );
}

#[test]
fn a_format_is_required_and_unknown_ones_are_refused() {
    let out = penknife_with_stdin(&["case"], "text");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--to"));
    let out = penknife_with_stdin(&["case", "--to", "shouting"], "text");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("possible values"));
    assert!(out.stdout.is_empty());
}

#[test]
fn help_documents_every_format() {
    let help = penknife_with_stdin(&["case", "--help"], "");
    let help = stdout(&help);
    for word in ["--to", "--all", "[FILE]", "camelCase", "snake_case", "CONSTANT_CASE", "dot.case", "Sentence case"] {
        assert!(help.contains(word), "help mentions {word}");
    }
}
