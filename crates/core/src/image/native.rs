//! Native-only image work (CLI, benches; never wasm): decoding any common file with the `image` crate, EXIF
//! orientation applied, within memory limits, and lossy WebP through libwebp (the `webp` crate).

use super::{ImageError, MAX_COLOUR_PROFILE_BYTES, RgbaImage, encode::check_quality, metadata};
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::io::Cursor;

/// Larger images are refused before their pixels are allocated (400 MB of RGBA). The page's 40-megapixel
/// photos fit with room to spare.
pub const MAX_MEGAPIXELS: u32 = 100;
/// What the decoders may allocate besides the final pixels (a hostile file cannot ask for more).
const MAX_DECODER_ALLOCATION: u64 = 1 << 30;

/// The file formats this module decodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceFormat {
    Jpeg,
    Png,
    Webp,
    Gif,
    Bmp,
    Tiff,
}

/// A decoded file: its pixels, upright, the format it was in, and its colour profile.
#[derive(Debug, Clone)]
pub struct Decoded {
    pub image: RgbaImage,
    pub format: SourceFormat,
    /// The pixels are in the file's own colours (not converted to sRGB, as the browser does when it decodes), so
    /// what is written from them must carry this profile (a phone's Display P3 photo would otherwise look dull).
    pub icc_profile: Option<Vec<u8>>,
}

/// Decodes a JPEG, PNG, WebP, GIF (first frame), BMP or TIFF file, whatever its name says, turning the
/// pixels as its EXIF orientation asks.
pub fn decode(bytes: &[u8]) -> Result<Decoded, ImageError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|error| ImageError::Decode(error.to_string()))?;
    let format = match reader.format() {
        Some(ImageFormat::Jpeg) => SourceFormat::Jpeg,
        Some(ImageFormat::Png) => SourceFormat::Png,
        Some(ImageFormat::WebP) => SourceFormat::Webp,
        Some(ImageFormat::Gif) => SourceFormat::Gif,
        Some(ImageFormat::Bmp) => SourceFormat::Bmp,
        Some(ImageFormat::Tiff) => SourceFormat::Tiff,
        _ => {
            return Err(ImageError::Decode("not a JPEG, PNG, WebP, GIF, BMP or TIFF file".to_owned()));
        }
    };
    // Before the decoder, which would inflate a PNG's profile up to its allocation limit (a gigabyte), and would
    // fill a file cut short with grey: refused as the pages refuse it.
    metadata::check_file(bytes)?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODER_ALLOCATION);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(decode_error)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > u64::from(MAX_MEGAPIXELS) * 1_000_000 {
        return Err(ImageError::TooLarge { width, height, max_megapixels: MAX_MEGAPIXELS });
    }
    let orientation = decoder.orientation().map_err(decode_error)?;
    // A profile that cannot be read is left behind, as browsers then show the pixels as sRGB.
    let icc_profile = decoder.icc_profile().ok().flatten();
    // GIF and TIFF profiles, and whatever the scan above could not walk: they are stored as they are, so never
    // larger than the file, but they could not be written into a JPEG.
    if icc_profile.as_ref().is_some_and(|profile| profile.len() > MAX_COLOUR_PROFILE_BYTES) {
        return Err(ImageError::ColourProfileTooLarge { limit: MAX_COLOUR_PROFILE_BYTES });
    }
    let mut decoded = DynamicImage::from_decoder(decoder).map_err(decode_error)?;
    decoded.apply_orientation(orientation);
    let rgba = decoded.into_rgba8();
    let image = RgbaImage::new(rgba.width(), rgba.height(), rgba.into_raw())?;
    Ok(Decoded { image, format, icc_profile })
}

/// The width and height `bytes` declares, read from its header as [`decode`] would find them (before any EXIF
/// turn), without decoding a pixel; `None` when it is not an image [`decode`] would open.
pub fn declared_size(bytes: &[u8]) -> Option<(u32, u32)> {
    // The PNG decoder reads every chunk before the pixels, a profile too: a bomb is turned away first.
    metadata::check_colour_profile(bytes).ok()?;
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().ok()?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODER_ALLOCATION);
    reader.limits(limits);
    reader.into_dimensions().ok()
}

/// Lossy WebP at `quality` (1–100) through libwebp; the alpha channel is kept when the image has one.
pub fn encode_webp_lossy(image: &RgbaImage, quality: u8) -> Result<Vec<u8>, ImageError> {
    image.validate()?;
    let quality = check_quality(quality)?;
    let encoder = webp::Encoder::from_rgba(&image.pixels, image.width, image.height);
    let config = webp_config(quality)?;
    let encoded = encoder
        .encode_advanced(&config)
        .map_err(|error| ImageError::Encode { format: "WebP", reason: format!("{error:?}") })?;
    Ok(encoded.to_vec())
}

/// libwebp's defaults at `quality`, method 4: what Squoosh and `cwebp` use.
fn webp_config(quality: u8) -> Result<webp::WebPConfig, ImageError> {
    let mut config = webp::WebPConfig::new().map_err(|()| ImageError::Encode {
        format: "WebP",
        reason: "libwebp refused its default configuration".to_owned(),
    })?;
    config.quality = f32::from(quality);
    config.method = 4;
    Ok(config)
}

fn decode_error(error: image::ImageError) -> ImageError {
    match error {
        image::ImageError::Limits(_) => ImageError::Decode("the image needs more memory than allowed".to_owned()),
        other => ImageError::Decode(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::encode::{EncodeOptions, encode};
    use crate::image::testing::{decode as decode_output, fixture, generated, png_chunk, psnr_rgb};

    #[test]
    fn every_format_penknife_writes_decodes_back_with_its_format() {
        let logo = fixture("logo-128.png");
        for (options, format) in [
            (EncodeOptions::jpeg(90), SourceFormat::Jpeg),
            (EncodeOptions::png(), SourceFormat::Png),
            (EncodeOptions::WebpLossless, SourceFormat::Webp),
        ] {
            let decoded = decode(&encode(&logo, &options).expect("encodes")).expect("decodes");
            assert_eq!(decoded.format, format);
            assert_eq!((decoded.image.width, decoded.image.height), (128, 128));
        }
        let png = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/images/logo-128.png")).expect("fixture");
        assert_eq!(decode(&png).expect("decodes").image, logo);
    }

    #[test]
    fn exif_orientation_turns_the_pixels_upright() {
        // A 40×20 picture, left half black and right half white, stored with orientation 6 ("rotate 90° clockwise
        // to display"): upright it is 20×40 with the black half on top.
        let stored = generated(40, 20, |x, _| if x < 20 { [0, 0, 0, 255] } else { [255, 255, 255, 255] });
        let rgb: Vec<u8> = stored.pixels.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
        // Little-endian TIFF: header, one IFD entry (0x0112 Orientation, SHORT, 1, value 6), no next IFD.
        let exif = vec![b'I', b'I', 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0];
        let jpeg = mozjpeg_rs::Encoder::max_compression()
            .quality(95)
            .exif_data(exif)
            .encode_rgb(&rgb, 40, 20)
            .expect("encodes");
        let upright = decode(&jpeg).expect("decodes").image;
        assert_eq!((upright.width, upright.height), (20, 40));
        let top = &upright.pixels[..4];
        let bottom = &upright.pixels[upright.pixels.len() - 4..];
        assert!(top[0] < 30 && bottom[0] > 225, "top {top:?}, bottom {bottom:?}");
    }

    #[test]
    fn files_that_are_not_images_are_refused_with_a_clear_message() {
        let error = decode(b"hello, world").expect_err("text");
        assert_eq!(error.to_string(), "Could not read the image: not a JPEG, PNG, WebP, GIF, BMP or TIFF file");
        let png = encode(&generated(8, 8, |_, _| [1, 2, 3, 255]), &EncodeOptions::png()).expect("encodes");
        let error = decode(&png[..png.len() / 2]).expect_err("truncated");
        assert_eq!(error, ImageError::Truncated { format: "PNG" });
    }

    #[test]
    fn a_header_claiming_a_huge_image_is_refused_before_allocating() {
        // A valid PNG for 20000×20000 pixels (400 megapixels) whose data is a few bytes.
        let mut header = 20_000u32.to_be_bytes().to_vec();
        header.extend(20_000u32.to_be_bytes());
        header.extend([8, 6, 0, 0, 0]);
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        png.extend(png_chunk(b"IHDR", &header));
        png.extend(png_chunk(b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
        png.extend(png_chunk(b"IEND", &[]));
        let error = decode(&png).expect_err("too large");
        assert_eq!(error, ImageError::TooLarge { width: 20_000, height: 20_000, max_megapixels: MAX_MEGAPIXELS });
    }

    #[test]
    fn a_colour_profile_over_the_limit_is_refused_before_the_pixels_are_decoded() {
        use crate::image::metadata::{Embedded, embed};
        let image = generated(6, 4, |x, y| [x as u8 * 40, y as u8 * 60, 128, 255]);
        let within = vec![3; MAX_COLOUR_PROFILE_BYTES];
        let over = vec![3; MAX_COLOUR_PROFILE_BYTES + 1];
        for options in [EncodeOptions::jpeg(80), EncodeOptions::png(), EncodeOptions::WebpLossless] {
            let file = encode(&image, &options).expect("encodes");
            let with =
                |profile| embed(file.clone(), Embedded { exif: None, icc: Some(profile) }, 6, 4).expect("embeds");
            let decoded = decode(&with(&within)).expect("a profile of exactly the limit");
            assert_eq!(decoded.icc_profile.as_deref(), Some(&within[..]), "{options:?}");
            let error = decode(&with(&over)).expect_err("over the limit");
            assert_eq!(error.to_string(), "The image's colour profile is larger than 4 MB", "{options:?}");
        }
        // A GIF's profile is not scanned for (it is stored as it is, never larger than the file), but the same
        // limit holds once it is read.
        let gif = |profile: &[u8]| {
            let mut gif = Vec::new();
            let rgba = ::image::RgbaImage::from_raw(6, 4, image.pixels.clone()).expect("6×4");
            ::image::DynamicImage::ImageRgba8(rgba)
                .write_to(&mut Cursor::new(&mut gif), ImageFormat::Gif)
                .expect("encodes");
            // After the header and the screen descriptor (and its colour table, if any): an application
            // extension "ICCRGBG1012" whose sub-blocks of at most 255 bytes hold the profile.
            let table = if gif[10] & 0x80 != 0 { 3 << ((gif[10] & 7) + 1) } else { 0 };
            let mut extension = b"\x21\xFF\x0BICCRGBG1012".to_vec();
            for block in profile.chunks(255) {
                extension.push(block.len() as u8);
                extension.extend_from_slice(block);
            }
            extension.push(0);
            [&gif[..13 + table], &extension, &gif[13 + table..]].concat()
        };
        let decoded = decode(&gif(b"a small profile")).expect("decodes");
        assert_eq!(decoded.icc_profile.as_deref(), Some(&b"a small profile"[..]));
        assert_eq!(
            decode(&gif(&over)).expect_err("over the limit"),
            ImageError::ColourProfileTooLarge { limit: MAX_COLOUR_PROFILE_BYTES }
        );
    }

    #[test]
    fn the_declared_size_is_read_from_the_header_alone() {
        let png = encode(&generated(30, 20, |_, _| [1, 2, 3, 255]), &EncodeOptions::png()).expect("encodes");
        assert_eq!(declared_size(&png), Some((30, 20)));
        // Cut before its pixels: the header still says the size.
        let idat = png.windows(4).position(|name| name == b"IDAT").expect("an IDAT");
        assert_eq!(declared_size(&png[..idat + 4]), Some((30, 20)));
        assert_eq!(declared_size(b"not an image"), None);
        let bomb = crate::image::metadata::embed(
            png,
            crate::image::metadata::Embedded { exif: None, icc: Some(&vec![0; 64 << 20]) },
            30,
            20,
        )
        .expect("embeds");
        assert_eq!(declared_size(&bomb), None, "a file decode refuses has no size to plan for");
    }

    #[test]
    fn lossy_webp_is_close_to_the_source_and_keeps_alpha() {
        let photo = fixture("chelsea.png");
        let webp = encode_webp_lossy(&photo, 75).expect("encodes");
        let (format, _, decoded) = decode_output(&webp);
        assert_eq!(format, ::image::ImageFormat::WebP);
        let psnr = psnr_rgb(&decoded, &photo);
        assert!(psnr > 30.0, "PSNR {psnr:.1} dB");
        assert!(webp.len() < 30_000, "{} bytes", webp.len());
        let logo = fixture("logo-128.png");
        let decoded = decode_output(&encode_webp_lossy(&logo, 75).expect("encodes")).2;
        assert_eq!(decoded.pixels[3], 0, "the transparent corner stays transparent");
        assert_eq!(
            encode_webp_lossy(&logo, 0).expect_err("quality 0").to_string(),
            "Quality must be between 1 and 100 (got 0)"
        );
    }
}
