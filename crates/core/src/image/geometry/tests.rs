use super::*;
use crate::image::testing::generated;

/// A `width × height` image whose pixel (x, y) is [x, y, 0, 255]: every pixel says where it came from.
fn numbered(width: u32, height: u32) -> RgbaImage {
    generated(width, height, |x, y| [x as u8, y as u8, 0, 255])
}

fn rect(x: u32, y: u32, width: u32, height: u32) -> CropRect {
    CropRect { x, y, width, height }
}

/// Where each output pixel came from, row by row.
fn origins(image: &RgbaImage) -> Vec<Vec<(u8, u8)>> {
    image
        .pixels
        .chunks_exact(image.width as usize * 4)
        .map(|row| row.chunks_exact(4).map(|p| (p[0], p[1])).collect())
        .collect()
}

fn geometry(json: &str) -> Geometry {
    serde_json::from_str(json).expect("valid geometry")
}

#[test]
fn a_crop_keeps_exactly_the_pixels_of_its_rectangle() {
    let image = numbered(6, 5);
    let cropped = apply(image, &Geometry { crop: Some(rect(2, 1, 3, 2)), ..Geometry::default() }).expect("crops");
    assert_eq!((cropped.width, cropped.height), (3, 2));
    assert_eq!(origins(&cropped), [[(2, 1), (3, 1), (4, 1)], [(2, 2), (3, 2), (4, 2)]]);
}

#[test]
fn turns_and_flips_put_each_pixel_where_it_belongs() {
    // 3×2: a b c / d e f, by origin.
    let turned = |json: &str| origins(&apply(numbered(3, 2), &geometry(json)).expect("applies"));
    assert_eq!(turned(r#"{"rotate":"90"}"#), [[(0, 1), (0, 0)], [(1, 1), (1, 0)], [(2, 1), (2, 0)]]);
    assert_eq!(turned(r#"{"rotate":"180"}"#), [[(2, 1), (1, 1), (0, 1)], [(2, 0), (1, 0), (0, 0)]]);
    assert_eq!(turned(r#"{"rotate":"270"}"#), [[(2, 0), (2, 1)], [(1, 0), (1, 1)], [(0, 0), (0, 1)]]);
    assert_eq!(turned(r#"{"flipHorizontal":true}"#), [[(2, 0), (1, 0), (0, 0)], [(2, 1), (1, 1), (0, 1)]]);
    assert_eq!(turned(r#"{"flipVertical":true}"#), [[(0, 1), (1, 1), (2, 1)], [(0, 0), (1, 0), (2, 0)]]);
    // The flip comes after the turn: turned 90°, then left ↔ right.
    assert_eq!(
        turned(r#"{"rotate":"90","flipHorizontal":true}"#),
        [[(0, 0), (0, 1)], [(1, 0), (1, 1)], [(2, 0), (2, 1)]]
    );
    // The crop is in the image before the turn.
    let json = r#"{"crop":{"x":1,"y":0,"width":2,"height":2},"rotate":"90"}"#;
    assert_eq!(turned(json), [[(1, 1), (1, 0)], [(2, 1), (2, 0)]]);
}

#[test]
fn four_quarter_turns_and_two_flips_give_the_image_back() {
    let image = numbered(5, 3);
    let quarter = Geometry { rotate: Rotation::Quarter, ..Geometry::default() };
    let turned = (0..4).fold(image.clone(), |image, _| apply(image, &quarter).expect("turns"));
    assert_eq!(turned, image);
    let both = Geometry { flip_horizontal: true, flip_vertical: true, ..Geometry::default() };
    let half = Geometry { rotate: Rotation::Half, ..Geometry::default() };
    assert_eq!(apply(image.clone(), &both).expect("flips"), apply(image, &half).expect("turns"));
}

#[test]
fn an_empty_or_outside_rectangle_is_refused_with_a_clear_message() {
    let crop = |crop: CropRect| apply(numbered(10, 8), &Geometry { crop: Some(crop), ..Geometry::default() });
    let empty = crop(rect(1, 1, 0, 4)).expect_err("empty");
    assert_eq!(empty.to_string(), "The crop area is empty (0×4 pixels); both sides must be at least 1 pixel");
    let outside = crop(rect(5, 2, 6, 3)).expect_err("past the right edge");
    assert_eq!(outside.to_string(), "The crop area (6×3 pixels at 5, 2) does not fit in the image (10×8 pixels)");
    assert!(matches!(crop(rect(u32::MAX, 0, 2, 2)), Err(ImageError::CropOutside { .. })), "no overflow");
    assert!(matches!(crop(rect(0, 7, 1, 2)), Err(ImageError::CropOutside { .. })));
    assert_eq!(crop(rect(0, 0, 10, 8)).expect("the whole image").pixels, numbered(10, 8).pixels);
}

#[test]
fn a_misspelt_key_or_an_unknown_turn_is_refused() {
    for json in [r#"{"rotate":"45"}"#, r#"{"flip":"h"}"#, r#"{"crop":{"x":0,"y":0,"w":1,"height":1}}"#] {
        assert!(serde_json::from_str::<Geometry>(json).is_err(), "{json}");
    }
}

#[test]
fn each_ratio_gives_the_largest_centred_box_on_a_landscape_and_a_portrait_image() {
    let cases = [
        (AspectRatio::Free, rect(0, 0, 1200, 800), rect(0, 0, 600, 900)),
        (AspectRatio::Square, rect(200, 0, 800, 800), rect(0, 150, 600, 600)),
        (AspectRatio::FourThree, rect(67, 0, 1066, 800), rect(0, 225, 600, 450)),
        (AspectRatio::SixteenNine, rect(0, 62, 1200, 675), rect(0, 281, 600, 338)),
        (AspectRatio::NineSixteen, rect(375, 0, 450, 800), rect(47, 0, 506, 900)),
    ];
    for (ratio, landscape, portrait) in cases {
        assert_eq!(centred_box(1200, 800, ratio), landscape, "{ratio:?} on 1200×800");
        assert_eq!(centred_box(600, 900, ratio), portrait, "{ratio:?} on 600×900");
    }
    // A sliver of an image still gets a box of at least one pixel, inside it.
    assert_eq!(centred_box(1, 1, AspectRatio::SixteenNine), rect(0, 0, 1, 1));
    assert_eq!(centred_box(100, 1, AspectRatio::NineSixteen), rect(49, 0, 1, 1));
}

#[test]
fn a_move_stops_at_the_edges_and_says_so() {
    let edit = |dx, dy| edit_crop(100, 80, AspectRatio::Free, rect(10, 10, 50, 40), CropEdit::Move { dx, dy });
    assert_eq!(edit(5, -3), EditedCrop { rect: rect(15, 7, 50, 40), clamped: false });
    assert_eq!(edit(500, -30), EditedCrop { rect: rect(50, 0, 50, 40), clamped: true });
}

#[test]
fn a_resize_keeps_the_opposite_corner_and_the_ratio() {
    let start = rect(20, 20, 40, 40);
    let resize = |ratio, corner, dx, dy| edit_crop(100, 80, ratio, start, CropEdit::Resize { corner, dx, dy });
    assert_eq!(resize(AspectRatio::Free, Corner::BottomRight, 5, -10).rect, rect(20, 20, 45, 30));
    assert_eq!(resize(AspectRatio::Free, Corner::TopLeft, -5, 10).rect, rect(15, 30, 45, 30));
    // Past the edge: stopped there.
    let big = resize(AspectRatio::Free, Corner::BottomRight, 500, 0);
    assert_eq!(big, EditedCrop { rect: rect(20, 20, 80, 40), clamped: true });
    // Never below one pixel.
    assert_eq!(resize(AspectRatio::Free, Corner::TopRight, -100, 100).rect, rect(20, 59, 1, 1));
    // 1:1 keeps its shape, and stops where the shorter room ends (60 px down from y = 20).
    assert_eq!(resize(AspectRatio::Square, Corner::BottomRight, 10, 0).rect, rect(20, 20, 50, 50));
    assert_eq!(
        resize(AspectRatio::Square, Corner::BottomRight, 0, 500),
        EditedCrop { rect: rect(20, 20, 60, 60), clamped: true }
    );
    assert_eq!(resize(AspectRatio::Square, Corner::TopLeft, 10, 10).rect, rect(30, 30, 30, 30));
}

#[test]
fn a_typed_number_moves_or_resizes_and_is_clamped_to_the_image() {
    let set =
        |field, value| edit_crop(100, 80, AspectRatio::Free, rect(10, 10, 50, 40), CropEdit::Set { field, value });
    assert_eq!(set(CropField::X, 30.0), EditedCrop { rect: rect(30, 10, 50, 40), clamped: false });
    assert_eq!(set(CropField::X, 70.0), EditedCrop { rect: rect(50, 10, 50, 40), clamped: true });
    assert_eq!(set(CropField::Y, -4.0), EditedCrop { rect: rect(10, 0, 50, 40), clamped: true });
    assert_eq!(set(CropField::Width, 60.0), EditedCrop { rect: rect(10, 10, 60, 40), clamped: false });
    assert_eq!(set(CropField::Width, 1e30), EditedCrop { rect: rect(10, 10, 90, 40), clamped: true });
    assert_eq!(set(CropField::Height, 0.0), EditedCrop { rect: rect(10, 10, 50, 1), clamped: true });
    assert_eq!(set(CropField::Height, f64::NAN).rect, rect(10, 10, 50, 1));
    // With a ratio the other side follows.
    let square = edit_crop(
        100,
        80,
        AspectRatio::Square,
        rect(0, 0, 40, 40),
        CropEdit::Set { field: CropField::Height, value: 50.0 },
    );
    assert_eq!(square, EditedCrop { rect: rect(0, 0, 50, 50), clamped: false });
    for value in [1e30, -1e30, f64::INFINITY, f64::NEG_INFINITY] {
        let huge = CropEdit::Set { field: CropField::Height, value };
        let edited = edit_crop(100, 80, AspectRatio::NineSixteen, rect(0, 0, 9, 16), huge);
        assert!(edited.clamped && check_crop(edited.rect, 100, 80).is_ok(), "{value}: {edited:?}");
    }
    // A box from elsewhere (another image's) is first brought inside.
    let stale = edit_crop(30, 20, AspectRatio::Free, rect(90, 90, 500, 5), CropEdit::Move { dx: 0, dy: 0 });
    assert_eq!(stale.rect, rect(0, 15, 30, 5));
}

#[test]
fn the_output_keeps_the_source_format_and_is_named_after_it() {
    let jpeg = crop_output(&[0xFF, 0xD8, 0xFF, 0xE0], "photo.jpg");
    assert_eq!(
        jpeg,
        CropOutput { encoding: EncodeOptions::jpeg(RESIZE_QUALITY), file_name: "photo-cropped.jpg".into() }
    );
    assert_eq!(crop_output(&[0xFF, 0xD8], "Holiday.JPEG").file_name, "Holiday-cropped.JPEG");
    let png = crop_output(b"\x89PNG\r\n\x1a\n", "logo.png");
    assert_eq!((png.encoding, png.file_name.as_str()), (EncodeOptions::png(), "logo-cropped.png"));
    let lossy = crop_output(b"RIFF\0\0\0\0WEBPVP8 ", "a.b.webp");
    assert_eq!(
        (lossy.encoding, lossy.file_name.as_str()),
        (EncodeOptions::WebpLossy { quality: RESIZE_QUALITY }, "a.b-cropped.webp")
    );
    assert_eq!(crop_output(b"RIFF\0\0\0\0WEBPVP8L", "x.webp").encoding, EncodeOptions::WebpLossless);
    // A format Penknife does not write becomes PNG; the name follows the bytes, not the extension.
    assert_eq!(crop_output(b"GIF89a", "anim.gif").file_name, "anim-cropped.png");
    assert_eq!(crop_output(&[0xFF, 0xD8], "really-a-jpeg.png").file_name, "really-a-jpeg-cropped.jpg");
    assert_eq!(cropped_name(".hidden", "png"), ".hidden-cropped.png");
    assert_eq!(cropped_name("", "png"), "image-cropped.png");
    assert_eq!(cropped_name("dir/sub\\pic.webp", "webp"), "pic-cropped.webp");
}

#[test]
fn identity_is_known_so_an_untouched_png_may_stay_the_original() {
    assert!(Geometry::default().is_identity(4, 3));
    assert!(Geometry { crop: Some(rect(0, 0, 4, 3)), ..Geometry::default() }.is_identity(4, 3));
    assert!(!Geometry { crop: Some(rect(0, 0, 4, 2)), ..Geometry::default() }.is_identity(4, 3));
    assert!(!Geometry { rotate: Rotation::Half, ..Geometry::default() }.is_identity(4, 3));
    assert!(!Geometry { flip_vertical: true, ..Geometry::default() }.is_identity(4, 3));
}

proptest::proptest! {
    #[test]
    fn any_edit_leaves_a_box_inside_the_image(
        width in 1u32..300, height in 1u32..300, ratio in 0usize..5,
        x in 0u32..400, y in 0u32..400, w in 0u32..400, h in 0u32..400,
        kind in 0u8..3, corner in 0usize..4, dx in -500i32..500, dy in -500i32..500,
    ) {
        let ratio = AspectRatio::ALL[ratio];
        let field = [CropField::X, CropField::Y, CropField::Width, CropField::Height][corner];
        let corner = [Corner::TopLeft, Corner::TopRight, Corner::BottomLeft, Corner::BottomRight][corner];
        let edit = match kind {
            0 => CropEdit::Move { dx, dy },
            1 => CropEdit::Resize { corner, dx, dy },
            _ => CropEdit::Set { field, value: f64::from(dx) },
        };
        let edited = edit_crop(width, height, ratio, rect(x, y, w, h), edit).rect;
        proptest::prop_assert!(check_crop(edited, width, height).is_ok(), "{edited:?} in {width}×{height}");
        let centred = centred_box(width, height, ratio);
        proptest::prop_assert!(check_crop(centred, width, height).is_ok(), "{centred:?} in {width}×{height}");
    }
}
