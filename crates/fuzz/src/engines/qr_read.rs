//! The QR Code Reader, on arbitrary grey pixels: option bytes, then the pixels. The seeds (seeds/qr-read/) are 16
//! zero option bytes (a square image) then the grey pixels of codes `penknife qr` drew, 1 or 2 pixels a module, one
//! of them inverted, and a blank square.

use penknife_core::qr::read::{self as reader, Pixels, QrScan, ReadError, TextEncoding};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput, grey: &[u8]) {
    // A width of 0 asks for the largest square the pixels fill (the seeds' codes).
    let width = match input.number(0..=255u32) {
        0 => (grey.len() as f64).sqrt() as u32,
        width => width,
    };
    let height = u32::try_from(grey.len()).unwrap_or(u32::MAX).checked_div(width).unwrap_or(0);
    let grey = &grey[..(width * height) as usize];
    let scan = reader::read(Pixels::Grey(grey), width, height);
    match &scan {
        Ok(QrScan { codes, .. }) => {
            assert!(!codes.is_empty(), "a scan that reads nothing is a refusal");
            for code in codes {
                assert!((1..=40).contains(&code.version));
                if code.encoding == TextEncoding::Latin1 {
                    // One character per byte, and not all of them ASCII (else the bytes were UTF-8).
                    assert!(code.text.chars().all(|c| u32::from(c) <= 0xff) && !code.text.is_ascii());
                }
            }
        }
        Err(ReadError::NotFound | ReadError::Damaged) => {}
        Err(other) => panic!("refused {width}×{height} pixels that fit: {other}"),
    }
    // The same pixels as opaque RGBA read the same.
    let rgba: Vec<u8> = grey.iter().flat_map(|&level| [level, level, level, 255]).collect();
    assert_eq!(reader::read(Pixels::Rgba(&rgba), width, height), scan);
}
