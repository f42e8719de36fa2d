//! Image tools: the encoders and the resizer the six image pages, the CLI and the benches share.
//! Everything works on [`RgbaImage`] (what canvas `getImageData` gives); decoding is the caller's job
//! (`createImageBitmap` in the browser, [`native`] for the CLI).

// Feature `avif`: the AVIF encoder (a wasm bundle of its own).
#[cfg(feature = "avif")]
pub mod avif;
// Feature `image`: the raster encoders and the resizer.
#[cfg(feature = "image")]
pub mod encode;
#[cfg(feature = "image")]
pub mod favicon;
#[cfg(feature = "image")]
pub mod geometry;
#[cfg(feature = "image")]
pub mod jpeg;
#[cfg(feature = "image")]
pub mod memory;
#[cfg(feature = "image")]
pub mod metadata;
#[cfg(feature = "image-native")]
pub mod native;
#[cfg(feature = "image")]
pub mod pipeline;
#[cfg(feature = "image")]
pub mod pixels;
#[cfg(feature = "image")]
pub mod png;
#[cfg(feature = "image")]
pub mod quality;
#[cfg(feature = "image")]
pub mod resize;
#[cfg(all(test, feature = "image"))]
mod testing;
#[cfg(feature = "image")]
pub mod webp;
// Feature `image-vector`: raster → SVG tracing and the SVG sanitiser.
#[cfg(feature = "image-vector")]
pub mod svg;
#[cfg(feature = "image-vector")]
pub mod trace;
#[cfg(all(test, feature = "image-vector"))]
mod vector_test_support;

use thiserror::Error;

/// Width and height accepted by the resizer (the spec's 1–10000 px), and by the encoders' callers.
pub const MAX_DIMENSION: u32 = 10_000;

/// The largest colour (ICC) profile an input may carry. Real profiles are a few kilobytes to about 1 MB (a
/// printer's lookup tables); a PNG's is compressed, so a small file can claim gigabytes, and a larger one could not
/// be carried into a JPEG anyway (at most 255 segments of 64 KB). Refused, not dropped: the pixels are in the
/// profile's colours, and without it they would be shown wrong.
pub const MAX_COLOUR_PROFILE_BYTES: usize = 4 << 20;

/// Straight-alpha (not premultiplied) RGBA8, row-major, no padding: what canvas `getImageData` gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RgbaImage {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl RgbaImage {
    /// Checks that the buffer holds exactly `width × height` RGBA pixels and that neither side is zero.
    pub fn new(width: u32, height: u32, pixels: Vec<u8>) -> Result<Self, ImageError> {
        let image = Self { width, height, pixels };
        image.validate()?;
        Ok(image)
    }

    /// The checks of [`RgbaImage::new`], again: the fields are public, so the engines do not trust them.
    pub(crate) fn validate(&self) -> Result<(), ImageError> {
        let (width, height) = (self.width, self.height);
        if width == 0 || height == 0 {
            return Err(ImageError::EmptyImage { width, height });
        }
        if Some(self.pixels.len()) != rgba_len(width, height) {
            return Err(ImageError::PixelLength { width, height, actual: self.pixels.len() });
        }
        Ok(())
    }

    /// True when every pixel is fully opaque (the alpha channel carries nothing).
    pub fn is_opaque(&self) -> bool {
        self.pixels.chunks_exact(4).all(|pixel| pixel[3] == u8::MAX)
    }
}

/// Bytes of a `width × height` RGBA image, `None` when that does not fit in memory's address space.
fn rgba_len(width: u32, height: u32) -> Option<usize> {
    usize::try_from(width).ok()?.checked_mul(usize::try_from(height).ok()?)?.checked_mul(4)
}

/// Every way an image tool can fail; `Display` is the message the user sees.
#[derive(Debug, Error, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ImageError {
    #[error("The image is empty ({width}×{height} pixels); both sides must be at least 1 pixel")]
    EmptyImage { width: u32, height: u32 },
    #[error("The pixel data is {actual} bytes, but a {width}×{height} RGBA image needs {} bytes", rgba_len(*width, *height).map_or_else(|| "more".to_owned(), |n| n.to_string()))]
    PixelLength { width: u32, height: u32, actual: usize },
    #[error("Quality must be between 1 and 100 (got {0})")]
    Quality(u8),
    #[error("The AVIF speed must be between 1 and 10 (got {0})")]
    AvifSpeed(u8),
    #[error("The PNG optimisation level must be between 0 and 6 (got {0})")]
    PngLevel(u8),
    #[error("Width and height must be between 1 and {max} pixels (got {width}×{height})")]
    Dimensions { width: u32, height: u32, max: u32 },
    #[error("Could not encode the {format}: {reason}")]
    Encode { format: &'static str, reason: String },
    #[error("Could not resize the image: {0}")]
    Resize(String),
    #[error("Could not read the image: {0}")]
    Decode(String),
    #[error("The image is too large to open ({width}×{height} pixels; at most {max_megapixels} megapixels)")]
    TooLarge { width: u32, height: u32, max_megapixels: u32 },
    #[error("The image's colour profile is larger than {} MB", limit >> 20)]
    ColourProfileTooLarge { limit: usize },
    /// The file stops before its image does (a download or copy cut short).
    #[error(
        "This {format} file is incomplete: it ends before the image does. It may not have finished downloading or copying."
    )]
    Truncated { format: &'static str },
    /// The header's width and height cannot be read.
    #[error("This {format} file is damaged: its header cannot be read.")]
    DamagedHeader { format: &'static str },
    /// A tracing option outside its range.
    #[error("{option} must be between {min} and {max} (got {got})")]
    InvalidOption { option: TraceOption, min: u8, max: u8, got: u8 },
    /// The text is not an SVG the sanitiser accepts (malformed XML, a DOCTYPE, not `<svg>`, too deep).
    #[error("{0}")]
    InvalidSvg(SvgRefusal),
    /// A colour that is not `#rgb` or `#rrggbb` (the favicon set's theme and background colours).
    #[error("“{0}” is not a hex colour like #1a73e8")]
    InvalidColour(String),
    /// The Image Cropper's rectangle has no area.
    #[error("The crop area is empty ({width}×{height} pixels); both sides must be at least 1 pixel")]
    EmptyCrop { width: u32, height: u32 },
    /// The Image Cropper's rectangle reaches past the image.
    #[error(
        "The crop area ({width}×{height} pixels at {x}, {y}) does not fit in the image ({image_width}×{image_height} pixels)"
    )]
    CropOutside { x: u32, y: u32, width: u32, height: u32, image_width: u32, image_height: u32 },
    /// The tracer failed on this image.
    #[error("Could not trace the image: {0}")]
    Trace(String),
}

/// A tracing setting that can be out of range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum TraceOption {
    ColourPrecision,
    FilterSpeckle,
    CornerThreshold,
}

impl std::fmt::Display for TraceOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::ColourPrecision => "Colour precision",
            Self::FilterSpeckle => "Filter speckle",
            Self::CornerThreshold => "Corner threshold",
        })
    }
}

/// Why a text is not an SVG the sanitiser accepts; `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum SvgRefusal {
    #[error("This file is not an SVG image: its root element is <{root}>, not <svg>.")]
    NotSvg { root: String },
    #[error("This file is not an SVG image: its <svg> element is not in the SVG namespace.")]
    NotInSvgNamespace,
    /// A DOCTYPE can define entities that expand without limit (billion laughs).
    #[error(
        "This SVG has a <!DOCTYPE> declaration, which is not accepted: it can define entities that expand without limit. Remove the DOCTYPE and try again."
    )]
    Doctype,
    #[error("This SVG is too large: it has more than {limit} XML nodes.")]
    TooManyNodes { limit: u32 },
    /// The XML parser's reason (its own words, with the place).
    #[error("This SVG is not well-formed XML: {reason}.")]
    NotWellFormed { reason: String },
    #[error("This SVG is too complex to draw safely: its <use> references expand to more than {limit} elements.")]
    TooComplex { limit: u64 },
    #[error("This SVG is nested too deeply: more than {limit} levels.")]
    TooDeep { limit: usize },
}

/// Escapes for a double-quoted HTML or XML attribute; tabs and line breaks as references so a re-parse keeps them.
#[cfg(any(feature = "image", feature = "image-vector"))]
pub(crate) fn escape_attribute(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\t' => out.push_str("&#9;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_accepts_exactly_width_times_height_rgba_pixels() {
        let image = RgbaImage::new(3, 2, vec![7; 24]).expect("valid");
        assert_eq!((image.width, image.height, image.pixels.len()), (3, 2, 24));
    }

    #[test]
    fn new_rejects_a_zero_side_with_a_clear_message() {
        let error = RgbaImage::new(0, 5, Vec::new()).expect_err("zero width");
        assert_eq!(error, ImageError::EmptyImage { width: 0, height: 5 });
        assert_eq!(error.to_string(), "The image is empty (0×5 pixels); both sides must be at least 1 pixel");
    }

    #[test]
    fn new_rejects_a_buffer_of_the_wrong_length() {
        let error = RgbaImage::new(2, 2, vec![0; 15]).expect_err("one byte short");
        assert_eq!(error.to_string(), "The pixel data is 15 bytes, but a 2×2 RGBA image needs 16 bytes");
    }

    #[test]
    fn is_opaque_looks_at_every_alpha_byte() {
        let mut image = RgbaImage::new(2, 1, vec![1, 2, 3, 255, 4, 5, 6, 255]).expect("valid");
        assert!(image.is_opaque());
        image.pixels[7] = 254;
        assert!(!image.is_opaque());
    }
}
