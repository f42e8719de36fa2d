//! Images to PDF: arbitrary bytes as a JPEG or PNG (the first byte picks the page, orientation and margin), twice
//! into one PDF, which must read back with a page an image.

use penknife_core::pdf::{self as engine, ImagesOptions, Orientation, PageSize, Source};

pub fn fuzz(data: &[u8]) {
    let Some((&choice, file)) = data.split_first() else { return };
    let options = ImagesOptions {
        page: [PageSize::A4, PageSize::Letter, PageSize::Fit][usize::from(choice % 3)],
        orientation: [Orientation::Auto, Orientation::Portrait, Orientation::Landscape][usize::from(choice / 3 % 3)],
        margin_mm: f64::from(choice / 9 % 4) * 12.5,
    };
    let source = Source { name: "fuzz.img", bytes: file };
    let size = engine::image_size(source);
    let Ok(pdf) = engine::images_to_pdf(&[source, source], &options) else { return };
    let size = size.expect("what converts has a readable header");
    assert!(size.width > 0 && size.height > 0);
    assert_eq!(engine::page_count(Source { name: "out.pdf", bytes: &pdf }), Ok(2), "a page an image");
    if file.starts_with(&[0xFF, 0xD8, 0xFF]) {
        assert!(pdf.windows(file.len()).any(|window| window == file), "the JPEG's bytes verbatim");
    }
}
