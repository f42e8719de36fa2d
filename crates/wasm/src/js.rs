//! Structured values across the wasm boundary: plain JS objects in and out (serde-wasm-bindgen), so each
//! tool's engine.ts sees `{ camelCase: … }` objects instead of wasm-bindgen classes to free.

use wasm_bindgen::prelude::*;

/// A Rust value as a plain JS object.
pub(crate) fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(crate::js_error)
}

/// Options from a plain JS object; a wrong shape is a programming error reported as a JS Error.
#[allow(dead_code, reason = "the json bundle takes no options object")]
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(crate::js_error)
}
