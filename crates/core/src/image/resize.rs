//! Resizing with fast_image_resize: Lanczos3 on premultiplied alpha (so transparent pixels' hidden colours do
//! not bleed into the edges), then back to straight alpha. In wasm the convolution uses simd128.
//!
//! The division back to straight alpha is ours, in scalar code: Rust 1.95 miscompiles fast_image_resize's
//! simd128 `divide_alpha` in optimised builds (rust-lang/rust#157456: a saturating narrow wraps, so a colour
//! above its alpha, which Lanczos ringing produces, comes out 0 instead of 255). crates/simd-check compares
//! every simd128 path we use with the scalar one, on wasm32.

use super::{ImageError, MAX_DIMENSION, RgbaImage};
use fast_image_resize::images::Image;
use fast_image_resize::{FilterType, MulDiv, PixelType, ResizeAlg, ResizeOptions, Resizer};

/// `image` scaled to exactly `width × height` (no aspect ratio kept: the caller chooses the size).
pub fn resize(image: &RgbaImage, width: u32, height: u32) -> Result<RgbaImage, ImageError> {
    image.validate()?;
    // The limit is on what the user asks for; any decodable source may be scaled.
    if !(1..=MAX_DIMENSION).contains(&width) || !(1..=MAX_DIMENSION).contains(&height) {
        return Err(ImageError::Dimensions { width, height, max: MAX_DIMENSION });
    }
    if (width, height) == (image.width, image.height) {
        return Ok(image.clone());
    }
    let mut source =
        Image::from_vec_u8(image.width, image.height, image.pixels.clone(), PixelType::U8x4).map_err(resize_error)?;
    MulDiv::default().multiply_alpha_inplace(&mut source).map_err(resize_error)?;
    let mut target = Image::new(width, height, PixelType::U8x4);
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3)).use_alpha(false);
    Resizer::new().resize(&source, &mut target, &options).map_err(resize_error)?;
    let mut pixels = target.into_vec();
    divide_alpha(&mut pixels);
    RgbaImage::new(width, height, pixels)
}

/// Premultiplied RGBA8 back to straight alpha, bit for bit as fast_image_resize's portable code does it
/// (a fixed-point reciprocal of alpha, colours above alpha clipped to 255). Public for crates/simd-check,
/// which checks it on wasm32 where LLVM may vectorise it.
pub fn divide_alpha(pixels: &mut [u8]) {
    const PRECISION: u32 = 8;
    const RECIPROCALS: [u32; 256] = {
        let mut table = [0; 256];
        let mut alpha = 1;
        while alpha < 256 {
            table[alpha] = ((255 << (PRECISION + 1)) / alpha as u32 + 1) >> 1;
            alpha += 1;
        }
        table
    };
    for pixel in pixels.chunks_exact_mut(4) {
        let reciprocal = RECIPROCALS[usize::from(pixel[3])];
        for colour in &mut pixel[..3] {
            let straight = (u32::from(*colour) * reciprocal + (1 << (PRECISION - 1))) >> PRECISION;
            *colour = straight.min(255) as u8;
        }
    }
}

fn resize_error(error: impl std::fmt::Display) -> ImageError {
    ImageError::Resize(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::testing::{fixture, generated, psnr_rgb};

    #[test]
    fn a_photo_scales_to_the_requested_size_and_matches_an_independent_lanczos3() {
        let photo = fixture("chelsea.png");
        let small = resize(&photo, 200, 133).expect("resizes");
        assert_eq!((small.width, small.height, small.pixels.len()), (200, 133, 200 * 133 * 4));
        let reference = ::image::imageops::resize(
            &::image::RgbaImage::from_raw(photo.width, photo.height, photo.pixels.clone()).expect("fits"),
            200,
            133,
            ::image::imageops::FilterType::Lanczos3,
        );
        let reference = RgbaImage::new(200, 133, reference.into_raw()).expect("valid");
        let psnr = psnr_rgb(&small, &reference);
        assert!(psnr > 35.0, "PSNR against the image crate's Lanczos3: {psnr:.1} dB");
        assert!(small.is_opaque());
    }

    #[test]
    fn upscaling_works_too() {
        let logo = fixture("logo-128.png");
        let big = resize(&logo, 300, 200).expect("resizes");
        assert_eq!((big.width, big.height), (300, 200));
    }

    #[test]
    fn hidden_colour_under_transparent_pixels_does_not_bleed_into_the_edge() {
        // Left half: invisible red; right half: opaque green. Straight-alpha filtering would tint the edge red.
        let image = generated(64, 8, |x, _| if x < 32 { [255, 0, 0, 0] } else { [0, 255, 0, 255] });
        let resized = resize(&image, 21, 3).expect("resizes");
        for pixel in resized.pixels.chunks_exact(4).filter(|p| p[3] > 0) {
            assert!(pixel[0] <= 2, "red bled into a visible pixel: {pixel:?}");
            assert!(pixel[1] >= 250, "green lost at a visible pixel: {pixel:?}");
        }
    }

    #[test]
    fn a_flat_colour_stays_flat() {
        let opaque = generated(50, 40, |_, _| [12, 200, 99, 255]);
        let resized = resize(&opaque, 17, 23).expect("resizes");
        assert!(resized.pixels.chunks_exact(4).all(|pixel| pixel == [12, 200, 99, 255]));
        // Half transparent: premultiplying to 8 bits and dividing back may move a channel by one.
        let translucent = generated(50, 40, |_, _| [12, 200, 99, 128]);
        let resized = resize(&translucent, 17, 23).expect("resizes");
        for pixel in resized.pixels.chunks_exact(4) {
            let off = pixel.iter().zip([12, 200, 99, 128]).map(|(a, b)| a.abs_diff(b)).max();
            assert!(off <= Some(1) && pixel[3] == 128, "{pixel:?}");
        }
    }

    #[test]
    fn dividing_by_alpha_rounds_and_clips_colours_above_alpha() {
        let mut pixels = [0, 85, 170, 1, 64, 128, 255, 128, 9, 9, 9, 0, 200, 100, 50, 255];
        divide_alpha(&mut pixels);
        assert_eq!(pixels, [0, 255, 255, 1, 128, 255, 255, 128, 0, 0, 0, 0, 200, 100, 50, 255]);
    }

    #[test]
    fn the_same_size_returns_the_same_pixels() {
        let logo = fixture("logo-128.png");
        assert_eq!(resize(&logo, 128, 128).expect("resizes"), logo);
    }

    #[test]
    fn sizes_outside_1_to_10000_are_refused_with_the_spec_limits() {
        let image = generated(4, 4, |_, _| [0, 0, 0, 255]);
        for (width, height) in [(0, 10), (10, 0), (10_001, 10), (10, 10_001)] {
            let error = resize(&image, width, height).expect_err("out of range");
            assert_eq!(
                error.to_string(),
                format!("Width and height must be between 1 and 10000 pixels (got {width}×{height})")
            );
        }
        assert_eq!(resize(&image, 10_000, 1).expect("at the limit").width, 10_000);
    }

    #[test]
    fn an_inconsistent_image_is_refused_not_resized() {
        let image = RgbaImage { width: 4, height: 4, pixels: vec![0; 10] };
        assert!(matches!(resize(&image, 2, 2), Err(ImageError::PixelLength { .. })));
    }
}
