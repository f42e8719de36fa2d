use penknife_core::base64 as engine;
use serde::Serialize as _;
use wasm_bindgen::prelude::*;

use crate::js_error;

// JS names say the direction (`textToBase64`); `decodeText` and the like are taken by wasm-bindgen's own glue.

/// UTF-8 text → Base64.
#[wasm_bindgen(js_name = textToBase64)]
pub fn encode_text(text: &str) -> String {
    engine::encode(text.as_bytes())
}

/// Bytes (a file) → Base64.
#[wasm_bindgen(js_name = bytesToBase64)]
pub fn encode_bytes(bytes: &[u8]) -> String {
    engine::encode(bytes)
}

/// Base64 → UTF-8 text; throws the engine's refusal (`js_error`).
#[wasm_bindgen(js_name = base64ToText)]
pub fn decode_text(base64: &str) -> Result<String, JsValue> {
    engine::decode_to_text(base64).map_err(js_error)
}

/// Base64 → bytes (a file); throws the engine's refusal (`js_error`).
///
/// Takes the Base64 text as UTF-8 bytes (a text file's content, or `TextEncoder` output): for megabytes of
/// input that is several times faster than passing a JS string, which wasm-bindgen copies one char at a time.
#[wasm_bindgen(js_name = base64ToBytes, unchecked_return_type = "Uint8Array<ArrayBuffer>")]
pub fn decode_bytes(base64_utf8: &[u8]) -> Result<Vec<u8>, JsValue> {
    let text = std::str::from_utf8(base64_utf8).map_err(|_| js_error(engine::Base64Error::Invalid))?;
    engine::decode(text).map_err(js_error)
}

/// Whether the input is exactly the encoding of its own decoded bytes (the 'Valid Base64' badge).
#[wasm_bindgen(js_name = isCanonicalBase64)]
pub fn is_canonical(base64: &str) -> bool {
    engine::is_canonical(base64)
}

/// The decode tab's answer for one input, from a single decode: the text or why not, and the badge.
#[derive(serde::Serialize, tsify::Tsify)]
#[tsify(missing_as_null)]
#[serde(rename_all = "camelCase")]
struct CheckedBase64Text {
    /// The decoded text; absent when `error` is set.
    text: Option<String>,
    error: Option<engine::Base64Error>,
    /// 'Valid Base64': the input is exactly the encoding of its decoded bytes.
    canonical: bool,
}

/// Base64 → UTF-8 text plus the badge, decoding once (the tab calls this on every keystroke).
#[wasm_bindgen(js_name = base64ToTextChecked, unchecked_return_type = "CheckedBase64Text")]
pub fn decode_text_checked(base64: &str) -> JsValue {
    let checked = engine::decode_to_text_checked(base64);
    let (text, error) = match checked.text {
        Ok(text) => (Some(text), None),
        Err(error) => (None, Some(error)),
    };
    let answer = CheckedBase64Text { text, error, canonical: checked.canonical };
    answer.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::UNDEFINED)
}
