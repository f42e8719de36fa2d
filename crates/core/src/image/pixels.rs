//! Pixel helpers the encoders share.

use super::RgbaImage;

/// RGB with the alpha composited onto `background` (JPEG has no alpha; the spec puts PNGs on white). Public so
/// the bench gives the reference encoders exactly the pixels ours encodes.
pub fn flatten_onto(image: &RgbaImage, background: [u8; 3]) -> Vec<u8> {
    let mut rgb = Vec::with_capacity(image.pixels.len() / 4 * 3);
    for pixel in image.pixels.chunks_exact(4) {
        rgb.extend(composited(pixel, background));
    }
    rgb
}

/// [`flatten_onto`] in the image's own pixels, which become opaque: no copy of a large image.
pub(super) fn flatten_in_place(image: &mut RgbaImage, background: [u8; 3]) {
    for pixel in image.pixels.chunks_exact_mut(4) {
        let [r, g, b] = composited(pixel, background);
        pixel.copy_from_slice(&[r, g, b, u8::MAX]);
    }
}

/// One RGBA pixel's colour over `background`.
fn composited(pixel: &[u8], background: [u8; 3]) -> [u8; 3] {
    let alpha = u32::from(pixel[3]);
    // Rounded division by 255; the result is at most 255.
    let mix =
        |colour: u8, under: u8| ((u32::from(colour) * alpha + u32::from(under) * (255 - alpha) + 127) / 255) as u8;
    [mix(pixel[0], background[0]), mix(pixel[1], background[1]), mix(pixel[2], background[2])]
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
