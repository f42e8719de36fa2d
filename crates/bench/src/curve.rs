//! Rate–quality curves: SSIMULACRA2 scores of encoded files, and the bytes an encoder needs for a given score.

use anyhow::{Context, Result, anyhow};
use penknife_core::image::RgbaImage;
use serde_json::{Value, json};
use ssimulacra2::{ColorPrimaries, Rgb, TransferCharacteristic, compute_frame_ssimulacra2};

/// One encode: the quality asked for, the file's size and its score against the source.
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    pub quality: u8,
    pub bytes: usize,
    pub score: f64,
}

#[derive(Debug)]
pub struct Curve(Vec<Sample>);

impl Curve {
    pub fn new(samples: Vec<Sample>) -> Self {
        Curve(samples)
    }

    pub fn at_quality(&self, quality: u8) -> Option<Sample> {
        self.0.iter().copied().find(|s| s.quality == quality)
    }

    /// Bytes at `score`, interpolated linearly in log(bytes) between the two samples around it (scores rise with
    /// quality, but not always strictly, so the samples are ordered by score). None outside the sampled range.
    pub fn bytes_at_score(&self, score: f64) -> Option<f64> {
        let mut samples = self.0.clone();
        samples.sort_by(|a, b| a.score.total_cmp(&b.score));
        samples.windows(2).find_map(|pair| {
            let (low, high) = (pair[0], pair[1]);
            if !(low.score..=high.score).contains(&score) {
                return None;
            }
            let t = if high.score == low.score { 0.0 } else { (score - low.score) / (high.score - low.score) };
            let (a, b) = ((low.bytes as f64).ln(), (high.bytes as f64).ln());
            Some((a + t * (b - a)).exp())
        })
    }

    pub fn samples(&self) -> Value {
        self.0.iter().map(|s| json!({ "quality": s.quality, "bytes": s.bytes, "score": s.score })).collect()
    }
}

/// Scores encoded files against one source image. Transparent sources are compared as composited on white,
/// which is what a JPEG of them shows.
pub struct Referee {
    width: u32,
    height: u32,
    source: Vec<[f32; 3]>,
}

impl Referee {
    pub fn new(source: &RgbaImage) -> Result<Self> {
        Ok(Referee { width: source.width, height: source.height, source: on_white(&source.pixels) })
    }

    pub fn score(&self, encoded: &[u8]) -> Result<f64> {
        let is_avif = encoded.get(4..12) == Some(b"ftypavif");
        let decoded =
            if is_avif { crate::encoders::decode_avif(encoded) } else { Ok(image::load_from_memory(encoded)?) }
                .context("decoding an encoder's output")?
                .to_rgba8();
        if decoded.dimensions() != (self.width, self.height) {
            return Err(anyhow!("an encoder changed the image's size"));
        }
        let frame = |data: Vec<[f32; 3]>| {
            Rgb::new(
                data,
                self.width as usize,
                self.height as usize,
                TransferCharacteristic::SRGB,
                ColorPrimaries::BT709,
            )
        };
        let source = frame(self.source.clone())?;
        let distorted = frame(on_white(decoded.as_raw()))?;
        Ok(compute_frame_ssimulacra2(source, distorted)?)
    }
}

fn on_white(rgba: &[u8]) -> Vec<[f32; 3]> {
    rgba.chunks_exact(4)
        .map(|p| {
            let alpha = f32::from(p[3]) / 255.0;
            let channel = |c: u8| (f32::from(c) / 255.0) * alpha + (1.0 - alpha);
            [channel(p[0]), channel(p[1]), channel(p[2])]
        })
        .collect()
}
