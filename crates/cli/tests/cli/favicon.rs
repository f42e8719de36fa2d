//! `penknife favicon` as a user runs it: the files it writes, decoded, and the tags it prints.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};
use std::path::{Path, PathBuf};

const LOGO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/images/logo-128.png");

fn out_dir(test: &str) -> PathBuf {
    let directory = std::env::temp_dir().join(format!("penknife-favicon-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&directory);
    directory
}

fn utf8(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

#[test]
fn writes_every_file_and_prints_the_link_tags() {
    let dir = out_dir("set");
    let out = penknife(&["favicon", LOGO, "-o", utf8(&dir), "--short-name", "Pk", "--theme-color", "#1A73E8"]);
    assert_eq!(
        stdout(&out),
        concat!(
            "<link rel=\"icon\" href=\"/favicon.ico\" sizes=\"16x16 32x32 48x48\">\n",
            "<link rel=\"apple-touch-icon\" sizes=\"180x180\" href=\"/apple-touch-icon.png\">\n",
            "<link rel=\"manifest\" href=\"/site.webmanifest\">\n",
            "<meta name=\"apple-mobile-web-app-title\" content=\"Pk\">\n",
            "<meta name=\"theme-color\" content=\"#1a73e8\">\n",
        )
    );
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("the directory was made")
        .map(|entry| entry.expect("an entry").file_name().into_string().expect("UTF-8"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "android-chrome-192x192.png",
            "android-chrome-512x512.png",
            "apple-touch-icon.png",
            "favicon.ico",
            "site.webmanifest"
        ]
    );
    for (name, side) in
        [("apple-touch-icon.png", 180), ("android-chrome-192x192.png", 192), ("android-chrome-512x512.png", 512)]
    {
        let image = image::open(dir.join(name)).expect("a PNG");
        assert_eq!((image.width(), image.height()), (side, side), "{name}");
    }
    let ico = std::fs::read(dir.join("favicon.ico")).expect("written");
    assert_eq!(&ico[..6], [0, 0, 1, 0, 3, 0], "an icon of three images");
    assert_eq!([ico[6], ico[22], ico[38]], [16, 32, 48]);
    let manifest = std::fs::read_to_string(dir.join("site.webmanifest")).expect("written");
    assert!(manifest.contains("\"short_name\": \"Pk\""), "{manifest}");
    std::fs::remove_dir_all(&dir).expect("the temporary directory");
}

#[test]
fn reads_standard_input() {
    let dir = out_dir("stdin");
    let out = penknife_with_stdin(&["favicon", "-o", utf8(&dir)], std::fs::read(LOGO).expect("the fixture"));
    assert!(stdout(&out).contains("favicon.ico"));
    assert!(dir.join("android-chrome-512x512.png").is_file());
    std::fs::remove_dir_all(&dir).expect("the temporary directory");
}

#[test]
fn refuses_svg_a_bad_colour_and_a_huge_declared_image_writing_nothing() {
    let dir = out_dir("refused");
    let svg = penknife_with_stdin(&["favicon", "-o", utf8(&dir)], "\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    assert_eq!(
        failure(&svg),
        "penknife: SVG is not supported on the command line (it has no SVG renderer): export the SVG to PNG first"
    );
    let colour = penknife(&["favicon", LOGO, "-o", utf8(&dir), "--background-color", "blue"]);
    assert_eq!(failure(&colour), "penknife: “blue” is not a hex colour like #1a73e8");
    let huge = penknife_with_stdin(&["favicon", "-o", utf8(&dir)], huge_png());
    assert_eq!(failure(&huge), "penknife: The image is too large to open (20000×20000 pixels; at most 100 megapixels)");
    assert!(!dir.exists());
}

/// A valid PNG that declares 20000×20000 pixels with a few bytes of data.
fn huge_png() -> Vec<u8> {
    let mut header = 20_000u32.to_be_bytes().to_vec();
    header.extend(20_000u32.to_be_bytes());
    header.extend([8, 6, 0, 0, 0]);
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    for (name, data) in [(&b"IHDR"[..], &header[..]), (b"IDAT", &[0x78, 0x9c, 3, 0, 0, 0, 0, 1]), (b"IEND", &[])] {
        png.extend(u32::try_from(data.len()).expect("small").to_be_bytes());
        let body = [name, data].concat();
        png.extend(&body);
        png.extend(crc32(&body).to_be_bytes());
    }
    png
}

fn crc32(bytes: &[u8]) -> u32 {
    !bytes.iter().fold(!0u32, |crc, &byte| {
        (0..8).fold(crc ^ u32::from(byte), |crc, _| if crc & 1 == 1 { (crc >> 1) ^ 0xedb8_8320 } else { crc >> 1 })
    })
}
