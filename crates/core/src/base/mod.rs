//! The Number Base Converter: an integer of any size, negative or not, written in any base from 2 to 36, in binary,
//! octal, decimal, hexadecimal and one more base of the user's choice. What `penknife base`, the page (the `base`
//! wasm bundle) and the fuzzer call.
//!
//! Reading: spaces around the number are ignored; a `-` or `+` sign may lead; then `0b`, `0o` or `0x` may stand
//! before the digits when it names the base being read (in either case); underscores and spaces between digits
//! separate groups (`1111_0000`, `ff ff`) and are ignored. Digits past 9 are letters in either case. Anything else is
//! refused with the character and its place (1-based, in characters). Writing: lower-case digits, `-` before a
//! negative number, no prefix. The arithmetic is num-bigint's; numbers are capped at [`MAX_DIGITS`] decimal digits
//! (where its quadratic conversions still take milliseconds), whatever base they are written in, so a number read in
//! one base can be read back from every other.

#[cfg(test)]
mod tests;

use num_bigint::{BigInt, BigUint, Sign};
use serde::Serialize;

/// The largest number read, in decimal digits (in another base: as many digits as that takes).
pub const MAX_DIGITS: usize = 10_000;
/// `MAX_DIGITS` decimal digits in bits: ⌈10,000 × log2(10)⌉.
const MAX_BITS: u64 = 33_220;
/// The bases a number can be read and written in.
pub const BASE_RANGE: std::ops::RangeInclusive<u32> = 2..=36;

/// Why a text is not a number in its base.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum BaseError {
    /// A character that is no digit of the base (nor a separator, sign or the base's prefix where one may stand).
    #[error("‘{character}’ at position {position} is not {}.", digit_name(*base))]
    InvalidDigit { character: String, position: usize, base: u32 },
    /// A sign or prefix with no digits after it (`-`, `0x`).
    #[error("There are no digits after ‘{text}’.")]
    NoDigits { text: String },
    #[error("The number has more than 10,000 decimal digits, too many to convert.")]
    TooLong,
    #[error("Base {base} is not between 2 and 36.")]
    UnsupportedBase { base: u32 },
}

/// "a binary digit", "a digit in base 20": how [`BaseError::InvalidDigit`] names the base.
fn digit_name(base: u32) -> String {
    match base {
        2 => "a binary digit".into(),
        8 => "an octal digit".into(),
        10 => "a decimal digit".into(),
        16 => "a hexadecimal digit".into(),
        _ => format!("a digit in base {base}"),
    }
}

/// A number in the four common bases and the chosen one; all empty for an empty input.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    pub binary: String,
    pub octal: String,
    pub decimal: String,
    pub hexadecimal: String,
    /// In the base asked for as `other`.
    pub other: String,
}

/// `text`, read in base `from`, written in binary, octal, decimal, hexadecimal and base `other`.
pub fn convert(text: &str, from: u32, other: u32) -> Result<Conversion, BaseError> {
    check_base(other)?;
    let Some(number) = parse(text, from)? else {
        return Ok(Conversion::default());
    };
    Ok(Conversion {
        binary: format(&number, 2),
        octal: format(&number, 8),
        decimal: format(&number, 10),
        hexadecimal: format(&number, 16),
        other: format(&number, other),
    })
}

/// The base a prefix names (`0b` 2, `0o` 8, `0x` 16) after an optional sign, or 10: how the CLI reads a number
/// given without `--from`.
pub fn base_of(text: &str) -> u32 {
    let text = text.trim_start();
    let text = text.strip_prefix(['-', '+']).unwrap_or(text).as_bytes();
    match text {
        [b'0', b'b' | b'B', ..] => 2,
        [b'0', b'o' | b'O', ..] => 8,
        [b'0', b'x' | b'X', ..] => 16,
        _ => 10,
    }
}

fn check_base(base: u32) -> Result<(), BaseError> {
    if BASE_RANGE.contains(&base) { Ok(()) } else { Err(BaseError::UnsupportedBase { base }) }
}

/// The number `text` writes in `base`; `None` when it is empty (or only spaces).
pub fn parse(text: &str, base: u32) -> Result<Option<BigInt>, BaseError> {
    check_base(base)?;
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    let mut chars = text.chars().enumerate().skip_while(|(_, c)| c.is_whitespace()).peekable();
    let mut taken = String::new();
    let mut negative = false;
    if let Some(&(_, sign @ ('-' | '+'))) = chars.peek() {
        negative = sign == '-';
        taken.push(sign);
        chars.next();
    }
    let prefix = match base {
        2 => Some(['b', 'B']),
        8 => Some(['o', 'O']),
        16 => Some(['x', 'X']),
        _ => None,
    };
    if let Some(letters) = prefix {
        let mut ahead = chars.clone();
        if let (Some((_, '0')), Some((_, letter))) = (ahead.next(), ahead.next())
            && letters.contains(&letter)
        {
            taken.push('0');
            taken.push(letter);
            chars = ahead;
        }
    }
    let mut digits = Vec::with_capacity(trimmed.len());
    for (index, c) in chars {
        if c == '_' || c.is_whitespace() {
            continue;
        }
        let Some(value) = c.to_digit(base) else {
            return Err(BaseError::InvalidDigit { character: c.to_string(), position: index + 1, base });
        };
        // Base 2 needs the most digits: past that many, no base holds a number this size.
        if digits.len() as u64 > MAX_BITS {
            return Err(BaseError::TooLong);
        }
        digits.push(value as u8);
    }
    if digits.is_empty() {
        return Err(BaseError::NoDigits { text: taken });
    }
    let magnitude = BigUint::from_radix_be(&digits, base).unwrap_or_default();
    if magnitude.bits() > MAX_BITS || (magnitude.bits() == MAX_BITS && magnitude.to_str_radix(10).len() > MAX_DIGITS) {
        return Err(BaseError::TooLong);
    }
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    Ok(Some(BigInt::from_biguint(sign, magnitude)))
}

/// `number` in `base` (2–36): lower-case digits, `-` before a negative number.
pub fn format(number: &BigInt, base: u32) -> String {
    number.to_str_radix(base)
}
