//! The `entities` bundle: the HTML Entity Encoder/Decoder (penknife_core::entities). Neither call refuses: text
//! that is no reference is left as written, as browsers leave it.

use crate::js::from_js;
use penknife_core::entities as engine;
use wasm_bindgen::prelude::*;

/// `text` with `& < > " '` (and, if asked, every non-ASCII character) written as character references.
#[wasm_bindgen(js_name = encodeEntities)]
pub fn encode(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "EncodeOptions")] options: JsValue,
) -> Result<String, JsError> {
    Ok(engine::encode(text, from_js(options)?))
}

/// `text` with every HTML5 named, decimal and hexadecimal reference expanded.
#[wasm_bindgen(js_name = decodeEntities)]
pub fn decode(text: &str) -> String {
    engine::decode(text)
}
