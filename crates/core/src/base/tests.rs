use super::*;
use proptest::prelude::*;
use std::time::Instant;

fn all(text: &str, from: u32) -> Conversion {
    convert(text, from, 36).expect("a number")
}

#[test]
fn the_issues_examples() {
    let conversion = all("255", 10);
    assert_eq!(
        (
            conversion.binary.as_str(),
            conversion.octal.as_str(),
            conversion.decimal.as_str(),
            conversion.hexadecimal.as_str()
        ),
        ("11111111", "377", "255", "ff")
    );
    assert_eq!(conversion.other, "73");
    assert_eq!(all("-255", 10).hexadecimal, "-ff");
    assert_eq!(all("11111111", 2).decimal, "255");
    assert_eq!(all("FF", 16).decimal, "255");
}

#[test]
fn a_200_digit_decimal_round_trips() {
    let decimal: String = "1234567890".repeat(20);
    let conversion = all(&decimal, 10);
    for (text, base) in
        [(&conversion.binary, 2), (&conversion.octal, 8), (&conversion.hexadecimal, 16), (&conversion.other, 36)]
    {
        assert_eq!(all(text, base).decimal, decimal, "base {base}");
    }
    assert_eq!(all(&format!("-{decimal}"), 10).decimal, format!("-{decimal}"));
}

#[test]
fn prefixes_signs_and_separators() {
    assert_eq!(all("0xFF", 16).decimal, "255");
    assert_eq!(all("-0b1111_1111", 2).decimal, "-255");
    assert_eq!(all("+0o377", 8).decimal, "255");
    assert_eq!(all("  1 000 000 ", 10).hexadecimal, "f4240");
    assert_eq!(all("ff ff", 16).decimal, "65535");
    assert_eq!(all("-0", 10).decimal, "0");
    assert_eq!(all("zz", 36).decimal, "1295");
    assert_eq!(base_of("0x1f"), 16);
    assert_eq!(base_of(" -0B1"), 2);
    assert_eq!(base_of("0o7"), 8);
    assert_eq!(base_of("19"), 10);
}

#[test]
fn empty_input_is_no_error() {
    assert_eq!(convert("", 10, 36), Ok(Conversion::default()));
    assert_eq!(convert("  \n", 2, 36), Ok(Conversion::default()));
}

#[test]
fn an_invalid_digit_is_named_where_it_is() {
    let refusal = |text: &str, base: u32| convert(text, base, 36).map_err(|error| error.to_string());
    assert_eq!(refusal("109", 2), Err("‘9’ at position 3 is not a binary digit.".into()));
    assert_eq!(refusal("0x1g", 16), Err("‘g’ at position 4 is not a hexadecimal digit.".into()));
    assert_eq!(refusal("778", 8), Err("‘8’ at position 3 is not an octal digit.".into()));
    assert_eq!(refusal("12a", 10), Err("‘a’ at position 3 is not a decimal digit.".into()));
    assert_eq!(refusal("1k", 20), Err("‘k’ at position 2 is not a digit in base 20.".into()));
    // A prefix of another base is a wrong digit; positions count characters, spaces and all.
    assert_eq!(refusal("0x11", 2), Err("‘x’ at position 2 is not a binary digit.".into()));
    assert_eq!(refusal("  é1", 10), Err("‘é’ at position 3 is not a decimal digit.".into()));
    assert_eq!(refusal("--1", 10), Err("‘-’ at position 2 is not a decimal digit.".into()));
    assert_eq!(refusal("-", 10), Err("There are no digits after ‘-’.".into()));
    assert_eq!(refusal("-0x", 16), Err("There are no digits after ‘-0x’.".into()));
    assert_eq!(refusal("1", 37), Err("Base 37 is not between 2 and 36.".into()));
    assert_eq!(convert("1", 10, 1), Err(BaseError::UnsupportedBase { base: 1 }));
}

#[test]
fn a_huge_input_is_refused_and_the_longest_is_fast() {
    let longest = "9".repeat(MAX_DIGITS);
    let started = Instant::now();
    let conversion = all(&longest, 10);
    let elapsed = started.elapsed();
    assert_eq!(all(&conversion.hexadecimal, 16).decimal, longest);
    // Unoptimised, in a test build; the wasm bundle is optimised.
    assert!(elapsed.as_millis() < 2000, "{elapsed:?}");
    assert_eq!(convert(&"1".repeat(MAX_DIGITS + 1), 10, 36), Err(BaseError::TooLong));
    assert_eq!(convert(&"1".repeat(10_000_000), 2, 36), Err(BaseError::TooLong));
    // The cap is the number's size, not its digits in the base it was written in (found by the fuzzer: a number
    // of 7,000 base-36 digits was read, and its 36,000 binary digits were then refused).
    let base36 = "z".repeat(6_000);
    let read = all(&base36, 36);
    assert_eq!(all(&read.binary, 2).decimal, read.decimal);
    assert_eq!(convert(&"z".repeat(7_000), 36, 2), Err(BaseError::TooLong), "more than 10,000 decimal digits");
}

proptest! {
    #[test]
    fn any_number_round_trips_through_every_base(digits in "-?[1-9][0-9]{0,60}", base in 2..=36u32) {
        let number = parse(&digits, 10).expect("decimal").expect("not empty");
        let written = format(&number, base);
        prop_assert_eq!(parse(&written, base), Ok(Some(number)));
        prop_assert_eq!(convert(&written, base, base).map(|c| c.other), Ok(written.clone()));
    }
}
