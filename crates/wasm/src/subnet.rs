//! The Subnet Calculator's door in the `ip` bundle (penknife_core::subnet): the network's text in, its parts, a
//! split or an answer out; a refusal is thrown as the engine's `{ kind, params }` (`js_error`).

use crate::js::to_js;
use crate::js_error;
use penknife_core::subnet as engine;
use wasm_bindgen::prelude::*;

/// The network `text` (`192.168.1.0/24`) taken apart.
#[wasm_bindgen(js_name = calculateSubnet, unchecked_return_type = "Subnet")]
pub fn calculate(text: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::calculate(text).map_err(js_error)?)?)
}

/// The network `text` cut into subnets of prefix length `prefix` (`26` or `/26`): the count and the first ones.
#[wasm_bindgen(js_name = splitSubnet, unchecked_return_type = "Split")]
pub fn split(text: &str, prefix: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::split(text, prefix).map_err(js_error)?)?)
}

/// Whether `address` is inside the network `text`.
#[wasm_bindgen(js_name = subnetContains, unchecked_return_type = "Containment")]
pub fn contains(text: &str, address: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::contains(text, address).map_err(js_error)?)?)
}
