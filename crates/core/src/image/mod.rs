//! Image tools: the shared pixel type and error, and one submodule per engine group (each behind its feature).

#[cfg(feature = "image-vector")]
pub mod svg;
#[cfg(feature = "image-vector")]
pub mod trace;
#[cfg(all(test, feature = "image-vector"))]
mod vector_test_support;

/// Straight-alpha (not premultiplied) RGBA8, row-major, no padding: what canvas getImageData gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RgbaImage {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

impl RgbaImage {
    /// Checks that the buffer holds exactly `width × height` RGBA pixels and that neither side is 0.
    pub fn new(width: u32, height: u32, pixels: Vec<u8>) -> Result<Self, ImageError> {
        let expected = u64::from(width) * u64::from(height) * 4;
        if width == 0 || height == 0 || pixels.len() as u64 != expected {
            return Err(ImageError::PixelCount { width, height, len: pixels.len() });
        }
        Ok(Self { width, height, pixels })
    }
}

/// One error enum for the image family; Display is the message the page shows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImageError {
    /// The pixel buffer does not match the dimensions (a caller's mistake, not the user's).
    #[error("The image data is {len} bytes, not the {width}×{height}×4 its size needs")]
    PixelCount { width: u32, height: u32, len: usize },
    /// An option outside its range.
    #[error("{0}")]
    InvalidOption(String),
    /// The text is not an SVG the sanitiser accepts (malformed XML, a DOCTYPE, not `<svg>`, too deep).
    #[error("{0}")]
    InvalidSvg(String),
    /// The tracer failed on this image.
    #[error("Could not trace the image: {0}")]
    Trace(String),
}
