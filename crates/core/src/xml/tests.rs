use super::*;
use proptest::prelude::*;
use std::time::{Duration, Instant};

fn format(input: &str) -> Result<String, XmlError> {
    transform_xml(input, &XmlOptions::default())
}

fn minify(input: &str) -> Result<String, XmlError> {
    transform_xml(input, &XmlOptions { mode: XmlMode::Minify, ..XmlOptions::default() })
}

const XXE: &str = r#"<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>"#;

const BILLION_LAUGHS: &str = r#"<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<lolz>&lol9;</lolz>"#;

#[test]
fn the_issue_example_formats_and_minifies_back() {
    assert_eq!(format("<a><b>1</b><c/></a>").as_deref(), Ok("<a>\n  <b>1</b>\n  <c/>\n</a>\n"));
    assert_eq!(minify("<a>\n  <b>1</b>\n  <c/>\n</a>\n").as_deref(), Ok("<a><b>1</b><c/></a>"));
    assert_eq!(minify("<a><b>1</b><c/></a>").as_deref(), Ok("<a><b>1</b><c/></a>"));
}

#[test]
fn indentation_is_two_spaces_four_spaces_or_a_tab() {
    let with = |indent| {
        transform_xml("<a><b><c/></b></a>", &XmlOptions { indent, ..XmlOptions::default() }).unwrap_or_default()
    };
    assert_eq!(with(XmlIndent::TwoSpaces), "<a>\n  <b>\n    <c/>\n  </b>\n</a>\n");
    assert_eq!(with(XmlIndent::FourSpaces), "<a>\n    <b>\n        <c/>\n    </b>\n</a>\n");
    assert_eq!(with(XmlIndent::Tab), "<a>\n\t<b>\n\t\t<c/>\n\t</b>\n</a>\n");
}

#[test]
fn mixed_content_keeps_its_whitespace_in_both_modes() {
    let doc = "<doc>\n<p>Hello  <b>big</b>\n   <i>world</i> !</p>\n</doc>";
    let kept = "<p>Hello  <b>big</b>\n   <i>world</i> !</p>";
    assert_eq!(format(doc).as_deref(), Ok(format!("<doc>\n  {kept}\n</doc>\n").as_str()));
    assert_eq!(minify(doc).as_deref(), Ok(format!("<doc>{kept}</doc>").as_str()));
}

#[test]
fn xml_space_preserve_keeps_the_whole_element_as_written() {
    let doc = "<doc><pre xml:space=\"preserve\">\n  <line/>\n    <line/>\n</pre></doc>";
    let kept = "<pre xml:space=\"preserve\">\n  <line/>\n    <line/>\n</pre>";
    assert_eq!(format(doc).as_deref(), Ok(format!("<doc>\n  {kept}\n</doc>\n").as_str()));
    assert_eq!(minify(doc).as_deref(), Ok(format!("<doc>{kept}</doc>").as_str()));
}

#[test]
fn text_only_and_empty_elements_stay_as_written() {
    assert_eq!(
        format("<r><a>hi</a><e></e><s/><w> </w></r>").as_deref(),
        Ok("<r>\n  <a>hi</a>\n  <e></e>\n  <s/>\n  <w> </w>\n</r>\n")
    );
    assert_eq!(format("<a>  two\n lines </a>").as_deref(), Ok("<a>  two\n lines </a>\n"));
}

#[test]
fn attributes_keep_their_order_and_quotes_with_one_space_between() {
    assert_eq!(
        format("<a  z='1'\n   y = \"2\"   x='a>\"b' ><b   /></a  >").as_deref(),
        Ok("<a z='1' y=\"2\" x='a>\"b'>\n  <b/>\n</a>\n")
    );
}

#[test]
fn declaration_doctype_comments_pis_and_cdata_are_kept() {
    let doc = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE r [\n  <!ENTITY e \"E\">\n]>\n<!-- top -->\n<r><?pi data?>\n<!-- in --><c><![CDATA[<x> & ]]></c><t>&e;&amp;&#65;</t></r>\n<!-- after -->";
    assert_eq!(
        format(doc).as_deref(),
        Ok(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE r [\n  <!ENTITY e \"E\">\n]>\n<!-- top -->\n<r>\n  <?pi data?>\n  <!-- in -->\n  <c><![CDATA[<x> & ]]></c>\n  <t>&e;&amp;&#65;</t>\n</r>\n<!-- after -->\n"
        )
    );
    let squeezed =
        transform_xml(doc, &XmlOptions { mode: XmlMode::Minify, remove_comments: true, ..XmlOptions::default() });
    assert_eq!(
        squeezed.as_deref(),
        Ok(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><!DOCTYPE r [\n  <!ENTITY e \"E\">\n]><r><?pi data?><c><![CDATA[<x> & ]]></c><t>&e;&amp;&#65;</t></r>"
        )
    );
}

#[test]
fn removing_comments_leaves_an_emptied_element_on_one_line() {
    let options = XmlOptions { remove_comments: true, ..XmlOptions::default() };
    assert_eq!(transform_xml("<a>\n  <!-- gone -->\n</a>", &options).as_deref(), Ok("<a></a>\n"));
    assert_eq!(transform_xml("<a>x<!-- gone -->y</a>", &options).as_deref(), Ok("<a>xy</a>\n"));
}

#[test]
fn formatting_is_idempotent_and_minify_undoes_it() {
    let doc = "<?xml version=\"1.0\"?><r a=\"1\"><!--c--><x><y>t</y><z/></x><m>a<b/>c</m></r>";
    let formatted = format(doc).expect("well-formed");
    assert_eq!(format(&formatted).as_ref(), Ok(&formatted));
    assert_eq!(minify(&formatted).as_deref(), Ok(doc));
}

#[test]
fn a_byte_order_mark_is_dropped() {
    assert_eq!(format("\u{feff}<a/>").as_deref(), Ok("<a/>\n"));
}

#[test]
fn an_external_entity_is_refused_by_name_and_never_read() {
    let refused =
        XmlError::ExternalEntity { name: "e".into(), system_id: "file:///etc/passwd".into(), line: 1, column: 58 };
    assert_eq!(format(XXE), Err(refused.clone()));
    assert_eq!(check_xml(XXE), Err(refused.clone()));
    assert_eq!(
        refused.to_string(),
        "The entity &e; at line 1, column 58 is declared as an outside resource (“file:///etc/passwd”). External entities are never read, so it is refused."
    );
    let public = r#"<!DOCTYPE x [<!ENTITY p PUBLIC "-//X//EN" "http://example.com/x">]><x a="&p;"/>"#;
    assert!(
        matches!(check_xml(public), Err(XmlError::ExternalEntity { name, system_id, .. }) if name == "p" && system_id == "http://example.com/x")
    );
    // Through an internal entity.
    let nested = r#"<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd"><!ENTITY i "[&e;]">]><x>&i;</x>"#;
    assert!(matches!(check_xml(nested), Err(XmlError::ExternalEntity { name, .. }) if name == "e"));
    // Declared but never referenced: nothing to read, the document is fine.
    assert!(check_xml(r#"<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x/>"#).is_ok());
}

#[test]
fn internal_entities_stay_references_when_formatted_and_are_checked_when_expanded() {
    let doc = "<!DOCTYPE x [<!ENTITY e \"<b>bold</b>\">]><x><y>&e;</y></x>";
    assert_eq!(format(doc).as_deref(), Ok("<!DOCTYPE x [<!ENTITY e \"<b>bold</b>\">]>\n<x>\n  <y>&e;</y>\n</x>\n"));
    // The expansion is checked: an entity that opens an element it does not close.
    assert!(check_xml("<!DOCTYPE x [<!ENTITY e \"<b>\">]><x>&e;</x>").is_err());
}

#[test]
fn a_billion_laughs_is_refused_fast() {
    let started = Instant::now();
    let refused = check_xml(BILLION_LAUGHS);
    assert!(started.elapsed() < Duration::from_millis(100), "{:?}", started.elapsed());
    assert_eq!(
        refused,
        Err(XmlError::EntityExpansion { name: "lol9".into(), limit: MAX_EXPANSION, line: 14, column: 7 })
    );
    assert_eq!(format(BILLION_LAUGHS).map(|_| ()), refused);
    assert_eq!(
        refused.map_err(|error| error.to_string()),
        Err("The entity &lol9; at line 14, column 7 would expand the document past 1,000,000 characters: refused, as a “billion laughs” would be.".to_owned())
    );
}

#[test]
fn many_references_to_one_large_entity_are_refused() {
    // Each reference is shallow, but together they would make 100 MB.
    let doc = format!("<!DOCTYPE x [<!ENTITY big \"{}\">]><x>{}</x>", "a".repeat(100_000), "&big;".repeat(1_000));
    let started = Instant::now();
    assert!(matches!(check_xml(&doc), Err(XmlError::EntityExpansion { name, .. }) if name == "big"));
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[test]
fn an_entity_that_contains_itself_is_refused() {
    let doc = "<!DOCTYPE x [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>\n<x>&a;</x>";
    assert_eq!(check_xml(doc), Err(XmlError::EntityLoop { name: "a".into(), limit: 10, line: 2, column: 4 }));
}

#[test]
fn a_mismatched_end_tag_names_both_tags_and_both_places() {
    let refused = check_xml("<a>\n  <b>\n</a>").expect_err("mismatched");
    assert_eq!(
        refused,
        XmlError::MismatchedEndTag {
            expected: "b".into(),
            opened_line: 2,
            opened_column: 3,
            found: "a".into(),
            line: 3,
            column: 1
        }
    );
    assert_eq!(
        refused.to_string(),
        "The end tag </a> at line 3, column 1 does not match the element <b> opened at line 2, column 3."
    );
    assert_eq!(refused.position(), Some((3, 1)));
}

#[test]
fn columns_count_characters() {
    assert!(matches!(check_xml("<a>ééé</b>"), Err(XmlError::MismatchedEndTag { column: 7, .. })));
}

#[test]
fn an_element_left_open_at_the_end_is_named_where_it_opened() {
    let refused = check_xml("<a>\n<b>text").expect_err("left open");
    assert_eq!(refused, XmlError::UnclosedElement { name: "b".into(), line: 2, column: 1 });
    assert_eq!(refused.to_string(), "The element <b> opened at line 2, column 1 is never closed.");
}

#[test]
fn markup_left_open_is_named_where_it_opened() {
    assert_eq!(check_xml("<a><!-- x"), Err(XmlError::UnclosedMarkup { markup: Markup::Comment, line: 1, column: 4 }));
    assert_eq!(check_xml("<a>\n<b x=\"1"), Err(XmlError::UnclosedMarkup { markup: Markup::Tag, line: 2, column: 1 }));
    assert_eq!(check_xml("<a><![CDATA[x"), Err(XmlError::UnclosedMarkup { markup: Markup::Cdata, line: 1, column: 4 }));
}

#[test]
fn an_end_tag_that_closes_nothing_is_refused() {
    assert_eq!(check_xml("<a/>\n</b>"), Err(XmlError::UnmatchedEndTag { found: "b".into(), line: 2, column: 1 }));
}

#[test]
fn a_document_has_one_root_element_and_no_text_outside_it() {
    assert_eq!(check_xml("<a/><b/>"), Err(XmlError::SecondRoot { line: 1, column: 5 }));
    assert_eq!(check_xml("  hello<a/>"), Err(XmlError::TextOutsideRoot { line: 1, column: 3 }));
    assert_eq!(check_xml("<a/>&amp;"), Err(XmlError::TextOutsideRoot { line: 1, column: 5 }));
    assert_eq!(check_xml("<!-- only a comment -->"), Err(XmlError::NoRoot));
    assert_eq!(check_xml(" \n "), Err(XmlError::Empty));
}

#[test]
fn what_roxmltree_checks_is_refused_with_its_place() {
    assert_eq!(
        check_xml("<a x=\"1\" x=\"2\"/>"),
        Err(XmlError::DuplicateAttribute { name: "x".into(), line: 1, column: 10 })
    );
    assert_eq!(
        check_xml("<a>\n&nope;</a>"),
        Err(XmlError::UndefinedEntity { name: "nope".into(), line: 2, column: 1 })
    );
    assert_eq!(check_xml("<x:a/>"), Err(XmlError::UnknownPrefix { prefix: "x".into(), line: 1, column: 2 }));
    assert_eq!(
        check_xml("<a>\u{1}</a>"),
        Err(XmlError::ForbiddenCharacter { code_point: "U+0001".into(), line: 1, column: 4 })
    );
    let Err(XmlError::Malformed { detail, line: 1, column }) = check_xml("<1a/>") else {
        panic!("a name cannot start with a digit")
    };
    assert!(column <= 2, "{detail} at {column}");
    assert!(!detail.contains("1:"), "the place is said once: {detail}");
    assert!(matches!(check_xml("<a>x & y</a>"), Err(XmlError::Malformed { line: 1, .. })));
    assert!(matches!(check_xml("<a><!-- a -- b --></a>"), Err(XmlError::Malformed { line: 1, .. })));
}

#[test]
fn the_first_error_is_told_even_when_the_first_pass_stops_later() {
    // The duplicate attribute (roxmltree's finding) comes before the mismatched tag (the first pass's).
    assert!(matches!(check_xml("<a b=\"1\" b=\"2\">\n<c></a>"), Err(XmlError::DuplicateAttribute { line: 1, .. })));
}

#[test]
fn a_hundred_thousand_levels_are_checked_and_minified_without_overflow() {
    let depth = 100_000;
    let doc = format!("{}{}", "<a>".repeat(depth), "</a>".repeat(depth));
    assert_eq!(check_xml(&doc), Ok(()));
    assert_eq!(minify(&doc).as_ref(), Ok(&doc));
    // Indented, it would be gigabytes of spaces.
    assert_eq!(format(&doc), Err(XmlError::OutputTooLarge { limit: MAX_OUTPUT_BYTES, depth }));
    // Left open 100,000 deep: the innermost is named.
    let open = "<a>".repeat(depth);
    assert_eq!(check_xml(&open), Err(XmlError::UnclosedElement { name: "a".into(), line: 1, column: 3 * depth - 2 }));
}

#[test]
fn huge_input_is_refused_by_size_and_large_input_is_formatted() {
    let huge = "<a>".to_owned() + &" ".repeat(MAX_INPUT_BYTES) + "</a>";
    assert_eq!(check_xml(&huge), Err(XmlError::TooLarge { bytes: huge.len(), limit: MAX_INPUT_BYTES }));
    let items: String = (0..20_000).map(|i| format!("<item id=\"{i}\"><name>n{i}</name></item>")).collect();
    let large = format!("<list>{items}</list>");
    let formatted = format(&large).expect("well-formed");
    assert_eq!(formatted.lines().count(), 60_002);
    assert_eq!(minify(&formatted).as_ref(), Ok(&large));
}

#[test]
fn many_references_cost_linear_time() {
    // A place is worked out only for a refusal: 210,000 references in 1 MB stay fast.
    let doc = format!("<a>{}</a>", "&amp;&#65;&lt;".repeat(70_000));
    let started = Instant::now();
    assert_eq!(check_xml(&doc), Ok(()));
    assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
}

#[test]
fn what_would_make_the_checker_slow_is_bounded() {
    // roxmltree compares each attribute with the element's others, and copies the namespaces in scope at each
    // element that declares one: both quadratic, so both are bounded first.
    let attributes: String = (0..=MAX_ATTRIBUTES).map(|i| format!(" a{i}=\"1\"")).collect();
    let refused = check_xml(&format!("<r>\n<a{attributes}/></r>"));
    assert_eq!(
        refused,
        Err(XmlError::TooManyAttributes { name: "a".into(), limit: MAX_ATTRIBUTES, line: 2, column: 1 })
    );
    let fine: String = (0..MAX_ATTRIBUTES).map(|i| format!(" a{i}=\"1\"")).collect();
    assert_eq!(check_xml(&format!("<a{fine}/>")), Ok(()));

    let depth = 20_000;
    let open: String = (0..depth).map(|i| format!("<a xmlns:p{i}=\"u{i}\">")).collect();
    let started = Instant::now();
    let refused = check_xml(&format!("{open}{}", "</a>".repeat(depth)));
    assert!(started.elapsed() < Duration::from_secs(1));
    // The 257th element is refused: the column just after the 256 before it.
    let before: usize = (0..MAX_NAMESPACES_IN_SCOPE).map(|i| format!("<a xmlns:p{i}=\"u{i}\">").len()).sum();
    let column = before + 1;
    assert_eq!(refused, Err(XmlError::TooManyNamespaces { limit: MAX_NAMESPACES_IN_SCOPE, line: 1, column }));
    // Many siblings each declaring one inside a deep scope: the total is bounded too.
    let scope: String = (0..200).map(|i| format!("<s xmlns:q{i}=\"v\">")).collect();
    let siblings = "<e xmlns:z=\"w\"/>".repeat(10_000);
    let refused = check_xml(&format!("{scope}{siblings}{}", "</s>".repeat(200)));
    assert!(matches!(refused, Err(XmlError::TooManyNamespaces { limit: MAX_NAMESPACE_COPIES, .. })), "{refused:?}");
}

#[test]
fn bytes_that_are_not_utf8_are_refused_by_place() {
    assert_eq!(check_xml_bytes(b"<a>\xff</a>"), Err(XmlError::NotUtf8 { byte: 4 }));
    assert_eq!(transform_xml_bytes(b"<a>ok</a>", &XmlOptions::default()).as_deref(), Ok("<a>ok</a>\n"));
}

#[test]
fn options_are_read_in_camel_case_and_misspellings_refused() {
    let options: XmlOptions =
        serde_json::from_str(r#"{"mode":"minify","indent":"tab","removeComments":true}"#).expect("the page's options");
    assert_eq!(options, XmlOptions { mode: XmlMode::Minify, indent: XmlIndent::Tab, remove_comments: true });
    assert!(serde_json::from_str::<XmlOptions>(r#"{"indnet":"tab"}"#).is_err());
}

/// A small element tree with text, written compactly.
fn tree() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        "[a-z]{1,3}".prop_map(|name| format!("<{name}/>")),
        ("[a-z]{1,3}", "[a-z &&[^&]]{0,5}").prop_map(|(name, text)| format!("<{name}>{text}</{name}>")),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        ("[a-z]{1,3}", prop::collection::vec(inner, 0..4))
            .prop_map(|(name, children)| format!("<{name}>{}</{name}>", children.concat()))
    })
}

proptest! {
    #[test]
    fn minify_undoes_format_and_format_is_stable(doc in tree()) {
        let formatted = format(&doc).expect("well-formed");
        prop_assert_eq!(minify(&formatted), Ok(doc));
        prop_assert_eq!(format(&formatted), Ok(formatted.clone()));
        prop_assert_eq!(check_xml(&formatted), Ok(()));
    }
}

#[test]
fn a_second_byte_order_mark_is_text_before_the_root() {
    // Found by the fuzzer: quick-xml skipped the second U+FEFF as a mark too, and the offsets went astray.
    assert_eq!(format("\u{feff}<a/>"), Ok("<a/>\n".to_owned()));
    assert_eq!(format("\u{feff}\u{feff}<a/>"), Err(XmlError::TextOutsideRoot { line: 1, column: 1 }));
    assert_eq!(check_xml("\u{feff}\u{feff} "), Err(XmlError::TextOutsideRoot { line: 1, column: 1 }));
}

#[test]
fn removing_a_comment_never_joins_text_into_a_cdata_end() {
    // Found by the fuzzer: `]]<!-- -->>` without its comment is `]]>`, which text may not hold.
    let options = XmlOptions { remove_comments: true, ..XmlOptions::default() };
    let kept = transform_xml("<a>x]]<!-- c -->>y</a>", &options).expect("well-formed");
    assert_eq!(kept, "<a>x]]<!-- c -->>y</a>\n");
    assert_eq!(check_xml(&kept), Ok(()));
    assert_eq!(transform_xml("<a>x<!-- c -->y</a>", &options), Ok("<a>xy</a>\n".to_owned()));
}
