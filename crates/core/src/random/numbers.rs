//! The Random Number Generator tool: many numbers, one number, and an evenly spaced sequence from a range.
//!
//! Numbers are exact. The range ends are read from the user's text as exact decimals (no floating point), and
//! every value is an integer `k` on a grid: `k` itself without decimals, `k / 10^places` with decimals. The grid
//! holds every value with that many places inside `[min, max]`, so
//! - a draw is one uniform grid point: each value that can be shown is equally likely (rounding a continuous
//!   draw instead would give the two ends half the chance of the others);
//! - draws without duplicates are distinct grid points by Floyd's algorithm ([`super::sample_distinct`]):
//!   exactly `count` steps, no redraw loops, 10,000 of 10,000 as fast as 10 of a billion. This holds with
//!   decimals too: if the grid holds fewer values than asked for (say 0.01–0.05 with 2 places), the count is
//!   capped exactly as the spec caps whole numbers, with the same notice;
//! - the whole `i64` range works (2^64 values), and with decimals `|min|, |max|` up to `i64::MAX` at 10 places.
//!
//! Results are text: whole numbers as written, decimals with exactly `places` digits after the point ("3.10"),
//! since JavaScript numbers cannot hold every `i64`.

use super::{RandomSource, below, sample_distinct, shuffle};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;

/// Most numbers one request makes (spec: count max 10000).
pub const MAX_COUNT: usize = 10_000;
/// Decimal places are clamped to this range (spec: 1 to 10).
pub const MIN_DECIMAL_PLACES: u32 = 1;
pub const MAX_DECIMAL_PLACES: u32 = 10;

/// Fraction digits kept when reading a range end; digits beyond the 18th are ignored.
const SCALE_DIGITS: u32 = 18;
const SCALE: i128 = 10i128.pow(SCALE_DIGITS);

/// The form field a message is about, named by its key in [`RandomNumberForm`] (so the page marks that input).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum NumberField {
    #[serde(rename = "min")]
    Minimum,
    #[serde(rename = "max")]
    Maximum,
    Count,
    DecimalPlaces,
}

impl fmt::Display for NumberField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Minimum => "Minimum",
            Self::Maximum => "Maximum",
            Self::Count => "Count",
            Self::DecimalPlaces => "Decimal places",
        })
    }
}

/// Why the settings give no numbers. Messages are what the page shows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum NumbersError {
    #[error("{0} must be a number")]
    NotANumber(NumberField),
    #[error("{0} must be a whole number")]
    NotWhole(NumberField),
    #[error("{0} must be between -9223372036854775808 and 9223372036854775807")]
    TooLarge(NumberField),
    /// The spec's message; the page disables Generate while it shows.
    #[error("Minimum must be less than maximum")]
    MinNotLessThanMax,
    /// With decimals, a range narrower than one step of the chosen places (0.001–0.009 with 2 places).
    #[error("No number with {places} decimal places lies between {min} and {max}")]
    NoValueWithPlaces { places: u32, min: String, max: String },
}

/// The range and precision numbers are drawn from: the grid of integers `low..=high` in units of
/// `10^-places`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberRange {
    /// The ends as the user gave them, exact, in units of 10^-18 (for messages).
    min: i128,
    max: i128,
    places: u32,
    low: i128,
    high: i128,
}

impl NumberRange {
    /// Reads the ends from text. `places`: `None` for whole numbers (then the ends must be whole), `Some(p)`
    /// for decimals with `p` places, clamped to 1–10.
    pub fn new(min: &str, max: &str, places: Option<u32>) -> Result<Self, NumbersError> {
        let (min, max) = read_ends(min, max, places.is_none())?;
        Self::from_ends(min, max, places)
    }

    fn from_ends(min: i128, max: i128, places: Option<u32>) -> Result<Self, NumbersError> {
        let places = places.map_or(0, |p| p.clamp(MIN_DECIMAL_PLACES, MAX_DECIMAL_PLACES));
        let unit = 10i128.pow(SCALE_DIGITS - places);
        // The grid points inside [min, max]: round the lower end up and the upper end down.
        let low = -(-min).div_euclid(unit);
        let high = max.div_euclid(unit);
        if low > high {
            return Err(NumbersError::NoValueWithPlaces { places, min: plain(min), max: plain(max) });
        }
        Ok(Self { min, max, places, low, high })
    }

    /// Digits after the point in every value (0 for whole numbers).
    pub fn places(&self) -> u32 {
        self.places
    }

    /// How many distinct values the range holds (up to 2^64 × 10^10, hence u128).
    pub fn size(&self) -> u128 {
        (self.high - self.low) as u128 + 1
    }

    /// The lower end as the user gave it, without trailing zeros ("1", "-2.5").
    pub fn min_text(&self) -> String {
        plain(self.min)
    }

    /// The upper end as the user gave it, without trailing zeros.
    pub fn max_text(&self) -> String {
        plain(self.max)
    }

    /// The `offset`-th value of the grid, as text.
    fn value(&self, offset: u128) -> String {
        fixed(self.low + offset as i128, self.places)
    }
}

/// Validated settings for the numbers card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomNumberSettings {
    pub range: NumberRange,
    /// Clamped to 1–10000.
    pub count: usize,
    pub allow_duplicates: bool,
}

impl RandomNumberSettings {
    pub fn new(range: NumberRange, count: usize, allow_duplicates: bool) -> Self {
        Self { range, count: count.clamp(1, MAX_COUNT), allow_duplicates }
    }
}

/// The page's form as typed: every number field is the text in its box, so nothing the user typed is lost
/// and the engine gives the message for text that is not a number. Missing fields take the spec's defaults:
/// min 1, max 100, count 10, duplicates allowed, decimals off, 2 places.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RandomNumberForm {
    pub min: String,
    pub max: String,
    pub count: String,
    pub allow_duplicates: bool,
    pub decimals: bool,
    /// Only read when `decimals` is on.
    pub decimal_places: String,
}

impl Default for RandomNumberForm {
    fn default() -> Self {
        Self {
            min: "1".into(),
            max: "100".into(),
            count: "10".into(),
            allow_duplicates: true,
            decimals: false,
            decimal_places: "2".into(),
        }
    }
}

impl RandomNumberForm {
    /// The settings, or the first problem in the order the fields appear: minimum, maximum (and whether min is
    /// below max), decimal places, count. Count and places out of range are clamped, not refused.
    pub fn parse(&self) -> Result<RandomNumberSettings, NumbersError> {
        let (min, max) = read_ends(&self.min, &self.max, !self.decimals)?;
        let places = if self.decimals {
            let typed = parse_whole(&self.decimal_places, NumberField::DecimalPlaces)?;
            Some(typed.clamp(i128::from(MIN_DECIMAL_PLACES), i128::from(MAX_DECIMAL_PLACES)) as u32)
        } else {
            None
        };
        let range = NumberRange::from_ends(min, max, places)?;
        let count = parse_whole(&self.count, NumberField::Count)?.clamp(1, MAX_COUNT as i128) as usize;
        Ok(RandomNumberSettings::new(range, count, self.allow_duplicates))
    }
}

/// The numbers card's content.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct RandomNumbers {
    pub numbers: Vec<String>,
    /// The count asked for (after clamping to 1–10000); more than `numbers.len()` when capped.
    pub requested: usize,
    /// When distinct numbers were asked for and the range holds fewer: the spec's notice.
    pub notice: Option<UniqueShortfall>,
}

/// Fewer distinct numbers in the range than were asked for: its `Display` is the spec's notice, which the page
/// words from these parameters in its visitor's language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct UniqueShortfall {
    pub requested: usize,
    /// How many there are (all of the range).
    pub count: usize,
    pub min: String,
    pub max: String,
}

impl fmt::Display for UniqueShortfall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self { requested, count, min, max } = self;
        write!(
            f,
            "Cannot generate {requested} unique numbers in range {min}-{max}. Generating {count} numbers instead."
        )
    }
}

/// `settings.count` numbers from the range, in random order. Without duplicates they are distinct; if the range
/// holds fewer values than asked for, all of them are returned (shuffled) with the notice.
pub fn draw_numbers(settings: &RandomNumberSettings, rng: &mut impl RandomSource) -> RandomNumbers {
    let range = &settings.range;
    let requested = settings.count;
    let size = range.size();
    if settings.allow_duplicates {
        let numbers = (0..requested).map(|_| range.value(offset_below(rng, size))).collect();
        return RandomNumbers { numbers, requested, notice: None };
    }
    let count = usize::try_from(size).map_or(requested, |size| size.min(requested));
    let notice =
        (count < requested).then(|| UniqueShortfall { requested, count, min: range.min_text(), max: range.max_text() });
    let numbers = distinct_offsets(rng, size, count).into_iter().map(|offset| range.value(offset)).collect();
    RandomNumbers { numbers, requested, notice }
}

/// One number from the range.
pub fn draw_number(range: &NumberRange, rng: &mut impl RandomSource) -> String {
    range.value(offset_below(rng, range.size()))
}

/// `count` values from the range's lowest to its highest value in `count − 1` equal steps (spec: the range
/// divided into count − 1 steps), each rounded to the range's places — to the nearest value, a tie going to the
/// upper one; `count` 1 gives just the lowest. With more values than the range holds, some repeat.
pub fn evenly_spaced(range: &NumberRange, count: usize) -> Vec<String> {
    let count = count.clamp(1, MAX_COUNT);
    if count == 1 {
        return vec![fixed(range.low, range.places)];
    }
    let steps = (count - 1) as i128;
    let span = range.high - range.low;
    (0..=steps)
        .map(|i| {
            // round(i·span / steps) for non-negative numbers: floor((2·i·span + steps) / (2·steps)).
            // i·span < 10^4 · 2^64 · 10^10 fits easily in i128.
            let offset = (2 * i * span + steps) / (2 * steps);
            fixed(range.low + offset, range.places)
        })
        .collect()
}

/// A uniform integer in `0..n` for `n` up to 2^128 − 1: [`below`] when it fits in 64 bits (exactly 2^64 is the
/// full i64 range: one raw word), else masked 128-bit words, each kept with probability above one half.
fn offset_below(rng: &mut impl RandomSource, n: u128) -> u128 {
    debug_assert!(n > 0);
    const WORD: u128 = 1 << 64;
    if n < WORD {
        return u128::from(below(rng, n as u64));
    }
    if n == WORD {
        return u128::from(rng.next_u64());
    }
    let mask = u128::MAX >> (n - 1).leading_zeros();
    loop {
        let draw = ((u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64())) & mask;
        if draw < n {
            return draw;
        }
    }
}

/// `k` distinct integers from `0..n` in random order: [`sample_distinct`] when `n` fits in 64 bits, else the
/// same algorithm (Floyd's) over 128 bits. Exactly `k` draws either way.
fn distinct_offsets(rng: &mut impl RandomSource, n: u128, k: usize) -> Vec<u128> {
    if let Ok(n) = u64::try_from(n) {
        return sample_distinct(rng, n, k).into_iter().map(u128::from).collect();
    }
    let mut chosen = HashSet::with_capacity(k);
    let mut order = Vec::with_capacity(k);
    for j in (n - k as u128)..n {
        let t = offset_below(rng, j + 1);
        // Every earlier pick is below j, so when t is taken, j is free.
        let value = if chosen.insert(t) { t } else { j };
        chosen.insert(value);
        order.push(value);
    }
    shuffle(rng, &mut order);
    order
}

/// Both range ends, checked in the order the form shows them, then against each other.
fn read_ends(min: &str, max: &str, whole: bool) -> Result<(i128, i128), NumbersError> {
    let min = parse_end(min, NumberField::Minimum, whole)?;
    let max = parse_end(max, NumberField::Maximum, whole)?;
    if min >= max {
        return Err(NumbersError::MinNotLessThanMax);
    }
    Ok((min, max))
}

/// A range end: an exact decimal in units of 10^-18 within the i64 range; `whole` refuses a fraction.
fn parse_end(text: &str, field: NumberField, whole: bool) -> Result<i128, NumbersError> {
    let value = parse_decimal(text).ok_or(NumbersError::NotANumber(field))?;
    let limits = i128::from(i64::MIN) * SCALE..=i128::from(i64::MAX) * SCALE;
    if !limits.contains(&value) {
        return Err(NumbersError::TooLarge(field));
    }
    if whole && value % SCALE != 0 {
        return Err(NumbersError::NotWhole(field));
    }
    Ok(value)
}

/// A count or a number of places: a whole number, saturated (the caller clamps it).
fn parse_whole(text: &str, field: NumberField) -> Result<i128, NumbersError> {
    let value = parse_decimal(text).ok_or(NumbersError::NotWhole(field))?;
    if value % SCALE != 0 {
        return Err(NumbersError::NotWhole(field));
    }
    Ok(value / SCALE)
}

/// Plain decimal text (`-12.5`, `+3`, `.5`, `7.`, surrounding spaces allowed) in units of 10^-18, fraction
/// digits beyond the 18th ignored. Saturates far outside any range we accept, so callers can report "too
/// large" instead of "not a number". `None` when it is not a number.
fn parse_decimal(text: &str) -> Option<i128> {
    let text = text.trim();
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let (integer, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if integer.is_empty() && fraction.is_empty() || !all_digits(integer) || !all_digits(fraction) {
        return None;
    }
    // Beyond every i64, so a huge number stays huge instead of overflowing.
    const CEILING: i128 = 10i128.pow(19);
    let mut value: i128 = 0;
    for b in integer.bytes() {
        value = (value * 10 + i128::from(b - b'0')).min(CEILING);
    }
    let mut fraction_value: i128 = 0;
    for (i, b) in fraction.bytes().take(SCALE_DIGITS as usize).enumerate() {
        fraction_value += i128::from(b - b'0') * 10i128.pow(SCALE_DIGITS - 1 - i as u32);
    }
    let magnitude = value * SCALE + fraction_value;
    Some(if negative { -magnitude } else { magnitude })
}

/// `k / 10^places` with exactly `places` digits after the point.
fn fixed(k: i128, places: u32) -> String {
    let sign = if k < 0 { "-" } else { "" };
    let magnitude = k.unsigned_abs();
    if places == 0 {
        return format!("{sign}{magnitude}");
    }
    let unit = 10u128.pow(places);
    format!("{sign}{}.{:0width$}", magnitude / unit, magnitude % unit, width = places as usize)
}

/// A value in units of 10^-18 as short decimal text: no trailing zeros, no point for whole numbers.
fn plain(value: i128) -> String {
    let text = fixed(value, SCALE_DIGITS);
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}
