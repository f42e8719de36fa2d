//! The Unix Timestamp Converter: a count of seconds, milliseconds, microseconds or nanoseconds since
//! 1970-01-01T00:00:00Z to dates (ISO 8601 / RFC 3339, RFC 2822, a relative time) in UTC and any IANA time zone, and
//! a date back to those counts. What `penknife time`, the page (the `time` wasm bundle) and the fuzzer call.
//!
//! Dates are [jiff]'s, with the IANA time zone database bundled in (the same rules on every machine and in the
//! browser), from the year -9999 to 9999. The engine never reads a clock: "now", for the relative time, is an
//! argument (the page's `Date.now()`, the CLI's system clock), so every answer is a pure function of its input.
//!
//! A timestamp's unit is read from its magnitude unless given, the way most tools guess it: under 10¹¹ it counts
//! seconds (up to the year 5138), under 10¹⁴ milliseconds, under 10¹⁷ microseconds, and nanoseconds beyond.
//! `1700000000` is seconds, `1700000000000` milliseconds.

#[cfg(test)]
mod tests;

use jiff::civil::DateTime;
use jiff::fmt::rfc2822;
use jiff::tz::{self, TimeZone};
use jiff::{Timestamp, ZonedDateTime};
use serde::{Deserialize, Serialize};

/// What a timestamp counts since 1970-01-01T00:00:00Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum TimeUnit {
    Seconds,
    Milliseconds,
    Microseconds,
    Nanoseconds,
}

impl TimeUnit {
    pub const ALL: [Self; 4] = [Self::Seconds, Self::Milliseconds, Self::Microseconds, Self::Nanoseconds];

    /// Nanoseconds in one of this unit.
    const fn nanos(self) -> i128 {
        match self {
            Self::Seconds => 1_000_000_000,
            Self::Milliseconds => 1_000_000,
            Self::Microseconds => 1_000,
            Self::Nanoseconds => 1,
        }
    }

    /// The unit a number of this size most likely counts (see the module's documentation).
    fn detect(magnitude: u128) -> Self {
        match magnitude {
            0..100_000_000_000 => Self::Seconds,
            100_000_000_000..100_000_000_000_000 => Self::Milliseconds,
            100_000_000_000_000..100_000_000_000_000_000 => Self::Microseconds,
            _ => Self::Nanoseconds,
        }
    }
}

impl std::fmt::Display for TimeUnit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Seconds => "seconds",
            Self::Milliseconds => "milliseconds",
            Self::Microseconds => "microseconds",
            Self::Nanoseconds => "nanoseconds",
        })
    }
}

/// A timestamp to convert.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TimestampRequest {
    /// An integer, optionally signed, optionally with a fraction (`-1.5`, `1700000000.123`).
    pub value: String,
    /// The unit it counts; read from its magnitude when absent.
    #[serde(default)]
    #[cfg_attr(feature = "typescript", tsify(optional))]
    pub unit: Option<TimeUnit>,
    /// The IANA zones to show it in, in this order (`UTC`, the visitor's, the one they picked).
    pub zones: Vec<String>,
    /// Milliseconds since the epoch, now: what the relative time counts from.
    pub now_ms: i64,
}

/// A date to turn back into timestamps.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DateRequest {
    /// ISO 8601 / RFC 3339 (`2023-11-14T22:13:20Z`, with an offset or a `[zone]`), RFC 2822
    /// (`Tue, 14 Nov 2023 22:13:20 +0000`), or a local date and time without an offset (`2023-11-14T17:13`, what
    /// a datetime-local field gives), read in `zone`.
    pub text: String,
    /// The IANA zone a date without an offset is read in.
    pub zone: String,
    pub zones: Vec<String>,
    pub now_ms: i64,
}

/// One instant, every way the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    /// The unit the value was read in.
    pub unit: TimeUnit,
    /// Whether that unit was read from the value's magnitude (rather than given).
    pub detected: bool,
    /// The instant in each unit, truncated toward zero (as text: nanoseconds pass 2⁵³).
    pub seconds: String,
    pub milliseconds: String,
    pub microseconds: String,
    pub nanoseconds: String,
    pub relative: Relative,
    pub views: Vec<ZonedView>,
}

/// How far the instant is from now, in the largest unit that counts at least one, toward zero: negative in the
/// past, as `Intl.RelativeTimeFormat` takes it (`-3, hour` is "3 hours ago").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Relative {
    pub amount: i64,
    pub unit: RelativeUnit,
}

/// `Intl.RelativeTimeFormat`'s units. A month is 30 days and a year 365 here: close enough for "3 months ago".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum RelativeUnit {
    Second,
    Minute,
    Hour,
    Day,
    Month,
    Year,
}

/// The instant in one time zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct ZonedView {
    /// The zone's IANA name as the database spells it (`America/New_York` for `america/new_york`).
    pub zone: String,
    /// ISO 8601 (RFC 3339): `2023-11-14T22:13:20Z` in UTC, `2023-11-14T17:13:20-05:00` elsewhere.
    pub iso8601: String,
    /// RFC 2822 (`Tue, 14 Nov 2023 22:13:20 +0000`), whole seconds; none before the year 1900, which it cannot write.
    pub rfc2822: Option<String>,
    /// The offset from UTC then, `-05:00`.
    pub offset: String,
    /// The zone's abbreviation then (`EST`, `CEST`, or an offset where it has none).
    pub abbreviation: String,
    /// Whether daylight saving time was in force.
    pub dst: bool,
}

/// Why a value or a date could not be converted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum TimeError {
    #[error("\"{value}\" is not a number: enter a Unix timestamp such as 1700000000.")]
    NotANumber { value: String },
    #[error("{value} {unit} is out of range: dates go from the year -9999 to 9999.")]
    OutOfRange { value: String, unit: TimeUnit },
    #[error("Unknown time zone \"{zone}\": enter an IANA name such as Europe/Paris.")]
    UnknownZone { zone: String },
    /// The date parser's own words are `reason`.
    #[error("Not a date: {reason}.")]
    UnparseableDate { reason: String },
}

/// The `value` read as a timestamp and shown in `zones`.
pub fn convert(request: &TimestampRequest) -> Result<Conversion, TimeError> {
    let (timestamp, unit) = read_timestamp(&request.value, request.unit)?;
    conversion(timestamp, unit, request.unit.is_none(), &request.zones, request.now_ms)
}

/// The date `text` (read in `zone` when it has no offset) as timestamps, shown in `zones`.
pub fn from_date(request: &DateRequest) -> Result<Conversion, TimeError> {
    let zone = time_zone(&request.zone)?;
    let timestamp = read_date(&request.text, zone)?;
    conversion(timestamp, TimeUnit::Seconds, false, &request.zones, request.now_ms)
}

/// Every IANA zone name the converter knows, sorted.
pub fn zones() -> Vec<String> {
    let mut names: Vec<String> = tz::db().available().map(|name| name.as_str().to_owned()).collect();
    names.sort_unstable();
    names
}

/// `value` as an instant, and the unit it was read in.
pub fn read_timestamp(value: &str, unit: Option<TimeUnit>) -> Result<(Timestamp, TimeUnit), TimeError> {
    let not_a_number = || TimeError::NotANumber { value: value.to_owned() };
    let trimmed = value.trim();
    let (negative, digits) = match trimmed.as_bytes().first() {
        Some(b'-') => (true, &trimmed[1..]),
        Some(b'+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let is_digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    if whole.is_empty() && fraction.is_empty() || !is_digits(whole) || !is_digits(fraction) {
        return Err(not_a_number());
    }
    let whole = whole.trim_start_matches('0');
    // Past 30 digits no unit can be in range; stop before i128 overflows.
    let magnitude: u128 = if whole.len() > 30 { u128::MAX } else { whole.parse().unwrap_or(0) };
    let unit = unit.unwrap_or_else(|| TimeUnit::detect(magnitude));
    let out_of_range = || TimeError::OutOfRange { value: trimmed.to_owned(), unit };
    let scale = unit.nanos();
    let places = scale.ilog10() as usize;
    let fraction_nanos: i128 = (0..places)
        .map(|place| fraction.as_bytes().get(place).map_or(0, |digit| i128::from(digit - b'0')))
        .fold(0, |sum, digit| sum * 10 + digit);
    let nanos = i128::try_from(magnitude)
        .ok()
        .and_then(|whole| whole.checked_mul(scale))
        .and_then(|whole| whole.checked_add(fraction_nanos))
        .ok_or_else(out_of_range)?;
    let timestamp = Timestamp::from_nanosecond(if negative { -nanos } else { nanos }).map_err(|_| out_of_range())?;
    Ok((timestamp, unit))
}

/// The date `text` as an instant: with an offset or a zone of its own, or else read in `zone`.
pub fn read_date(text: &str, zone: TimeZone) -> Result<Timestamp, TimeError> {
    let text = text.trim();
    if let Ok(zoned) = text.parse::<ZonedDateTime>() {
        return Ok(zoned.timestamp());
    }
    let instant = text.parse::<Timestamp>();
    if let Ok(timestamp) = instant {
        return Ok(timestamp);
    }
    let mail = rfc2822::parse(text);
    if let Ok(zoned) = &mail {
        return Ok(zoned.timestamp());
    }
    let local = text.parse::<DateTime>();
    if let Ok(civil) = local {
        return civil.to_zoned_datetime(zone).map(|zoned| zoned.timestamp()).map_err(unparseable);
    }
    // The error of the format the text looks like: RFC 2822 starts with a weekday or a day, ISO with a year.
    let looks_like_mail = text.starts_with(|c: char| c.is_ascii_alphabetic())
        || text.split_whitespace().nth(1).is_some_and(|word| word.starts_with(|c: char| c.is_ascii_alphabetic()));
    Err(match (looks_like_mail, mail, instant) {
        (true, Err(error), _) | (false, _, Err(error)) => unparseable(error),
        _ => TimeError::UnparseableDate { reason: "unrecognised date".to_owned() },
    })
}

fn unparseable(error: jiff::Error) -> TimeError {
    TimeError::UnparseableDate { reason: error.to_string() }
}

/// The IANA zone `name` (any case).
pub fn time_zone(name: &str) -> Result<TimeZone, TimeError> {
    tz::db().get(name.trim()).map_err(|_| TimeError::UnknownZone { zone: name.to_owned() })
}

fn conversion(
    timestamp: Timestamp,
    unit: TimeUnit,
    detected: bool,
    zones: &[String],
    now_ms: i64,
) -> Result<Conversion, TimeError> {
    let views = zones.iter().map(|name| Ok(view(timestamp, name, time_zone(name)?))).collect::<Result<_, _>>()?;
    Ok(Conversion {
        unit,
        detected,
        seconds: timestamp.as_second().to_string(),
        milliseconds: timestamp.as_millisecond().to_string(),
        microseconds: timestamp.as_microsecond().to_string(),
        nanoseconds: timestamp.as_nanosecond().to_string(),
        relative: relative(timestamp.as_millisecond(), now_ms),
        views,
    })
}

fn view(timestamp: Timestamp, name: &str, zone: TimeZone) -> ZonedView {
    let info = zone.to_offset_info(timestamp);
    let (offset, abbreviation, dst) = (info.offset(), info.abbreviation().to_owned(), info.dst().is_dst());
    let zoned = timestamp.to_zoned_datetime(zone.clone());
    let iso8601 = if offset.seconds() == 0 && zone.iana_name() == Some("UTC") {
        timestamp.to_string()
    } else {
        // `%:z` keeps an offset's seconds (local mean time before 1900: New York was -04:56:02), which jiff's
        // RFC 3339 printer rounds to the minute, so the date would read back two seconds off.
        // Years before 0 take ISO 8601's expanded form, `-000001`.
        let year = zoned.year();
        let year = if year < 0 { format!("-{:06}", year.unsigned_abs()) } else { format!("{year:04}") };
        format!("{year}{}", zoned.strftime("-%m-%dT%H:%M:%S%.f%:z"))
    };
    let rfc2822 = (zoned.year() >= 1900).then(|| zoned.strftime("%a, %d %b %Y %H:%M:%S %z").to_string());
    ZonedView {
        zone: zone.iana_name().unwrap_or(name).to_owned(),
        iso8601,
        rfc2822,
        offset: zoned.strftime("%:z").to_string(),
        abbreviation,
        dst,
    }
}

/// `then` from `now` (milliseconds), in the largest unit that counts at least one, toward zero.
fn relative(then_ms: i64, now_ms: i64) -> Relative {
    let seconds = (i128::from(then_ms) - i128::from(now_ms)) / 1000;
    let steps: [(RelativeUnit, i128); 5] = [
        (RelativeUnit::Year, 365 * 86_400),
        (RelativeUnit::Month, 30 * 86_400),
        (RelativeUnit::Day, 86_400),
        (RelativeUnit::Hour, 3_600),
        (RelativeUnit::Minute, 60),
    ];
    let (unit, size) = steps.into_iter().find(|&(_, size)| seconds.abs() >= size).unwrap_or((RelativeUnit::Second, 1));
    // |seconds| < 2^63 / 1000 · 2, so the quotient fits.
    Relative { amount: i64::try_from(seconds / size).unwrap_or(i64::MAX), unit }
}
