//! Writes crates/fuzz/seeds/png-strip/, crates/fuzz/seeds/raster-pipeline/ and crates/fuzz/seeds/image-metadata/:
//! small files made from core's test images (crates/core/tests/images) scaled down to a few pixels, so each seed
//! stays under libFuzzer's 4 KB `-max_len`: PNGs of every colour type and with the chunks the walker keeps, drops
//! or refuses, one file of each format the native decoder reads, the phone photo's EXIF in each format, and a colour
//! profile in a JPEG (APP2), a PNG (iCCP) and a WebP (ICCP), for the profile's limit. Run it again (`cargo run -p penknife-fuzz --example raster_seeds`) when
//! those images change; the files are committed.

use std::io::Cursor;
use std::path::Path;

use image::ImageFormat;
use penknife_core::image::RgbaImage;
use penknife_core::image::encode::{Chroma, EncodeOptions, encode};
use penknife_core::image::metadata::{self, Embedded, MetadataPolicy};
use penknife_core::image::native::encode_webp_lossy;
use penknife_core::image::resize::resize;
use penknife_fuzz::input::FILE_OPTION_BYTES;
use penknife_fuzz::{Engine, fnv1a, seed_dir};

type Seeds = Vec<(String, Vec<u8>)>;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let images = Path::new(env!("CARGO_MANIFEST_DIR")).join("../core/tests/images");
    let mut pngs = Seeds::new();
    let mut files = Seeds::new();
    for (name, width, height) in [("logo-128.png", 12, 12), ("chelsea.png", 15, 10), ("text.png", 20, 8)] {
        let source = image::open(images.join(name))?.to_rgba8();
        let source = RgbaImage::new(source.width(), source.height(), source.into_raw())?;
        let small = resize(&source, width, height)?;
        let stem = name.trim_end_matches(".png");
        let ours = encode(&small, &EncodeOptions::png())?;
        pngs.push((format!("{stem}-oxipng"), ours.clone()));
        pngs.push((format!("{stem}-palette"), encode(&small, &EncodeOptions::png_lossy(30))?));
        for (chunk, data) in [
            (b"tEXt", &b"Comment\0a seed"[..]),
            (b"zTXt", b"Comment\0\0x\x9c\x03\0\0\0\0\x01"),
            (b"iTXt", b"Comment\0\0\0en\0\0a seed"),
            (b"tIME", b"\x07\xea\x0b\x19\x04\x2b\x07"),
            (b"gAMA", b"\0\0\xb1\x8f"),
            (b"sRGB", b"\0"),
            (b"eXIf", b"MM\0*\0\0\0\x08\0\0"),
            (b"acTL", b"\0\0\0\x01\0\0\0\0"),
        ] {
            pngs.push((format!("{stem}-{}", String::from_utf8_lossy(chunk)), with_chunk(&ours, chunk, data)));
        }
        pngs.push((format!("{stem}-split-idat"), split_idat(&ours)));
        pngs.push((format!("{stem}-iCCP"), with_profile(ours.clone(), &small)?));
        let rgba = image::RgbaImage::from_raw(width, height, small.pixels.clone()).ok_or("pixels")?;
        let rgb = image::DynamicImage::ImageRgba8(rgba.clone()).to_rgb8();
        let grey16 = image::DynamicImage::ImageRgba8(rgba.clone()).to_luma16();
        pngs.push((format!("{stem}-rgba8"), written(&rgba, ImageFormat::Png)?));
        pngs.push((format!("{stem}-grey16"), written(&grey16, ImageFormat::Png)?));
        files.push((format!("{stem}-jpeg"), encode(&small, &EncodeOptions::jpeg(70))?));
        let jpeg444 = EncodeOptions::Jpeg { quality: 90, chroma: Chroma::Yuv444, background: [0, 0, 0] };
        files.push((format!("{stem}-jpeg444"), encode(&small, &jpeg444)?));
        files.push((format!("{stem}-jpeg-baseline"), written(&rgb, ImageFormat::Jpeg)?));
        files.push((format!("{stem}-webp-lossless"), encode(&small, &EncodeOptions::WebpLossless)?));
        files.push((format!("{stem}-webp-lossy"), encode_webp_lossy(&small, 50)?));
        for (format, options) in [("jpeg", EncodeOptions::jpeg(70)), ("webp", EncodeOptions::WebpLossless)] {
            files.push((format!("{stem}-{format}-icc"), with_profile(encode(&small, &options)?, &small)?));
        }
        files.push((format!("{stem}-gif"), written(&rgba, ImageFormat::Gif)?));
        files.push((format!("{stem}-bmp"), written(&rgb, ImageFormat::Bmp)?));
        files.push((format!("{stem}-tiff"), written(&rgb, ImageFormat::Tiff)?));
    }
    files.extend(pngs.iter().cloned());
    write(Engine::PngStrip, &pngs)?;
    // The pipeline's seeds lead with option bytes: a different output size, quality and level for each file.
    let with_options = files
        .into_iter()
        .map(|(name, file)| {
            let options = fnv1a(name.as_bytes()).to_le_bytes().repeat(FILE_OPTION_BYTES.div_ceil(8));
            (name, [&options[..FILE_OPTION_BYTES], &file[..]].concat())
        })
        .collect();
    write(Engine::RasterPipeline, &with_options)?;
    write(Engine::ImageMetadata, &metadata_seeds(&images)?)?;
    Ok(())
}

/// The phone photo as it is, and its EXIF (with the location) in a PNG and both kinds of WebP.
fn metadata_seeds(images: &Path) -> Result<Seeds, Box<dyn std::error::Error>> {
    let phone = std::fs::read(images.join("phone.jpg"))?;
    let exif = metadata::exif_to_keep(&phone, MetadataPolicy::KeepAll, 4, 4).ok_or("phone.jpg has EXIF")?;
    let small = RgbaImage::new(4, 4, vec![200; 64])?;
    let mut seeds = vec![("phone-jpeg".to_owned(), phone)];
    for (name, file) in [
        ("phone-png", encode(&small, &EncodeOptions::png())?),
        ("phone-webp-lossless", encode(&small, &EncodeOptions::WebpLossless)?),
        ("phone-webp-lossy", encode_webp_lossy(&small, 50)?),
    ] {
        seeds.push((name.to_owned(), metadata::embed(file.clone(), Embedded { exif: Some(&exif), icc: None }, 4, 4)?));
        seeds.push((format!("{name}-icc"), with_profile(file, &small)?));
    }
    seeds.push(("phone-jpeg-icc".to_owned(), with_profile(encode(&small, &EncodeOptions::jpeg(80))?, &small)?));
    Ok(seeds)
}

/// A small ICC profile: a v4 display profile's 128-byte header (its size, 'mntr', 'RGB ', 'XYZ ', 'acsp') and an
/// empty tag table.
fn profile() -> Vec<u8> {
    let mut header = vec![0u8; 132];
    header[..4].copy_from_slice(&132u32.to_be_bytes());
    header[8] = 4;
    header[12..16].copy_from_slice(b"mntr");
    header[16..20].copy_from_slice(b"RGB ");
    header[20..24].copy_from_slice(b"XYZ ");
    header[36..40].copy_from_slice(b"acsp");
    header
}

/// `file` (written by our encoders, for `image`) with [`profile`] in it, where its format keeps one.
fn with_profile(file: Vec<u8>, image: &RgbaImage) -> Result<Vec<u8>, penknife_core::image::ImageError> {
    metadata::embed(file, Embedded { exif: None, icc: Some(&profile()) }, image.width, image.height)
}

fn write(engine: Engine, seeds: &Seeds) -> std::io::Result<()> {
    let dir = seed_dir(engine);
    if dir.exists() {
        std::fs::remove_dir_all(&dir)?;
    }
    std::fs::create_dir_all(&dir)?;
    for (name, bytes) in seeds {
        assert!(bytes.len() <= 4096, "{name} is {} bytes, over libFuzzer's -max_len", bytes.len());
        std::fs::write(dir.join(name), bytes)?;
    }
    println!("{}: {} seeds", engine.name(), seeds.len());
    Ok(())
}

fn written<P, C>(image: &image::ImageBuffer<P, C>, format: ImageFormat) -> image::ImageResult<Vec<u8>>
where
    P: image::PixelWithColorType,
    [P::Subpixel]: image::EncodableLayout,
    C: std::ops::Deref<Target = [P::Subpixel]>,
{
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format)?;
    Ok(out.into_inner())
}

/// One PNG chunk: length, name, data, CRC-32 of name and data.
fn chunk(name: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut crc = crc32fast::Hasher::new();
    crc.update(name);
    crc.update(data);
    let length = u32::try_from(data.len()).expect("a small chunk").to_be_bytes();
    [&length[..], name, data, &crc.finalize().to_be_bytes()].concat()
}

/// Where `png`'s first IDAT chunk starts, and its data length.
fn first_idat(png: &[u8]) -> (usize, usize) {
    let at = png.windows(4).position(|window| window == b"IDAT").expect("an IDAT") - 4;
    (at, u32::from_be_bytes(png[at..at + 4].try_into().expect("4 bytes")) as usize)
}

/// `png` with a `name` chunk inserted before its first IDAT.
fn with_chunk(png: &[u8], name: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let (at, _) = first_idat(png);
    [&png[..at], &chunk(name, data)[..], &png[at..]].concat()
}

/// `png` with its first IDAT cut in two IDATs (one stream across chunks, as most encoders write large images).
fn split_idat(png: &[u8]) -> Vec<u8> {
    let (at, length) = first_idat(png);
    let data = &png[at + 8..at + 8 + length];
    let (head, tail) = data.split_at(length / 2);
    [&png[..at], &chunk(b"IDAT", head)[..], &chunk(b"IDAT", tail)[..], &png[at + 12 + length..]].concat()
}
