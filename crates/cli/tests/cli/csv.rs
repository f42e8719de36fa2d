//! `penknife csv` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};

#[test]
fn csv_to_json_from_standard_input_and_typed() {
    let out = penknife_with_stdin(&["csv"], "name,age\nAda,36\n");
    assert_eq!(stdout(&out), "[\n  {\n    \"name\": \"Ada\",\n    \"age\": \"36\"\n  }\n]\n");
    let out = penknife_with_stdin(&["csv", "--types", "-"], "name;age\nAda;36\n");
    assert_eq!(stdout(&out), "[\n  {\n    \"name\": \"Ada\",\n    \"age\": 36\n  }\n]\n");
}

#[test]
fn json_is_detected_and_converted_to_csv() {
    let out = penknife_with_stdin(&["csv"], "\n  [{\"name\": \"Ada\", \"age\": 36}]");
    assert_eq!(stdout(&out), "name,age\nAda,36\n");
    let out = penknife_with_stdin(&["csv", "--delimiter", "|", "--escape-formulas"], r#"[["=1+1", -2]]"#);
    assert_eq!(stdout(&out), "'=1+1|-2\n");
}

#[test]
fn options_choose_the_direction_delimiter_and_header() {
    let out = penknife_with_stdin(&["csv", "--to", "json", "--no-header", "--delimiter", "tab"], "a\tb\n");
    assert_eq!(stdout(&out), "[\n  [\n    \"a\",\n    \"b\"\n  ]\n]\n");
}

#[test]
fn reads_a_large_file_in_chunks() {
    let dir = std::env::temp_dir().join(format!("penknife-csv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_default();
    let path = dir.join("big.csv");
    let csv = "id,text\n".to_owned() + &"1,\"a, b\nc\"\n".repeat(300_000);
    std::fs::write(&path, &csv).unwrap_or_default();
    let out = penknife(&["csv", path.to_str().unwrap_or_default()]);
    let json = stdout(&out);
    assert!(json.starts_with("[\n  {\n    \"id\": \"1\",\n    \"text\": \"a, b\\nc\"\n  },"));
    assert_eq!(json.matches("\"id\"").count(), 300_000);
    std::fs::remove_dir_all(&dir).unwrap_or_default();
}

#[test]
fn refusals_exit_non_zero_with_the_users_message() {
    assert_eq!(failure(&penknife_with_stdin(&["csv"], "")), "penknife: Enter some text to convert.");
    assert_eq!(
        failure(&penknife_with_stdin(&["csv"], "a,b\n1,\"2\n")),
        "penknife: The quoted field that opens on line 2 is never closed: a closing \" is missing."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["csv"], "a,b\n1,2,3\n")),
        "penknife: Line 2 has 3 fields, and the header has 2: each row needs one field per column."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["csv"], b"a\n\xff\n")),
        "penknife: The input is not UTF-8 text: byte 3 (line 2) is not part of a character."
    );
    assert_eq!(
        failure(&penknife_with_stdin(&["csv"], "{\"a\": 1}")),
        "penknife: The JSON is an object: CSV needs an array of rows (objects, arrays or values)."
    );
}
