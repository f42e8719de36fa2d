//! Lossless PNG of a large true-colour image, in bands of rows that can be compressed at the same time.
//!
//! oxipng does one image on one core, and its final libdeflate level-11 pass is about two thirds of its time. Here
//! the rows are cut into up to four bands; each band is filtered and compressed on its own exactly as
//! `oxipng -o2` treats a whole image (the four filter strategies compressed at level 7, the smallest of them again
//! at level 11), and the bands' DEFLATE streams are joined into one zlib stream ([`super::zlib_join`]). The page
//! runs the bands in its worker pool, the CLI on its threads; the bytes depend only on the image, never on how
//! many cores took part. A band starts without the previous band's 32 KB of history, which costs a few hundred
//! bytes per band; choosing filters per band wins about as much back (bench/RESULTS.md).
//!
//! Images of at most 256 colours are not banded: oxipng's palette and bit-depth reductions matter more there,
//! and such images compress quickly anyway.

use super::chunks;
use super::filter::{Strategy, filter_rows};
use super::zlib_join::{self, Part};
use crate::image::pixels::count_colours_up_to;
use crate::image::{ImageError, RgbaImage};
use libdeflater::{CompressionLvl, Compressor};
use serde::{Deserialize, Serialize};

/// Unfiltered bytes a band holds at least (2 MiB: 0.7 megapixels of RGB): smaller images stay in one piece.
const MIN_BAND_BYTES: usize = 2 << 20;
/// Bands at most: each costs a few hundred bytes, and four keep the page's pool of (at most four) workers busy.
const MAX_BANDS: usize = 4;
/// libdeflate levels: the trials that choose a band's filters, and the band's final compression (`oxipng -o2`'s).
const TRIAL_LEVEL: i32 = 7;
const FINAL_LEVEL: i32 = 11;

/// The PNG colour types a banded image is stored in (the others need at most 256 colours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum PngColour {
    /// Grey with alpha: every pixel has red = green = blue.
    GreyAlpha,
    /// Fully opaque.
    Rgb,
    Rgba,
}

impl PngColour {
    /// The IHDR colour type.
    fn code(self) -> u8 {
        match self {
            PngColour::GreyAlpha => 4,
            PngColour::Rgb => 2,
            PngColour::Rgba => 6,
        }
    }

    fn bytes_per_pixel(self) -> usize {
        match self {
            PngColour::GreyAlpha => 2,
            PngColour::Rgb => 3,
            PngColour::Rgba => 4,
        }
    }

    /// One RGBA pixel's samples in this colour type.
    fn push_samples(self, rgba: &[u8], out: &mut Vec<u8>) {
        match self {
            PngColour::GreyAlpha => out.extend([rgba[0], rgba[3]]),
            PngColour::Rgb => out.extend_from_slice(&rgba[..3]),
            PngColour::Rgba => out.extend_from_slice(rgba),
        }
    }
}

/// How an image is cut: its colour type and each band's rows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct BandPlan {
    pub colour: PngColour,
    /// The first row of each band, then the image's height: band `i` is rows `row_starts[i]..row_starts[i + 1]`.
    pub row_starts: Vec<u32>,
}

/// The plan for `image`, or `None` when it has at most 256 colours (oxipng's palette does better) or fits in one
/// band (nothing to share out).
pub fn plan(image: &RgbaImage) -> Option<BandPlan> {
    image.validate().ok()?;
    let colour = if image.is_opaque() {
        PngColour::Rgb
    } else if image.pixels.chunks_exact(4).all(|p| p[0] == p[1] && p[1] == p[2]) {
        PngColour::GreyAlpha
    } else {
        PngColour::Rgba
    };
    let row_len = image.width as usize * colour.bytes_per_pixel();
    let bands = (row_len * image.height as usize / MIN_BAND_BYTES).clamp(1, MAX_BANDS);
    if bands == 1 || count_colours_up_to(image, 256) <= 256 {
        return None;
    }
    let rows_per_band = (image.height as usize).div_ceil(bands);
    let mut row_starts: Vec<u32> = (0..image.height).step_by(rows_per_band).collect();
    row_starts.push(image.height);
    Some(BandPlan { colour, row_starts })
}

/// One band, compressed: a raw DEFLATE stream of its filtered rows and what joining it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompressedBand(Part);

/// Filters and compresses one band. `rgba` is the band's rows of `width` RGBA pixels, preceded by the row above
/// it when `after_row_above` (every band but the first: the filters look one row up).
pub fn compress_band(
    rgba: &[u8],
    width: u32,
    after_row_above: bool,
    colour: PngColour,
) -> Result<CompressedBand, ImageError> {
    let rgba_row = width as usize * 4;
    if width == 0
        || rgba.is_empty()
        || !rgba.len().is_multiple_of(rgba_row)
        || (after_row_above && rgba.len() == rgba_row)
    {
        return Err(band_error("the band's pixels are not whole rows"));
    }
    let mut samples = Vec::with_capacity(rgba.len() / 4 * colour.bytes_per_pixel());
    for pixel in rgba.chunks_exact(4) {
        colour.push_samples(pixel, &mut samples);
    }
    let (row_len, bpp) = (width as usize * colour.bytes_per_pixel(), colour.bytes_per_pixel());
    let (above, rows) = if after_row_above { samples.split_at(row_len) } else { (&[][..], &samples[..]) };
    let above = after_row_above.then_some(above);

    let mut trial = Compressor::new(CompressionLvl::new(TRIAL_LEVEL).expect("a libdeflate level"));
    let mut scratch = Vec::new();
    let mut best: Option<(usize, Vec<u8>)> = None;
    for strategy in Strategy::ALL {
        let mut filtered = Vec::new();
        filter_rows(rows, above, row_len, bpp, strategy, &mut filtered);
        let size = deflate(&mut trial, &filtered, &mut scratch)?;
        if best.as_ref().is_none_or(|(smallest, _)| size < *smallest) {
            best = Some((size, filtered));
        }
    }
    let (_, filtered) = best.expect("at least one strategy");
    let mut stream = Vec::new();
    let mut last = Compressor::new(CompressionLvl::new(FINAL_LEVEL).expect("a libdeflate level"));
    deflate(&mut last, &filtered, &mut stream)?;
    Ok(CompressedBand(Part::new(stream, &filtered)))
}

/// Compresses `data` into `out` (resized to fit), returning the compressed size.
fn deflate(compressor: &mut Compressor, data: &[u8], out: &mut Vec<u8>) -> Result<usize, ImageError> {
    out.resize(compressor.deflate_compress_bound(data.len()), 0);
    let written = compressor.deflate_compress(data, out).map_err(|error| band_error(&error.to_string()))?;
    out.truncate(written);
    Ok(written)
}

/// The PNG file of `width × height` pixels of `colour` whose rows the `bands` hold, top to bottom.
pub fn assemble(width: u32, height: u32, colour: PngColour, bands: &[CompressedBand]) -> Result<Vec<u8>, ImageError> {
    let parts: Vec<Part> = bands.iter().map(|band| band.0.clone()).collect();
    let expected = u64::from(height) * (u64::from(width) * colour.bytes_per_pixel() as u64 + 1);
    if parts.iter().map(|part| part.len).sum::<u64>() != expected {
        return Err(band_error("the bands do not hold the image's rows"));
    }
    let zlib = zlib_join::join(&parts, 3).ok_or_else(|| band_error("a compressed band is malformed"))?;
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend(width.to_be_bytes());
    ihdr.extend(height.to_be_bytes());
    // 8 bits per sample, deflate, adaptive filtering, not interlaced.
    ihdr.extend([8, colour.code(), 0, 0, 0]);
    let mut png = chunks::SIGNATURE.to_vec();
    for (name, data) in [(b"IHDR", &ihdr[..]), (b"IDAT", &zlib[..]), (b"IEND", &[][..])] {
        png.extend(chunks::chunk(name, data).ok_or_else(|| band_error("the image data is over 4 GiB"))?);
    }
    Ok(png)
}

/// Encodes `image` by `plan`: natively on every core, in wasm band after band (the page spreads the bands over its
/// workers instead, with the same result).
pub fn encode(image: &RgbaImage, plan: &BandPlan) -> Result<Vec<u8>, ImageError> {
    let compress = |(pixels, after_row_above)| compress_band(pixels, image.width, after_row_above, plan.colour);
    #[cfg(not(target_arch = "wasm32"))]
    let bands = {
        let jobs: Vec<_> = band_pixels(image, plan).collect();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(jobs.len());
        let next = std::sync::atomic::AtomicUsize::new(0);
        let mut done: Vec<(usize, Result<CompressedBand, ImageError>)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut finished = Vec::new();
                        loop {
                            let index = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            let Some(&job) = jobs.get(index) else { return finished };
                            finished.push((index, compress(job)));
                        }
                    })
                })
                .collect();
            workers.into_iter().flat_map(|worker| worker.join().expect("a band's thread panicked")).collect()
        });
        done.sort_by_key(|(index, _)| *index);
        done.into_iter().map(|(_, band)| band).collect::<Result<Vec<_>, _>>()?
    };
    #[cfg(target_arch = "wasm32")]
    let bands = band_pixels(image, plan).map(compress).collect::<Result<Vec<_>, _>>()?;
    assemble(image.width, image.height, plan.colour, &bands)
}

/// Each band's RGBA rows (with the row above it, except the first) and whether that row is there.
pub fn band_pixels<'a>(image: &'a RgbaImage, plan: &'a BandPlan) -> impl Iterator<Item = (&'a [u8], bool)> + 'a {
    let row = image.width as usize * 4;
    plan.row_starts.windows(2).map(move |rows| {
        let (start, end) = (rows[0] as usize, rows[1] as usize);
        let from = start.saturating_sub(1);
        (&image.pixels[from * row..end * row], start > 0)
    })
}

fn band_error(reason: &str) -> ImageError {
    ImageError::Encode { format: "PNG", reason: reason.to_owned() }
}

impl CompressedBand {
    /// The band as one byte string, to pass between workers: its stream's length, its data's Adler-32 and length
    /// (little-endian, 8 + 4 + 8 bytes), then the stream. Bands written one after another parse back in order.
    pub fn to_bytes(&self) -> Vec<u8> {
        let part = &self.0;
        let mut out = Vec::with_capacity(HEADER + part.deflate.len());
        out.extend((part.deflate.len() as u64).to_le_bytes());
        out.extend(part.adler.to_le_bytes());
        out.extend(part.len.to_le_bytes());
        out.extend_from_slice(&part.deflate);
        out
    }

    /// The bands [`CompressedBand::to_bytes`] wrote one after another. Only the framing is checked here;
    /// [`assemble`] walks each stream before joining it.
    pub fn parse_all(mut bytes: &[u8]) -> Result<Vec<CompressedBand>, ImageError> {
        let malformed = || band_error("a compressed band is malformed");
        let mut bands = Vec::new();
        while !bytes.is_empty() {
            let header = bytes.get(..HEADER).ok_or_else(malformed)?;
            let stream_len = u64::from_le_bytes(header[..8].try_into().expect("8 bytes"));
            let adler = u32::from_le_bytes(header[8..12].try_into().expect("4 bytes"));
            let len = u64::from_le_bytes(header[12..].try_into().expect("8 bytes"));
            let end = usize::try_from(stream_len).ok().and_then(|n| n.checked_add(HEADER)).ok_or_else(malformed)?;
            let deflate = bytes.get(HEADER..end).ok_or_else(malformed)?.to_vec();
            bands.push(CompressedBand(Part { deflate, adler, len }));
            bytes = &bytes[end..];
        }
        Ok(bands)
    }
}

/// Bytes before a serialised band's stream.
const HEADER: usize = 8 + 4 + 8;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::testing::{decode, fixture, generated};

    /// A photo-like image: a gradient with noise, so it has far more than 256 colours.
    fn noisy(width: u32, height: u32, alpha: impl Fn(u32, u32) -> u8, grey: bool) -> RgbaImage {
        generated(width, height, |x, y| {
            let noise = (x.wrapping_mul(2_654_435_761) ^ y.wrapping_mul(40_503)) >> 13 & 15;
            let v = ((x + 2 * y) / 3 + noise) as u8;
            if grey { [v, v, v, alpha(x, y)] } else { [v, (y as u8).wrapping_add(noise as u8), x as u8, alpha(x, y)] }
        })
    }

    fn encoded_by_hand(image: &RgbaImage, plan: &BandPlan) -> Vec<u8> {
        let bands: Vec<CompressedBand> = band_pixels(image, plan)
            .map(|(pixels, after)| compress_band(pixels, image.width, after, plan.colour).expect("compresses"))
            .collect();
        assemble(image.width, image.height, plan.colour, &bands).expect("assembles")
    }

    #[test]
    fn large_many_coloured_images_are_cut_into_at_most_four_bands() {
        let opaque = |_, _| 255;
        let plan = plan(&noisy(1400, 1000, opaque, false)).expect("4.2 MB of RGB: two bands");
        assert_eq!(plan, BandPlan { colour: PngColour::Rgb, row_starts: vec![0, 500, 1000] });
        assert_eq!(
            super::plan(&noisy(3000, 2001, opaque, false)).expect("banded").row_starts,
            [0, 501, 1002, 1503, 2001]
        );
        assert_eq!(super::plan(&noisy(1000, 600, opaque, false)), None, "1.8 MB: one piece");
        let few_colours = generated(2000, 1000, |x, y| [(x % 16) as u8 * 16, (y % 16) as u8 * 16, 0, 255]);
        assert_eq!(super::plan(&few_colours), None, "256 colours: oxipng's palette");
        let translucent = |x: u32, _| (x % 200) as u8;
        // Two bytes a pixel: 4.2 MB at 2100 × 1000.
        assert_eq!(super::plan(&noisy(2100, 1000, translucent, true)).expect("banded").colour, PngColour::GreyAlpha);
        assert_eq!(super::plan(&noisy(1400, 1000, translucent, false)).expect("banded").colour, PngColour::Rgba);
    }

    #[test]
    fn banded_pngs_decode_to_the_source_pixels_in_every_colour_type() {
        let translucent = |x: u32, y: u32| (x * 7 + y) as u8;
        for (image, colour) in [
            (noisy(97, 61, |_, _| 255, false), PngColour::Rgb),
            (noisy(97, 61, translucent, false), PngColour::Rgba),
            (noisy(97, 61, translucent, true), PngColour::GreyAlpha),
        ] {
            for row_starts in [vec![0, 61], vec![0, 1, 30, 61], vec![0, 20, 40, 60, 61]] {
                let png = encoded_by_hand(&image, &BandPlan { colour, row_starts: row_starts.clone() });
                let (_, stored, decoded) = decode(&png);
                assert_eq!(decoded, image, "{colour:?} in bands {row_starts:?}");
                assert_eq!(stored.channel_count(), colour.bytes_per_pixel() as u8);
            }
        }
    }

    #[test]
    fn one_band_is_exactly_as_large_as_oxipng_o2() {
        // The same filters, strategies and levels as oxipng's preset 2 on the whole image: the same size.
        let photo = fixture("chelsea.png");
        let ours = encoded_by_hand(&photo, &BandPlan { colour: PngColour::Rgb, row_starts: vec![0, photo.height] });
        let oxipng = super::super::encode(&photo, None, 2).expect("encodes");
        assert_eq!(ours.len(), oxipng.len());
        assert_eq!(decode(&ours).2, photo);
    }

    #[test]
    fn the_bytes_do_not_depend_on_how_many_threads_compressed_the_bands() {
        let image = noisy(120, 90, |_, _| 255, false);
        let plan = BandPlan { colour: PngColour::Rgb, row_starts: vec![0, 20, 45, 70, 90] };
        assert_eq!(encode(&image, &plan).expect("encodes"), encoded_by_hand(&image, &plan));
    }

    #[test]
    fn compressed_bands_cross_between_workers_as_bytes() {
        let image = noisy(50, 40, |_, _| 255, false);
        let plan = BandPlan { colour: PngColour::Rgb, row_starts: vec![0, 13, 40] };
        let bands: Vec<CompressedBand> = band_pixels(&image, &plan)
            .map(|(pixels, after)| compress_band(pixels, 50, after, plan.colour).expect("compresses"))
            .collect();
        let bytes: Vec<u8> = bands.iter().flat_map(CompressedBand::to_bytes).collect();
        assert_eq!(CompressedBand::parse_all(&bytes).expect("parses"), bands);
        for cut in [1, HEADER - 1, HEADER + 3, bytes.len() - 1] {
            assert!(CompressedBand::parse_all(&bytes[..cut]).is_err(), "cut at {cut}");
        }
    }

    #[test]
    fn inconsistent_bands_are_refused_with_an_error() {
        let image = noisy(30, 20, |_, _| 255, false);
        let row = 30 * 4;
        assert!(compress_band(&image.pixels[..row + 5], 30, false, PngColour::Rgb).is_err(), "a partial row");
        assert!(compress_band(&image.pixels[..row], 30, true, PngColour::Rgb).is_err(), "only the row above");
        assert!(compress_band(&image.pixels, 0, false, PngColour::Rgb).is_err(), "no width");
        let top = compress_band(&image.pixels[..10 * row], 30, false, PngColour::Rgb).expect("compresses");
        let error = assemble(30, 20, PngColour::Rgb, &[top]).expect_err("half the rows");
        assert_eq!(error.to_string(), "Could not encode the PNG: the bands do not hold the image's rows");
        let mut damaged = compress_band(&image.pixels, 30, false, PngColour::Rgb).expect("compresses");
        damaged.0.deflate.truncate(3);
        assert!(assemble(30, 20, PngColour::Rgb, &[damaged]).is_err(), "a damaged stream");
    }
}
