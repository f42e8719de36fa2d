//! The JS Minifier's door: options as a plain object in, the shared `Minified` object out.

use penknife_core::minify::js as engine;
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::js_error;

/// JavaScript → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a partial `{ removeComments, removeWhitespace, removeEmptyLines, shortenBooleans,
/// removeDebugStatements, removeTrailingSemicolons, preserveNewlines, mangle, removeDeadCode }`: missing
/// fields take the spec's defaults (`undefined` or `null` = all defaults). Throws the parser's error with line
/// and column ("Unexpected token at line 3, column 7") when the input is not valid JavaScript.
#[wasm_bindgen(js_name = minifyJs)]
pub fn minify_js(input: &str, options: JsValue) -> Result<JsValue, JsError> {
    let options: engine::JsMinifyOptions = if options.is_undefined() || options.is_null() {
        engine::JsMinifyOptions::default()
    } else {
        from_js(options)?
    };
    to_js(&engine::minify_js(input, &options).map_err(js_error)?)
}
