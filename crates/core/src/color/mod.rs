//! The Color Converter: one colour, read from any CSS syntax (hex, `rgb()`, `hsl()`, `hwb()`, `lab()`, `lch()`,
//! `oklab()`, `oklch()`, `color()`, a CSS name) or from `cmyk()`, written in every one of them; and the WCAG 2.2
//! contrast ratio of two colours with its AA and AAA verdicts.
//!
//! Parsing and the colour spaces are [csscolorparser]'s (CSS Color 4: `lab()`/`lch()` in D50, Oklab as Björn
//! Ottosson defines it). CMYK is the naive device formula every converter uses (`k = 1 − max(r, g, b)`), since a
//! real press profile is not something a web page can know. Legacy comma syntax is what the output uses where CSS
//! has one (`rgb(255, 0, 0)`, `hsl(0, 100%, 50%)`), the space syntax where it has only that.

#[cfg(test)]
mod tests;

use csscolorparser::{Color, ParseColorError};
use serde::Serialize;
use std::fmt::Write as _;

/// Why a text is not a colour: a kind and its parameters, worded by the page in its visitor's language
/// (`web/src/tools/color-converter/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ColorError {
    #[error("Enter a color.")]
    Empty,
    /// The text names a syntax (`rgb(`, `#`) whose contents do not follow it.
    #[error("This is not a valid {syntax} color: check its numbers, units and separators.")]
    Malformed { syntax: ColorSyntax },
    /// Neither a known syntax nor a CSS colour name.
    #[error("Not a color: enter a hex code, rgb(), hsl(), hwb(), lab(), lch(), oklch(), cmyk() or a CSS color name.")]
    Unknown,
}

/// The syntax a malformed colour started with, named as it is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ColorSyntax {
    Hex,
    Rgb,
    Hsl,
    Hwb,
    Hsv,
    Lab,
    Lch,
    Oklab,
    Oklch,
    Color,
    Cmyk,
}

impl std::fmt::Display for ColorSyntax {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Hex => "hex",
            Self::Rgb => "rgb()",
            Self::Hsl => "hsl()",
            Self::Hwb => "hwb()",
            Self::Hsv => "hsv()",
            Self::Lab => "lab()",
            Self::Lch => "lch()",
            Self::Oklab => "oklab()",
            Self::Oklch => "oklch()",
            Self::Color => "color()",
            Self::Cmyk => "cmyk()",
        })
    }
}

/// One colour in every notation the converter shows, plus what the page draws it with.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ColorReport {
    /// `#ff0000`, or `#ff000080` when not opaque.
    pub hex: String,
    /// `rgb(255, 0, 0)` / `rgba(255, 0, 0, 0.5)`.
    pub rgb: String,
    /// `hsl(0, 100%, 50%)` / `hsla(…, 0.5)`.
    pub hsl: String,
    /// `hwb(0 0% 0%)` / `hwb(… / 0.5)`.
    pub hwb: String,
    /// `cmyk(0%, 100%, 100%, 0%)` (the alpha has no place in CMYK).
    pub cmyk: String,
    /// CIE Lab (D50): `lab(54.29 80.8 69.89)`.
    pub lab: String,
    /// CIE LCh (D50): `lch(54.29 106.84 40.85)`.
    pub lch: String,
    /// `oklch(62.8% 0.2577 29.23)`.
    pub oklch: String,
    /// The CSS name of exactly this colour, if it has one (`red`).
    pub name: Option<String>,
    /// `#rrggbb`, what `<input type="color">` takes (it has no alpha).
    pub picker: String,
    /// 0–1.
    pub alpha: f64,
}

/// What the page needs to answer for two colours: their contrast ratio and the WCAG 2.2 verdicts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Contrast {
    /// 1–21, to two decimals (21 for black on white).
    pub ratio: f64,
    /// Normal text, level AA: at least 4.5:1.
    pub normal_aa: bool,
    /// Normal text, level AAA: at least 7:1.
    pub normal_aaa: bool,
    /// Large text (24 px, or 18.66 px bold), level AA: at least 3:1.
    pub large_aa: bool,
    /// Large text, level AAA: at least 4.5:1.
    pub large_aaa: bool,
}

/// Reads `text` as a colour.
pub fn parse(text: &str) -> Result<Color, ColorError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ColorError::Empty);
    }
    if let Some(cmyk) = parse_cmyk(text) {
        return cmyk;
    }
    text.parse::<Color>().map_err(|error| match syntax_of(text) {
        // What the text starts with says what the visitor meant better than where the parser gave up.
        Some(syntax) => ColorError::Malformed { syntax },
        None => match error {
            ParseColorError::InvalidHex => ColorError::Malformed { syntax: ColorSyntax::Hex },
            ParseColorError::InvalidRgb => ColorError::Malformed { syntax: ColorSyntax::Rgb },
            ParseColorError::InvalidHsl => ColorError::Malformed { syntax: ColorSyntax::Hsl },
            ParseColorError::InvalidHwb => ColorError::Malformed { syntax: ColorSyntax::Hwb },
            ParseColorError::InvalidHsv => ColorError::Malformed { syntax: ColorSyntax::Hsv },
            ParseColorError::InvalidLab => ColorError::Malformed { syntax: ColorSyntax::Lab },
            ParseColorError::InvalidLch => ColorError::Malformed { syntax: ColorSyntax::Lch },
            ParseColorError::InvalidOklab => ColorError::Malformed { syntax: ColorSyntax::Oklab },
            ParseColorError::InvalidOklch => ColorError::Malformed { syntax: ColorSyntax::Oklch },
            ParseColorError::InvalidColor => ColorError::Malformed { syntax: ColorSyntax::Color },
            ParseColorError::InvalidFunction | ParseColorError::InvalidUnknown => ColorError::Unknown,
        },
    })
}

/// The syntax `text` starts with: `#`, or a colour function's name and `(`.
fn syntax_of(text: &str) -> Option<ColorSyntax> {
    if text.starts_with('#') {
        return Some(ColorSyntax::Hex);
    }
    let (name, _) = text.split_once('(')?;
    Some(match name.trim().to_ascii_lowercase().as_str() {
        "rgb" | "rgba" => ColorSyntax::Rgb,
        "hsl" | "hsla" => ColorSyntax::Hsl,
        "hwb" | "hwba" => ColorSyntax::Hwb,
        "hsv" | "hsva" => ColorSyntax::Hsv,
        "lab" => ColorSyntax::Lab,
        "lch" => ColorSyntax::Lch,
        "oklab" => ColorSyntax::Oklab,
        "oklch" => ColorSyntax::Oklch,
        "color" => ColorSyntax::Color,
        _ => return None,
    })
}

/// `cmyk(c, m, y, k)` or `device-cmyk(c m y k)`, each a percentage or a number 0–1; None when the text is not one.
fn parse_cmyk(text: &str) -> Option<Result<Color, ColorError>> {
    let lower = text.to_ascii_lowercase();
    let inner = lower.strip_prefix("device-cmyk(").or_else(|| lower.strip_prefix("cmyk("))?;
    let malformed = Err(ColorError::Malformed { syntax: ColorSyntax::Cmyk });
    let Some(inner) = inner.strip_suffix(')') else { return Some(malformed) };
    let parts: Vec<&str> = inner.split(|c: char| c == ',' || c.is_whitespace()).filter(|p| !p.is_empty()).collect();
    let component = |part: &str| -> Option<f64> {
        let value = match part.strip_suffix('%') {
            Some(percent) => percent.parse::<f64>().ok()? / 100.0,
            None => part.parse::<f64>().ok()?,
        };
        (value.is_finite() && (0.0..=1.0).contains(&value)).then_some(value)
    };
    let values: Option<Vec<f64>> = parts.iter().map(|part| component(part)).collect();
    let Some(&[c, m, y, k]) = values.as_deref() else { return Some(malformed) };
    let channel = |ink: f64| ((1.0 - ink) * (1.0 - k)) as f32;
    Some(Ok(Color::new(channel(c), channel(m), channel(y), 1.0)))
}

/// `text` in every notation.
pub fn convert(text: &str) -> Result<ColorReport, ColorError> {
    Ok(report(&parse(text)?))
}

/// `color` in every notation: the colour as the swatch shows it. A colour outside sRGB (a wide `oklch()`, a
/// `color(display-p3 …)`) has its channels clipped to sRGB first, so every notation names that same colour and
/// reads back as it (unclipped, a far-out colour's `lab()` could even have a negative lightness).
pub fn report(color: &Color) -> ColorReport {
    let clip = |channel: f32| channel.clamp(0.0, 1.0);
    let color = &Color::new(clip(color.r), clip(color.g), clip(color.b), color.a);
    let [r, g, b, alpha] = color.to_rgba8();
    let opaque = alpha == 255;
    let a = f64::from(color.a.clamp(0.0, 1.0));
    let alpha_text = number(a, 3);

    let mut hex = format!("#{r:02x}{g:02x}{b:02x}");
    let picker = hex.clone();
    if !opaque {
        let _ = write!(hex, "{alpha:02x}");
    }
    let rgb = if opaque { format!("rgb({r}, {g}, {b})") } else { format!("rgba({r}, {g}, {b}, {alpha_text})") };

    let [h, s, l, _] = color.to_hsla();
    let (h, s, l) = (hue(h, 1), percent(s), percent(l));
    let hsl = if opaque { format!("hsl({h}, {s}, {l})") } else { format!("hsla({h}, {s}, {l}, {alpha_text})") };

    let [h, w, bl, _] = color.to_hwba();
    let slash = if opaque { String::new() } else { format!(" / {alpha_text}") };
    let hwb = format!("hwb({} {} {}{slash})", hue(h, 1), percent(w), percent(bl));

    let cmyk = {
        let (r, g, b) = (f64::from(r) / 255.0, f64::from(g) / 255.0, f64::from(b) / 255.0);
        let k = 1.0 - r.max(g).max(b);
        let ink = |v: f64| if k >= 1.0 { 0.0 } else { (1.0 - v - k) / (1.0 - k) };
        format!("cmyk({}, {}, {}, {})", percent(ink(r)), percent(ink(g)), percent(ink(b)), percent(k))
    };

    let linear = linear_srgb(color);
    let [lab_l, lab_a, lab_b] = lab(linear);
    let lab = format!("lab({} {} {}{slash})", number(lab_l, 2), number(lab_a, 2), number(lab_b, 2));
    let (chroma, angle) = polar(lab_a, lab_b);
    let lch = format!("lch({} {} {}{slash})", number(lab_l, 2), number(chroma, 2), hue(angle, 2));
    let [ok_l, ok_a, ok_b] = oklab(linear);
    let (ok_c, ok_h) = polar(ok_a, ok_b);
    let oklch = format!("oklch({}% {} {}{slash})", number(ok_l * 100.0, 2), number(ok_c, 4), hue(ok_h, 2));

    ColorReport {
        hex,
        rgb,
        hsl,
        hwb,
        cmyk,
        lab,
        lch,
        oklch,
        // A CSS name is an opaque colour.
        name: if opaque { color.name().map(str::to_owned) } else { None },
        picker,
        alpha: a,
    }
}

/// The WCAG 2.2 contrast of `foreground` on `background`. A see-through foreground is laid over the background,
/// and a see-through background over white (the page's own background), as they would be seen.
pub fn contrast(foreground: &Color, background: &Color) -> Contrast {
    let background = over(background, &Color::new(1.0, 1.0, 1.0, 1.0));
    let foreground = over(foreground, &background);
    let (lighter, darker) = {
        let (a, b) = (luminance(&foreground), luminance(&background));
        if a >= b { (a, b) } else { (b, a) }
    };
    let exact = (lighter + 0.05) / (darker + 0.05);
    // The verdicts read the exact ratio: 4.499 is not 4.5, however it rounds.
    Contrast {
        ratio: (exact * 100.0).round() / 100.0,
        normal_aa: exact >= 4.5,
        normal_aaa: exact >= 7.0,
        large_aa: exact >= 3.0,
        large_aaa: exact >= 4.5,
    }
}

/// `top` composited over the opaque `bottom`.
fn over(top: &Color, bottom: &Color) -> Color {
    let a = top.a.clamp(0.0, 1.0);
    let mix = |t: f32, b: f32| t * a + b * (1.0 - a);
    Color::new(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b), 1.0)
}

/// WCAG 2.2's relative luminance of an opaque sRGB colour.
fn luminance(color: &Color) -> f64 {
    let linear = |channel: f32| {
        let c = f64::from(channel.clamp(0.0, 1.0));
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
}

/// `value` rounded to `decimals`, without trailing zeros (`0.5`, `100`, `-0` written `0`).
fn number(value: f64, decimals: usize) -> String {
    if !value.is_finite() {
        return "0".into();
    }
    let text = format!("{value:.decimals$}");
    let text = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { &text };
    if text == "-0" { "0".into() } else { text.into() }
}

/// A 0–1 fraction as a percentage to one decimal (`100%`, `40.2%`).
fn percent(fraction: impl Into<f64>) -> String {
    format!("{}%", number(fraction.into() * 100.0, 1))
}

/// An angle in degrees in [0, 360), to `decimals`; an achromatic colour's undefined hue (NaN) is 0.
fn hue(degrees: impl Into<f64>, decimals: usize) -> String {
    let degrees: f64 = degrees.into();
    if !degrees.is_finite() {
        return "0".into();
    }
    let text = number(degrees.rem_euclid(360.0), decimals);
    if text == "360" { "0".into() } else { text }
}

// The colour spaces in f64 (the parser's f32 is a hundredth off in Lab's second decimal). Matrices from CSS Color 4.

/// Linear-light sRGB of the colour's 0–1 channels.
fn linear_srgb(color: &Color) -> [f64; 3] {
    let linear = |channel: f32| {
        let c = f64::from(channel);
        let magnitude = c.abs();
        let value = if magnitude <= 0.04045 { magnitude / 12.92 } else { ((magnitude + 0.055) / 1.055).powf(2.4) };
        value.copysign(c)
    };
    [linear(color.r), linear(color.g), linear(color.b)]
}

fn multiply(m: [[f64; 3]; 3], v: [f64; 3]) -> [f64; 3] {
    m.map(|row| row[0] * v[0] + row[1] * v[1] + row[2] * v[2])
}

/// CIE Lab (D50) of linear sRGB: through XYZ D65 and the Bradford adaptation to D50.
fn lab(linear: [f64; 3]) -> [f64; 3] {
    const SRGB_TO_XYZ_D65: [[f64; 3]; 3] = [
        [506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0],
        [87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0],
        [7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0],
    ];
    const D65_TO_D50: [[f64; 3]; 3] = [
        [1.047_929_840_000_181_6, 0.022_946_870_601_609_652, -0.050_192_266_583_955_81],
        [0.029_627_808_712_620_68, 0.990_434_929_870_430_9, -0.017_073_799_063_418_826],
        [-0.009_243_040_646_204_504, 0.015_055_191_490_298_152, 0.751_874_281_428_137_2],
    ];
    const WHITE_D50: [f64; 3] = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585];
    const EPSILON: f64 = 216.0 / 24389.0;
    const KAPPA: f64 = 24389.0 / 27.0;
    let xyz = multiply(D65_TO_D50, multiply(SRGB_TO_XYZ_D65, linear));
    let f = |i: usize| {
        let v = xyz[i] / WHITE_D50[i];
        if v > EPSILON { v.cbrt() } else { (KAPPA * v + 16.0) / 116.0 }
    };
    let (fx, fy, fz) = (f(0), f(1), f(2));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// Oklab of linear sRGB (Björn Ottosson's matrices).
fn oklab(linear: [f64; 3]) -> [f64; 3] {
    const SRGB_TO_LMS: [[f64; 3]; 3] = [
        [0.412_221_470_8, 0.536_332_536_3, 0.051_445_992_9],
        [0.211_903_498_2, 0.680_699_545_1, 0.107_396_956_6],
        [0.088_302_461_9, 0.281_718_837_6, 0.629_978_700_5],
    ];
    const LMS_TO_OKLAB: [[f64; 3]; 3] = [
        [0.210_454_255_3, 0.793_617_785_0, -0.004_072_046_8],
        [1.977_998_495_1, -2.428_592_205_0, 0.450_593_709_9],
        [0.025_904_037_1, 0.782_771_766_2, -0.808_675_766_0],
    ];
    multiply(LMS_TO_OKLAB, multiply(SRGB_TO_LMS, linear).map(f64::cbrt))
}

/// Chroma and hue (degrees) of a colour's two opponent axes; a chroma too small to see has no hue (NaN → 0).
fn polar(a: f64, b: f64) -> (f64, f64) {
    let chroma = a.hypot(b);
    let hue = if chroma < 1e-4 { f64::NAN } else { b.atan2(a).to_degrees() };
    (chroma, hue)
}
