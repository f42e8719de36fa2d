//! The image tools' quality settings as the spec gives them, written once: the pages' sliders (through the image
//! bundle's `imageDefaults`) and the CLI's defaults read them here.

use serde::Serialize;

/// One quality slider: its ends and where it starts, in per cent (the spec's steps are 5 everywhere).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct QualityRange {
    pub min: u8,
    pub max: u8,
    pub default: u8,
}

/// Every image tool's quality slider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct QualitySliders {
    /// Image Compressor: 10–100, default 80.
    pub compress: QualityRange,
    /// PNG to JPG: 50–100, default 85.
    pub png_to_jpg: QualityRange,
    /// WebP Converter, to WebP: 10–100, default 80.
    pub to_webp: QualityRange,
    /// WebP Converter, from WebP to JPEG: 50–100, default 80.
    pub from_webp: QualityRange,
    /// SVG Converter, SVG to JPEG or WebP: 50–100, default 90.
    pub from_svg: QualityRange,
}

pub const QUALITY_SLIDERS: QualitySliders = QualitySliders {
    compress: QualityRange { min: 10, max: 100, default: 80 },
    png_to_jpg: QualityRange { min: 50, max: 100, default: 85 },
    to_webp: QualityRange { min: 10, max: 100, default: 80 },
    from_webp: QualityRange { min: 50, max: 100, default: 80 },
    from_svg: QualityRange { min: 50, max: 100, default: 90 },
};

/// The Image Resizer's JPEG or WebP quality: the spec's "quality 0.9" (it has no slider).
pub const RESIZE_QUALITY: u8 = 90;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_is_on_its_slider_and_on_a_step() {
        let QualitySliders { compress, png_to_jpg, to_webp, from_webp, from_svg } = QUALITY_SLIDERS;
        for range in [compress, png_to_jpg, to_webp, from_webp, from_svg] {
            assert!((range.min..=range.max).contains(&range.default), "{range:?}");
            assert!([range.min, range.max, range.default].iter().all(|value| value % 5 == 0), "{range:?}");
        }
        assert_eq!(compress.default, crate::image::encode::DEFAULT_QUALITY);
    }
}
