//! One file through the image tools, decided once for the pages and the CLI: the decoded pixels and an
//! [`ImageJob`] in (resize, encoding, metadata), the finished file and what became of it out ([`ProcessedImage`]).
//!
//! Decoding is the caller's (the browser on the page, [`super::native`] for the CLI), and so is lossy WebP on the
//! page (the browser's libwebp). The page runs the two halves itself ([`start`], then [`finish`]) because it
//! encodes some files elsewhere: a large lossless PNG's bands on several workers, lossy WebP in the browser.
//! Natively [`process`] runs both.

use super::encode::{self, EncodeOptions, check_quality, encode_owned};
use super::geometry::{self, Geometry};
use super::metadata::{self, Embedded, MetadataPolicy};
use super::png::{self, bands::BandPlan};
use super::{ImageError, MAX_DIMENSION, RgbaImage, resize::resize};
use serde::{Deserialize, Serialize};

/// One file's work. From JS: `{ geometry?: { crop?, rotate?, … }, resize?: { width?, height? }, encoding, metadata?:
/// "remove" | … }`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ImageJob {
    /// Crop, turn and flip ([`geometry`]), before any resize. Nothing when left out.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub geometry: Option<Geometry>,
    /// No resize when left out.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub resize: Option<Resize>,
    pub encoding: EncodeOptions,
    /// Default: removed.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub metadata: MetadataPolicy,
}

/// The size asked for: both sides, or one alone (the other then keeps the aspect ratio).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(deny_unknown_fields)]
pub struct Resize {
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub width: Option<u32>,
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub height: Option<u32>,
}

impl Resize {
    /// The size an image of `from_width × from_height` becomes; one side alone keeps the aspect ratio, rounded as
    /// the page's aspect lock rounds it.
    pub fn of(self, from_width: u32, from_height: u32) -> (u32, u32) {
        let scaled = |side: u32, from: u32, to: u32| {
            let exact = f64::from(side) * f64::from(to) / f64::from(from);
            (exact.round() as u32).clamp(1, MAX_DIMENSION)
        };
        match (self.width, self.height) {
            (Some(width), Some(height)) => (width, height),
            (Some(width), None) => (width, scaled(from_height, from_width, width)),
            (None, Some(height)) => (scaled(from_width, from_height, height), height),
            (None, None) => (from_width, from_height),
        }
    }
}

/// The result's size and its source's (EXIF orientation applied, before any crop or turn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Sizes {
    pub width: u32,
    pub height: u32,
    pub source_width: u32,
    pub source_height: u32,
}

impl Sizes {
    fn resized(self) -> bool {
        (self.width, self.height) != (self.source_width, self.source_height)
    }
}

/// The file the user gave, for what the result may take from it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Source<'a> {
    /// Its bytes: the EXIF block to keep, and a lossless PNG's original to keep when smaller. `None` for pixels
    /// that came from no file (an SVG the page rasterised).
    pub file: Option<&'a [u8]>,
    /// The colour profile the pixels are in, when the decoder left them in the file's colours (natively; the
    /// browser converts them to sRGB).
    pub colour_profile: Option<&'a [u8]>,
}

/// What [`start`] leaves to do.
#[derive(Debug)]
pub enum Encoding {
    /// The encoded file, for [`finish`].
    Encoded(Vec<u8>),
    /// A large lossless PNG: its bands ([`png::bands::band_pixels`]) compressed, then assembled.
    Bands { image: RgbaImage, plan: BandPlan },
    /// Lossy WebP at `quality`: libwebp's, natively in [`process`], the browser's on the page.
    WebpLossy { image: RgbaImage, quality: u8 },
}

/// The finished file and what became of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ProcessedImage {
    #[serde(serialize_with = "crate::as_bytes")]
    #[cfg_attr(feature = "typescript", tsify(type = "Uint8Array<ArrayBuffer>"))]
    pub bytes: Vec<u8>,
    pub mime: &'static str,
    /// The usual extension of its format, without the dot.
    pub extension: &'static str,
    #[serde(flatten)]
    pub sizes: Sizes,
    /// The file's EXIF metadata was written in (the job kept it and the file had some).
    pub metadata_kept: bool,
    /// A lossless PNG of the file's own pixels came out larger than the file: the file, without its metadata.
    pub original_kept: bool,
}

/// The first half: `image` cropped, turned and flipped, then resized as the job says (each step's source freed
/// first), then encoded unless that is done elsewhere ([`Encoding`]).
pub fn start(image: RgbaImage, job: &ImageJob) -> Result<(Sizes, Encoding), ImageError> {
    image.validate()?;
    let (source_width, source_height) = (image.width, image.height);
    let image = match &job.geometry {
        Some(geometry) => geometry::apply(image, geometry)?,
        None => image,
    };
    let (width, height) = job.resize.unwrap_or_default().of(image.width, image.height);
    let image = if (width, height) == (image.width, image.height) {
        image
    } else {
        let resized = resize(&image, width, height)?;
        drop(image);
        resized
    };
    let sizes = Sizes { width, height, source_width, source_height };
    let encoding = if let EncodeOptions::WebpLossy { quality } = job.encoding {
        Encoding::WebpLossy { image, quality: check_quality(quality)? }
    } else if let Some(plan) = encode::band_plan(&image, &job.encoding) {
        Encoding::Bands { image, plan }
    } else {
        Encoding::Encoded(encode_owned(image, &job.encoding)?)
    };
    Ok((sizes, encoding))
}

/// The second half: the file of `encoded` (the job's encoding of the pixels [`start`] gave) as the job finishes
/// it. A lossless PNG of the file's own pixels is the file itself without its metadata when that is smaller (as
/// `oxipng` run on the file promises); then the EXIF block the job keeps and the pixels' colour profile go in.
pub fn finish(encoded: Vec<u8>, source: Source, job: &ImageJob, sizes: Sizes) -> Result<ProcessedImage, ImageError> {
    let lossless_png = matches!(job.encoding, EncodeOptions::Png { lossy: None, .. });
    let original = match source.file {
        Some(file) if lossless_png && !sizes.resized() && untouched(job, sizes) => {
            png::smaller_original(file, encoded.len())
        }
        _ => None,
    };
    let original_kept = original.is_some();
    let bytes = original.unwrap_or(encoded);
    let Sizes { width, height, .. } = sizes;
    let exif = source.file.and_then(|file| metadata::exif_to_keep(file, job.metadata, width, height));
    let embedded = Embedded { exif: exif.as_deref(), icc: source.colour_profile };
    Ok(ProcessedImage {
        bytes: metadata::embed(bytes, embedded, width, height)?,
        mime: job.encoding.mime(),
        extension: job.encoding.extension(),
        sizes,
        metadata_kept: exif.is_some(),
        original_kept,
    })
}

/// True when the job's geometry (if any) leaves the source's pixels where they are.
fn untouched(job: &ImageJob, sizes: Sizes) -> bool {
    job.geometry.is_none_or(|geometry| geometry.is_identity(sizes.source_width, sizes.source_height))
}

/// Both halves, every encoder here: what the CLI runs on each file.
pub fn process(image: RgbaImage, source: Source, job: &ImageJob) -> Result<ProcessedImage, ImageError> {
    let (sizes, encoding) = start(image, job)?;
    let encoded = match encoding {
        Encoding::Encoded(bytes) => bytes,
        Encoding::Bands { image, plan } => png::bands::encode(&image, &plan)?,
        Encoding::WebpLossy { image, quality } => encode_owned(image, &EncodeOptions::WebpLossy { quality })?,
    };
    finish(encoded, source, job, sizes)
}

/// What processing a file that declares a `width × height` size holds at its peak, for `resize`.
pub fn peak_memory(width: u32, height: u32, resize: Option<Resize>) -> u64 {
    let (to_width, to_height) = resize.unwrap_or_default().of(width, height);
    let pixels = |width: u32, height: u32| u64::from(width) * u64::from(height);
    super::memory::peak_memory_estimate(pixels(width, height), pixels(to_width, to_height))
}

// Natively: the tests decode the fixtures as the CLI does.
#[cfg(all(test, feature = "image-native"))]
mod tests;
