use super::*;
use crate::image::vector_test_support::rasterise;
use std::time::{Duration, Instant};

/// Sanitises, checks the output re-parses as an SVG-namespaced `<svg>`, and returns it.
fn clean(text: &str) -> String {
    let sanitized = sanitize_svg(text).unwrap_or_else(|error| panic!("{error}: {text}"));
    let reparsed = Document::parse(&sanitized.svg).unwrap_or_else(|error| panic!("{error}: {}", sanitized.svg));
    let root = reparsed.root_element();
    assert_eq!((root.tag_name().name(), root.tag_name().namespace()), ("svg", Some(SVG_NS)));
    sanitized.svg
}

/// Element names of the sanitised document, in document order.
fn element_names(svg: &str) -> Vec<String> {
    let document = Document::parse(svg).expect("sanitised output parses");
    document.descendants().filter(|node| node.is_element()).map(|node| node.tag_name().name().to_owned()).collect()
}

fn error_message(text: &str) -> String {
    sanitize_svg(text).expect_err("the sanitiser refuses this input").to_string()
}

fn assert_absent(svg: &str, needles: &[&str]) {
    let lower = svg.to_ascii_lowercase();
    for needle in needles {
        assert!(!lower.contains(&needle.to_ascii_lowercase()), "{needle:?} survived in {svg}");
    }
}

const SVG_OPEN: &str =
    r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">"#;

fn svg(body: &str) -> String {
    format!("{SVG_OPEN}{body}</svg>")
}

// ----- hostile input: nothing that runs or fetches survives -----

#[test]
fn script_elements_are_dropped_with_their_content() {
    let out = clean(&svg(concat!(
        r#"<script>alert(1)</script>"#,
        r#"<g><script type="text/javascript"><![CDATA[ alert(2) ]]></script><rect width="5" height="5"/></g>"#,
        r#"<script xlink:href="https://evil.example/x.js"/>"#,
    )));
    assert_absent(&out, &["script", "alert", "evil"]);
    assert_eq!(element_names(&out), ["svg", "g", "rect"]);
}

#[test]
fn foreign_object_and_embedding_elements_are_dropped() {
    let out = clean(&svg(concat!(
        r#"<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></div></foreignObject>"#,
        r#"<iframe src="https://evil.example/1"/><embed src="https://evil.example/2"/><object data="https://evil.example/3"/>"#,
        r#"<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>"#,
        r#"<audio src="https://evil.example/a.mp3"/><video src="https://evil.example/v.mp4"/>"#,
        r#"<circle r="3"/>"#,
    )));
    assert_absent(&out, &["foreignObject", "iframe", "embed", "object", "evil", "alert", "audio", "video"]);
    assert_eq!(element_names(&out), ["svg", "circle"]);
}

#[test]
fn event_handler_attributes_are_dropped_whatever_their_case_or_namespace() {
    let out = clean(concat!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events" onload="alert(1)" width="9" height="9">"#,
        r#"<rect width="5" height="5" onclick="alert(2)" ONMOUSEOVER="alert(3)" onfocusin="alert(4)" ev:event="click"/>"#,
        r#"<g onbegin="alert(5)"><circle r="2" onerror="alert(6)"/></g></svg>"#
    ));
    assert_absent(&out, &["alert", " on", "ev:", "event"]);
    assert_eq!(element_names(&out), ["svg", "rect", "g", "circle"]);
}

#[test]
fn links_become_groups_that_keep_their_children_and_presentation() {
    let out = clean(&svg(concat!(
        r#"<a href="javascript:alert(1)" transform="translate(2 2)" fill="red"><rect width="5" height="5"/></a>"#,
        r#"<a xlink:href="https://evil.example" target="_blank"><text>hi</text></a>"#,
    )));
    assert_absent(&out, &["javascript", "alert", "href", "evil", "target", "<a"]);
    assert_eq!(element_names(&out), ["svg", "g", "rect", "g", "text"]);
    assert!(out.contains(r#"<g transform="translate(2 2)" fill="red"><rect"#), "{out}");
}

#[test]
fn animation_elements_are_dropped_because_they_could_set_href() {
    let out = clean(&svg(concat!(
        r##"<a><set attributeName="href" to="javascript:alert(1)"/><rect width="5" height="5"/></a>"##,
        r##"<use href="#r"><animate attributeName="href" values="https://evil.example/x.svg#a"/></use>"##,
        r##"<rect id="r" width="1" height="1"><animateTransform attributeName="transform" type="rotate" from="0" to="90" dur="1s"/>"##,
        r##"<animateMotion path="M0 0L5 5" dur="1s"/><animateColor attributeName="fill" to="red"/></rect>"##,
        r##"<discard begin="1s"/>"##,
    )));
    assert_absent(&out, &["set", "animate", "javascript", "evil", "discard"]);
    assert_eq!(element_names(&out), ["svg", "g", "rect", "use", "rect"]);
}

#[test]
fn only_fragment_and_inline_raster_references_survive() {
    let png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    let out = clean(&svg(&format!(
        concat!(
            r##"<use href="https://evil.example/sprite.svg#a"/>"##,
            r##"<use xlink:href="sprite.svg#b"/>"##,
            r##"<use href="#local"/>"##,
            r##"<image href="https://evil.example/x.png" width="1" height="1"/>"##,
            r##"<image href="//evil.example/y.png" width="1" height="1"/>"##,
            r##"<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" width="1" height="1"/>"##,
            r##"<image href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;" width="1" height="1"/>"##,
            r##"<image xlink:href="{png}" width="1" height="1"/>"##,
            r##"<filter id="f"><feImage href="https://evil.example/z.png"/></filter>"##,
            r##"<linearGradient id="g" href="http://evil.example/g.svg#g"/>"##,
        ),
        png = png
    )));
    assert_absent(&out, &["evil", "sprite", "svg+xml", "data:text", "script"]);
    assert!(out.contains(r##"<use href="#local"/>"##), "{out}");
    assert!(out.contains(&format!(r#"<image xlink:href="{png}""#)), "{out}");
    assert!(out.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink""#));
    // The elements stay (harmless without their reference); only the attribute went.
    assert_eq!(element_names(&out).iter().filter(|name| *name == "image").count(), 5);
}

#[test]
fn url_references_in_attributes_must_be_fragments() {
    let out = clean(&svg(concat!(
        r##"<rect width="5" height="5" fill="url(https://evil.example/p.svg#g)" stroke="url(#local)"/>"##,
        r##"<rect width="5" height="5" filter="url( 'https://evil.example/f.svg#f' )" mask="URL(//evil.example/m)"/>"##,
        r##"<rect width="5" height="5" clip-path="u\72l(https://evil.example/c)" marker-end="url(#m)"/>"##,
        r##"<rect width="5" height="5" style="fill: url(https://evil.example/s); stroke: blue; background-image: url('//evil.example/b')"/>"##,
    )));
    assert_absent(&out, &["evil", "\\"]);
    assert!(out.contains(r##"stroke="url(#local)""##), "{out}");
    assert!(out.contains(r##"marker-end="url(#m)""##), "{out}");
    assert!(out.contains(r#"style="stroke:blue;""#), "{out}");
}

#[test]
fn script_urls_are_dropped_from_every_attribute() {
    let out = clean(&svg(concat!(
        r##"<use href="java&#9;script:alert(1)"/>"##,
        r##"<use href=" JaVaScRiPt:alert(2)"/>"##,
        r##"<rect width="5" height="5" fill="javascript:alert(3)" class="vbscript:msgbox(4)"/>"##,
        r##"<rect width="5" height="5" id="data:text/html,alert(5)" stroke="green"/>"##,
    )));
    assert_absent(&out, &["script", "alert", "msgbox", "data:"]);
    assert!(out.contains(r#"stroke="green""#), "{out}");
}

#[test]
fn style_elements_lose_imports_at_rules_and_remote_urls_but_keep_plain_rules() {
    let out = clean(&svg(concat!(
        "<style>",
        "@import url(https://evil.example/a.css); @import 'https://evil.example/b.css';\n",
        "@font-face { font-family: x; src: url(https://evil.example/font.woff) }\n",
        "@media screen { .m { fill: url(https://evil.example/m) } }\n",
        ".a { fill: url(https://evil.example/p#g); stroke: red }\n",
        ".b { background: image-set('https://evil.example/i.png' 1x) }\n",
        ".c { --x: url(https://evil.example/v); fill: var(--x) }\n",
        ".d { behavior: url(https://evil.example/x.htc); -moz-binding: url(https://evil.example/x.xml#b) }\n",
        ".e { width: expression(alert(1)); fill: u\\72l(https://evil.example/e) }\n",
        ".f { fill: url(#local); font-family: 'Open Sans', sans-serif }\n",
        "</style><rect class=\"a f\" width=\"5\" height=\"5\"/>",
    )));
    assert_absent(&out, &["evil", "@", "image-set", "var(", "behavior", "binding", "expression", "alert", "\\"]);
    assert!(out.contains("*[class~='a']{stroke:red;}"), "{out}");
    assert!(out.contains("*[class~='f']{fill:url(#local);font-family:'Open Sans', sans-serif;}"), "{out}");
}

#[test]
fn a_selector_cannot_smuggle_a_rule_out_of_its_attribute_value() {
    let out = clean(&svg(concat!(
        "<style>",
        "[a=\"x'] {} * { fill: url(https://evil.example/s) } [b='\"] { fill: red }\n",
        ".ok { fill: blue }",
        "</style>",
    )));
    assert_absent(&out, &["evil"]);
    // simplecss writes a class selector in its attribute form, which matches the same elements.
    assert!(out.contains("*[class~='ok']{fill:blue;}"), "{out}");
}

#[test]
fn a_billion_laughs_fails_fast_with_a_clear_message() {
    let mut text = String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY lol \"lol\">\n");
    for level in 1..=9 {
        let previous = if level == 1 { "lol".to_owned() } else { format!("lol{}", level - 1) };
        let _ = writeln!(text, "<!ENTITY lol{level} \"{}\">", format!("&{previous};").repeat(10));
    }
    text.push_str("]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>");
    let started = Instant::now();
    let message = error_message(&text);
    assert!(started.elapsed() < Duration::from_millis(100), "took {:?}", started.elapsed());
    assert!(message.contains("<!DOCTYPE>") && message.contains("entities"), "{message}");
}

#[test]
fn external_entities_are_refused_before_anything_is_read() {
    let message = error_message(concat!(
        "<!DOCTYPE svg [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&xxe;</text></svg>"
    ));
    assert!(message.contains("DOCTYPE"), "{message}");
}

#[test]
fn comments_processing_instructions_and_metadata_are_dropped() {
    let out = clean(concat!(
        "<?xml version=\"1.0\"?><?xml-stylesheet href=\"https://evil.example/s.css\"?>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" width=\"4\" height=\"4\">",
        "<!-- <script>alert(1)</script> --><metadata><rdf/></metadata>",
        "<inkscape:namedview id=\"base\"/><rect width=\"2\" height=\"2\" inkscape:label=\"evil\"/></svg>"
    ));
    assert_absent(&out, &["evil", "<?", "<!--", "script", "metadata", "inkscape"]);
    assert_eq!(element_names(&out), ["svg", "rect"]);
}

#[test]
fn text_and_attribute_values_are_escaped() {
    let out = clean(&svg(concat!(
        r#"<text id="a&quot;b&lt;c">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</text>"#,
        r#"<text><![CDATA[<img src=x onerror=alert(2)>]]></text>"#,
    )));
    let document = Document::parse(&out).expect("parses");
    let texts: Vec<&str> = document
        .descendants()
        .filter(|node| node.has_tag_name((SVG_NS, "text")))
        .filter_map(|node| node.text())
        .collect();
    assert_eq!(texts, ["<script>alert(1)</script> & more", "<img src=x onerror=alert(2)>"]);
    let ids: Vec<&str> = document.descendants().filter_map(|node| node.attribute("id")).collect();
    assert_eq!(ids, ["a\"b<c"]);
    assert_eq!(element_names(&out), ["svg", "text", "text"]);
}

// ----- refused input: the messages the page shows -----

#[test]
fn a_document_whose_root_is_not_svg_is_refused() {
    assert_eq!(
        error_message("<html><body><svg/></body></html>"),
        "This file is not an SVG image: its root element is <html>, not <svg>."
    );
    assert_eq!(
        error_message(r#"<svg xmlns="http://example.com/not-svg"/>"#),
        "This file is not an SVG image: its <svg> element is not in the SVG namespace."
    );
}

#[test]
fn malformed_xml_is_refused_with_the_parsers_position() {
    let message = error_message("<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n</svg>");
    assert!(message.starts_with("This SVG is not well-formed XML: "), "{message}");
    assert!(message.contains("3:"), "names the line: {message}");
    assert!(error_message("").starts_with("This SVG is not well-formed XML: "));
    assert!(error_message("just some text").starts_with("This SVG is not well-formed XML: "));
}

#[test]
fn nesting_deeper_than_the_limit_is_refused_and_up_to_it_is_kept() {
    let nested = |depth: usize| svg(&format!("{}{}", "<g>".repeat(depth), "</g>".repeat(depth)));
    assert_eq!(
        error_message(&nested(MAX_DEPTH)),
        format!("This SVG is nested too deeply: more than {MAX_DEPTH} levels.")
    );
    assert_eq!(element_names(&clean(&nested(MAX_DEPTH - 1))).len(), MAX_DEPTH);
    // Far deeper than any stack: refused without overflowing.
    assert!(error_message(&nested(200_000)).contains("nested too deeply"));
}

// ----- benign input: the drawing survives -----

/// A drawing that uses a gradient, a class from a style element, `<use>` of a symbol and a pattern.
const BENIGN: &str = concat!(
    r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40" viewBox="0 0 40 40">"##,
    r##"<title>Benign</title><desc>A test drawing</desc>"##,
    r##"<style>.blue { fill: #0000ff } rect.big { stroke: none }</style>"##,
    r##"<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#00ff00"/></linearGradient>"##,
    r##"<symbol id="dot"><circle cx="5" cy="5" r="5"/></symbol>"##,
    r##"<clipPath id="c"><rect width="40" height="10"/></clipPath></defs>"##,
    r##"<rect class="big" width="40" height="20" fill="url(#g)" clip-path="url(#c)"/>"##,
    r##"<rect class="blue" y="20" width="20" height="20"/>"##,
    r##"<use xlink:href="#dot" x="25" y="25" fill="#00ffff"/>"##,
    r##"<use href="#dot" x="25" y="5" fill="#ffff00" opacity="0.5"/>"##,
    r##"<text x="2" y="38" font-family="'Open Sans', sans-serif" font-size="4">Hello &amp; welcome</text>"##,
    r##"</svg>"##
);

#[test]
fn a_benign_drawing_keeps_every_element_and_renders_identically() {
    let out = clean(BENIGN);
    assert_eq!(
        element_names(&out),
        [
            "svg",
            "title",
            "desc",
            "style",
            "defs",
            "linearGradient",
            "stop",
            "stop",
            "symbol",
            "circle",
            "clipPath",
            "rect",
            "rect",
            "rect",
            "use",
            "use",
            "text"
        ]
    );
    assert!(out.contains("<title>Benign</title>") && out.contains("Hello &amp; welcome"), "{out}");
    assert!(
        out.contains("*[class~='blue']{fill:#0000ff;}") && out.contains("rect[class~='big']{stroke:none;}"),
        "{out}"
    );
    assert!(out.contains(r##"xlink:href="#dot""##) && out.contains(r##"href="#dot""##), "{out}");
    // resvg (no fonts here, so text draws nothing either way) paints the same pixels from both.
    assert_eq!(rasterise(&out), rasterise(BENIGN));
    let (_, _, pixels) = rasterise(&out);
    let at = |x: usize, y: usize| &pixels[(y * 40 + x) * 4..(y * 40 + x) * 4 + 4];
    assert_eq!(at(5, 30), [0, 0, 255, 255], "the style element's class still paints blue");
    assert_eq!(at(30, 30), [0, 255, 255, 255], "the <use> of the symbol still draws");
    assert!(at(1, 5)[0] > 200 && at(38, 5)[1] > 200, "the gradient runs red to green");
    assert_eq!(at(20, 15)[3], 0, "the clip path still clips the gradient");
}

#[test]
fn an_svg_without_a_namespace_is_accepted_and_given_one() {
    let out = clean(r#"<svg width="3" height="2"><rect width="3" height="2" fill="red"/></svg>"#);
    assert_eq!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="3" height="2" fill="red"/></svg>"#
    );
    let (_, _, pixels) = rasterise(&out);
    assert_eq!(&pixels[..4], [255, 0, 0, 255]);
}

#[test]
fn a_byte_order_mark_and_xml_declaration_are_accepted() {
    let out = clean("\u{feff}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    assert_eq!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"/>"#);
}

// ----- intrinsic size -----

fn size_of(attributes: &str) -> (f64, f64) {
    let sanitized = sanitize_svg(&format!(r#"<svg xmlns="http://www.w3.org/2000/svg" {attributes}/>"#)).expect("valid");
    (sanitized.width, sanitized.height)
}

fn assert_size(attributes: &str, expected: (f64, f64)) {
    let (width, height) = size_of(attributes);
    assert!((width - expected.0).abs() < 1e-9 && (height - expected.1).abs() < 1e-9, "{attributes}: {width}×{height}");
}

#[test]
fn absolute_width_and_height_are_converted_to_css_pixels() {
    assert_size(r#"width="120" height="80""#, (120.0, 80.0));
    assert_size(r#"width="120px" height=" 80.5px ""#, (120.0, 80.5));
    assert_size(r#"width="72pt" height="1in""#, (96.0, 96.0));
    assert_size(r#"width="2.54cm" height="25.4mm""#, (96.0, 96.0));
    assert_size(r#"width="2em" height="1pc""#, (32.0, 16.0));
    assert_size(r#"width="1e2" height="50" viewBox="0 0 10 10""#, (100.0, 50.0));
}

#[test]
fn percentages_and_missing_sizes_fall_back_to_the_view_box() {
    assert_size(r#"width="100%" height="100%" viewBox="0 0 64 32""#, (64.0, 32.0));
    assert_size(r#"viewBox="-5 -5 10,20""#, (10.0, 20.0));
    assert_size(r#"width="200" viewBox="0 0 100 50""#, (200.0, 100.0));
    assert_size(r#"height="50%" width="30" viewBox="0 0 10 20""#, (30.0, 60.0));
    assert_size(r#"height="10" viewBox="0 0 100 50""#, (20.0, 10.0));
}

#[test]
fn without_usable_sizes_an_svg_is_300_by_150() {
    assert_size("", (300.0, 150.0));
    assert_size(r#"width="auto" height="-4" viewBox="0 0 0 10""#, (300.0, 150.0));
    assert_size(r#"width="40""#, (40.0, 150.0));
}

#[test]
fn the_output_root_carries_the_intrinsic_size_when_its_own_was_relative_or_missing() {
    let out = clean(r#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 64 32"/>"#);
    assert_eq!(out, r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32" width="64" height="32"/>"#);
    let out = clean(r#"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="10mm"/>"#);
    assert!(out.contains(r#"width="1in" height="10mm""#), "absolute sizes are kept as written: {out}");
}

// ----- the hostile files the fuzzer and the browser tests share -----

#[test]
fn the_hostile_fixture_files_lose_every_payload_and_keep_their_drawing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/svg");
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).expect("the fixture folder").map(|entry| entry.expect("an entry").path()).collect();
    files.retain(|path| path.extension().is_some_and(|extension| extension == "svg"));
    files.sort();
    assert_eq!(files.len(), 7, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        if text.contains("<!DOCTYPE") {
            assert!(error_message(&text).contains("DOCTYPE"), "{name}");
            continue;
        }
        let out = clean(&text);
        assert_absent(&out, &["evil"]);
        let document = Document::parse(&out).expect("parses");
        assert!(
            document.descendants().any(|node| node.attribute("id") == Some("kept")),
            "{name} lost its drawing: {out}"
        );
    }
}
