//! The CLI as a user runs it: the real binary, stdin/stdout, exit codes.

use crate::common::penknife_with_stdin;

#[test]
fn encodes_stdin() {
    let out = penknife_with_stdin(&["base64", "encode"], b"foobar");
    assert!(out.status.success());
    assert_eq!(out.stdout, b"Zm9vYmFy\n");
}

#[test]
fn decodes_a_file_to_the_exact_bytes() {
    let dir = std::env::temp_dir().join(format!("penknife-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("in.b64");
    std::fs::write(&file, "//79\n/A==\n").expect("write input");
    let out = penknife_with_stdin(&["base64", "decode", file.to_str().expect("utf-8 path")], b"");
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(out.stdout, [0xFF, 0xFE, 0xFD, 0xFC]);
}

#[test]
fn bad_input_exits_non_zero_with_the_users_message() {
    let out = penknife_with_stdin(&["base64", "decode"], b"not base64!");
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "penknife: Invalid Base64 string. Please check your input."
    );
}

#[test]
fn help_lists_every_subcommand() {
    let out = penknife_with_stdin(&["--help"], b"");
    let help = String::from_utf8_lossy(&out.stdout);
    for command in ["serve", "base64"] {
        assert!(help.contains(command), "--help should list {command}:\n{help}");
    }
}
