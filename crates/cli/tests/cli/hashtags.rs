//! `penknife hashtags` as a user runs it: the real binary, arguments or stdin, stdout and exit codes.

use crate::common::penknife_with_stdin;

/// The printed tags of a successful run.
fn tags(args: &[&str], stdin: &[u8]) -> Vec<String> {
    let out = penknife_with_stdin(args, stdin);
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.ends_with('\n') && text.lines().count() == 1, "one line: {text:?}");
    text.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn description_words_come_first_then_eight_popular_tags() {
    let tags = tags(&["hashtags", "Sunset at the beach!"], b"");
    assert_eq!(&tags[..2], ["#sunset", "#beach"]);
    assert_eq!(tags.len(), 10, "{tags:?}");
    assert!(tags.iter().all(|tag| tag.starts_with('#') && tag.len() > 2));
}

#[test]
fn reads_the_description_from_stdin() {
    let tags = tags(&["hashtags", "--no-category", "--no-hash"], "Morning coffee in Zürich\n".as_bytes());
    assert_eq!(tags, ["morning", "coffee", "zürich"]);
}

#[test]
fn every_switch_and_the_max() {
    let tags = tags(
        &[
            "hashtags",
            "sunset beach",
            "--category",
            "travel,food",
            "-c",
            "music",
            "--max",
            "15",
            "--niche",
            "--trending",
            "--custom",
            "#Mine, yours",
            "--no-hash",
        ],
        b"",
    );
    assert_eq!(tags.len(), 15);
    assert_eq!(&tags[..4], ["Mine", "yours", "sunset", "beach"]);
    assert!(tags.contains(&"sunsetphotography".to_owned()) && tags.contains(&"viral".to_owned()), "{tags:?}");
    assert!(tags.iter().all(|tag| !tag.contains('#')));
}

#[test]
fn out_of_range_max_and_unknown_category_are_refused() {
    for args in [["hashtags", "x", "--max", "55"], ["hashtags", "x", "--max", "4"], ["hashtags", "x", "-c", "cats"]] {
        let out = penknife_with_stdin(&args, b"");
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
    }
    let out = penknife_with_stdin(&["hashtags", "x", "-c", "cats"], b"");
    assert!(String::from_utf8_lossy(&out.stderr).contains("popular"), "the choices are listed");
}

#[test]
fn nothing_to_suggest_is_an_error() {
    let out = penknife_with_stdin(&["hashtags", "--no-category", "a an"], b"");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no hashtags to suggest"));
}

#[test]
fn help_documents_every_flag() {
    let out = penknife_with_stdin(&["hashtags", "--help"], b"");
    let help = String::from_utf8_lossy(&out.stdout);
    for flag in ["--category", "--no-category", "--max", "--niche", "--trending", "--custom", "--no-hash", "education"]
    {
        assert!(help.contains(flag), "--help should mention {flag}:\n{help}");
    }
}
