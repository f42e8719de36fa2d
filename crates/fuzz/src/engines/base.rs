//! The Number Base Converter.

use penknife_core::base::{self as engine, BaseError};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let base = input.number(2..=36u32);
    let other = input.number(2..=36u32);
    let text = input.text();
    match engine::convert(text, base, other) {
        // What is written in each base reads back as the same number (the decimal is the reference).
        Ok(conversion) if conversion.decimal.is_empty() => assert!(text.trim().is_empty()),
        Ok(conversion) => {
            for (written, base) in [
                (&conversion.binary, 2),
                (&conversion.octal, 8),
                (&conversion.hexadecimal, 16),
                (&conversion.other, other),
            ] {
                let again = engine::convert(written, base, 10).map(|again| again.decimal);
                assert_eq!(again.as_deref(), Ok(conversion.decimal.as_str()), "{written} in base {base}");
            }
        }
        // The place holds the character the message quotes.
        Err(BaseError::InvalidDigit { character, position, .. }) => {
            let at: String = text.chars().skip(position - 1).take(1).collect();
            assert_eq!(at, character, "{text:?}");
        }
        Err(BaseError::NoDigits { .. } | BaseError::TooLong) => {}
        Err(BaseError::UnsupportedBase { base }) => panic!("base {base} was in range"),
    }
}
