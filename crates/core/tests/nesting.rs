//! Every minifier answers any nesting with a result or a clear error: at its limit it minifies (on any caller's
//! stack), above it the nesting guard refuses with the place, and the engines never run out of stack (which
//! aborts the whole process natively).

use penknife_core::minify::css::{CssMinifyError, CssMinifyOptions, minify_css};
use penknife_core::minify::html::{HTML_MAX_DEPTH, HtmlMinifyError, HtmlMinifyOptions, minify_html};
use penknife_core::minify::js::{JsMinifyError, JsMinifyOptions, minify_js};
use penknife_core::minify::nesting::{CSS_MAX_DEPTH, JS_MAX_DEPTH, TooDeep};

/// Runs `f` on a thread with a small stack (256 KiB), as a caller on a worker thread might: the engines must not
/// depend on their caller's stack.
fn on_small_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new().stack_size(256 * 1024);
        thread.spawn_scoped(scope, f).expect("thread starts").join().expect("no panic")
    })
}

fn nested(open: &str, inner: &str, close: &str, depth: usize) -> String {
    format!("{}{inner}{}", open.repeat(depth), close.repeat(depth))
}

fn js_too_deep(input: &str) -> TooDeep {
    match minify_js(input, &JsMinifyOptions::smallest()) {
        Err(JsMinifyError::TooDeep(too_deep)) => too_deep,
        other => panic!("{}… should be refused as too deep, got {other:?}", &input[..40.min(input.len())]),
    }
}

#[test]
fn javascript_nested_to_the_limit_minifies_even_on_a_small_stack() {
    let input = nested("(", "1", ")", JS_MAX_DEPTH);
    let minified = on_small_stack(|| minify_js(&input, &JsMinifyOptions::default()));
    assert_eq!(minified.expect("at the limit").output, "1;");
    // A function is two levels: its keyword and its body.
    let functions = nested("function f(){", "", "}", JS_MAX_DEPTH / 2);
    assert!(on_small_stack(|| minify_js(&functions, &JsMinifyOptions::smallest())).is_ok());
}

#[test]
fn javascript_nested_above_the_limit_is_refused_with_the_place() {
    let error = js_too_deep(&nested("(", "1", ")", JS_MAX_DEPTH + 1));
    assert_eq!((error.limit, error.line, error.column), (JS_MAX_DEPTH, 1, JS_MAX_DEPTH + 1));
    assert_eq!(error.to_string(), format!("Nesting too deep: more than {JS_MAX_DEPTH} levels at line 1, column 501"));
    let error = js_too_deep(&format!("let a = 1;\n{}", nested("[", "", "]", 100_000)));
    assert_eq!((error.line, error.column), (2, JS_MAX_DEPTH + 1));
}

#[test]
fn javascript_that_nests_without_brackets_is_refused_too() {
    let n = 100_000;
    for input in [
        format!("x={}a;", "!".repeat(n)),
        format!("x={}a;", "- ".repeat(n)),
        format!("x={}a;", "typeof ".repeat(n)),
        format!("x={}a;", "new ".repeat(n)),
        format!("x={}c;", "a?b:".repeat(n)),
        format!("{}c;", "a=".repeat(n)),
        format!("x={}c;", "a=>".repeat(n)),
        format!("x={}a;", "a**".repeat(n)),
        format!("x={}a;", "a+".repeat(8 * n)),
        format!("x=a{};", ".b".repeat(8 * n)),
        format!("x=a{};", "()".repeat(n)),
        format!("x=a{};", "[0]".repeat(n)),
        format!("{}b;", "if(a)".repeat(n)),
        format!("if(a)b;{}", "else if(a)b;".repeat(n)),
        format!("if(a){{}}{}", "else if(a){}".repeat(n)),
        format!("x=`{}`;", "${`".repeat(n)),
    ] {
        js_too_deep(&input);
    }
}

#[test]
fn strings_comments_regexes_and_template_text_do_not_count() {
    let brackets = "(".repeat(5 * JS_MAX_DEPTH);
    let input = format!(
        "a = '{brackets}'; b = \"{brackets}\"; // {brackets}\n/* {brackets} */ c = /[{brackets}]/g.test(d) / 2;\ne = `{brackets}${{f}}{brackets}`;"
    );
    assert!(minify_js(&input, &JsMinifyOptions::default()).is_ok());
}

#[test]
fn css_nested_to_the_limit_minifies_and_prints_even_on_a_small_stack() {
    let input = nested("@media screen{", "a{color:red}", "}", CSS_MAX_DEPTH - 1);
    let minified = on_small_stack(|| minify_css(&input, &CssMinifyOptions::default())).expect("at the limit");
    assert_eq!(minified.output, nested("@media screen{", "a{color:red}", "}", CSS_MAX_DEPTH - 1));
    let pretty = CssMinifyOptions { remove_whitespace: false, ..CssMinifyOptions::smallest() };
    let rules = nested("a{", "color:red", "}", CSS_MAX_DEPTH);
    assert!(on_small_stack(|| minify_css(&rules, &pretty)).is_ok());
}

#[test]
fn css_nested_above_the_limit_is_refused_with_the_place() {
    for (input, column) in [
        (nested("@media screen{", "a{color:red}", "}", 100_000), 14 * CSS_MAX_DEPTH + 14),
        (nested("a{", "color:red", "}", 100_000), 2 * CSS_MAX_DEPTH + 2),
        (format!("a{{width:{}}}", nested("calc(", "1px", ")", 100_000)), 9 + 5 * (CSS_MAX_DEPTH - 1) + 4),
    ] {
        match minify_css(&input, &CssMinifyOptions::smallest()) {
            Err(CssMinifyError::TooDeep(error)) => {
                assert_eq!((error.limit, error.line, error.column), (CSS_MAX_DEPTH, 1, column));
                assert_eq!(
                    error.to_string(),
                    format!("Nesting too deep: more than 100 levels at line 1, column {column}")
                );
            }
            other => panic!("should be refused as too deep, got {other:?}"),
        }
    }
}

#[test]
fn html_open_to_the_limit_minifies_even_on_a_small_stack() {
    let input = "<div>".repeat(HTML_MAX_DEPTH);
    let minified = on_small_stack(|| minify_html(&input, &HtmlMinifyOptions::default())).expect("at the limit");
    assert_eq!(minified.output, input);
}

#[test]
fn html_open_above_the_limit_is_refused_with_the_place() {
    for (unit, input) in [
        ("<div>", "<div>".repeat(10_473)),
        ("<div/>", "<div/>".repeat(100_000)),
        ("<div><b></div>", "<div><b></div>".repeat(100_000)),
        ("<p><div>", "<p><div>".repeat(100_000)),
        ("<svg><title>", format!("<svg><title>{}", "<div>".repeat(100_000))),
        ("<path d=M0/>", format!("<svg>{}</svg>", "<path d=M0/>".repeat(100_000))),
    ] {
        match minify_html(&input, &HtmlMinifyOptions::smallest()) {
            Err(HtmlMinifyError::TooDeep(error)) => {
                assert_eq!((error.limit, error.line), (HTML_MAX_DEPTH, 1), "{unit}");
                assert_eq!(
                    error.to_string(),
                    format!("Nesting too deep: more than 1000 levels at line 1, column {}", error.column)
                );
            }
            other => panic!("{unit}… should be refused as too deep, got {other:?}"),
        }
    }
}

#[test]
fn html_elements_closed_by_the_next_do_not_count() {
    for unit in ["<li>", "<p>", "<td>", "<tr>", "<option>", "<dt><dd>", "<br>", "<img src=a>"] {
        let input = format!("<div>{}</div>", unit.repeat(100_000));
        assert!(minify_html(&input, &HtmlMinifyOptions::default()).is_ok(), "{unit}");
    }
    let svg = format!("<svg>{}</svg>", "<path d=\"M0\"/>".repeat(100_000));
    assert!(minify_html(&svg, &HtmlMinifyOptions::default()).is_ok());
    let lists = "<ul><li>a<li>b</ul>".repeat(100_000);
    assert!(minify_html(&lists, &HtmlMinifyOptions::default()).is_ok());
}

#[test]
fn random_text_gets_a_result_or_a_clear_error() {
    // 2.8 MB of printable ASCII from a fixed generator: random tags, quotes and brackets everywhere.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let text: String = (0..2_800_000)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            char::from(b' ' + (state % 95) as u8)
        })
        .collect();
    match minify_html(&text, &HtmlMinifyOptions::smallest()) {
        Ok(_) | Err(HtmlMinifyError::TooDeep(_)) => {}
        Err(error) => panic!("unexpected error: {error}"),
    }
    assert!(minify_js(&text, &JsMinifyOptions::smallest()).is_err(), "random text is not JavaScript");
    assert!(minify_css(&text, &CssMinifyOptions::smallest()).is_err(), "random text is not CSS");
}

#[test]
fn json_and_markdown_need_no_guard_they_survive_any_depth_on_a_small_stack() {
    // Their parsers do not recurse per level (serde_json's validation and the re-printer are iterative, comrak
    // caps its own nesting), so these hold on a 256 KiB stack without a limit of ours.
    let depth = 1_000_000;
    let array = nested("[", "", "]", depth);
    assert_eq!(on_small_stack(|| penknife_core::json::minify(&array)).expect("valid JSON").len(), 2 * depth);
    let options = penknife_core::markdown::MarkdownOptions::default();
    for markdown in [">".repeat(depth) + " a\n", "- ".repeat(depth) + "a\n", nested("[", "a", "](b)", depth)] {
        assert!(on_small_stack(|| penknife_core::markdown::markdown_to_html(&markdown, &options)).is_ok());
    }
}

#[test]
fn inline_code_nested_too_deep_is_kept_with_a_warning() {
    let script = nested("(", "1", ")", 100_000);
    let style = nested("@media screen{", "a{color:red}", "}", 100_000);
    let input = format!("<p>x</p>\n<script>{script}</script><style>{style}</style>");
    let minified = minify_html(&input, &HtmlMinifyOptions::smallest()).expect("the document itself is shallow");
    assert!(minified.output.contains(&script) && minified.output.contains(&style));
    assert_eq!(
        minified.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "Inline <script> left as written: Nesting too deep: more than 500 levels at line 2, column 509",
            "Inline <style> left as written: Nesting too deep: more than 100 levels at line 2, column 201439",
        ]
    );
}
