use super::*;
use crate::image::native::{self, encode_webp_lossy};
use crate::image::testing::{decode, generated};
use crate::image::{encode::encode, png::bands};

fn file(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/images/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

fn job(json: &str) -> Result<ImageJob, serde_json::Error> {
    serde_json::from_str(json)
}

/// `name` decoded as the CLI decodes it, through the whole pipeline.
fn processed(name: &str, job: &ImageJob) -> ProcessedImage {
    let bytes = file(name);
    let decoded = native::decode(&bytes).expect("decodes");
    let source = Source { file: Some(&bytes), colour_profile: decoded.icc_profile.as_deref() };
    process(decoded.image, source, job).expect("processes")
}

fn encoding(encoding: EncodeOptions) -> ImageJob {
    ImageJob { geometry: None, resize: None, encoding, metadata: MetadataPolicy::Remove }
}

#[test]
fn a_job_from_js_takes_the_defaults_for_what_it_leaves_out_and_refuses_a_misspelt_key() {
    assert_eq!(job(r#"{"encoding":{"format":"png"}}"#).expect("valid"), encoding(EncodeOptions::png()));
    let resized =
        job(r#"{"resize":{"width":300},"encoding":{"format":"webpLossy","quality":70},"metadata":"keepAll"}"#)
            .expect("valid");
    assert_eq!(resized.resize, Some(Resize { width: Some(300), height: None }));
    assert_eq!(
        (resized.encoding, resized.metadata),
        (EncodeOptions::WebpLossy { quality: 70 }, MetadataPolicy::KeepAll)
    );
    for json in [
        r#"{"encoding":{"format":"png"},"resise":{"width":3}}"#,
        r#"{"encoding":{"format":"png"},"resize":{"widht":3}}"#,
        r#"{"encoding":{"format":"png"},"metadata":"keep"}"#,
        r#"{"resize":{"width":3}}"#,
    ] {
        assert!(job(json).is_err(), "{json} was accepted");
    }
}

#[test]
fn one_side_alone_keeps_the_aspect_ratio_rounded() {
    let (width, height) = (Some(200), Some(50));
    assert_eq!(Resize { width, height }.of(451, 300), (200, 50));
    assert_eq!(Resize { width, height: None }.of(451, 300), (200, 133));
    assert_eq!(Resize { width: None, height }.of(451, 300), (75, 50));
    assert_eq!(Resize::default().of(451, 300), (451, 300));
    assert_eq!(Resize { width: Some(10_000), height: None }.of(1, 2), (10_000, MAX_DIMENSION), "clamped");
}

#[test]
fn a_resized_photo_reports_both_sizes_and_is_the_encoders_file_of_the_resized_pixels() {
    let job = ImageJob { resize: Some(Resize { width: Some(200), height: None }), ..encoding(EncodeOptions::jpeg(80)) };
    let bytes = file("chelsea.png");
    let photo = native::decode(&bytes).expect("decodes").image;
    let resized = resize(&photo, 200, 133).expect("resizes");
    // Without the file's colour profile (the page's case: the browser converts the pixels to sRGB).
    let result = process(photo, Source { file: Some(&bytes), colour_profile: None }, &job).expect("processes");
    assert_eq!(result.sizes, Sizes { width: 200, height: 133, source_width: 451, source_height: 300 });
    assert_eq!(result.bytes, encode(&resized, &EncodeOptions::jpeg(80)).expect("encodes"));
    assert_eq!(
        (result.mime, result.extension, result.original_kept, result.metadata_kept),
        ("image/jpeg", "jpg", false, false)
    );
}

#[test]
fn a_lossless_png_keeps_the_original_only_when_smaller_and_unresized() {
    // text.png is compressed better than oxipng's preset manages from its pixels.
    let lossless = encoding(EncodeOptions::png());
    let kept = processed("text.png", &lossless);
    assert!(kept.original_kept);
    assert_eq!(kept.bytes, png::without_metadata(&file("text.png")).expect("a PNG"));
    let chelsea = processed("chelsea.png", &lossless);
    assert!(!chelsea.original_kept && chelsea.bytes.len() < file("chelsea.png").len());
    let resized = ImageJob { resize: Some(Resize { width: Some(448), height: Some(171) }), ..lossless.clone() };
    assert!(!processed("text.png", &resized).original_kept);
    let lossy = processed("text.png", &encoding(EncodeOptions::png_lossy(100)));
    assert!(!lossy.original_kept, "a lossy PNG never stands for the file");
    // Pixels from no file have no original.
    let image = native::decode(&file("text.png")).expect("decodes").image;
    assert!(!process(image, Source::default(), &lossless).expect("encodes").original_kept);
}

#[test]
fn metadata_is_kept_as_the_job_says_and_a_colour_profile_always() {
    for (policy, kept) in
        [(MetadataPolicy::Remove, false), (MetadataPolicy::KeepWithoutLocation, true), (MetadataPolicy::KeepAll, true)]
    {
        let result = processed("phone.jpg", &ImageJob { metadata: policy, ..encoding(EncodeOptions::jpeg(80)) });
        assert_eq!(result.metadata_kept, kept, "{policy:?}");
        assert_eq!(result.bytes.windows(6).any(|w| w == b"Exif\0\0"), kept, "{policy:?}");
        assert_eq!((result.sizes.width, result.sizes.height), (60, 40), "upright");
    }
    let image = generated(8, 6, |x, y| [x as u8 * 30, y as u8 * 40, 90, 255]);
    let profile = b"a colour profile".repeat(10);
    let source = Source { file: None, colour_profile: Some(&profile) };
    let result = process(image, source, &encoding(EncodeOptions::png())).expect("encodes");
    assert!(!result.metadata_kept);
    let decoded = native::decode(&result.bytes).expect("decodes");
    assert_eq!(decoded.icc_profile.as_deref(), Some(&profile[..]));
}

#[test]
fn a_large_lossless_png_is_left_in_bands_and_lossy_webp_to_its_encoder() {
    // 4.2 MB of many-coloured RGB: two bands.
    let noisy = generated(1400, 1000, |x, y| {
        let v = x.wrapping_mul(2_654_435_761).wrapping_add(y.wrapping_mul(40_503)).to_le_bytes();
        [v[0], v[1], v[2], 255]
    });
    let (sizes, left) = start(noisy.clone(), &encoding(EncodeOptions::png())).expect("starts");
    let Encoding::Bands { image, plan } = left else { panic!("not banded") };
    assert_eq!((sizes.width, image), (1400, noisy.clone()));
    assert_eq!(plan, bands::plan(&noisy).expect("a plan"));
    let banded = process(noisy.clone(), Source::default(), &encoding(EncodeOptions::png())).expect("encodes");
    assert_eq!(banded.bytes, encode(&noisy, &EncodeOptions::png()).expect("encodes"));

    let webp = encoding(EncodeOptions::WebpLossy { quality: 75 });
    let (_, left) = start(noisy.clone(), &webp).expect("starts");
    assert!(matches!(left, Encoding::WebpLossy { quality: 75, .. }));
    let result = process(noisy.clone(), Source::default(), &webp).expect("encodes");
    assert_eq!(result.bytes, encode_webp_lossy(&noisy, 75).expect("encodes"));
    assert_eq!((result.mime, decode(&result.bytes).0), ("image/webp", ::image::ImageFormat::WebP));
    let error = start(noisy, &encoding(EncodeOptions::WebpLossy { quality: 0 })).expect_err("quality 0");
    assert_eq!(error, ImageError::Quality(0));
}

#[test]
fn the_peak_memory_follows_the_resize() {
    let shrink = Some(Resize { width: Some(1000), height: None });
    assert_eq!(peak_memory(10_000, 10_000, None), crate::image::memory::peak_memory_estimate(100_000_000, 100_000_000));
    assert_eq!(peak_memory(10_000, 10_000, shrink), crate::image::memory::peak_memory_estimate(100_000_000, 1_000_000));
}

#[test]
fn a_crop_keeps_the_source_format_and_turns_the_cropped_pixels() {
    use crate::image::geometry::{CropRect, Geometry, Rotation, crop_output};
    for (name, format) in [("phone.jpg", ::image::ImageFormat::Jpeg), ("chelsea.png", ::image::ImageFormat::Png)] {
        let output = crop_output(&file(name), name);
        let crop = CropRect { x: 3, y: 5, width: 32, height: 24 };
        let geometry = Geometry { crop: Some(crop), rotate: Rotation::Quarter, ..Geometry::default() };
        let result = processed(name, &ImageJob { geometry: Some(geometry), ..encoding(output.encoding) });
        let (found, _, image) = decode(&result.bytes);
        assert_eq!((found, image.width, image.height), (format, 24, 32), "{name}");
        assert_eq!((result.sizes.width, result.sizes.height), (24, 32));
    }
    // A flipped PNG is written anew, never the original file (which would be the unflipped picture).
    let flipped = Geometry { flip_horizontal: true, ..Geometry::default() };
    let result = processed("chelsea.png", &ImageJob { geometry: Some(flipped), ..encoding(EncodeOptions::png()) });
    assert!(!result.original_kept);
}
