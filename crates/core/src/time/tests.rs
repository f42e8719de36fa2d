use super::*;
use proptest::prelude::*;

/// 2023-11-14T22:13:20Z, in milliseconds: "now" in these tests.
const NOW_MS: i64 = 1_700_000_000_000;

fn request(value: &str, unit: Option<TimeUnit>, zones: &[&str]) -> TimestampRequest {
    TimestampRequest {
        value: value.to_owned(),
        unit,
        zones: zones.iter().map(|&z| z.to_owned()).collect(),
        now_ms: NOW_MS,
    }
}

fn utc(value: &str) -> Result<(String, TimeUnit), TimeError> {
    convert(&request(value, None, &["UTC"])).map(|c| (c.views[0].iso8601.clone(), c.unit))
}

#[test]
fn reads_the_issues_examples() {
    assert_eq!(utc("0"), Ok(("1970-01-01T00:00:00Z".to_owned(), TimeUnit::Seconds)));
    assert_eq!(utc("1700000000"), Ok(("2023-11-14T22:13:20Z".to_owned(), TimeUnit::Seconds)));
    assert_eq!(utc("1700000000000"), Ok(("2023-11-14T22:13:20Z".to_owned(), TimeUnit::Milliseconds)));
    let zero = convert(&request("0", None, &["UTC"])).expect("converts");
    assert_eq!(zero.views[0].rfc2822.as_deref(), Some("Thu, 01 Jan 1970 00:00:00 +0000"));
}

#[test]
fn detects_the_unit_from_the_magnitude_at_the_documented_thresholds() {
    let unit = |value: &str| utc(value).map(|(_, unit)| unit);
    assert_eq!(unit("99999999999"), Ok(TimeUnit::Seconds));
    assert_eq!(unit("-99999999999"), Ok(TimeUnit::Seconds));
    assert_eq!(unit("100000000000"), Ok(TimeUnit::Milliseconds));
    assert_eq!(unit("99999999999999"), Ok(TimeUnit::Milliseconds));
    assert_eq!(unit("1700000000000000"), Ok(TimeUnit::Microseconds));
    assert_eq!(unit("1700000000000000000"), Ok(TimeUnit::Nanoseconds));
    assert_eq!(utc("1700000000000000000").map(|(iso, _)| iso), Ok("2023-11-14T22:13:20Z".to_owned()));
}

#[test]
fn takes_the_unit_given_and_counts_it_in_every_unit() {
    let as_ms = convert(&request("1700000000", Some(TimeUnit::Milliseconds), &["UTC"])).expect("converts");
    assert_eq!((as_ms.unit, as_ms.detected), (TimeUnit::Milliseconds, false));
    assert_eq!(as_ms.views[0].iso8601, "1970-01-20T16:13:20Z");
    let seconds = convert(&request(" 1700000000.123456789 ", None, &["UTC"])).expect("converts");
    assert_eq!(seconds.views[0].iso8601, "2023-11-14T22:13:20.123456789Z");
    assert_eq!(
        [seconds.seconds, seconds.milliseconds, seconds.microseconds, seconds.nanoseconds],
        ["1700000000", "1700000000123", "1700000000123456", "1700000000123456789"]
    );
}

#[test]
fn reads_negative_timestamps() {
    assert_eq!(utc("-1").map(|(iso, _)| iso), Ok("1969-12-31T23:59:59Z".to_owned()));
    assert_eq!(utc("-1.5").map(|(iso, _)| iso), Ok("1969-12-31T23:59:58.5Z".to_owned()));
    let moon = convert(&request("-14182940", None, &["UTC"])).expect("converts");
    assert_eq!(moon.views[0].iso8601, "1969-07-20T20:17:40Z");
    assert_eq!(moon.views[0].rfc2822.as_deref(), Some("Sun, 20 Jul 1969 20:17:40 +0000"));
    // RFC 2822 has no way to write a year before 1900.
    let old = convert(&request("-5000000000", None, &["UTC"])).expect("converts");
    assert_eq!((old.views[0].iso8601.as_str(), old.views[0].rfc2822.as_deref()), ("1811-07-23T15:06:40Z", None));
}

#[test]
fn shows_a_daylight_saving_zone_on_both_sides_of_its_change() {
    let zones = ["UTC", "america/new_york", "Asia/Kolkata"];
    let winter = convert(&request("1700000000", None, &zones)).expect("converts");
    let new_york = &winter.views[1];
    assert_eq!(new_york.zone, "America/New_York");
    assert_eq!(new_york.iso8601, "2023-11-14T17:13:20-05:00");
    assert_eq!(new_york.rfc2822.as_deref(), Some("Tue, 14 Nov 2023 17:13:20 -0500"));
    assert_eq!((new_york.offset.as_str(), new_york.abbreviation.as_str(), new_york.dst), ("-05:00", "EST", false));
    assert_eq!(winter.views[2].iso8601, "2023-11-15T03:43:20+05:30");
    // 2023-07-04T16:00:00Z: summer time, four hours behind UTC.
    let summer = convert(&request("1688486400", None, &zones)).expect("converts");
    assert_eq!(summer.views[1].iso8601, "2023-07-04T12:00:00-04:00");
    assert_eq!((summer.views[1].abbreviation.as_str(), summer.views[1].dst), ("EDT", true));
}

#[test]
fn keeps_the_seconds_of_a_local_mean_time_offset_so_the_date_reads_back() {
    // New York kept its local mean time, 4:56:02 behind Greenwich, until noon on 1883-11-18.
    let lmt = convert(&request("-2717650801", None, &["America/New_York"])).expect("converts");
    assert_eq!(lmt.views[0].iso8601, "1883-11-18T12:03:57-04:56:02");
    assert_eq!((lmt.views[0].abbreviation.as_str(), lmt.views[0].offset.as_str()), ("LMT", "-04:56:02"));
    let date = DateRequest { text: lmt.views[0].iso8601.clone(), zone: "UTC".to_owned(), zones: vec![], now_ms: 0 };
    assert_eq!(from_date(&date).map(|c| c.seconds), Ok("-2717650801".to_owned()));
}

#[test]
fn gives_the_relative_time_as_a_number_and_a_unit() {
    let relative = |value: &str| convert(&request(value, None, &[])).map(|c| c.relative);
    let at = |amount, unit| Ok(Relative { amount, unit });
    assert_eq!(relative("1700000000"), at(0, RelativeUnit::Second));
    assert_eq!(relative("1699989200"), at(-3, RelativeUnit::Hour));
    assert_eq!(relative("1700000059"), at(59, RelativeUnit::Second));
    assert_eq!(relative("1700000120"), at(2, RelativeUnit::Minute));
    assert_eq!(relative("1700864000"), at(10, RelativeUnit::Day));
    assert_eq!(relative("1692224000"), at(-3, RelativeUnit::Month));
    assert_eq!(relative("0"), at(-53, RelativeUnit::Year));
}

#[test]
fn turns_dates_back_into_timestamps() {
    let back = |text: &str, zone: &str| {
        from_date(&DateRequest { text: text.to_owned(), zone: zone.to_owned(), zones: vec![], now_ms: NOW_MS })
            .map(|c| [c.seconds, c.milliseconds, c.microseconds, c.nanoseconds])
    };
    let expected = Ok(["1700000000", "1700000000000", "1700000000000000", "1700000000000000000"].map(String::from));
    assert_eq!(back("2023-11-14T22:13:20Z", "UTC"), expected);
    assert_eq!(back("2023-11-14T17:13:20-05:00", "Asia/Tokyo"), expected);
    assert_eq!(back("2023-11-14T17:13:20-05:00[America/New_York]", "UTC"), expected);
    assert_eq!(back("Tue, 14 Nov 2023 22:13:20 +0000", "UTC"), expected);
    // Without an offset (a datetime-local field's value), the date is read in the chosen zone.
    assert_eq!(back("2023-11-14T17:13:20", "America/New_York"), expected);
    assert_eq!(back("2023-11-14 22:13:20", "UTC"), expected);
    assert_eq!(back("1970-01-01", "UTC").map(|[s, ..]| s), Ok("0".to_owned()));
}

#[test]
fn refuses_with_a_kind_and_the_users_message() {
    assert_eq!(
        utc("12abc").map_err(|e| e.to_string()),
        Err("\"12abc\" is not a number: enter a Unix timestamp such as 1700000000.".to_owned())
    );
    for value in ["", " ", "-", ".", "1e9", "0x10", "1,5", "--1", "1.2.3", "٣"] {
        assert_eq!(utc(value), Err(TimeError::NotANumber { value: value.to_owned() }), "{value:?}");
    }
    assert_eq!(
        utc("99999999999999999999999").map_err(|e| e.to_string()),
        Err("99999999999999999999999 nanoseconds is out of range: dates go from the year -9999 to 9999.".to_owned())
    );
    let too_late = convert(&request("300000000000", Some(TimeUnit::Seconds), &[]));
    assert_eq!(too_late, Err(TimeError::OutOfRange { value: "300000000000".to_owned(), unit: TimeUnit::Seconds }));
    assert_eq!(
        utc(&"9".repeat(5000)).map(|_| ()),
        Err(TimeError::OutOfRange { value: "9".repeat(5000), unit: TimeUnit::Nanoseconds })
    );
    assert_eq!(
        convert(&request("0", None, &["UTC", "Mars/Olympus_Mons"])).map_err(|e| e.to_string()),
        Err("Unknown time zone \"Mars/Olympus_Mons\": enter an IANA name such as Europe/Paris.".to_owned())
    );
    let date = |text: &str| {
        from_date(&DateRequest { text: text.to_owned(), zone: "UTC".to_owned(), zones: vec![], now_ms: 0 })
    };
    for text in ["", "yesterday", "2023-13-01T00:00:00Z", "Tue, 14 Foo 2023 22:13:20 +0000", "2023-11-14T25:00"] {
        assert!(matches!(date(text), Err(TimeError::UnparseableDate { .. })), "{text:?}: {:?}", date(text));
    }
    let Err(TimeError::UnparseableDate { reason }) = date("2023-13-01T00:00:00Z") else { panic!("refused") };
    assert!(reason.contains("month"), "{reason}");
}

#[test]
fn lists_the_iana_zones() {
    let zones = zones();
    assert!(zones.len() > 400, "{}", zones.len());
    for name in ["UTC", "America/New_York", "Europe/Paris", "Asia/Kolkata", "Pacific/Chatham"] {
        assert!(zones.binary_search(&name.to_owned()).is_ok(), "{name}");
    }
}

proptest! {
    #[test]
    fn every_instant_round_trips_through_its_counts_and_its_dates(nanos in -377_705_116_800_000_000_000i128..253_402_207_200_000_000_000i128, zone in prop::sample::select(vec!["UTC", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu"])) {
        let value = nanos.to_string();
        let conversion = convert(&request(&value, Some(TimeUnit::Nanoseconds), &[zone])).expect("in range");
        prop_assert_eq!(&conversion.nanoseconds, &value);
        let date = DateRequest { text: conversion.views[0].iso8601.clone(), zone: "UTC".to_owned(), zones: vec![], now_ms: 0 };
        prop_assert_eq!(from_date(&date).map(|c| c.nanoseconds), Ok(value));
        for (unit, count) in TimeUnit::ALL.into_iter().zip([&conversion.seconds, &conversion.milliseconds, &conversion.microseconds]) {
            let again = convert(&request(count, Some(unit), &[])).expect("in range");
            prop_assert_eq!(&again.seconds, &conversion.seconds);
        }
    }

    #[test]
    fn any_text_converts_or_is_refused_without_panicking(value in ".{0,40}") {
        let _ = convert(&request(&value, None, &["UTC"]));
        let _ = from_date(&DateRequest { text: value, zone: "UTC".to_owned(), zones: vec!["UTC".to_owned()], now_ms: 0 });
    }
}
