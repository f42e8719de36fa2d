//! Inputs `make fuzz` found that made the CSS minifier fail, each replayed as it was found (issue 12).
#![cfg(feature = "minify-css")]

use penknife_core::minify::css::{CssMinifyOptions, minify_css};

/// Every option on and off: the fuzzer found these with some combination, the test replays all of them.
fn every_option_set() -> Vec<CssMinifyOptions> {
    (0..256_u32)
        .map(|bits| {
            let on = |bit: u32| bits & (1 << bit) != 0;
            CssMinifyOptions {
                remove_comments: on(0),
                remove_whitespace: on(1),
                remove_last_semicolon: on(2),
                compress_colors: on(3),
                remove_zero_units: on(4),
                merge_duplicate_rules: on(5),
                sort_properties: on(6),
                remove_empty_rules: on(7),
            }
        })
        .collect()
}

/// The last-semicolon pass (run when "remove whitespace" and "remove last semicolon" differ) looked four bytes
/// ahead for `url(` by slicing the printed CSS, which panics when the fourth byte falls inside a character: any
/// non-ASCII text a few bytes after a boundary it visits. lightningcss prints NUL as U+FFFD, so ASCII input
/// with a NUL did it too (the fuzzer's first find, `crash-05900f3b…`).
#[test]
fn non_ascii_text_after_a_declaration_is_kept() {
    let found = "everythi{top:1everything-on mn*\0\0\0\0\0\0";
    for css in [found, "a{content:\"→\"}", "a{b:c}→{d:e}", "a{co\u{301}lor:red}", "@media x{a{b:\"日本\"}}"] {
        for options in every_option_set() {
            // A result or a clear error: the point is that it answers.
            match minify_css(css, &options) {
                Ok(minified) => assert!(!minified.output.is_empty(), "{css:?} lost everything"),
                Err(error) => assert!(!error.to_string().is_empty()),
            }
        }
    }
}
