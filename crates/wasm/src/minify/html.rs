//! The HTML minifier bundle (`minify-html`).

use penknife_core::minify::html::{HtmlMinifyOptions, minify_html as engine};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::js_error;

/// HTML → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a plain object of the spec's camelCase switches (missing ones take the spec's defaults;
/// `undefined` means all defaults).
#[wasm_bindgen(js_name = minifyHtml)]
pub fn minify_html(input: &str, options: JsValue) -> Result<JsValue, JsError> {
    let options: HtmlMinifyOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    to_js(&engine(input, &options).map_err(js_error)?)
}
