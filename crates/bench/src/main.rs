//! `image-bench CORPUS_DIR [BROWSER_DIR]` (or `image-bench --lossless CORPUS_DIR`: that table alone): the native half of `make bench`'s image section (bench/images.mjs runs it
//! and writes the table). Prints one JSON object on stdout.
//!
//! - Lossy: each photograph is encoded over a quality sweep by our JPEG encoder (mozjpeg-rs), C MozJPEG, libwebp
//!   and, when BROWSER_DIR holds them, Chromium's canvas encoders. Every output is decoded by the `image` crate (a
//!   referee that is none of the encoders) and scored with SSIMULACRA2 against the source. Bytes are compared at
//!   equal score: the score C MozJPEG reaches at quality 75 (Squoosh's default), interpolated on each curve.
//! - Lossless PNG: what the Image Compressor writes (our encoder from the decoded pixels, or a PNG file itself
//!   without metadata when that is smaller) against oxipng at preset 2 on the original file.
//! - Speed: milliseconds per megapixel of each default encode and of a resize, natively, one core.

mod curve;
mod encoders;

use anyhow::{Context, Result, bail};
use curve::{Curve, Sample};
use penknife_core::image::RgbaImage;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The photographs (lossy comparison) and the graphics (lossless only) of scikit-image's sample data.
const PHOTOS: &[&str] = &[
    "astronaut.png",
    "chelsea.png",
    "coffee.png",
    "motorcycle_left.png",
    "ihc.png",
    "rocket.jpg",
    "hubble_deep_field.jpg",
];
const GRAPHICS: &[&str] = &["logo.png", "horse.png", "text.png", "page.png", "phantom.png", "color.png"];
const QUALITIES: [u8; 12] = [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95];
/// Squoosh's MozJPEG default: the score C MozJPEG reaches here is the level every encoder is compared at.
const REFERENCE_QUALITY: u8 = 75;

fn main() -> Result<()> {
    let mut args = std::env::args().skip(1);
    let Some(corpus) = args.next() else {
        bail!("usage: image-bench CORPUS_DIR [BROWSER_DIR] | image-bench --lossless CORPUS_DIR | image-bench --photos");
    };
    // bench/images.mjs asks which photographs to encode with the browser's canvas.
    if corpus == "--photos" {
        println!("{}", PHOTOS.join("\n"));
        return Ok(());
    }
    if corpus == "--lossless" {
        let corpus = PathBuf::from(args.next().context("--lossless needs the corpus directory")?);
        let lossless = PHOTOS.iter().chain(GRAPHICS).map(|name| measure_lossless(&corpus, name));
        println!("{}", serde_json::to_string_pretty(&lossless.collect::<Result<Vec<_>>>()?)?);
        return Ok(());
    }
    let corpus = PathBuf::from(corpus);
    let browser = args.next().map(PathBuf::from);

    let mut photos = Vec::new();
    for name in PHOTOS {
        photos.push(measure_photo(&corpus, name, browser.as_deref())?);
    }
    let mut lossless = Vec::new();
    for name in PHOTOS.iter().chain(GRAPHICS) {
        lossless.push(measure_lossless(&corpus, name)?);
    }
    let speed = measure_speed(&corpus.join("coffee.png"))?;
    let report = json!({ "photos": photos, "lossless": lossless, "speed": speed });
    println!("{}", serde_json::to_string_pretty(&report)?);
    Ok(())
}

fn load(path: &Path) -> Result<RgbaImage> {
    let decoded = image::open(path).with_context(|| format!("reading {}", path.display()))?.to_rgba8();
    let (width, height) = decoded.dimensions();
    Ok(RgbaImage::new(width, height, decoded.into_raw())?)
}

/// Bytes at equal SSIMULACRA2 for every lossy encoder on one photograph.
fn measure_photo(corpus: &Path, name: &str, browser: Option<&Path>) -> Result<Value> {
    let source = load(&corpus.join(name))?;
    let referee = curve::Referee::new(&source)?;
    let mut curves: Vec<(&str, Curve)> = Vec::new();
    for encoder in encoders::LOSSY {
        let mut samples = Vec::new();
        for quality in QUALITIES {
            let bytes = (encoder.encode)(&source, quality)?;
            samples.push(Sample { quality, bytes: bytes.len(), score: referee.score(&bytes)? });
        }
        curves.push((encoder.name, Curve::new(samples)));
    }
    // Chromium's canvas encoders, written by bench/images.mjs as {stem}.{jpeg|webp}.{quality}.
    if let Some(dir) = browser {
        let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
        for (label, extension) in [("Chromium canvas JPEG", "jpeg"), ("Chromium canvas WebP", "webp")] {
            let mut samples = Vec::new();
            for quality in QUALITIES {
                let path = dir.join(format!("{stem}.{extension}.{quality}"));
                let Ok(bytes) = std::fs::read(&path) else { continue };
                samples.push(Sample { quality, bytes: bytes.len(), score: referee.score(&bytes)? });
            }
            if !samples.is_empty() {
                curves.push((label, Curve::new(samples)));
            }
        }
    }

    let reference = curves
        .iter()
        .find(|(label, _)| *label == encoders::REFERENCE)
        .and_then(|(_, curve)| curve.at_quality(REFERENCE_QUALITY))
        .context("the reference encoder has no sample at its reference quality")?;
    let target = reference.score;
    let baseline = reference.bytes as f64;
    let encoders: Vec<Value> = curves
        .iter()
        .map(|(label, curve)| {
            let bytes = curve.bytes_at_score(target);
            json!({
                "encoder": label,
                "bytesAtScore": bytes,
                "vsReferencePercent": bytes.map(|b| (b / baseline - 1.0) * 100.0),
                "samples": curve.samples(),
            })
        })
        .collect();
    Ok(json!({
        "image": name,
        "width": source.width,
        "height": source.height,
        "targetScore": target,
        "encoders": encoders,
    }))
}

/// Lossless PNG: what the Image Compressor (PNG files) and JPG to PNG (JPEG files) write, against oxipng -o2 on
/// the original file (all keep every pixel).
fn measure_lossless(corpus: &Path, name: &str) -> Result<Value> {
    let path = corpus.join(name);
    let source = load(&path)?;
    let from_pixels = encoders::png_lossless(&source)?;
    let file = std::fs::read(&path)?;
    let ours = penknife_core::image::png::smaller_of(from_pixels, &file);
    // oxipng needs a PNG: a JPEG source is first written as a plain PNG of the same pixels.
    let original = if name.ends_with(".png") { file } else { encoders::plain_png(&source)? };
    let oxipng = encoders::oxipng_o2(&original)?;
    Ok(json!({
        "image": name,
        "original": original.len(),
        "ours": ours.len(),
        "oxipngO2": oxipng.len(),
        "vsOxipngPercent": (ours.len() as f64 / oxipng.len() as f64 - 1.0) * 100.0,
    }))
}

/// Milliseconds per megapixel of each default operation, natively (best of three, one thread).
fn measure_speed(path: &Path) -> Result<Value> {
    let source = load(path)?;
    let megapixels = f64::from(source.width) * f64::from(source.height) / 1e6;
    let mut rows = Vec::new();
    for operation in encoders::OPERATIONS {
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let start = Instant::now();
            (operation.run)(&source)?;
            best = best.min(start.elapsed().as_secs_f64() * 1e3);
        }
        rows.push(json!({ "operation": operation.name, "msPerMegapixel": best / megapixels }));
    }
    Ok(json!({ "image": path.file_name().map(|n| n.to_string_lossy()), "megapixels": megapixels, "rows": rows }))
}
