//! Remove Duplicate Lines in the browser.

use penknife_core::text::dedupe as engine;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

/// `removeDuplicateLines(text, { caseSensitive, removeEmptyLines, trimWhitespace, sortAlphabetically })`
/// → `{ text, stats: { original, duplicates, unique, removed, emptyRemoved } }`. Absent options take the
/// spec's defaults.
#[wasm_bindgen(js_name = removeDuplicateLines, unchecked_return_type = "DedupeResult")]
pub fn remove_duplicate_lines(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "DedupeOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options: engine::DedupeOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    to_js(&engine::remove_duplicate_lines(text, &options))
}

/// The spec's defaults for the four switches, written once (in [`engine::DedupeOptions::default`]).
#[wasm_bindgen(js_name = dedupeDefaults, unchecked_return_type = "Required<DedupeOptions>")]
pub fn dedupe_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::DedupeOptions::default())
}
