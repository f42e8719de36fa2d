//! The Slug Generator's door in the `slug` bundle (penknife_core::slug): typed arguments in, the slugs out.

use penknife_core::slug as engine;
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};

/// `slugifyLines(text, { separator, case, maxLength })` → one slug per line of `text`.
#[wasm_bindgen(js_name = slugifyLines)]
pub fn slugify_lines(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "SlugOptions | undefined")] options: JsValue,
) -> Result<String, JsError> {
    let options: engine::SlugOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    Ok(engine::slugify_lines(text, &options))
}

/// The engine's defaults for the page's controls, written once (in [`engine::SlugOptions::default`]).
#[wasm_bindgen(js_name = slugDefaults, unchecked_return_type = "Required<SlugOptions>")]
pub fn slug_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::SlugOptions::default())
}
