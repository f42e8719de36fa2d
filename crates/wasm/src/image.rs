//! The `image` bundle: the image pipeline (penknife_core::image::pipeline) for the six image pages' worker, in
//! two halves around what the page encodes elsewhere (a large PNG's bands on several workers, lossy WebP in the
//! browser). Pixels are straight-alpha RGBA8 from `getImageData`; errors throw the engine's refusal (`js_error`).

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::image::favicon::{self, FaviconOptions};
use penknife_core::image::geometry::{self, AspectRatio, CropEdit, CropRect};
use penknife_core::image::memory::PAGE_MEMORY_BUDGET;
use penknife_core::image::metadata;
use penknife_core::image::pipeline::{self, Encoding, ImageJob, Resize, Sizes, Source};
use penknife_core::image::png::bands::{self, BandPlan, CompressedBand, PngColour};
use penknife_core::image::quality::{QUALITY_SLIDERS, QualitySliders};
use penknife_core::image::{RgbaImage, encode, resize};
use serde::{Serialize, Serializer};
use wasm_bindgen::prelude::*;

/// What `startImage` leaves to do, with the sizes to hand to `finishImage`: nothing but finishing (`encoded`), a
/// large lossless PNG's bands to compress (`compressPngBand`, then `assemblePng`), or lossy WebP for the browser.
#[derive(Debug, Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase", rename_all_fields = "camelCase", tag = "kind")]
pub enum ImageStart<'a> {
    Encoded {
        sizes: Sizes,
        #[tsify(type = "Uint8Array")]
        bytes: Bytes<'a>,
    },
    Bands {
        sizes: Sizes,
        plan: BandPlan,
        /// Each band's RGBA rows, after the row above it except for the first (the PNG filters look one row up).
        #[tsify(type = "Uint8Array[]")]
        rows: Vec<Bytes<'a>>,
    },
    WebpLossy {
        sizes: Sizes,
        #[tsify(type = "Uint8Array")]
        pixels: Bytes<'a>,
        quality: u8,
    },
}

/// A borrowed byte string that crosses as a `Uint8Array` (see `to_js`).
#[derive(Debug)]
pub struct Bytes<'a>(&'a [u8]);

impl Serialize for Bytes<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_bytes(self.0)
    }
}

/// The first half of one file's work: `pixels` (the decoded file, or pixels the page drew) resized as `job` says,
/// then encoded unless that is done elsewhere (see `ImageStart`).
#[wasm_bindgen(js_name = startImage, unchecked_return_type = "ImageStart")]
pub fn start_image(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "ImageJob")] job: JsValue,
) -> Result<JsValue, JsValue> {
    let job: ImageJob = from_js(job)?;
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    let (sizes, encoding) = pipeline::start(image, &job).map_err(js_error)?;
    match encoding {
        Encoding::Encoded(bytes) => to_js(&ImageStart::Encoded { sizes, bytes: Bytes(&bytes) }).map_err(JsValue::from),
        Encoding::Bands { image, plan } => {
            let rows = bands::band_pixels(&image, &plan).map(|(rows, _)| Bytes(rows)).collect();
            to_js(&ImageStart::Bands { sizes, rows, plan: plan.clone() }).map_err(JsValue::from)
        }
        Encoding::WebpLossy { image, quality } => {
            to_js(&ImageStart::WebpLossy { sizes, pixels: Bytes(&image.pixels), quality }).map_err(JsValue::from)
        }
    }
}

/// The second half: the finished file of `encoded` (what `startImage` gave, or the file made of what it left to
/// do), with what it keeps of `file` (the file the user gave, if any), and what became of it.
#[wasm_bindgen(js_name = finishImage, unchecked_return_type = "ProcessedImage")]
pub fn finish_image(
    encoded: Vec<u8>,
    file: Option<Vec<u8>>,
    #[wasm_bindgen(unchecked_param_type = "ImageJob")] job: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Sizes")] sizes: JsValue,
) -> Result<JsValue, JsValue> {
    let (job, sizes): (ImageJob, Sizes) = (from_js(job)?, from_js(sizes)?);
    let source = Source { file: file.as_deref(), colour_profile: None };
    Ok(to_js(&pipeline::finish(encoded, source, &job, sizes).map_err(js_error)?)?)
}

/// The Favicon Generator's set (`FaviconSet`: the ICO, the PNGs, the manifest, the `<link>` tags) made from
/// `pixels` (the decoded or rasterised image) with `options`' names and colours.
#[wasm_bindgen(js_name = makeFavicons, unchecked_return_type = "FaviconSet")]
pub fn make_favicons(
    pixels: Vec<u8>,
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "FaviconOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let options: FaviconOptions = from_js(options)?;
    let image = RgbaImage::new(width, height, pixels).map_err(js_error)?;
    Ok(to_js(&favicon::favicons(&image, &options).map_err(js_error)?)?)
}

/// The Favicon Generator's starting names and colours (`FaviconOptions`, every field set), written once in Rust.
#[wasm_bindgen(js_name = faviconDefaults, unchecked_return_type = "Required<FaviconOptions>")]
pub fn favicon_defaults() -> Result<JsValue, JsError> {
    to_js(&FaviconOptions::default())
}

/// Refuses `file` (the file the user gave) when the engine can tell it is broken without decoding it: cut short, a
/// header that cannot be read, a colour profile over the limit (`metadata::check_file`). The page asks as a file
/// is added and the worker again before the browser decodes it, so the page says what the CLI says.
#[wasm_bindgen(js_name = checkImageFile)]
pub fn check_image_file(file: &[u8]) -> Result<(), JsValue> {
    metadata::check_file(file).map_err(js_error)
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

/// The bytes a worker holds at its peak while it decodes a `width × height` image and writes it as `resize` says:
/// what the pool schedules files by (see `imageMemoryLimits`).
#[wasm_bindgen(js_name = imagePeakMemory)]
pub fn image_peak_memory(
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "Resize | undefined")] resize: JsValue,
) -> Result<f64, JsError> {
    let resize: Option<Resize> = if resize.is_undefined() { None } else { Some(from_js(resize)?) };
    Ok(pipeline::peak_memory(width, height, resize) as f64)
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

/// One band compressed: `rgba` is its rows of `width` pixels, after the row above it unless it is the first band.
#[wasm_bindgen(js_name = compressPngBand)]
pub fn compress_png_band(
    rgba: &[u8],
    width: u32,
    after_row_above: bool,
    #[wasm_bindgen(unchecked_param_type = "PngColour")] colour: JsValue,
) -> Result<Vec<u8>, JsValue> {
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
) -> Result<Vec<u8>, JsValue> {
    let colour: PngColour = from_js(colour)?;
    let bands = CompressedBand::parse_all(compressed_bands).map_err(js_error)?;
    bands::assemble(width, height, colour, &bands).map_err(js_error)
}

/// Runs the JPEG encoder, the PNG band compressor and the resizer once on a small noisy image, for the worker to
/// call as it starts. V8 runs wasm first with its baseline compiler and hands a function to its optimising compiler
/// only after that function has run a while, and a call already running (one long encode of a large photo) never
/// switches: without this, the first photo's encode runs its hot loops unoptimised from start to end.
#[wasm_bindgen(js_name = warmUpCodecs)]
pub fn warm_up_codecs() -> Result<(), JsValue> {
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

/// The Image Cropper's first box: the largest box of `ratio` centred in a `width × height` image
/// (penknife_core::image::geometry::centred_box).
#[wasm_bindgen(js_name = centredCropBox, unchecked_return_type = "CropRect")]
pub fn centred_crop_box(
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "AspectRatio")] ratio: JsValue,
) -> Result<JsValue, JsError> {
    let ratio: AspectRatio = from_js(ratio)?;
    to_js(&geometry::centred_box(width, height, ratio))
}

/// The crop box after one change (a move, a corner dragged, a number typed), kept inside the image and to `ratio`,
/// and whether it had to be clamped (geometry::edit_crop).
#[wasm_bindgen(js_name = editCrop, unchecked_return_type = "EditedCrop")]
pub fn edit_crop(
    width: u32,
    height: u32,
    #[wasm_bindgen(unchecked_param_type = "AspectRatio")] ratio: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CropRect")] rect: JsValue,
    #[wasm_bindgen(unchecked_param_type = "CropEdit")] edit: JsValue,
) -> Result<JsValue, JsError> {
    let (ratio, rect, edit): (AspectRatio, CropRect, CropEdit) = (from_js(ratio)?, from_js(rect)?, from_js(edit)?);
    to_js(&geometry::edit_crop(width, height, ratio, rect, edit))
}

/// What a file is cropped into, `{ encoding, fileName }`: its own format, read from `head` (its first bytes), and
/// `{base}-cropped.{ext}` from `name` (geometry::crop_output).
#[wasm_bindgen(js_name = cropOutput, unchecked_return_type = "CropOutput")]
pub fn crop_output(head: &[u8], name: &str) -> Result<JsValue, JsError> {
    to_js(&geometry::crop_output(head, name))
}
