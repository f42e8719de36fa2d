use super::*;
use proptest::prelude::*;

fn syntax(text: &str) -> SyntaxError {
    match validate(text) {
        Err(JsonError::Syntax(error)) => error,
        other => panic!("expected a syntax error for {text:?}, got {other:?}"),
    }
}

const SAMPLE: &str =
    r#"{"name":"Penknife","tags":["json","tools"],"nested":{"ok":true,"none":null,"n":-1.5e3},"empty":{},"list":[]}"#;

#[test]
fn formats_with_two_spaces_one_member_per_line_and_empty_containers_closed() {
    assert_eq!(
        format(SAMPLE, 2).as_deref(),
        Ok(r#"{
  "name": "Penknife",
  "tags": [
    "json",
    "tools"
  ],
  "nested": {
    "ok": true,
    "none": null,
    "n": -1.5e3
  },
  "empty": {},
  "list": []
}"#)
    );
}

#[test]
fn each_indent_from_1_to_8_uses_that_many_spaces_per_level() {
    for indent in MIN_INDENT..=MAX_INDENT {
        let pad = " ".repeat(indent as usize);
        assert_eq!(format("[[1]]", indent), Ok(format!("[\n{pad}[\n{pad}{pad}1\n{pad}]\n]")), "indent {indent}");
    }
}

#[test]
fn an_indent_outside_1_to_8_is_refused_with_a_clear_message() {
    for indent in [0, 9, 100] {
        let error = format("[]", indent).expect_err("out of range");
        assert_eq!(error, JsonError::Indent(indent));
        assert_eq!(error.to_string(), format!("Indent must be between 1 and 8 spaces (got {indent})"));
        assert_eq!(analyze("[]", indent), Err(JsonError::Indent(indent)));
    }
    assert_eq!(DEFAULT_INDENT, 2);
}

#[test]
fn minifies_by_dropping_only_whitespace_between_tokens() {
    let text = " {\n\t\"a b\" : [ 1 , \"x  y\" , { } , [\r\n] ] ,\"c\":\"\\\" , \"\n}\n";
    assert_eq!(minify(text).as_deref(), Ok(r#"{"a b":[1,"x  y",{},[]],"c":"\" , "}"#));
}

#[test]
fn empty_containers_print_closed_whatever_was_inside() {
    assert_eq!(format("{ \n }", 4).as_deref(), Ok("{}"));
    assert_eq!(format("[\n\n]", 4).as_deref(), Ok("[]"));
    assert_eq!(format(r#"{"a":[ ],"b":{ }}"#, 2).as_deref(), Ok("{\n  \"a\": [],\n  \"b\": {}\n}"));
}

#[test]
fn a_scalar_document_is_its_token() {
    for (text, out) in [(" 42 ", "42"), ("\n\"hi\"\n", "\"hi\""), ("true", "true"), ("null ", "null")] {
        assert_eq!(format(text, 2).as_deref(), Ok(out));
        assert_eq!(minify(text).as_deref(), Ok(out));
    }
    assert_eq!(stats("42").map(|s| (s.depth, s.key_count)), Ok((0, 0)));
}

#[test]
fn numbers_are_kept_exactly_as_written() {
    let text = "[1e400, 12345678901234567890123, -0.0, 1.0, 1E+2, 0.1000, -0, 9007199254740993]";
    assert_eq!(minify(text).as_deref(), Ok("[1e400,12345678901234567890123,-0.0,1.0,1E+2,0.1000,-0,9007199254740993]"));
    assert!(format(text, 2).expect("valid").contains("\n  12345678901234567890123,\n  -0.0,"));
}

#[test]
fn key_order_duplicate_keys_and_escapes_are_kept() {
    let text = r#"{"z":1,"a":2,"z":3,"\u00e9":"caf\u00e9 \/ \"q\" \n","é":"é 😀"}"#;
    assert_eq!(minify(text).as_deref(), Ok(text));
    assert_eq!(
        format(text, 1).as_deref(),
        Ok(
            "{\n \"z\": 1,\n \"a\": 2,\n \"z\": 3,\n \"\\u00e9\": \"caf\\u00e9 \\/ \\\"q\\\" \\n\",\n \"é\": \"é 😀\"\n}"
        )
    );
    assert_eq!(stats(text).map(|s| s.key_count), Ok(5), "each written key counts, duplicates too");
}

#[test]
fn structural_characters_inside_strings_are_text() {
    let text = r#"{"{[":"]}, :","\\":"\\\\"}"#;
    assert_eq!(minify(text).as_deref(), Ok(text));
    assert_eq!(stats(text).map(|s| (s.key_count, s.depth)), Ok((2, 1)));
}

#[test]
fn empty_input_is_invalid_with_the_specs_message() {
    for text in ["", "   ", "\n\t\r\n", "\u{feff}"] {
        assert_eq!(validate(text), Err(JsonError::Empty), "{text:?}");
        assert_eq!(JsonError::Empty.to_string(), "Input is empty");
    }
    let report = report("");
    assert!(!report.valid);
    assert_eq!(report.error, Some(JsonErrorReport { error: JsonError::Empty, line: None, column: None }));
}

#[test]
fn errors_carry_serde_jsons_message_with_line_and_column() {
    let missing_comma = "{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}";
    let error = syntax(missing_comma);
    assert_eq!(error, SyntaxError { message: "expected `,` or `}`".into(), line: 4, column: 3 });
    assert_eq!(error.to_string(), "expected `,` or `}` at line 4 column 3");

    let cases = [
        ("[1, 2,]", "trailing comma", 1, 7),
        ("[1, 2, \n ]", "trailing comma", 2, 2),
        ("{\"a\": 1,}", "trailing comma", 1, 9),
        ("{'a': 1}", "key must be a string", 1, 2),
        ("[1 2]", "expected `,` or `]`", 1, 4),
        ("{\"a\" 1}", "expected `:`", 1, 6),
        ("[tru]", "expected ident", 1, 5),
        ("{\"a\": 01}", "invalid number", 1, 8),
        ("\"\\x\"", "invalid escape", 1, 3),
        ("{\"a\": 1", "EOF while parsing an object", 1, 7),
        ("[1,\n", "EOF while parsing a value", 2, 0),
        ("{} {}", "trailing characters", 1, 4),
        ("undefined", "expected value", 1, 1),
        ("\"a\tb\"", "control character (\\u0000-\\u001F) found while parsing a string", 1, 3),
        ("[\"a\nb\"]", "control character (\\u0000-\\u001F) found while parsing a string", 1, 4),
    ];
    for (text, message, line, column) in cases {
        assert_eq!(syntax(text), SyntaxError { message: message.into(), line, column }, "{text:?}");
    }
}

#[test]
fn columns_count_characters_not_bytes() {
    // serde_json says byte column 17 here; the quote where a comma should be is the 12th character.
    let text = "{\"é😀\": \"ü\" \"x\": 1}";
    let serde = serde_json::from_str::<serde::de::IgnoredAny>(text).expect_err("invalid");
    assert_eq!(serde.column(), 17);
    let error = syntax(text);
    assert_eq!((error.line, error.column), (1, 12));
    assert_eq!(error.to_string(), "expected `,` or `}` at line 1 column 12");
}

#[test]
fn the_error_report_splits_the_reason_from_the_position() {
    let report = report("[1 2]");
    assert!(!report.valid);
    assert_eq!(report.stats, None);
    assert_eq!(
        report.error,
        Some(JsonErrorReport {
            error: JsonError::Syntax(SyntaxError { message: "expected `,` or `]`".into(), line: 1, column: 4 }),
            line: Some(1),
            column: Some(4),
        })
    );
    assert_eq!(
        report.error.map(|report| report.error.to_string()).as_deref(),
        Some("expected `,` or `]` at line 1 column 4")
    );
}

#[test]
fn a_leading_byte_order_mark_is_ignored() {
    let text = "\u{feff}{ \"a\": 1 }";
    assert_eq!(minify(text).as_deref(), Ok(r#"{"a":1}"#));
    assert_eq!(stats(text).map(|s| s.size), Ok(text.len()), "the size is the input's, mark included");
    assert_eq!(syntax("\u{feff}[1 2]").column, 4, "positions ignore the mark, as editors hide it");
}

#[test]
fn statistics_follow_the_documented_conventions() {
    let text = "{\n  \"a\": {\"b\": [1, {\"c\": null}]},\n  \"d\": []\n}\n";
    let stats = stats(text).expect("valid");
    let minified = minify(text).expect("valid");
    assert_eq!(minified, r#"{"a":{"b":[1,{"c":null}]},"d":[]}"#);
    assert_eq!(stats.size, 46);
    assert_eq!(stats.minified_size, minified.len());
    assert_eq!(stats.minified_size, 33);
    // (46 - 33) / 46 = 28.26…% → 28.3
    assert_eq!(stats.compression_ratio, 28.3);
    assert_eq!(stats.key_count, 4);
    assert_eq!(stats.depth, 4);
    assert_eq!(self::stats("[]").map(|s| s.depth), Ok(1));
    assert_eq!(self::stats("{\"a\":1}").map(|s| s.depth), Ok(1));
    assert_eq!(self::stats("[[],[[]]]").map(|s| s.depth), Ok(3));
    assert_eq!(self::stats("[1]").map(|s| s.compression_ratio), Ok(0.0));
    assert_eq!(self::stats("[1]   ").map(|s| s.compression_ratio), Ok(50.0));
}

#[test]
fn analyze_gives_everything_from_one_call() {
    let analysis = analyze(SAMPLE, 3).expect("indent in range");
    assert!(analysis.valid);
    assert_eq!(analysis.error, None);
    assert_eq!(analysis.formatted, format(SAMPLE, 3).ok());
    assert_eq!(analysis.minified.as_deref(), Some(SAMPLE));
    assert_eq!(analysis.stats, stats(SAMPLE).ok());
    assert_eq!(analysis.format_error, None);

    let invalid = analyze("{\"a\":}", 2).expect("indent in range");
    assert!(!invalid.valid);
    assert_eq!((invalid.formatted, invalid.minified, invalid.stats), (None, None, None));
    assert_eq!(invalid.error.map(|e| e.error.to_string()), Some("expected value at line 1 column 6".to_owned()));
}

#[test]
fn nesting_far_past_serde_jsons_recursion_limit_validates_minifies_and_measures() {
    let depth = 100_000;
    let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    assert!(serde_json::from_str::<serde_json::Value>(&text).is_err(), "a Value stops at depth 128");
    let stats = stats(&text).expect("valid at any depth");
    assert_eq!(stats.depth, depth);
    assert_eq!(minify(&text).map(|m| m.len()), Ok(2 * depth));
    // Unbalanced deep input is still refused, with a position.
    assert_eq!(syntax(&"[".repeat(depth)).message, "EOF while parsing a list");
}

#[test]
fn deep_documents_format_while_the_output_stays_within_the_limit() {
    let depth = 3_000;
    let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let formatted = format(&text, 1).expect("about 9 MB");
    assert_eq!(formatted.lines().count(), 2 * depth - 1);
    assert_eq!(formatted.lines().nth(depth - 1), Some(format!("{}[]", " ".repeat(depth - 1)).as_str()));
    assert!(formatted.ends_with("\n ]\n]"));
}

#[test]
fn formatting_that_would_exhaust_memory_is_refused_but_the_rest_still_works() {
    // 200 KB of brackets would indent to about 80 GB.
    let depth = 100_000;
    let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    let error = format(&text, 8).expect_err("too large");
    assert!(matches!(error, JsonError::TooLarge { bytes, .. } if bytes > MAX_FORMATTED_BYTES));
    assert!(error.to_string().starts_with("The formatted JSON would take "), "{error}");
    assert!(
        error.to_string().ends_with(
            "more than the 256 MB limit, because it is nested so deeply. Minify it or use a smaller indent."
        )
    );

    let analysis = analyze(&text, 8).expect("indent in range");
    assert!(analysis.valid);
    assert_eq!(analysis.formatted, None);
    assert_eq!(analysis.format_error, Some(error));
    assert_eq!(analysis.minified.map(|m| m.len()), Some(2 * depth));
    assert_eq!(analysis.stats.map(|s| s.depth), Some(depth));
}

#[test]
fn serialises_to_the_pages_camel_case_shape() {
    let json = serde_json::to_value(analyze("[1]", 2).expect("valid")).expect("serialises");
    assert_eq!(json["stats"]["minifiedSize"], 3);
    assert_eq!(json["stats"]["compressionRatio"], 0.0);
    assert_eq!(json["stats"]["keyCount"], 0);
    assert_eq!(json["formatted"], "[\n  1\n]");
}

/// A JSON document as a tree of tokens written exactly as they will appear in the text.
#[derive(Debug, Clone)]
enum Node {
    Scalar(String),
    Array(Vec<Node>),
    Object(Vec<(String, Node)>),
}

impl Node {
    /// The text with `gaps` (cycled) between every pair of tokens; no gaps gives the minified form.
    fn render(&self, gaps: &[String]) -> String {
        let mut out = String::new();
        let mut next_gap = gaps.iter().cycle();
        let mut gap = |out: &mut String| out.push_str(next_gap.next().map_or("", String::as_str));
        gap(&mut out);
        self.render_into(&mut out, &mut gap);
        gap(&mut out);
        out
    }

    fn render_into(&self, out: &mut String, gap: &mut impl FnMut(&mut String)) {
        match self {
            Node::Scalar(token) => out.push_str(token),
            Node::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    gap(out);
                    if i > 0 {
                        out.push(',');
                        gap(out);
                    }
                    item.render_into(out, gap);
                }
                gap(out);
                out.push(']');
            }
            Node::Object(members) => {
                out.push('{');
                for (i, (key, value)) in members.iter().enumerate() {
                    gap(out);
                    if i > 0 {
                        out.push(',');
                        gap(out);
                    }
                    out.push_str(key);
                    gap(out);
                    out.push(':');
                    gap(out);
                    value.render_into(out, gap);
                }
                gap(out);
                out.push('}');
            }
        }
    }

    fn key_count(&self) -> usize {
        match self {
            Node::Scalar(_) => 0,
            Node::Array(items) => items.iter().map(Node::key_count).sum(),
            Node::Object(members) => members.len() + members.iter().map(|(_, v)| v.key_count()).sum::<usize>(),
        }
    }

    fn depth(&self) -> usize {
        match self {
            Node::Scalar(_) => 0,
            Node::Array(items) => 1 + items.iter().map(Node::depth).max().unwrap_or(0),
            Node::Object(members) => 1 + members.iter().map(|(_, v)| v.depth()).max().unwrap_or(0),
        }
    }
}

/// Strings as JSON text: serde_json's encoding of any text, or hand-written escapes.
fn string_token() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,12}".prop_map(|s| serde_json::to_string(&s).expect("a string serialises")),
        proptest::collection::vec(
            prop_oneof![
                Just("\\\"".to_owned()),
                Just("\\\\".to_owned()),
                Just("\\/".to_owned()),
                Just("\\n".to_owned()),
                Just("\\u00E9".to_owned()),
                Just("\\ud83d\\ude00".to_owned()),
                "[a-z ,:{}\\[\\]]{1,3}",
            ],
            0..6
        )
        .prop_map(|parts| format!("\"{}\"", parts.concat())),
    ]
}

fn scalar_token() -> impl Strategy<Value = String> {
    prop_oneof![
        // Exponents stay within f64's range so serde_json::Value can hold the reference value.
        "-?(0|[1-9][0-9]{0,25})(\\.[0-9]{1,8})?([eE][+-]?[0-9]{1,2})?",
        Just("true".to_owned()),
        Just("false".to_owned()),
        Just("null".to_owned()),
        string_token(),
    ]
}

fn document() -> impl Strategy<Value = Node> {
    scalar_token().prop_map(Node::Scalar).prop_recursive(6, 48, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Node::Array),
            proptest::collection::vec((string_token(), inner), 0..6).prop_map(Node::Object),
        ]
    })
}

proptest! {
    #[test]
    fn format_and_minify_round_trip_and_keep_the_value(
        node in document(),
        gaps in proptest::collection::vec("[ \t\n\r]{0,3}", 1..8),
        indent in MIN_INDENT..=MAX_INDENT,
    ) {
        let text = node.render(&gaps);
        let minified = minify(&text).expect("valid");
        prop_assert_eq!(&minified, &node.render(&[]), "minifying drops exactly the whitespace");
        let formatted = format(&text, indent).expect("valid");
        prop_assert_eq!(measured(&text, indent as usize).0.pretty, formatted.len(), "the counting pass is exact");
        prop_assert_eq!(minify(&formatted).expect("formatted is valid"), minified.clone());
        prop_assert_eq!(format(&formatted, indent).expect("valid"), formatted.clone(), "formatting is idempotent");
        prop_assert_eq!(format(&minified, indent).expect("valid"), formatted.clone());

        let value: serde_json::Value = serde_json::from_str(&text).expect("the reference parser agrees");
        let reparsed: serde_json::Value = serde_json::from_str(&formatted).expect("formatted parses");
        prop_assert_eq!(&reparsed, &value);
        prop_assert_eq!(serde_json::from_str::<serde_json::Value>(&minified).expect("minified parses"), value);

        let stats = stats(&text).expect("valid");
        prop_assert_eq!(stats.size, text.len());
        prop_assert_eq!(stats.minified_size, minified.len());
        prop_assert_eq!(stats.key_count, node.key_count());
        prop_assert_eq!(stats.depth, node.depth());
        prop_assert!((0.0..=100.0).contains(&stats.compression_ratio));
    }

    #[test]
    fn any_text_serde_json_refuses_is_refused_with_a_position(text in "[\\[\\]{}\",:0-9a-z \n.e+-]{0,24}") {
        let reference = serde_json::from_str::<serde::de::IgnoredAny>(&text);
        match validate(&text) {
            Ok(()) => prop_assert!(reference.is_ok()),
            Err(JsonError::Empty) => prop_assert!(text.trim().is_empty()),
            Err(JsonError::Syntax(error)) => {
                prop_assert!(reference.is_err());
                prop_assert!(error.line >= 1);
                prop_assert!(format(&text, 2).is_err() && minify(&text).is_err());
            }
            Err(other) => prop_assert!(false, "unexpected {other:?}"),
        }
    }
}
