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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::testing::{decode, fixture};
    use ::image::{ColorType as Stored, ImageFormat};

    #[test]
    fn a_photo_round_trips_exactly_without_an_alpha_channel() {
        let photo = fixture("chelsea.png");
        let (format, stored, decoded) = decode(&encode_lossless(&photo).expect("encodes"));
        assert_eq!(format, ImageFormat::WebP);
        assert_eq!(stored, Stored::Rgb8);
        assert_eq!(decoded, photo);
    }

    #[test]
    fn transparency_round_trips_exactly() {
        let logo = fixture("logo-128.png");
        let (format, stored, decoded) = decode(&encode_lossless(&logo).expect("encodes"));
        assert_eq!((format, stored), (ImageFormat::WebP, Stored::Rgba8));
        assert_eq!(decoded, logo);
    }
}
