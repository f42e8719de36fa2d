//! The CSS minifier's options, one by one: the same input with the option on and off, exact outputs.

use penknife_core::minify::css::{CssMinifyError, CssMinifyOptions, minify_css};

fn min(input: &str, options: CssMinifyOptions) -> String {
    minify_css(input, &options).expect("valid CSS").output
}

fn defaults() -> CssMinifyOptions {
    CssMinifyOptions::default()
}

#[test]
fn defaults_are_the_specs_everything_on_but_merging_and_sorting() {
    let o = defaults();
    assert!(o.remove_comments && o.remove_whitespace && o.remove_last_semicolon && o.compress_colors);
    assert!(o.remove_zero_units && o.remove_empty_rules);
    assert!(!o.merge_duplicate_rules && !o.sort_properties);
    let parsed: CssMinifyOptions =
        serde_json::from_str(r#"{"sortProperties":true,"removeComments":false}"#).expect("should succeed");
    assert_eq!(parsed, CssMinifyOptions { sort_properties: true, remove_comments: false, ..defaults() });
}

#[test]
fn remove_comments_drops_license_comments_too_and_off_keeps_them() {
    let input = "/*! MIT licence */\n/* note */\na { color: red }";
    assert_eq!(min(input, defaults()), "a{color:red}");
    assert_eq!(
        min(input, CssMinifyOptions { remove_comments: false, ..defaults() }),
        "/*! MIT licence */\na{color:red}"
    );
}

#[test]
fn remove_whitespace_off_pretty_prints() {
    let input = "a   >   b { color : red ; margin : 1px 2px }";
    assert_eq!(min(input, defaults()), "a>b{color:red;margin:1px 2px}");
    assert_eq!(
        min(input, CssMinifyOptions { remove_whitespace: false, ..defaults() }),
        "a > b {\n  color: red;\n  margin: 1px 2px\n}\n"
    );
    assert_eq!(
        min(input, CssMinifyOptions { remove_whitespace: false, remove_last_semicolon: false, ..defaults() }),
        "a > b {\n  color: red;\n  margin: 1px 2px;\n}\n"
    );
}

#[test]
fn remove_last_semicolon_off_keeps_one_after_every_last_declaration() {
    let input = "@media (min-width: 600px) { a { color: red; } } b { top: 0; } @font-face { font-family: x; }";
    assert_eq!(min(input, defaults()), "@media (min-width:600px){a{color:red}}b{top:0}@font-face{font-family:x}");
    assert_eq!(
        min(input, CssMinifyOptions { remove_last_semicolon: false, ..defaults() }),
        "@media (min-width:600px){a{color:red;}}b{top:0;}@font-face{font-family:x;}"
    );
}

#[test]
fn semicolons_are_never_added_inside_strings_urls_or_custom_property_blocks() {
    let input = r#"a { content: "}"; background: url(x}.png); --x: { b: c } }"#;
    let kept = min(input, CssMinifyOptions { remove_last_semicolon: false, ..defaults() });
    assert_eq!(kept, r#"a{content:"}";background:url(x}.png);--x:{ b: c };}"#);
    assert_eq!(min(&kept, defaults()), r#"a{content:"}";background:url(x}.png);--x:{ b: c }}"#);
}

#[test]
fn colours_take_their_shortest_exact_form_named_ones_included() {
    let input = "a{color:white;background:black;border-color:blue;outline-color:yellow}\
                 b{color:cyan;background:magenta;border-color:#ff0000;outline-color:#008000}\
                 c{color:#AABBCC;background:rgb(255,255,255);border-color:rgba(0,0,0,0.5)}";
    let expected = "a{color:#fff;background:#000;border-color:#00f;outline-color:#ff0}\
                    b{color:#0ff;background:#f0f;border-color:red;outline-color:green}\
                    c{color:#abc;background:#fff;border-color:#00000080}";
    assert_eq!(min(input, defaults()), expected);
    // The engine keeps no original spelling: off is documented to behave like on.
    assert_eq!(min(input, CssMinifyOptions { compress_colors: false, ..defaults() }), expected);
}

#[test]
fn zero_lengths_lose_their_unit_but_times_keep_theirs() {
    let input = "a { margin: 0px 0em; padding: 0.50rem; transition-duration: 0s; width: calc(0px + 10%) }";
    let expected = "a{margin:0 0;padding:.5rem;transition-duration:0s;width:10%}";
    assert_eq!(min(input, defaults()), expected);
    // Documented as not switchable.
    assert_eq!(min(input, CssMinifyOptions { remove_zero_units: false, ..defaults() }), expected);
}

#[test]
fn merge_duplicate_rules_merges_rules_and_shorthands_only_when_on() {
    let input = "a { color: red } a { margin: 0 } b { color: red } \
                 c { margin-top: 1px; margin-right: 2px; margin-bottom: 1px; margin-left: 2px }";
    assert_eq!(
        min(input, defaults()),
        "a{color:red}a{margin:0}b{color:red}c{margin-top:1px;margin-right:2px;margin-bottom:1px;margin-left:2px}"
    );
    assert_eq!(
        min(input, CssMinifyOptions { merge_duplicate_rules: true, ..defaults() }),
        "a{color:red;margin:0}b{color:red}c{margin:1px 2px}"
    );
}

#[test]
fn sort_properties_sorts_by_name_without_crossing_related_declarations() {
    let input = "a { z-index: 1; color: red; display: block }";
    assert_eq!(min(input, defaults()), "a{z-index:1;color:red;display:block}");
    let sorted = CssMinifyOptions { sort_properties: true, ..defaults() };
    assert_eq!(min(input, sorted), "a{color:red;display:block;z-index:1}");
    // A longhand never moves before its shorthand, an alias never crosses its twin, `inset` stays after `top`,
    // `all` and unknown properties stay where they are; custom properties sort freely.
    assert_eq!(
        min("a { z-index: 1; margin: 0; margin-top: 1px; color: red }", sorted),
        "a{color:red;margin:0;margin-top:1px;z-index:1}"
    );
    assert_eq!(
        min("a { word-wrap: normal; overflow-wrap: anywhere }", sorted),
        "a{word-wrap:normal;overflow-wrap:anywhere}"
    );
    assert_eq!(min("a { top: 1px; inset: 0 }", sorted), "a{top:1px;inset:0}");
    assert_eq!(min("a { font: 12px serif; line-height: 2 }", sorted), "a{font:12px serif;line-height:2}");
    assert_eq!(min("a { z-index: 1; all: unset; color: red }", sorted), "a{z-index:1;all:unset;color:red}");
    assert_eq!(
        min("a { z-index: 1; zoom: 2; -foo-bar: 1; color: red }", sorted),
        "a{z-index:1;zoom:2;-foo-bar:1;color:red}"
    );
    assert_eq!(min("a { --b: 1; --a: 2; color: red }", sorted), "a{--a:2;--b:1;color:red}");
    assert_eq!(
        min("a { transition: none; -webkit-transition: opacity 1s }", sorted),
        "a{transition:none;-webkit-transition:opacity 1s}"
    );
}

#[test]
fn remove_empty_rules_drops_empty_rules_and_blocks_but_keeps_meaningful_empties() {
    let input = "a {} @media print { b {} } c { color: red } @layer base {} @keyframes k {}";
    assert_eq!(min(input, defaults()), "c{color:red}@layer base{}@keyframes k{}");
    assert_eq!(
        min(input, CssMinifyOptions { remove_empty_rules: false, ..defaults() }),
        "a{}@media print{b{}}c{color:red}@layer base{}@keyframes k{}"
    );
}

#[test]
fn nested_css_is_kept_nested() {
    assert_eq!(min(".a { color: red; .b { color: blue } }", defaults()), ".a{color:red;& .b{color:#00f}}");
}

#[test]
fn invalid_css_is_an_error_with_line_and_column() {
    let error = minify_css("a { color: red }\n{ }", &defaults()).expect_err("should fail");
    assert_eq!(error, CssMinifyError::Parse { line: 2, column: 1, message: "Invalid empty selector".into() });
    assert_eq!(error.to_string(), "Invalid CSS at line 2, column 1: Invalid empty selector");
    let error = minify_css("a { color: red }\n\n@media screen and ( {\n a{} }", &defaults()).expect_err("should fail");
    assert!(error.to_string().starts_with("Invalid CSS at line 3, column "), "{error}");
}

#[test]
fn error_columns_count_characters_as_the_js_minifier_does() {
    let place = |input: &str| match minify_css(input, &defaults()).expect_err("should fail") {
        CssMinifyError::Parse { line, column, .. } => (line, column),
        other => panic!("{other}"),
    };
    // An emoji is two UTF-16 units (cssparser's count) but one character: the column matches an ASCII letter's.
    let ascii = place("a { color: red }\n/*x*/ b { }\n/*x*/ { }");
    assert_eq!(ascii, (3, 7));
    assert_eq!(place("a { color: red }\n/*😀*/ b { }\n/*😀*/ { }"), ascii);
    assert_eq!(place("a { color: red }\r\n/*é*/ b { }\r\n/*😀*/ { }"), ascii, "CRLF is one line break");
    assert_eq!(place("a { color: red }\r/*x*/ b { }\r/*😀*/ { }"), ascii, "so is a lone CR, as CSS has it");
}

#[test]
fn statistics_compare_input_and_output_bytes() {
    let result = minify_css("a { color: white; }", &defaults()).expect("should succeed");
    assert_eq!(result.output, "a{color:#fff}");
    assert_eq!((result.stats.original_size, result.stats.minified_size, result.stats.reduction), (19, 13, 6));
    assert!(result.warnings.is_empty());
}

#[test]
fn legacy_placeholder_selectors_survive() {
    let input = ".a:-moz-placeholder { color: red } .b:-ms-input-placeholder { color: red } .c::-moz-placeholder { color: red }";
    assert_eq!(
        min(input, defaults()),
        ".a:-moz-placeholder{color:red}.b:-ms-input-placeholder{color:red}.c::-moz-placeholder{color:red}"
    );
}

#[test]
fn newer_syntax_than_the_authors_is_never_introduced() {
    // Range media queries need Safari 16.4; the author's `min-width` stays.
    assert_eq!(
        min("@media (min-width: 600px) { a { color: red } }", defaults()),
        "@media (min-width:600px){a{color:red}}"
    );
    // Nothing is transpiled either: no prefixes added, logical properties and nesting kept.
    assert_eq!(
        min("a { user-select: none; margin-inline-start: 1px; &:hover { color: red } }", defaults()),
        "a{user-select:none;margin-inline-start:1px;&:hover{color:red}}"
    );
}

#[test]
fn merging_that_would_rename_a_prefixed_selector_is_skipped_with_a_warning() {
    let input = ".a::placeholder{color:red}.a::-webkit-input-placeholder{color:red}";
    let merged =
        minify_css(input, &CssMinifyOptions { merge_duplicate_rules: true, ..defaults() }).expect("should succeed");
    assert_eq!(merged.output, ".a::placeholder{color:red}.a::-webkit-input-placeholder{color:red}");
    assert_eq!(
        merged.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["Duplicate rules were not merged: merging would have changed vendor-prefixed selectors"]
    );
}
