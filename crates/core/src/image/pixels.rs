//! Pixel helpers the encoders share.

use super::RgbaImage;

/// RGB with the alpha composited onto `background` (JPEG has no alpha; the spec puts PNGs on white). Public so
/// the bench gives the reference encoders exactly the pixels ours encodes.
pub fn flatten_onto(image: &RgbaImage, background: [u8; 3]) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(image.pixels.len() / 4 * 3);
    for pixel in image.pixels.chunks_exact(4) {
        let alpha = u32::from(pixel[3]);
        for (&colour, &under) in pixel[..3].iter().zip(&background) {
            let mixed = u32::from(colour) * alpha + u32::from(under) * (255 - alpha);
            // Rounded division by 255; the result is at most 255.
            rgb.push(((mixed + 127) / 255) as u8);
        }
    }
    rgb
}

/// The number of distinct RGBA colours, counting no further than `limit + 1` (enough to say "more than limit").
pub(super) fn count_colours_up_to(image: &RgbaImage, limit: usize) -> usize {
    let mut seen = std::collections::HashSet::with_capacity(limit + 1);
    for pixel in image.pixels.chunks_exact(4) {
        seen.insert(u32::from_le_bytes([pixel[0], pixel[1], pixel[2], pixel[3]]));
        if seen.len() > limit {
            break;
        }
    }
    seen.len()
}
