//! `penknife image` as a user runs it: the real binary on the fixture images; every output is decoded and
//! checked (format, size, pixels).

use crate::common::{failure, penknife, penknife_with_env, stdout};
use image::{ImageFormat, ImageReader, RgbaImage};
use std::path::{Path, PathBuf};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/images");

/// A fresh directory holding copies of the fixtures (the default output goes next to the input).
fn workspace(test: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("penknife-cli-image-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    std::fs::create_dir_all(&directory).expect("temp dir");
    for name in ["chelsea.png", "logo-128.png"] {
        std::fs::copy(Path::new(FIXTURES).join(name), directory.join(name)).expect("copy fixture");
    }
    directory
}

fn run(directory: &Path, args: &[&str]) -> std::process::Output {
    let args: Vec<String> = args
        .iter()
        .map(|arg| if arg.contains('.') && !arg.starts_with('-') { path(directory, arg) } else { (*arg).to_owned() })
        .collect();
    penknife(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn path(directory: &Path, name: &str) -> String {
    directory.join(name).to_string_lossy().into_owned()
}

/// The format and pixels of a file the CLI wrote.
fn open(directory: &Path, name: &str) -> (ImageFormat, RgbaImage) {
    let reader = ImageReader::open(directory.join(name)).expect("output exists").with_guessed_format().expect("reads");
    let format = reader.format().expect("a known format");
    (format, reader.decode().expect("decodes").to_rgba8())
}

fn source(name: &str) -> RgbaImage {
    image::open(Path::new(FIXTURES).join(name)).expect("fixture").to_rgba8()
}

/// Mean absolute difference per RGB channel.
fn mean_error(a: &RgbaImage, b: &RgbaImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let sum: u64 =
        a.pixels().zip(b.pixels()).flat_map(|(p, q)| (0..3).map(move |c| u64::from(p[c].abs_diff(q[c])))).sum();
    sum as f64 / (f64::from(a.width()) * f64::from(a.height()) * 3.0)
}

#[test]
fn compress_keeps_each_files_format_and_uses_the_download_name() {
    let dir = workspace("compress");
    stdout(&run(&dir, &["image", "convert", "--format", "jpeg", "chelsea.png"]));
    let printed = stdout(&run(&dir, &["image", "compress", "chelsea.png", "chelsea.jpg", "logo-128.png"]));
    assert_eq!(printed.lines().count(), 3, "{printed}");
    let (format, jpeg) = open(&dir, "chelsea_compressed_q80.jpg");
    assert_eq!((format, jpeg.dimensions()), (ImageFormat::Jpeg, (451, 300)));
    assert!(mean_error(&jpeg, &source("chelsea.png")) < 6.0);
    // PNG stays lossless by default, as on the page: every pixel kept, in fewer bytes than the original file.
    let (format, png) = open(&dir, "chelsea_compressed_q80.png");
    assert_eq!(format, ImageFormat::Png);
    assert_eq!(mean_error(&png, &source("chelsea.png")), 0.0);
    let compressed = std::fs::metadata(dir.join("chelsea_compressed_q80.png")).expect("written").len();
    assert!(compressed < 240_512, "optimised PNG of {compressed} bytes");
    let (_, logo) = open(&dir, "logo-128_compressed_q80.png");
    assert_eq!(logo.get_pixel(0, 0)[3], 0, "transparency kept");
}

#[test]
fn compress_keeps_a_png_that_was_compressed_harder_than_its_own_encoder_would() {
    let dir = workspace("compress-harder");
    let photo = source("chelsea.png");
    let (width, height) = photo.dimensions();
    let raw = oxipng::RawImage::new(width, height, oxipng::ColorType::RGBA, oxipng::BitDepth::Eight, photo.into_raw())
        .expect("raw image");
    let harder = raw.create_optimized_png(&oxipng::Options::from_preset(6)).expect("encodes");
    let preset = raw.create_optimized_png(&oxipng::Options::from_preset(2)).expect("encodes");
    assert!(harder.len() < preset.len(), "the test needs a file smaller than the page's own encoding");
    std::fs::write(dir.join("harder.png"), &harder).expect("write");

    stdout(&run(&dir, &["image", "compress", "harder.png"]));
    let written = std::fs::read(dir.join("harder_compressed_q80.png")).expect("written");
    assert_eq!(written, harder, "the file's own image data, not a larger re-encoding");
}

#[test]
fn compress_with_lossy_png_writes_a_palette_png() {
    let dir = workspace("compress-lossy-png");
    stdout(&run(&dir, &["image", "compress", "--lossy-png", "chelsea.png"]));
    let (format, png) = open(&dir, "chelsea_compressed_q80.png");
    assert_eq!(format, ImageFormat::Png);
    assert!(mean_error(&png, &source("chelsea.png")) < 6.0);
    let compressed = std::fs::metadata(dir.join("chelsea_compressed_q80.png")).expect("written").len();
    assert!(compressed < 240_512 / 2, "palette PNG of {compressed} bytes");
}

#[test]
fn compress_takes_quality_and_format() {
    let dir = workspace("compress-options");
    stdout(&run(&dir, &["image", "compress", "--quality", "40", "--format", "webp", "chelsea.png"]));
    let (format, webp) = open(&dir, "chelsea_compressed_q40.webp");
    assert_eq!((format, webp.dimensions()), (ImageFormat::WebP, (451, 300)));
    let message = failure(&run(&dir, &["image", "compress", "--quality", "0", "chelsea.png"]));
    assert!(message.contains("0 is not in 1..=100"), "{message}");
}

#[test]
fn resize_keeps_the_aspect_ratio_when_one_side_is_given() {
    let dir = workspace("resize");
    stdout(&run(&dir, &["image", "resize", "--width", "200", "chelsea.png"]));
    let (format, resized) = open(&dir, "resized_chelsea.png");
    assert_eq!((format, resized.dimensions()), (ImageFormat::Png, (200, 133)));
    let reference = image::imageops::resize(&source("chelsea.png"), 200, 133, image::imageops::FilterType::Lanczos3);
    assert!(mean_error(&resized, &reference) < 2.0);
    stdout(&run(&dir, &["image", "resize", "--height", "64", "--width", "30", "logo-128.png"]));
    assert_eq!(open(&dir, "resized_logo-128.png").1.dimensions(), (30, 64));
    let message = failure(&run(&dir, &["image", "resize", "chelsea.png"]));
    assert_eq!(message, "penknife: give --width, --height or both");
    let message = failure(&run(&dir, &["image", "resize", "--width", "10001", "chelsea.png"]));
    assert!(message.contains("10001 is not in 1..=10000"), "{message}");
}

#[test]
fn convert_to_jpeg_puts_transparency_on_white_and_writes_to_out_dir() {
    let dir = workspace("convert");
    // Made by the command, parents included.
    let out = dir.join("out").join("jpeg");
    stdout(&run(&dir, &["image", "convert", "--format", "jpeg", "logo-128.png", "--out-dir", &out.to_string_lossy()]));
    let (format, jpeg) = open(&out, "logo-128.jpg");
    assert_eq!((format, jpeg.dimensions()), (ImageFormat::Jpeg, (128, 128)));
    let corner = jpeg.get_pixel(0, 0);
    assert!(corner.0.iter().all(|&c| c > 245), "corner {corner:?} is not white");
    stdout(&run(&dir, &["image", "convert", "--format", "webp", "chelsea.png"]));
    assert_eq!(open(&dir, "chelsea.webp").0, ImageFormat::WebP);
    let message = failure(&run(&dir, &["image", "convert", "--format", "png", "chelsea.png"]));
    assert!(message.contains("would overwrite the input"), "{message}");
}

#[test]
fn a_bad_file_fails_alone_and_the_run_reports_it() {
    let dir = workspace("bad-file");
    std::fs::write(dir.join("notes.png"), "not an image").expect("write");
    let output = run(&dir, &["image", "compress", "notes.png", "logo-128.png"]);
    assert!(!output.status.success());
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(
        message.contains("notes.png: Could not read the image: not a JPEG, PNG, WebP, GIF, BMP or TIFF file"),
        "{message}"
    );
    assert!(message.contains("1 of 2 files failed"), "{message}");
    assert_eq!(open(&dir, "logo-128_compressed_q80.png").1.dimensions(), (128, 128));
}

#[test]
fn a_file_whose_colour_profile_is_too_large_fails_alone_with_a_clear_message() {
    use image::ImageEncoder as _;
    let dir = workspace("profile-too-large");
    // 8 MB of profile, compressed into a PNG of a few kilobytes: what a decoder would inflate is refused first.
    let logo = source("logo-128.png");
    let mut png = Vec::new();
    let mut encoder = image::codecs::png::PngEncoder::new(&mut png);
    encoder.set_icc_profile(vec![0; 8 << 20]).expect("profile");
    encoder.write_image(&logo, 128, 128, image::ExtendedColorType::Rgba8).expect("encodes");
    assert!(png.len() < 100_000, "{} bytes", png.len());
    std::fs::write(dir.join("bomb.png"), png).expect("write");
    let output = run(&dir, &["image", "convert", "--format", "jpeg", "bomb.png", "logo-128.png", "chelsea.png"]);
    assert_eq!(output.status.code(), Some(1));
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains("bomb.png: The image's colour profile is larger than 4 MB"), "{message}");
    assert!(message.contains("1 of 3 files failed"), "{message}");
    assert!(!dir.join("bomb.jpg").exists());
    assert_eq!(open(&dir, "logo-128.jpg").1.dimensions(), (128, 128));
    assert_eq!(open(&dir, "chelsea.jpg").1.dimensions(), (451, 300));
}

#[test]
fn a_memory_budget_smaller_than_any_file_still_runs_every_file() {
    let dir = workspace("memory-budget");
    stdout(&run(&dir, &["image", "compress", "--memory-budget", "1", "chelsea.png", "logo-128.png"]));
    let printed = stdout(&penknife_with_env(
        &["image", "convert", "--format", "webp", &path(&dir, "chelsea.png"), &path(&dir, "logo-128.png")],
        "",
        &[("PENKNIFE_MEMORY_BUDGET", "1")],
    ));
    assert_eq!(printed.lines().count(), 2, "{printed}");
    for name in ["chelsea_compressed_q80.png", "logo-128_compressed_q80.png", "chelsea.webp", "logo-128.webp"] {
        assert!(dir.join(name).exists(), "{name}");
    }
    let message = failure(&run(&dir, &["image", "compress", "--memory-budget", "0", "chelsea.png"]));
    assert!(message.contains("0 is not in 1.."), "{message}");
}

const PROFILE: &[u8] = b"an ICC profile, as far as this test is concerned";

/// The EXIF fields and the ICC profile of a file the CLI wrote.
fn metadata_of(directory: &Path, name: &str) -> (Option<exif::Exif>, Option<Vec<u8>>) {
    use image::ImageDecoder as _;
    let reader = ImageReader::open(directory.join(name)).expect("written").with_guessed_format().expect("reads");
    let mut decoder = reader.into_decoder().expect("decodes");
    let exif = decoder.exif_metadata().expect("readable").map(|raw| exif::Reader::new().read_raw(raw).expect("EXIF"));
    (exif, decoder.icc_profile().expect("readable"))
}

#[test]
fn metadata_is_removed_unless_kept_and_the_location_only_when_asked() {
    let dir = workspace("metadata");
    // A phone photo (see the fixtures' README): stored 40×60 with orientation 6, camera fields and a GPS position.
    std::fs::copy(Path::new(FIXTURES).join("phone.jpg"), dir.join("phone.jpg")).expect("copy fixture");
    let field = |exif: &exif::Exif, tag| exif.get_field(tag, exif::In::PRIMARY).map(|f| f.display_value().to_string());

    stdout(&run(&dir, &["image", "compress", "phone.jpg"]));
    let (format, upright) = open(&dir, "phone_compressed_q80.jpg");
    assert_eq!((format, upright.dimensions()), (ImageFormat::Jpeg, (60, 40)), "turned upright");
    assert!(
        mean_error(
            &upright,
            &image::imageops::resize(&source("chelsea.png"), 60, 40, image::imageops::FilterType::Lanczos3)
        ) < 12.0
    );
    assert!(metadata_of(&dir, "phone_compressed_q80.jpg").0.is_none(), "removed by default");

    let out = dir.join("kept");
    let out_dir = out.to_string_lossy();
    for (policy, gps) in [("keep-without-location", false), ("keep-all", true)] {
        stdout(&run(
            &dir,
            &["image", "resize", "--width", "30", "--metadata", policy, "phone.jpg", "--out-dir", &out_dir],
        ));
        assert_eq!(open(&out, "resized_phone.jpg").1.dimensions(), (30, 20), "{policy}: upright once, not twice");
        let exif = metadata_of(&out, "resized_phone.jpg").0.expect("kept");
        assert_eq!(field(&exif, exif::Tag::Make).as_deref(), Some("\"Penknife Phone\""), "{policy}");
        assert_eq!(field(&exif, exif::Tag::Orientation).as_deref(), Some("row 0 at top and column 0 at left"));
        assert_eq!(field(&exif, exif::Tag::PixelXDimension).as_deref(), Some("30"), "{policy}: the new size");
        assert_eq!(field(&exif, exif::Tag::GPSLatitudeRef).is_some(), gps, "{policy}");
    }
    let message = failure(&run(&dir, &["image", "compress", "--metadata", "keep", "phone.jpg"]));
    assert!(message.contains("expected remove, keep-without-location or keep-all"), "{message}");
}

#[test]
fn a_colour_profile_always_stays_with_the_pixels() {
    use image::ImageEncoder as _;
    let dir = workspace("profile");
    let photo = image::DynamicImage::ImageRgba8(source("chelsea.png")).to_rgb8();
    let mut jpeg = Vec::new();
    let mut encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 90);
    encoder.set_icc_profile(PROFILE.to_vec()).expect("profile");
    encoder.write_image(&photo, 451, 300, image::ExtendedColorType::Rgb8).expect("encodes");
    std::fs::write(dir.join("wide-gamut.jpg"), jpeg).expect("write");
    stdout(&run(&dir, &["image", "compress", "wide-gamut.jpg"]));
    stdout(&run(&dir, &["image", "convert", "--format", "png", "wide-gamut.jpg"]));
    stdout(&run(&dir, &["image", "convert", "--format", "webp", "wide-gamut.jpg"]));
    for name in ["wide-gamut_compressed_q80.jpg", "wide-gamut.png", "wide-gamut.webp"] {
        assert_eq!(metadata_of(&dir, name).1.as_deref(), Some(PROFILE), "{name}");
    }
}

#[test]
fn crop_cuts_the_rectangle_turns_and_flips_and_keeps_the_format() {
    let dir = workspace("crop");
    stdout(&run(&dir, &["image", "convert", "--format", "jpeg", "chelsea.png"]));
    let printed = stdout(&run(&dir, &["image", "crop", "--rect", "10,20,100,50", "chelsea.png", "chelsea.jpg"]));
    assert_eq!(printed.lines().count(), 2, "{printed}");
    let (format, png) = open(&dir, "chelsea-cropped.png");
    assert_eq!((format, png.dimensions()), (ImageFormat::Png, (100, 50)));
    assert_eq!(png, image::imageops::crop_imm(&source("chelsea.png"), 10, 20, 100, 50).to_image());
    let (format, jpeg) = open(&dir, "chelsea-cropped.jpg");
    assert_eq!((format, jpeg.dimensions()), (ImageFormat::Jpeg, (100, 50)));

    // Turned a quarter clockwise, then flipped left ↔ right: the crop's transpose.
    let out = dir.join("turned");
    let out = out.to_string_lossy();
    let args = ["image", "crop", "--ratio", "1:1", "--rotate", "90", "--flip", "h", "--out-dir", &out, "logo-128.png"];
    stdout(&run(&dir, &args));
    let (_, turned) = open(&dir.join("turned"), "logo-128-cropped.png");
    let logo = source("logo-128.png");
    assert!(turned.enumerate_pixels().all(|(x, y, pixel)| pixel == logo.get_pixel(y, x)));
}

#[test]
fn crop_refuses_a_rectangle_outside_the_image_and_a_malformed_one() {
    let dir = workspace("crop-refusals");
    let error = failure(&run(&dir, &["image", "crop", "--rect", "400,0,100,100", "chelsea.png"]));
    assert!(
        error.contains("The crop area (100×100 pixels at 400, 0) does not fit in the image (451×300 pixels)"),
        "{error}"
    );
    let error = failure(&run(&dir, &["image", "crop", "--rect", "1,2,3", "chelsea.png"]));
    assert!(error.contains("expected four whole numbers x,y,width,height"), "{error}");
    let error = failure(&run(&dir, &["image", "crop", "--rotate", "45", "chelsea.png"]));
    assert!(error.contains("expected 0, 90, 180 or 270"), "{error}");
}

/// The `ispe` (image spatial extents) box of an AVIF file: its width and height.
fn avif_size(avif: &[u8]) -> (u32, u32) {
    assert_eq!((&avif[4..8], &avif[8..12]), (&b"ftyp"[..], &b"avif"[..]), "an AVIF file");
    let at = avif.windows(4).position(|window| window == b"ispe").expect("an ispe box") + 8;
    let side = |at: usize| u32::from_be_bytes(avif[at..at + 4].try_into().expect("4 bytes"));
    (side(at), side(at + 4))
}

#[test]
fn avif_writes_each_file_as_avif_next_to_it_and_smaller_at_a_lower_quality() {
    let dir = workspace("avif");
    let printed = stdout(&run(&dir, &["image", "avif", "--speed", "10", "chelsea.png", "logo-128.png"]));
    assert_eq!(printed.lines().count(), 2, "{printed}");
    assert!(printed.contains("chelsea.avif (451×300, "), "{printed}");
    let default = std::fs::read(dir.join("chelsea.avif")).expect("written");
    assert_eq!(avif_size(&default), (451, 300));
    assert_eq!(avif_size(&std::fs::read(dir.join("logo-128.avif")).expect("written")), (128, 128));
    let out = dir.join("low");
    let out_dir = out.to_string_lossy().into_owned();
    stdout(&run(&dir, &["image", "avif", "--quality", "20", "--speed", "10", "--out-dir", &out_dir, "chelsea.png"]));
    let low = std::fs::read(out.join("chelsea.avif")).expect("written");
    assert!(low.len() < default.len(), "quality 20: {} bytes, 60: {}", low.len(), default.len());
}

#[test]
fn avif_refuses_settings_out_of_range_and_avif_input() {
    let dir = workspace("avif-refusals");
    let error = failure(&run(&dir, &["image", "avif", "--speed", "11", "chelsea.png"]));
    assert!(error.contains("11 is not in 1..=10"), "{error}");
    stdout(&run(&dir, &["image", "avif", "--speed", "10", "logo-128.png"]));
    let error = failure(&run(&dir, &["image", "avif", "logo-128.avif"]));
    assert!(
        error.contains("AVIF files are read by the AVIF Converter web page only: this command has no AVIF decoder"),
        "{error}"
    );
}
