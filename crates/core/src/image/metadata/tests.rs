//! Metadata is checked with readers of its own: kamadak-exif for the EXIF block, the `image` crate's decoders
//! for the files and their ICC profiles.

use super::*;
use crate::image::encode::{EncodeOptions, encode};
use crate::image::testing::{decode, generated, png_chunk};
use crate::image::{ImageError, MAX_COLOUR_PROFILE_BYTES, RgbaImage, native};
use ::exif::{In, Tag, Value};
use ::image::{ImageDecoder, ImageReader};
use proptest::prelude::*;
use std::io::Cursor;

const CAMERA: &str = "Penknife Test Camera";
const TAKEN: &str = "2026:11:27 10:00:00";
/// 48° 51' 29.34" N: the rational's bytes are looked for in what is written.
const LATITUDE: [(u32, u32); 3] = [(48, 1), (51, 1), (2934, 100)];
const THUMBNAIL: &[u8] = b"\xFF\xD8a stale thumbnail\xFF\xD9";

/// A TIFF field for [`tiff`]: its value already in the block's byte order, or a link to another directory.
enum Field {
    Bytes {
        tag: u16,
        kind: u16,
        count: u32,
        bytes: Vec<u8>,
    },
    /// A LONG holding the offset of directory `n`.
    Link {
        tag: u16,
        directory: usize,
    },
    /// A LONG holding the offset of these bytes, placed in the data area.
    Blob {
        tag: u16,
        bytes: Vec<u8>,
    },
}

/// A TIFF block of `directories` (the first is IFD0; `next` links IFD0 to a directory), values after them.
fn tiff(big_endian: bool, directories: &[Vec<Field>], next: Option<usize>) -> Vec<u8> {
    let u16b = |v: u16| if big_endian { v.to_be_bytes() } else { v.to_le_bytes() };
    let u32b = |v: u32| if big_endian { v.to_be_bytes() } else { v.to_le_bytes() };
    let mut starts = vec![8usize];
    let mut data_at = 8;
    for directory in directories {
        data_at += 2 + 12 * directory.len() + 4;
        starts.push(data_at);
    }
    let (mut out, mut data) = (Vec::new(), Vec::new());
    out.extend(if big_endian { *b"MM\0*" } else { *b"II*\0" });
    out.extend(u32b(8));
    let mut place = |bytes: &[u8], data: &mut Vec<u8>| {
        let at = data_at;
        data.extend_from_slice(bytes);
        if bytes.len() % 2 == 1 {
            data.push(0);
        }
        data_at += bytes.len() + bytes.len() % 2;
        at as u32
    };
    for (index, directory) in directories.iter().enumerate() {
        out.extend(u16b(directory.len() as u16));
        for field in directory {
            let (tag, kind, count, value) = match field {
                Field::Bytes { tag, kind, count, bytes } if bytes.len() <= 4 => {
                    let mut inline = bytes.clone();
                    inline.resize(4, 0);
                    (*tag, *kind, *count, inline)
                }
                Field::Bytes { tag, kind, count, bytes } => {
                    (*tag, *kind, *count, u32b(place(bytes, &mut data)).to_vec())
                }
                Field::Link { tag, directory } => (*tag, 4, 1, u32b(starts[*directory] as u32).to_vec()),
                Field::Blob { tag, bytes } => (*tag, 4, 1, u32b(place(bytes, &mut data)).to_vec()),
            };
            out.extend(u16b(tag));
            out.extend(u16b(kind));
            out.extend(u32b(count));
            out.extend(value);
        }
        let link = if index == 0 { next.map_or(0, |n| starts[n] as u32) } else { 0 };
        out.extend(u32b(link));
    }
    out.extend(data);
    out
}

fn ascii(tag: u16, text: &str) -> Field {
    let bytes = [text.as_bytes(), b"\0"].concat();
    Field::Bytes { tag, kind: 2, count: bytes.len() as u32, bytes }
}

/// A phone photo's EXIF: camera, orientation 6, date, a 4000×3000 pixel size, a GPS position and a thumbnail.
fn phone_exif(big_endian: bool) -> Vec<u8> {
    let u16b = |v: u16| (if big_endian { v.to_be_bytes() } else { v.to_le_bytes() }).to_vec();
    let u32b = |v: u32| (if big_endian { v.to_be_bytes() } else { v.to_le_bytes() }).to_vec();
    let short = |tag, value| Field::Bytes { tag, kind: 3, count: 1, bytes: u16b(value) };
    let long = |tag, value| Field::Bytes { tag, kind: 4, count: 1, bytes: u32b(value) };
    let latitude = LATITUDE.iter().flat_map(|&(n, d)| [u32b(n), u32b(d)].concat()).collect();
    tiff(
        big_endian,
        &[
            vec![
                ascii(0x010F, CAMERA),
                short(0x0112, 6),
                Field::Link { tag: 0x8769, directory: 1 },
                Field::Link { tag: 0x8825, directory: 2 },
            ],
            vec![ascii(0x9003, TAKEN), long(0xA002, 4000), short(0xA003, 3000)],
            vec![ascii(0x0001, "N"), Field::Bytes { tag: 0x0002, kind: 5, count: 3, bytes: latitude }],
            vec![Field::Blob { tag: 0x0201, bytes: THUMBNAIL.to_vec() }, long(0x0202, THUMBNAIL.len() as u32)],
        ],
        Some(3),
    )
}

fn read_exif(tiff: &[u8]) -> ::exif::Exif {
    ::exif::Reader::new().read_raw(tiff.to_vec()).expect("kamadak-exif reads the cleaned block")
}

fn text(exif: &::exif::Exif, tag: Tag) -> Option<String> {
    match &exif.get_field(tag, In::PRIMARY)?.value {
        Value::Ascii(parts) => Some(String::from_utf8_lossy(&parts[0]).into_owned()),
        _ => None,
    }
}

fn number(exif: &::exif::Exif, tag: Tag) -> Option<u32> {
    exif.get_field(tag, In::PRIMARY)?.value.get_uint(0)
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

#[test]
fn the_policy_comes_from_js_as_camel_case_and_removes_by_default() {
    for (json, policy) in [
        (r#""remove""#, MetadataPolicy::Remove),
        (r#""keepWithoutLocation""#, MetadataPolicy::KeepWithoutLocation),
        (r#""keepAll""#, MetadataPolicy::KeepAll),
    ] {
        assert_eq!(serde_json::from_str::<MetadataPolicy>(json).expect("valid"), policy);
    }
    assert!(serde_json::from_str::<MetadataPolicy>(r#""keep""#).is_err());
    assert_eq!(MetadataPolicy::default(), MetadataPolicy::Remove);
}

#[test]
fn kept_exif_is_upright_resized_without_thumbnail_or_location() {
    for big_endian in [false, true] {
        let source = phone_exif(big_endian);
        let jpeg = jpeg_with_exif(&source);
        let kept = exif_to_keep(&jpeg, MetadataPolicy::KeepWithoutLocation, 800, 600).expect("kept");
        assert_eq!(kept.len(), source.len(), "cleaned in place");
        let exif = read_exif(&kept);
        assert_eq!(text(&exif, Tag::Make).as_deref(), Some(CAMERA));
        assert_eq!(text(&exif, Tag::DateTimeOriginal).as_deref(), Some(TAKEN));
        assert_eq!(number(&exif, Tag::Orientation), Some(1));
        assert_eq!((number(&exif, Tag::PixelXDimension), number(&exif, Tag::PixelYDimension)), (Some(800), Some(600)));
        assert!(exif.fields().all(|field| field.ifd_num == In::PRIMARY), "no thumbnail directory");
        assert!(exif.get_field(Tag::GPSLatitude, In::PRIMARY).is_none());
        assert!(exif.get_field(Tag::GPSInfoIFDPointer, In::PRIMARY).is_none());
        // Not only unlinked: the position and the thumbnail are gone from the bytes.
        let u32b = |v: u32| if big_endian { v.to_be_bytes() } else { v.to_le_bytes() };
        assert!(!contains(&kept, &[u32b(2934), u32b(100)].concat()), "the latitude's seconds are still there");
        assert!(!contains(&kept, THUMBNAIL));
    }
}

#[test]
fn the_location_is_kept_only_when_asked() {
    let jpeg = jpeg_with_exif(&phone_exif(false));
    let exif = read_exif(&exif_to_keep(&jpeg, MetadataPolicy::KeepAll, 800, 600).expect("kept"));
    let latitude = &exif.get_field(Tag::GPSLatitude, In::PRIMARY).expect("kept").value;
    let Value::Rational(parts) = latitude else { panic!("{latitude:?}") };
    assert_eq!(parts.iter().map(|r| (r.num, r.denom)).collect::<Vec<_>>(), LATITUDE);
    assert_eq!(number(&exif, Tag::Orientation), Some(1));
    assert_eq!(exif_to_keep(&jpeg, MetadataPolicy::Remove, 800, 600), None);
}

/// A JPEG of a small image with `exif` in APP1, as a camera writes it.
fn jpeg_with_exif(exif: &[u8]) -> Vec<u8> {
    let jpeg = encode(&small_image(), &EncodeOptions::jpeg(80)).expect("encodes");
    embed(jpeg, Embedded { exif: Some(exif), icc: None }, 6, 4).expect("embeds")
}

fn small_image() -> RgbaImage {
    generated(6, 4, |x, y| [x as u8 * 40, y as u8 * 60, 128, 255])
}

/// What the `image` crate finds in a file: its pixels, EXIF and ICC profile.
fn inspect(file: &[u8]) -> (RgbaImage, Option<Vec<u8>>, Option<Vec<u8>>) {
    let reader = ImageReader::new(Cursor::new(file)).with_guessed_format().expect("in memory");
    let mut decoder = reader.into_decoder().expect("a known format");
    let exif = decoder.exif_metadata().expect("readable EXIF");
    let icc = decoder.icc_profile().expect("readable profile");
    (decode(file).2, exif, icc)
}

#[test]
fn every_output_format_carries_exif_and_a_profile_and_still_decodes_the_same() {
    let opaque = small_image();
    let transparent = generated(6, 4, |x, y| [200, x as u8 * 40, y as u8 * 60, if x < 2 { 0 } else { 255 }]);
    let exif = exif_to_keep(&jpeg_with_exif(&phone_exif(true)), MetadataPolicy::KeepWithoutLocation, 6, 4);
    let exif = exif.expect("kept");
    // Longer than a JPEG segment, so it is split over several.
    let icc: Vec<u8> = (0..150_000u32).map(|i| (i % 251) as u8).collect();
    for image in [&opaque, &transparent] {
        for (name, file) in [
            ("JPEG", encode(image, &EncodeOptions::jpeg(90)).expect("encodes")),
            ("PNG", encode(image, &EncodeOptions::png()).expect("encodes")),
            ("lossy PNG", encode(image, &EncodeOptions::png_lossy(50)).expect("encodes")),
            ("lossless WebP", encode(image, &EncodeOptions::WebpLossless).expect("encodes")),
            ("lossy WebP", native::encode_webp_lossy(image, 80).expect("encodes")),
        ] {
            let embedded = Embedded { exif: Some(&exif), icc: Some(&icc) };
            let with = embed(file.clone(), embedded, 6, 4).expect("embeds");
            let (pixels, found_exif, found_icc) = inspect(&with);
            assert_eq!(pixels, decode(&file).2, "{name}: the image is untouched");
            assert_eq!(found_exif.as_deref(), Some(&exif[..]), "{name}: EXIF");
            assert_eq!(found_icc.as_deref(), Some(&icc[..]), "{name}: ICC profile");
            assert_eq!(container::exif_of(&with), Some(&exif[..]), "{name}: read back by exif_of");
        }
    }
}

#[test]
fn nothing_to_embed_leaves_the_file_as_it_is_and_an_oversized_jpeg_exif_is_left_out() {
    let jpeg = encode(&small_image(), &EncodeOptions::jpeg(80)).expect("encodes");
    assert_eq!(embed(jpeg.clone(), Embedded::default(), 6, 4).expect("nothing to do"), jpeg);
    let huge = tiff(false, &[vec![ascii(0x010E, &"x".repeat(70_000))]], None);
    let with = embed(jpeg.clone(), Embedded { exif: Some(&huge), icc: None }, 6, 4).expect("still written");
    assert_eq!(with, jpeg);
    let error = embed(b"GIF89a".to_vec(), Embedded { exif: Some(&huge), icc: None }, 6, 4).expect_err("not ours");
    assert_eq!(error.to_string(), "Could not encode the image: unexpected file layout");
}

#[test]
fn files_without_exif_or_with_a_malformed_block_keep_nothing() {
    let plain = encode(&small_image(), &EncodeOptions::png()).expect("encodes");
    assert_eq!(exif_to_keep(&plain, MetadataPolicy::KeepAll, 6, 4), None);
    assert_eq!(exif_to_keep(b"not an image", MetadataPolicy::KeepAll, 6, 4), None);
    let good = phone_exif(false);
    for broken in [
        b"XX*\0\x08\0\0\0".to_vec(),
        good[..good.len() / 2].to_vec(),
        [&good[..4], &u32::MAX.to_le_bytes()[..], &good[8..]].concat(),
    ] {
        assert_eq!(exif_to_keep(&jpeg_with_exif(&broken), MetadataPolicy::KeepAll, 6, 4), None);
    }
}

#[test]
fn a_block_whose_thumbnail_covers_its_own_header_keeps_nothing() {
    // Zeroing that "thumbnail" would zero the byte order and IFD0's offset: what came out would not read back.
    let long = |tag, value: u32| Field::Bytes { tag, kind: 4, count: 1, bytes: value.to_le_bytes().to_vec() };
    let block = tiff(false, &[vec![ascii(0x010F, CAMERA)], vec![long(0x0201, 0), long(0x0202, 8)]], Some(1));
    for keep_location in [false, true] {
        assert_eq!(exif::clean(&block, keep_location, 10, 10), None);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Damaged blocks never panic, and whatever comes out is still a block kamadak-exif can walk, without GPS.
    #[test]
    fn damaged_exif_never_panics(big_endian: bool, flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8)) {
        let mut block = phone_exif(big_endian);
        for (index, byte) in flips {
            let at = index.index(block.len());
            block[at] = byte;
        }
        let cleaned = exif::clean(&block, false, 10, 10);
        // What is kept is kept for good: cleaning it again changes nothing.
        if let Some(cleaned) = &cleaned {
            let again = exif::clean(cleaned, false, 10, 10);
            prop_assert_eq!(again.as_ref(), Some(cleaned));
        }
        if let Some(read) = cleaned.and_then(|cleaned| ::exif::Reader::new().read_raw(cleaned).ok()) {
            prop_assert!(read.get_field(Tag::GPSLatitude, In::PRIMARY).is_none());
        }
    }

    #[test]
    fn any_bytes_as_a_file_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256), prefix in 0..6usize) {
        let headers: [&[u8]; 6] = [b"\xFF\xD8", b"\x89PNG\r\n\x1a\n", b"RIFF\0\0\0\0WEBP", b"GIF89a", b"BM", b""];
        let file = [headers[prefix], &bytes].concat();
        let _ = exif_to_keep(&file, MetadataPolicy::KeepWithoutLocation, 3, 3);
        let _ = check_colour_profile(&file);
        let _ = check_file(&file);
        let _ = declared_size(&file);
        let _ = embed(file, Embedded { exif: Some(b"II*\0"), icc: Some(b"icc") }, 3, 3);
    }
}

/// `image` as a JPEG, a PNG and a WebP carrying `profile`, as our embedder writes them (JPEG splits it over APP2
/// segments, PNG compresses it into iCCP, WebP stores it in ICCP).
fn files_with_profile(profile: &[u8]) -> [(&'static str, Vec<u8>); 3] {
    let image = small_image();
    [("JPEG", EncodeOptions::jpeg(80)), ("PNG", EncodeOptions::png()), ("WebP", EncodeOptions::WebpLossless)].map(
        |(name, options)| {
            let file = encode(&image, &options).expect("encodes");
            (name, embed(file, Embedded { exif: None, icc: Some(profile) }, 6, 4).expect("embeds"))
        },
    )
}

#[test]
fn a_colour_profile_over_the_limit_is_refused_in_every_container() {
    for (name, file) in files_with_profile(&vec![7; MAX_COLOUR_PROFILE_BYTES]) {
        assert_eq!(check_colour_profile(&file), Ok(()), "{name}: a profile of exactly the limit");
    }
    for (name, file) in files_with_profile(&vec![7; MAX_COLOUR_PROFILE_BYTES + 1]) {
        let error = check_colour_profile(&file).expect_err(name);
        assert_eq!(error.to_string(), "The image's colour profile is larger than 4 MB", "{name}");
        if name == "PNG" {
            assert!(file.len() < 20_000, "a PNG's profile is compressed: {} bytes", file.len());
        }
    }
    let plain = encode(&small_image(), &EncodeOptions::png()).expect("encodes");
    assert_eq!(check_colour_profile(&plain), Ok(()), "no profile");
    assert_eq!(check_colour_profile(b"GIF89a"), Ok(()), "not a container this reads");
}

#[test]
fn a_png_profile_is_judged_by_its_inflated_size_and_a_webp_by_its_declared_one() {
    // A zlib stream that inflates to 64 MB from 64 KB: the check stops at the limit.
    let bomb = embed(
        encode(&small_image(), &EncodeOptions::png()).expect("encodes"),
        Embedded { exif: None, icc: Some(&vec![0; 64 << 20]) },
        6,
        4,
    )
    .expect("embeds");
    assert_eq!(check_colour_profile(&bomb), Err(ImageError::ColourProfileTooLarge { limit: MAX_COLOUR_PROFILE_BYTES }));
    // A damaged profile is one the decoders drop: not refused.
    // After the name, its terminator, the method and the zlib header, the first block's header: type 3 is invalid.
    let at = bomb.windows(4).position(|name| name == b"iCCP").expect("an iCCP chunk") + 4;
    let mut damaged = bomb.clone();
    damaged[at + 15] = 0xFF;
    assert_eq!(check_colour_profile(&damaged), Ok(()));
    // A WebP whose ICCP chunk claims 1 GB and stops short: refused from its header alone.
    let small = files_with_profile(b"a real profile")[2].1.clone();
    let at = small.windows(4).position(|name| name == b"ICCP").expect("an ICCP chunk") + 4;
    let mut claims = small[..at + 4 + 16].to_vec();
    claims[at..at + 4].copy_from_slice(&(1u32 << 30).to_le_bytes());
    assert_eq!(check_colour_profile(&small), Ok(()));
    assert_eq!(
        check_colour_profile(&claims),
        Err(ImageError::ColourProfileTooLarge { limit: MAX_COLOUR_PROFILE_BYTES })
    );
}

#[test]
fn a_file_that_says_its_colours_already_keeps_its_own_profile() {
    let image = small_image();
    for file in [
        encode(&image, &EncodeOptions::jpeg(80)).expect("encodes"),
        encode(&image, &EncodeOptions::png()).expect("encodes"),
        encode(&image, &EncodeOptions::WebpLossless).expect("encodes"),
    ] {
        let first = embed(file, Embedded { exif: None, icc: Some(b"first profile") }, 6, 4).expect("embeds");
        let again = embed(first.clone(), Embedded { exif: None, icc: Some(b"second profile") }, 6, 4);
        let again = again.expect("embeds");
        assert_eq!(inspect(&again).2.as_deref(), Some(&b"first profile"[..]));
        assert_eq!(again, first, "nothing written twice");
    }
}

#[test]
fn a_phone_photo_written_by_another_exif_writer_is_cleaned_the_same_way() {
    let photo = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/images/phone.jpg")).expect("fixture");
    let kept = exif_to_keep(&photo, MetadataPolicy::KeepWithoutLocation, 60, 40).expect("kept");
    let exif = read_exif(&kept);
    assert_eq!(text(&exif, Tag::Make).as_deref(), Some("Penknife Phone"));
    assert_eq!(text(&exif, Tag::Model).as_deref(), Some("Fixture 1"));
    assert_eq!(text(&exif, Tag::Copyright).as_deref(), Some("CC0"));
    assert_eq!(text(&exif, Tag::DateTimeOriginal).as_deref(), Some(TAKEN));
    assert_eq!(number(&exif, Tag::Orientation), Some(1));
    assert_eq!((number(&exif, Tag::PixelXDimension), number(&exif, Tag::PixelYDimension)), (Some(60), Some(40)));
    assert!(exif.fields().all(|field| field.tag.context() != ::exif::Context::Gps), "no GPS field");
    let all = read_exif(&exif_to_keep(&photo, MetadataPolicy::KeepAll, 60, 40).expect("kept"));
    assert_eq!(text(&all, Tag::GPSLongitudeRef).as_deref(), Some("E"));
}

#[test]
fn the_declared_size_is_read_from_each_formats_header() {
    let image = generated(13, 7, |x, y| [x as u8 * 19, y as u8 * 36, 99, if x == 0 { 0 } else { 255 }]);
    let written = |format| {
        let rgba = ::image::RgbaImage::from_raw(13, 7, image.pixels.clone()).expect("13×7");
        let mut file = Vec::new();
        let picture = ::image::DynamicImage::ImageRgba8(rgba);
        let picture = if format == ::image::ImageFormat::Bmp { picture.to_rgb8().into() } else { picture };
        picture.write_to(&mut Cursor::new(&mut file), format).expect("encodes");
        file
    };
    let lossless = encode(&image, &EncodeOptions::WebpLossless).expect("encodes");
    for (name, file) in [
        ("JPEG", encode(&image, &EncodeOptions::jpeg(80)).expect("encodes")),
        ("PNG", encode(&image, &EncodeOptions::png()).expect("encodes")),
        ("lossless WebP", lossless.clone()),
        ("lossy WebP", native::encode_webp_lossy(&image, 80).expect("encodes")),
        ("extended WebP", embed(lossless, Embedded { exif: None, icc: Some(b"profile") }, 13, 7).expect("embeds")),
        ("GIF", written(::image::ImageFormat::Gif)),
        ("BMP", written(::image::ImageFormat::Bmp)),
    ] {
        assert_eq!(declared_size(&file), Some((13, 7)), "{name}");
        assert_eq!(native::declared_size(&file), Some((13, 7)), "{name}: the decoder agrees");
        assert_eq!(declared_size(&file[..8]), None, "{name} cut short");
    }
    assert_eq!(declared_size(b"not an image"), None);
}

#[test]
fn a_file_cut_short_or_with_an_unreadable_header_is_refused_and_a_whole_one_passes() {
    let image = generated(40, 30, |x, y| [(x * 6) as u8, (y * 8) as u8, 90, 255]);
    for (format, options) in
        [("JPEG", EncodeOptions::jpeg(80)), ("PNG", EncodeOptions::png()), ("WebP", EncodeOptions::WebpLossless)]
    {
        let whole = encode(&image, &options).expect("encodes");
        assert_eq!(check_file(&whole), Ok(()), "{format}: whole");
        // A little trailing data after the image (some cameras write it) is fine.
        assert_eq!(check_file(&[whole.as_slice(), &[0; 16]].concat()), Ok(()), "{format}: trailing bytes");
        let cut = &whole[..whole.len() * 3 / 4];
        let error = check_file(cut).expect_err(format);
        assert_eq!(error, ImageError::Truncated { format });
        assert_eq!(
            error.to_string(),
            format!(
                "This {format} file is incomplete: it ends before the image does. It may not have finished \
                 downloading or copying."
            )
        );
        // The command line refuses it with the same words.
        assert_eq!(native::decode(cut).map(|_| ()), Err(error), "{format}: decoded");
    }
    // Whole, but with no IHDR before IEND.
    let headless = [&b"\x89PNG\r\n\x1a\n"[..], &png_chunk(b"IEND", &[])].concat();
    assert_eq!(check_file(&headless), Err(ImageError::DamagedHeader { format: "PNG" }));
    assert_eq!(
        ImageError::DamagedHeader { format: "PNG" }.to_string(),
        "This PNG file is damaged: its header cannot be read."
    );
    // Formats the engine does not walk are the browser's to judge.
    assert_eq!(check_file(b"GIF89a"), Ok(()));
    assert_eq!(check_file(b"not an image"), Ok(()));
}

/// Every one-byte damage to a phone's block, in both byte orders: what is kept is kept for good (a second cleaning
/// changes nothing), and never with a location. Exhaustive where the property test below samples several flips.
#[test]
fn every_one_byte_damage_is_cleaned_for_good() {
    for big_endian in [false, true] {
        let original = phone_exif(big_endian);
        for at in 0..original.len() {
            for byte in 0..=u8::MAX {
                let mut block = original.clone();
                block[at] = byte;
                let Some(cleaned) = exif::clean(&block, false, 10, 10) else { continue };
                let again = exif::clean(&cleaned, false, 10, 10);
                assert_eq!(again.as_ref(), Some(&cleaned), "byte {at} set to {byte} ({big_endian})");
                if let Ok(read) = ::exif::Reader::new().read_raw(cleaned) {
                    assert!(read.get_field(Tag::GPSLatitude, In::PRIMARY).is_none(), "byte {at} set to {byte}");
                }
            }
        }
    }
}
