//! The UUID Generator: UUIDs version 4 (random) and 7 (Unix time in milliseconds, then random bits; RFC 9562) and
//! ULIDs (the ULID spec: a 48-bit millisecond time and 80 random bits in Crockford's Base32), and what a pasted UUID
//! or ULID holds: its version, variant and, for the time-based kinds (v1, v6, v7, ULID), its time. What
//! `penknife uuid`, the page (the `uuid` wasm bundle) and the fuzzer call.
//!
//! The random bits come from the caller's [`RandomSource`] (the system's CSPRNG in production, a seeded one in
//! tests) and the time is the caller's clock, so the engine stays a pure function. A batch of v7 UUIDs or ULIDs
//! shares its millisecond and is monotonic within it (RFC 9562 §6.2, method 2): each one's random part is the
//! previous one's plus a random step of up to 2^32, so the batch sorts in the order it was made and stays hard to
//! guess; when a random part would overflow, the next one moves to the next millisecond with fresh bits.

#[cfg(test)]
mod tests;

use crate::random::RandomSource;
use serde::{Deserialize, Serialize};

/// How many identifiers one request may make.
pub const COUNT_RANGE: std::ops::RangeInclusive<usize> = 1..=1000;

/// Which kind of identifier to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum IdKind {
    /// 122 random bits.
    #[default]
    V4,
    /// A Unix time in milliseconds, then 74 random bits: sorts by creation time.
    V7,
    /// A Unix time in milliseconds, then 80 random bits, in 26 characters of Crockford's Base32.
    Ulid,
}

/// The page's form as typed (the count as text, so the engine words what is wrong with it). Missing fields take the
/// defaults: 10 UUIDs v4, lower case, with hyphens.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct UuidForm {
    pub kind: IdKind,
    /// A whole number in [`COUNT_RANGE`], as typed.
    pub count: String,
    /// UUIDs only: A–F instead of a–f (a ULID is always upper case).
    pub upper_case: bool,
    /// UUIDs only: the 8-4-4-4-12 form; without, 32 hexadecimal digits.
    pub hyphens: bool,
}

impl Default for UuidForm {
    fn default() -> Self {
        Self { kind: IdKind::V4, count: "10".into(), upper_case: false, hyphens: true }
    }
}

/// Why the count cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CountError {
    #[error("Enter how many to generate, from 1 to 1,000.")]
    Empty,
    #[error("The count must be a whole number from 1 to 1,000: \"{text}\" is not one.")]
    NotWhole { text: String },
    #[error("The count must be at least 1.")]
    TooFew,
    #[error("The count must be at most 1,000.")]
    TooMany,
}

/// Why a pasted text is not a UUID or a ULID, and where (positions are 1-based, in characters of the text as given).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum InspectError {
    #[error("Paste a UUID or a ULID to inspect.")]
    Empty,
    /// The length fits neither: counted without surrounding spaces, braces or a `urn:uuid:` prefix.
    #[error("It is {length} characters long: a UUID has 36 characters (32 without hyphens) and a ULID 26.")]
    WrongLength { length: usize },
    #[error("Character {position} is ‘{character}’, not a hexadecimal digit (0-9, a-f).")]
    NotHex { position: usize, character: String },
    #[error("Character {position} is ‘{character}’ where a UUID has a hyphen.")]
    NotHyphen { position: usize, character: String },
    #[error(
        "Character {position} is ‘{character}’, not a ULID digit (Crockford's Base32: 0-9 and A-Z without I, L, O and U)."
    )]
    NotUlidDigit { position: usize, character: String },
    /// A 26-character ULID holds 130 bits, of which the first two must be zero.
    #[error("Character {position} is ‘{character}’: a ULID starts with 0 to 7, or it would not fit in 128 bits.")]
    UlidTooLarge { position: usize, character: String },
}

/// How a pasted identifier was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum IdFormat {
    Uuid,
    Ulid,
}

/// The layout a UUID's variant bits name (RFC 9562 §4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Variant {
    /// `0xxx`: reserved, for backward compatibility with the NCS (Apollo) UUIDs.
    Ncs,
    /// `10xx`: the UUIDs of RFC 9562 (formerly RFC 4122), whose version field means something.
    Rfc9562,
    /// `110x`: reserved, Microsoft's old GUIDs.
    Microsoft,
    /// `111x`: reserved for future definition.
    Future,
}

/// The two UUIDs RFC 9562 gives a meaning of their own (§5.9, §5.10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Special {
    /// All 128 bits zero.
    Nil,
    /// All 128 bits one.
    Max,
}

/// A time a UUID or ULID carries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct EmbeddedTime {
    /// Milliseconds since 1970-01-01T00:00:00Z (negative before; v1 and v6 count from 1582).
    pub unix_ms: i64,
    /// The same time in ISO 8601, UTC, to the millisecond: `2016-07-30T22:36:16.385Z`.
    pub iso: String,
}

/// What a pasted identifier holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Inspection {
    pub format: IdFormat,
    /// The 128 bits as a UUID in its canonical form (lower case, hyphenated): for a ULID, the same bits.
    pub uuid: String,
    /// A ULID's canonical form (upper case); absent for a UUID.
    pub ulid: Option<String>,
    /// The nil or max UUID; they have no version or variant.
    pub special: Option<Special>,
    /// The UUID's variant; absent for a ULID and for the nil and max UUIDs.
    pub variant: Option<Variant>,
    /// The version field (1–15) of an RFC 9562 UUID; absent for other variants.
    pub version: Option<u8>,
    /// The time a v1, v6 or v7 UUID or a ULID carries.
    pub time: Option<EmbeddedTime>,
}

/// Reads the count as typed.
pub fn read_count(text: &str) -> Result<usize, CountError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(CountError::Empty);
    }
    let digits = text.strip_prefix('+').unwrap_or(text);
    let negative =
        digits.strip_prefix('-').is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()));
    if negative {
        return Err(CountError::TooFew);
    }
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(CountError::NotWhole { text: text.to_owned() });
    }
    // Digits only: a number too large for usize is too many, like any above the range.
    match digits.parse::<usize>() {
        Ok(count) if count < *COUNT_RANGE.start() => Err(CountError::TooFew),
        Ok(count) if count <= *COUNT_RANGE.end() => Ok(count),
        _ => Err(CountError::TooMany),
    }
}

/// `form.count` identifiers of `form.kind`, made at `now_ms` (milliseconds since the Unix epoch) from `rng`.
pub fn generate(form: &UuidForm, now_ms: u64, rng: &mut impl RandomSource) -> Result<Vec<String>, CountError> {
    let count = read_count(&form.count)?;
    Ok(match form.kind {
        IdKind::V4 => (0..count).map(|_| format_uuid(new_v4(rng), form)).collect(),
        IdKind::V7 => {
            timed(now_ms, 74, count, rng).into_iter().map(|(ms, random)| format_uuid(v7(ms, random), form)).collect()
        }
        IdKind::Ulid => {
            timed(now_ms, 80, count, rng).into_iter().map(|(ms, random)| encode_ulid(ulid(ms, random))).collect()
        }
    })
}

/// A random (version 4) UUID.
pub fn new_v4(rng: &mut impl RandomSource) -> ::uuid::Uuid {
    let bits = (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
    ::uuid::Builder::from_random_bytes(bits.to_be_bytes()).into_uuid()
}

/// A version 7 UUID: `ms` (48 bits), the version, 12 bits of `random`, the variant, its other 62 bits.
fn v7(ms: u64, random: u128) -> ::uuid::Uuid {
    let bits =
        (u128::from(ms) << 80) | (0x7 << 76) | ((random >> 62) << 64) | (0b10 << 62) | (random & ((1 << 62) - 1));
    ::uuid::Uuid::from_u128(bits)
}

/// A ULID's 128 bits: `ms` (48 bits), then 80 bits of `random`.
fn ulid(ms: u64, random: u128) -> u128 {
    (u128::from(ms) << 80) | random
}

const MAX_MS: u64 = (1 << 48) - 1;

/// `count` (millisecond, random part) pairs of `bits` random bits, monotonic from `now_ms` (see the module's note).
fn timed(now_ms: u64, bits: u32, count: usize, rng: &mut impl RandomSource) -> Vec<(u64, u128)> {
    let limit = 1u128 << bits;
    let mut ms = now_ms.min(MAX_MS);
    let mut random = random_below(rng, limit);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        out.push((ms, random));
        let step = u128::from(rng.next_u64() >> 32) + 1;
        random += step;
        if random >= limit {
            ms = (ms + 1).min(MAX_MS);
            random = random_below(rng, limit);
        }
    }
    out
}

/// A uniform number below `limit`, a power of two up to 2^128.
fn random_below(rng: &mut impl RandomSource, limit: u128) -> u128 {
    let bits = (u128::from(rng.next_u64()) << 64) | u128::from(rng.next_u64());
    bits & limit.wrapping_sub(1)
}

fn format_uuid(uuid: ::uuid::Uuid, form: &UuidForm) -> String {
    let mut buffer = ::uuid::Uuid::encode_buffer();
    let text = match (form.hyphens, form.upper_case) {
        (true, false) => uuid.hyphenated().encode_lower(&mut buffer),
        (true, true) => uuid.hyphenated().encode_upper(&mut buffer),
        (false, false) => uuid.simple().encode_lower(&mut buffer),
        (false, true) => uuid.simple().encode_upper(&mut buffer),
    };
    text.to_owned()
}

/// Crockford's Base32 as ULIDs write it.
const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// A ULID's 26 characters: 130 bits, the first two always zero.
pub fn encode_ulid(bits: u128) -> String {
    (0..26).map(|i| char::from(CROCKFORD[((bits >> (125 - 5 * i)) & 31) as usize])).collect()
}

fn crockford_value(c: char) -> Option<u8> {
    let upper = c.to_ascii_uppercase();
    CROCKFORD.iter().position(|&digit| char::from(digit) == upper).map(|value| value as u8)
}

/// What `text` is, or why it is neither a UUID nor a ULID. Spaces around it are ignored; a UUID may be written with
/// or without hyphens, in either case, in braces (`{…}`) or after `urn:uuid:`; a ULID in either case.
pub fn inspect(text: &str) -> Result<Inspection, InspectError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(InspectError::Empty);
    }
    let leading = text[..text.len() - text.trim_start().len()].chars().count();
    let (body, prefix) = match trimmed.get(..9) {
        Some(urn) if urn.eq_ignore_ascii_case("urn:uuid:") => (&trimmed[9..], 9),
        _ => match trimmed.strip_prefix('{').and_then(|rest| rest.strip_suffix('}')) {
            Some(braced) => (braced, 1),
            None => (trimmed, 0),
        },
    };
    let length = body.chars().count();
    if !matches!(length, 26 | 32 | 36) {
        return Err(InspectError::WrongLength { length });
    }
    let chars: Vec<char> = body.chars().collect();
    let position = |index: usize| leading + prefix + index + 1;
    let character = |index: usize| chars[index].to_string();
    match chars.len() {
        26 => {
            let mut bits = 0u128;
            for (index, &c) in chars.iter().enumerate() {
                let Some(value) = crockford_value(c) else {
                    return Err(InspectError::NotUlidDigit { position: position(index), character: character(index) });
                };
                if index == 0 && value > 7 {
                    return Err(InspectError::UlidTooLarge { position: position(0), character: character(0) });
                }
                bits = (bits << 5) | u128::from(value);
            }
            Ok(describe_ulid(bits))
        }
        length @ (32 | 36) => {
            let mut bits = 0u128;
            for (index, &c) in chars.iter().enumerate() {
                if length == 36 && matches!(index, 8 | 13 | 18 | 23) {
                    if c != '-' {
                        return Err(InspectError::NotHyphen { position: position(index), character: character(index) });
                    }
                    continue;
                }
                let Some(value) = c.to_digit(16) else {
                    return Err(InspectError::NotHex { position: position(index), character: character(index) });
                };
                bits = (bits << 4) | u128::from(value);
            }
            Ok(describe_uuid(::uuid::Uuid::from_u128(bits)))
        }
        _ => Err(InspectError::WrongLength { length }),
    }
}

fn describe_ulid(bits: u128) -> Inspection {
    let ms = (bits >> 80) as i64;
    Inspection {
        format: IdFormat::Ulid,
        uuid: ::uuid::Uuid::from_u128(bits).hyphenated().to_string(),
        ulid: Some(encode_ulid(bits)),
        special: None,
        variant: None,
        version: None,
        time: Some(time_of(ms)),
    }
}

fn describe_uuid(uuid: ::uuid::Uuid) -> Inspection {
    let special = if uuid.is_nil() {
        Some(Special::Nil)
    } else if uuid.is_max() {
        Some(Special::Max)
    } else {
        None
    };
    let variant = special.is_none().then(|| match uuid.get_variant() {
        ::uuid::Variant::NCS => Variant::Ncs,
        ::uuid::Variant::RFC4122 => Variant::Rfc9562,
        ::uuid::Variant::Microsoft => Variant::Microsoft,
        _ => Variant::Future,
    });
    let version = (variant == Some(Variant::Rfc9562)).then(|| uuid.get_version_num() as u8);
    let bits = uuid.as_u128();
    let time = match version {
        Some(1) => {
            // time_low (32 bits), time_mid (16), version, time_high (12): 100 ns ticks since 1582-10-15.
            let low = (bits >> 96) & 0xFFFF_FFFF;
            let mid = (bits >> 80) & 0xFFFF;
            let high = (bits >> 64) & 0x0FFF;
            Some(gregorian_time((high << 48) | (mid << 32) | low))
        }
        Some(6) => {
            // time_high (32 bits), time_mid (16), version, time_low (12): the same ticks, most significant first.
            let high_mid = bits >> 80;
            let low = (bits >> 64) & 0x0FFF;
            Some(gregorian_time((high_mid << 12) | low))
        }
        Some(7) => Some(time_of((bits >> 80) as i64)),
        _ => None,
    };
    Inspection {
        format: IdFormat::Uuid,
        uuid: uuid.hyphenated().to_string(),
        ulid: None,
        special,
        variant,
        version,
        time,
    }
}

/// Milliseconds from 1582-10-15T00:00:00Z (the Gregorian calendar's first day) to the Unix epoch.
const GREGORIAN_TO_UNIX_MS: i64 = 12_219_292_800_000;

/// A time from 60 bits of 100 ns ticks since 1582-10-15, to the millisecond (rounded down).
fn gregorian_time(ticks: u128) -> EmbeddedTime {
    time_of((ticks / 10_000) as i64 - GREGORIAN_TO_UNIX_MS)
}

fn time_of(unix_ms: i64) -> EmbeddedTime {
    EmbeddedTime { unix_ms, iso: iso_8601(unix_ms) }
}

/// `unix_ms` as `YYYY-MM-DDTHH:MM:SS.mmmZ` (proleptic Gregorian calendar, years 0000–9999).
pub fn iso_8601(unix_ms: i64) -> String {
    let days = unix_ms.div_euclid(86_400_000);
    let ms_of_day = unix_ms.rem_euclid(86_400_000);
    let (year, month, day) = civil_from_days(days);
    let (hours, minutes) = (ms_of_day / 3_600_000, ms_of_day / 60_000 % 60);
    let (seconds, millis) = (ms_of_day / 1000 % 60, ms_of_day % 1000);
    format!("{year:04}-{month:02}-{day:02}T{hours:02}:{minutes:02}:{seconds:02}.{millis:03}Z")
}

/// The (year, month, day) of a day counted from 1970-01-01: Howard Hinnant's `civil_from_days`.
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}
