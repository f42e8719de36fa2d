//! The `url` bundle: the URL Encoder/Decoder (penknife_core::url). Throws the engine's refusal (`js_error`): a
//! malformed escape and its position, bytes that are not UTF-8, a URL the parser refuses.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::url as engine;
use wasm_bindgen::prelude::*;

/// `text` percent-encoded for `scope` ("component": as encodeURIComponent; "url": as encodeURI).
#[wasm_bindgen(js_name = encodeUrlText)]
pub fn encode(text: &str, #[wasm_bindgen(unchecked_param_type = "Scope")] scope: JsValue) -> Result<String, JsError> {
    Ok(engine::encode(text, from_js(scope)?))
}

/// `text` percent-decoded for `scope`.
#[wasm_bindgen(js_name = decodeUrlText)]
pub fn decode(text: &str, #[wasm_bindgen(unchecked_param_type = "Scope")] scope: JsValue) -> Result<String, JsValue> {
    engine::decode(text, from_js(scope)?).map_err(js_error)
}

/// `{ href, scheme, host, port, path, query, fragment, params: [{ name, value }] }`.
#[wasm_bindgen(js_name = parseUrl, unchecked_return_type = "UrlParts")]
pub fn parse(text: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::parse(text).map_err(js_error)?)?)
}

/// The URL `href` with the table's parts put in, taken apart again.
#[wasm_bindgen(js_name = rebuildUrl, unchecked_return_type = "UrlParts")]
pub fn rebuild(
    href: &str,
    #[wasm_bindgen(unchecked_param_type = "UrlEdit")] edit: JsValue,
) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::rebuild(href, &from_js(edit)?).map_err(js_error)?)?)
}
