//! The raster engines: the PNG chunk walker that keeps a file rather than re-encode it (`png::without_metadata`,
//! `png::smaller_of`), the pipeline every raster tool runs natively (decode any file, resize, encode), and the
//! metadata a tool keeps of a photo (`metadata::exif_to_keep`, `metadata::embed`) and the limit on a file's colour
//! profile and completeness (`metadata::check_file`).

use std::io::Cursor;
use std::sync::OnceLock;

use penknife_core::image::encode::{Chroma, EncodeOptions, encode};
use penknife_core::image::metadata::{self, Embedded, MetadataPolicy};
use penknife_core::image::native::{self, Decoded, SourceFormat};
use penknife_core::image::png::bands::{self, BandPlan, CompressedBand, PngColour};
use penknife_core::image::png::{self, MAX_LEVEL};
use penknife_core::image::resize::resize;
use penknife_core::image::{MAX_COLOUR_PROFILE_BYTES, RgbaImage};

use crate::input::FuzzInput;

/// Files whose header claims more pixels are skipped before decoding: the decoder's own limit (100 MP) is
/// covered by core's tests, and decoding and resizing that much would take the fuzzer seconds per input.
const MAX_SOURCE_PIXELS: u64 = 1 << 18;
/// The pipeline's output sides: small, so every encoder runs in milliseconds.
const MAX_SIDE: u32 = 32;

const PNG_SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";
/// Chunks a PNG kept without its metadata must not hold: EXIF and animation (refused), text (stripped).
const METADATA_CHUNKS: [&[u8; 4]; 5] = [b"eXIf", b"acTL", b"tEXt", b"zTXt", b"iTXt"];

/// The banded PNG encoder: `bytes` read as the pixels of a small image cut into bands where the options say must
/// come back exactly; and read as compressed bands (or a band with a byte flipped), `assemble` must refuse or
/// join them without panicking: its DEFLATE walker reads streams that crossed between workers.
pub fn png_bands(mut options: FuzzInput, bytes: &[u8]) {
    if let Ok(bands) = CompressedBand::parse_all(bytes) {
        let _ = bands::assemble(options.number(1..=64), options.number(1..=64), PngColour::Rgb, &bands);
    }
    let colour = options.choose(&[PngColour::Rgb, PngColour::Rgba, PngColour::GreyAlpha]);
    let width = options.number(1..=MAX_SIDE);
    let height = (bytes.len() as u32 / 4 / width).min(MAX_SIDE);
    if height == 0 {
        return;
    }
    let mut pixels = bytes[..(width * height * 4) as usize].to_vec();
    for pixel in pixels.chunks_exact_mut(4) {
        match colour {
            PngColour::Rgb => pixel[3] = 255,
            PngColour::GreyAlpha => (pixel[1], pixel[2]) = (pixel[0], pixel[0]),
            PngColour::Rgba => {}
        }
    }
    let image = RgbaImage::new(width, height, pixels).expect("whole pixels");
    let mut row_starts: Vec<u32> = (0..options.number(0..=3)).map(|_| options.number(1..=height)).collect();
    row_starts.extend([0, height]);
    row_starts.sort_unstable();
    row_starts.dedup();
    let plan = BandPlan { colour, row_starts };
    let compressed: Vec<CompressedBand> = bands::band_pixels(&image, &plan)
        .map(|(rows, after)| bands::compress_band(rows, width, after, colour).expect("whole rows compress"))
        .collect();
    let png = bands::assemble(width, height, colour, &compressed).expect("its own bands join");
    assert!(native::decode(&png).expect("the banded PNG decodes").image == image, "the banded PNG has other pixels");

    let mut framed: Vec<u8> = compressed.iter().flat_map(CompressedBand::to_bytes).collect();
    let at = options.number(0..=framed.len() - 1);
    framed[at] ^= 1 << options.number(0..=7);
    if let Ok(damaged) = CompressedBand::parse_all(&framed) {
        let _ = bands::assemble(width, height, colour, &damaged);
    }
}

pub fn png_strip(file: &[u8]) {
    let stripped = png::without_metadata(file);
    if let Some(stripped) = &stripped {
        assert_png_without_metadata(stripped);
        assert_eq!(png::without_metadata(stripped).as_ref(), Some(stripped), "stripping twice changes the file");
    }
    let Some(source) = decode_small(file) else { return };
    if let Some(stripped) = &stripped {
        let decoded = native::decode(stripped).expect("the stripped file of a PNG that decodes decodes");
        assert!(decoded.image == source.image, "the stripped file decodes to other pixels");
    }
    // What the compressor writes for a PNG file: the smaller of our encoding and the stripped file.
    let encoded = encode(&source.image, &EncodeOptions::Png { lossy: None, level: 0 }).expect("any image encodes");
    let kept = png::smaller_of(encoded, file);
    assert_png_without_metadata(&kept);
    let decoded = native::decode(&kept).expect("the kept PNG decodes");
    assert!(decoded.image == source.image, "the kept PNG decodes to other pixels");
}

/// Any file's EXIF as the tools keep it: never a panic; cleaned once for good (cleaning again changes nothing); no
/// GPS field unless the location is kept, as a viewer reads it; written into a file of each format the tools
/// write, it reads back the same and leaves the picture as it was. And its colour profile (see [`colour_profile`]).
pub fn image_metadata(file: &[u8]) {
    colour_profile(file);
    declared_size(file);
    for policy in [MetadataPolicy::KeepWithoutLocation, MetadataPolicy::KeepAll] {
        let Some(cleaned) = metadata::exif_to_keep(file, policy, 7, 5) else { continue };
        if policy == MetadataPolicy::KeepWithoutLocation
            && let Ok(read) = exif::Reader::new().read_raw(cleaned.clone())
        {
            let gps = read.fields().find(|field| field.tag.context() == exif::Context::Gps);
            assert!(gps.is_none(), "a GPS field was kept: {gps:?}");
        }
        for (host, format) in metadata_hosts() {
            let written = metadata::embed(host.clone(), Embedded { exif: Some(&cleaned), icc: None }, 4, 3)
                .unwrap_or_else(|error| panic!("{format:?}: {error}"));
            assert_eq!(
                metadata::exif_to_keep(&written, policy, 7, 5).as_ref(),
                Some(&cleaned),
                "{format:?}: the kept EXIF does not read back as written"
            );
            let decoded = decode_own(&written, *format, format);
            assert!(decoded == decode_own(host, *format, format), "{format:?}: the EXIF changed the picture");
        }
    }
}

/// A file's structure and colour profile: the scan of its chunks never panics, and what it refuses (a profile over
/// the limit, a file cut short) the decoder refuses too; a profile the decoder reads is within the limit, and
/// written into a file of each format the tools write it reads back the same and passes the scan.
fn colour_profile(file: &[u8]) {
    if metadata::check_file(file).is_err() {
        assert!(native::decode(file).is_err(), "a file the scan refuses was decoded");
        return;
    }
    let Some(source) = decode_small(file) else { return };
    let Some(profile) = source.icc_profile else { return };
    assert!(profile.len() <= MAX_COLOUR_PROFILE_BYTES, "a {}-byte profile was decoded", profile.len());
    // An empty one is written as none.
    if profile.is_empty() {
        return;
    }
    for (host, format) in metadata_hosts() {
        let written = metadata::embed(host.clone(), Embedded { exif: None, icc: Some(&profile) }, 4, 3)
            .unwrap_or_else(|error| panic!("{format:?}: {error}"));
        assert_eq!(metadata::check_file(&written), Ok(()), "{format:?}");
        let decoded = native::decode(&written).unwrap_or_else(|error| panic!("{format:?}: {error}"));
        assert!(decoded.icc_profile.as_ref() == Some(&profile), "{format:?}: the profile does not read back");
    }
}

/// The page plans a file's memory by the size core reads from its header: where the CLI's decoder reads one too,
/// the two agree.
fn declared_size(file: &[u8]) {
    if let (Some(ours), Some(decoders)) = (metadata::declared_size(file), native::declared_size(file)) {
        assert_eq!(ours, decoders, "the declared size differs from the decoder's");
    }
}

/// A 4×3 file of each format the tools write (lossy WebP is libwebp's simple format, lossless the extended one).
fn metadata_hosts() -> &'static [(Vec<u8>, SourceFormat)] {
    static HOSTS: OnceLock<Vec<(Vec<u8>, SourceFormat)>> = OnceLock::new();
    HOSTS.get_or_init(|| {
        let pixels = (0..12u8).flat_map(|i| [i * 20, 255 - i * 20, 128, if i % 4 == 0 { 0 } else { 255 }]).collect();
        let image = RgbaImage::new(4, 3, pixels).expect("4×3 pixels");
        let own = |options| encode(&image, &options).expect("a small image encodes");
        vec![
            (own(EncodeOptions::jpeg(80)), SourceFormat::Jpeg),
            (own(EncodeOptions::png()), SourceFormat::Png),
            (own(EncodeOptions::WebpLossless), SourceFormat::Webp),
            (native::encode_webp_lossy(&image, 80).expect("a small image encodes"), SourceFormat::Webp),
        ]
    })
}

pub fn pipeline(mut input: FuzzInput, file: &[u8]) {
    let (width, height) = (input.number(1..=MAX_SIDE), input.number(1..=MAX_SIDE));
    let jpeg = EncodeOptions::Jpeg {
        quality: input.number(1..=100),
        chroma: input.choose(&[Chroma::Yuv420, Chroma::Yuv444]),
        background: input.any(),
    };
    let lossless_png = EncodeOptions::Png { lossy: None, level: input.number(0..=MAX_LEVEL) };
    let lossy_png = EncodeOptions::Png { lossy: Some(input.number(1..=100)), level: input.number(0..=MAX_LEVEL) };
    let webp_quality = input.number(1..=100);
    declared_size(file);
    let Some(source) = decode_small(file) else { return };
    let profile = source.icc_profile.as_ref().map_or(0, Vec::len);
    assert!(profile <= MAX_COLOUR_PROFILE_BYTES, "a {profile}-byte colour profile was decoded");
    let resized = resize(&source.image, width, height).expect("any decoded image resizes");
    assert_eq!((resized.width, resized.height), (width, height));
    for options in [jpeg, lossless_png, lossy_png, EncodeOptions::WebpLossless] {
        let encoded = encode(&resized, &options).unwrap_or_else(|error| panic!("{options:?}: {error}"));
        let format = match options {
            EncodeOptions::Jpeg { .. } => SourceFormat::Jpeg,
            EncodeOptions::Png { .. } => SourceFormat::Png,
            EncodeOptions::WebpLossless | EncodeOptions::WebpLossy { .. } => SourceFormat::Webp,
        };
        let decoded = decode_own(&encoded, format, &options);
        assert_eq!((decoded.width, decoded.height), (width, height), "{options:?}");
        match options {
            EncodeOptions::Jpeg { .. } => assert!(decoded.is_opaque(), "a JPEG has no alpha"),
            EncodeOptions::Png { lossy: None, .. } | EncodeOptions::WebpLossless => {
                assert!(decoded == resized, "{options:?} lost pixels");
            }
            EncodeOptions::Png { lossy: Some(_), .. } | EncodeOptions::WebpLossy { .. } => {}
        }
    }
    // The CLI's lossy WebP (libwebp).
    let webp = native::encode_webp_lossy(&resized, webp_quality).expect("any image encodes as lossy WebP");
    let decoded = decode_own(&webp, SourceFormat::Webp, &"lossy WebP");
    assert_eq!((decoded.width, decoded.height), (width, height), "lossy WebP");
}

/// `file` decoded as the CLI decodes it, unless it is not an image or claims more than [`MAX_SOURCE_PIXELS`].
fn decode_small(file: &[u8]) -> Option<Decoded> {
    let reader = image::ImageReader::new(Cursor::new(file)).with_guessed_format().ok()?;
    let (width, height) = reader.into_dimensions().ok()?;
    if u64::from(width) * u64::from(height) > MAX_SOURCE_PIXELS {
        return None;
    }
    native::decode(file).ok()
}

/// What one of our encoders wrote, decoded back: it must be a file of `format` that decodes.
fn decode_own(encoded: &[u8], format: SourceFormat, what: &dyn std::fmt::Debug) -> penknife_core::image::RgbaImage {
    let decoded = native::decode(encoded).unwrap_or_else(|error| panic!("{what:?} wrote a file that fails: {error}"));
    assert_eq!(decoded.format, format, "{what:?}");
    decoded.image
}

/// A PNG that starts with the signature, is a whole number of chunks ending with IEND, and holds no metadata
/// chunk that must go.
fn assert_png_without_metadata(png: &[u8]) {
    let mut rest = png.strip_prefix(PNG_SIGNATURE).expect("starts with the PNG signature");
    loop {
        let header = rest.get(..8).expect("a whole chunk header");
        let length = u32::from_be_bytes([header[0], header[1], header[2], header[3]]) as usize;
        let name = &header[4..8];
        assert!(!METADATA_CHUNKS.iter().any(|chunk| chunk[..] == *name), "a {} chunk", String::from_utf8_lossy(name));
        rest = rest.get(length + 12..).expect("a whole chunk");
        if name == b"IEND" {
            assert!(rest.is_empty(), "{} bytes after IEND", rest.len());
            return;
        }
    }
}

/// The Favicon Generator (`image::favicon`): the text's lines are the name, short name, theme and background
/// colours; its bytes, cycled, a small image's pixels. The ICO must read back as 16, 32 and 48-pixel RGBA PNGs; the
/// manifest must be JSON holding the names exactly; the tags must keep their shape whatever the names hold (no
/// quote or angle bracket of a name gets out of its attribute); one input in 64 makes the whole set (slow).
pub fn favicon(mut options: FuzzInput) {
    use penknife_core::image::favicon::{self, FaviconOptions};
    let fields = options.fields();
    let field = |index: usize| fields.get(index).copied().unwrap_or_default().to_owned();
    let settings =
        FaviconOptions { name: field(0), short_name: field(1), theme_colour: field(2), background_colour: field(3) };
    let (width, height) = (options.number(1..=24u32), options.number(1..=24u32));
    let source = options.text().as_bytes();
    let pixels =
        (0..(width * height * 4) as usize).map(|i| source.get(i % source.len().max(1)).copied().unwrap_or(0)).collect();
    let image = RgbaImage::new(width, height, pixels).expect("whole pixels");

    let square = favicon::padded_to_square(&image).expect("a valid image pads");
    assert_eq!((square.width, square.height), (width.max(height), width.max(height)));
    let ico = favicon::favicon_ico(&image).expect("a valid image makes an ICO");
    assert_eq!(ico[..6], [0, 0, 1, 0, 3, 0], "an icon of three images");
    let mut end = 6 + 3 * 16;
    for (index, side) in favicon::ICO_SIZES.into_iter().enumerate() {
        let entry = &ico[6 + 16 * index..6 + 16 * (index + 1)];
        let length = u32::from_le_bytes(entry[8..12].try_into().expect("4 bytes")) as usize;
        let offset = u32::from_le_bytes(entry[12..16].try_into().expect("4 bytes")) as usize;
        assert_eq!((u32::from(entry[0]), u32::from(entry[1]), offset), (side, side, end), "entry {index}");
        let png = native::decode(&ico[offset..offset + length]).expect("each entry is a PNG");
        assert_eq!((png.format, png.image.width, png.image.height), (SourceFormat::Png, side, side));
        end += length;
    }
    assert_eq!(end, ico.len(), "nothing after the last entry");

    let (manifest, tags) = (favicon::manifest(&settings), favicon::link_tags(&settings));
    assert_eq!(manifest.is_ok(), tags.is_ok(), "the manifest and the tags check the same colours");
    if let (Ok(manifest), Ok(tags)) = (manifest, tags) {
        let json: serde_json::Value = serde_json::from_str(&manifest).expect("the manifest is JSON");
        assert_eq!(json["name"].as_str(), Some(settings.name.as_str()));
        assert_eq!(json["short_name"].as_str(), Some(settings.short_name.as_str()));
        let count = |c: char| tags.matches(c).count();
        assert_eq!(
            (count('<'), count('>'), count('"'), count('\n')),
            (5, 5, 24, 5),
            "a name escaped its attribute: {tags}"
        );
        assert!(tags.lines().all(|line| line.starts_with('<') && line.ends_with('>')), "{tags}");
    }

    if options.number(0..=63u8) == 63
        && let Ok(set) = favicon::favicons(&image, &settings)
    {
        assert_eq!(set.files.len(), 5);
        for file in set.files.iter().filter(|file| file.mime == "image/png") {
            let decoded = native::decode(&file.bytes).expect("each icon is a PNG");
            let side = file.size.expect("an icon has a side");
            assert_eq!((decoded.image.width, decoded.image.height), (side, side), "{}", file.name);
        }
    }
}

/// The Image Cropper's step on any small image and any rectangle: never a panic; a rectangle inside the image gives
/// exactly its size (turned when the turn is a quarter) and one outside is refused; the box rules keep any box
/// inside the image; four quarter turns and two flips of each kind give the image back.
pub fn crop(mut options: FuzzInput, bytes: &[u8]) {
    use penknife_core::image::geometry::{self, AspectRatio, Corner, CropEdit, CropRect, Geometry, Rotation};
    let width = options.number(1..=MAX_SIDE);
    let height = (bytes.len() as u32 / 4 / width).min(MAX_SIDE);
    if height == 0 {
        return;
    }
    let image = RgbaImage::new(width, height, bytes[..(width * height * 4) as usize].to_vec()).expect("whole pixels");
    let rect = CropRect {
        x: options.number(0..=MAX_SIDE + 2),
        y: options.number(0..=MAX_SIDE + 2),
        width: options.number(0..=MAX_SIDE + 2),
        height: options.number(0..=MAX_SIDE + 2),
    };
    let rotate = options.choose(&[Rotation::None, Rotation::Quarter, Rotation::Half, Rotation::ThreeQuarters]);
    let geometry =
        Geometry { crop: Some(rect), rotate, flip_horizontal: options.flag(), flip_vertical: options.flag() };
    let fits = geometry::check_crop(rect, width, height).is_ok();
    match geometry::apply(image.clone(), &geometry) {
        Ok(result) => {
            assert!(fits, "{rect:?} is outside {width}×{height} but was cropped");
            let turned = matches!(rotate, Rotation::Quarter | Rotation::ThreeQuarters);
            let expected = if turned { (rect.height, rect.width) } else { (rect.width, rect.height) };
            assert_eq!((result.width, result.height), expected, "{geometry:?}");
        }
        Err(error) => assert!(!fits, "{rect:?} fits in {width}×{height} but was refused: {error}"),
    }

    let ratio = options.choose(&AspectRatio::ALL);
    let corner = options.choose(&[Corner::TopLeft, Corner::TopRight, Corner::BottomLeft, Corner::BottomRight]);
    let (dx, dy) = (options.any::<i32>(), options.any::<i32>());
    for edit in [CropEdit::Move { dx, dy }, CropEdit::Resize { corner, dx, dy }] {
        let edited = geometry::edit_crop(width, height, ratio, rect, edit).rect;
        assert!(geometry::check_crop(edited, width, height).is_ok(), "{edit:?} left {edited:?} outside");
    }
    let centred = geometry::centred_box(width, height, ratio);
    assert!(geometry::check_crop(centred, width, height).is_ok(), "{ratio:?}: {centred:?} outside");

    let quarter = Geometry { rotate: Rotation::Quarter, ..Geometry::default() };
    let round = (0..4).fold(image.clone(), |turned, _| geometry::apply(turned, &quarter).expect("turns"));
    assert!(round == image, "four quarter turns changed the image");
    let both = Geometry { flip_horizontal: true, flip_vertical: true, ..Geometry::default() };
    let flipped = geometry::apply(geometry::apply(image.clone(), &both).expect("flips"), &both).expect("flips");
    assert!(flipped == image, "flipping twice changed the image");
}

/// The AVIF encoder (`image::avif`) on small images: the option bytes give the size, quality and speed (the fast
/// end: rav1e at speed 1 takes seconds even on a few pixels), the text's bytes, cycled, the pixels. Out of range,
/// quality and speed are refused; in range the file is an AVIF (`ftyp` brand `avif`) whose `ispe` box has the
/// image's size, with an alpha plane exactly when a pixel is not opaque.
pub fn avif(mut options: FuzzInput) {
    use penknife_core::image::ImageError;
    use penknife_core::image::avif::{AvifOptions, encode_avif};
    let (width, height) = (options.number(1..=24u32), options.number(1..=24u32));
    let (quality, speed) = (options.number(0..=101u8), options.number(7..=11u8));
    let source = options.text().as_bytes();
    let pixels =
        (0..(width * height * 4) as usize).map(|i| source.get(i % source.len().max(1)).copied().unwrap_or(0)).collect();
    let image = RgbaImage::new(width, height, pixels).expect("whole pixels");
    let result = encode_avif(&image, &AvifOptions { quality, speed });
    if !(1..=100).contains(&quality) {
        assert_eq!(result, Err(ImageError::Quality(quality)));
        return;
    }
    if speed > 10 {
        assert_eq!(result, Err(ImageError::AvifSpeed(speed)));
        return;
    }
    let avif = result.expect("a valid image at valid settings encodes");
    assert_eq!(&avif[4..12], b"ftypavif");
    let ispe = avif.windows(4).position(|window| window == b"ispe").expect("an ispe box") + 8;
    let side = |at: usize| u32::from_be_bytes(avif[at..at + 4].try_into().expect("4 bytes"));
    assert_eq!((side(ispe), side(ispe + 4)), (width, height));
    let alpha = b"urn:mpeg:mpegB:cicp:systems:auxiliary:alpha";
    assert_eq!(avif.windows(alpha.len()).any(|window| window == alpha), !image.is_opaque());
}
