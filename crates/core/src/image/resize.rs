//! Resizing with fast_image_resize: Lanczos3 on premultiplied alpha (so transparent pixels' hidden colours do
//! not bleed into the edges), then back to straight alpha. In wasm the convolution uses simd128.

use super::{ImageError, MAX_DIMENSION, RgbaImage};
use fast_image_resize::images::Image;
use fast_image_resize::{FilterType, MulDiv, PixelType, ResizeAlg, ResizeOptions, Resizer};

/// `image` scaled to exactly `width × height` (no aspect ratio kept: the caller chooses the size).
pub fn resize(image: &RgbaImage, width: u32, height: u32) -> Result<RgbaImage, ImageError> {
    image.validate()?;
    for side in [image.width, image.height, width, height] {
        if !(1..=MAX_DIMENSION).contains(&side) {
            return Err(ImageError::Dimensions { width, height });
        }
    }
    if (width, height) == (image.width, image.height) {
        return Ok(image.clone());
    }
    let mut source =
        Image::from_vec_u8(image.width, image.height, image.pixels.clone(), PixelType::U8x4).map_err(resize_error)?;
    let alpha = MulDiv::default();
    alpha.multiply_alpha_inplace(&mut source).map_err(resize_error)?;
    let mut target = Image::new(width, height, PixelType::U8x4);
    let options = ResizeOptions::new().resize_alg(ResizeAlg::Convolution(FilterType::Lanczos3)).use_alpha(false);
    Resizer::new().resize(&source, &mut target, &options).map_err(resize_error)?;
    alpha.divide_alpha_inplace(&mut target).map_err(resize_error)?;
    RgbaImage::new(width, height, target.into_vec())
}

fn resize_error(error: impl std::fmt::Display) -> ImageError {
    ImageError::Resize(error.to_string())
}
