use super::*;
use crate::image::testing::{decode, fixture, generated};
use ::image::{ColorType, ImageFormat};

fn set_of(image: &RgbaImage) -> FaviconSet {
    favicons(image, &FaviconOptions::default()).expect("makes the set")
}

fn named<'a>(set: &'a FaviconSet, name: &str) -> &'a FaviconFile {
    set.files.iter().find(|file| file.name == name).unwrap_or_else(|| panic!("no {name}"))
}

/// The (side, PNG) entries an ICO file lists, read from its directory as a reader would.
fn ico_entries(ico: &[u8]) -> Vec<(u8, u8, &[u8])> {
    assert_eq!(&ico[..4], [0, 0, 1, 0], "reserved, then type 1 (icon)");
    let count = u16::from_le_bytes([ico[4], ico[5]]);
    (0..usize::from(count))
        .map(|index| {
            let entry = &ico[6 + 16 * index..6 + 16 * (index + 1)];
            assert_eq!(&entry[2..8], [0, 0, 1, 0, 32, 0], "no palette, 1 plane, 32 bits a pixel");
            let length = u32::from_le_bytes(entry[8..12].try_into().expect("4 bytes")) as usize;
            let offset = u32::from_le_bytes(entry[12..16].try_into().expect("4 bytes")) as usize;
            (entry[0], entry[1], &ico[offset..offset + length])
        })
        .collect()
}

#[test]
fn the_set_has_every_file_in_order_with_its_type() {
    let set = set_of(&fixture("logo-128.png"));
    let names: Vec<_> = set.files.iter().map(|file| (file.name.as_str(), file.mime, file.size)).collect();
    assert_eq!(
        names,
        [
            ("favicon.ico", "image/x-icon", Some(48)),
            ("apple-touch-icon.png", "image/png", Some(180)),
            ("android-chrome-192x192.png", "image/png", Some(192)),
            ("android-chrome-512x512.png", "image/png", Some(512)),
            ("site.webmanifest", "application/manifest+json", None),
        ]
    );
    for file in set.files.iter().filter(|file| file.mime == "image/png") {
        let (format, _, image) = decode(&file.bytes);
        let side = file.size.expect("an icon has a size");
        assert_eq!((format, image.width, image.height), (ImageFormat::Png, side, side), "{}", file.name);
    }
}

#[test]
fn the_ico_holds_16_32_and_48_as_rgba_pngs_and_reads_back() {
    let set = set_of(&fixture("logo-128.png"));
    let ico = &named(&set, "favicon.ico").bytes;
    let entries = ico_entries(ico);
    assert_eq!(entries.len(), 3);
    for ((width, height, png), side) in entries.into_iter().zip(ICO_SIZES) {
        assert_eq!((u32::from(width), u32::from(height)), (side, side));
        let (format, colour, image) = decode(png);
        assert_eq!((format, colour, image.width, image.height), (ImageFormat::Png, ColorType::Rgba8, side, side));
    }
    // The image crate's ICO decoder takes the file whole (it opens the largest entry).
    let whole = ::image::load_from_memory_with_format(ico, ImageFormat::Ico).expect("a valid ICO");
    assert_eq!((whole.width(), whole.height()), (48, 48));
}

#[test]
fn the_ico_layout_is_header_entries_then_payloads() {
    let ico = ico(&[(16, vec![1, 2, 3]), (256, vec![4, 5])]);
    #[rustfmt::skip]
    let expected = [
        0, 0, 1, 0, 2, 0,
        16, 16, 0, 0, 1, 0, 32, 0, 3, 0, 0, 0, 38, 0, 0, 0,
        0, 0, 0, 0, 1, 0, 32, 0, 2, 0, 0, 0, 41, 0, 0, 0,
        1, 2, 3, 4, 5,
    ];
    assert_eq!(ico, expected);
}

#[test]
fn the_apple_touch_icon_is_opaque_on_the_background_colour_and_the_others_keep_transparency() {
    // A wide transparent-backed image: the padding above and below is transparent.
    let wide = generated(64, 32, |_, _| [200, 0, 0, 255]);
    let options = FaviconOptions { background_colour: "#0A0B0C".to_owned(), ..FaviconOptions::default() };
    let set = favicons(&wide, &options).expect("makes the set");
    let (_, _, apple) = decode(&named(&set, "apple-touch-icon.png").bytes);
    assert!(apple.is_opaque());
    assert_eq!(&apple.pixels[..4], [10, 11, 12, 255], "the corner is the background colour");
    let (_, _, android) = decode(&named(&set, "android-chrome-192x192.png").bytes);
    assert_eq!(android.pixels[3], 0, "the corner is transparent");
    let middle = (96 * 192 + 96) * 4;
    assert_eq!(&android.pixels[middle..middle + 4], [200, 0, 0, 255], "the image is centred, not cut");
}

#[test]
fn a_non_square_image_is_centred_on_a_transparent_square() {
    let tall = generated(1, 3, |_, y| [y as u8 + 1, 0, 0, 255]);
    let square = padded_to_square(&tall).expect("pads");
    assert_eq!((square.width, square.height), (3, 3));
    let alpha: Vec<_> = square.pixels.chunks_exact(4).map(|pixel| pixel[3]).collect();
    assert_eq!(alpha, [0, 255, 0, 0, 255, 0, 0, 255, 0]);
    let wide = generated(4, 1, |x, _| [x as u8, 9, 9, 255]);
    let square = padded_to_square(&wide).expect("pads");
    // The middle row of three, 4 pixels of 4 bytes each.
    assert_eq!(&square.pixels[16..32], [0, 9, 9, 255, 1, 9, 9, 255, 2, 9, 9, 255, 3, 9, 9, 255]);
    assert!(square.pixels[..16].iter().chain(&square.pixels[32..]).all(|&byte| byte == 0));
}

#[test]
fn a_one_pixel_image_makes_the_whole_set() {
    let dot = generated(1, 1, |_, _| [1, 2, 3, 255]);
    let set = set_of(&dot);
    let (_, _, big) = decode(&named(&set, "android-chrome-512x512.png").bytes);
    assert_eq!((big.width, &big.pixels[..4]), (512, &[1, 2, 3, 255][..]));
}

#[test]
fn a_broken_image_is_refused() {
    let broken = RgbaImage { width: 0, height: 3, pixels: Vec::new() };
    assert_eq!(favicons(&broken, &FaviconOptions::default()), Err(ImageError::EmptyImage { width: 0, height: 3 }));
    let short = RgbaImage { width: 2, height: 2, pixels: vec![0; 3] };
    assert!(matches!(favicons(&short, &FaviconOptions::default()), Err(ImageError::PixelLength { .. })));
}

#[test]
fn the_manifest_is_valid_json_with_the_names_colours_and_icons() {
    let options = FaviconOptions {
        name: "Café \"Pépé\" \\ \n\u{0}".to_owned(),
        short_name: "Pépé".to_owned(),
        theme_colour: "#1A73E8".to_owned(),
        background_colour: "#fff".to_owned(),
    };
    let set = favicons(&generated(2, 2, |_, _| [0, 0, 0, 255]), &options).expect("makes the set");
    let manifest: serde_json::Value =
        serde_json::from_slice(&named(&set, "site.webmanifest").bytes).expect("valid JSON");
    assert_eq!(
        manifest,
        serde_json::json!({
            "name": "Café \"Pépé\" \\ \n\u{0}",
            "short_name": "Pépé",
            "icons": [
                { "src": "/android-chrome-192x192.png", "sizes": "192x192", "type": "image/png" },
                { "src": "/android-chrome-512x512.png", "sizes": "512x512", "type": "image/png" },
            ],
            "theme_color": "#1a73e8",
            "background_color": "#ffffff",
            "display": "standalone",
        })
    );
}

#[test]
fn the_link_tags_name_every_file_and_the_colour() {
    let set = set_of(&generated(2, 2, |_, _| [0, 0, 0, 255]));
    assert_eq!(
        set.link_tags,
        concat!(
            "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"16x16 32x32 48x48\">\n",
            "<link rel=\"apple-touch-icon\" sizes=\"180x180\" href=\"/apple-touch-icon.png\">\n",
            "<link rel=\"manifest\" href=\"/site.webmanifest\">\n",
            "<meta name=\"apple-mobile-web-app-title\" content=\"Website\">\n",
            "<meta name=\"theme-color\" content=\"#ffffff\">\n",
        )
    );
}

#[test]
fn a_hostile_name_comes_out_inert_in_the_tags_and_the_manifest() {
    let hostile = "\"><script>alert('x')</script>&amp;";
    let options = FaviconOptions { name: hostile.to_owned(), short_name: hostile.to_owned(), ..Default::default() };
    let set = favicons(&generated(2, 2, |_, _| [0, 0, 0, 255]), &options).expect("makes the set");
    assert!(set.link_tags.contains(
        r#"<meta name="apple-mobile-web-app-title" content="&quot;&gt;&lt;script&gt;alert('x')&lt;/script&gt;&amp;amp;">"#
    ));
    assert!(!set.link_tags.contains("<script"));
    let manifest: serde_json::Value =
        serde_json::from_slice(&named(&set, "site.webmanifest").bytes).expect("valid JSON");
    assert_eq!((manifest["name"].as_str(), manifest["short_name"].as_str()), (Some(hostile), Some(hostile)));
}

#[test]
fn colours_must_be_hex() {
    assert_eq!(hex_colour("#ABC"), Ok("#aabbcc".to_owned()));
    assert_eq!(hex_colour("#00ff7F"), Ok("#00ff7f".to_owned()));
    for bad in ["", "#", "red", "#12345", "#1234567", "#ggg", "123456", "#ａｂｃ", "#12 456"] {
        let error = hex_colour(bad).expect_err(bad);
        assert_eq!(error.to_string(), format!("“{bad}” is not a hex colour like #1a73e8"));
    }
    let options = FaviconOptions { theme_colour: "\"><b>".to_owned(), ..Default::default() };
    assert_eq!(
        favicons(&generated(1, 1, |_, _| [0; 4]), &options),
        Err(ImageError::InvalidColour("\"><b>".to_owned()))
    );
}

#[test]
fn options_come_from_js_in_camel_case_with_defaults() {
    let options: FaviconOptions = serde_json::from_str(r##"{"shortName":"Pk","themeColour":"#000"}"##).expect("valid");
    assert_eq!(
        options,
        FaviconOptions { short_name: "Pk".to_owned(), theme_colour: "#000".to_owned(), ..FaviconOptions::default() }
    );
    assert!(serde_json::from_str::<FaviconOptions>(r##"{"colour":"#000"}"##).is_err());
}
