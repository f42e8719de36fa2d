//! Raster → SVG: vtracer clusters the pixels into flat-colour regions and fits real vector paths (splines,
//! polygons or pixel outlines) around each one. The output never embeds the bitmap.
//!
//! **Transparency.** Pixels under half opacity are transparent, the rest opaque (a path has one fill). vtracer
//! discards transparent pixels itself only when a sampled fifth of the image is transparent; otherwise they are
//! clustered with their neighbours. So after clustering every region's mask loses its transparent pixels,
//! whatever vtracer decided: transparent in, transparent out, for a logo's background and a small hole alike.

use super::{ImageError, RgbaImage, TraceOption};
use clustering::ColourClusters;
use serde::{Deserialize, Serialize};
use vtracer::compose::Compositing;
use vtracer::fitter::{CurveFitter, FitParams, PixelFitter, PolygonFitter, SplineFitter};
use vtracer::frontend::{BinaryFrontend, Frontend, Threshold};
use vtracer::optimize::{CleanupPass, QuantizePass};
use vtracer::svg::SvgWriter;
use vtracer::{ColorImage, Config, Pipeline, Segmentation};

/// Alpha at or above which a pixel is traced as opaque.
const OPAQUE_FROM: u8 = 128;

/// Colour keeps every colour region; black and white traces the dark shapes only (line art, scans, logos).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum TraceMode {
    #[default]
    Colour,
    BlackAndWhite,
}

/// How region outlines become geometry.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum CurveFitting {
    /// The exact pixel staircase: largest output, crisp pixel art.
    Pixels,
    /// Straight edges.
    Polygons,
    /// Smooth curves with corners kept.
    #[default]
    Splines,
}

/// What a user can tune; the defaults are vtracer's own.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct TraceOptions {
    pub mode: TraceMode,
    /// Bits per channel that tell colours apart, [`COLOUR_PRECISION_RANGE`]: more keeps more colours.
    pub colour_precision: u8,
    /// Patches smaller than this many pixels square merge into their neighbours, [`FILTER_SPECKLE_RANGE`].
    pub filter_speckle: u8,
    /// Colour difference between gradient layers: smaller keeps more shades (more paths).
    pub gradient_step: u8,
    pub curve_fitting: CurveFitting,
    /// Degrees of turn at which a spline outline keeps a corner, [`CORNER_THRESHOLD_RANGE`]: smaller keeps more.
    pub corner_threshold: u8,
}

pub const COLOUR_PRECISION_RANGE: std::ops::RangeInclusive<u8> = 1..=8;
pub const FILTER_SPECKLE_RANGE: std::ops::RangeInclusive<u8> = 0..=128;
pub const CORNER_THRESHOLD_RANGE: std::ops::RangeInclusive<u8> = 0..=180;

impl Default for TraceOptions {
    fn default() -> Self {
        Self {
            mode: TraceMode::Colour,
            colour_precision: 6,
            filter_speckle: 4,
            gradient_step: 16,
            curve_fitting: CurveFitting::Splines,
            corner_threshold: 60,
        }
    }
}

impl TraceOptions {
    fn validate(&self) -> Result<(), ImageError> {
        let checks = [
            (TraceOption::ColourPrecision, self.colour_precision, COLOUR_PRECISION_RANGE),
            (TraceOption::FilterSpeckle, self.filter_speckle, FILTER_SPECKLE_RANGE),
            (TraceOption::CornerThreshold, self.corner_threshold, CORNER_THRESHOLD_RANGE),
        ];
        for (option, got, range) in checks {
            if !range.contains(&got) {
                return Err(ImageError::InvalidOption { option, min: *range.start(), max: *range.end(), got });
            }
        }
        Ok(())
    }

    /// The pipeline vtracer's `Config::build` would assemble for these options, built from the stages we use
    /// only, so the wasm bundle carries no watershed frontend or palette quantiser; the colour frontend is our
    /// faster rebuild of vtracer's (`clustering`), with the same layers. vtracer's defaults fill in
    /// what the user does not choose.
    fn pipeline(&self, opaque: Vec<bool>, width: usize) -> Pipeline {
        let defaults = Config::default();
        let speckle_area = usize::from(self.filter_speckle).pow(2);
        let frontend: Box<dyn Frontend> = match self.mode {
            TraceMode::Colour => Box::new(ColourClusters {
                color_precision_loss: 8 - i32::from(self.colour_precision),
                layer_difference: i32::from(self.gradient_step),
                good_min_area: speckle_area,
            }),
            TraceMode::BlackAndWhite => Box::new(BinaryFrontend {
                threshold: Threshold::Fixed(defaults.binary_threshold),
                diagonal: false,
                min_area: speckle_area,
            }),
        };
        let fitter: Box<dyn CurveFitter> = match self.curve_fitting {
            CurveFitting::Pixels => Box::new(PixelFitter),
            CurveFitting::Polygons => Box::new(PolygonFitter),
            CurveFitting::Splines => Box::new(SplineFitter::new(FitParams {
                corner_threshold: f64::from(self.corner_threshold).to_radians(),
                length_threshold: defaults.length_threshold,
                max_iterations: defaults.max_iterations,
                splice_threshold: f64::from(defaults.splice_threshold).to_radians(),
            })),
        };
        let precision = defaults.path_precision.unwrap_or(2);
        Pipeline {
            frontend: Box::new(KeepTransparent { inner: frontend, opaque, width }),
            color_fitters: Vec::new(),
            compositing: Compositing::Stacked(fitter),
            curve_passes: Vec::new(),
            optimizers: vec![Box::new(QuantizePass::new(precision)), Box::new(CleanupPass)],
            writer: SvgWriter { relative: true, shorthands: false, precision: Some(precision) },
        }
    }
}

/// Traces the image into an SVG document whose width, height and viewBox are the image's size in pixels.
pub fn trace_to_svg(image: &RgbaImage, options: &TraceOptions) -> Result<String, ImageError> {
    image.validate()?;
    options.validate()?;
    let opaque: Vec<bool> = image.pixels.chunks_exact(4).map(|pixel| pixel[3] >= OPAQUE_FROM).collect();
    let mut pixels = image.pixels.clone();
    for (pixel, &opaque) in pixels.chunks_exact_mut(4).zip(&opaque) {
        // Transparent pixels as white paper: background for black-and-white, one region for colour.
        let traced = if opaque { [pixel[0], pixel[1], pixel[2], 255] } else { [255, 255, 255, 0] };
        pixel.copy_from_slice(&traced);
    }
    let width = image.width as usize;
    let colour_image = ColorImage { pixels, width, height: image.height as usize };
    let trace_error = |error: vtracer::Error| ImageError::Trace(error.to_string());

    let svg = options.pipeline(opaque, width).to_svg(&colour_image).map_err(trace_error)?;

    let (w, h) = (image.width, image.height);
    let size = format!("width=\"{w}\" height=\"{h}\">");
    if !svg.contains(&size) {
        return Err(ImageError::Trace("the tracer wrote an SVG without the image's size".into()));
    }
    Ok(svg.replacen(&size, &format!("width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">"), 1))
}

/// Runs the configured frontend, then takes transparent pixels out of every region it found.
struct KeepTransparent {
    inner: Box<dyn Frontend>,
    opaque: Vec<bool>,
    width: usize,
}

impl KeepTransparent {
    fn is_opaque(&self, x: i64, y: i64) -> bool {
        let (Ok(x), Ok(y)) = (usize::try_from(x), usize::try_from(y)) else { return false };
        x < self.width && self.opaque.get(y * self.width + x).copied().unwrap_or(false)
    }
}

impl Frontend for KeepTransparent {
    fn segment(&self, image: &ColorImage) -> Result<Segmentation, vtracer::Error> {
        let mut segmentation = self.inner.segment(image)?;
        if self.opaque.iter().all(|&opaque| opaque) {
            return Ok(segmentation); // a photograph: nothing to take out of its layers
        }
        for layer in &mut segmentation.layers {
            let mask = &mut layer.mask;
            for y in 0..mask.height() {
                for x in 0..mask.width() {
                    let opaque =
                        self.is_opaque(x as i64 + i64::from(mask.offset.x), y as i64 + i64::from(mask.offset.y));
                    if !opaque && mask.image.get_pixel(x, y) {
                        mask.image.set_pixel(x, y, false);
                    }
                }
            }
        }
        segmentation.layers.retain(|layer| layer.mask.area() > 0);
        Ok(segmentation)
    }
}

mod clustering;
#[cfg(test)]
mod tests;
