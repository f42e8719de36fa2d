//! Running the real `penknife` binary as a user would; shared by every CLI test file.
#![allow(dead_code)] // each tool's tests use only some of these

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// `penknife ARGS` with no standard input.
pub fn penknife(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_penknife")).args(args).output().expect("penknife runs")
}

/// `penknife ARGS` with `stdin` piped in.
pub fn penknife_with_stdin(args: &[&str], stdin: impl AsRef<[u8]>) -> Output {
    penknife_with_env(args, stdin, &[])
}

/// `penknife ARGS` with `stdin` piped in and these environment variables set, in a session of its own: it has no
/// terminal to ask on, whatever runs the tests.
pub fn penknife_with_env(args: &[&str], stdin: impl AsRef<[u8]>, env: &[(&str, &str)]) -> Output {
    let mut child = Command::new("setsid")
        .arg("--wait")
        .arg(env!("CARGO_BIN_EXE_penknife"))
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("penknife starts");
    // A run that fails on its arguments exits without reading: a broken pipe then is the expected outcome.
    if let Err(error) = child.stdin.take().expect("stdin").write_all(stdin.as_ref()) {
        assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "writing stdin: {error}");
    }
    child.wait_with_output().expect("penknife finishes")
}

/// What a successful run printed.
pub fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).expect("UTF-8 output")
}

/// The message of a failed run (non-zero exit, nothing on stdout).
pub fn failure(out: &Output) -> String {
    assert!(!out.status.success(), "should fail, printed {}", String::from_utf8_lossy(&out.stdout));
    assert!(out.stdout.is_empty(), "a failed run printed {}", String::from_utf8_lossy(&out.stdout));
    String::from_utf8_lossy(&out.stderr).trim().to_owned()
}
