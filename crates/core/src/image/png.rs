//! PNG through oxipng, straight from the pixels. oxipng picks the smallest colour type the content allows
//! (greyscale, RGB without alpha, a palette when there are at most 256 colours) and the filters; lossy PNG
//! first quantises to a palette sized by the quality (exoquant: k-means palette, Floyd–Steinberg dithering).
//! A large true-colour image is written in bands instead, several cores at once ([`bands`]).

pub mod bands;
pub(crate) mod chunks;
mod filter;
mod zlib_join;

use super::pixels::count_colours_up_to;
use super::{ImageError, RgbaImage};
use exoquant::optimizer::{self, Optimizer as _};
use exoquant::{Color, Histogram, Remapper, SimpleColorSpace, ditherer::FloydSteinberg, generate_palette};
use oxipng::{BitDepth, ColorType, Options, RGBA8, RawImage};

/// oxipng's presets run from 0 (fast) to 6 (slow).
pub const MAX_LEVEL: u8 = 6;
/// The preset the banded encoder stands for (it does what `oxipng -o2` does, per band).
const DEFAULT_LEVEL: u8 = super::encode::DEFAULT_PNG_LEVEL;

/// `lossy` is `Some(quality 1–100)` (already checked by the caller) or `None` for lossless.
pub(super) fn encode(image: &RgbaImage, lossy: Option<u8>, level: u8) -> Result<Vec<u8>, ImageError> {
    if level > MAX_LEVEL {
        return Err(ImageError::PngLevel(level));
    }
    if let Some(plan) = band_plan(image, lossy, level) {
        return bands::encode(image, &plan);
    }
    let raw = match lossy.map(palette_size) {
        // An image that already fits the palette loses nothing by keeping its colours: oxipng indexes it.
        Some(colours) if count_colours_up_to(image, colours) > colours => quantised(image, colours),
        _ => RawImage::new(image.width, image.height, ColorType::RGBA, BitDepth::Eight, image.pixels.clone()),
    }
    .map_err(png_error)?;
    raw.create_optimized_png(&Options::from_preset(level)).map_err(png_error)
}

/// A lossless PNG stored as 8-bit RGBA whatever its content (no palette, greyscale or dropped alpha): what an
/// ICO's PNG entries must be (Windows and the `image` crate's reader refuse any other colour type).
pub(super) fn encode_rgba8(image: &RgbaImage) -> Result<Vec<u8>, ImageError> {
    image.validate()?;
    let mut options = Options::from_preset(DEFAULT_LEVEL);
    options.bit_depth_reduction = false;
    options.color_type_reduction = false;
    options.palette_reduction = false;
    options.grayscale_reduction = false;
    RawImage::new(image.width, image.height, ColorType::RGBA, BitDepth::Eight, image.pixels.clone())
        .and_then(|raw| raw.create_optimized_png(&options))
        .map_err(png_error)
}

/// The bands [`encode`] writes `image` in (lossless at the default level, large, many colours), or `None` when it
/// is written in one piece by oxipng.
pub fn band_plan(image: &RgbaImage, lossy: Option<u8>, level: u8) -> Option<bands::BandPlan> {
    if lossy.is_some() || level != DEFAULT_LEVEL { None } else { bands::plan(image) }
}

/// The smaller of `encoded` (a lossless PNG of `file`'s decoded pixels) and the PNG `file` itself without its
/// metadata. A file that was compressed well already (by a slower encoder, or with filters oxipng's preset does
/// not try) then never comes out larger, as `oxipng` run on the file promises.
pub fn smaller_of(encoded: Vec<u8>, file: &[u8]) -> Vec<u8> {
    smaller_original(file, encoded.len()).unwrap_or(encoded)
}

/// The PNG `file` without its metadata when that is smaller than `encoded_len` bytes (see [`smaller_of`]).
pub fn smaller_original(file: &[u8], encoded_len: usize) -> Option<Vec<u8>> {
    without_metadata(file).filter(|original| original.len() < encoded_len)
}

/// Chunks that change how a PNG looks (the rest is metadata: text, time, EXIF, …).
const DISPLAY_CHUNKS: [&[u8; 4]; 8] = [b"tRNS", b"gAMA", b"cHRM", b"sRGB", b"iCCP", b"cICP", b"mDCV", b"cLLI"];

/// `file` with only its critical and display chunks, or `None` when it cannot stand for the decoded pixels:
/// malformed, animated (the pixels are its first frame), or with EXIF (its orientation was applied to the pixels).
pub fn without_metadata(file: &[u8]) -> Option<Vec<u8>> {
    let mut out = chunks::SIGNATURE.to_vec();
    for chunk in chunks::chunks(file) {
        match chunk.name {
            b"acTL" | b"eXIf" => return None,
            // Critical chunks (an upper-case first letter) are the image itself.
            name if name[0].is_ascii_uppercase() || DISPLAY_CHUNKS.contains(&name) => {
                out.extend_from_slice(chunk.bytes)
            }
            _ => {}
        }
        if chunk.name == b"IEND" {
            return Some(out);
        }
    }
    // Not a PNG, or damaged before its end.
    None
}

/// Palette entries for a lossy quality: 2 colours at 1, 256 at 100, geometric in between (each step of the
/// slider costs about the same fraction of a bit per pixel), e.g. 97 at the default 80.
pub fn palette_size(quality: u8) -> usize {
    let exponent = 1.0 + 7.0 * f64::from(quality.clamp(1, 100)) / 100.0;
    (2f64.powf(exponent).round() as usize).clamp(2, 256)
}

fn quantised(image: &RgbaImage, colours: usize) -> Result<RawImage, oxipng::PngError> {
    let pixels: Vec<Color> = image.pixels.chunks_exact(4).map(|p| Color::new(p[0], p[1], p[2], p[3])).collect();
    // exoquant's convert_to_indexed runs k-means while splitting and 8 rounds after: too slow for the page's
    // 1 s/MP in wasm. Plain splitting and 2 rounds of k-means afterwards.
    let colour_space = SimpleColorSpace::default();
    // The palette is learnt from at most 2^16 evenly spread pixels; every pixel is then mapped onto it.
    let step = (pixels.len() >> 16).max(1);
    let histogram: Histogram = pixels.iter().step_by(step).copied().collect();
    let palette = generate_palette(&histogram, &colour_space, &optimizer::None, colours);
    let palette = optimizer::KMeans.optimize_palette(&colour_space, &palette, &histogram, 2);
    let indices = Remapper::new(&palette, &colour_space, &FloydSteinberg::new()).remap(&pixels, image.width as usize);
    let palette = palette.into_iter().map(|c| RGBA8::new(c.r, c.g, c.b, c.a)).collect();
    RawImage::new(image.width, image.height, ColorType::Indexed { palette }, BitDepth::Eight, indices)
}

fn png_error(error: oxipng::PngError) -> ImageError {
    ImageError::Encode { format: "PNG", reason: error.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::testing::{decode, fixture, generated, png_chunk, psnr_rgb};
    use ::image::ImageFormat;

    /// The IHDR's colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    fn colour_type(png: &[u8]) -> u8 {
        assert_eq!(&png[12..16], b"IHDR");
        png[25]
    }

    fn lossless(image: &RgbaImage) -> Vec<u8> {
        encode(image, None, 2).expect("encodes")
    }

    #[test]
    fn an_opaque_photo_round_trips_exactly_as_rgb() {
        let photo = fixture("chelsea.png");
        let png = lossless(&photo);
        let (format, _, decoded) = decode(&png);
        assert_eq!(format, ImageFormat::Png);
        assert_eq!(decoded, photo);
        assert_eq!(colour_type(&png), 2);
        assert!(png.len() < 240_512, "{} bytes: no smaller than scikit-image's own file", png.len());
    }

    #[test]
    fn transparency_round_trips_exactly() {
        let logo = fixture("logo-128.png");
        let png = lossless(&logo);
        assert_eq!(decode(&png).2, logo);
        assert!(matches!(colour_type(&png), 3 | 6), "alpha kept (palette with tRNS, or RGBA)");
    }

    #[test]
    fn grey_content_is_stored_as_greyscale() {
        let grey = generated(40, 30, |x, y| {
            let v = (x * 6 + y) as u8;
            [v, v, v, 255]
        });
        let png = lossless(&grey);
        assert_eq!(colour_type(&png), 0);
        assert_eq!(decode(&png).2, grey);
    }

    #[test]
    fn few_colours_are_stored_as_a_palette() {
        let colours = [[200, 30, 30, 255], [30, 200, 30, 255], [30, 30, 200, 128], [0, 0, 0, 0]];
        let image = generated(50, 50, |x, y| colours[((x / 7 + y / 5) % 4) as usize]);
        let png = lossless(&image);
        assert_eq!(colour_type(&png), 3);
        assert_eq!(decode(&png).2, image);
    }

    #[test]
    fn lossy_quantises_a_photo_to_a_smaller_palette_png_close_to_the_source() {
        let photo = fixture("chelsea.png");
        let png = encode(&photo, Some(80), 2).expect("encodes");
        assert_eq!(colour_type(&png), 3);
        let psnr = psnr_rgb(&decode(&png).2, &photo);
        assert!(psnr > 28.0, "PSNR {psnr:.1} dB");
        assert!(png.len() * 2 < lossless(&photo).len(), "lossy {} bytes", png.len());
    }

    #[test]
    fn lossy_keeps_an_image_that_already_fits_the_palette_exactly() {
        let image = generated(30, 30, |x, y| [(x % 3 * 100) as u8, (y % 2 * 200) as u8, 9, 255]);
        assert_eq!(decode(&encode(&image, Some(50), 2).expect("encodes")).2, image);
    }

    #[test]
    fn lossy_keeps_transparency() {
        let logo = fixture("logo-128.png");
        let decoded = decode(&encode(&logo, Some(60), 2).expect("encodes")).2;
        for (out, source) in decoded.pixels.chunks_exact(4).zip(logo.pixels.chunks_exact(4)) {
            assert!(out[3].abs_diff(source[3]) <= 64, "alpha {} vs {}", out[3], source[3]);
        }
        assert_eq!(decoded.pixels[3], 0, "the transparent corner stays transparent");
    }

    /// `png` with a `name` chunk of `data` inserted before its first IDAT.
    fn with_chunk(png: &[u8], name: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let idat = png.windows(4).position(|w| w == b"IDAT").expect("an IDAT") - 4;
        [&png[..idat], &png_chunk(name, data)[..], &png[idat..]].concat()
    }

    #[test]
    fn the_original_file_wins_when_smaller_without_its_metadata() {
        let photo = fixture("chelsea.png");
        let encoded = lossless(&photo);
        let tagged = with_chunk(&encoded, b"tEXt", b"Location\x00near the Eiffel Tower");
        // The file is the encoder's own output plus a text chunk: without it, the same bytes.
        assert_eq!(without_metadata(&tagged).as_deref(), Some(&encoded[..]));
        let padded =
            [&encoded[..encoded.len() - 12], &png_chunk(b"IDAT", &[]), &encoded[encoded.len() - 12..]].concat();
        assert_eq!(smaller_of(padded.clone(), &tagged), encoded, "the stripped original is 12 bytes smaller");
        assert_eq!(smaller_of(encoded.clone(), &padded), encoded, "ties and larger originals keep the encoding");
        assert_eq!(decode(&smaller_of(padded, &tagged)).2, photo);
    }

    #[test]
    fn an_original_with_exif_animation_or_damage_is_never_used() {
        let png = lossless(&generated(4, 4, |x, y| [x as u8 * 60, y as u8 * 60, 9, 255]));
        for name in [b"eXIf", b"acTL"] {
            assert_eq!(without_metadata(&with_chunk(&png, name, b"MM\0*\0\0\0\x08")), None);
        }
        assert_eq!(without_metadata(b"not a png"), None);
        assert_eq!(without_metadata(&png[..png.len() - 1]), None, "cut before IEND ends");
        let mut huge = png.clone();
        huge[8..12].copy_from_slice(&u32::MAX.to_be_bytes());
        assert_eq!(without_metadata(&huge), None, "a length past the end");
        let gamma = with_chunk(&png, b"gAMA", &45455u32.to_be_bytes());
        assert_eq!(without_metadata(&gamma).as_deref(), Some(&gamma[..]), "display chunks stay");
    }

    #[test]
    fn palette_size_grows_with_quality() {
        assert_eq!((palette_size(1), palette_size(80), palette_size(100)), (2, 97, 256));
    }

    #[test]
    fn levels_above_6_are_refused() {
        let image = generated(2, 2, |_, _| [1, 2, 3, 255]);
        let error = encode(&image, None, 7).expect_err("level 7");
        assert_eq!(error.to_string(), "The PNG optimisation level must be between 0 and 6 (got 7)");
        for level in 0..=MAX_LEVEL {
            assert_eq!(decode(&encode(&image, None, level).expect("encodes")).2, image);
        }
    }
}
