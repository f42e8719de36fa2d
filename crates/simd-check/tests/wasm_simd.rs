//! fast_image_resize's simd128 code against its scalar code, on wasm32 (Node, through wasm-bindgen-test-runner;
//! `make unit` runs it). Natively this file is empty: the native SIMD paths are other code.
#![cfg(target_arch = "wasm32")]

use fast_image_resize::images::Image;
use fast_image_resize::{CpuExtensions, MulDiv, PixelType, Resizer};
use penknife_core::image::RgbaImage;
use penknife_core::image::resize::{divide_alpha, resize};
use penknife_simd_check::{lanczos3, noise, scalar_mul_div, scalar_resize, scalar_resizer};
use wasm_bindgen_test::wasm_bindgen_test;

/// Every (colour, alpha) pair once per channel position, colour > alpha (not a valid premultiplied pixel,
/// but what rounding and hostile input produce) included: 256 × 256 pixels.
fn every_colour_alpha_pair() -> Vec<u8> {
    let mut pixels = Vec::with_capacity(256 * 256 * 4);
    for alpha in 0..=255u8 {
        for colour in 0..=255u8 {
            pixels.extend([colour, colour.wrapping_add(85), colour.wrapping_add(170), alpha]);
        }
    }
    pixels
}

fn u8x4(width: u32, height: u32, pixels: Vec<u8>) -> Image<'static> {
    Image::from_vec_u8(width, height, pixels, PixelType::U8x4).expect("valid image")
}

/// The first pixel where `simd` and `scalar` differ, as a readable failure.
fn first_difference(simd: &[u8], scalar: &[u8], input: &[u8]) -> Option<String> {
    let at = simd.chunks_exact(4).zip(scalar.chunks_exact(4)).position(|(a, b)| a != b)?;
    let pixel = |bytes: &[u8]| format!("{:?}", bytes.get(at * 4..at * 4 + 4).unwrap_or_default());
    Some(format!(
        "pixel {at}: input {}, simd128 {}, scalar {} ({} pixels differ)",
        pixel(input),
        pixel(simd),
        pixel(scalar),
        simd.chunks_exact(4).zip(scalar.chunks_exact(4)).filter(|(a, b)| a != b).count()
    ))
}

#[wasm_bindgen_test]
fn the_simd128_path_is_the_one_penknife_runs() {
    assert_eq!(MulDiv::new().cpu_extensions(), CpuExtensions::Simd128);
    assert_eq!(Resizer::new().cpu_extensions(), CpuExtensions::Simd128);
}

#[wasm_bindgen_test]
fn multiply_alpha_matches_scalar_for_every_colour_and_alpha() {
    let input = every_colour_alpha_pair();
    let mut simd = u8x4(256, 256, input.clone());
    let mut scalar = u8x4(256, 256, input.clone());
    MulDiv::new().multiply_alpha_inplace(&mut simd).expect("supported");
    scalar_mul_div().multiply_alpha_inplace(&mut scalar).expect("supported");
    if let Some(difference) = first_difference(simd.buffer(), scalar.buffer(), &input) {
        panic!("multiply_alpha: {difference}");
    }
}

// fast_image_resize's simd128 `divide_alpha` is not used: in the wasm profile it is miscompiled
// (rust-lang/rust#157456; input [0, 85, 170, 1] gives [0, 255, 0, 1], scalar [0, 255, 255, 1]), so
// penknife_core divides in its own code, which LLVM may still vectorise with simd128: checked here on the
// same all-pairs input that exposes the miscompile (every pixel of alpha 1 differs there).
#[wasm_bindgen_test]
fn penknife_divide_alpha_matches_scalar_for_every_colour_and_alpha_including_colour_above_alpha() {
    let input = every_colour_alpha_pair();
    let mut ours = input.clone();
    divide_alpha(&mut ours);
    let mut scalar = u8x4(256, 256, input.clone());
    scalar_mul_div().divide_alpha_inplace(&mut scalar).expect("supported");
    if let Some(difference) = first_difference(&ours, scalar.buffer(), &input) {
        panic!("divide_alpha: {difference}");
    }
}

#[wasm_bindgen_test]
fn lanczos3_convolution_matches_scalar_on_premultiplied_and_invalid_pixels() {
    // Odd sizes reach the SIMD loops' tails; raw noise has colour > alpha in most pixels.
    for (width, height, to_width, to_height, seed) in
        [(97, 61, 40, 23, 1), (33, 17, 101, 59, 2), (256, 3, 7, 2, 3), (5, 200, 1, 13, 4)]
    {
        let input = noise((width * height * 4) as usize, seed);
        let source = u8x4(width, height, input.clone());
        let mut simd = Image::new(to_width, to_height, PixelType::U8x4);
        let mut scalar = Image::new(to_width, to_height, PixelType::U8x4);
        Resizer::new().resize(&source, &mut simd, &lanczos3()).expect("resizes");
        scalar_resizer().resize(&source, &mut scalar, &lanczos3()).expect("resizes");
        assert!(
            simd.buffer() == scalar.buffer(),
            "{width}×{height} → {to_width}×{to_height}: {}",
            first_difference(simd.buffer(), scalar.buffer(), &[]).unwrap_or_default()
        );
    }
}

#[wasm_bindgen_test]
fn penknife_resize_matches_the_all_scalar_pipeline() {
    for (width, height, to_width, to_height, seed) in [(120, 80, 37, 29, 5), (31, 47, 64, 90, 6)] {
        let input = noise((width * height * 4) as usize, seed);
        let image = RgbaImage::new(width, height, input.clone()).expect("valid");
        let ours = resize(&image, to_width, to_height).expect("resizes");
        let reference = scalar_resize(width, height, input, to_width, to_height);
        assert!(
            ours.pixels == reference,
            "{width}×{height} → {to_width}×{to_height}: {}",
            first_difference(&ours.pixels, &reference, &[]).unwrap_or_default()
        );
    }
}
