//! The three minifiers. Deep input gets a nesting error (the guards in `penknife_core::minify::nesting`), so no
//! input is skipped: the fuzzer checks the guards too.

use penknife_core::minify::css::{CssMinifyOptions, minify_css};
use penknife_core::minify::html::{HtmlMinifyError, HtmlMinifyOptions, minify_html};
use penknife_core::minify::js::{JsMinifyOptions, ProgramKind, minify_program};

use crate::input::FuzzInput;

pub fn html(mut input: FuzzInput) {
    let options = HtmlMinifyOptions {
        remove_comments: input.flag(),
        remove_whitespace: input.flag(),
        remove_optional_tags: input.flag(),
        remove_redundant_attributes: input.flag(),
        collapse_whitespace: input.flag(),
        remove_empty_attributes: input.flag(),
        minify_css: input.flag(),
        minify_js: input.flag(),
    };
    let text = input.text();
    // Every input is HTML to a browser: the minifier answers with a result, or refuses nesting too deep to handle.
    match minify_html(text, &options) {
        Ok(_) | Err(HtmlMinifyError::TooDeep(_)) => {}
        Err(error) => panic!("HTML minifier failed: {error}"),
    }
}

pub fn css(mut input: FuzzInput) {
    let options = CssMinifyOptions {
        remove_comments: input.flag(),
        remove_whitespace: input.flag(),
        remove_last_semicolon: input.flag(),
        compress_colors: input.flag(),
        remove_zero_units: input.flag(),
        merge_duplicate_rules: input.flag(),
        sort_properties: input.flag(),
        remove_empty_rules: input.flag(),
    };
    let text = input.text();
    // A syntax error is an answer; only a panic, an abort or a hang is a finding.
    let _ = minify_css(text, &options);
}

pub fn js(mut input: FuzzInput) {
    let options = JsMinifyOptions {
        remove_comments: input.flag(),
        remove_whitespace: input.flag(),
        remove_empty_lines: input.flag(),
        shorten_booleans: input.flag(),
        remove_debug_statements: input.flag(),
        remove_trailing_semicolons: input.flag(),
        preserve_newlines: input.flag(),
        mangle: input.flag(),
        remove_dead_code: input.flag(),
    };
    let kind = input.choose(&[ProgramKind::Detect, ProgramKind::Script, ProgramKind::Module]);
    let text = input.text();
    let _ = minify_program(text, &options, kind);
}
