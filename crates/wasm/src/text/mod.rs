//! The `text` bundle: every text, writing and fun tool (one download shared by their pages).
//! Structured results cross to JS as plain objects (serde-wasm-bindgen, camelCase fields).

mod case;
mod char_stats;
mod dedupe;
mod hashtag;
mod lorem;
mod password;
mod random_numbers;
mod username;
mod wheel;
mod word_stats;

use wasm_bindgen::prelude::*;

/// A Rust value as a plain JS object.
pub(crate) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(crate::js_error)
}

/// Options from a plain JS object; a wrong shape is a programming error reported as a JS Error.
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(crate::js_error)
}
