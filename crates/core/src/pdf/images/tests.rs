use super::*;
use crate::pdf::page_count;
use image::{ImageEncoder, codecs::jpeg::JpegEncoder, codecs::png::PngEncoder};

/// A `width`×`height` JPEG (a gradient) as the `image` crate encodes it.
pub(crate) fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let pixels: Vec<u8> = (0..width * height).flat_map(|i| [(i % 251) as u8, (i % 13 * 19) as u8, 90]).collect();
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, 80)
        .write_image(&pixels, width, height, image::ExtendedColorType::Rgb8)
        .expect("encodes");
    bytes
}

/// A `width`×`height` RGBA PNG whose left half is transparent when `transparent`.
pub(crate) fn png(width: u32, height: u32, transparent: bool) -> Vec<u8> {
    let pixels: Vec<u8> = (0..width * height)
        .flat_map(|i| [200, (i % 256) as u8, 40, if transparent && i % width < width / 2 { 0 } else { 255 }])
        .collect();
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes).write_image(&pixels, width, height, image::ExtendedColorType::Rgba8).expect("encodes");
    bytes
}

/// A CMYK JPEG's header as Photoshop writes it (APP14 "Adobe", SOF0 with four components), then a bare scan.
fn cmyk_jpeg(adobe: bool) -> Vec<u8> {
    let mut bytes = vec![0xFF, 0xD8];
    if adobe {
        bytes.extend([0xFF, 0xEE, 0, 14]);
        bytes.extend(b"Adobe\0\x64\0\0\0\0\x02");
    }
    bytes.extend([0xFF, 0xC0, 0, 20, 8, 0, 30, 0, 40, 4]);
    for component in 1..=4 {
        bytes.extend([component, 0x11, 0]);
    }
    bytes.extend([0xFF, 0xDA, 0, 2, 0xFF, 0xD9]);
    bytes
}

fn source<'a>(name: &'a str, bytes: &'a [u8]) -> Source<'a> {
    Source { name, bytes }
}

fn options(page: PageSize, orientation: Orientation, margin_mm: f64) -> ImagesOptions {
    ImagesOptions { page, orientation, margin_mm }
}

fn make(sources: &[Source<'_>], options: &ImagesOptions) -> Document {
    let bytes = images_to_pdf(sources, options).expect("makes a PDF");
    Document::load_mem(&bytes).expect("reads back")
}

/// Each page's media box, in page order.
fn media_boxes(document: &Document) -> Vec<Vec<f32>> {
    document
        .page_iter()
        .map(|id| {
            let page = document.get_dictionary(id).expect("a page");
            let values = page.get(b"MediaBox").and_then(Object::as_array).expect("a media box");
            values.iter().map(|value| value.as_float().expect("a number")).collect()
        })
        .collect()
}

/// The image XObject of the first page.
fn first_image(document: &Document) -> Stream {
    let page = document.page_iter().next().expect("a page");
    let resources = document.get_dictionary(page).and_then(|page| page.get(b"Resources")).expect("resources");
    let id = resources.as_dict().and_then(|r| r.get_deref(b"XObject", document)).and_then(Object::as_dict);
    let id = id.and_then(|xobjects| xobjects.get(b"Im0")).and_then(Object::as_reference).expect("Im0");
    document.get_object(id).and_then(Object::as_stream).expect("a stream").clone()
}

#[test]
fn the_jpeg_s_bytes_are_in_the_pdf_verbatim() {
    let photo = jpeg(64, 48);
    let bytes = images_to_pdf(&[source("photo.jpg", &photo)], &ImagesOptions::default()).expect("makes a PDF");
    assert!(bytes.windows(photo.len()).any(|window| window == photo), "the JPEG is embedded as it is");
    let image = first_image(&Document::load_mem(&bytes).expect("reads back"));
    assert_eq!(image.dict.get(b"Filter").and_then(Object::as_name).ok(), Some(&b"DCTDecode"[..]));
    assert_eq!(image.dict.get(b"ColorSpace").and_then(Object::as_name).ok(), Some(&b"DeviceRGB"[..]));
    assert_eq!(image.dict.get(b"Width").and_then(Object::as_i64).ok(), Some(64));
    assert_eq!(image.content, photo);
}

#[test]
fn pages_are_a4_letter_or_the_image_s_size_in_points() {
    let (tall, wide) = (jpeg(30, 40), jpeg(40, 30));
    let both = [source("tall.jpg", &tall), source("wide.jpg", &wide)];
    let auto = Orientation::Auto;
    assert_eq!(
        media_boxes(&make(&both, &options(PageSize::A4, auto, 0.0))),
        [[0.0, 0.0, 595.0, 842.0], [0.0, 0.0, 842.0, 595.0]]
    );
    assert_eq!(
        media_boxes(&make(&both, &options(PageSize::Letter, auto, 0.0))),
        [[0.0, 0.0, 612.0, 792.0], [0.0, 0.0, 792.0, 612.0]]
    );
    assert_eq!(
        media_boxes(&make(&both, &options(PageSize::Fit, auto, 0.0))),
        [[0.0, 0.0, 30.0, 40.0], [0.0, 0.0, 40.0, 30.0]]
    );
    // Fixed orientations, whatever the image.
    assert_eq!(
        media_boxes(&make(&both, &options(PageSize::A4, Orientation::Portrait, 0.0)))[1],
        [0.0, 0.0, 595.0, 842.0]
    );
    assert_eq!(
        media_boxes(&make(&both, &options(PageSize::A4, Orientation::Landscape, 0.0)))[0],
        [0.0, 0.0, 842.0, 595.0]
    );
    // A fitted page follows its image, whatever the orientation says; the margin goes around it.
    let fitted = media_boxes(&make(&both, &options(PageSize::Fit, Orientation::Portrait, 25.4)));
    assert_eq!(fitted[1], [0.0, 0.0, 184.0, 174.0]);
}

#[test]
fn the_image_is_centred_inside_the_margin_and_shrunk_never_enlarged() {
    let a4 = |width, height, margin_mm| {
        Layout::new(ImageSize { width, height }, 1, &options(PageSize::A4, Orientation::Auto, margin_mm))
    };
    // Small: a pixel a point, centred (on a landscape page: the image is wider than tall).
    assert_eq!(a4(100, 50, 0.0).image, (371.0, 272.5, 100.0, 50.0));
    // Large: shrunk to the page less its margins (an inch, 72 points, each side).
    let layout = a4(1000, 2000, 25.4);
    assert_eq!(layout.page, (595.0, 842.0));
    assert_eq!(layout.image, (297.5 - 174.5, 72.0, 349.0, 698.0));
    assert_eq!(layout.content(), "q 349 0 0 698 123 72 cm /Im0 Do Q");
    // A fitted page is at most 200 inches a side.
    let huge = Layout::new(
        ImageSize { width: 30_000, height: 15_000 },
        1,
        &ImagesOptions { page: PageSize::Fit, ..ImagesOptions::default() },
    );
    assert_eq!(huge.page, (14_400.0, 7_200.0));
}

#[test]
fn a_png_with_transparency_gets_a_soft_mask_and_an_opaque_one_none() {
    let (clear, opaque) = (png(8, 4, true), png(8, 4, false));
    let document = make(&[source("clear.png", &clear)], &ImagesOptions::default());
    let image = first_image(&document);
    assert_eq!(image.dict.get(b"Filter").and_then(Object::as_name).ok(), Some(&b"FlateDecode"[..]));
    assert_eq!(image.decompressed_content().expect("inflates").len(), 8 * 4 * 3);
    let mask = image.dict.get(b"SMask").and_then(Object::as_reference).expect("an SMask");
    let mask = document.get_object(mask).and_then(Object::as_stream).expect("a stream");
    assert_eq!(mask.dict.get(b"ColorSpace").and_then(Object::as_name).ok(), Some(&b"DeviceGray"[..]));
    let alpha = mask.decompressed_content().expect("inflates");
    assert_eq!(&alpha[..8], [0, 0, 0, 0, 255, 255, 255, 255]);
    let document = make(&[source("opaque.png", &opaque)], &ImagesOptions::default());
    assert!(first_image(&document).dict.get(b"SMask").is_err());
}

#[test]
fn a_grey_png_stays_grey() {
    let mut bytes = Vec::new();
    PngEncoder::new(&mut bytes).write_image(&[0, 128, 255, 64], 2, 2, image::ExtendedColorType::L8).expect("encodes");
    let image = first_image(&make(&[source("grey.png", &bytes)], &ImagesOptions::default()));
    assert_eq!(image.dict.get(b"ColorSpace").and_then(Object::as_name).ok(), Some(&b"DeviceGray"[..]));
    assert_eq!(image.decompressed_content().expect("inflates"), [0, 128, 255, 64]);
}

#[test]
fn an_adobe_cmyk_jpeg_is_inverted_by_its_decode_array() {
    let inverted = cmyk_jpeg(true);
    let image = first_image(&make(&[source("cmyk.jpg", &inverted)], &ImagesOptions::default()));
    assert_eq!(image.dict.get(b"ColorSpace").and_then(Object::as_name).ok(), Some(&b"DeviceCMYK"[..]));
    let decode: Vec<i64> = image
        .dict
        .get(b"Decode")
        .and_then(Object::as_array)
        .expect("a Decode array")
        .iter()
        .map(|value| value.as_i64().expect("a number"))
        .collect();
    assert_eq!(decode, [1, 0, 1, 0, 1, 0, 1, 0]);
    assert_eq!(image_size(source("cmyk.jpg", &inverted)), Ok(ImageSize { width: 40, height: 30 }));
    let plain = cmyk_jpeg(false);
    assert!(first_image(&make(&[source("cmyk.jpg", &plain)], &ImagesOptions::default())).dict.get(b"Decode").is_err());
}

#[test]
fn pages_come_in_the_order_given_and_the_output_is_deterministic() {
    let (a, b, c) = (jpeg(10, 20), png(30, 10, false), jpeg(50, 10));
    let sources = [source("a.jpg", &a), source("b.png", &b), source("c.jpg", &c)];
    let fit = options(PageSize::Fit, Orientation::Auto, 0.0);
    let document = make(&sources, &fit);
    let widths: Vec<f32> = media_boxes(&document).iter().map(|media_box| media_box[2]).collect();
    assert_eq!(widths, [10.0, 30.0, 50.0]);
    let bytes = images_to_pdf(&sources, &fit).expect("makes a PDF");
    assert_eq!(images_to_pdf(&sources, &fit).expect("makes a PDF"), bytes);
    assert_eq!(page_count(source("out.pdf", &bytes)), Ok(3));
}

#[test]
fn the_download_is_named_after_a_single_image() {
    assert_eq!(images_file_name(&["holiday.photo.jpg"]), "holiday.photo.pdf");
    assert_eq!(images_file_name(&["a.jpg", "b.png"]), "images.pdf");
    assert_eq!(images_file_name(&[]), "images.pdf");
}

#[test]
fn refusals() {
    let photo = jpeg(4, 4);
    let default = ImagesOptions::default();
    assert_eq!(images_to_pdf(&[], &default), Err(PdfError::NoImages));
    let text = source("notes.txt", b"hello");
    assert_eq!(
        images_to_pdf(&[source("a.jpg", &photo), text], &default),
        Err(PdfError::NotAnImage { name: "notes.txt".into() })
    );
    assert_eq!(image_size(source("x.gif", b"GIF89a")), Err(PdfError::NotAnImage { name: "x.gif".into() }));
    for margin_mm in [-1.0, 50.5, f64::NAN] {
        let wide = options(PageSize::A4, Orientation::Auto, margin_mm);
        assert_eq!(images_to_pdf(&[source("a.jpg", &photo)], &wide), Err(PdfError::BadMargin { max: 50 }));
    }
    let many = vec![source("a.jpg", &photo); MAX_PAGES as usize + 1];
    assert_eq!(images_to_pdf(&many, &default), Err(PdfError::TooManyPages { limit: MAX_PAGES }));
    let big = vec![0u8; MAX_TOTAL_BYTES + 1];
    assert_eq!(image_size(source("big.jpg", &big)), Err(PdfError::ImagesTooLarge { limit_mb: 100 }));
}

#[test]
fn an_image_over_the_megapixel_limit_is_refused_before_decoding() {
    // A JPEG header of 65535×65535 pixels (4,295 megapixels), with nothing after.
    let mut header = vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0xFF, 0xFF, 0xFF, 0xFF, 1, 1, 0x11, 0];
    header.extend([0xFF, 0xD9]);
    let refused =
        PdfError::ImageTooLarge { name: "huge.jpg".into(), width: 65_535, height: 65_535, max_megapixels: 100 };
    assert_eq!(image_size(source("huge.jpg", &header)), Err(refused.clone()));
    assert_eq!(images_to_pdf(&[source("huge.jpg", &header)], &ImagesOptions::default()), Err(refused));
    // A PNG that says 20000×20000 in its header: refused before its 1.6 GB of pixels.
    let mut png = png(1, 1, false);
    png[16..24].copy_from_slice(&[0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20]);
    let crc = crc32fast::hash(&png[12..29]);
    png[29..33].copy_from_slice(&crc.to_be_bytes());
    assert!(matches!(image_size(source("huge.png", &png)), Err(PdfError::ImageTooLarge { width: 20_000, .. })));
    #[cfg(feature = "image-native")]
    assert_eq!(MAX_MEGAPIXELS, crate::image::native::MAX_MEGAPIXELS);
}

#[test]
fn hostile_images_are_refused_by_name_never_a_panic() {
    let photo = jpeg(16, 16);
    let png = png(16, 16, true);
    let mut cases: Vec<Vec<u8>> = (0..photo.len()).step_by(7).map(|end| photo[..end].to_vec()).collect();
    cases.extend((0..png.len()).step_by(5).map(|end| png[..end].to_vec()));
    // 12-bit, lossless, two components, zero size, a segment length under 2.
    cases.push(vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 12, 0, 4, 0, 4, 1, 1, 0x11, 0]);
    cases.push(vec![0xFF, 0xD8, 0xFF, 0xC3, 0, 11, 8, 0, 4, 0, 4, 1, 1, 0x11, 0]);
    cases.push(vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 4, 0, 4, 2, 1, 0x11, 0]);
    cases.push(vec![0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 0, 0, 4, 1, 1, 0x11, 0]);
    cases.push(vec![0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 0xFF, 0xD9]);
    for case in &cases {
        let result = images_to_pdf(&[source("bad", case)], &ImagesOptions::default());
        if case.len() >= 3 && case.starts_with(&[0xFF, 0xD8, 0xFF]) || case.starts_with(b"\x89PNG\r\n\x1a\n") {
            if let Err(error) = result {
                assert!(matches!(error, PdfError::ImageDamaged { .. }), "{error:?}");
            }
        } else {
            assert_eq!(result, Err(PdfError::NotAnImage { name: "bad".into() }));
        }
    }
}

/// `jpeg` with an EXIF block (big-endian TIFF, one entry: the orientation) after its SOI.
fn with_orientation(jpeg: &[u8], orientation: u8) -> Vec<u8> {
    let mut exif = b"Exif\0\0MM\0\x2a\0\0\0\x08\0\x01\x01\x12\0\x03\0\0\0\x01\0".to_vec();
    exif.extend([orientation, 0, 0, 0, 0, 0]);
    let mut out = jpeg[..2].to_vec();
    out.extend([0xFF, 0xE1]);
    out.extend(u16::try_from(exif.len() + 2).expect("short").to_be_bytes());
    out.extend(exif);
    out.extend(&jpeg[2..]);
    out
}

#[test]
fn a_phone_photo_s_exif_orientation_turns_its_drawing_not_its_bytes() {
    // Stored 40×30, turned a quarter clockwise (6): it shows 30×40, so a fitted page is 30×40.
    let turned = with_orientation(&jpeg(40, 30), 6);
    assert_eq!(image_size(source("phone.jpg", &turned)), Ok(ImageSize { width: 30, height: 40 }));
    let fit = options(PageSize::Fit, Orientation::Auto, 0.0);
    let bytes = images_to_pdf(&[source("phone.jpg", &turned)], &fit).expect("makes a PDF");
    assert!(bytes.windows(turned.len()).any(|window| window == turned), "still verbatim");
    let document = Document::load_mem(&bytes).expect("reads back");
    assert_eq!(media_boxes(&document), [[0.0, 0.0, 30.0, 40.0]]);
    let page = document.page_iter().next().expect("a page");
    assert_eq!(document.get_page_content(page).trim_ascii(), b"q 0 -40 30 0 0 40 cm /Im0 Do Q");
    // Each orientation maps the unit square onto the box exactly (a corner of it to a corner of the box).
    for orientation in 1..=8 {
        let layout = Layout { page: (100.0, 100.0), image: (10.0, 20.0, 30.0, 40.0), orientation };
        let content = layout.content();
        let numbers: Vec<f64> = content.split(' ').filter_map(|word| word.parse().ok()).collect();
        let [a, b, c, d, e, f] = numbers[..] else { panic!("{content}") };
        let corners: Vec<(f64, f64)> = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)]
            .iter()
            .map(|&(u, v)| (a * u + c * v + e, b * u + d * v + f))
            .collect();
        for corner in [(10.0, 20.0), (40.0, 20.0), (10.0, 60.0), (40.0, 60.0)] {
            assert!(corners.contains(&corner), "orientation {orientation}: {corners:?}");
        }
    }
    // The stored top-left pixel (unit square's (0, 1)) shows top-right when mirrored (2), bottom-left when turned
    // a quarter anticlockwise (8).
    let top_left = |orientation| {
        let content = Layout { page: (100.0, 100.0), image: (10.0, 20.0, 30.0, 40.0), orientation }.content();
        let numbers: Vec<f64> = content.split(' ').filter_map(|word| word.parse().ok()).collect();
        (numbers[2] + numbers[4], numbers[3] + numbers[5])
    };
    assert_eq!(top_left(1), (10.0, 60.0));
    assert_eq!(top_left(2), (40.0, 60.0));
    assert_eq!(top_left(6), (40.0, 60.0));
    assert_eq!(top_left(8), (10.0, 20.0));
    assert_eq!(top_left(3), (40.0, 20.0));
}
