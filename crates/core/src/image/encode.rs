//! The one encoding entry point the pages, the CLI and the benches share: an image and [`EncodeOptions`] in,
//! the file's bytes out.

use super::{ImageError, RgbaImage, jpeg, png, webp};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// JPEG quality when the caller gives none (the compressor's default).
pub const DEFAULT_QUALITY: u8 = super::quality::QUALITY_SLIDERS.compress.default;
/// oxipng's preset: Squoosh's default, and the issue's yardstick (`oxipng -o2`).
pub const DEFAULT_PNG_LEVEL: u8 = 2;
/// What transparent pixels become in a JPEG: the spec's white.
pub const DEFAULT_BACKGROUND: [u8; 3] = [255, 255, 255];

/// Output format and its settings. From JS: `{ format: "jpeg", quality: 80, chroma: "yuv444", background: [255,255,255] }`,
/// `{ format: "png", lossy: 60 }`, `{ format: "webpLossless" }`, `{ format: "webpLossy", quality: 80 }`; omitted fields take the defaults above.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(tag = "format", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum EncodeOptions {
    Jpeg {
        /// 1–100, as in every JPEG encoder.
        quality: u8,
        #[serde(default)]
        chroma: Chroma,
        /// Transparent pixels are composited onto this colour.
        #[serde(default = "default_background")]
        background: [u8; 3],
    },
    Png {
        /// `Some(quality 1–100)`: quantise to a palette (with dithering) first; `None`: lossless.
        #[serde(default)]
        lossy: Option<u8>,
        /// oxipng's preset, 0–6.
        #[serde(default = "default_png_level")]
        level: u8,
    },
    WebpLossless,
    /// libwebp at `quality` 1–100: natively ([`super::native`]); on the page the browser's own (see
    /// [`super::pipeline`]).
    WebpLossy {
        quality: u8,
    },
}

/// JPEG chroma subsampling: 4:2:0 halves colour resolution (photos); 4:4:4 keeps it (text, graphics).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Chroma {
    #[default]
    Yuv420,
    Yuv444,
}

fn default_background() -> [u8; 3] {
    DEFAULT_BACKGROUND
}

fn default_png_level() -> u8 {
    DEFAULT_PNG_LEVEL
}

impl EncodeOptions {
    /// JPEG at `quality` with 4:2:0 chroma on white.
    pub fn jpeg(quality: u8) -> Self {
        Self::Jpeg { quality, chroma: Chroma::default(), background: DEFAULT_BACKGROUND }
    }

    /// Lossless PNG at the default level.
    pub fn png() -> Self {
        Self::Png { lossy: None, level: DEFAULT_PNG_LEVEL }
    }

    /// Palette PNG whose colour count follows `quality`, at the default level.
    pub fn png_lossy(quality: u8) -> Self {
        Self::Png { lossy: Some(quality), level: DEFAULT_PNG_LEVEL }
    }

    /// The file extension (without the dot) of what [`encode`] writes.
    pub fn extension(&self) -> &'static str {
        match self {
            Self::Jpeg { .. } => "jpg",
            Self::Png { .. } => "png",
            Self::WebpLossless | Self::WebpLossy { .. } => "webp",
        }
    }

    /// The MIME type of what [`encode`] writes.
    pub fn mime(&self) -> &'static str {
        match self {
            Self::Jpeg { .. } => "image/jpeg",
            Self::Png { .. } => "image/png",
            Self::WebpLossless | Self::WebpLossy { .. } => "image/webp",
        }
    }
}

impl Default for EncodeOptions {
    fn default() -> Self {
        Self::jpeg(DEFAULT_QUALITY)
    }
}

/// Encodes `image` as `options` say. Metadata is never written (the pixels carry the orientation already).
pub fn encode(image: &RgbaImage, options: &EncodeOptions) -> Result<Vec<u8>, ImageError> {
    encode_image(Cow::Borrowed(image), options)
}

/// [`encode`] of an image the caller no longer needs: the JPEG encoder frees its pixels as soon as it has made its
/// own planes, before its largest buffers (at 100 megapixels the peak is 400 MB lower).
pub fn encode_owned(image: RgbaImage, options: &EncodeOptions) -> Result<Vec<u8>, ImageError> {
    encode_image(Cow::Owned(image), options)
}

fn encode_image(image: Cow<'_, RgbaImage>, options: &EncodeOptions) -> Result<Vec<u8>, ImageError> {
    image.validate()?;
    match *options {
        EncodeOptions::Jpeg { quality, chroma, background } => {
            jpeg::encode(image, check_quality(quality)?, chroma, background)
        }
        EncodeOptions::Png { lossy, level } => {
            let lossy = lossy.map(check_quality).transpose()?;
            png::encode(&image, lossy, level)
        }
        EncodeOptions::WebpLossless => webp::encode_lossless(&image),
        #[cfg(feature = "image-native")]
        EncodeOptions::WebpLossy { quality } => super::native::encode_webp_lossy(&image, quality),
        #[cfg(not(feature = "image-native"))]
        EncodeOptions::WebpLossy { .. } => {
            Err(ImageError::Encode { format: "WebP", reason: "lossy WebP is the browser's encoder here".to_owned() })
        }
    }
}

/// The bands [`encode`] would write `image` in for `options`, for callers that compress the bands on several
/// workers themselves (the page); `None` when it is encoded in one piece.
pub fn band_plan(image: &RgbaImage, options: &EncodeOptions) -> Option<png::bands::BandPlan> {
    match *options {
        EncodeOptions::Png { lossy, level } => png::band_plan(image, lossy, level),
        _ => None,
    }
}

pub(super) fn check_quality(quality: u8) -> Result<u8, ImageError> {
    if (1..=100).contains(&quality) { Ok(quality) } else { Err(ImageError::Quality(quality)) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::testing::{decode, generated};
    use ::image::ImageFormat;

    fn options(json: &str) -> Result<EncodeOptions, serde_json::Error> {
        serde_json::from_str(json)
    }

    #[test]
    fn options_from_js_take_the_defaults_for_what_they_leave_out() {
        assert_eq!(options(r#"{"format":"jpeg","quality":75}"#).expect("valid"), EncodeOptions::jpeg(75));
        assert_eq!(options(r#"{"format":"png"}"#).expect("valid"), EncodeOptions::png());
        assert_eq!(options(r#"{"format":"png","lossy":70}"#).expect("valid"), EncodeOptions::png_lossy(70));
        assert_eq!(options(r#"{"format":"webpLossless"}"#).expect("valid"), EncodeOptions::WebpLossless);
        assert_eq!(
            options(r#"{"format":"jpeg","quality":90,"chroma":"yuv444","background":[0,0,0]}"#).expect("valid"),
            EncodeOptions::Jpeg { quality: 90, chroma: Chroma::Yuv444, background: [0, 0, 0] }
        );
    }

    #[test]
    fn malformed_options_are_refused() {
        for json in [
            r#"{"format":"gif"}"#,
            r#"{"format":"jpeg"}"#,
            r#"{"format":"jpeg","quality":80,"chroma":"yuv422"}"#,
            r#"{"format":"png","levle":3}"#,
        ] {
            assert!(options(json).is_err(), "{json} was accepted");
        }
    }

    #[test]
    fn each_format_writes_its_own_file_type() {
        let image = generated(9, 7, |x, y| [(x * 20) as u8, (y * 30) as u8, 100, 255]);
        for (options, format) in [
            (EncodeOptions::jpeg(80), ImageFormat::Jpeg),
            (EncodeOptions::png(), ImageFormat::Png),
            (EncodeOptions::png_lossy(50), ImageFormat::Png),
            (EncodeOptions::WebpLossless, ImageFormat::WebP),
        ] {
            let (found, _, decoded) = decode(&encode(&image, &options).expect("encodes"));
            assert_eq!((found, decoded.width, decoded.height), (format, 9, 7), "{options:?}");
            assert_eq!(ImageFormat::from_extension(options.extension()), Some(format));
        }
    }

    #[test]
    fn quality_outside_1_to_100_is_refused_with_a_clear_message() {
        let image = generated(2, 2, |_, _| [0, 0, 0, 255]);
        for quality in [0, 101, 255] {
            for options in [EncodeOptions::jpeg(quality), EncodeOptions::png_lossy(quality)] {
                let error = encode(&image, &options).expect_err("out of range");
                assert_eq!(error.to_string(), format!("Quality must be between 1 and 100 (got {quality})"));
            }
        }
    }

    #[test]
    fn an_inconsistent_image_is_refused() {
        let image = RgbaImage { width: 0, height: 3, pixels: Vec::new() };
        let error = encode(&image, &EncodeOptions::png()).expect_err("empty");
        assert_eq!(error, ImageError::EmptyImage { width: 0, height: 3 });
    }
}
