//! The CSS minifier bundle (`minify-css`).

use penknife_core::minify::css::{CssMinifyOptions, minify_css as engine};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::js_error;

/// CSS → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a plain object of the spec's camelCase switches (missing ones take the spec's defaults;
/// `undefined` means all defaults). Invalid CSS throws an Error whose message has the line and column.
#[wasm_bindgen(js_name = minifyCss)]
pub fn minify_css(input: &str, options: JsValue) -> Result<JsValue, JsError> {
    let options: CssMinifyOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    to_js(&engine(input, &options).map_err(js_error)?)
}
