//! The option objects the pages send across the wasm boundary: a misspelled key is refused with a message that
//! names it and the keys that exist, a missing key takes the default, and the defaults the pages read from the
//! engine (its `…Defaults` exports, serialised as here) are the spec's.

#![cfg(all(
    feature = "minify-css",
    feature = "minify-js",
    feature = "minify-html",
    feature = "markdown",
    feature = "image-vector"
))]

use penknife_core::hashtag::HashtagOptions;
use penknife_core::image::trace::TraceOptions;
use penknife_core::lorem::LoremOptions;
use penknife_core::markdown::MarkdownOptions;
use penknife_core::minify::css::CssMinifyOptions;
use penknife_core::minify::html::HtmlMinifyOptions;
use penknife_core::minify::js::JsMinifyOptions;
use penknife_core::password::PasswordOptions;
use penknife_core::random::RandomNumberForm;
use penknife_core::text::dedupe::DedupeOptions;
use penknife_core::username::UsernameOptions;
use serde::de::DeserializeOwned;
use serde_json::json;

/// The error serde gives for `value` read as `T`.
fn refusal<T: DeserializeOwned + std::fmt::Debug>(value: serde_json::Value) -> String {
    serde_json::from_value::<T>(value).expect_err("the misspelled key must be refused").to_string()
}

#[test]
fn a_misspelled_option_is_refused_with_its_name_and_the_keys_that_exist() {
    let message = refusal::<CssMinifyOptions>(json!({ "removeComment": false }));
    assert!(message.starts_with("unknown field `removeComment`, expected one of `removeComments`,"), "{message}");
    assert!(message.contains("`removeEmptyRules`"), "{message}");

    let message = refusal::<JsMinifyOptions>(json!({ "mangle": true, "removeDeadcode": true }));
    assert!(message.starts_with("unknown field `removeDeadcode`, expected one of"), "{message}");
    assert!(message.contains("`removeDeadCode`"), "{message}");

    // snake_case is the Rust spelling, not the contract's.
    let message = refusal::<HtmlMinifyOptions>(json!({ "minify_css": true }));
    assert!(message.starts_with("unknown field `minify_css`, expected one of"), "{message}");
    assert!(message.contains("`minifyCss`"), "{message}");

    let message = refusal::<MarkdownOptions>(json!({ "enableTable": false }));
    assert!(message.starts_with("unknown field `enableTable`, expected one of"), "{message}");
    assert!(message.contains("`enableTables`"), "{message}");
}

#[test]
fn every_options_object_from_the_pages_refuses_an_unknown_key() {
    let stray = || json!({ "colour": "red" });
    for message in [
        refusal::<PasswordOptions>(stray()),
        refusal::<LoremOptions>(stray()),
        refusal::<RandomNumberForm>(stray()),
        refusal::<HashtagOptions>(stray()),
        refusal::<UsernameOptions>(stray()),
        refusal::<DedupeOptions>(stray()),
        refusal::<TraceOptions>(stray()),
    ] {
        assert!(message.starts_with("unknown field `colour`, expected one of `"), "{message}");
    }
}

#[test]
fn a_missing_option_still_takes_its_default() {
    let options: CssMinifyOptions = serde_json::from_value(json!({ "sortProperties": true })).expect("reads back");
    assert_eq!(options, CssMinifyOptions { sort_properties: true, ..CssMinifyOptions::default() });
    let options: MarkdownOptions = serde_json::from_value(json!({})).expect("reads back");
    assert_eq!(options, MarkdownOptions::default());
}

/// The defaults as the engine's `…Defaults` export hands them to the page.
fn as_page_sees<T: serde::Serialize>(options: T) -> serde_json::Value {
    serde_json::to_value(options).expect("serialises")
}

#[test]
fn the_minifier_defaults_are_the_spec_s() {
    assert_eq!(
        as_page_sees(CssMinifyOptions::default()),
        json!({
            "removeComments": true, "removeWhitespace": true, "removeLastSemicolon": true, "compressColors": true,
            "removeZeroUnits": true, "mergeDuplicateRules": false, "sortProperties": false, "removeEmptyRules": true,
        })
    );
    assert_eq!(
        as_page_sees(JsMinifyOptions::default()),
        json!({
            "removeComments": true, "removeWhitespace": true, "removeEmptyLines": true, "shortenBooleans": true,
            "removeDebugStatements": false, "removeTrailingSemicolons": false, "preserveNewlines": false,
            "mangle": false, "removeDeadCode": false,
        })
    );
    assert_eq!(
        as_page_sees(HtmlMinifyOptions::default()),
        json!({
            "removeComments": true, "removeWhitespace": true, "removeOptionalTags": false,
            "removeRedundantAttributes": true, "collapseWhitespace": true, "removeEmptyAttributes": true,
            "minifyCss": false, "minifyJs": false,
        })
    );
}

#[test]
fn the_markdown_and_generator_defaults_are_the_spec_s() {
    assert_eq!(
        as_page_sees(MarkdownOptions::default()),
        json!({
            "escapeHtml": true, "generateToc": false, "addTargetBlank": true, "enableTables": true,
            "enableCodeHighlight": true, "enableStrikethrough": true, "enableTaskLists": true, "wrapInHtml": false,
        })
    );
    assert_eq!(
        as_page_sees(PasswordOptions::default()),
        json!({
            "length": 16, "uppercase": true, "lowercase": true, "numbers": true, "symbols": true,
            "excludeSimilar": false,
        })
    );
    assert_eq!(
        as_page_sees(RandomNumberForm::default()),
        json!({
            "min": "1", "max": "100", "count": "10", "allowDuplicates": true, "decimals": false, "decimalPlaces": "2",
        })
    );
}

#[test]
fn the_defaults_read_back_as_themselves() {
    // What a page sends back after Reset is exactly what the engine gave it.
    let css: CssMinifyOptions = serde_json::from_value(as_page_sees(CssMinifyOptions::default())).expect("reads back");
    assert_eq!(css, CssMinifyOptions::default());
    let html: HtmlMinifyOptions =
        serde_json::from_value(as_page_sees(HtmlMinifyOptions::default())).expect("reads back");
    assert_eq!(html, HtmlMinifyOptions::default());
    let form: RandomNumberForm = serde_json::from_value(as_page_sees(RandomNumberForm::default())).expect("reads back");
    assert_eq!(form, RandomNumberForm::default());
}
