//! The QR Code Reader: every QR code in an image, read with the rqrr crate. What `penknife qr read`, the page
//! (through the `qr` wasm bundle; the browser decodes the file) and the fuzzer call.
//!
//! Rules, decided here:
//! - The input is pixels, grey levels or straight-alpha RGBA; a transparent pixel counts as white (a code saved
//!   with a transparent background still reads). Images over [`MAX_MEGAPIXELS`] are refused before any work.
//! - Every code rqrr finds is decoded; a code found but not decodable (damaged, blurred, cut off) is counted, not
//!   refused, as long as another one reads. When no dark-on-light code reads, the image is read again with its
//!   light and dark swapped, for codes drawn light on dark.
//! - The text is the code's bytes as UTF-8 (what every generator writes now). Bytes that are not UTF-8 are read
//!   as ISO-8859-1, the QR standard's own default, one character per byte (nothing lost), and the code says so.

#[cfg(test)]
mod tests;

use super::Ecc;
use serde::Serialize;

/// The image tools' own limit (`image::native::MAX_MEGAPIXELS`): larger images are refused unread.
pub const MAX_MEGAPIXELS: u32 = 100;

/// The pixels of an image, one byte a pixel or four.
#[derive(Debug, Clone, Copy)]
pub enum Pixels<'a> {
    /// Grey levels, 0 black.
    Grey(&'a [u8]),
    /// Straight-alpha RGBA, as a canvas or the `image` crate gives it.
    Rgba(&'a [u8]),
}

/// How a code's bytes became its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum TextEncoding {
    Utf8,
    /// Not UTF-8: ISO-8859-1, one character per byte.
    Latin1,
}

/// A point in the image, in pixels from its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct Corner {
    pub x: i32,
    pub y: i32,
}

/// One code read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct FoundCode {
    pub text: String,
    pub encoding: TextEncoding,
    /// 1–40.
    pub version: u8,
    pub ecc: Ecc,
    /// Where it is: its top-left, top-right, bottom-right and bottom-left corners as the code reads.
    pub corners: [Corner; 4],
}

/// What an image holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct QrScan {
    /// Top to bottom, then left to right.
    pub codes: Vec<FoundCode>,
    /// Codes found but not read (damaged, blurred or cut off).
    pub unreadable: u32,
}

/// Why nothing was read: a kind and its parameters, which the page words in its visitor's language
/// (`web/src/tools/qr-code-reader/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ReadError {
    #[error(
        "No QR code was found in this image. Try a sharper, straighter picture in which the code is larger, with its light border around it."
    )]
    NotFound,
    #[error("A QR code was found but could not be read: it may be damaged, blurred or cut off.")]
    Damaged,
    #[error("The image is too large to read ({width}×{height} pixels; at most {max_megapixels} megapixels).")]
    TooLarge { width: u32, height: u32, max_megapixels: u32 },
    #[error("The pixels do not match the image’s size: {expected} bytes expected, {actual} given.")]
    Pixels { expected: u64, actual: u64 },
}

/// Every QR code in the `width` × `height` image `pixels`.
pub fn read(pixels: Pixels<'_>, width: u32, height: u32) -> Result<QrScan, ReadError> {
    let area = u64::from(width) * u64::from(height);
    if area > u64::from(MAX_MEGAPIXELS) * 1_000_000 {
        return Err(ReadError::TooLarge { width, height, max_megapixels: MAX_MEGAPIXELS });
    }
    let (bytes, per_pixel) = match pixels {
        Pixels::Grey(bytes) => (bytes, 1),
        Pixels::Rgba(bytes) => (bytes, 4),
    };
    if bytes.len() as u64 != area * per_pixel {
        return Err(ReadError::Pixels { expected: area * per_pixel, actual: bytes.len() as u64 });
    }
    if area == 0 {
        return Err(ReadError::NotFound);
    }
    let grey: Vec<u8> = match pixels {
        Pixels::Grey(grey) => grey.to_vec(),
        Pixels::Rgba(rgba) => rgba.chunks_exact(4).map(|p| over_white(p[0], p[1], p[2], p[3])).collect(),
    };
    let (width, height) = (width as usize, height as usize);
    let mut scan = read_grey(&grey, width, height, false);
    if scan.codes.is_empty() {
        let inverted = read_grey(&grey, width, height, true);
        if !inverted.codes.is_empty() {
            scan = inverted;
        }
    }
    match scan {
        QrScan { codes, unreadable: 0 } if codes.is_empty() => Err(ReadError::NotFound),
        QrScan { codes, .. } if codes.is_empty() => Err(ReadError::Damaged),
        mut scan => {
            scan.codes.sort_by_key(|code| {
                let top = code.corners.iter().map(|c| c.y).min().unwrap_or(0);
                let left = code.corners.iter().map(|c| c.x).min().unwrap_or(0);
                (top, left)
            });
            Ok(scan)
        }
    }
}

/// The grey level of a straight-alpha pixel seen over white (Rec. 601 luma, as scanners weigh it).
fn over_white(r: u8, g: u8, b: u8, a: u8) -> u8 {
    let luma = (77 * u32::from(r) + 150 * u32::from(g) + 29 * u32::from(b) + 128) >> 8;
    let alpha = u32::from(a);
    u8::try_from((luma * alpha + 255 * (255 - alpha) + 127) / 255).unwrap_or(u8::MAX)
}

/// The codes rqrr finds in `grey`, its light and dark swapped when `inverted`.
fn read_grey(grey: &[u8], width: usize, height: usize, inverted: bool) -> QrScan {
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        let level = grey[y * width + x];
        if inverted { 255 - level } else { level }
    });
    let mut scan = QrScan { codes: Vec::new(), unreadable: 0 };
    for grid in image.detect_grids() {
        let mut bytes = Vec::new();
        match grid.decode_to(&mut bytes) {
            Ok(meta) => {
                let (text, encoding) = match String::from_utf8(bytes) {
                    Ok(text) => (text, TextEncoding::Utf8),
                    Err(error) => (error.into_bytes().iter().map(|&b| char::from(b)).collect(), TextEncoding::Latin1),
                };
                // The format information's two bits (ISO/IEC 18004 table 12).
                let ecc = match meta.ecc_level {
                    1 => Ecc::L,
                    0 => Ecc::M,
                    3 => Ecc::Q,
                    _ => Ecc::H,
                };
                scan.codes.push(FoundCode {
                    text,
                    encoding,
                    version: u8::try_from(meta.version.0).unwrap_or(0),
                    ecc,
                    corners: grid.bounds.map(|p| Corner { x: p.x, y: p.y }),
                });
            }
            Err(_) => scan.unreadable += 1,
        }
    }
    scan
}
