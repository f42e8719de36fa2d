//! The QR Code Reader's door in the `qr-read` bundle (penknife_core::qr::read): pixels in, the codes read out.

use crate::js::to_js;
use crate::js_error;
use penknife_core::qr::read as engine;
use wasm_bindgen::prelude::*;

/// `qrRead(rgba, width, height)` → every QR code in the image the browser decoded (straight-alpha RGBA); a
/// refusal (none found, too large) throws.
#[wasm_bindgen(js_name = qrRead, unchecked_return_type = "QrScan")]
pub fn read(rgba: &[u8], width: u32, height: u32) -> Result<JsValue, JsValue> {
    let scan = engine::read(engine::Pixels::Rgba(rgba), width, height).map_err(js_error)?;
    Ok(to_js(&scan)?)
}
