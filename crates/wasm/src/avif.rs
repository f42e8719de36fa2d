//! The `avif` bundle: the AVIF Converter's encoder (penknife_core::image::avif), ravif and rav1e, apart from the
//! `image` bundle so that only this page downloads them. The page decodes the file itself (the browser's decoder)
//! and hands over straight-alpha RGBA pixels; AVIF → JPG or PNG is the `image` bundle's pipeline.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::image::RgbaImage;
use penknife_core::image::avif::{AVIF_SLIDERS, AvifOptions, AvifSliders, encode_avif};
use wasm_bindgen::prelude::*;

/// RGBA pixels → the bytes of an AVIF file. `options` is `{ quality?, speed? }`; missing fields take the
/// defaults. Throws the engine's refusal (`js_error`).
#[wasm_bindgen(js_name = encodeAvif, unchecked_return_type = "Uint8Array<ArrayBuffer>")]
pub fn encode(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "AvifOptions")] options: JsValue,
) -> Result<Vec<u8>, JsValue> {
    let options: AvifOptions = from_js(options)?;
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    encode_avif(&image, &options).map_err(js_error)
}

/// The quality and speed sliders (ends, step, default), for the page to show before the engine loads.
#[wasm_bindgen(js_name = avifDefaults, unchecked_return_type = "AvifSliders")]
pub fn avif_defaults() -> Result<JsValue, JsError> {
    let sliders: &AvifSliders = &AVIF_SLIDERS;
    to_js(sliders)
}
