//! Images to PDF: JPEGs and PNGs, one a page, in the order given.
//!
//! Rules, decided here:
//! - A JPEG is embedded as it is: its bytes verbatim in a DCTDecode image (no decoding, no re-encoding, so no loss
//!   and no cost). Only its header is read: size, colour components (grey, RGB, CMYK) and an Adobe APP14 marker, whose
//!   CMYK is stored inverted (so it gets the Decode array `[1 0 1 0 1 0 1 0]`, as Photoshop's readers do). Baseline,
//!   extended and progressive JPEGs pass as they are; lossless, arithmetic-coded and 12-bit ones, which PDF readers
//!   do not show, are refused. Its EXIF orientation (a phone's "turn me") is applied where the page draws it: the
//!   pixels stay as stored, the drawing turns or mirrors them, as photo viewers show them.
//! - A PNG is decoded (the `png` crate: pure Rust, the same in the browser and the CLI) to 8-bit grey or RGB, with its
//!   alpha (or its palette's transparency) as a soft mask (SMask); an alpha that is opaque everywhere is dropped. Both
//!   are Flate-compressed.
//! - An image of more than [`MAX_MEGAPIXELS`] (the image tools' limit) is refused before its pixels are allocated.
//!   At most [`MAX_TOTAL_BYTES`] of files and [`MAX_PAGES`] images at once.
//! - The page is A4 (595×842 points) or Letter (612×792), portrait, landscape, or turned per image to match it
//!   ("auto", landscape for an image wider than tall), or fits the image (its pixels as points, at most 200 inches a
//!   side, as Acrobat reads). Inside the margin the image is centred and shrunk to fit, never enlarged (a pixel is at
//!   most a point: small images stay sharp).
//! - The output is deterministic: the same images and options give the same bytes.

#[cfg(test)]
mod tests;

use super::{MAX_PAGES, MAX_TOTAL_BYTES, PdfError, Source, stem};
use lopdf::{Dictionary, Document, Object, Stream};
use serde::{Deserialize, Serialize};
use std::io::{Cursor, Write};

/// The largest image read, in megapixels: the image tools' limit (`image::native::MAX_MEGAPIXELS`, a test keeps
/// them equal).
pub const MAX_MEGAPIXELS: u32 = 100;
/// The widest margin, in millimetres: an A4 page keeps 11 cm by 19.7 cm for its image.
pub const MAX_MARGIN_MM: u32 = 50;
/// The longest side of a page fitted to its image, in points: 200 inches, the most Acrobat shows.
const MAX_PAGE_SIDE: f64 = 14_400.0;
/// A millimetre in points.
const POINTS_PER_MM: f64 = 72.0 / 25.4;

/// The paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum PageSize {
    /// 210 × 297 mm: 595 × 842 points.
    #[default]
    A4,
    /// 8.5 × 11 inches: 612 × 792 points.
    Letter,
    /// The image's size (a pixel a point), plus the margins.
    Fit,
}

/// Which way up the paper goes (a page fitted to its image follows the image).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Orientation {
    /// Landscape for an image wider than tall, portrait otherwise.
    #[default]
    Auto,
    Portrait,
    Landscape,
}

/// How the images are laid out.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ImagesOptions {
    pub page: PageSize,
    pub orientation: Orientation,
    /// The blank border on every side, in millimetres (0 to [`MAX_MARGIN_MM`]).
    pub margin_mm: f64,
}

/// What an image's header says: its size in pixels (what the page shows on upload).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ImageSize {
    pub width: u32,
    pub height: u32,
}

/// The download name: one image's name with `.pdf` (`scan.jpg` gives `scan.pdf`), `images.pdf` for several.
pub fn images_file_name(names: &[&str]) -> String {
    match names {
        [name] => format!("{}.pdf", stem(name)),
        _ => "images.pdf".to_owned(),
    }
}

/// The size `source` declares, or why it cannot be used: not a JPEG or PNG, too large, a header that does not read.
pub fn image_size(source: Source<'_>) -> Result<ImageSize, PdfError> {
    if source.bytes.len() > MAX_TOTAL_BYTES {
        return Err(too_large());
    }
    match kind(source)? {
        Kind::Jpeg => jpeg_header(source).map(|header| shown(header.size, header.orientation)),
        Kind::Png => {
            let reader = png_reader(source)?;
            let (width, height) = reader.info().size();
            Ok(ImageSize { width, height })
        }
    }
}

/// One page a source, in order, as one PDF.
pub fn images_to_pdf(sources: &[Source<'_>], options: &ImagesOptions) -> Result<Vec<u8>, PdfError> {
    if sources.is_empty() {
        return Err(PdfError::NoImages);
    }
    if !(0.0..=f64::from(MAX_MARGIN_MM)).contains(&options.margin_mm) {
        return Err(PdfError::BadMargin { max: MAX_MARGIN_MM });
    }
    if sources.len() > MAX_PAGES as usize {
        return Err(PdfError::TooManyPages { limit: MAX_PAGES });
    }
    if sources.iter().map(|source| source.bytes.len()).sum::<usize>() > MAX_TOTAL_BYTES {
        return Err(too_large());
    }
    let mut document = Document::with_version("1.7");
    let pages_id = document.new_object_id();
    let mut kids = Vec::with_capacity(sources.len());
    for &source in sources {
        let (size, orientation, image) = image_stream(source, &mut document)?;
        let image_id = document.add_object(image);
        let layout = Layout::new(shown(size, orientation), orientation, options);
        let content = Stream::new(Dictionary::new(), layout.content().into_bytes());
        let content_id = document.add_object(content);
        let mut xobjects = Dictionary::new();
        xobjects.set("Im0", image_id);
        let mut resources = Dictionary::new();
        resources.set("XObject", xobjects);
        let mut page = Dictionary::new();
        page.set("Type", "Page");
        page.set("Parent", pages_id);
        page.set("MediaBox", vec![0.into(), 0.into(), real(layout.page.0), real(layout.page.1)]);
        page.set("Resources", resources);
        page.set("Contents", content_id);
        kids.push(Object::Reference(document.add_object(page)));
    }
    let mut pages = Dictionary::new();
    pages.set("Type", "Pages");
    pages.set("Count", kids.len() as i64);
    pages.set("Kids", kids);
    document.objects.insert(pages_id, Object::Dictionary(pages));
    let mut catalog = Dictionary::new();
    catalog.set("Type", "Catalog");
    catalog.set("Pages", pages_id);
    let catalog_id = document.add_object(catalog);
    document.trailer.set("Root", catalog_id);
    let mut bytes = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = document.save_to(&mut bytes);
    Ok(bytes)
}

fn too_large() -> PdfError {
    PdfError::ImagesTooLarge { limit_mb: (MAX_TOTAL_BYTES / 1_000_000) as u32 }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Jpeg,
    Png,
}

/// A JPEG or a PNG by its signature, whatever its name says.
fn kind(source: Source<'_>) -> Result<Kind, PdfError> {
    if source.bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Ok(Kind::Jpeg)
    } else if source.bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Ok(Kind::Png)
    } else {
        Err(PdfError::NotAnImage { name: source.name.to_owned() })
    }
}

fn damaged(source: Source<'_>, reason: impl ToString) -> PdfError {
    PdfError::ImageDamaged { name: source.name.to_owned(), reason: reason.to_string() }
}

fn check_megapixels(source: Source<'_>, width: u32, height: u32) -> Result<(), PdfError> {
    if u64::from(width) * u64::from(height) > u64::from(MAX_MEGAPIXELS) * 1_000_000 {
        return Err(PdfError::ImageTooLarge {
            name: source.name.to_owned(),
            width,
            height,
            max_megapixels: MAX_MEGAPIXELS,
        });
    }
    Ok(())
}

/// The size an image shows at, turned by its EXIF orientation (5 to 8 turn it a quarter).
fn shown(size: ImageSize, orientation: u8) -> ImageSize {
    if (5..=8).contains(&orientation) { ImageSize { width: size.height, height: size.width } } else { size }
}

/// The image XObject of `source` (its SMask added to `document`), its size as stored and its EXIF orientation.
fn image_stream(source: Source<'_>, document: &mut Document) -> Result<(ImageSize, u8, Stream), PdfError> {
    match kind(source)? {
        Kind::Jpeg => {
            let header = jpeg_header(source)?;
            let mut dictionary = image_dictionary(header.size, header.colour_space());
            dictionary.set("Filter", "DCTDecode");
            if header.components == 4 && header.adobe {
                dictionary.set("Decode", [1, 0, 1, 0, 1, 0, 1, 0].map(Object::from).to_vec());
            }
            let mut stream = Stream::new(dictionary, source.bytes.to_vec());
            stream.allows_compression = false;
            Ok((header.size, header.orientation, stream))
        }
        Kind::Png => {
            let PngPixels { size, colour, channels, alpha } = decode_png(source)?;
            let colour_space = if channels == 1 { "DeviceGray" } else { "DeviceRGB" };
            let mut dictionary = image_dictionary(size, colour_space);
            if let Some(alpha) = alpha {
                let mask = flate_stream(image_dictionary(size, "DeviceGray"), &alpha);
                dictionary.set("SMask", document.add_object(mask));
            }
            Ok((size, 1, flate_stream(dictionary, &colour)))
        }
    }
}

fn image_dictionary(size: ImageSize, colour_space: &str) -> Dictionary {
    let mut dictionary = Dictionary::new();
    dictionary.set("Type", "XObject");
    dictionary.set("Subtype", "Image");
    dictionary.set("Width", i64::from(size.width));
    dictionary.set("Height", i64::from(size.height));
    dictionary.set("ColorSpace", Object::Name(colour_space.as_bytes().to_vec()));
    dictionary.set("BitsPerComponent", 8);
    dictionary
}

/// `data` zlib-compressed at level 6 (level 9 takes twice as long on a photo's pixels for a percent or two).
fn flate_stream(mut dictionary: Dictionary, data: &[u8]) -> Stream {
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::new(6));
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(data);
    let compressed = encoder.finish().unwrap_or_default();
    dictionary.set("Filter", "FlateDecode");
    let mut stream = Stream::new(dictionary, compressed);
    stream.allows_compression = false;
    stream
}

/// What a JPEG's header says.
struct JpegHeader {
    size: ImageSize,
    components: u8,
    /// An Adobe APP14 marker: its CMYK is inverted.
    adobe: bool,
    /// The EXIF orientation, 1 (as stored) to 8.
    orientation: u8,
}

impl JpegHeader {
    fn colour_space(&self) -> &'static str {
        match self.components {
            1 => "DeviceGray",
            3 => "DeviceRGB",
            _ => "DeviceCMYK",
        }
    }
}

/// The frame header (SOF) and the Adobe marker, from the segments before the first scan.
fn jpeg_header(source: Source<'_>) -> Result<JpegHeader, PdfError> {
    let bytes = source.bytes;
    let mut at = 2;
    let mut adobe = false;
    let mut orientation = 1;
    loop {
        // Markers may be padded with any number of 0xFF bytes.
        while bytes.get(at) == Some(&0xFF) && bytes.get(at + 1) == Some(&0xFF) {
            at += 1;
        }
        let (Some(&0xFF), Some(&marker)) = (bytes.get(at), bytes.get(at + 1)) else {
            return Err(damaged(source, "it ends before its frame header"));
        };
        // Markers without a segment: restart markers, TEM.
        if (0xD0..=0xD7).contains(&marker) || marker == 0x01 {
            at += 2;
            continue;
        }
        if marker == 0xDA || marker == 0xD9 {
            return Err(damaged(source, "it has no frame header"));
        }
        let length = bytes.get(at + 2..at + 4).map_or(0, |b| usize::from(u16::from_be_bytes([b[0], b[1]])));
        let Some(data) = bytes.get(at + 4..at + 2 + length.max(2)).filter(|_| length >= 2) else {
            return Err(damaged(source, "it ends before its frame header"));
        };
        match marker {
            0xEE if data.starts_with(b"Adobe") => adobe = true,
            0xE1 if data.starts_with(b"Exif\0\0") => orientation = exif_orientation(&data[6..]).unwrap_or(1),
            0xC0..=0xCF if ![0xC4, 0xC8, 0xCC].contains(&marker) => {
                let &[precision, h1, h0, w1, w0, components, ..] = data else {
                    return Err(damaged(source, "its frame header is cut short"));
                };
                // Baseline, extended and progressive with Huffman coding are what PDF readers decode.
                if ![0xC0, 0xC1, 0xC2].contains(&marker) {
                    return Err(damaged(source, "it is a lossless or arithmetic-coded JPEG, which PDF cannot hold"));
                }
                if precision != 8 {
                    return Err(damaged(source, format!("it has {precision}-bit samples; PDF holds 8-bit JPEGs")));
                }
                if ![1, 3, 4].contains(&components) {
                    return Err(damaged(source, format!("it has {components} colour components")));
                }
                let size = ImageSize {
                    width: u32::from(u16::from_be_bytes([w1, w0])),
                    height: u32::from(u16::from_be_bytes([h1, h0])),
                };
                if size.width == 0 || size.height == 0 {
                    return Err(damaged(source, "its frame header gives no size"));
                }
                check_megapixels(source, size.width, size.height)?;
                return Ok(JpegHeader { size, components, adobe, orientation });
            }
            _ => {}
        }
        at += 2 + length;
    }
}

/// The orientation tag (0x0112) of a TIFF block's first directory, if it is 1 to 8.
fn exif_orientation(tiff: &[u8]) -> Option<u8> {
    let big_endian = match tiff.get(..2)? {
        b"MM" => true,
        b"II" => false,
        _ => return None,
    };
    let u16_at = |at: usize| {
        let bytes: [u8; 2] = tiff.get(at..at.checked_add(2)?)?.try_into().ok()?;
        Some(if big_endian { u16::from_be_bytes(bytes) } else { u16::from_le_bytes(bytes) })
    };
    let u32_at = |at: usize| {
        let bytes: [u8; 4] = tiff.get(at..at.checked_add(4)?)?.try_into().ok()?;
        Some(if big_endian { u32::from_be_bytes(bytes) } else { u32::from_le_bytes(bytes) })
    };
    let directory = usize::try_from(u32_at(4)?).ok()?;
    let entries = usize::from(u16_at(directory)?);
    (0..entries).find_map(|index| {
        let entry = directory.checked_add(2 + 12 * index)?;
        // Tag 0x0112, type SHORT (3): the value is in the entry's first two value bytes.
        (u16_at(entry)? == 0x0112 && u16_at(entry + 2)? == 3)
            .then(|| u16_at(entry + 8))
            .flatten()
            .and_then(|value| u8::try_from(value).ok())
            .filter(|value| (1..=8).contains(value))
    })
}

fn png_reader(source: Source<'_>) -> Result<png::Reader<Cursor<&[u8]>>, PdfError> {
    // The decoder's own allocations (not the pixels, which are checked first): a hostile file gets 64 MiB.
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(source.bytes), png::Limits { bytes: 64 << 20 });
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let reader = decoder.read_info().map_err(|error| damaged(source, error))?;
    let (width, height) = reader.info().size();
    check_megapixels(source, width, height)?;
    Ok(reader)
}

/// A PNG's pixels: 8-bit colour (1 or 3 channels a pixel), and its alpha when some pixel is not opaque.
struct PngPixels {
    size: ImageSize,
    colour: Vec<u8>,
    channels: usize,
    alpha: Option<Vec<u8>>,
}

fn decode_png(source: Source<'_>) -> Result<PngPixels, PdfError> {
    let mut reader = png_reader(source)?;
    let (width, height) = reader.info().size();
    let size = ImageSize { width, height };
    let length = reader.output_buffer_size().ok_or_else(|| damaged(source, "it is too large"))?;
    let mut pixels = vec![0; length];
    let frame = reader.next_frame(&mut pixels).map_err(|error| damaged(source, error))?;
    pixels.truncate(frame.buffer_size());
    let (channels, has_alpha) = match frame.color_type {
        png::ColorType::Grayscale => (1, false),
        png::ColorType::GrayscaleAlpha => (1, true),
        png::ColorType::Rgb => (3, false),
        // EXPAND turns a palette into RGB or RGBA: the rest is RGBA.
        _ => (3, true),
    };
    if !has_alpha {
        return Ok(PngPixels { size, colour: pixels, channels, alpha: None });
    }
    let stride = channels + 1;
    let mut colour = Vec::with_capacity(pixels.len() / stride * channels);
    let mut alpha = Vec::with_capacity(pixels.len() / stride);
    for pixel in pixels.chunks_exact(stride) {
        colour.extend_from_slice(&pixel[..channels]);
        alpha.push(pixel[channels]);
    }
    drop(pixels);
    let alpha = alpha.iter().any(|&value| value != 255).then_some(alpha);
    Ok(PngPixels { size, colour, channels, alpha })
}

/// Where an image goes: the page's size and the image's box on it, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Layout {
    page: (f64, f64),
    /// Left, bottom, width, height.
    image: (f64, f64, f64, f64),
    /// The EXIF orientation the drawing applies.
    orientation: u8,
}

impl Layout {
    /// `size` is the size the image shows at (after its orientation).
    fn new(size: ImageSize, orientation: u8, options: &ImagesOptions) -> Layout {
        let (width, height) = (f64::from(size.width), f64::from(size.height));
        let margin = options.margin_mm * POINTS_PER_MM;
        let landscape = match options.orientation {
            Orientation::Auto => width > height,
            Orientation::Portrait => false,
            Orientation::Landscape => true,
        };
        let paper = |short: f64, long: f64| if landscape { (long, short) } else { (short, long) };
        let page = match options.page {
            PageSize::A4 => paper(595.0, 842.0),
            PageSize::Letter => paper(612.0, 792.0),
            PageSize::Fit => {
                let scale = ((MAX_PAGE_SIDE - 2.0 * margin) / width.max(height)).min(1.0);
                (width * scale + 2.0 * margin, height * scale + 2.0 * margin)
            }
        };
        let scale = ((page.0 - 2.0 * margin) / width).min((page.1 - 2.0 * margin) / height).min(1.0);
        let (drawn_width, drawn_height) = (width * scale, height * scale);
        let image = ((page.0 - drawn_width) / 2.0, (page.1 - drawn_height) / 2.0, drawn_width, drawn_height);
        Layout { page, image, orientation }
    }

    /// The page's content: the image (a unit square, its first stored row at the top) scaled, turned or mirrored
    /// as its orientation says, and moved into its box.
    fn content(&self) -> String {
        let (x, y, w, h) = self.image;
        let matrix = match self.orientation {
            2 => [-w, 0.0, 0.0, h, x + w, y],
            3 => [-w, 0.0, 0.0, -h, x + w, y + h],
            4 => [w, 0.0, 0.0, -h, x, y + h],
            5 => [0.0, -h, -w, 0.0, x + w, y + h],
            6 => [0.0, -h, w, 0.0, x, y + h],
            7 => [0.0, h, w, 0.0, x, y],
            8 => [0.0, h, -w, 0.0, x + w, y],
            _ => [w, 0.0, 0.0, h, x, y],
        };
        let matrix: Vec<String> = matrix.into_iter().map(number).collect();
        format!("q {} cm /Im0 Do Q", matrix.join(" "))
    }
}

/// A length to two decimals (a hundredth of a point is far below what shows), without trailing zeros.
fn number(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" { "0".to_owned() } else { text.to_owned() }
}

fn real(value: f64) -> Object {
    if value.fract() == 0.0 {
        Object::Integer(value as i64)
    } else {
        Object::Real((value * 100.0).round() as f32 / 100.0)
    }
}
