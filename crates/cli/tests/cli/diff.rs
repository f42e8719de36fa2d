//! `penknife diff` as a user runs it: the unified diff on standard output, exit status as diff(1)'s.

use crate::common::{penknife, penknife_with_stdin};

/// A path as the diff names it: `git diff --no-index`'s `a/tmp/…` for `/tmp/…`.
fn named(path: &str) -> &str {
    path.trim_start_matches('/')
}

fn files(old: &[u8], new: &[u8]) -> (tempfile_dir::Dir, String, String) {
    let dir = tempfile_dir::Dir::new();
    let (old_path, new_path) = (dir.write("old.txt", old), dir.write("new.txt", new));
    (dir, old_path, new_path)
}

/// A folder of its own under the system's temporary folder, removed when dropped.
mod tempfile_dir {
    pub struct Dir(std::path::PathBuf);
    impl Dir {
        pub fn new() -> Self {
            static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let path = std::env::temp_dir().join(format!("penknife-diff-{}-{n}", std::process::id()));
            std::fs::create_dir_all(&path).expect("temporary folder");
            Self(path)
        }
        pub fn write(&self, name: &str, bytes: &[u8]) -> String {
            let path = self.0.join(name);
            std::fs::write(&path, bytes).expect("write");
            path.display().to_string()
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

const OLD: &[u8] = b"The quick brown fox\njumps over\nthe lazy dog.\n";
const NEW: &[u8] = b"The quick red fox\njumps over\nthe lazy dog!\nThe end.\n";

#[test]
fn prints_the_unified_diff_and_exits_1_when_the_files_differ() {
    let (_dir, old, new) = files(OLD, NEW);
    let out = penknife(&["diff", &old, &new]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        format!(
            "--- a/{}\n+++ b/{}\n@@ -1,3 +1,4 @@\n-The quick brown fox\n+The quick red fox\n jumps over\n-the lazy dog.\n+the lazy dog!\n+The end.\n",
            named(&old),
            named(&new)
        )
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn prints_nothing_and_exits_0_when_they_are_equal() {
    let (_dir, old, new) = files(OLD, OLD);
    let out = penknife(&["diff", &old, &new]);
    assert_eq!((out.status.code(), out.stdout.is_empty()), (Some(0), true));
}

#[test]
fn reads_one_side_from_standard_input() {
    let (_dir, old, _) = files(OLD, NEW);
    let out = penknife_with_stdin(&["diff", &old, "-"], NEW);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stdout)
            .expect("UTF-8 output")
            .starts_with(&format!("--- a/{}\n+++ b/stdin\n@@ -1,3 +1,4 @@\n", named(&old)))
    );
}

#[test]
fn ignores_white_space_and_case_and_takes_a_context() {
    let (_dir, old, new) = files(b"a\nb\nc\nd\nHello  World\n", b"a\nb\nc\nd\nhello world\n");
    assert_eq!(penknife(&["diff", "-w", "-i", &old, &new]).status.code(), Some(0));
    let out = penknife(&["diff", "--ignore-case", "-U", "1", &old, &new]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).expect("UTF-8 output"),
        format!("--- a/{}\n+++ b/{}\n@@ -4,2 +4,2 @@\n d\n-Hello  World\n+hello world\n", named(&old), named(&new))
    );
}

#[test]
fn a_file_that_is_not_utf8_exits_2_with_the_byte() {
    let (_dir, old, new) = files(b"text\n", b"\x89PNG\r\n");
    let out = penknife(&["diff", &old, &new]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).expect("UTF-8 message"),
        format!("penknife: {new} is not UTF-8 text (byte 1); the Diff Checker compares text only.\n")
    );
}

#[test]
fn a_missing_file_exits_2() {
    let (_dir, old, _) = files(OLD, NEW);
    let out = penknife(&["diff", &old, "/nonexistent/penknife-new.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .expect("UTF-8 message")
            .starts_with("penknife: cannot read /nonexistent/penknife-new.txt")
    );
}
