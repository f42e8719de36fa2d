//! Test helpers: the fixture images, a decoder for what the encoders wrote, PSNR, and PNG chunks.

use super::RgbaImage;
use ::image::{ImageFormat, ImageReader};
use std::io::Cursor;

/// A fixture from crates/core/tests/images/ (see its README for sources and licences).
pub(crate) fn fixture(name: &str) -> RgbaImage {
    let path = format!("{}/tests/images/{name}", env!("CARGO_MANIFEST_DIR"));
    let decoded = ::image::open(&path).unwrap_or_else(|error| panic!("{path}: {error}"));
    let rgba = decoded.to_rgba8();
    RgbaImage::new(rgba.width(), rgba.height(), rgba.into_raw()).expect("fixture is a valid image")
}

/// What a decoder finds in `bytes`: the detected format, the colour type stored, and the pixels as RGBA.
pub(crate) fn decode(bytes: &[u8]) -> (ImageFormat, ::image::ColorType, RgbaImage) {
    let reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().expect("reading from memory cannot fail");
    let format = reader.format().expect("a known image format");
    let decoded = reader.decode().expect("the output decodes");
    let colour = decoded.color();
    let rgba = decoded.to_rgba8();
    let image = RgbaImage::new(rgba.width(), rgba.height(), rgba.into_raw()).expect("decoded image is valid");
    (format, colour, image)
}

/// Peak signal-to-noise ratio in dB over the RGB channels (∞ when identical).
pub(crate) fn psnr_rgb(a: &RgbaImage, b: &RgbaImage) -> f64 {
    assert_eq!((a.width, a.height), (b.width, b.height), "PSNR needs equal sizes");
    let (mut sum, mut count) = (0.0, 0.0);
    for (p, q) in a.pixels.chunks_exact(4).zip(b.pixels.chunks_exact(4)) {
        for channel in 0..3 {
            let difference = f64::from(p[channel]) - f64::from(q[channel]);
            sum += difference * difference;
            count += 1.0;
        }
    }
    let mse = sum / count;
    if mse == 0.0 { f64::INFINITY } else { 10.0 * (255.0 * 255.0 / mse).log10() }
}

/// The image with its alpha composited onto `background` and made opaque (what a JPEG of it should show).
pub(crate) fn flattened(image: &RgbaImage, background: [u8; 3]) -> RgbaImage {
    let rgb = super::pixels::flatten_onto(image, background);
    let pixels = rgb.chunks_exact(3).flat_map(|p| [p[0], p[1], p[2], 255]).collect();
    RgbaImage::new(image.width, image.height, pixels).expect("same size")
}

/// A width × height image from a function of (x, y).
pub(crate) fn generated(width: u32, height: u32, pixel: impl Fn(u32, u32) -> [u8; 4]) -> RgbaImage {
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    for y in 0..height {
        for x in 0..width {
            pixels.extend(pixel(x, y));
        }
    }
    RgbaImage::new(width, height, pixels).expect("generated image is valid")
}

/// A PNG chunk: length, `name`, `data` and its CRC-32.
pub(crate) fn png_chunk(name: &[u8; 4], data: &[u8]) -> Vec<u8> {
    super::png::chunks::chunk(name, data).expect("a test chunk is small")
}
