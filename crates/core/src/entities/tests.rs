use super::*;
use proptest::prelude::*;

const ALL: EncodeOptions = EncodeOptions { all_non_ascii: true };

#[test]
fn encodes_and_decodes_the_issues_example() {
    let html = r#"<a href="x">Tom & Jerry</a>"#;
    let escaped = "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&lt;/a&gt;";
    assert_eq!(encode(html, EncodeOptions::default()), escaped);
    assert_eq!(decode(escaped), html);
}

#[test]
fn an_apostrophe_is_a_numeric_reference_every_parser_knows() {
    assert_eq!(encode("it's", EncodeOptions::default()), "it&#39;s");
    assert_eq!(decode("it&#39;s &apos;"), "it's '");
}

#[test]
fn keeps_non_ascii_unless_asked_then_writes_one_reference_per_code_point() {
    assert_eq!(encode("café 😀 ©", EncodeOptions::default()), "café 😀 ©");
    // The emoji is one astral code point: one reference, not two UTF-16 surrogates.
    assert_eq!(encode("café 😀 ©", ALL), "caf&#xe9; &#x1f600; &#xa9;");
    assert_eq!(decode("caf&#xe9; &#x1f600; &#xa9;"), "café 😀 ©");
    // A flag is two code points, each its own reference.
    assert_eq!(encode("🇫🇷", ALL), "&#x1f1eb;&#x1f1f7;");
}

#[test]
fn leaves_the_c1_controls_as_they_are_since_no_reference_stands_for_them() {
    assert_eq!(encode("\u{80}\u{9f}é", ALL), "\u{80}\u{9f}&#xe9;");
    assert_eq!(decode(&encode("\u{80}\u{9f}é", ALL)), "\u{80}\u{9f}é");
}

#[test]
fn decodes_decimal_and_hexadecimal_references() {
    assert_eq!(decode("&#38; &#x26; &#X26; &#0038;"), "& & & &");
    assert_eq!(decode("&#x1F600;&#128512;"), "😀😀");
    // Without the semicolon a numeric reference still ends at its last digit (a parse error browsers forgive).
    assert_eq!(decode("&#38x"), "&x");
}

#[test]
fn repairs_bad_numeric_references_as_the_html_standard_says() {
    assert_eq!(decode("&#0;"), "\u{fffd}");
    assert_eq!(decode("&#xD800;&#xDFFF;"), "\u{fffd}\u{fffd}");
    assert_eq!(decode("&#x110000;&#99999999999999999999;"), "\u{fffd}\u{fffd}");
    assert_eq!(decode("&#x10FFFF;"), "\u{10ffff}");
    // 0x80–0x9F are read as Windows-1252, except the five holes it leaves.
    assert_eq!(decode("&#128;&#x85;&#150;&#x99;&#x9F;"), "€…–™Ÿ");
    assert_eq!(decode("&#x81;&#x8D;"), "\u{81}\u{8d}");
}

#[test]
fn decodes_legacy_names_without_their_semicolon_as_browsers_do() {
    assert_eq!(decode("&amp &copy 2024 &lt&gt"), "& © 2024 <>");
    // The standard's own example: the longest name that matches wins, the rest is text.
    assert_eq!(decode("I'm &notit; I tell you"), "I'm ¬it; I tell you");
    assert_eq!(decode("&notin;"), "∉");
    // Names that need their semicolon are left alone without it.
    assert_eq!(decode("&hellip &rarr"), "&hellip &rarr");
}

#[test]
fn decodes_references_that_stand_for_two_code_points() {
    assert_eq!(decode("&NotEqualTilde;"), "\u{2242}\u{338}");
    assert_eq!(decode("&bne;"), "=\u{20e5}");
    assert_eq!(decode("&fjlig;"), "fj");
}

#[test]
fn leaves_what_is_no_reference_as_written() {
    for text in ["&qwerty;", "a & b", "&", "&;", "&#;", "&#x;", "&#xZ;", "&&amp", "AT&T", "&Amp;", "&#-1;"] {
        let expected = text.replace("&amp", "&");
        assert_eq!(decode(text), expected, "{text}");
    }
}

/// The conformance measure: all 2,231 entries of the WHATWG's `entities.json` (as the `entities` crate carries
/// them, independently of the table the decoder uses) decode to their characters, alone and inside text.
#[test]
fn decodes_every_named_reference_of_the_whatwg_list() {
    use entities::{Codepoints, ENTITIES};
    assert_eq!(ENTITIES.len(), 2231);
    let mut failures = Vec::new();
    for entity in &ENTITIES {
        let codepoints = match entity.codepoints {
            Codepoints::Single(a) => vec![a],
            Codepoints::Double(a, b) => vec![a, b],
        };
        let characters: String = codepoints.iter().map(|&c| char::from_u32(c).expect("a scalar value")).collect();
        assert_eq!(characters, entity.characters);
        if decode(entity.entity) != characters || decode(&format!("x{} y", entity.entity)) != format!("x{characters} y")
        {
            failures.push(entity.entity);
        }
    }
    assert!(failures.is_empty(), "{} of 2231 named references decode wrongly: {failures:?}", failures.len());
}

#[test]
fn converts_five_megabytes_both_ways() {
    let text = "<p class=\"x\">Tom & Jerry — café 😀</p>\n".repeat(5 * 1024 * 1024 / 40);
    let encoded = encode(&text, ALL);
    assert!(encoded.is_ascii());
    assert_eq!(decode(&encoded), text);
    let unknown = "&notanentity; &qwerty; & ".repeat(200_000);
    assert_eq!(decode(&unknown), unknown.replace("&notanentity;", "¬anentity;"));
}

proptest! {
    #[test]
    fn decoding_undoes_encoding(text in any::<String>(), all_non_ascii: bool) {
        let encoded = encode(&text, EncodeOptions { all_non_ascii });
        prop_assert_eq!(decode(&encoded), text);
    }

    #[test]
    fn all_non_ascii_output_is_ascii_but_for_the_c1_controls(text in any::<String>()) {
        let c1 = '\u{80}'..='\u{9f}';
        let encoded = encode(&text, ALL);
        prop_assert!(encoded.chars().all(|c| c.is_ascii() || c1.contains(&c)), "{:?}", encoded);
    }
}
