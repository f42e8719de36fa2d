//! The `color` bundle: the Color Converter (penknife_core::color). Throws the engine's refusal (`js_error`): an
//! empty text, a syntax whose contents are wrong, or no colour at all.

use crate::js::to_js;
use crate::js_error;
use penknife_core::color as engine;
use wasm_bindgen::prelude::*;

/// `text` in every notation: `{ hex, rgb, hsl, hwb, cmyk, lab, lch, oklch, name, picker, alpha }`.
#[wasm_bindgen(js_name = convertColor, unchecked_return_type = "ColorReport")]
pub fn convert(text: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::convert(text).map_err(js_error)?)?)
}

/// The WCAG 2.2 contrast of `foreground` on `background`: `{ ratio, normalAa, normalAaa, largeAa, largeAaa }`.
#[wasm_bindgen(js_name = colorContrast, unchecked_return_type = "Contrast")]
pub fn contrast(foreground: &str, background: &str) -> Result<JsValue, JsValue> {
    let foreground = engine::parse(foreground).map_err(js_error)?;
    let background = engine::parse(background).map_err(js_error)?;
    Ok(to_js(&engine::contrast(&foreground, &background))?)
}
