//! Scalar twins of the SIMD code penknife_core::image::resize runs, for the differential tests in tests/.
//! Rust 1.95 miscompiles some wasm SIMD narrowing intrinsics (rust-lang/rust#157456), so the simd128 paths of
//! fast_image_resize are checked on wasm32 itself against its portable code (`CpuExtensions::None`).

use fast_image_resize::images::Image;
use fast_image_resize::{CpuExtensions, FilterType, MulDiv, PixelType, ResizeAlg, ResizeOptions, Resizer};

/// A `MulDiv` that runs the portable code whatever the CPU offers.
pub fn scalar_mul_div() -> MulDiv {
    let mut mul_div = MulDiv::new();
    // SAFETY: `None` selects the portable code, which every CPU supports.
    #[allow(unsafe_code, reason = "the scalar path is always supported")]
    unsafe {
        mul_div.set_cpu_extensions(CpuExtensions::None);
    }
    mul_div
}

/// A `Resizer` that runs the portable code whatever the CPU offers.
pub fn scalar_resizer() -> Resizer {
    let mut resizer = Resizer::new();
    // SAFETY: as in `scalar_mul_div`.
    #[allow(unsafe_code, reason = "the scalar path is always supported")]
    unsafe {
        resizer.set_cpu_extensions(CpuExtensions::None);
    }
    resizer
}

/// The options penknife_core's resize uses: Lanczos3 on pixels it premultiplied itself.
pub fn lanczos3() -> ResizeOptions {
    ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3)).use_alpha(false)
}

/// Straight RGBA8 resized as penknife_core does it, but all in scalar code: the reference for its output.
pub fn scalar_resize(width: u32, height: u32, pixels: Vec<u8>, to_width: u32, to_height: u32) -> Vec<u8> {
    let mul_div = scalar_mul_div();
    let mut source = Image::from_vec_u8(width, height, pixels, PixelType::U8x4).expect("valid image");
    mul_div.multiply_alpha_inplace(&mut source).expect("u8x4 is supported");
    let mut target = Image::new(to_width, to_height, PixelType::U8x4);
    scalar_resizer().resize(&source, &mut target, &lanczos3()).expect("resizes");
    mul_div.divide_alpha_inplace(&mut target).expect("u8x4 is supported");
    target.into_vec()
}

/// Deterministic pseudo-random bytes (xorshift), so a failure reproduces.
pub fn noise(len: usize, seed: u64) -> Vec<u8> {
    let mut state = seed | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}
