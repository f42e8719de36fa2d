//! The `base` bundle: the Number Base Converter (penknife_core::base). Throws the engine's refusal (`js_error`): a
//! character that is no digit of its base and where, no digits, more than 10,000 digits.

use crate::js::{Limits, to_js};
use crate::js_error;
use penknife_core::base as engine;
use wasm_bindgen::prelude::*;

/// `{ min, max }`: the bases a number can be read and written in (2–36).
#[wasm_bindgen(js_name = baseLimits, unchecked_return_type = "{ min: number; max: number }")]
pub fn limits() -> Result<JsValue, JsError> {
    to_js(&Limits::of(&engine::BASE_RANGE))
}

/// `{ binary, octal, decimal, hexadecimal, other }`: `text` read in base `from`, `other` in base `other`; every
/// field empty for an empty text.
#[wasm_bindgen(js_name = convertBase, unchecked_return_type = "Conversion")]
pub fn convert(text: &str, from: u32, other: u32) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::convert(text, from, other).map_err(js_error)?)?)
}
