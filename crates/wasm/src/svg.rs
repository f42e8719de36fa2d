//! The `svg` bundle: raster → SVG tracing and the SVG sanitiser (penknife_core::image::{trace, svg}), for the
//! SVG Converter's two directions. The page decodes the raster itself (canvas getImageData) and draws
//! sanitised SVG itself (the browser renders SVG, fonts included).

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::image::RgbaImage;
use penknife_core::image::svg::sanitize_svg;
use penknife_core::image::trace::{TraceOptions, trace_to_svg};
use wasm_bindgen::prelude::*;

/// Straight-alpha RGBA pixels (what getImageData gives) → an SVG document of real paths whose width, height
/// and viewBox are the image's size. `options` is a plain object (`{ mode: "colour" | "blackAndWhite",
/// colourPrecision, filterSpeckle, gradientStep, curveFitting: "pixels" | "polygons" | "splines",
/// cornerThreshold }`); missing fields, or no object, take the defaults. Throws the engine's refusal (`js_error`).
#[wasm_bindgen(js_name = traceToSvg)]
pub fn trace(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "TraceOptions | undefined")] options: JsValue,
) -> Result<String, JsValue> {
    let options: TraceOptions =
        if options.is_undefined() || options.is_null() { TraceOptions::default() } else { from_js(options)? };
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    trace_to_svg(&image, &options).map_err(js_error)
}

/// The tracer's default options as a plain object, so the page writes none of its own.
#[wasm_bindgen(js_name = defaultTraceOptions, unchecked_return_type = "Required<TraceOptions>")]
pub fn default_trace_options() -> Result<JsValue, JsError> {
    to_js(&TraceOptions::default())
}

/// Untrusted SVG text → `{ svg, width, height }`: a static SVG with nothing that runs or fetches, and its
/// intrinsic size in CSS pixels. Throws the engine's refusal (`js_error`): not SVG, malformed XML, a DOCTYPE, too deep.
#[wasm_bindgen(js_name = sanitizeSvg, unchecked_return_type = "SanitizedSvg")]
pub fn sanitize(text: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&sanitize_svg(text).map_err(js_error)?)?)
}
