//! JPEG through mozjpeg-rs (pure Rust MozJPEG): progressive, trellis quantisation, optimised scans and Huffman
//! tables — C MozJPEG's own defaults (`cjpeg`), so the bytes track it (see tests/image_mozjpeg_differential.rs).

use super::encode::Chroma;
use super::pixels::flatten_onto;
use super::{ImageError, RgbaImage};
use mozjpeg_rs::{Encoder, Subsampling};

/// `quality` must already be 1–100 (the caller, [`super::encode::encode`], checks it).
pub(super) fn encode(
    image: &RgbaImage,
    quality: u8,
    chroma: Chroma,
    background: [u8; 3],
) -> Result<Vec<u8>, ImageError> {
    let rgb = flatten_onto(image, background);
    let subsampling = match chroma {
        Chroma::Yuv420 => Subsampling::S420,
        Chroma::Yuv444 => Subsampling::S444,
    };
    Encoder::max_compression()
        .quality(quality)
        .subsampling(subsampling)
        .encode_rgb(&rgb, image.width, image.height)
        .map_err(|error| ImageError::Encode { format: "JPEG", reason: error.to_string() })
}
