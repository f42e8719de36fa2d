//! The Text Sorter in the browser (penknife_core::text::sort). Shuffling draws from Web Crypto's getRandomValues,
//! through the getrandom backend every bundle links (crates/wasm/Cargo.toml).

use penknife_core::random::SystemRandom;
use penknife_core::text::sort as engine;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

/// `sortLines(text, { order, reverse, caseSensitive, trimWhitespace, removeEmptyLines, unique })`
/// → `{ text, lines, removed }`. Absent options take the engine's defaults.
#[wasm_bindgen(js_name = sortLines, unchecked_return_type = "SortResult")]
pub fn sort_lines(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "SortOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options: engine::SortOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    to_js(&engine::sort_lines(text, &options, &mut SystemRandom::new()))
}

/// The engine's defaults for the page's controls, written once (in [`engine::SortOptions::default`]).
#[wasm_bindgen(js_name = sortDefaults, unchecked_return_type = "Required<SortOptions>")]
pub fn sort_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::SortOptions::default())
}
