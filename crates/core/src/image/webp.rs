//! Lossless WebP through image-webp's encoder. (Lossy WebP is libwebp's: the browser's encoder on the page,
//! the `webp` crate natively.)

use super::{ImageError, RgbaImage};
use image_webp::{ColorType, WebPEncoder};
use std::borrow::Cow;

pub(super) fn encode_lossless(image: &RgbaImage) -> Result<Vec<u8>, ImageError> {
    let mut out = Vec::new();
    // Opaque images drop the alpha channel: smaller, and what a decoder reports as "no alpha".
    let (data, colour) = if image.is_opaque() {
        let rgb = image.pixels.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
        (Cow::Owned(rgb), ColorType::Rgb8)
    } else {
        (Cow::Borrowed(&image.pixels[..]), ColorType::Rgba8)
    };
    WebPEncoder::new(&mut out)
        .encode(&data, image.width, image.height, colour)
        .map_err(|error| ImageError::Encode { format: "WebP", reason: error.to_string() })?;
    Ok(out)
}
