//! PNG through oxipng, straight from the pixels. oxipng picks the smallest colour type the content allows
//! (greyscale, RGB without alpha, a palette when there are at most 256 colours) and the filters; lossy PNG
//! first quantises to a palette sized by the quality (exoquant: k-means palette, Floyd–Steinberg dithering).

use super::pixels::count_colours_up_to;
use super::{ImageError, RgbaImage};
use exoquant::{Color, convert_to_indexed, ditherer::FloydSteinberg, optimizer::KMeans};
use oxipng::{BitDepth, ColorType, Options, RGBA8, RawImage};

/// oxipng's presets run from 0 (fast) to 6 (slow).
pub const MAX_LEVEL: u8 = 6;

/// `lossy` is `Some(quality 1–100)` (already checked by the caller) or `None` for lossless.
pub(super) fn encode(image: &RgbaImage, lossy: Option<u8>, level: u8) -> Result<Vec<u8>, ImageError> {
    if level > MAX_LEVEL {
        return Err(ImageError::PngLevel(level));
    }
    let raw = match lossy.map(palette_size) {
        // An image that already fits the palette loses nothing by keeping its colours: oxipng indexes it.
        Some(colours) if count_colours_up_to(image, colours) > colours => quantised(image, colours),
        _ => RawImage::new(image.width, image.height, ColorType::RGBA, BitDepth::Eight, image.pixels.clone()),
    }
    .map_err(png_error)?;
    raw.create_optimized_png(&Options::from_preset(level)).map_err(png_error)
}

/// Palette entries for a lossy quality: 2 colours at 1, 256 at 100, geometric in between (each step of the
/// slider costs about the same fraction of a bit per pixel), e.g. 97 at the default 80.
pub fn palette_size(quality: u8) -> usize {
    let exponent = 1.0 + 7.0 * f64::from(quality.clamp(1, 100)) / 100.0;
    (2f64.powf(exponent).round() as usize).clamp(2, 256)
}

fn quantised(image: &RgbaImage, colours: usize) -> Result<RawImage, oxipng::PngError> {
    let pixels: Vec<Color> = image.pixels.chunks_exact(4).map(|p| Color::new(p[0], p[1], p[2], p[3])).collect();
    let (palette, indices) =
        convert_to_indexed(&pixels, image.width as usize, colours, &KMeans, &FloydSteinberg::new());
    let palette = palette.into_iter().map(|c| RGBA8::new(c.r, c.g, c.b, c.a)).collect();
    RawImage::new(image.width, image.height, ColorType::Indexed { palette }, BitDepth::Eight, indices)
}

fn png_error(error: oxipng::PngError) -> ImageError {
    ImageError::Encode { format: "PNG", reason: error.to_string() }
}
