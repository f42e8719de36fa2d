use super::*;
use proptest::prelude::*;

fn to_json(input: &str) -> Result<String, CsvError> {
    convert(input, &CsvOptions::default()).map(|conversion| conversion.output)
}

fn with(options: CsvOptions, input: &str) -> Result<String, CsvError> {
    convert(input, &options).map(|conversion| conversion.output)
}

fn typed() -> CsvOptions {
    CsvOptions { types: true, ..CsvOptions::default() }
}

fn no_header() -> CsvOptions {
    CsvOptions { header: false, ..CsvOptions::default() }
}

fn to_csv(input: &str) -> Result<String, CsvError> {
    with(CsvOptions { to: Target::Csv, ..CsvOptions::default() }, input)
}

/// Feeds `input` in chunks of `size` bytes.
fn chunked(input: &[u8], size: usize, options: &CsvOptions) -> Result<CsvConversion, CsvError> {
    let mut converter = Converter::new(options);
    let mut output = String::new();
    for chunk in input.chunks(size) {
        output.push_str(&converter.push(chunk)?);
    }
    let rest = converter.finish()?;
    output.push_str(&rest.output);
    Ok(CsvConversion { output, summary: rest.summary })
}

// ---- CSV → JSON ----

#[test]
fn converts_the_issues_example_as_text_and_typed() {
    assert_eq!(
        to_json("name,age\nAda,36").as_deref(),
        Ok("[\n  {\n    \"name\": \"Ada\",\n    \"age\": \"36\"\n  }\n]\n")
    );
    assert_eq!(
        with(typed(), "name,age\nAda,36").as_deref(),
        Ok("[\n  {\n    \"name\": \"Ada\",\n    \"age\": 36\n  }\n]\n")
    );
}

#[test]
fn writes_what_serde_json_pretty_prints() {
    let csv = "a,b,c\n\"x\"\"y\",\"1,2\",\"line\nbreak\"\n\\,\t,é☕\u{1}\n";
    let expected: Vec<serde_json::Map<String, serde_json::Value>> = vec![
        [("a", "x\"y"), ("b", "1,2"), ("c", "line\nbreak")].into_iter().map(|(k, v)| (k.into(), v.into())).collect(),
        [("a", "\\"), ("b", "\t"), ("c", "é☕\u{1}")].into_iter().map(|(k, v)| (k.into(), v.into())).collect(),
    ];
    assert_eq!(to_json(csv), Ok(serde_json::to_string_pretty(&expected).unwrap_or_default() + "\n"));
    let rows = [vec!["a", "b", "c"], vec!["x\"y", "1,2", "line\nbreak"], vec!["\\", "\t", "é☕\u{1}"]];
    assert_eq!(with(no_header(), csv), Ok(serde_json::to_string_pretty(&rows).unwrap_or_default() + "\n"));
}

#[test]
fn reads_quoted_fields_with_delimiters_newlines_and_doubled_quotes() {
    let conversion = convert("q,n\n\"a, b\",\"say \"\"hi\"\"\"\n\"two\r\nlines\",x\n", &CsvOptions::default());
    let Ok(conversion) = conversion else { panic!("{conversion:?}") };
    assert_eq!(conversion.summary.preview, [vec!["a, b", "say \"hi\""], vec!["two\r\nlines", "x"]]);
    assert!(conversion.output.contains(r#""n": "say \"hi\"""#));
    assert!(conversion.output.contains(r#""q": "two\r\nlines""#));
}

#[test]
fn without_a_header_rows_are_arrays_of_any_length() {
    assert_eq!(
        with(no_header(), "a,b\n1\n").as_deref(),
        Ok("[\n  [\n    \"a\",\n    \"b\"\n  ],\n  [\n    \"1\"\n  ]\n]\n")
    );
}

#[test]
fn a_header_alone_is_an_empty_array() {
    assert_eq!(to_json("name,age\n").as_deref(), Ok("[]\n"));
}

#[test]
fn types_numbers_booleans_and_empty_fields_only_when_asked() {
    let csv = "a,b,c,d,e,f,g,h,i,j,k,l\n42,-3.5,true,false,,007,1e999,1e3,+1,.5,9007199254740992,True\n";
    let Ok(output) = with(typed(), csv) else { panic!() };
    let value: serde_json::Value = serde_json::from_str(&output).unwrap_or_default();
    assert_eq!(
        value,
        serde_json::json!([{
            "a": 42, "b": -3.5, "c": true, "d": false, "e": null, "f": "007", "g": "1e999", "h": 1e3,
            "i": "+1", "j": ".5", "k": "9007199254740992", "l": "True"
        }])
    );
    // A number is written as it was.
    assert!(output.contains("\"h\": 1e3"));
    let Ok(plain) = to_json(csv) else { panic!() };
    assert!(plain.contains("\"a\": \"42\"") && plain.contains("\"e\": \"\""));
}

#[test]
fn detects_each_delimiter_and_says_which() {
    for (csv, delimiter) in [
        ("a,b\n1,2\n", Delimiter::Comma),
        ("a;b\n1;2\n", Delimiter::Semicolon),
        ("a\tb\n1\t2\n", Delimiter::Tab),
        ("a|b\n1|2\n", Delimiter::Pipe),
        // Commas inside numbers and quotes do not count: the semicolon is on every line the same number of times.
        ("name;price\n\"Smith, J\";3,50\nAda;4\n", Delimiter::Semicolon),
    ] {
        let conversion = convert(csv, &CsvOptions::default());
        let Ok(conversion) = conversion else { panic!("{csv:?}: {conversion:?}") };
        assert_eq!(conversion.summary.delimiter, delimiter, "{csv:?}");
        assert_eq!(conversion.summary.columns, 2, "{csv:?}");
        let first = conversion.summary.header.as_deref().and_then(<[String]>::first).map(String::as_str);
        assert_eq!(first, csv.split(|c: char| !c.is_alphanumeric()).next(), "{csv:?}");
    }
    assert_eq!(detect_delimiter("name\nAda\n"), None);
    assert_eq!(detect_delimiter("a,b;c\n1,2;3"), Some(Delimiter::Comma));
    assert_eq!(detect_delimiter("a;b;c\n1;2;3,4"), Some(Delimiter::Semicolon));
}

#[test]
fn a_chosen_delimiter_wins_over_detection() {
    let options = CsvOptions { delimiter: Some(Delimiter::Pipe), header: false, ..CsvOptions::default() };
    let Ok(conversion) = convert("a,b|c\n", &options) else { panic!() };
    assert_eq!(conversion.summary.delimiter, Delimiter::Pipe);
    assert_eq!(conversion.summary.preview, [vec!["a,b", "c"]]);
}

#[test]
fn skips_a_bom_and_empty_lines_and_takes_any_line_end() {
    assert_eq!(to_json("\u{feff}name,age\r\n\r\nAda,36\r\n\n"), to_json("name,age\nAda,36"));
    assert_eq!(to_json("name,age\rAda,36\r"), to_json("name,age\nAda,36"));
}

#[test]
fn numbers_a_repeated_header_name() {
    let Ok(conversion) = convert("a,a,b,a\n1,2,3,4\n", &CsvOptions::default()) else { panic!() };
    assert_eq!(conversion.summary.header, Some(["a", "a_2", "b", "a_3"].map(String::from).to_vec()));
}

#[test]
fn refuses_a_row_with_another_number_of_fields_with_its_line() {
    let error = to_json("a,b\n1,2\n\"x\ny\",2,3\n");
    assert_eq!(error, Err(CsvError::FieldCount { line: 3, expected: 2, found: 3 }));
    assert_eq!(
        error.map_err(|error| error.to_string()),
        Err("Line 3 has 3 fields, and the header has 2: each row needs one field per column.".to_owned())
    );
    let short = to_json("a,b\n\n\n1\n");
    assert_eq!(short, Err(CsvError::FieldCount { line: 4, expected: 2, found: 1 }));
    assert_eq!(
        short.map_err(|error| error.to_string()),
        Err("Line 4 has 1 field, and the header has 2: each row needs one field per column.".to_owned())
    );
}

#[test]
fn refuses_an_unterminated_quote_with_the_line_it_opens_on() {
    let error = to_json("a,b\n1,2\n3,\"four\n5,6\n");
    assert_eq!(error, Err(CsvError::UnterminatedQuote { line: 3 }));
    assert_eq!(
        error.map_err(|error| error.to_string()),
        Err("The quoted field that opens on line 3 is never closed: a closing \" is missing.".to_owned())
    );
    // A quote in the middle of a field is text, and a closed quote followed by text is no error.
    assert!(to_json("a,b\nx\"y,\"z\"w\n").is_ok());
}

#[test]
fn refuses_invalid_utf8_with_its_byte_and_line() {
    let mut bytes = b"a,b\n1,2\nx,".to_vec();
    bytes.push(0xff);
    let options = CsvOptions::default();
    let refused = Err(CsvError::NotUtf8 { byte: 11, line: 3 });
    assert_eq!(chunked(&bytes, 1 << 20, &options).map(|c| c.output), refused);
    assert_eq!(chunked(&bytes, 1, &options).map(|c| c.output), refused);
    // A character cut at the input's end, and one cut between chunks (which is fine).
    assert_eq!(chunked(b"a\n\xc3", 1, &options).map(|c| c.output), Err(CsvError::NotUtf8 { byte: 3, line: 2 }));
    let Ok(split) = chunked("a\né☕\n".as_bytes(), 1, &CsvOptions { header: false, ..options }) else { panic!() };
    assert_eq!(split.summary.preview, [vec!["a"], vec!["é☕"]]);
    assert_eq!(
        CsvError::NotUtf8 { byte: 11, line: 3 }.to_string(),
        "The input is not UTF-8 text: byte 11 (line 3) is not part of a character."
    );
}

#[test]
fn refuses_empty_input_with_the_users_message() {
    for input in ["", " \n\r\n", "\u{feff}"] {
        assert_eq!(
            to_json(input).map_err(|error| error.to_string()),
            Err("Enter some text to convert.".to_owned()),
            "{input:?}"
        );
        assert_eq!(to_csv(input), Err(CsvError::Empty), "{input:?}");
    }
}

#[test]
fn any_chunking_gives_the_same_output() {
    let csv = "\u{feff}name;note\r\n\"Ada\";\"a \"\"b\"\"\nc\"\r\n\r\nGrace;x\n".repeat(3);
    let whole = convert(&csv, &no_header());
    for size in [1, 2, 3, 7, 64] {
        assert_eq!(chunked(csv.as_bytes(), size, &no_header()), whole, "chunks of {size}");
    }
}

#[test]
fn detects_the_delimiter_from_the_same_lines_however_the_input_is_chunked() {
    // libFuzzer: detection waited for a chunk that brought the 20th line (or the 64 KiB) but then read all the
    // chunks had brought, so whole input weighed line 21 (semicolons only) and chunks of 1 did not.
    let options = CsvOptions::default();
    let csv = format!("{}4;5\n", "1;2,3\n".repeat(20));
    let refused = Err(CsvError::FieldCount { line: 21, expected: 2, found: 1 });
    assert_eq!(chunked(csv.as_bytes(), csv.len(), &options).map(|c| c.output), refused);
    assert_eq!(chunked(csv.as_bytes(), 1, &options).map(|c| c.output), refused);
    // The same at 64 KiB: the line cut there is left out, whatever follows in the chunk.
    let csv = format!("1;2,3\n4;5{}\n", "6".repeat(70_000));
    let refused = Err(CsvError::FieldCount { line: 2, expected: 2, found: 1 });
    assert_eq!(chunked(csv.as_bytes(), csv.len(), &options).map(|c| c.output), refused);
    assert_eq!(chunked(csv.as_bytes(), 1, &options).map(|c| c.output), refused);
}

#[test]
fn converts_a_huge_single_field_and_many_rows() {
    let field = "x".repeat(20 << 20);
    let Ok(conversion) = convert(&format!("a\n\"{field}\"\n"), &CsvOptions::default()) else { panic!() };
    assert_eq!(conversion.output.len(), field.len() + "[\n  {\n    \"a\": \"\"\n  }\n]\n".len());
    assert_eq!(conversion.summary.preview[0][0].chars().count(), PREVIEW_CELL_CHARS + 1);

    let many = "a,b\n".to_owned() + &"1,2\n".repeat(200_000);
    let Ok(conversion) = chunked(many.as_bytes(), 1 << 16, &typed()) else { panic!() };
    assert_eq!((conversion.summary.rows, conversion.summary.columns), (200_000, 2));
    assert_eq!(conversion.summary.preview.len(), PREVIEW_ROWS);
}

// ---- JSON → CSV ----

#[test]
fn writes_an_array_of_objects_with_the_union_of_their_keys() {
    assert_eq!(to_csv(r#"[{"name":"Ada","age":"36"}]"#).as_deref(), Ok("name,age\nAda,36\n"));
    assert_eq!(
        to_csv(r#"[{"b":1,"a":"x, y"},{"c":true,"a":null},{"a":"say \"hi\"\nthere","b":1.50}]"#).as_deref(),
        Ok("b,a,c\n1,\"x, y\",\n,,true\n1.50,\"say \"\"hi\"\"\nthere\",\n")
    );
}

#[test]
fn writes_arrays_values_and_nested_json() {
    // An empty row is written as one empty field, which an empty line would not be.
    assert_eq!(to_csv(r#"[["a","b"],[1],[]]"#).as_deref(), Ok("a,b\n1\n\"\"\n"));
    assert_eq!(
        to_csv(r#"["x", 2, false, null, 12345678901234567890123]"#).as_deref(),
        Ok("x\n2\nfalse\n\"\"\n12345678901234567890123\n")
    );
    assert_eq!(
        to_csv("[{\"a\": {\"z\": [1, 2], \"y\": \"s p\\\"\"}}]").as_deref(),
        Ok("a\n\"{\"\"z\"\":[1,2],\"\"y\"\":\"\"s p\\\"\"\"\"}\"\n")
    );
    let options =
        CsvOptions { to: Target::Csv, delimiter: Some(Delimiter::Semicolon), header: false, ..CsvOptions::default() };
    assert_eq!(with(options, r#"[{"a":"1;2","b":2}]"#).as_deref(), Ok("\"1;2\";2\n"));
}

#[test]
fn escapes_formulas_only_when_asked() {
    let json = r#"[{"f":"=SUM(A1)","g":"+1","h":"-3.5","i":"@x","j":"-x","k":"a=b"}]"#;
    assert_eq!(to_csv(json).as_deref(), Ok("f,g,h,i,j,k\n=SUM(A1),+1,-3.5,@x,-x,a=b\n"));
    let options = CsvOptions { to: Target::Csv, escape_formulas: true, ..CsvOptions::default() };
    assert_eq!(with(options, json).as_deref(), Ok("f,g,h,i,j,k\n'=SUM(A1),'+1,-3.5,'@x,'-x,a=b\n"));
}

#[test]
fn refuses_what_is_no_array_of_rows_with_its_place() {
    assert_eq!(to_csv(r#"{"a":1}"#), Err(CsvError::NotAnArray { found: JsonKind::Object }));
    assert_eq!(
        to_csv("42").map_err(|error| error.to_string()),
        Err("The JSON is a number: CSV needs an array of rows (objects, arrays or values).".to_owned())
    );
    let mixed = to_csv("[{\"a\":1},\n  [1]]");
    assert_eq!(mixed, Err(CsvError::MixedRows { item: 2, line: 2, column: 3 }));
    assert_eq!(
        mixed.map_err(|error| error.to_string()),
        Err("Item 2 of the array (line 2, column 3) does not match the first: either every item is an object or none is."
            .to_owned())
    );
    assert_eq!(to_csv("[1,\n{\"a\":1}]"), Err(CsvError::MixedRows { item: 2, line: 2, column: 1 }));
    assert_eq!(to_csv("[1,]").map_err(|error| error.to_string()), Err("trailing comma (line 1, column 4)".to_owned()));
}

#[test]
fn refuses_deep_nesting_at_its_place() {
    let deep = "[".repeat(100_000) + &"]".repeat(100_000);
    assert_eq!(to_csv(&deep), Err(CsvError::TooDeep { limit: MAX_DEPTH, line: 1, column: 129 }));
    assert_eq!(
        CsvError::TooDeep { limit: 128, line: 1, column: 129 }.to_string(),
        "The JSON is nested more than 128 levels deep (line 1, column 129)."
    );
    // Just within the limit.
    let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
    assert!(to_csv(&ok).is_ok());
    let objects = format!("[{{\"a\":{}1{}}}]", "{\"b\":".repeat(200), "}".repeat(200));
    assert!(matches!(to_csv(&objects), Err(CsvError::TooDeep { line: 1, .. })));
}

#[test]
fn refuses_invalid_utf8_json_with_its_byte() {
    let options = CsvOptions { to: Target::Csv, ..CsvOptions::default() };
    assert_eq!(
        chunked(b"[\"a\",\n\"\xe2\x82\"]", 4, &options).map(|c| c.output),
        Err(CsvError::NotUtf8 { byte: 8, line: 2 })
    );
}

#[test]
fn summarises_what_it_wrote() {
    let options = CsvOptions { to: Target::Csv, ..CsvOptions::default() };
    let Ok(conversion) = convert(r#"[{"a":1},{"b":"x"}]"#, &options) else { panic!() };
    assert_eq!(
        conversion.summary,
        CsvSummary {
            delimiter: Delimiter::Comma,
            rows: 2,
            columns: 2,
            header: Some(vec!["a".into(), "b".into()]),
            preview: vec![vec!["1".into(), "".into()], vec!["".into(), "x".into()]],
        }
    );
}

#[test]
fn round_trips_json_to_csv_to_json() {
    let json = "[\n  {\n    \"name\": \"Ada, \\\"the\\\" first\",\n    \"note\": \"two\\nlines\"\n  },\n  {\n    \"name\": \"\",\n    \"note\": \"é\"\n  }\n]\n";
    let Ok(csv) = to_csv(json) else { panic!() };
    assert_eq!(to_json(&csv).as_deref(), Ok(json));
}

proptest! {
    #[test]
    fn tables_of_text_round_trip(
        // Any text but a leading byte order mark, which a CSV reader skips.
        rows in prop::collection::vec(prop::collection::vec("(?s)[^\u{feff}]{0,8}", 1..4), 1..6),
        delimiter in prop::sample::select(Delimiter::ALL.to_vec()),
    ) {
        // Arrays of text → CSV → arrays of text, with the delimiter chosen on the way back.
        let json = serde_json::to_string(&rows).unwrap_or_default();
        let options = CsvOptions { to: Target::Csv, delimiter: Some(delimiter), ..CsvOptions::default() };
        let csv = with(options, &json);
        prop_assert!(csv.is_ok(), "{csv:?}");
        let csv = csv.unwrap_or_default();
        let back = with(CsvOptions { delimiter: Some(delimiter), ..no_header() }, &csv);
        prop_assert_eq!(back, Ok(serde_json::to_string_pretty(&rows).unwrap_or_default() + "\n"));
    }

    #[test]
    fn never_panics_and_places_refusals_inside_the_input(input in "[a,;\"\n\r|\t{}\\[\\]0-9é]{0,40}") {
        for to in [Target::Json, Target::Csv] {
            for header in [true, false] {
                let options = CsvOptions { to, header, types: true, ..CsvOptions::default() };
                if let Err(error) = convert(&input, &options)
                    && let Some((line, _)) = error.position()
                {
                    prop_assert!(line <= input.matches('\n').count() + 1, "{error:?}");
                }
            }
        }
    }
}

#[test]
fn a_table_of_white_space_is_written_quoted_so_it_reads_back() {
    // Found by the fuzzer: `[[" "]]` was written ` \n`, which reads as no input at all.
    let csv = convert(r#"[[" "], ["\t"]]"#, &CsvOptions { to: Target::Csv, ..CsvOptions::default() }).expect("CSV");
    assert_eq!(csv.output, "\" \"\n\"\t\"\n");
    let back = convert(&csv.output, &CsvOptions { header: false, ..CsvOptions::default() }).expect("JSON");
    assert_eq!(back.output, "[\n  [\n    \" \"\n  ],\n  [\n    \"\\t\"\n  ]\n]\n");
}
