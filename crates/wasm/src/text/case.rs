//! Text Case Converter.

use super::to_js;
use penknife_core::text::case as engine;
use wasm_bindgen::prelude::*;

/// All ten formats of `text`, in display order: `[{ format, text }]` (the page words each format).
#[wasm_bindgen(js_name = convertAllCases, unchecked_return_type = "CaseConversion[]")]
pub fn convert_all_cases(text: &str) -> Result<JsValue, JsError> {
    to_js(&engine::convert_all(text))
}

/// `text` in one format (`upper`, `lower`, `title`, `sentence`, `camel`, `pascal`, `snake`, `kebab`, `constant`,
/// `dot`); throws for another id.
#[wasm_bindgen(js_name = convertCase)]
pub fn convert_case(text: &str, format: &str) -> Result<String, JsError> {
    // An id the page never sends: a programming error, in English.
    let format: engine::CaseFormat = format.parse().map_err(crate::plain_error)?;
    Ok(engine::convert(text, format))
}
