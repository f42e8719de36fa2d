use super::*;

/// A gradient with some texture: photo-like enough for quality to change the size.
fn photo_like(width: u32, height: u32, alpha: impl Fn(u32, u32) -> u8) -> RgbaImage {
    let mut pixels = Vec::with_capacity(width as usize * height as usize * 4);
    for y in 0..height {
        for x in 0..width {
            let noise = ((x * 7919 + y * 104_729) % 37) as u8;
            pixels.extend([(x * 255 / width) as u8 ^ noise, (y * 255 / height) as u8, noise * 6, alpha(x, y)]);
        }
    }
    RgbaImage::new(width, height, pixels).expect("valid")
}

/// The body of the first box of `kind` anywhere in the file (a naive scan: enough for ravif's small headers).
fn find_box<'a>(file: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    let at = file.windows(4).position(|window| window == kind)?;
    let size = u32::from_be_bytes(file[at - 4..at].try_into().ok()?) as usize;
    file.get(at + 4..at - 4 + size)
}

/// The `ftyp` major brand and the `ispe` (image spatial extents) width and height of the first image.
fn brand_and_size(file: &[u8]) -> (&[u8], u32, u32) {
    assert_eq!(&file[4..8], b"ftyp", "an ISO-BMFF file starts with its ftyp box");
    let ispe = find_box(file, b"ispe").expect("an ispe box");
    let side = |at: usize| u32::from_be_bytes(ispe[at..at + 4].try_into().expect("4 bytes"));
    (&file[8..12], side(4), side(8))
}

const ALPHA_URN: &[u8] = b"urn:mpeg:mpegB:cicp:systems:auxiliary:alpha";

fn has_alpha_plane(file: &[u8]) -> bool {
    file.windows(ALPHA_URN.len()).any(|window| window == ALPHA_URN)
}

#[test]
fn a_small_image_is_an_avif_file_of_its_size() {
    let avif = encode_avif(&photo_like(33, 17, |_, _| 255), &AvifOptions::default()).expect("encodes");
    let (brand, width, height) = brand_and_size(&avif);
    assert_eq!((brand, width, height), (&b"avif"[..], 33, 17));
    assert!(!has_alpha_plane(&avif), "an opaque image needs no alpha plane");
}

#[test]
fn transparency_is_kept_as_an_alpha_plane() {
    let avif = encode_avif(&photo_like(16, 16, |x, _| (x * 16) as u8), &AvifOptions::default()).expect("encodes");
    assert!(has_alpha_plane(&avif));
    assert_eq!(brand_and_size(&avif).1, 16);
}

#[test]
fn a_higher_quality_is_a_larger_file() {
    let image = photo_like(96, 64, |_, _| 255);
    let sizes: Vec<usize> = [20, 50, 80, 100]
        .iter()
        .map(|&quality| encode_avif(&image, &AvifOptions { quality, speed: 10 }).expect("encodes").len())
        .collect();
    assert!(sizes.windows(2).all(|pair| pair[0] < pair[1]), "{sizes:?}");
}

#[cfg(feature = "image")]
#[test]
fn a_photo_is_much_smaller_than_its_png() {
    let photo = crate::image::testing::fixture("chelsea.png");
    let avif = encode_avif(&photo, &AvifOptions { speed: 10, ..AvifOptions::default() }).expect("encodes");
    let (_, width, height) = brand_and_size(&avif);
    assert_eq!((width, height), (photo.width, photo.height));
    assert!(avif.len() * 10 < photo.pixels.len(), "{} bytes", avif.len());
}

#[test]
fn settings_out_of_range_are_refused_with_their_value() {
    let image = photo_like(2, 2, |_, _| 255);
    let quality = encode_avif(&image, &AvifOptions { quality: 0, speed: 6 }).expect_err("quality 0");
    assert_eq!(quality.to_string(), "Quality must be between 1 and 100 (got 0)");
    let speed = encode_avif(&image, &AvifOptions { quality: 60, speed: 11 }).expect_err("speed 11");
    assert_eq!(speed, ImageError::AvifSpeed(11));
    assert_eq!(speed.to_string(), "The AVIF speed must be between 1 and 10 (got 11)");
}

#[test]
fn a_side_over_the_limit_is_refused_before_any_work() {
    // 10,001 × 1: small in memory, but over the image tools' side limit.
    let image = RgbaImage::new(MAX_DIMENSION + 1, 1, vec![0; (MAX_DIMENSION as usize + 1) * 4]).expect("valid");
    let error = encode_avif(&image, &AvifOptions::default()).expect_err("too wide");
    assert_eq!(error, ImageError::Dimensions { width: MAX_DIMENSION + 1, height: 1, max: MAX_DIMENSION });
}

#[test]
fn fields_it_does_not_trust_are_checked() {
    let image = RgbaImage { width: 4, height: 4, pixels: vec![0; 3] };
    assert!(matches!(encode_avif(&image, &AvifOptions::default()), Err(ImageError::PixelLength { .. })));
}

#[test]
fn options_default_what_is_left_out_and_refuse_unknown_fields() {
    let options: AvifOptions = serde_json::from_str(r#"{"speed":3}"#).expect("valid");
    assert_eq!(options, AvifOptions { quality: 60, speed: 3 });
    assert!(serde_json::from_str::<AvifOptions>(r#"{"effort":3}"#).is_err());
}

#[test]
fn the_defaults_are_on_their_sliders() {
    for range in [AVIF_SLIDERS.quality, AVIF_SLIDERS.speed] {
        assert!((range.min..=range.max).contains(&range.default), "{range:?}");
        assert_eq!((range.default - range.min) % range.step, 0, "{range:?}");
    }
}
