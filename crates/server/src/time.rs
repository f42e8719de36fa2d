//! Times: stored as unix milliseconds, shown as RFC 3339 (what GoTrue's JSON carries).

use std::time::{SystemTime, UNIX_EPOCH};

pub fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// `2024-05-01T12:34:56.789Z` for a unix-millisecond time.
pub fn rfc3339(ms: i64) -> String {
    let (days, ms_of_day) = (ms.div_euclid(86_400_000), ms.rem_euclid(86_400_000));
    let (year, month, day) = civil_from_days(days);
    let (hours, minutes) = (ms_of_day / 3_600_000, ms_of_day / 60_000 % 60);
    let (seconds, millis) = (ms_of_day / 1000 % 60, ms_of_day % 1000);
    format!("{year:04}-{month:02}-{day:02}T{hours:02}:{minutes:02}:{seconds:02}.{millis:03}Z")
}

/// The unix-millisecond time of an RFC 3339 date-time (`2026-11-25T02:00:00Z`, `2026-11-25T03:00:00.5+01:00`), or
/// `None` for anything else: other shapes, impossible dates, leap seconds. Digits past the millisecond are dropped.
pub fn parse_rfc3339(text: &str) -> Option<i64> {
    let bytes = text.as_bytes();
    // Nine fraction digits and an offset at most (`2026-11-25T02:00:00.123456789+01:00` is 35).
    if bytes.len() > 35 {
        return None;
    }
    let number = |from: usize, to: usize| -> Option<i64> {
        let digits = bytes.get(from..to)?;
        digits.iter().all(u8::is_ascii_digit).then(|| digits.iter().fold(0, |n, d| n * 10 + i64::from(d - b'0')))
    };
    let at = |index: usize, allowed: &[u8]| bytes.get(index).is_some_and(|b| allowed.contains(b));
    if !(at(4, b"-") && at(7, b"-") && at(10, b"Tt") && at(13, b":") && at(16, b":")) {
        return None;
    }
    let (year, month, day) = (number(0, 4)?, number(5, 7)?, number(8, 10)?);
    let (hours, minutes, seconds) = (number(11, 13)?, number(14, 16)?, number(17, 19)?);
    let mut rest = &bytes[19..];
    let mut millis = 0;
    if let Some(fraction) = rest.strip_prefix(b".") {
        let digits = fraction.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 {
            return None;
        }
        millis = fraction[..digits].iter().chain(b"000").take(3).fold(0, |n, d| n * 10 + i64::from(d - b'0'));
        rest = &fraction[digits..];
    }
    let offset_minutes = match rest {
        [b'Z' | b'z'] => 0,
        [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
            let two = |a: u8, b: u8| {
                (a.is_ascii_digit() && b.is_ascii_digit()).then(|| i64::from((a - b'0') * 10 + b - b'0'))
            };
            let (offset_hours, offset_mins) = (two(*h1, *h2)?, two(*m1, *m2)?);
            if offset_hours > 23 || offset_mins > 59 {
                return None;
            }
            let offset = offset_hours * 60 + offset_mins;
            if *sign == b'-' { -offset } else { offset }
        }
        _ => return None,
    };
    let valid = (1..=12).contains(&month)
        && (1..=days_in_month(year, month)).contains(&day)
        && hours <= 23
        && minutes <= 59
        && seconds <= 59;
    if !valid {
        return None;
    }
    let seconds_of_day = hours * 3600 + minutes * 60 + seconds;
    Some((days_from_civil(year, month, day) * 86_400 + seconds_of_day - offset_minutes * 60) * 1000 + millis)
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Howard Hinnant's civil-to-days algorithm: days since 1970-01-01 (proleptic Gregorian calendar).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Howard Hinnant's days-to-civil algorithm (proleptic Gregorian calendar).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_known_instants() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00.000Z");
        assert_eq!(rfc3339(951_782_400_123), "2000-02-29T00:00:00.123Z");
        assert_eq!(rfc3339(1_714_566_896_789), "2024-05-01T12:34:56.789Z");
    }

    #[test]
    fn parses_what_it_formats_and_other_offsets() {
        for ms in [0, 951_782_400_123, 1_714_566_896_789, -1, 253_402_300_799_999] {
            assert_eq!(parse_rfc3339(&rfc3339(ms)), Some(ms), "{ms}");
        }
        assert_eq!(parse_rfc3339("2024-05-01T12:34:56Z"), Some(1_714_566_896_000));
        assert_eq!(parse_rfc3339("2024-05-01t12:34:56.7z"), Some(1_714_566_896_700));
        assert_eq!(parse_rfc3339("2024-05-01T12:34:56.789123456Z"), Some(1_714_566_896_789));
        assert_eq!(parse_rfc3339("2024-05-01T14:34:56.789+02:00"), Some(1_714_566_896_789));
        assert_eq!(parse_rfc3339("2024-05-01T09:04:56.789-03:30"), Some(1_714_566_896_789));
        assert_eq!(parse_rfc3339("2024-02-29T00:00:00Z"), Some(1_709_164_800_000));
    }

    #[test]
    fn refuses_anything_that_is_not_an_rfc3339_date_time() {
        for text in [
            "",
            "2024-05-01",
            "2024-05-01T12:34:56",
            "2024-05-01 12:34:56Z",
            "2024-05-01T12:34:56.Z",
            "2024-05-01T12:34Z",
            "24-05-01T12:34:56Z",
            "2024-5-01T12:34:56Z",
            "2024-13-01T00:00:00Z",
            "2024-00-01T00:00:00Z",
            "2023-02-29T00:00:00Z",
            "1900-02-29T00:00:00Z",
            "2024-04-31T00:00:00Z",
            "2024-05-01T24:00:00Z",
            "2024-05-01T23:60:00Z",
            "2024-12-31T23:59:60Z",
            "2024-05-01T12:34:56+0200",
            "2024-05-01T12:34:56+24:00",
            "2024-05-01T12:34:56+02:60",
            "2024-05-01T12:34:56Z ",
            " 2024-05-01T12:34:56Z",
            "+002024-05-01T12:34:56Z",
            "2024-05-01T12:34:56.1234567890123456789Z",
            "２０２４-05-01T12:34:56Z",
        ] {
            assert_eq!(parse_rfc3339(text), None, "{text:?}");
        }
    }
}
