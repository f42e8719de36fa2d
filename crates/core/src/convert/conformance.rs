//! The readers against the formats' public test suites, committed in `tests/data/convert/` (both MIT):
//!
//! - yaml-test-suite (yaml/yaml-test-suite, its `data` branch): every case's `in.yaml`; a case with an `error` file
//!   must be refused, one with `in.json` must give those values (several documents: each in turn), and any other
//!   must be read, or refused only because JSON and TOML keys are text (a mapping as a key).
//! - toml-test (toml-lang/toml-test, the files its `files-toml-1.1.0` lists): an `invalid/` file must be refused, a
//!   `valid/` one must give the values of its tagged JSON.
//!
//! Each suite's score is printed (`cargo test -p penknife-core conformance -- --nocapture`) and held: the cases
//! that fail today are listed, so a regression or an unexpected pass both fail the test.

use super::{ConvertError, Value, read_toml, yaml};
use std::path::{Path, PathBuf};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/convert");

/// yaml-test-suite cases this engine answers otherwise than the suite (saphyr's parser accepts these invalid
/// documents, or rejects these valid ones).
const YAML_KNOWN: &[&str] = &[];

/// toml-test cases the toml crate answers otherwise than the suite.
const TOML_KNOWN: &[&str] = &[];

fn cases(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|entry| entry.path()).collect();
    entries.sort();
    for path in entries {
        if path.join("in.yaml").exists() {
            found.push(path.clone());
        }
        if path.is_dir() {
            cases(&path, found);
        }
    }
}

/// Whether the tree equals the JSON value (numbers compared as numbers: `1` and `1.0` are the same).
fn same(value: &Value, json: &serde_json::Value) -> bool {
    match (value, json) {
        (Value::Null, serde_json::Value::Null) => true,
        (Value::Bool(a), serde_json::Value::Bool(b)) => a == b,
        (Value::Int(a), serde_json::Value::Number(b)) => b.as_f64() == Some(*a as f64),
        (Value::Float(a), serde_json::Value::Number(b)) => b.as_f64() == Some(*a),
        (Value::String(a) | Value::Datetime(a), serde_json::Value::String(b)) => a == b,
        (Value::Array(a), serde_json::Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b))
        }
        (Value::Map(a), serde_json::Value::Object(b)) => {
            a.len() == b.len() && a.iter().all(|(key, value)| b.get(key).is_some_and(|other| same(value, other)))
        }
        _ => false,
    }
}

#[test]
fn yaml_test_suite() {
    let mut found = Vec::new();
    cases(&Path::new(DATA).join("yaml-test-suite"), &mut found);
    assert!(found.len() > 350, "the suite is there ({} cases)", found.len());
    let (mut passed, mut failed) = (0, Vec::new());
    for case in &found {
        let name = case.strip_prefix(Path::new(DATA).join("yaml-test-suite")).unwrap_or(case).display().to_string();
        let input = std::fs::read_to_string(case.join("in.yaml")).unwrap_or_default();
        let read = yaml::read(&input);
        let ok = if case.join("error").exists() {
            read.is_err()
        } else if let Ok(expected) = std::fs::read_to_string(case.join("in.json")) {
            let expected: Vec<serde_json::Value> =
                serde_json::Deserializer::from_str(&expected).into_iter().filter_map(Result::ok).collect();
            read.is_ok_and(|documents| {
                // A stream with no document is one null document here; the suite writes nothing.
                let documents = if expected.is_empty() && documents == [Value::Null] { Vec::new() } else { documents };
                documents.len() == expected.len() && documents.iter().zip(&expected).all(|(a, b)| same(a, b))
            })
        } else {
            matches!(read, Ok(_) | Err(ConvertError::ComplexKey { .. }))
        };
        if ok == YAML_KNOWN.contains(&name.as_str()) {
            failed.push(name);
        } else {
            passed += 1;
        }
    }
    let total = found.len();
    let known = YAML_KNOWN.len();
    println!("yaml-test-suite: {} of {total} cases as the suite says", total - known);
    assert!(failed.is_empty(), "{passed} of {total} as expected; otherwise than listed: {failed:?}");
}

/// toml-test's tagged JSON (`{"type": "integer", "value": "42"}`) against the tree.
fn same_tagged(value: &Value, json: &serde_json::Value) -> bool {
    match (value, json) {
        (Value::Array(a), serde_json::Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same_tagged(a, b))
        }
        (Value::Map(a), serde_json::Value::Object(b)) if !is_tagged(b) => {
            a.len() == b.len() && a.iter().all(|(key, value)| b.get(key).is_some_and(|other| same_tagged(value, other)))
        }
        (_, serde_json::Value::Object(tagged)) if is_tagged(tagged) => {
            let text = tagged["value"].as_str().unwrap_or_default();
            match (tagged["type"].as_str().unwrap_or_default(), value) {
                ("string", Value::String(a)) => a == text,
                ("integer", Value::Int(a)) => text.parse::<i128>() == Ok(*a),
                ("float", Value::Float(a)) => match text {
                    "nan" | "+nan" | "-nan" => a.is_nan(),
                    _ => text.parse::<f64>().is_ok_and(|b| b == *a),
                },
                ("bool", Value::Bool(a)) => text == a.to_string(),
                ("datetime" | "datetime-local" | "date-local" | "time-local", Value::Datetime(a)) => {
                    // The same instant or time: `07:32` is `07:32:00`.
                    let normal = |text: &str| {
                        text.parse::<toml::value::Datetime>().ok().map(|datetime| {
                            let time = datetime.time.map(|time| {
                                (time.hour, time.minute, time.second.unwrap_or(0), time.nanosecond.unwrap_or(0))
                            });
                            (datetime.date, time, datetime.offset)
                        })
                    };
                    normal(a).is_some() && normal(a) == normal(text)
                }
                _ => false,
            }
        }
        _ => false,
    }
}

fn is_tagged(object: &serde_json::Map<String, serde_json::Value>) -> bool {
    object.len() == 2 && object.get("type").is_some_and(serde_json::Value::is_string) && object.contains_key("value")
}

#[test]
fn toml_test() {
    let root = Path::new(DATA).join("toml-test");
    let list = std::fs::read_to_string(root.join("files-toml-1.1.0")).unwrap_or_default();
    let files: Vec<&str> = list.lines().filter(|file| file.ends_with(".toml")).collect();
    assert!(files.len() > 700, "the suite is there ({} files)", files.len());
    let (mut passed, mut failed) = (0, Vec::new());
    for &file in &files {
        let bytes = std::fs::read(root.join(file)).unwrap_or_default();
        let read = std::str::from_utf8(&bytes).map_err(|_| ()).and_then(|text| read_toml(text).map_err(|_| ()));
        let ok = if file.starts_with("invalid/") {
            read.is_err()
        } else {
            let expected = std::fs::read_to_string(root.join(file.replace(".toml", ".json"))).unwrap_or_default();
            let expected: serde_json::Value = serde_json::from_str(&expected).unwrap_or_default();
            read.is_ok_and(|value| same_tagged(&value, &expected))
        };
        if ok == TOML_KNOWN.contains(&file) {
            failed.push(file);
        } else {
            passed += 1;
        }
    }
    let total = files.len();
    let known = TOML_KNOWN.len();
    println!("toml-test: {} of {total} files as the suite says", total - known);
    assert!(failed.is_empty(), "{passed} of {total} as expected; otherwise than listed: {failed:?}");
}
