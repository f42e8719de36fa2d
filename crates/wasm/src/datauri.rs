//! The Image to Base64's door in the `base64` bundle (penknife_core::datauri): bytes in, plain objects out.

use crate::js::to_js;
use crate::js_error;
use penknife_core::datauri as engine;
use wasm_bindgen::prelude::*;

/// Refuses a file over the size limit (or empty) before the page reads it into memory.
#[wasm_bindgen(js_name = checkImageSize)]
pub fn check_size(size: f64) -> Result<(), JsValue> {
    engine::check_size(size as u64).map_err(js_error)
}

/// An image's bytes → its data URL, Base64, CSS and `<img>` tag; throws the engine's refusal.
#[wasm_bindgen(js_name = imageToDataUri, unchecked_return_type = "Encoded")]
pub fn encode(bytes: &[u8]) -> Result<JsValue, JsValue> {
    let encoded = engine::encode(bytes).map_err(js_error)?;
    to_js(&encoded).map_err(JsValue::from)
}

/// A data URL or Base64 (as UTF-8 bytes, which cross the boundary faster than a string) → the image's bytes,
/// type and extension; throws the engine's refusal. Bytes that are not UTF-8 become U+FFFD, refused where they are.
#[wasm_bindgen(js_name = dataUriToImage, unchecked_return_type = "Decoded")]
pub fn decode(text_utf8: &[u8]) -> Result<JsValue, JsValue> {
    let decoded = engine::decode(&String::from_utf8_lossy(text_utf8)).map_err(js_error)?;
    Ok(to_js(&decoded)?)
}
