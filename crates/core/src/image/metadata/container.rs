//! Where EXIF and ICC profiles live in JPEG, PNG and WebP files: finding a file's EXIF block, and writing EXIF
//! and a profile into a file an encoder has just written (which carries neither).

use super::super::png::chunks::{self as png, SIGNATURE as PNG_SIGNATURE};
use super::super::{ImageError, MAX_COLOUR_PROFILE_BYTES};

/// The file formats metadata is read from and written to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Container {
    Jpeg,
    Png,
    Webp,
}

const EXIF_HEADER: &[u8; 6] = b"Exif\0\0";
const ICC_HEADER: &[u8; 12] = b"ICC_PROFILE\0";
/// A JPEG segment holds at most 65,533 bytes after its marker and length.
const JPEG_SEGMENT_MAX: usize = 65_533;

fn container(file: &[u8]) -> Option<Container> {
    if file.starts_with(&[0xFF, 0xD8]) {
        Some(Container::Jpeg)
    } else if file.starts_with(PNG_SIGNATURE) {
        Some(Container::Png)
    } else if file.get(..4) == Some(b"RIFF") && file.get(8..12) == Some(b"WEBP") {
        Some(Container::Webp)
    } else {
        None
    }
}

/// The EXIF block (a TIFF structure) of a JPEG, PNG or WebP file; `None` when it has none or is malformed.
pub(super) fn exif_of(file: &[u8]) -> Option<&[u8]> {
    match container(file)? {
        Container::Jpeg => jpeg_segments(file)
            .find_map(|(marker, data)| if marker == 0xE1 { data.strip_prefix(EXIF_HEADER) } else { None }),
        Container::Png => png::chunks(file).find(|chunk| chunk.name == b"eXIf").map(|chunk| chunk.data),
        // Some writers put JPEG's "Exif\0\0" before the TIFF header here too.
        Container::Webp => riff_chunks(file)
            .find_map(|(name, data)| (name == b"EXIF").then_some(data))
            .map(|data| data.strip_prefix(EXIF_HEADER).unwrap_or(data)),
    }
}

/// `encoded` (a file as our encoders or the browser write it: no EXIF, no profile) with `exif` (a TIFF block)
/// and `icc` (an ICC profile) written where its format keeps them. `width` and `height` are the image's.
pub(super) fn embed(
    encoded: &[u8],
    exif: Option<&[u8]>,
    icc: Option<&[u8]>,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, ImageError> {
    let malformed = |format: &'static str| ImageError::Encode { format, reason: "unexpected file layout".to_owned() };
    // A file that says its colours already (the original PNG kept when smaller) keeps its own word.
    let icc = icc.filter(|_| !has_colour_profile(encoded));
    match container(encoded) {
        Some(Container::Jpeg) => jpeg_with(encoded, exif, icc).ok_or(malformed("JPEG")),
        Some(Container::Png) => png_with(encoded, exif, icc).ok_or(malformed("PNG")),
        Some(Container::Webp) => webp_with(encoded, exif, icc, width, height).ok_or(malformed("WebP")),
        None => Err(malformed("image")),
    }
}

/// Refuses a JPEG, PNG or WebP `file` whose colour profile is over [`MAX_COLOUR_PROFILE_BYTES`], from its chunks
/// alone: a PNG's profile is inflated into a buffer of that size and no more, so a compressed bomb costs 4 MB and
/// stops there. Other files, and profiles that cannot be read (the decoders then drop them), pass.
pub(super) fn check_colour_profile(file: &[u8]) -> Result<(), ImageError> {
    let size = match container(file) {
        // The profile is split over APP2 segments, each after "ICC_PROFILE\0", its number and the count.
        Some(Container::Jpeg) => jpeg_segments(file)
            .filter_map(|(marker, data)| (marker == 0xE2).then(|| data.strip_prefix(ICC_HEADER)).flatten())
            .map(|chunk| chunk.len().saturating_sub(2))
            .sum(),
        // Decoders read the first iCCP (the PNG specification allows one) and ignore the others.
        Some(Container::Png) => match png::chunks(file).find(|chunk| chunk.name == b"iCCP") {
            Some(chunk) => inflated_png_profile_len(chunk.data),
            None => 0,
        },
        // The size the chunk declares, even when the file ends before it: a decoder may allocate that much first.
        Some(Container::Webp) => riff_chunk_sizes(file).find(|(name, _)| *name == b"ICCP").map_or(0, |(_, size)| size),
        None => 0,
    };
    if size > MAX_COLOUR_PROFILE_BYTES {
        Err(ImageError::ColourProfileTooLarge { limit: MAX_COLOUR_PROFILE_BYTES })
    } else {
        Ok(())
    }
}

/// Refuses a JPEG, PNG or WebP `file` that does not hold its whole image, from its structure alone (nothing is
/// decoded): a PNG that stops before IEND, a JPEG whose scan stops before EOI, a WebP shorter than its RIFF header
/// says; then a header whose size cannot be read. Browsers show such a file with a grey or missing part and no error, so
/// the pages ask before they offer it. Other formats pass (the browser opens more).
pub(super) fn check_complete(file: &[u8]) -> Result<(), ImageError> {
    let Some(kind) = container(file) else { return Ok(()) };
    let format = match kind {
        Container::Jpeg => "JPEG",
        Container::Png => "PNG",
        Container::Webp => "WebP",
    };
    let whole = match kind {
        Container::Png => png::chunks(file).any(|chunk| chunk.name == b"IEND"),
        // In the entropy-coded data a 0xFF byte is always followed by 00 or a restart marker: FF D9 is EOI.
        Container::Jpeg => {
            jpeg_scan_start(file).is_some_and(|at| file[at..].windows(2).any(|pair| pair == [0xFF, 0xD9]))
        }
        Container::Webp => file
            .get(4..8)
            .and_then(|size| usize::try_from(u32::from_le_bytes(size.try_into().ok()?)).ok())
            .is_some_and(|size| size.saturating_add(8) <= file.len()),
    };
    if !whole {
        Err(ImageError::Truncated { format })
    } else if declared_size(file).is_none() {
        Err(ImageError::DamagedHeader { format })
    } else {
        Ok(())
    }
}

/// Where a JPEG's first scan data starts: just after its SOS segment (as [`jpeg_segments`] walks them).
fn jpeg_scan_start(file: &[u8]) -> Option<usize> {
    let mut at = 2;
    loop {
        let &[0xFF, marker, high, low, ..] = file.get(at..)? else { return None };
        let end = at.checked_add(2 + usize::from(u16::from_be_bytes([high, low])))?;
        if marker == 0xDA {
            return (end <= file.len()).then_some(end);
        }
        at = end;
    }
}

/// The length of an iCCP chunk's profile once inflated, or `MAX_COLOUR_PROFILE_BYTES + 1` when it is longer; 0 when
/// the chunk is malformed.
fn inflated_png_profile_len(data: &[u8]) -> usize {
    // The profile's name (1–79 bytes), its terminator, compression method 0 (zlib), the zlib stream.
    let Some(name_end) = data.iter().take(80).position(|&byte| byte == 0) else { return 0 };
    let Some(zlib) = data.get(name_end + 2..) else { return 0 };
    // Zero-filled allocations are mapped lazily: only the pages the stream fills cost memory.
    let mut profile = vec![0; MAX_COLOUR_PROFILE_BYTES];
    match libdeflater::Decompressor::new().zlib_decompress(zlib, &mut profile) {
        Ok(len) => len,
        Err(libdeflater::DecompressionError::InsufficientSpace) => MAX_COLOUR_PROFILE_BYTES + 1,
        Err(libdeflater::DecompressionError::BadData) => 0,
    }
}

/// The width and height a JPEG, PNG, WebP, GIF or BMP `file` declares in its header (before any EXIF turn), or
/// `None` for other files and headers cut short.
pub(super) fn declared_size(file: &[u8]) -> Option<(u32, u32)> {
    let u16_be = |bytes: &[u8], at: usize| Some(u32::from(u16::from_be_bytes(bytes.get(at..at + 2)?.try_into().ok()?)));
    let u16_le = |bytes: &[u8], at: usize| Some(u32::from(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?)));
    let u24_le = |bytes: &[u8], at: usize| {
        Some(u32::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?, *bytes.get(at + 2)?, 0]))
    };
    let u32_le = |bytes: &[u8], at: usize| Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?));
    let size = match container(file) {
        // The frame header: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC); precision, height, width.
        Some(Container::Jpeg) => {
            let (_, frame) = jpeg_segments(file)
                .find(|&(marker, _)| (0xC0..=0xCF).contains(&marker) && ![0xC4, 0xC8, 0xCC].contains(&marker))?;
            (u16_be(frame, 3)?, u16_be(frame, 1)?)
        }
        Some(Container::Png) => {
            let header = png::chunks(file).next().filter(|chunk| chunk.name == b"IHDR")?.data;
            let side = |at: usize| Some(u32::from_be_bytes(header.get(at..at + 4)?.try_into().ok()?));
            (side(0)?, side(4)?)
        }
        Some(Container::Webp) => match riff_chunks(file).next()? {
            // The canvas, each side less one in 24 bits.
            (b"VP8X", header) => (u24_le(header, 4)? + 1, u24_le(header, 7)? + 1),
            // After the signature byte: 14 bits of width less one, 14 of height less one.
            (b"VP8L", data) if data.first() == Some(&0x2F) => {
                let bits = u32_le(data, 1)?;
                ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            }
            // After the frame tag and the start code 9D 01 2A: 14 bits of width and of height (2 of scale each).
            (b"VP8 ", data) if data.get(3..6) == Some(&[0x9D, 0x01, 0x2A]) => {
                (u16_le(data, 6)? & 0x3FFF, u16_le(data, 8)? & 0x3FFF)
            }
            _ => return None,
        },
        None if file.starts_with(b"GIF87a") || file.starts_with(b"GIF89a") => (u16_le(file, 6)?, u16_le(file, 8)?),
        // BITMAPCOREHEADER (12 bytes) has 16-bit sides; the later headers signed 32-bit ones (a negative height
        // is a top-down bitmap).
        None if file.starts_with(b"BM") => match u32_le(file, 14)? {
            12 => (u16_le(file, 18)?, u16_le(file, 20)?),
            _ => (u32_le(file, 18)?.cast_signed().unsigned_abs(), u32_le(file, 22)?.cast_signed().unsigned_abs()),
        },
        None => return None,
    };
    Some(size)
}

fn has_colour_profile(file: &[u8]) -> bool {
    match container(file) {
        Some(Container::Jpeg) => {
            jpeg_segments(file).any(|(marker, data)| marker == 0xE2 && data.starts_with(ICC_HEADER))
        }
        Some(Container::Png) => png::chunks(file).any(|chunk| chunk.name == b"iCCP" || chunk.name == b"sRGB"),
        Some(Container::Webp) => riff_chunks(file).any(|(name, _)| name == b"ICCP"),
        None => false,
    }
}

// --- JPEG ---------------------------------------------------------------------------------------------------

/// A JPEG's marker segments before its image data, as (marker, data after the length); stops at SOS or damage.
fn jpeg_segments(file: &[u8]) -> impl Iterator<Item = (u8, &[u8])> {
    let mut rest = file.get(2..).unwrap_or_default();
    std::iter::from_fn(move || {
        let &[0xFF, marker, high, low, ..] = rest else { return None };
        // Start of scan: what follows is entropy-coded data, not segments.
        if marker == 0xDA {
            return None;
        }
        let len = usize::from(u16::from_be_bytes([high, low]));
        let data = rest.get(4..2 + len)?;
        rest = &rest[2 + len..];
        Some((marker, data))
    })
}

fn jpeg_segment(marker: u8, parts: &[&[u8]]) -> Option<Vec<u8>> {
    let len = parts.iter().map(|part| part.len()).sum::<usize>();
    if len > JPEG_SEGMENT_MAX {
        return None;
    }
    let mut segment = vec![0xFF, marker];
    segment.extend(u16::try_from(len + 2).ok()?.to_be_bytes());
    parts.iter().for_each(|part| segment.extend_from_slice(part));
    Some(segment)
}

/// EXIF in APP1 and the profile in APP2 chunks, after SOI and a JFIF APP0 (the order readers expect).
fn jpeg_with(encoded: &[u8], exif: Option<&[u8]>, icc: Option<&[u8]>) -> Option<Vec<u8>> {
    let mut insert_at = 2;
    if let Some((0xE0, data)) = jpeg_segments(encoded).next() {
        insert_at += 4 + data.len();
    }
    let mut inserted = Vec::new();
    // An EXIF block over one segment is left out: readers look for it in one APP1.
    if let Some(segment) = exif.and_then(|exif| jpeg_segment(0xE1, &[EXIF_HEADER, exif])) {
        inserted.extend(segment);
    }
    if let Some(icc) = icc {
        // A profile over one segment is split; each chunk says its number (from 1) and how many there are.
        let chunks: Vec<&[u8]> = icc.chunks(JPEG_SEGMENT_MAX - ICC_HEADER.len() - 2).collect();
        let total = u8::try_from(chunks.len()).ok()?;
        for (number, chunk) in (1..=total).zip(chunks) {
            inserted.extend(jpeg_segment(0xE2, &[ICC_HEADER, &[number, total], chunk])?);
        }
    }
    Some([&encoded[..insert_at], &inserted, &encoded[insert_at..]].concat())
}

// --- PNG ----------------------------------------------------------------------------------------------------

/// iCCP and eXIf before the first IDAT, where the PNG specification puts them.
fn png_with(encoded: &[u8], exif: Option<&[u8]>, icc: Option<&[u8]>) -> Option<Vec<u8>> {
    let idat = png::chunks(encoded).find(|chunk| chunk.name == b"IDAT")?.at;
    let mut inserted = Vec::new();
    if let Some(icc) = icc {
        let mut compressor = libdeflater::Compressor::new(libdeflater::CompressionLvl::default());
        let mut zlib = vec![0; compressor.zlib_compress_bound(icc.len())];
        let len = compressor.zlib_compress(icc, &mut zlib).ok()?;
        // Profile name, its terminator, compression method 0 (zlib), the profile.
        inserted.extend(png::chunk(b"iCCP", &[b"ICC profile\0\0", &zlib[..len]].concat())?);
    }
    if let Some(exif) = exif {
        inserted.extend(png::chunk(b"eXIf", exif)?);
    }
    Some([&encoded[..idat], &inserted, &encoded[idat..]].concat())
}

// --- WebP ---------------------------------------------------------------------------------------------------

/// A WebP's chunks after the RIFF header, as (name, data without padding); stops at damage.
fn riff_chunks(file: &[u8]) -> impl Iterator<Item = (&[u8; 4], &[u8])> {
    let mut rest = file.get(12..).unwrap_or_default();
    std::iter::from_fn(move || {
        let name: &[u8; 4] = rest.get(..4)?.try_into().ok()?;
        let len = u32::from_le_bytes(rest.get(4..8)?.try_into().ok()?) as usize;
        let data = rest.get(8..8usize.checked_add(len)?)?;
        // Odd-sized chunks are followed by a padding byte.
        rest = rest.get((8 + len + (len & 1)).min(rest.len())..)?;
        Some((name, data))
    })
}

/// A WebP's chunks after the RIFF header, as (name, the size its header declares); stops where a header is cut.
fn riff_chunk_sizes(file: &[u8]) -> impl Iterator<Item = (&[u8; 4], usize)> {
    let mut at = 12usize;
    std::iter::from_fn(move || {
        let header = file.get(at..at.checked_add(8)?)?;
        let name: &[u8; 4] = header[..4].try_into().ok()?;
        let size = u32::from_le_bytes(header[4..].try_into().ok()?) as usize;
        // Odd-sized chunks are followed by a padding byte; past the end, the walk stops at the next call.
        at = at.checked_add(8)?.checked_add(size)?.checked_add(size & 1)?;
        Some((name, size))
    })
}

fn riff_chunk(name: &[u8; 4], data: &[u8]) -> Option<Vec<u8>> {
    let mut chunk = name.to_vec();
    chunk.extend(u32::try_from(data.len()).ok()?.to_le_bytes());
    chunk.extend_from_slice(data);
    if data.len() % 2 == 1 {
        chunk.push(0);
    }
    Some(chunk)
}

/// The extended format (WebP's VP8X): its header, ICCP before the image, EXIF after it.
fn webp_with(encoded: &[u8], exif: Option<&[u8]>, icc: Option<&[u8]>, width: u32, height: u32) -> Option<Vec<u8>> {
    const ICC: u8 = 0x20;
    const ALPHA: u8 = 0x10;
    const EXIF: u8 = 0x08;
    let chunks: Vec<_> = riff_chunks(encoded).collect();
    let (mut header, image) = match chunks.first()? {
        (b"VP8X", header) => (header.to_vec(), &chunks[1..]),
        (name @ (b"VP8L" | b"VP8 "), data) => {
            // A lossless bitstream says whether it uses alpha: bit 28 after its signature byte. Lossy alpha would
            // be an ALPH chunk, which only the extended format has.
            let alpha = *name == b"VP8L" && data.get(4)? & 0x10 != 0;
            let side = |size: u32| Some(size.checked_sub(1)?.to_le_bytes()[..3].to_vec());
            let flags = if alpha { ALPHA } else { 0 };
            ([&[flags, 0, 0, 0][..], &side(width)?, &side(height)?].concat(), &chunks[..])
        }
        _ => return None,
    };
    let flags = header.first_mut()?;
    let mut body = Vec::new();
    if let Some(icc) = icc {
        *flags |= ICC;
        body.extend(riff_chunk(b"ICCP", icc)?);
    }
    for (name, data) in image {
        // A stale EXIF block gives way to the new one.
        if !(exif.is_some() && *name == b"EXIF") {
            body.extend(riff_chunk(name, data)?);
        }
    }
    if let Some(exif) = exif {
        *flags |= EXIF;
        body.extend(riff_chunk(b"EXIF", exif)?);
    }
    let vp8x = riff_chunk(b"VP8X", &header)?;
    let riff_len = u32::try_from(4 + vp8x.len() + body.len()).ok()?;
    Some([&b"RIFF"[..], &riff_len.to_le_bytes(), b"WEBP", &vp8x, &body].concat())
}
