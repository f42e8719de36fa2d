//! The QR Code Generator's door in the `qr` bundle (penknife_core::qr): typed arguments in, the drawn code out.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::qr as engine;
use wasm_bindgen::prelude::*;

/// `qrGenerate(content, options)` → the SVG, its payload, version and any contrast warning; a refusal throws.
#[wasm_bindgen(js_name = qrGenerate, unchecked_return_type = "QrCode")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "Content")] content: JsValue,
    #[wasm_bindgen(unchecked_param_type = "QrOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let content: engine::Content = from_js(content)?;
    let options: engine::QrOptions = from_js(options)?;
    let code = engine::generate(&content, &options).map_err(js_error)?;
    Ok(to_js(&code)?)
}

/// The engine's defaults for the page's controls, written once (in [`engine::QrOptions::default`]).
#[wasm_bindgen(js_name = qrDefaults, unchecked_return_type = "Required<QrOptions>")]
pub fn qr_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::QrOptions::default())
}

/// The size's and the margin's bounds, for the page's sliders (in [`engine::LIMITS`]).
#[wasm_bindgen(js_name = qrLimits, unchecked_return_type = "QrLimits")]
pub fn qr_limits() -> Result<JsValue, JsError> {
    to_js(&engine::LIMITS)
}
