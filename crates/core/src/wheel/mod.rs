//! The wheel spinner's rules: the option list (2–20 options, the 18-colour palette, presets), the spin plan,
//! which segment sits under the pointer, the label rules and the spin history.
//!
//! # Geometry
//!
//! One convention is used everywhere (this engine, the page's canvas drawing, the tests):
//!
//! - Angles are in **degrees**, measured **clockwise from the top** (12 o'clock) of the wheel.
//! - With rotation 0, segment `i` of `n` covers wheel angles `[i·360/n, (i+1)·360/n)`: segment 0 starts at the
//!   top and the segments follow each other clockwise.
//! - Rotation `r` turns the whole wheel **clockwise** by `r` degrees, so a point drawn at wheel angle `θ`
//!   appears at screen angle `θ + r`. A spin only ever increases the rotation.
//! - The red **pointer is fixed at the top** (screen angle 0). It therefore points at wheel angle
//!   `(−r) mod 360`, and the segment containing that angle is the winner ([`winner_index`]). On an exact
//!   boundary the segment that starts there wins (the intervals are closed on the left).
//!
//! On an HTML canvas (angle 0 = 3 o'clock, y downwards, so positive angles already turn clockwise) segment `i`
//! is drawn from `(i·360/n + r − 90)°` to `((i+1)·360/n + r − 90)°`.
//!
//! # Fairness
//!
//! [`plan_spin`] picks the winner first, uniformly with [`below`], and only then computes a final rotation whose
//! pointer angle lies well inside that segment (10–90 % of its width), so the result never depends on
//! floating-point rounding at a segment edge, and [`winner_index`] of the final rotation gives the same winner.

#[cfg(test)]
mod tests;

use crate::random::{RandomSource, below, between, unit_f64};
use serde::Serialize;
use std::fmt;
use unicode_segmentation::UnicodeSegmentation as _;

/// Fewest options the wheel may be left with (removal and import stop here).
pub const MIN_OPTIONS: usize = 2;
/// Most options the wheel holds (adding and import stop here).
pub const MAX_OPTIONS: usize = 20;
/// Spin history keeps this many winners, newest first.
pub const HISTORY_LIMIT: usize = 10;
/// Spin duration setting, in whole seconds.
pub const MIN_SPIN_SECONDS: u32 = 1;
pub const MAX_SPIN_SECONDS: u32 = 10;
pub const DEFAULT_SPIN_SECONDS: u32 = 3;
/// Whole turns a spin makes before its final partial turn.
pub const MIN_TURNS: u32 = 5;
pub const MAX_TURNS: u32 = 10;
/// The wheel canvas's size in CSS pixels (it scales down on narrow screens).
pub const CANVAS_SIZE_PX: u32 = 400;
/// The click sound: an 800 Hz tone lasting 0.1 s.
pub const CLICK_FREQUENCY_HZ: f64 = 800.0;
pub const CLICK_SECONDS: f64 = 0.1;
/// Above this many options the page shows a hint that labels are shortened or numbered.
pub const HINT_ABOVE: usize = 12;
/// Above this many options segments show their number instead of their text.
pub const NUMBERS_ABOVE: usize = 15;
/// Above this many options segments show no label at all.
pub const HIDDEN_ABOVE: usize = 20;

/// Where in its segment the pointer may stop: never closer to an edge than this fraction of the segment.
const EDGE_MARGIN: f64 = 0.1;

/// A colour of the palette, by name. `Display` is its English name (the CLI's); the page words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ColorName {
    Red,
    Blue,
    Green,
    Orange,
    Purple,
    Teal,
    Pink,
    Yellow,
    Indigo,
    Lime,
    Rose,
    Cyan,
    Amber,
    Violet,
    Emerald,
    Fuchsia,
    Sky,
    Slate,
}

impl fmt::Display for ColorName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each variant is its English name, one word.
        fmt::Debug::fmt(self, f)
    }
}

/// A named colour of the palette.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct PaletteColor {
    pub name: ColorName,
    /// `#RRGGBB`, upper case.
    pub hex: &'static str,
}

const fn color(name: ColorName, hex: &'static str) -> PaletteColor {
    PaletteColor { name, hex }
}

/// The 18 colours. Ordered so neighbours contrast (red, blue, green, …): new options take the colour at their
/// position modulo 18, so consecutive segments never look alike. The first six are the default options' colours.
pub const PALETTE: [PaletteColor; 18] = [
    color(ColorName::Red, "#EF4444"),
    color(ColorName::Blue, "#3B82F6"),
    color(ColorName::Green, "#22C55E"),
    color(ColorName::Orange, "#F97316"),
    color(ColorName::Purple, "#A855F7"),
    color(ColorName::Teal, "#14B8A6"),
    color(ColorName::Pink, "#EC4899"),
    color(ColorName::Yellow, "#EAB308"),
    color(ColorName::Indigo, "#6366F1"),
    color(ColorName::Lime, "#84CC16"),
    color(ColorName::Rose, "#F43F5E"),
    color(ColorName::Cyan, "#06B6D4"),
    color(ColorName::Amber, "#F59E0B"),
    color(ColorName::Violet, "#8B5CF6"),
    color(ColorName::Emerald, "#10B981"),
    color(ColorName::Fuchsia, "#D946EF"),
    color(ColorName::Sky, "#0EA5E9"),
    color(ColorName::Slate, "#64748B"),
];

/// The colour a new option takes at `position` (0-based) in the list.
pub fn palette_color(position: usize) -> &'static str {
    PALETTE[position % PALETTE.len()].hex
}

/// The palette entry named `name`.
fn named_color(name: ColorName) -> &'static str {
    PALETTE.iter().find(|color| color.name == name).map_or(PALETTE[0].hex, |color| color.hex)
}

/// An option's content (the page adds an id to each).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct OptionSpec {
    pub text: String,
    /// `#RRGGBB`.
    pub color: String,
}

/// Options whose colours follow the palette by position, as import and most presets give them.
fn with_palette_colors<S: Into<String>>(texts: impl IntoIterator<Item = S>) -> Vec<OptionSpec> {
    texts
        .into_iter()
        .enumerate()
        .map(|(i, text)| OptionSpec { text: text.into(), color: palette_color(i).into() })
        .collect()
}

/// The text of an option the engine proposes (the defaults, the presets' options), as a word the page puts in
/// the visitor's language. `Display` is the English text (the CLI's). Once on the wheel it is the user's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum OptionWord {
    /// "Option 3".
    Numbered {
        number: u32,
    },
    /// A plain number: "7".
    Number {
        value: u32,
    },
    Yes,
    No,
    /// A colour's name: "Red".
    Color {
        name: ColorName,
    },
}

impl fmt::Display for OptionWord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Numbered { number } => write!(f, "Option {number}"),
            Self::Number { value } => write!(f, "{value}"),
            Self::Yes => f.write_str("Yes"),
            Self::No => f.write_str("No"),
            Self::Color { name } => write!(f, "{name}"),
        }
    }
}

/// An option the engine proposes: its word and its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ProposedOption {
    pub word: OptionWord,
    /// `#RRGGBB`.
    pub color: &'static str,
}

impl ProposedOption {
    /// The option with its English text, as the CLI shows it.
    pub fn in_english(&self) -> OptionSpec {
        OptionSpec { text: self.word.to_string(), color: self.color.into() }
    }
}

/// Words in the palette's colours by position.
fn proposed(words: impl IntoIterator<Item = OptionWord>) -> Vec<ProposedOption> {
    words.into_iter().enumerate().map(|(i, word)| ProposedOption { word, color: palette_color(i) }).collect()
}

/// Option 1 to Option 6, in the palette's first six colours.
pub fn default_options() -> Vec<ProposedOption> {
    proposed((1..=6).map(|number| OptionWord::Numbered { number }))
}

/// The presets, by id. `Display` is the English name (the spec's); the page words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum PresetId {
    YesOrNo,
    NumbersOneToTen,
    Colors,
    DefaultOptions,
}

impl fmt::Display for PresetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::YesOrNo => "Yes or No",
            Self::NumbersOneToTen => "Numbers 1-10",
            Self::Colors => "Colors",
            Self::DefaultOptions => "Default Options",
        })
    }
}

/// A ready-made wheel from the Presets tab.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Preset {
    pub id: PresetId,
    pub options: Vec<ProposedOption>,
}

/// The four presets in the spec's order. Yes/No and Colors use fitting colours (Yes green, No red, each colour
/// in itself); the others follow the palette.
pub fn presets() -> Vec<Preset> {
    let colors =
        [ColorName::Red, ColorName::Blue, ColorName::Green, ColorName::Yellow, ColorName::Purple, ColorName::Orange];
    vec![
        Preset {
            id: PresetId::YesOrNo,
            options: vec![
                ProposedOption { word: OptionWord::Yes, color: named_color(ColorName::Green) },
                ProposedOption { word: OptionWord::No, color: named_color(ColorName::Red) },
            ],
        },
        Preset { id: PresetId::NumbersOneToTen, options: proposed((1..=10).map(|value| OptionWord::Number { value })) },
        Preset {
            id: PresetId::Colors,
            options: colors
                .into_iter()
                .map(|name| ProposedOption { word: OptionWord::Color { name }, color: named_color(name) })
                .collect(),
        },
        Preset { id: PresetId::DefaultOptions, options: default_options() },
    ]
}

/// Why an option-list change (or a spin) was refused. `Display` is the toast's description, [`Self::title`]
/// its title.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum WheelError {
    /// Adding an empty or whitespace-only option.
    #[error("Please enter some text for the new option")]
    EmptyOption,
    /// Adding when the wheel already holds [`MAX_OPTIONS`].
    #[error("You can only have a maximum of 20 options on the wheel. Remove some options to add new ones.")]
    TooManyOnWheel,
    /// Removing when only [`MIN_OPTIONS`] (or fewer) are left.
    #[error("You need at least 2 options to spin the wheel")]
    TooFewToRemove,
    /// Importing fewer than two non-blank lines.
    #[error("Please enter at least 2 options (one per line)")]
    TooFewToImport,
    /// Importing more than [`MAX_OPTIONS`] non-blank lines.
    #[error("You can only import a maximum of 20 options at once")]
    TooManyToImport,
    /// Spinning (or reading) a wheel without options. The page cannot get here (it never goes below two); the
    /// spec gives no wording, so this is ours.
    #[error("Add at least one option to spin the wheel")]
    NoOptions,
}

impl WheelError {
    /// The toast's title.
    pub fn title(&self) -> &'static str {
        match self {
            Self::EmptyOption => "Invalid Option",
            Self::TooManyOnWheel => "Maximum Options Reached",
            Self::TooFewToRemove => "Minimum Options Required",
            Self::TooFewToImport => "Invalid Input",
            Self::TooManyToImport => "Too Many Options",
            Self::NoOptions => "No Options",
        }
    }
}

/// The option that adding `text` to a wheel of `count` options creates: the trimmed text in the palette colour
/// of its position. Empty text is checked before the count, as the spec lists them.
pub fn new_option(count: usize, text: &str) -> Result<OptionSpec, WheelError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(WheelError::EmptyOption);
    }
    if count >= MAX_OPTIONS {
        return Err(WheelError::TooManyOnWheel);
    }
    Ok(OptionSpec { text: text.into(), color: palette_color(count).into() })
}

/// Whether one option may be removed from a wheel of `count`.
pub fn check_removal(count: usize) -> Result<(), WheelError> {
    if count <= MIN_OPTIONS { Err(WheelError::TooFewToRemove) } else { Ok(()) }
}

/// Bulk import: one option per line (`\n` or `\r\n`), each trimmed, blank lines ignored, colours by position.
/// The result replaces the whole wheel.
pub fn import_options(text: &str) -> Result<Vec<OptionSpec>, WheelError> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    if lines.len() < MIN_OPTIONS {
        return Err(WheelError::TooFewToImport);
    }
    if lines.len() > MAX_OPTIONS {
        return Err(WheelError::TooManyToImport);
    }
    Ok(with_palette_colors(lines))
}

/// `angle` in `[0, 360)`; anything not finite counts as 0.
pub fn normalize_degrees(angle: f64) -> f64 {
    if !angle.is_finite() {
        return 0.0;
    }
    let r = angle.rem_euclid(360.0);
    // rem_euclid of a tiny negative number rounds up to exactly 360.
    if r >= 360.0 { 0.0 } else { r }
}

/// The wheel angle (clockwise from segment 0's start) that the top pointer indicates at `rotation`.
pub fn pointer_angle(rotation: f64) -> f64 {
    normalize_degrees(-normalize_degrees(rotation))
}

/// The segment under the pointer at `rotation` (see the module's geometry).
pub fn winner_index(rotation: f64, option_count: usize) -> Result<usize, WheelError> {
    if option_count == 0 {
        return Err(WheelError::NoOptions);
    }
    let segment = 360.0 / option_count as f64;
    let index = (pointer_angle(rotation) / segment).floor() as usize;
    Ok(index.min(option_count - 1))
}

/// A spin, decided before it is animated.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SpinPlan {
    /// The winning option's index; equals `winner_index(final_rotation, count)`.
    pub winner_index: usize,
    /// The current rotation brought into `[0, 360)`: the same picture, so the animation starts here and the
    /// rotation never grows from spin to spin.
    pub start_rotation: f64,
    /// Where the animation ends: `start_rotation + turns·360 + extra`, with `extra` in `[0, 360)`.
    pub final_rotation: f64,
    /// Whole turns before the final partial one (5–10).
    pub turns: u32,
}

/// Plans a spin from `current_rotation`: the winner uniformly at random, a point inside its segment away from
/// the edges, 5–10 whole turns, then the extra part of a turn (under one turn) that brings that point under the
/// pointer.
pub fn plan_spin(
    rng: &mut impl RandomSource,
    current_rotation: f64,
    option_count: usize,
) -> Result<SpinPlan, WheelError> {
    if option_count == 0 {
        return Err(WheelError::NoOptions);
    }
    let start_rotation = normalize_degrees(current_rotation);
    let winner = below(rng, option_count as u64) as usize;
    let segment = 360.0 / option_count as f64;
    let inside = EDGE_MARGIN + (1.0 - 2.0 * EDGE_MARGIN) * unit_f64(rng);
    let target = (winner as f64 + inside) * segment;
    // The pointer sees wheel angle −r, so the wheel must come to rest at r ≡ −target.
    let extra = normalize_degrees(-target - start_rotation);
    let turns = between(rng, i64::from(MIN_TURNS), i64::from(MAX_TURNS)) as u32;
    let final_rotation = start_rotation + f64::from(turns) * 360.0 + extra;
    Ok(SpinPlan { winner_index: winner, start_rotation, final_rotation, turns })
}

/// How segments are labelled for a given number of options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum LabelMode {
    /// The option's text, shortened to `max_chars`.
    Text,
    /// The option's 1-based number (above 15 options).
    Number,
    /// No labels (above 20 options).
    Hidden,
}

/// The label rule for a wheel of `count` options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LabelStyle {
    pub mode: LabelMode,
    /// Font size in canvas CSS pixels (of the 400 px wheel).
    pub font_px: u32,
    /// Longest label in user-perceived characters (text mode); longer text ends in '…'.
    pub max_chars: usize,
    /// Whether to show the hint that labels are shortened or numbered (above 12 options).
    pub show_hint: bool,
}

/// The font shrinks as the option count grows (segments get narrower); the character limit is what fits along
/// the radius at that size (about 0.6 em per character in 120 px), so a smaller font fits a few more.
pub fn label_style(count: usize) -> LabelStyle {
    let (mode, font_px, max_chars) = match count {
        0..=4 => (LabelMode::Text, 18, 11),
        5..=6 => (LabelMode::Text, 16, 12),
        7..=8 => (LabelMode::Text, 15, 13),
        9..=10 => (LabelMode::Text, 14, 14),
        11..=12 => (LabelMode::Text, 13, 15),
        13..=NUMBERS_ABOVE => (LabelMode::Text, 12, 16),
        16..=HIDDEN_ABOVE => (LabelMode::Number, 13, 2),
        _ => (LabelMode::Hidden, 0, 0),
    };
    LabelStyle { mode, font_px, max_chars, show_hint: count > HINT_ABOVE }
}

/// `text` trimmed and cut to `max_chars` user-perceived characters, the last one replaced by '…' when cut.
pub fn truncate_label(text: &str, max_chars: usize) -> String {
    let text = text.trim();
    let graphemes: Vec<&str> = text.graphemes(true).collect();
    if graphemes.len() <= max_chars {
        return text.into();
    }
    let mut cut: String = graphemes[..max_chars.saturating_sub(1)].concat().trim_end().into();
    cut.push('…');
    cut
}

/// What each segment shows: the style and one label per option (`None` when labels are hidden).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct WheelLabels {
    pub style: LabelStyle,
    pub labels: Vec<Option<String>>,
}

/// The labels to draw for these option texts, by [`label_style`].
pub fn wheel_labels<S: AsRef<str>>(texts: &[S]) -> WheelLabels {
    let style = label_style(texts.len());
    let labels = texts
        .iter()
        .enumerate()
        .map(|(i, text)| match style.mode {
            LabelMode::Text => Some(truncate_label(text.as_ref(), style.max_chars)),
            LabelMode::Number => Some((i + 1).to_string()),
            LabelMode::Hidden => None,
        })
        .collect();
    WheelLabels { style, labels }
}

/// The history after a spin: `winner` first, then the older entries, at most [`HISTORY_LIMIT`].
pub fn record_winner(history: &[String], winner: &str) -> Vec<String> {
    std::iter::once(winner.to_owned()).chain(history.iter().cloned()).take(HISTORY_LIMIT).collect()
}

/// A spin-duration setting brought into 1–10 whole seconds (anything not a number gives the default).
pub fn clamp_spin_seconds(seconds: f64) -> u32 {
    if seconds.is_nan() {
        return DEFAULT_SPIN_SECONDS;
    }
    seconds.round().clamp(f64::from(MIN_SPIN_SECONDS), f64::from(MAX_SPIN_SECONDS)) as u32
}
