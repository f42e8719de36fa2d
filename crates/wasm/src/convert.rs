//! The `convert` bundle: the YAML JSON TOML Converter (penknife_core::convert). Throws the engine's refusal: the
//! parser's words with the line and column, or what the target format cannot hold and where.

use crate::js::{from_js, to_js};
use crate::{js_error, js_error_at};
use penknife_core::convert as engine;
use wasm_bindgen::prelude::*;

/// `input` converted as `options` say (`{ from, to }`: `"yaml"`, `"json"` or `"toml"`).
#[wasm_bindgen(js_name = convertText)]
pub fn convert_text(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "ConvertOptions")] options: JsValue,
) -> Result<String, JsValue> {
    engine::convert(input, &from_js(options)?).map_err(|error| match error.position() {
        Some((line, column)) => js_error_at(error, line, column),
        None => js_error(error),
    })
}

/// The page's settings before the visitor changes them, written once (in [`engine::ConvertOptions::default`]).
#[wasm_bindgen(js_name = convertDefaults, unchecked_return_type = "Required<ConvertOptions>")]
pub fn convert_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::ConvertOptions::default())
}
