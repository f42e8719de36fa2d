//! The encoders under test: ours (penknife-core, what the page and the CLI run) and the references.

use anyhow::{Context, Result};
use penknife_core::image::RgbaImage;
use penknife_core::image::avif::{AVIF_SLIDERS, AvifOptions, encode_avif};
use penknife_core::image::encode::{Chroma, EncodeOptions, encode};
use penknife_core::image::pixels::flatten_onto;
use penknife_core::image::resize::resize;

pub struct LossyEncoder {
    pub name: &'static str,
    pub encode: fn(&RgbaImage, u8) -> Result<Vec<u8>>,
}

/// The encoder every other one is compared with.
pub const REFERENCE: &str = "C MozJPEG";

pub const LOSSY: &[LossyEncoder] = &[
    LossyEncoder { name: "Penknife JPEG (mozjpeg-rs)", encode: penknife_jpeg },
    LossyEncoder { name: REFERENCE, encode: c_mozjpeg },
    LossyEncoder { name: "libwebp (method 4)", encode: libwebp },
    LossyEncoder { name: "Penknife AVIF (ravif, speed 6)", encode: penknife_avif },
    LossyEncoder { name: "libavif avifenc (speed 6, 4:2:0)", encode: libavif },
];

const WHITE: [u8; 3] = [255, 255, 255];

fn penknife_jpeg(image: &RgbaImage, quality: u8) -> Result<Vec<u8>> {
    Ok(encode(image, &EncodeOptions::Jpeg { quality, chroma: Chroma::Yuv420, background: WHITE })?)
}

/// C MozJPEG with its own defaults (the JCP_MAX_COMPRESSION profile: progressive, trellis, scan optimisation),
/// 4:2:0, on white like ours.
fn c_mozjpeg(image: &RgbaImage, quality: u8) -> Result<Vec<u8>> {
    let rgb = flatten_onto(image, WHITE);
    std::panic::catch_unwind(|| -> std::io::Result<Vec<u8>> {
        let mut compress = mozjpeg::Compress::new(mozjpeg::ColorSpace::JCS_RGB);
        compress.set_size(image.width as usize, image.height as usize);
        compress.set_quality(f32::from(quality));
        let mut started = compress.start_compress(Vec::new())?;
        started.write_scanlines(&rgb)?;
        started.finish()
    })
    .map_err(|_| anyhow::anyhow!("C MozJPEG failed"))?
    .context("C MozJPEG")
}

fn libwebp(image: &RgbaImage, quality: u8) -> Result<Vec<u8>> {
    let rgb = flatten_onto(image, WHITE);
    Ok(webp::Encoder::from_rgb(&rgb, image.width, image.height).encode(f32::from(quality)).to_vec())
}

/// The AVIF Converter's encoder at its default speed (10-bit 4:4:4, as it writes every file).
fn penknife_avif(image: &RgbaImage, quality: u8) -> Result<Vec<u8>> {
    Ok(encode_avif(image, &AvifOptions { quality, speed: AVIF_SLIDERS.speed.default })?)
}

/// libavif's own encoder (Debian's `avifenc`, libaom underneath) with Squoosh's AVIF defaults (speed 6, 4:2:0,
/// 8-bit), one thread. libavif 0.11 takes a quantizer (0 best, 63 worst), not a quality: the sweep's quality maps
/// onto it linearly; the comparison is at equal score, so the mapping only places the samples.
fn libavif(image: &RgbaImage, quality: u8) -> Result<Vec<u8>> {
    let scratch = Scratch::new("avifenc")?;
    let (png, avif) = (scratch.path("in.png"), scratch.path("out.avif"));
    std::fs::write(&png, plain_png(image)?)?;
    let quantizer = ((100 - u32::from(quality)) * 63).div_ceil(100).to_string();
    let status = std::process::Command::new("avifenc")
        .args(["--speed", "6", "--jobs", "1", "--yuv", "420", "--depth", "8"])
        .args(["--min", &quantizer, "--max", &quantizer, "--minalpha", "0", "--maxalpha", "0"])
        .arg(&png)
        .arg(&avif)
        .stdout(std::process::Stdio::null())
        .status()
        .context("running avifenc (make bench installs libavif-bin)")?;
    anyhow::ensure!(status.success(), "avifenc failed at quality {quality}");
    Ok(std::fs::read(&avif)?)
}

/// An AVIF file's pixels, by libavif's `avifdec` (the `image` crate's AVIF decoder needs dav1d, a C library).
pub fn decode_avif(avif: &[u8]) -> Result<image::DynamicImage> {
    let scratch = Scratch::new("avifdec")?;
    let (input, png) = (scratch.path("in.avif"), scratch.path("out.png"));
    std::fs::write(&input, avif)?;
    let status = std::process::Command::new("avifdec")
        .args(["--jobs", "1"])
        .arg(&input)
        .arg(&png)
        .stdout(std::process::Stdio::null())
        .status()
        .context("running avifdec (make bench installs libavif-bin)")?;
    anyhow::ensure!(status.success(), "avifdec failed");
    Ok(image::open(&png)?)
}

/// A directory of its own for one external encode or decode, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(tool: &str) -> Result<Self> {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("penknife-bench-{tool}-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir)?;
        Ok(Self(dir))
    }

    fn path(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn png_lossless(image: &RgbaImage) -> Result<Vec<u8>> {
    Ok(encode(image, &EncodeOptions::Png { lossy: None, level: 2 })?)
}

pub fn oxipng_o2(png: &[u8]) -> Result<Vec<u8>> {
    let mut options = oxipng::Options::from_preset(2);
    // Ours writes no metadata; the reference keeps only what a viewer needs, too.
    options.strip = oxipng::StripChunks::Safe;
    Ok(oxipng::optimize_from_memory(png, &options)?)
}

/// A straightforward PNG of the pixels (for sources that are not PNG files).
pub fn plain_png(image: &RgbaImage) -> Result<Vec<u8>> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::RgbaImage::from_raw(image.width, image.height, image.pixels.clone())
        .context("pixel buffer")?
        .write_to(&mut out, image::ImageFormat::Png)?;
    Ok(out.into_inner())
}

pub struct Operation {
    pub name: &'static str,
    pub run: fn(&RgbaImage) -> Result<()>,
}

/// Each tool's default work on one image.
pub const OPERATIONS: &[Operation] = &[
    Operation { name: "JPEG, quality 80 (Image Compressor)", run: |i| penknife_jpeg(i, 80).map(drop) },
    Operation { name: "JPEG, quality 85 (PNG to JPG)", run: |i| penknife_jpeg(i, 85).map(drop) },
    Operation { name: "PNG, lossless (JPG to PNG)", run: |i| png_lossless(i).map(drop) },
    Operation {
        name: "PNG, lossy quality 80",
        run: |i| encode(i, &EncodeOptions::Png { lossy: Some(80), level: 2 }).map(drop).map_err(Into::into),
    },
    Operation {
        name: "WebP, lossless",
        run: |i| encode(i, &EncodeOptions::WebpLossless).map(drop).map_err(Into::into),
    },
    Operation { name: "AVIF, quality 60, speed 6 (AVIF Converter)", run: |i| penknife_avif(i, 60).map(drop) },
    Operation {
        name: "Resize to 800×600 (Image Resizer)", run: |i| resize(i, 800, 600).map(drop).map_err(Into::into)
    },
];
