use super::*;
use proptest::prelude::*;

fn all(text: &str) -> Vec<(&'static str, String)> {
    convert_all(text).into_iter().map(|c| (c.format.name(), c.text)).collect()
}

#[test]
fn hello_world_example_in_every_format() {
    assert_eq!(
        all("hello world example"),
        [
            ("UPPERCASE", "HELLO WORLD EXAMPLE"),
            ("lowercase", "hello world example"),
            ("Title Case", "Hello World Example"),
            ("Sentence case", "Hello world example"),
            ("camelCase", "helloWorldExample"),
            ("PascalCase", "HelloWorldExample"),
            ("snake_case", "hello_world_example"),
            ("kebab-case", "hello-world-example"),
            ("CONSTANT_CASE", "HELLO_WORLD_EXAMPLE"),
            ("dot.case", "hello.world.example"),
        ]
        .map(|(name, text)| (name, text.to_owned()))
    );
}

#[test]
fn ten_formats_with_unique_ids_names_and_descriptions() {
    let conversions = convert_all("");
    assert_eq!(conversions.len(), 10);
    assert_eq!(conversions.iter().map(|c| c.format).collect::<Vec<_>>(), CaseFormat::ALL);
    let ids: std::collections::HashSet<_> = CaseFormat::ALL.map(CaseFormat::id).into();
    let names: std::collections::HashSet<_> = CaseFormat::ALL.map(CaseFormat::name).into();
    assert_eq!((ids.len(), names.len()), (10, 10));
    for c in &conversions {
        let id = c.format.id();
        assert_eq!(serde_json::to_value(c.format).expect("serialisable"), id, "the page sees the CLI's id");
        assert_eq!(CaseFormat::from_id(id), Some(c.format));
        assert!(!c.format.description().is_empty());
        assert_eq!(c.text, "", "{id} of empty text");
    }
    assert_eq!(CaseFormat::from_id("shouting"), None);
    assert_eq!("snake".parse::<CaseFormat>(), Ok(CaseFormat::Snake));
    let error = "shouting".parse::<CaseFormat>().expect_err("unknown id");
    assert!(error.to_string().starts_with("Unknown case format 'shouting'. Use one of: upper, lower,"), "{error}");
}

#[test]
fn convert_matches_convert_all() {
    let text = "The XMLHttpRequest API's 2nd version, don't panic!\nÄrger über Öl.";
    for c in convert_all(text) {
        assert_eq!(convert(text, c.format), c.text, "{}", c.format.id());
    }
}

#[test]
fn words_split_on_punctuation_humps_acronyms_and_digits() {
    let cases: [(&str, &[&str]); 12] = [
        ("hello world", &["hello", "world"]),
        ("  hello,world!!  ", &["hello", "world"]),
        ("helloWorld", &["hello", "World"]),
        ("HelloWorld", &["Hello", "World"]),
        ("XMLHttpRequest", &["XML", "Http", "Request"]),
        ("getHTTPResponseCode", &["get", "HTTP", "Response", "Code"]),
        ("userID", &["user", "ID"]),
        ("version2Beta", &["version", "2", "Beta"]),
        ("abc123def", &["abc", "123", "def"]),
        ("already_snake-and-kebab.and.dot", &["already", "snake", "and", "kebab", "and", "dot"]),
        ("CONSTANT_CASE_VALUE", &["CONSTANT", "CASE", "VALUE"]),
        ("don't stop believin'", &["don't", "stop", "believin"]),
    ];
    for (text, words) in cases {
        assert_eq!(split_words(text), words, "{text:?}");
    }
}

#[test]
fn acronyms_become_ordinary_words() {
    assert_eq!(convert("XMLHttpRequest", CaseFormat::Snake), "xml_http_request");
    assert_eq!(convert("XMLHttpRequest", CaseFormat::Camel), "xmlHttpRequest");
    assert_eq!(convert("parse JSON file", CaseFormat::Pascal), "ParseJsonFile");
    assert_eq!(convert("userID", CaseFormat::Kebab), "user-id");
}

#[test]
fn identifier_formats_round_trip_between_each_other() {
    let camel = "helloWorldExample2";
    let snake = convert(camel, CaseFormat::Snake);
    assert_eq!(snake, "hello_world_example_2");
    assert_eq!(convert(&snake, CaseFormat::Camel), camel);
    assert_eq!(convert("HELLO_WORLD", CaseFormat::Camel), "helloWorld");
    assert_eq!(convert("hello.world", CaseFormat::Constant), "HELLO_WORLD");
    assert_eq!(convert("Hello-World", CaseFormat::Dot), "hello.world");
}

#[test]
fn apostrophes_inside_words_are_dropped_from_identifiers() {
    assert_eq!(convert("don't stop", CaseFormat::Snake), "dont_stop");
    assert_eq!(convert("it\u{2019}s fine", CaseFormat::Pascal), "ItsFine");
    assert_eq!(convert("'quoted' words", CaseFormat::Kebab), "quoted-words");
}

#[test]
fn unicode_letters_keep_working() {
    let text = "Ärger über Öl";
    assert_eq!(convert(text, CaseFormat::Snake), "ärger_über_öl");
    assert_eq!(convert(text, CaseFormat::Pascal), "ÄrgerÜberÖl");
    assert_eq!(convert(text, CaseFormat::Camel), "ärgerÜberÖl");
    assert_eq!(convert(text, CaseFormat::Constant), "ÄRGER_ÜBER_ÖL");
    assert_eq!(convert(text, CaseFormat::Upper), "ÄRGER ÜBER ÖL");
    assert_eq!(convert(text, CaseFormat::Title), "Ärger Über Öl");
    assert_eq!(convert("ärgerÜberÖl", CaseFormat::Kebab), "ärger-über-öl");
    // ß has no single capital: it becomes SS.
    assert_eq!(convert("straße", CaseFormat::Constant), "STRASSE");
    // Greek, Cyrillic, and uncased scripts.
    assert_eq!(convert("привет мир", CaseFormat::Pascal), "ПриветМир");
    assert_eq!(convert("ΟΔΟΣ", CaseFormat::Lower), "οδος");
    assert_eq!(convert("日本語 テキスト", CaseFormat::Snake), "日本語_テキスト");
}

#[test]
fn combining_marks_stay_on_their_letter() {
    // "e" + COMBINING ACUTE ACCENT is one letter: it neither splits the word nor restarts Title Case.
    let text = "e\u{301}clair cafe\u{301}";
    assert_eq!(convert(text, CaseFormat::Title), "E\u{301}clair Cafe\u{301}");
    assert_eq!(convert(text, CaseFormat::Snake), "e\u{301}clair_cafe\u{301}");
    assert_eq!(convert(text, CaseFormat::Pascal), "E\u{301}clairCafe\u{301}");
}

#[test]
fn prose_formats_keep_line_breaks_and_punctuation() {
    let text = "first LINE, here!\n\nsecond   line\ttab.\r\nthird";
    assert_eq!(convert(text, CaseFormat::Upper), "FIRST LINE, HERE!\n\nSECOND   LINE\tTAB.\r\nTHIRD");
    assert_eq!(convert(text, CaseFormat::Lower), "first line, here!\n\nsecond   line\ttab.\r\nthird");
    assert_eq!(convert(text, CaseFormat::Title), "First Line, Here!\n\nSecond   Line\tTab.\r\nThird");
    assert_eq!(convert(text, CaseFormat::Sentence), "First line, here!\n\nSecond   line\ttab.\r\nThird");
}

#[test]
fn identifier_formats_join_all_words_across_lines() {
    assert_eq!(convert("first line\nsecond line\n", CaseFormat::Snake), "first_line_second_line");
}

#[test]
fn title_case_capitalises_every_word_and_lowers_the_rest() {
    assert_eq!(convert("the QUICK brown fox", CaseFormat::Title), "The Quick Brown Fox");
    assert_eq!(convert("don't stop-believing", CaseFormat::Title), "Don't Stop-Believing");
    assert_eq!(convert("3rd place (final)", CaseFormat::Title), "3rd Place (Final)");
    assert_eq!(convert("o'neil's iPhone", CaseFormat::Title), "O'neil's Iphone");
}

#[test]
fn sentence_case_capitalises_the_first_letter_of_each_sentence() {
    let cases = [
        ("HELLO WORLD. HOW ARE YOU? FINE!", "Hello world. How are you? Fine!"),
        ("wait... what?! ok", "Wait... What?! Ok"),
        ("pi is 3.14 today. e.g.x stays", "Pi is 3.14 today. E.g.x stays"),
        ("he said \"hi.\" then left", "He said \"hi.\" Then left"),
        ("apples, pears etc., and more", "Apples, pears etc., and more"),
        ("line one\nline two", "Line one\nline two"),
        ("a heading\n\nparagraph text", "A heading\n\nParagraph text"),
        ("end.\nnext line", "End.\nNext line"),
        ("  leading spaces", "  Leading spaces"),
        ("élan vital. über alles", "Élan vital. Über alles"),
        ("", ""),
    ];
    for (text, expected) in cases {
        assert_eq!(convert(text, CaseFormat::Sentence), expected, "{text:?}");
    }
}

#[test]
fn no_words_gives_empty_identifiers() {
    for format in [CaseFormat::Camel, CaseFormat::Snake, CaseFormat::Constant] {
        assert_eq!(convert("  --- !!! \n", format), "");
    }
}

#[test]
fn emoji_are_separators_in_identifiers_and_kept_in_prose() {
    assert_eq!(convert("hello 👍🏽 world", CaseFormat::Snake), "hello_world");
    assert_eq!(convert("hello 👍🏽 world", CaseFormat::Title), "Hello 👍🏽 World");
}

proptest! {
    #[test]
    fn prose_formats_keep_every_non_letter(text in "\\PC{0,60}") {
        for format in [CaseFormat::Title, CaseFormat::Sentence] {
            let out = convert(&text, format);
            // Only letters change case (one may become several, as ß → SS or ΐ → Ϊ́ with combining marks), so
            // everything else is kept in order.
            let kept = |s: &str| {
                s.chars().filter(|c| !c.is_alphanumeric() && !('\u{300}'..='\u{36F}').contains(c)).collect::<String>()
            };
            prop_assert_eq!(kept(&out), kept(&text));
        }
    }

    #[test]
    fn identifier_outputs_have_only_letters_digits_and_their_separator(text in "[[\\p{Latin}\\p{Greek}\\p{Cyrillic}\\p{Han}\\p{Arabic}\\p{Hebrew}&&\\p{L}]\\p{Nd}\\p{P}\\p{S} \\n]{0,60}") {
        for (format, separator) in [(CaseFormat::Snake, '_'), (CaseFormat::Kebab, '-'), (CaseFormat::Dot, '.')] {
            let out = convert(&text, format);
            prop_assert!(!out.starts_with(separator) && !out.ends_with(separator));
            let doubled = String::from_iter([separator, separator]);
            prop_assert!(!out.contains(&doubled));
            prop_assert!(!out.chars().any(char::is_whitespace));
            prop_assert_eq!(convert(&out, format), out.clone(), "converting twice changes nothing");
        }
    }

    #[test]
    fn snake_and_camel_agree_on_the_words(words in proptest::collection::vec("[a-z]{2,8}", 1..6)) {
        let text = words.join(" ");
        prop_assert_eq!(convert(&text, CaseFormat::Snake), words.join("_"));
        prop_assert_eq!(convert(&convert(&text, CaseFormat::Camel), CaseFormat::Snake), words.join("_"));
        prop_assert_eq!(convert(&convert(&text, CaseFormat::Pascal), CaseFormat::Kebab), words.join("-"));
    }
}
