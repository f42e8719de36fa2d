//! The `jwt` bundle: the JWT Decoder (penknife_core::jwt). Throws the engine's refusal of a token it cannot read
//! (`js_error`); a signature it cannot check is a refusal inside the answer.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::jwt as engine;
use wasm_bindgen::prelude::*;

/// The token's header, payload and claims, and its signature checked with the options' key.
#[wasm_bindgen(js_name = decodeJwt, unchecked_return_type = "Decoded")]
pub fn decode(
    token: &str,
    #[wasm_bindgen(unchecked_param_type = "DecodeOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let options: engine::DecodeOptions = from_js(options)?;
    Ok(to_js(&engine::decode(token, &options).map_err(js_error)?)?)
}
