//! `penknife datauri` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

/// A 1×1 GIF's first bytes (the sniffer needs no more).
const GIF: &[u8] = b"GIF89a\x01\0\x01\0\x80\0\0";
const DATA_URL: &str = "data:image/gif;base64,R0lGODlhAQABAIAAAA==";

#[test]
fn prints_the_data_url_and_each_other_form() {
    assert_eq!(stdout(&penknife_with_stdin(&["datauri"], GIF)), format!("{DATA_URL}\n"));
    assert_eq!(stdout(&penknife_with_stdin(&["datauri", "--raw"], GIF)), "R0lGODlhAQABAIAAAA==\n");
    assert_eq!(
        stdout(&penknife_with_stdin(&["datauri", "--css"], GIF)),
        format!("background-image: url(\"{DATA_URL}\");\n")
    );
    assert_eq!(
        stdout(&penknife_with_stdin(&["datauri", "--html"], GIF)),
        format!("<img src=\"{DATA_URL}\" alt=\"\">\n")
    );
}

#[test]
fn reads_the_type_from_the_bytes_not_the_name() {
    let dir = std::env::temp_dir().join(format!("penknife-datauri-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("the temporary directory");
    let misnamed = dir.join("photo.png");
    std::fs::write(&misnamed, GIF).expect("the temporary directory");
    assert_eq!(stdout(&penknife(&["datauri", misnamed.to_str().expect("a UTF-8 path")])), format!("{DATA_URL}\n"));
    std::fs::remove_dir_all(&dir).expect("the temporary directory");
}

#[test]
fn decodes_to_standard_output_or_a_file_with_the_right_extension() {
    let out = penknife_with_stdin(&["datauri", "--decode"], DATA_URL);
    assert!(out.status.success());
    assert_eq!(out.stdout, GIF);

    let dir = std::env::temp_dir().join(format!("penknife-datauri-out-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("the temporary directory");
    let out = penknife_with_stdin(
        &["datauri", "-d", "-o", dir.join("pixel").to_str().expect("a UTF-8 path")],
        "R0lGOD\nlhAQABAIAAAA",
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read(dir.join("pixel.gif")).expect("the temporary directory"), GIF);
    assert!(String::from_utf8_lossy(&out.stderr).contains("(image/gif, 13 bytes)"));
    std::fs::remove_dir_all(&dir).expect("the temporary directory");
}

#[test]
fn says_when_the_declared_type_is_wrong() {
    let out = penknife_with_stdin(&["datauri", "--decode"], DATA_URL.replace("gif", "png"));
    assert_eq!(out.stdout, GIF);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "penknife: the data URL says image/png, but the data is image/gif"
    );
}

#[test]
fn refusals_exit_non_zero_with_the_users_message() {
    assert_eq!(
        failure(&penknife_with_stdin(&["datauri"], "%PDF-1.7")),
        "penknife: This is not an image in a format this tool knows (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG)."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["datauri", "--decode"], "data:image/gif;base64,R0l*GOD")),
        "penknife: Invalid Base64 at character 26: “*” cannot be there."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["datauri", "--decode"], "R0lGODlhAQABAIAAA")),
        "penknife: The Base64 text is cut short or badly padded: it does not end on a whole group of four characters."
    );
    assert!(failure(&penknife_with_stdin(&["datauri", "--raw", "--css"], GIF)).contains("cannot be used with"));
}
