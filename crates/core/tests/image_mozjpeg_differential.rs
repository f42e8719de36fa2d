//! mozjpeg-rs (what Penknife ships, in wasm too) against C MozJPEG (the `mozjpeg` crate, natively) on the same
//! photo at the same quality: C MozJPEG's defaults are the `max_compression()` settings penknife_core uses
//! (progressive, trellis, optimised scans, 4:2:0), so the files should match in size and in what they decode to.
#![cfg(feature = "image")]

use image::ImageReader;
use penknife_core::image::RgbaImage;
use penknife_core::image::encode::{EncodeOptions, encode};
use std::io::Cursor;

/// Ours may be at most this much larger than C MozJPEG's file. Measured on chelsea.png (mozjpeg-rs 0.9.2 with
/// the trellis λ of src/image/jpeg.rs, mozjpeg 0.10.13): q50 +1.60 %, q75 +0.45 %, q90 +1.87 %, each 0.01–0.05 dB
/// PSNR above C.
const MAX_EXTRA_BYTES: f64 = 0.02;
/// And at most this much worse in PSNR against the source.
const MAX_PSNR_LOSS_DB: f64 = 0.1;

fn photo() -> RgbaImage {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/images/chelsea.png");
    let rgba = image::open(path).expect("fixture decodes").to_rgba8();
    RgbaImage::new(rgba.width(), rgba.height(), rgba.into_raw()).expect("valid")
}

fn c_mozjpeg(image: &RgbaImage, quality: u8) -> Vec<u8> {
    let rgb: Vec<u8> = image.pixels.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    let mut compress = mozjpeg::Compress::new(mozjpeg::ColorSpace::JCS_RGB);
    compress.set_size(image.width as usize, image.height as usize);
    compress.set_quality(f32::from(quality));
    let mut started = compress.start_compress(Vec::new()).expect("starts");
    started.write_scanlines(&rgb).expect("writes");
    started.finish().expect("finishes")
}

fn decoded(jpeg: &[u8]) -> RgbaImage {
    let reader = ImageReader::new(Cursor::new(jpeg)).with_guessed_format().expect("in memory");
    let rgba = reader.decode().expect("decodes").to_rgba8();
    RgbaImage::new(rgba.width(), rgba.height(), rgba.into_raw()).expect("valid")
}

fn psnr(a: &RgbaImage, b: &RgbaImage) -> f64 {
    let (mut sum, mut count) = (0.0, 0.0);
    for (p, q) in a.pixels.chunks_exact(4).zip(b.pixels.chunks_exact(4)) {
        for channel in 0..3 {
            sum += (f64::from(p[channel]) - f64::from(q[channel])).powi(2);
            count += 1.0;
        }
    }
    10.0 * (255.0 * 255.0 / (sum / count)).log10()
}

#[test]
fn mozjpeg_rs_matches_c_mozjpeg_in_size_and_fidelity() {
    let source = photo();
    for quality in [50, 75, 90] {
        let ours = encode(&source, &EncodeOptions::jpeg(quality)).expect("encodes");
        let reference = c_mozjpeg(&source, quality);
        let (ours_psnr, reference_psnr) = (psnr(&decoded(&ours), &source), psnr(&decoded(&reference), &source));
        let extra = ours.len() as f64 / reference.len() as f64 - 1.0;
        println!(
            "q{quality}: mozjpeg-rs {} bytes {ours_psnr:.2} dB, C MozJPEG {} bytes {reference_psnr:.2} dB ({:+.2} %)",
            ours.len(),
            reference.len(),
            extra * 100.0
        );
        assert!(extra <= MAX_EXTRA_BYTES, "q{quality}: {:+.2} % bytes vs C MozJPEG", extra * 100.0);
        assert!(
            ours_psnr >= reference_psnr - MAX_PSNR_LOSS_DB,
            "q{quality}: {ours_psnr:.2} dB vs C MozJPEG's {reference_psnr:.2} dB"
        );
        // The two decode to nearly the same picture, not merely to equally good ones.
        let between = psnr(&decoded(&ours), &decoded(&reference));
        assert!(between > 40.0, "q{quality}: ours vs C MozJPEG's decoded pixels: {between:.1} dB");
    }
}
