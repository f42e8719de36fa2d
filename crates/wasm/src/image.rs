//! The `image` bundle: encoders and the resizer (penknife_core::image) for the six image pages' worker.
//! Pixels are straight-alpha RGBA8 from `getImageData`; errors throw with the user-facing message.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::image::memory::{PAGE_MEMORY_BUDGET, peak_memory_estimate};
use penknife_core::image::metadata::{self, Embedded, MetadataPolicy};
use penknife_core::image::png::bands::{self, CompressedBand, PngColour};
use penknife_core::image::quality::{QUALITY_SLIDERS, QualitySliders};
use penknife_core::image::{RgbaImage, encode, png, resize};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The file bytes of `pixels` encoded as `options` say: `{ format: "jpeg", quality, chroma?: "yuv420" | "yuv444",
/// background?: [r, g, b] }`, `{ format: "png", lossy?: quality, level? }` or `{ format: "webpLossless" }`.
#[wasm_bindgen(js_name = encodeImage)]
pub fn encode_image(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "EncodeOptions")] options: JsValue,
) -> Result<Vec<u8>, JsError> {
    let options: encode::EncodeOptions = from_js(options)?;
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    encode::encode_owned(image, &options).map_err(js_error)
}

/// Refuses `file` (the file the user gave) when its colour profile is larger than the engine allows, from its chunks
/// alone (a PNG's compressed profile is inflated no further than the limit): the worker asks before the browser
/// decodes the file, so the page says what the CLI says.
#[wasm_bindgen(js_name = checkColourProfile)]
pub fn check_colour_profile(file: &[u8]) -> Result<(), JsError> {
    metadata::check_colour_profile(file).map_err(js_error)
}

/// The width and height `file` declares in its header, `{ width, height }`, read without decoding it; `undefined`
/// for a format whose header the engine does not read (the page then runs that file alone).
#[wasm_bindgen(js_name = declaredImageSize, unchecked_return_type = "ImageSize | undefined")]
pub fn declared_image_size(file: &[u8]) -> Result<JsValue, JsError> {
    #[derive(Serialize, tsify::Tsify)]
    struct ImageSize {
        width: u32,
        height: u32,
    }
    metadata::declared_size(file).map_or(Ok(JsValue::UNDEFINED), |(width, height)| to_js(&ImageSize { width, height }))
}

/// The bytes a worker holds at its peak while it decodes a `source_width × source_height` image and writes an
/// `output_width × output_height` one: what the pool schedules files by (see `imageMemoryLimits`).
#[wasm_bindgen(js_name = imagePeakMemory)]
pub fn image_peak_memory(source_width: u32, source_height: u32, output_width: u32, output_height: u32) -> f64 {
    let pixels = |width: u32, height: u32| u64::from(width) * u64::from(height);
    peak_memory_estimate(pixels(source_width, source_height), pixels(output_width, output_height)) as f64
}

/// What the image workers may hold between them at once, `{ budget }` in bytes: files start while their
/// `imagePeakMemory` fits beside those running, and one larger than the budget runs alone.
#[wasm_bindgen(js_name = imageMemoryLimits, unchecked_return_type = "ImageMemoryLimits")]
pub fn memory_limits() -> Result<JsValue, JsError> {
    #[derive(Serialize, tsify::Tsify)]
    struct ImageMemoryLimits {
        budget: f64,
    }
    to_js(&ImageMemoryLimits { budget: PAGE_MEMORY_BUDGET as f64 })
}

/// The smaller of `encoded` (a lossless PNG of `file`'s own pixels) and the PNG `file` itself without its metadata:
/// a file compressed harder than the preset does is kept rather than made larger.
#[wasm_bindgen(js_name = smallerPng)]
pub fn smaller_png(encoded: Vec<u8>, file: &[u8]) -> Vec<u8> {
    png::smaller_of(encoded, file)
}

/// The EXIF block of `source` (the file the user gave) as `policy` keeps it for a `width × height` result, or
/// `undefined` when the policy removes it or the file has none that can be read.
#[wasm_bindgen(js_name = exifToKeep)]
pub fn exif_to_keep(
    source: &[u8],
    #[wasm_bindgen(unchecked_param_type = "MetadataPolicy")] policy: JsValue,
    width: u32,
    height: u32,
) -> Result<Option<Vec<u8>>, JsError> {
    let policy: MetadataPolicy = from_js(policy)?;
    Ok(metadata::exif_to_keep(source, policy, width, height))
}

/// `encoded` (a JPEG, PNG or WebP file of a `width × height` image) with `exif` (from `exifToKeep`) written in.
#[wasm_bindgen(js_name = embedExif)]
pub fn embed_exif(encoded: Vec<u8>, exif: &[u8], width: u32, height: u32) -> Result<Vec<u8>, JsError> {
    metadata::embed(encoded, Embedded { exif: Some(exif), icc: None }, width, height).map_err(js_error)
}

/// How a lossless PNG of `pixels` is cut into bands that several workers compress at once (`compressPngBand`,
/// then `assemblePng`): `{ colour, rowStarts }`, or `undefined` when `encodeImage` should write it in one piece.
#[wasm_bindgen(js_name = planPngBands, unchecked_return_type = "BandPlan | undefined")]
pub fn plan_png_bands(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "EncodeOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options: encode::EncodeOptions = from_js(options)?;
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    encode::band_plan(&image, &options).map_or(Ok(JsValue::UNDEFINED), |plan| to_js(&plan))
}

/// One band compressed: `rgba` is its rows of `width` pixels, after the row above it unless it is the first band.
#[wasm_bindgen(js_name = compressPngBand)]
pub fn compress_png_band(
    rgba: &[u8],
    width: u32,
    after_row_above: bool,
    #[wasm_bindgen(unchecked_param_type = "PngColour")] colour: JsValue,
) -> Result<Vec<u8>, JsError> {
    let colour: PngColour = from_js(colour)?;
    Ok(bands::compress_band(rgba, width, after_row_above, colour).map_err(js_error)?.to_bytes())
}

/// The PNG file of the compressed bands (`compressPngBand`'s results, top to bottom, one after another).
#[wasm_bindgen(js_name = assemblePng)]
pub fn assemble_png(
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "PngColour")] colour: JsValue,
    compressed_bands: &[u8],
) -> Result<Vec<u8>, JsError> {
    let colour: PngColour = from_js(colour)?;
    let bands = CompressedBand::parse_all(compressed_bands).map_err(js_error)?;
    bands::assemble(width, height, colour, &bands).map_err(js_error)
}

/// `pixels` scaled to `to_width × to_height` (RGBA8 out, like `getImageData`).
#[wasm_bindgen(js_name = resizeImage)]
pub fn resize_image(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    to_width: u32,
    to_height: u32,
) -> Result<Vec<u8>, JsError> {
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    Ok(resize::resize(&image, to_width, to_height).map_err(js_error)?.pixels)
}

/// Runs the JPEG encoder, the PNG band compressor and the resizer once on a small noisy image, for the worker to
/// call as it starts. V8 runs wasm first with its baseline compiler and hands a function to its optimising compiler
/// only after that function has run a while, and a call already running (one long encode of a large photo) never
/// switches: without this, the first photo's encode runs its hot loops unoptimised from start to end.
#[wasm_bindgen(js_name = warmUpCodecs)]
pub fn warm_up_codecs() -> Result<(), JsError> {
    const WIDTH: u32 = 192;
    const HEIGHT: u32 = 128;
    // Photo-like: a gradient with noise, so the encoders take their usual paths (not the flat-colour shortcuts).
    let mut state = 0x2545_f491_u32;
    let pixels = (0..WIDTH * HEIGHT)
        .flat_map(|i| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let (x, y, noise) = (i % WIDTH, i / WIDTH, state.to_le_bytes());
            [(x as u8).wrapping_add(noise[0] & 15), (y as u8).wrapping_add(noise[1] & 15), noise[2], 255]
        })
        .collect();
    let image = RgbaImage::new(WIDTH, HEIGHT, pixels).map_err(js_error)?;
    encode::encode(&image, &encode::EncodeOptions::default()).map_err(js_error)?;
    bands::compress_band(&image.pixels, WIDTH, false, PngColour::Rgb).map_err(js_error)?;
    resize::resize(&image, WIDTH / 3, HEIGHT / 3).map_err(js_error)?;
    Ok(())
}

/// The engine's defaults, written once in Rust: `{ quality, pngLevel, background, maxDimension }`.
#[wasm_bindgen(js_name = imageDefaults, unchecked_return_type = "ImageDefaults")]
pub fn defaults() -> Result<JsValue, JsError> {
    #[derive(Serialize, tsify::Tsify)]
    #[serde(rename_all = "camelCase")]
    struct ImageDefaults {
        quality: u8,
        /// Every image tool's quality slider: its ends and its start.
        sliders: QualitySliders,
        png_level: u8,
        background: [u8; 3],
        max_dimension: u32,
    }
    to_js(&ImageDefaults {
        quality: encode::DEFAULT_QUALITY,
        sliders: QUALITY_SLIDERS,
        png_level: encode::DEFAULT_PNG_LEVEL,
        background: encode::DEFAULT_BACKGROUND,
        max_dimension: penknife_core::image::MAX_DIMENSION,
    })
}
