//! `penknife time` as a user runs it.

use crate::common::{failure, penknife, stdout};

#[test]
fn converts_seconds_and_detects_milliseconds() {
    let out = stdout(&penknife(&["time", "1700000000"]));
    assert!(out.starts_with("read as       seconds (from its size)\nseconds       1700000000\n"), "{out}");
    assert!(out.contains("milliseconds  1700000000000\n"), "{out}");
    assert!(out.contains(
        "\nUTC (UTC, +00:00)\n  ISO 8601    2023-11-14T22:13:20Z\n  RFC 2822    Tue, 14 Nov 2023 22:13:20 +0000\n"
    ));
    assert!(out.contains("relative      ") && out.contains(" ago\n"), "{out}");
    let ms = stdout(&penknife(&["time", "1700000000000"]));
    assert!(ms.starts_with("read as       milliseconds (from its size)\nseconds       1700000000\n"), "{ms}");
}

#[test]
fn shows_zero_negative_and_a_zone_with_daylight_saving() {
    let zero = stdout(&penknife(&["time", "0"]));
    assert!(
        zero.contains("  ISO 8601    1970-01-01T00:00:00Z\n  RFC 2822    Thu, 01 Jan 1970 00:00:00 +0000\n"),
        "{zero}"
    );
    let before = stdout(&penknife(&["time", "-1", "--unit", "s"]));
    assert!(before.starts_with("read as       seconds\n") && before.contains("1969-12-31T23:59:59Z"), "{before}");
    let zoned = stdout(&penknife(&["time", "1688486400", "--zone", "america/new_york"]));
    assert!(zoned.contains("\nAmerica/New_York (EDT, -04:00)\n  ISO 8601    2023-07-04T12:00:00-04:00\n"), "{zoned}");
}

#[test]
fn turns_a_date_back_into_timestamps() {
    let out = stdout(&penknife(&["time", "--from-date", "2023-11-14T22:13:20Z"]));
    assert!(out.contains("seconds       1700000000\nmilliseconds  1700000000000\nmicroseconds  1700000000000000\nnanoseconds   1700000000000000000\n"), "{out}");
    let local = stdout(&penknife(&["time", "--from-date", "2023-11-14 17:13:20", "--zone", "America/New_York"]));
    assert!(local.contains("seconds       1700000000\n"), "{local}");
}

#[test]
fn without_a_value_shows_now() {
    let out = stdout(&penknife(&["time"]));
    assert!(out.starts_with("read as       nanoseconds\n") && out.contains("relative      now\n"), "{out}");
}

#[test]
fn refuses_with_the_users_message() {
    assert_eq!(
        failure(&penknife(&["time", "soon"])),
        "penknife: \"soon\" is not a number: enter a Unix timestamp such as 1700000000."
    );
    assert_eq!(
        failure(&penknife(&["time", "300000000000", "--unit", "s"])),
        "penknife: 300000000000 seconds is out of range: dates go from the year -9999 to 9999."
    );
    assert_eq!(
        failure(&penknife(&["time", "0", "--zone", "Mars/Base"])),
        "penknife: Unknown time zone \"Mars/Base\": enter an IANA name such as Europe/Paris."
    );
    let date = failure(&penknife(&["time", "--from-date", "2023-13-01T00:00:00Z"]));
    assert!(date.starts_with("penknife: Not a date: ") && date.contains("month"), "{date}");
}
