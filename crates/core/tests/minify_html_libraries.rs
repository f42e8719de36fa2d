//! A page carrying real libraries inline (lodash in a `<script>`, Bootstrap's reboot in a `<style>`, from
//! `tests/npm`): every block goes through the JS and CSS engines exactly as on their own pages' smallest
//! options, the script still parses, and nothing is reported.

mod common;

use common::library;
use penknife_core::minify::css::{CssMinifyOptions, minify_css};
use penknife_core::minify::html::{HtmlMinifyOptions, minify_html};
use penknife_core::minify::js::{JsMinifyOptions, ProgramKind, minify_program};

/// The contents of every `<name>` element of `html`, in order.
fn contents<'h>(html: &'h str, name: &str) -> Vec<&'h str> {
    let (open, close) = (format!("<{name}>"), format!("</{name}>"));
    html.split(&open).skip(1).map(|rest| &rest[..rest.find(&close).expect("closed")]).collect()
}

#[test]
fn inline_lodash_and_reboot_are_minified_by_the_js_and_css_engines() {
    let lodash = library("lodash/lodash.js");
    let reboot = library("bootstrap/dist/css/bootstrap-reboot.css");
    let page = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<title>Inline</title>\n<style>\n{reboot}\n</style>\n</head>\n\
         <body>\n<h1>Hello</h1>\n<script>\n{lodash}\n</script>\n\
         <script>document.querySelector('h1').textContent = _.capitalize('hello');</script>\n</body>\n</html>\n"
    );
    let result = minify_html(&page, &HtmlMinifyOptions::smallest()).expect("minifies");
    assert!(result.warnings.is_empty(), "{:?}", result.warnings);
    assert!(result.stats.minified_size < page.len() / 5, "{} → {} bytes", page.len(), result.stats.minified_size);

    let scripts = contents(&result.output, "script");
    let expected = minify_program(&lodash, &JsMinifyOptions::smallest(), ProgramKind::Script).expect("lodash minifies");
    assert_eq!(scripts[0], expected.output, "lodash is not the JS engine's output");
    assert_eq!(scripts[1], "document.querySelector(`h1`).textContent=_.capitalize(`hello`)");
    let styles = contents(&result.output, "style");
    let expected = minify_css(&reboot, &CssMinifyOptions::smallest()).expect("reboot minifies");
    assert_eq!(styles, [expected.output.as_str()], "reboot is not the CSS engine's output");
}
