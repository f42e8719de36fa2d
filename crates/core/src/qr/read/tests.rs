use super::*;
use crate::qr::tests::pixels;
use crate::qr::{Content, QrOptions, generate};

/// Our generator's code of `text` at `ecc`, drawn at `scale` pixels a module: (side, grey levels).
fn drawn(text: &str, ecc: Ecc, scale: usize) -> (usize, Vec<u8>) {
    let code =
        generate(&Content::Text { text: text.into() }, &QrOptions { ecc, ..QrOptions::default() }).expect("as written");
    pixels(&code.svg, scale)
}

fn read_grey(side: usize, grey: &[u8]) -> Result<QrScan, ReadError> {
    read(Pixels::Grey(grey), side as u32, side as u32)
}

fn texts(scan: &QrScan) -> Vec<&str> {
    scan.codes.iter().map(|code| code.text.as_str()).collect()
}

#[test]
fn reads_back_the_generators_codes_at_every_level_and_size() {
    let long = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(20);
    for ecc in [Ecc::L, Ecc::M, Ecc::Q, Ecc::H] {
        for text in ["https://example.com/", "WIFI:T:WPA;S:Home;P:secret;;", "Ünïcødé ✓ 日本語 🙂", &long[..300], &long]
        {
            let (side, grey) = drawn(text, ecc, 3);
            let scan = read_grey(side, &grey).expect("reads");
            assert_eq!(texts(&scan), [text], "at {ecc}");
            let code = &scan.codes[0];
            assert_eq!((code.ecc, code.encoding, scan.unreadable), (ecc, TextEncoding::Utf8, 0));
            assert!((1..=40).contains(&code.version));
        }
    }
}

#[test]
fn finds_the_corners_of_the_code() {
    // Margin 4, 21 modules, 4 pixels each: the code spans pixels 16 to 100.
    let (side, grey) = drawn("hi", Ecc::M, 4);
    let scan = read_grey(side, &grey).expect("reads");
    let corners = scan.codes[0].corners;
    let expected = [(16, 16), (100, 16), (100, 100), (16, 100)];
    for (corner, (x, y)) in corners.iter().zip(expected) {
        assert!((corner.x - x).abs() <= 4 && (corner.y - y).abs() <= 4, "{corners:?}");
    }
}

#[test]
fn reads_two_codes_in_one_image_top_to_bottom_then_left_to_right() {
    let (a_side, a) = drawn("first", Ecc::M, 4);
    let (b_side, b) = drawn("https://example.com/second", Ecc::Q, 3);
    // b on the left at the bottom, a on the right at the top.
    let (width, height) = (a_side + b_side, a_side + b_side);
    let mut grey = vec![255; width * height];
    for y in 0..a_side {
        grey[y * width + b_side..y * width + b_side + a_side].copy_from_slice(&a[y * a_side..(y + 1) * a_side]);
    }
    for y in 0..b_side {
        grey[(a_side + y) * width..(a_side + y) * width + b_side].copy_from_slice(&b[y * b_side..(y + 1) * b_side]);
    }
    let scan = read(Pixels::Grey(&grey), width as u32, height as u32).expect("reads");
    assert_eq!(texts(&scan), ["first", "https://example.com/second"]);
}

#[test]
fn reads_a_rotated_code() {
    let (side, grey) = drawn("turned", Ecc::M, 4);
    // A quarter turn, exactly.
    let turned: Vec<u8> = (0..side * side).map(|i| grey[(side - 1 - i % side) * side + i / side]).collect();
    assert_eq!(texts(&read_grey(side, &turned).expect("reads")), ["turned"]);
    // 25 degrees, each pixel sampled from the nearest source pixel, on a larger white canvas.
    let canvas = side * 3 / 2;
    let (sin, cos) = 25f64.to_radians().sin_cos();
    let centre = canvas as f64 / 2.0;
    let half = side as f64 / 2.0;
    let tilted: Vec<u8> = (0..canvas * canvas)
        .map(|i| {
            let (x, y) = ((i % canvas) as f64 - centre, (i / canvas) as f64 - centre);
            let (sx, sy) = (x * cos + y * sin + half, -x * sin + y * cos + half);
            if (0.0..side as f64).contains(&sx) && (0.0..side as f64).contains(&sy) {
                grey[sy as usize * side + sx as usize]
            } else {
                255
            }
        })
        .collect();
    assert_eq!(texts(&read_grey(canvas, &tilted).expect("reads")), ["turned"]);
}

#[test]
fn reads_a_damaged_code_within_its_error_correction() {
    let (side, mut grey) = drawn("Damage me a little", Ecc::H, 4);
    // A block of 5 × 5 modules at the centre, inverted: well within level H's 30 %.
    let (from, to) = (side / 2 - 10, side / 2 + 10);
    for y in from..to {
        for level in &mut grey[y * side + from..y * side + to] {
            *level = 255 - *level;
        }
    }
    assert_eq!(texts(&read_grey(side, &grey).expect("reads")), ["Damage me a little"]);
}

#[test]
fn a_code_damaged_beyond_repair_is_found_but_unreadable() {
    let text = "Too much damage for level L to repair, by far.";
    let (side, mut grey) = drawn(text, Ecc::L, 4);
    // Margin 4 and the finder patterns (8 modules with their separators) are kept; the middle band is wiped.
    let (from, to) = ((4 + 9) * 4, side - (4 + 9) * 4);
    for y in from..to {
        for level in &mut grey[y * side + 16..y * side + side - 16] {
            *level = 255;
        }
    }
    assert_eq!(read_grey(side, &grey), Err(ReadError::Damaged));
}

#[test]
fn a_blank_image_holds_no_code() {
    assert_eq!(read_grey(200, &[255; 200 * 200]), Err(ReadError::NotFound));
    assert_eq!(read_grey(50, &[0; 50 * 50]), Err(ReadError::NotFound));
    assert_eq!(read(Pixels::Rgba(&[]), 0, 0), Err(ReadError::NotFound));
    let noise: Vec<u8> = (0..120u32 * 80).map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8).collect();
    assert_eq!(read(Pixels::Grey(&noise), 120, 80), Err(ReadError::NotFound));
}

#[test]
fn reads_rgba_with_a_transparent_background_and_a_light_code_on_dark() {
    let (side, grey) = drawn("colours", Ecc::M, 3);
    // Black modules on transparent black: seen over white.
    let transparent: Vec<u8> = grey.iter().flat_map(|&g| if g == 0 { [0, 0, 0, 255] } else { [0, 0, 0, 0] }).collect();
    let scan = read(Pixels::Rgba(&transparent), side as u32, side as u32).expect("reads");
    assert_eq!(texts(&scan), ["colours"]);
    // Light blue on dark blue.
    let inverted: Vec<u8> =
        grey.iter().flat_map(|&g| if g == 0 { [200, 220, 255, 255] } else { [10, 20, 80, 255] }).collect();
    assert_eq!(texts(&read(Pixels::Rgba(&inverted), side as u32, side as u32).expect("reads")), ["colours"]);
}

#[test]
fn bytes_that_are_not_utf8_are_read_as_latin1() {
    let code = qrcode::QrCode::new(b"caf\xe9 \xa3 5").expect("as written");
    let width = code.width();
    let (margin, scale) = (4, 4);
    let side = (width + 2 * margin) * scale;
    let colors = code.to_colors();
    let grey: Vec<u8> = (0..side * side)
        .map(|i| {
            let (x, y) = ((i % side) / scale, (i / side) / scale);
            let inside = (margin..margin + width).contains(&x) && (margin..margin + width).contains(&y);
            if inside && colors[(y - margin) * width + x - margin] == qrcode::Color::Dark { 0 } else { 255 }
        })
        .collect();
    let scan = read_grey(side, &grey).expect("reads");
    assert_eq!(texts(&scan), ["café £ 5"]);
    assert_eq!(scan.codes[0].encoding, TextEncoding::Latin1);
}

#[test]
fn refuses_an_image_too_large_and_pixels_that_do_not_match() {
    assert_eq!(
        read(Pixels::Rgba(&[]), 20_000, 10_000),
        Err(ReadError::TooLarge { width: 20_000, height: 10_000, max_megapixels: MAX_MEGAPIXELS })
    );
    assert_eq!(read(Pixels::Rgba(&[0; 12]), 2, 2), Err(ReadError::Pixels { expected: 16, actual: 12 }));
    assert_eq!(read(Pixels::Grey(&[0; 5]), 2, 2), Err(ReadError::Pixels { expected: 4, actual: 5 }));
    assert_eq!(
        ReadError::TooLarge { width: 20_000, height: 10_000, max_megapixels: 100 }.to_string(),
        "The image is too large to read (20000×10000 pixels; at most 100 megapixels)."
    );
}

#[cfg(feature = "image-native")]
#[test]
fn the_limit_is_the_image_tools() {
    assert_eq!(MAX_MEGAPIXELS, crate::image::native::MAX_MEGAPIXELS);
}

#[test]
fn transparency_is_seen_over_white() {
    assert_eq!(over_white(0, 0, 0, 0), 255);
    assert_eq!(over_white(0, 0, 0, 255), 0);
    assert_eq!(over_white(255, 255, 255, 255), 255);
    assert_eq!(over_white(0, 0, 0, 128), 127);
}
