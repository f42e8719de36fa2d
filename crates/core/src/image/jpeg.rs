//! JPEG through mozjpeg-rs (pure Rust MozJPEG): progressive, trellis quantisation, optimised scans and Huffman
//! tables — C MozJPEG's own defaults (`cjpeg`), so the bytes track it (see tests/image_mozjpeg_differential.rs),
//! with one exception: the trellis's rate–distortion weight (below).

use super::encode::Chroma;
use super::pixels::flatten_in_place;
use super::{ImageError, RgbaImage};
use mozjpeg_rs::{Encoder, Subsampling, TrellisConfig, color, sample};
use std::borrow::Cow;

/// The trellis's λ is 2^scale1 / (2^scale2 + block norm); C MozJPEG's scale1 is 14.75. mozjpeg-rs prices
/// coefficients with the standard Huffman tables where C re-prices them with tables fitted to the image, and at
/// 14.75 it lands 0.4 % larger than C on average at equal SSIMULACRA2 (+1.1 % on rocket.jpg; bench/RESULTS.md).
/// A slightly larger λ keeps a few more coefficients and buys more score than bytes: at 14.9 the corpus averages
/// +0.1 % and no photo is above +0.8 %. 15.0 does better still (−0.1 %, none above +0.5 %) but is 2.2 % larger
/// than C at quality 90, past what tests/image_mozjpeg_differential.rs allows at equal quality.
/// `TrellisSpeedMode::Thorough` (C's full search) moved no photo by more than 0.05 %, and `eob_opt` ruins the
/// picture, so both keep mozjpeg-rs's defaults.
const LAMBDA_LOG_SCALE1: f32 = 14.9;

/// `quality` must already be 1–100 (the caller, [`super::encode::encode`], checks it). An owned `image` is freed
/// once the encoder's planes are made, before the encoder allocates its coefficients.
pub(super) fn encode(
    image: Cow<'_, RgbaImage>,
    quality: u8,
    chroma: Chroma,
    background: [u8; 3],
) -> Result<Vec<u8>, ImageError> {
    let subsampling = match chroma {
        Chroma::Yuv420 => Subsampling::S420,
        Chroma::Yuv444 => Subsampling::S444,
    };
    let (width, height) = (image.width, image.height);
    let (y, cb, cr) = planes(image, subsampling, background);
    let trellis = TrellisConfig::default();
    Encoder::max_compression()
        .quality(quality)
        .subsampling(subsampling)
        .trellis(trellis.lambda_scales(LAMBDA_LOG_SCALE1, trellis.lambda_log_scale2))
        .encode_ycbcr_planar(&y, &cb, &cr, width, height)
        .map_err(|error| ImageError::Encode { format: "JPEG", reason: error.to_string() })
}

/// The Y, Cb and Cr planes the encoder takes, chroma already subsampled, made as mozjpeg-rs makes them from RGB
/// (the same bytes come out). Made here so that, at 100 megapixels, neither the RGBA pixels (400 MB, when owned)
/// nor full-resolution chroma (200 MB) is still held while the encoder's coefficients (about 1 GB) are.
fn planes(image: Cow<'_, RgbaImage>, subsampling: Subsampling, background: [u8; 3]) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
    let mut image = image;
    // JPEG has no alpha: transparency is composited onto the background first (the alpha byte is then ignored).
    if !image.is_opaque() {
        flatten_in_place(image.to_mut(), background);
    }
    let (width, height) = (image.width as usize, image.height as usize);
    let pixels = width * height;
    let (mut y, mut cb, mut cr) = (vec![0; pixels], vec![0; pixels], vec![0; pixels]);
    color::convert_rgba_to_ycbcr_c_compat(&image.pixels, &mut y, &mut cb, &mut cr, pixels);
    drop(image);
    let (h, v) = subsampling.luma_factors();
    let (h, v) = (usize::from(h), usize::from(v));
    if (h, v) == (1, 1) {
        return (y, cb, cr);
    }
    let (chroma_width, chroma_height) = sample::subsampled_dimensions(width, height, h, v);
    let subsampled = |full: Vec<u8>| {
        let mut plane = vec![0; chroma_width * chroma_height];
        sample::downsample_plane(&full, width, height, h, v, &mut plane);
        plane
    };
    let cb = subsampled(cb);
    let cr = subsampled(cr);
    (y, cb, cr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::pixels::flatten_onto;
    use crate::image::testing::{decode, fixture, flattened, generated, psnr_rgb};
    use ::image::ImageFormat;

    const WHITE: [u8; 3] = [255, 255, 255];

    /// The luma component's sampling factors and whether the frame is progressive (SOF2), read from the
    /// frame header: what a decoder sees of the chroma and progressive settings.
    fn frame_header(jpeg: &[u8]) -> (u8, bool) {
        let at = jpeg
            .windows(2)
            .position(|marker| marker == [0xFF, 0xC0] || marker == [0xFF, 0xC2])
            .expect("a frame header");
        // FF Cn, length (2), precision, height (2), width (2), components, then id + sampling of the first.
        (jpeg[at + 11], jpeg[at + 1] == 0xC2)
    }

    #[test]
    fn a_photo_encodes_as_a_progressive_4_2_0_jpeg_close_to_the_source() {
        let photo = fixture("chelsea.png");
        let jpeg = encode(Cow::Borrowed(&photo), 80, Chroma::Yuv420, WHITE).expect("encodes");
        let (format, _, decoded) = decode(&jpeg);
        assert_eq!(format, ImageFormat::Jpeg);
        assert_eq!((decoded.width, decoded.height), (451, 300));
        let psnr = psnr_rgb(&decoded, &photo);
        assert!(psnr > 30.0, "PSNR {psnr:.1} dB");
        assert_eq!(frame_header(&jpeg), (0x22, true), "4:2:0 luma sampling, progressive");
        assert!(jpeg.len() < 40_000, "{} bytes for 0.14 MP at q80", jpeg.len());
    }

    #[test]
    fn yuv444_keeps_full_chroma_resolution() {
        let photo = fixture("chelsea.png");
        let jpeg = encode(Cow::Borrowed(&photo), 80, Chroma::Yuv444, WHITE).expect("encodes");
        assert_eq!(frame_header(&jpeg).0, 0x11);
        // Red/blue stripes one pixel wide: only 4:4:4 can keep them apart.
        let stripes = generated(64, 64, |x, _| if x % 2 == 0 { [255, 0, 0, 255] } else { [0, 0, 255, 255] });
        let full = psnr_rgb(
            &decode(&encode(Cow::Borrowed(&stripes), 90, Chroma::Yuv444, WHITE).expect("encodes")).2,
            &stripes,
        );
        let half = psnr_rgb(
            &decode(&encode(Cow::Borrowed(&stripes), 90, Chroma::Yuv420, WHITE).expect("encodes")).2,
            &stripes,
        );
        assert!(full > half + 10.0, "4:4:4 {full:.1} dB vs 4:2:0 {half:.1} dB");
    }

    #[test]
    fn lower_quality_means_fewer_bytes_and_more_error() {
        let photo = fixture("chelsea.png");
        let low = encode(Cow::Borrowed(&photo), 30, Chroma::Yuv420, WHITE).expect("encodes");
        let high = encode(Cow::Borrowed(&photo), 95, Chroma::Yuv420, WHITE).expect("encodes");
        assert!(low.len() * 2 < high.len(), "q30 {} bytes, q95 {} bytes", low.len(), high.len());
        assert!(psnr_rgb(&decode(&low).2, &photo) < psnr_rgb(&decode(&high).2, &photo));
    }

    #[test]
    fn transparency_is_flattened_onto_the_background() {
        let logo = fixture("logo-128.png");
        for background in [WHITE, [20, 40, 200]] {
            let (_, _, decoded) =
                decode(&encode(Cow::Borrowed(&logo), 90, Chroma::Yuv444, background).expect("encodes"));
            assert!(decoded.is_opaque());
            let psnr = psnr_rgb(&decoded, &flattened(&logo, background));
            assert!(psnr > 30.0, "PSNR against the logo on {background:?}: {psnr:.1} dB");
        }
        // The hidden colour of fully transparent pixels must not show.
        let invisible_red = generated(16, 16, |_, _| [255, 0, 0, 0]);
        let (_, _, decoded) =
            decode(&encode(Cow::Borrowed(&invisible_red), 90, Chroma::Yuv420, [0, 0, 255]).expect("encodes"));
        for pixel in decoded.pixels.chunks_exact(4) {
            assert!(pixel[0] < 8 && pixel[1] < 8 && pixel[2] > 247, "{pixel:?} is not blue");
        }
    }

    #[test]
    fn the_planes_made_here_give_the_same_bytes_as_the_encoders_own_from_rgb() {
        // encode() makes the encoder's planes itself (to free memory sooner): the file must not change for it.
        for image in [fixture("chelsea.png"), fixture("logo-128.png")] {
            for (chroma, subsampling) in [(Chroma::Yuv420, Subsampling::S420), (Chroma::Yuv444, Subsampling::S444)] {
                let trellis = TrellisConfig::default();
                let reference = Encoder::max_compression()
                    .quality(80)
                    .subsampling(subsampling)
                    .trellis(trellis.lambda_scales(LAMBDA_LOG_SCALE1, trellis.lambda_log_scale2))
                    .encode_rgb(&flatten_onto(&image, [20, 40, 200]), image.width, image.height)
                    .expect("encodes");
                let borrowed = encode(Cow::Borrowed(&image), 80, chroma, [20, 40, 200]).expect("encodes");
                let owned = encode(Cow::Owned(image.clone()), 80, chroma, [20, 40, 200]).expect("encodes");
                assert!(borrowed == reference && owned == reference, "{}×{} {chroma:?}", image.width, image.height);
            }
        }
    }

    #[test]
    fn a_single_pixel_encodes() {
        let dot = generated(1, 1, |_, _| [10, 200, 30, 255]);
        let (_, _, decoded) = decode(&encode(Cow::Borrowed(&dot), 100, Chroma::Yuv420, WHITE).expect("encodes"));
        assert_eq!((decoded.width, decoded.height), (1, 1));
    }
}
