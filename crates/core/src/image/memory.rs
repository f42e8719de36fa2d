//! How much memory one image job holds at its peak, from the sizes its file declares: what lets the CLI and the page
//! run several files side by side within a budget instead of one per core, whatever the files are.
//!
//! The page's peak is about the same: the browser decodes into a bitmap, a canvas and `getImageData`'s array (4
//! bytes a pixel each, the first two released before the engine runs), and the engine then holds its own copy of
//! the pixels and the encoder's memory, as natively; the worker's array (4 bytes a pixel more) is what the page's
//! budget leaves room for.
//!
//! Measured with `/usr/bin/time -v penknife image …` on a 10000×10000 PNG (100 megapixels), peak RSS: convert to
//! JPEG 1,562 MiB, to PNG 1,369 MiB, to WebP 973 MiB; resize to 1000×1000 838 MiB.

/// Bytes per source pixel while it is decoded: the decoder's pixels in the file's own colour type (up to 4 bytes,
/// more for 16-bit files, which the pixel cap keeps rare) converted into RGBA (4), and its buffers. Resizing a
/// 100-megapixel PNG down peaked at 8.8 bytes a pixel.
const DECODING_BYTES_PER_PIXEL: u64 = 9;
/// Bytes per pixel of an RGBA image: a resize holds its source and its result at once.
const RGBA_BYTES_PER_PIXEL: u64 = 4;
/// Bytes per output pixel while it is encoded, the image's own pixels included, the worst of the encoders: MozJPEG
/// (16.4 bytes a pixel: its planes, and every block's coefficients for its progressive scans and trellis); oxipng
/// peaked at 14.4, libwebp at 10.2.
const ENCODING_BYTES_PER_PIXEL: u64 = 17;

/// What the page's workers may hold between them. A browser tab has no `MemAvailable` to read (Chrome's
/// `navigator.deviceMemory` stops at 8 GB), and each worker's engine has 4 GiB of address space at most: 2 GiB lets
/// four 12-megapixel photos run at once, three 40-megapixel ones, and a 100-megapixel one beside small ones only.
pub const PAGE_MEMORY_BUDGET: u64 = 2 << 30;

/// The peak memory of decoding a `source_pixels` image and writing an `output_pixels` one (the same number unless
/// the job resizes), in bytes: the largest of decoding, resizing and encoding. An estimate for scheduling, not a
/// bound.
pub fn peak_memory_estimate(source_pixels: u64, output_pixels: u64) -> u64 {
    let decoding = source_pixels.saturating_mul(DECODING_BYTES_PER_PIXEL);
    let resizing = source_pixels.saturating_add(output_pixels).saturating_mul(RGBA_BYTES_PER_PIXEL);
    let encoding = output_pixels.saturating_mul(ENCODING_BYTES_PER_PIXEL);
    decoding.max(resizing).max(encoding)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIB: u64 = 1 << 20;

    #[test]
    fn the_estimate_covers_what_was_measured() {
        // convert --format jpeg: 1,562 MiB; resize --width 1000: 838 MiB. At most a fifth over.
        let convert = peak_memory_estimate(100_000_000, 100_000_000);
        assert!((1_562 * MIB..1_562 * MIB * 6 / 5).contains(&convert), "{} MiB", convert / MIB);
        let shrink = peak_memory_estimate(100_000_000, 1_000_000);
        assert!((838 * MIB..838 * MIB * 6 / 5).contains(&shrink), "{} MiB", shrink / MIB);
        // Enlarging a small image costs what encoding the large one does.
        assert_eq!(peak_memory_estimate(1_000_000, 100_000_000), convert);
    }

    #[test]
    fn the_estimate_never_overflows() {
        assert_eq!(peak_memory_estimate(u64::MAX, u64::MAX), u64::MAX);
        assert_eq!(peak_memory_estimate(0, 0), 0);
    }
}
