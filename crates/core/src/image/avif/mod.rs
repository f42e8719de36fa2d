//! AVIF encoding (the AVIF Converter): ravif's still-image AV1 encoder (rav1e underneath), pure Rust, in a wasm
//! bundle of its own (`avif`) so the other image pages do not download it. Decoding AVIF is the browser's on the
//! page; the CLI has no AVIF decoder (the `image` crate's needs dav1d, a C library), so it writes AVIF only.
//!
//! Metadata: ravif could carry an EXIF block, but the image pipeline's policy keeps EXIF only where it can also
//! correct the orientation tag for the pixels it wrote; AVIF results carry no metadata (the pixels are already
//! upright: orientation was applied on decoding). Colour profiles: the pixels are sRGB (the browser converts them),
//! which is what an AVIF without a profile means.

use super::{ImageError, MAX_DIMENSION, RgbaImage};
use ravif::{AlphaColorMode, BitDepth, ColorModel, Encoder, Img, RGBA8};
use serde::{Deserialize, Serialize};

/// One slider: its ends, its step and where it starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct AvifRange {
    pub min: u8,
    pub max: u8,
    pub step: u8,
    pub default: u8,
}

/// The page's two sliders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct AvifSliders {
    pub quality: AvifRange,
    pub speed: AvifRange,
}

/// Quality 60: AVIF's scale is not JPEG's. At 60 ravif (whose quality maps to rav1e's quantizer as cavif's does)
/// keeps a photo's fine texture with no visible blocking or banding at a third of a quality-80 JPEG's size; below
/// about 40 skin and skies smear. Speed 6: rav1e's presets 1–4 take several times longer for a few per cent
/// smaller files; 6 encodes a 12-megapixel photo in the browser's single-threaded wasm in well under a minute.
pub const AVIF_SLIDERS: AvifSliders = AvifSliders {
    quality: AvifRange { min: 10, max: 100, step: 5, default: 60 },
    speed: AvifRange { min: 1, max: 10, step: 1, default: 6 },
};

/// How to encode. From JS: `{ quality?, speed? }`; what is left out takes [`AVIF_SLIDERS`]' defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct AvifOptions {
    /// 1–100: lower is smaller.
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub quality: u8,
    /// 1 (slowest, smallest) to 10 (fastest).
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub speed: u8,
}

impl Default for AvifOptions {
    fn default() -> Self {
        Self { quality: AVIF_SLIDERS.quality.default, speed: AVIF_SLIDERS.speed.default }
    }
}

/// Straight-alpha RGBA → an AVIF file (10-bit YCbCr 4:4:4, as cavif writes). An opaque image gets no alpha plane;
/// a transparent one keeps its alpha, at a higher quality than the colour (edges show compression first), and
/// fully transparent pixels' colours are cleaned (they cost bytes and nobody sees them).
pub fn encode_avif(image: &RgbaImage, options: &AvifOptions) -> Result<Vec<u8>, ImageError> {
    image.validate()?;
    let AvifOptions { quality, speed } = *options;
    if !(1..=100).contains(&quality) {
        return Err(ImageError::Quality(quality));
    }
    if !(1..=10).contains(&speed) {
        return Err(ImageError::AvifSpeed(speed));
    }
    let (width, height) = (image.width, image.height);
    if width > MAX_DIMENSION || height > MAX_DIMENSION {
        return Err(ImageError::Dimensions { width, height, max: MAX_DIMENSION });
    }
    let pixels: Vec<RGBA8> =
        image.pixels.chunks_exact(4).map(|pixel| RGBA8::new(pixel[0], pixel[1], pixel[2], pixel[3])).collect();
    let encoded = Encoder::new()
        .with_quality(f32::from(quality))
        .with_alpha_quality(f32::from(quality.midpoint(100)))
        .with_speed(speed)
        .with_bit_depth(BitDepth::Ten)
        .with_internal_color_model(ColorModel::YCbCr)
        .with_alpha_color_mode(AlphaColorMode::UnassociatedClean)
        .with_num_threads(Some(1))
        .encode_rgba(Img::new(&pixels[..], width as usize, height as usize))
        .map_err(|error| ImageError::Encode { format: "AVIF", reason: error.to_string() })?;
    Ok(encoded.avif_file)
}

#[cfg(test)]
mod tests;
