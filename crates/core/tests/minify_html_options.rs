//! The HTML minifier's options, one by one (on vs off, exact outputs), and a realistic page whose text and
//! structure must survive.

use penknife_core::minify::html::{HtmlMinifyOptions, minify_html};

fn min(input: &str, options: HtmlMinifyOptions) -> String {
    minify_html(input, &options).expect("minifies").output
}

fn defaults() -> HtmlMinifyOptions {
    HtmlMinifyOptions::default()
}

#[test]
fn defaults_are_the_specs() {
    let o = defaults();
    assert!(o.remove_comments && o.remove_whitespace && o.remove_redundant_attributes);
    assert!(o.collapse_whitespace && o.remove_empty_attributes);
    assert!(!o.remove_optional_tags && !o.minify_css && !o.minify_js);
    let parsed: HtmlMinifyOptions =
        serde_json::from_str(r#"{"minifyJs":true,"minifyCss":true}"#).expect("should succeed");
    assert_eq!(parsed, HtmlMinifyOptions { minify_js: true, minify_css: true, ..defaults() });
}

#[test]
fn remove_comments() {
    let input = "<p>a<!-- note -->b</p>";
    assert_eq!(min(input, defaults()), "<p>ab</p>");
    assert_eq!(min(input, HtmlMinifyOptions { remove_comments: false, ..defaults() }), "<p>a<!-- note -->b</p>");
}

#[test]
fn whitespace_is_collapsed_and_removed_where_it_cannot_render() {
    let input = "<div>\n  <p>  one   two  </p>\n  <pre>  kept\n   as is </pre>\n</div>";
    let expected = "<div><p>one two</p><pre>  kept\n   as is </pre></div>";
    assert_eq!(min(input, defaults()), expected);
    // Documented as not switchable: the engine always applies its whitespace rules.
    assert_eq!(
        min(input, HtmlMinifyOptions { remove_whitespace: false, collapse_whitespace: false, ..defaults() }),
        expected
    );
}

#[test]
fn a_space_between_inline_elements_survives_inside_layout_elements() {
    assert_eq!(
        min(
            "<nav>\n  <a href=/>Home</a>\n  <a href=/about>About</a> <img src=x.png alt=x> <b>b</b>\n</nav>",
            defaults()
        ),
        "<nav><a href=/>Home</a> <a href=/about>About</a> <img alt=x src=x.png> <b>b</b></nav>"
    );
}

#[test]
fn remove_optional_tags() {
    let input = "<html><head><title>t</title></head><body><ul><li>a</li><li>b</li></ul><p>x</p></body></html>";
    assert_eq!(min(input, defaults()), input);
    assert_eq!(
        min(input, HtmlMinifyOptions { remove_optional_tags: true, ..defaults() }),
        "<title>t</title><body><ul><li>a<li>b</ul><p>x"
    );
}

#[test]
fn remove_redundant_attributes() {
    let input = r#"<input type="text" disabled="disabled"><script type="text/javascript">go()</script>"#;
    assert_eq!(min(input, defaults()), "<input disabled><script>go()</script>");
    assert_eq!(
        min(input, HtmlMinifyOptions { remove_redundant_attributes: false, ..defaults() }),
        "<input disabled type=text><script>go()</script>"
    );
}

#[test]
fn empty_attributes_are_always_dropped() {
    let input = r#"<div class="" id="">x</div>"#;
    assert_eq!(min(input, defaults()), "<div>x</div>");
    assert_eq!(min(input, HtmlMinifyOptions { remove_empty_attributes: false, ..defaults() }), "<div>x</div>");
}

#[test]
fn minify_css_minifies_style_elements_and_attributes() {
    let input = r#"<style> a { color : #ff0000 ; } </style><p style="margin: 0px; color: white">x</p>"#;
    assert_eq!(
        min(input, defaults()),
        r#"<style>a { color : #ff0000 ; }</style><p style="margin: 0px; color: white">x</p>"#
    );
    assert_eq!(
        min(input, HtmlMinifyOptions { minify_css: true, ..defaults() }),
        r#"<style>a{color:red}</style><p style=color:#fff;margin:0>x</p>"#
    );
}

#[test]
fn minify_js_minifies_scripts() {
    let input = "<script>\n  function add(first, second) {\n    return first + second;\n  }\n  add(1, 2);\n</script>";
    assert_eq!(
        min(input, defaults()),
        "<script>function add(first, second) {\n    return first + second;\n  }\n  add(1, 2);</script>"
    );
    // The JS Minifier's engine with its smallest options: local names are renamed, the top level is not.
    assert_eq!(
        min(input, HtmlMinifyOptions { minify_js: true, ..defaults() }),
        "<script>function add(e,t){return e+t}add(1,2)</script>"
    );
}

fn with_js() -> HtmlMinifyOptions {
    HtmlMinifyOptions { minify_js: true, ..defaults() }
}

#[test]
fn a_classic_scripts_top_level_names_are_kept_for_other_scripts_and_attributes() {
    let input = "<script>function usedElsewhere(count) { var unusedHere = count * 2; return unusedHere }\n\
                 var setting = 1;</script><button onclick=\"usedElsewhere(setting)\">Go</button>";
    let out = min(input, with_js());
    assert!(out.contains("function usedElsewhere("), "{out}");
    assert!(out.contains("setting=1"), "{out}");
    assert!(!out.contains("unusedHere"), "local names are still renamed: {out}");
}

#[test]
fn a_module_script_is_minified_as_a_module() {
    // `await` at the top level parses only in a module.
    let input =
        "<script type=\"module\">\n  const response = await fetch('/data.json');\n  console.log(response);\n</script>";
    let result = minify_html(input, &with_js()).expect("minifies");
    assert!(result.warnings.is_empty(), "{:?}", result.warnings);
    assert!(
        result.output.contains("await fetch(`/data.json`)") || result.output.contains("await fetch(\"/data.json\")")
    );
    assert!(result.output.len() < input.len() - 10, "{}", result.output);
}

#[test]
fn json_and_other_script_types_are_left_alone() {
    for script_type in ["application/ld+json", "importmap", "text/template", "text/x-handlebars"] {
        let input = format!("<script type=\"{script_type}\">{{ \"name\" :  true }}</script>");
        let out = min(&input, with_js());
        assert!(out.contains("{ \"name\" :  true }"), "{script_type}: {out}");
    }
}

#[test]
fn inline_code_that_does_not_parse_is_kept_as_written_with_a_warning() {
    let input = "<p>x</p>\n<script>\n  let ok = 1;\n  let = = 2;\n</script>\n<style>\n  a { color: red; }\n  b { *zoom: 1 }\n</style>";
    let result = minify_html(input, &HtmlMinifyOptions::smallest()).expect("minifies");
    let warnings: Vec<String> = result.warnings.iter().map(ToString::to_string).collect();
    assert!(result.output.contains("let ok = 1;\n  let = = 2;"), "{}", result.output);
    assert!(result.output.contains("a { color: red; }\n  b { *zoom: 1 }"), "{}", result.output);
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(warnings[0].starts_with("Inline <script> left as written: "), "{warnings:?}");
    // `let = …` is an assignment to a variable named `let` in a script: the second `=` is the error.
    assert!(warnings[0].ends_with("at line 4, column 9"), "{warnings:?}");
    assert!(warnings[1].starts_with("Inline <style> left as written: "), "{warnings:?}");
    assert!(warnings[1].contains("at line 8"), "{warnings:?}");
}

#[test]
fn minified_code_never_ends_its_element_early() {
    // `<\/script>` in a string must not come out as `</script>`, which would end the element.
    let input = "<script>\n  var closing = \"<\\/script>\";\n  document.write(closing);\n</script>";
    let out = min(input, with_js());
    assert_eq!(out.matches("</script").count(), 1, "{out}");
    assert!(out.contains("<\\/script>"), "{out}");
}

#[test]
fn style_attributes_are_minified_and_character_references_left_alone() {
    let with_css = HtmlMinifyOptions { minify_css: true, ..defaults() };
    assert_eq!(
        min(r#"<p style='background-image: url("my photo.png"); color: #ff0000'>x</p>"#, with_css),
        r#"<p style='background-image:url("my photo.png");color:red'>x</p>"#
    );
    // The engine would read `&quot;` as text: such a value is left to the HTML engine.
    let entity = min(r#"<p style="font-family: &quot;A B&quot;;  color: #ff0000">x</p>"#, with_css);
    assert!(entity.contains("font-family: \"A B\";  color: #ff0000"), "{entity}");
    // Braces inside a string are text; nothing left is an empty attribute, which the HTML engine then drops.
    assert_eq!(min(r#"<p style='content: "}{" ;'>x</p>"#, with_css), r#"<p style='content:"}{"'>x</p>"#);
    assert_eq!(min(r#"<p style="  ">x</p>"#, with_css), "<p>x</p>");
}

#[test]
fn style_attributes_that_are_not_declarations_are_left_with_a_warning() {
    let with_css = HtmlMinifyOptions { minify_css: true, ..defaults() };
    for value in ["color: red} a {color: blue", "color: red; .x { color: blue }"] {
        let input = format!("<p>\n  <b style=\"{value}\">x</b></p>");
        let result = minify_html(&input, &with_css).expect("minifies");
        assert!(result.output.contains(&format!("style=\"{value}\"")), "{}", result.output);
        assert_eq!(
            result.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
            ["A style attribute left as written: it holds rules, not only declarations at line 2, column 13"]
        );
    }
    // A parse error is placed in the document, not in the rule the value is minified as.
    let result = minify_html("<p>\n  <b style=\"color: red; width!: 1px\">x</b></p>", &with_css).expect("minifies");
    assert_eq!(
        result.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["A style attribute left as written: Unexpected token Delim('!') at line 2, column 30"]
    );
}

#[test]
fn statistics_compare_input_and_output_bytes() {
    let result = minify_html("<p>  a  </p>", &defaults()).expect("should succeed");
    assert_eq!(result.output, "<p>a</p>");
    assert_eq!((result.stats.original_size, result.stats.minified_size, result.stats.reduction), (12, 8, 4));
}

const PAGE: &str = include_str!("minify_html_check/page.html");

/// The text a reader sees, whitespace runs as one space: what minification must not change.
fn visible_text(html: &str) -> String {
    let mut text = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        text.push(' ');
        let after = &rest[open..];
        let skip_to = ["<script", "<style"]
            .iter()
            .find(|tag| after.starts_with(*tag))
            .map(|tag| format!("</{}", &tag[1..]))
            .and_then(|close| after.find(&close))
            .unwrap_or(0);
        rest = &after[skip_to..];
        rest = rest.find('>').map_or("", |end| &rest[end + 1..]);
    }
    text.push_str(rest);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The element names in document order (script and style contents skipped).
fn tags(html: &str) -> Vec<String> {
    let mut markup = String::new();
    let mut rest = html;
    while let Some(open) = ["<script", "<style"].iter().filter_map(|t| rest.find(t)).min() {
        let close = if rest[open..].starts_with("<script") { "</script" } else { "</style" };
        let body_start = rest[open..].find('>').map_or(rest.len(), |end| open + end + 1);
        markup.push_str(&rest[..body_start]);
        rest = rest[body_start..].find(close).map_or("", |at| &rest[body_start + at..]);
    }
    markup.push_str(rest);
    let mut names = Vec::new();
    for part in markup.split('<').skip(1) {
        let name: String = part.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        if !name.is_empty() && !["html", "head", "body"].contains(&name.as_str()) {
            names.push(name.to_ascii_lowercase());
        }
    }
    names
}

#[test]
fn a_real_page_keeps_its_text_and_structure() {
    for (name, options) in [("defaults", defaults()), ("everything on", HtmlMinifyOptions::smallest())] {
        let result = minify_html(PAGE, &options).expect("should succeed");
        let out = &result.output;
        assert!(out.len() < PAGE.len() * 8 / 10, "{name}: {} → {} bytes", PAGE.len(), out.len());
        assert_eq!(visible_text(out), visible_text(PAGE), "{name}: the visible text changed");
        assert_eq!(tags(out), tags(PAGE), "{name}: the element structure changed");
        assert!(!out.contains("<!--"), "{name}: a comment survived");
        assert!(out.contains("<a href=/pricing>Pricing</a> <a href=/docs>Docs</a>"), "{name}: link spacing lost");
        assert!(out.contains("<pre>  indented\n    code </pre>"), "{name}: <pre> changed");
        assert!(out.contains("<textarea name=notes>  keep  this </textarea>"), "{name}: <textarea> changed");
    }
    let all = min(PAGE, HtmlMinifyOptions::smallest());
    assert!(all.contains(".card{border:1px solid #ccc;padding:8px}"), "inline CSS not minified: {all}");
    assert!(all.contains("document.querySelector(`#total`).textContent="), "inline JS not minified: {all}");
}
