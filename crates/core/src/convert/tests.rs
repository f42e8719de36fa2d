use super::*;

fn run(input: &str, from: Format, to: Format) -> Result<String, ConvertError> {
    convert(input, &ConvertOptions { from, to })
}

fn ok(input: &str, from: Format, to: Format) -> String {
    run(input, from, to).unwrap_or_else(|error| panic!("{input:?}: {error}"))
}

use Format::{Json, Toml, Yaml};

#[test]
fn yaml_anchor_to_json_exactly() {
    let yaml = "base: &base\n  host: localhost\n  port: 5432\ndev:\n  <<: *base\n  name: dev\ncopy: *base\n";
    assert_eq!(
        ok(yaml, Yaml, Json),
        "{\n  \"base\": {\n    \"host\": \"localhost\",\n    \"port\": 5432\n  },\n  \"dev\": {\n    \"host\": \"localhost\",\n    \"port\": 5432,\n    \"name\": \"dev\"\n  },\n  \"copy\": {\n    \"host\": \"localhost\",\n    \"port\": 5432\n  }\n}\n"
    );
}

#[test]
fn json_to_toml_exactly() {
    // `owner` is inline: a section would have to come after `ports`, and the order is kept.
    let json = r#"{"title": "Penknife", "owner": {"name": "Ada", "born": 1815}, "ports": [80, 443], "servers": [{"ip": "10.0.0.1"}, {"ip": "10.0.0.2"}]}"#;
    assert_eq!(
        ok(json, Json, Toml),
        "title = \"Penknife\"\nowner = { name = \"Ada\", born = 1815 }\nports = [80, 443]\n\n[[servers]]\nip = \"10.0.0.1\"\n\n[[servers]]\nip = \"10.0.0.2\"\n"
    );
}

#[test]
fn json_to_yaml_exactly() {
    let json =
        r#"{"name": "x", "list": [1, 2.5, true, null, "yes", "", {"a": []}], "text": "line 1\nline 2\n", "empty": {}}"#;
    assert_eq!(
        ok(json, Json, Yaml),
        "name: x\nlist:\n  - 1\n  - 2.5\n  - true\n  - null\n  - \"yes\"\n  - \"\"\n  - a: []\ntext: |\n  line 1\n  line 2\nempty: {}\n"
    );
}

#[test]
fn toml_to_json_keeps_order_and_datetimes() {
    let toml = "z = 1\na = 1979-05-27T07:32:00Z\n[m]\nb = 2\na = 1\n";
    assert_eq!(
        ok(toml, Toml, Json),
        "{\n  \"z\": 1,\n  \"a\": \"1979-05-27T07:32:00Z\",\n  \"m\": {\n    \"b\": 2,\n    \"a\": 1\n  }\n}\n"
    );
    // TOML to TOML keeps a datetime a datetime.
    assert_eq!(ok(toml, Toml, Toml), "z = 1\na = 1979-05-27T07:32:00Z\n\n[m]\nb = 2\na = 1\n");
}

#[test]
fn key_order_kept_every_way() {
    let json = r#"{"z":1,"a":{"y":2,"b":3},"m":4}"#;
    for to in [Yaml, Toml] {
        let there = ok(json, Json, to);
        let back = ok(&there, to, Json);
        assert_eq!(back, ok(json, Json, Json), "via {to:?}: {there}");
    }
}

#[test]
fn several_documents() {
    let yaml = "a: 1\n---\nb: 2\n";
    assert_eq!(ok(yaml, Yaml, Json), "[\n  {\n    \"a\": 1\n  },\n  {\n    \"b\": 2\n  }\n]\n");
    assert_eq!(run(yaml, Yaml, Toml), Err(ConvertError::SeveralDocuments { count: 2 }));
    assert_eq!(ok(yaml, Yaml, Yaml), "---\na: 1\n---\nb: 2\n");
}

#[test]
fn core_schema() {
    let yaml = "a: ~\nb: True\nc: 0x1F\nd: 0o17\ne: -12\nf: 1e3\ng: .5\nh: yes\ni: '1'\nj: !!str 2\nl: 1_000\nm: 2001-12-14\nn: !Ref x\n";
    assert_eq!(
        ok(yaml, Yaml, Json).replace([' ', '\n'], ""),
        r#"{"a":null,"b":true,"c":31,"d":15,"e":-12,"f":1000.0,"g":0.5,"h":"yes","i":"1","j":"2","l":"1_000","m":"2001-12-14","n":"x"}"#
    );
}

#[test]
fn refusals_name_the_path() {
    assert_eq!(run(r#"{"a":{"b":[1,2,null]}}"#, Json, Toml), Err(ConvertError::TomlNull { path: "$.a.b[2]".into() }));
    assert_eq!(run(r#"{"a b":null}"#, Json, Toml), Err(ConvertError::TomlNull { path: "$[\"a b\"]".into() }));
    assert_eq!(run("[1]", Json, Toml), Err(ConvertError::TomlTopLevel { found: ValueKind::Array }));
    assert_eq!(run("\"x\"", Json, Toml), Err(ConvertError::TomlTopLevel { found: ValueKind::String }));
    assert_eq!(
        run("{\"n\": 18446744073709551615}", Json, Toml),
        Err(ConvertError::TomlIntegerRange { path: "$.n".into(), value: "18446744073709551615".into() })
    );
    assert_eq!(run("x: .nan", Yaml, Json), Err(ConvertError::JsonNonFinite { path: "$.x".into() }));
    assert_eq!(run("x = inf", Toml, Json), Err(ConvertError::JsonNonFinite { path: "$.x".into() }));
    assert_eq!(ok("x = inf\ny = nan\n", Toml, Yaml), "x: .inf\n\"y\": .nan\n");
    assert_eq!(run("? [a]\n: 1\n", Yaml, Json), Err(ConvertError::ComplexKey { line: 1, column: 3 }));
    assert_eq!(run("  \n", Json, Yaml), Err(ConvertError::Empty));
}

#[test]
fn errors_have_line_and_column() {
    let json = run("{\n  \"a\": 1,\n  \"b\" 2\n}", Json, Yaml);
    assert_eq!(json, Err(ConvertError::Syntax { message: "expected `:`".into(), line: 3, column: 7 }));
    let Err(ConvertError::Syntax { line, column, .. }) = run("a: [1, 2\nb: 3\n", Yaml, Json) else {
        panic!("an unclosed flow sequence is refused")
    };
    assert_eq!((line, column), (2, 2));
    let Err(ConvertError::Syntax { message, line, column }) = run("a = 1\nb = \n", Toml, Json) else {
        panic!("a missing value is refused")
    };
    assert_eq!((line, column), (2, 5), "{message}");
    let Err(ConvertError::Syntax { message, .. }) = run("a = 1\na = 2\n", Toml, Json) else {
        panic!("a duplicate TOML key is refused")
    };
    assert!(message.contains("duplicate"), "{message}");
}

#[test]
fn billion_laughs_is_refused() {
    let mut yaml = String::from("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
    for (name, previous) in
        ["b", "c", "d", "e", "f", "g", "h", "i"].iter().zip(["a", "b", "c", "d", "e", "f", "g", "h"])
    {
        yaml += &format!(
            "{name}: &{name} [*{previous},*{previous},*{previous},*{previous},*{previous},*{previous},*{previous},*{previous},*{previous}]\n"
        );
    }
    let started = std::time::Instant::now();
    let refused = run(&yaml, Yaml, Json);
    assert!(matches!(refused, Err(ConvertError::AliasLimit { limit: MAX_ALIAS_NODES, .. })), "{refused:?}");
    assert!(started.elapsed().as_secs() < 5);
    assert!(refused.err().is_some_and(|error| error.to_string().contains("billion-laughs")));
}

#[test]
fn deep_nesting_is_refused_without_overflow() {
    let depth = 100_000;
    let json = "[".repeat(depth) + &"]".repeat(depth);
    let Err(ConvertError::Syntax { message, .. }) = run(&json, Json, Yaml) else { panic!("deep JSON is refused") };
    assert_eq!(message, "recursion limit exceeded");
    // saphyr's scanner stops first, at 255 open brackets.
    assert!(matches!(run(&json, Yaml, Json), Err(ConvertError::Syntax { line: 1, column: 256, .. })));
    let flow = "[".repeat(200) + &"]".repeat(200);
    assert_eq!(run(&flow, Yaml, Json), Err(ConvertError::TooDeep { limit: MAX_DEPTH, line: 1, column: 129 }));
    let block: String = (0..depth).map(|level| " ".repeat(level) + "- \n").collect();
    assert!(matches!(run(&block, Yaml, Json), Err(ConvertError::TooDeep { .. })));
    let toml = "a = ".to_owned() + &"[".repeat(depth) + &"]".repeat(depth);
    assert!(matches!(run(&toml, Toml, Json), Err(ConvertError::Syntax { .. })));
    // Aliases cannot build what the reader would refuse.
    let nested = "a: &a ".to_owned()
        + &"[".repeat(100)
        + &"]".repeat(100)
        + "\nb: "
        + &"[".repeat(100)
        + "*a"
        + &"]".repeat(100);
    assert!(matches!(run(&nested, Yaml, Json), Err(ConvertError::TooDeep { .. })));
    // Just within the limits, every writer copes.
    let within = |depth| "[".repeat(depth) + &"]".repeat(depth);
    for to in [Yaml, Json] {
        // serde_json's limit: 127 levels.
        ok(&within(127), Json, to);
        ok(&within(MAX_DEPTH), Yaml, to);
    }
}

#[test]
fn invalid_utf8_is_refused_with_its_byte() {
    assert_eq!(convert_bytes(b"a: 1\nb: \xff\n", &ConvertOptions::default()), Err(ConvertError::NotUtf8 { byte: 9 }));
}

#[test]
fn huge_input() {
    let mut json = String::from("[");
    for index in 0..130_000 {
        json += &format!("{{\"id\":{index},\"name\":\"item {index}\",\"tags\":[\"a\",\"b\"]}},");
    }
    json.pop();
    json.push(']');
    assert!(json.len() > 5_000_000);
    let yaml = ok(&json, Json, Yaml);
    assert_eq!(ok(&yaml, Yaml, Json), ok(&json, Json, Json));
}

#[test]
fn strings_that_look_like_other_things_round_trip() {
    let strings = [
        "",
        " ",
        "yes",
        "No",
        "null",
        "~",
        "1",
        "-1",
        "0x10",
        "1e3",
        ".inf",
        "- a",
        "a: b",
        "a #b",
        "#",
        "&a",
        "*a",
        "!t",
        "|",
        ">",
        "'",
        "\"",
        "%",
        "@",
        "`",
        "[",
        "{",
        "a\tb",
        "a\rb",
        "\u{85}",
        "\u{feff}x",
        "\u{2028}",
        "é",
        "日本",
        "a\n",
        "a\nb",
        "a\n\n",
        "\nab",
        " a\nb",
        "a \nb",
        "a\n  b",
        "---",
        "...",
        "--- a",
        "a\u{0}b",
        "x\n \ny",
        "\u{1F600}",
        "<<",
        "a\u{7f}",
    ];
    for text in strings {
        let json = serde_json::to_string(&serde_json::json!({ "k": text, text: [text] })).unwrap_or_default();
        let yaml = ok(&json, Json, Yaml);
        assert_eq!(ok(&yaml, Yaml, Json), ok(&json, Json, Json), "{text:?} as {yaml:?}");
    }
}

#[test]
fn long_keys_are_explicit() {
    let key = "k".repeat(2000);
    let json = format!("{{\"{key}\": 1}}");
    let yaml = ok(&json, Json, Yaml);
    assert!(yaml.starts_with("? "));
    assert_eq!(ok(&yaml, Yaml, Json), ok(&json, Json, Json));
}

#[test]
fn merge_keys() {
    let yaml = "a: &a {x: 1, y: 2}\nb: &b {y: 3, z: 4}\nc:\n  w: 0\n  <<: [*a, *b]\n  x: 9\n";
    assert_eq!(
        ok(yaml, Yaml, Json).replace([' ', '\n'], ""),
        r#"{"a":{"x":1,"y":2},"b":{"y":3,"z":4},"c":{"w":0,"y":2,"z":4,"x":9}}"#
    );
    // A quoted `<<` is an ordinary key.
    assert_eq!(ok("'<<': {a: 1}\n", Yaml, Json).replace([' ', '\n'], ""), r#"{"<<":{"a":1}}"#);
}

#[test]
fn numbers_are_read_to_the_nearest_double() {
    // Found by the fuzzer: without serde_json's `float_roundtrip`, `1e88` read as 1.0000000000000001e88.
    for number in ["1e88", "9.9999e61", "-7.777777777777777e96", "2.2222222222222225e33", "0.1", "5e-324"] {
        let yaml = ok(number, Json, Yaml);
        assert_eq!(yaml.trim().parse::<f64>(), number.parse::<f64>(), "{yaml}");
        assert_eq!(ok(&yaml, Yaml, Json), ok(number, Json, Json));
    }
}

#[test]
fn duplicate_keys_keep_first_place_and_last_value() {
    assert_eq!(ok(r#"{"a":1,"b":2,"a":3}"#, Json, Json).replace([' ', '\n'], ""), r#"{"a":3,"b":2}"#);
}

#[test]
fn scalars_as_keys_are_their_text() {
    assert_eq!(ok("1: a\ntrue: b\n~: c\n", Yaml, Json).replace([' ', '\n'], ""), r#"{"1":"a","true":"b","~":"c"}"#);
}

#[test]
fn comments_only_is_one_null_document() {
    assert_eq!(ok("# nothing\n", Yaml, Json), "null\n");
}

proptest::proptest! {
    #[test]
    fn json_round_trips_through_yaml_and_toml(value in json_value(3)) {
        let json = serde_json::to_string(&value).unwrap_or_default();
        let canonical = ok(&json, Json, Json);
        let yaml = ok(&json, Json, Yaml);
        proptest::prop_assert_eq!(&ok(&yaml, Yaml, Json), &canonical, "{}", yaml);
        // (An empty table is an empty TOML document, which the reader takes for no input at all.)
        if let Ok(toml) = run(&json, Json, Toml) && !toml.is_empty() {
            proptest::prop_assert_eq!(&ok(&toml, Toml, Json), &canonical, "{}", toml);
        }
    }
}

fn json_value(depth: u32) -> impl proptest::strategy::Strategy<Value = serde_json::Value> {
    use proptest::prelude::*;
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(serde_json::Value::from),
        ".{0,12}".prop_map(serde_json::Value::from),
        "[a-z \\n:#-]{0,8}".prop_map(serde_json::Value::from),
    ];
    leaf.prop_recursive(depth, 32, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5).prop_map(serde_json::Value::from),
            proptest::collection::vec((".{0,6}", inner), 0..5)
                .prop_map(|entries| serde_json::Value::Object(entries.into_iter().collect())),
        ]
    })
}

#[test]
fn json_to_toml_sections_when_order_allows() {
    let json = r#"{"title": "T", "owner": {"name": "Ada", "dob": {"y": 1815}}, "servers": [{"ip": "a", "tags": {"k": 1}}], "a.b": {}}"#;
    assert_eq!(
        ok(json, Json, Toml),
        "title = \"T\"\n\n[owner]\nname = \"Ada\"\n\n[owner.dob]\ny = 1815\n\n[[servers]]\nip = \"a\"\n\n[servers.tags]\nk = 1\n\n[\"a.b\"]\n"
    );
    assert_eq!(ok(&ok(json, Json, Toml), Toml, Json), ok(json, Json, Json));
}
