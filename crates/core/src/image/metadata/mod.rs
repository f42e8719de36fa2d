//! A photo's metadata in what the image tools write. Removed by default; kept when the user asks, and then its
//! location only when asked again. What is kept is the EXIF block (camera, lens, exposure, date, author,
//! copyright), cleaned for the new file by [`exif`]; XMP, IPTC, comments and thumbnails are never carried.
//!
//! The encoders write no metadata: it is written afterwards into whatever file they made ([`embed`]), so every
//! encoder (ours, libwebp, the browser's) and every path (banded PNG, the original PNG kept when smaller) is
//! treated alike.

mod container;
mod exif;

use super::ImageError;
use serde::Deserialize;

/// What of the source's metadata a result keeps. From JS: `"remove"`, `"keepWithoutLocation"`, `"keepAll"`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum MetadataPolicy {
    /// Nothing: the privacy default (a photo's EXIF can say where and when it was taken, and with what).
    #[default]
    Remove,
    /// Camera, exposure, date, author and the rest, but no GPS position.
    KeepWithoutLocation,
    /// Everything the EXIF block holds, GPS position included.
    KeepAll,
}

/// The EXIF block of `source` (a JPEG, PNG or WebP file) as `policy` keeps it for a `width × height` result:
/// orientation 1 (the pixels are upright), the new pixel size, no thumbnail, and no GPS unless kept. `None` when
/// the policy removes metadata, or the file has none this can read (a malformed block is dropped, not copied).
pub fn exif_to_keep(source: &[u8], policy: MetadataPolicy, width: u32, height: u32) -> Option<Vec<u8>> {
    let keep_location = match policy {
        MetadataPolicy::Remove => return None,
        MetadataPolicy::KeepWithoutLocation => false,
        MetadataPolicy::KeepAll => true,
    };
    exif::clean(container::exif_of(source)?, keep_location, width, height)
}

/// Refuses `file` (a JPEG, PNG or WebP) when its colour profile is larger than
/// [`MAX_COLOUR_PROFILE_BYTES`](super::MAX_COLOUR_PROFILE_BYTES), reading its chunks only: no pixel is decoded, and a
/// PNG's compressed profile is inflated no further than the limit. Other formats pass (their profiles are stored
/// uncompressed, so never larger than the file).
pub fn check_colour_profile(file: &[u8]) -> Result<(), ImageError> {
    container::check_colour_profile(file)
}

/// Refuses `file` (the file the user gave) when the engine can tell it is broken without decoding it: a JPEG, PNG or
/// WebP cut short or with a header whose size cannot be read, or a colour profile over the limit
/// ([`check_colour_profile`]). The pages ask as a file is added; the command line before it decodes.
pub fn check_file(file: &[u8]) -> Result<(), ImageError> {
    check_colour_profile(file)?;
    container::check_complete(file)
}

/// The width and height a JPEG, PNG, WebP, GIF or BMP `file` declares in its header, as stored (before any EXIF
/// turn), read without decoding anything: what the page plans a file's memory by before the browser decodes it.
/// `None` for other formats (the browser opens more) and headers cut short.
pub fn declared_size(file: &[u8]) -> Option<(u32, u32)> {
    container::declared_size(file)
}

/// What [`embed`] writes into a file.
#[derive(Debug, Clone, Copy, Default)]
pub struct Embedded<'a> {
    /// A TIFF structure, as [`exif_to_keep`] gives.
    pub exif: Option<&'a [u8]>,
    /// An ICC colour profile (natively, where the pixels are still in the source's colours).
    pub icc: Option<&'a [u8]>,
}

/// `encoded` — a JPEG, PNG or WebP file of a `width × height` image, as an encoder wrote it — with `metadata`
/// written in. A JPEG's EXIF block must fit one segment (64 KB), as readers expect; a larger one is left out.
pub fn embed(encoded: Vec<u8>, metadata: Embedded, width: u32, height: u32) -> Result<Vec<u8>, ImageError> {
    if metadata.exif.is_none() && metadata.icc.is_none() {
        return Ok(encoded);
    }
    container::embed(&encoded, metadata.exif, metadata.icc, width, height)
}

#[cfg(test)]
mod tests;
