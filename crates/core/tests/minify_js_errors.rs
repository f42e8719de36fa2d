//! Input that does not parse: the JS Minifier's error is the parser's first one, at the line and column a
//! developer's editor shows for the place the parser points at, plus the bracket it expected closing.

use penknife_core::minify::js::*;

/// The error's text for `input` (with the page's defaults and with full minification: the same parse).
fn error(input: &str) -> String {
    let page = minify_js(input, &JsMinifyOptions::default()).expect_err("invalid JavaScript").to_string();
    let full = minify_js(input, &JsMinifyOptions::smallest()).expect_err("invalid JavaScript").to_string();
    assert_eq!(page, full, "the options do not change the error");
    page
}

#[test]
fn a_missing_parenthesis_on_line_1_is_reported_on_line_1() {
    assert_eq!(
        error("console.log(\"a\";\nlet x = 1.5;"),
        "Expected `,` or `)` but found `;` at line 1, column 16 (opened here: line 1, column 12)"
    );
}

#[test]
fn when_the_parser_notices_on_the_next_line_the_open_parenthesis_is_named_too() {
    // Without the `;` the call could go on over the line break: `let` is the first token that cannot.
    assert_eq!(
        error("console.log(\"a\"\nlet x = 1.5;"),
        "Expected `,` or `)` but found `let` at line 2, column 1 (opened here: line 1, column 12)"
    );
    assert_eq!(
        error("const label = (isMember ? \"member\"\nconst tax = 1.5;"),
        "Expected `:` but found `const` at line 2, column 1 (conditional starts here: line 1, column 25)"
    );
}

#[test]
fn an_unclosed_brace_is_reported_at_the_end_with_where_it_opened() {
    assert_eq!(
        error("function f() {\n  return 1;\n"),
        "Expected `}` but found `EOF` at line 3, column 1 (opened here: line 1, column 14)"
    );
}

#[test]
fn a_stray_token_on_line_3_is_reported_on_line_3() {
    let input = "let a = 1;\nlet b = 2;\nlet c = 3 3;\n";
    // Right after the first `3`, where the semicolon is missing.
    assert_eq!(
        error(input),
        "Expected a semicolon or an implicit semicolon after a statement, but found none at line 3, column 10"
    );
    assert_eq!(error("let a = 1;\nlet b = 2;\n}\n"), "Unexpected token at line 3, column 1");
}

#[test]
fn crlf_line_endings_count_one_line_each() {
    assert_eq!(
        error("console.log(\"a\"\r\nlet x = 1.5;"),
        "Expected `,` or `)` but found `let` at line 2, column 1 (opened here: line 1, column 12)"
    );
    let input = "let a = 1;\r\nlet b = 2;\r\nlet c = 3 3;\r\n";
    assert!(error(input).ends_with(" at line 3, column 10"), "{}", error(input));
}

#[test]
fn columns_count_characters_after_non_ascii_text() {
    // 'é' is two bytes, '✓' three and '😀' four (and two UTF-16 units): each is one column.
    assert_eq!(error("// héllo ✓ 😀\nconst s = \"é😀\"; foo(;\n"), "Unexpected token at line 2, column 21");
    assert_eq!(error("const s = \"é😀\"; foo(;"), "Unexpected token at line 1, column 21");
}

#[test]
fn a_leading_byte_order_mark_is_not_a_column() {
    assert_eq!(
        error("\u{feff}console.log(\"a\";\nlet x = 1.5;"),
        "Expected `,` or `)` but found `;` at line 1, column 16 (opened here: line 1, column 12)"
    );
}

#[test]
fn the_error_carries_its_parts() {
    let error = minify_js("console.log(\"a\"\nlet x = 1.5;", &JsMinifyOptions::default()).expect_err("invalid");
    let JsMinifyError::Syntax { message, line, column, related } = error else { panic!("not a syntax error") };
    assert_eq!((message.as_str(), line, column), ("Expected `,` or `)` but found `let`", 2, 1));
    assert_eq!(related, Some(RelatedPlace { label: "opened here".into(), line: 1, column: 12 }));
}
