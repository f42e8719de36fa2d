use penknife_core::ip;
use wasm_bindgen::prelude::*;

use crate::js_error;

/// The address as the server will read it (`core::ip::parse`, in canonical form), or throws with the lookup
/// page's message: the page checks what is typed against the server's own rule, without a round trip.
#[wasm_bindgen(js_name = parseIp)]
pub fn parse(text: &str) -> Result<String, JsError> {
    ip::parse(text).map(ip::canonical).map_err(js_error)
}
