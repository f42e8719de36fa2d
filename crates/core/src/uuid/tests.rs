use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn form(kind: IdKind, count: &str) -> UuidForm {
    UuidForm { kind, count: count.into(), ..UuidForm::default() }
}

/// 2016-07-30T22:36:16.385Z, the ULID spec's example time.
const SPEC_MS: u64 = 1_469_918_176_385;

#[test]
fn the_ulid_specs_example_decodes_to_its_time() {
    // The ULID README's `ulid(1469918176385)`: its first ten characters are that time.
    let readme = inspect("01ARYZ6S41TSV4RRFFQ69G5FAV").expect("a ULID");
    assert_eq!(readme.time, Some(EmbeddedTime { unix_ms: SPEC_MS as i64, iso: "2016-07-30T22:36:16.385Z".into() }));
    // The spec's example ULID has another time (01ARZ3NDEK is 1469922850259 in Base32, not 1469918176385).
    let inspection = inspect("01ARZ3NDEKTSV4RRFFQ69G5FAV").expect("a ULID");
    assert_eq!(inspection.format, IdFormat::Ulid);
    assert_eq!(
        inspection.time,
        Some(EmbeddedTime { unix_ms: 1_469_922_850_259, iso: "2016-07-30T23:54:10.259Z".into() })
    );
    assert_eq!(inspection.ulid.as_deref(), Some("01ARZ3NDEKTSV4RRFFQ69G5FAV"));
    assert_eq!(inspection.uuid, "01563e3a-b5d3-d676-4c61-efb99302bd5b");
    assert_eq!((inspection.version, inspection.variant, inspection.special), (None, None, None));
    // Lower case reads the same.
    assert_eq!(inspect("01arz3ndektsv4rrffq69g5fav"), Ok(inspection));
}

#[test]
fn a_v4_example_is_version_4_of_the_rfc_variant() {
    let inspection = inspect("550e8400-e29b-41d4-a716-446655440000").expect("a UUID");
    assert_eq!(inspection.format, IdFormat::Uuid);
    assert_eq!(inspection.version, Some(4));
    assert_eq!(inspection.variant, Some(Variant::Rfc9562));
    assert_eq!((inspection.special, &inspection.time), (None, &None));
    // The other ways to write it.
    for written in [
        "550E8400-E29B-41D4-A716-446655440000",
        "550e8400e29b41d4a716446655440000",
        "{550e8400-e29b-41d4-a716-446655440000}",
        "urn:uuid:550e8400-e29b-41d4-a716-446655440000",
        "  550e8400-e29b-41d4-a716-446655440000\n",
    ] {
        assert_eq!(inspect(written).as_ref(), Ok(&inspection), "{written}");
    }
}

#[test]
fn the_nil_and_max_uuids_are_recognised() {
    let nil = inspect("00000000-0000-0000-0000-000000000000").expect("nil");
    assert_eq!((nil.special, nil.version, nil.variant), (Some(Special::Nil), None, None));
    let max = inspect("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF").expect("max");
    assert_eq!((max.special, max.version, max.variant), (Some(Special::Max), None, None));
    assert_eq!(max.uuid, "ffffffff-ffff-ffff-ffff-ffffffffffff");
}

#[test]
fn a_v7s_time_round_trips() {
    let made = generate(&form(IdKind::V7, "1"), SPEC_MS, &mut SeededRandom::new(7)).expect("made");
    let inspection = inspect(&made[0]).expect("a UUID");
    assert_eq!(inspection.version, Some(7));
    assert_eq!(inspection.variant, Some(Variant::Rfc9562));
    assert_eq!(inspection.time, Some(EmbeddedTime { unix_ms: SPEC_MS as i64, iso: "2016-07-30T22:36:16.385Z".into() }));
    assert!(made[0].starts_with("01563df3-6481-7"), "{}", made[0]);
    // The uuid crate reads the same version and time.
    let parsed = ::uuid::Uuid::parse_str(&made[0]).expect("the crate parses it");
    assert_eq!(parsed.get_version(), Some(::uuid::Version::SortRand));
    assert_eq!(parsed.get_timestamp().map(|time| time.to_unix()), Some((1_469_918_176, 385_000_000)));
}

#[test]
fn a_ulids_time_round_trips() {
    let made = generate(&form(IdKind::Ulid, "1"), SPEC_MS, &mut SeededRandom::new(1)).expect("made");
    assert!(made[0].starts_with("01ARYZ6S41"), "{}", made[0]);
    assert_eq!(inspect(&made[0]).expect("a ULID").time.map(|time| time.unix_ms), Some(SPEC_MS as i64));
}

#[test]
fn v1_and_v6_times_are_read() {
    // RFC 9562's examples (appendix A.1 and A.5): 2022-02-22T19:22:22.000000000Z.
    for example in ["C232AB00-9414-11EC-B3C8-9F6BDECED846", "1EC9414C-232A-6B00-B3C8-9F6BDECED846"] {
        let inspection = inspect(example).expect("a UUID");
        assert_eq!(inspection.time.map(|time| time.iso).as_deref(), Some("2022-02-22T19:22:22.000Z"), "{example}");
    }
    assert_eq!(inspect("C232AB00-9414-11EC-B3C8-9F6BDECED846").map(|i| i.version), Ok(Some(1)));
    // RFC 9562's v7 example (A.6): 2022-02-22T19:22:22.000Z too.
    let v7 = inspect("017F22E2-79B0-7CC3-98C4-DC0C0C07398F").expect("a UUID");
    assert_eq!((v7.version, v7.time.map(|time| time.unix_ms)), (Some(7), Some(1_645_557_742_000)));
}

#[test]
fn other_variants_have_no_version() {
    let microsoft = inspect("550e8400-e29b-41d4-c716-446655440000").expect("a UUID");
    assert_eq!((microsoft.variant, microsoft.version), (Some(Variant::Microsoft), None));
    let ncs = inspect("550e8400-e29b-41d4-0716-446655440000").expect("a UUID");
    assert_eq!(ncs.variant, Some(Variant::Ncs));
    let future = inspect("550e8400-e29b-41d4-e716-446655440000").expect("a UUID");
    assert_eq!(future.variant, Some(Variant::Future));
}

#[test]
fn generates_each_kind_in_each_form() {
    let mut rng = SeededRandom::new(42);
    let v4 = generate(&form(IdKind::V4, "3"), SPEC_MS, &mut rng).expect("made");
    assert_eq!(v4.len(), 3);
    for id in &v4 {
        assert_eq!(id.len(), 36);
        assert_eq!(inspect(id).map(|i| (i.version, i.variant)), Ok((Some(4), Some(Variant::Rfc9562))));
        assert_eq!(id.to_lowercase(), *id);
    }
    let upper = UuidForm { upper_case: true, hyphens: false, ..form(IdKind::V4, "1") };
    let id = &generate(&upper, SPEC_MS, &mut rng).expect("made")[0];
    assert_eq!(id.len(), 32);
    assert_eq!(id.to_uppercase(), *id);
    // A ULID ignores the UUID switches: always 26 upper-case characters.
    let ulid = UuidForm { kind: IdKind::Ulid, ..upper };
    let id = &generate(&ulid, SPEC_MS, &mut rng).expect("made")[0];
    assert_eq!(id.len(), 26);
    assert_eq!(id.to_uppercase(), *id);
}

#[test]
fn a_batch_of_v7s_or_ulids_sorts_in_the_order_it_was_made() {
    for kind in [IdKind::V7, IdKind::Ulid] {
        let made = generate(&form(kind, "1000"), SPEC_MS, &mut SeededRandom::new(3)).expect("made");
        assert_eq!(made.len(), 1000);
        assert!(made.windows(2).all(|pair| pair[0] < pair[1]), "{kind:?}");
        assert!(made.iter().all(|id| inspect(id).is_ok_and(|i| i.time.is_some())));
    }
}

#[test]
fn a_random_part_that_would_overflow_moves_to_the_next_millisecond() {
    let made = timed(SPEC_MS, 2, 50, &mut SeededRandom::new(9));
    assert!(made.windows(2).all(|pair| pair[0] < pair[1]));
    assert!(made.last().is_some_and(|&(ms, _)| ms > SPEC_MS));
    // The clock never passes 48 bits.
    assert!(timed(u64::MAX, 2, 50, &mut SeededRandom::new(9)).iter().all(|&(ms, _)| ms == MAX_MS));
}

#[test]
fn the_count_is_refused_with_what_is_wrong() {
    let count = |text: &str| read_count(text).map_err(|error| error.to_string());
    assert_eq!(count(" 1000 "), Ok(1000));
    assert_eq!(count("1"), Ok(1));
    assert_eq!(count(""), Err("Enter how many to generate, from 1 to 1,000.".into()));
    assert_eq!(count("12a"), Err("The count must be a whole number from 1 to 1,000: \"12a\" is not one.".into()));
    assert_eq!(count("2.5"), Err("The count must be a whole number from 1 to 1,000: \"2.5\" is not one.".into()));
    assert_eq!(count("0"), Err("The count must be at least 1.".into()));
    assert_eq!(count("-3"), Err("The count must be at least 1.".into()));
    assert_eq!(count("1001"), Err("The count must be at most 1,000.".into()));
    assert_eq!(count("99999999999999999999999"), Err("The count must be at most 1,000.".into()));
    assert_eq!(
        generate(&form(IdKind::V4, "x"), 0, &mut SeededRandom::new(0)),
        Err(CountError::NotWhole { text: "x".into() })
    );
}

#[test]
fn invalid_input_is_named_with_what_is_wrong_and_where() {
    let refusal = |text: &str| inspect(text).map_err(|error| error.to_string());
    assert_eq!(refusal("  \n"), Err("Paste a UUID or a ULID to inspect.".into()));
    assert_eq!(
        refusal("550e8400-e29b-41d4-a716-44665544000"),
        Err("It is 35 characters long: a UUID has 36 characters (32 without hyphens) and a ULID 26.".into())
    );
    assert_eq!(
        refusal("550e840g-e29b-41d4-a716-446655440000"),
        Err("Character 8 is ‘g’, not a hexadecimal digit (0-9, a-f).".into())
    );
    assert_eq!(
        refusal("550e8400ae29b-41d4-a716-446655440000"),
        Err("Character 9 is ‘a’ where a UUID has a hyphen.".into())
    );
    assert_eq!(
        refusal("01ARZ3NDEKTSV4RRFFQ69G5FAU"),
        Err("Character 26 is ‘U’, not a ULID digit (Crockford's Base32: 0-9 and A-Z without I, L, O and U).".into())
    );
    assert_eq!(
        refusal("81ARZ3NDEKTSV4RRFFQ69G5FAV"),
        Err("Character 1 is ‘8’: a ULID starts with 0 to 7, or it would not fit in 128 bits.".into())
    );
    // Positions count the characters as given: spaces, braces and the urn prefix before, non-ASCII letters as one.
    assert_eq!(
        inspect("  {550e8400-e29b-41d4-a716-44665544000é}").err(),
        Some(InspectError::NotHex { position: 39, character: "é".into() })
    );
    assert_eq!(
        inspect("urn:uuid:550e8400-e29b-41d4-a716-44665544000z").err(),
        Some(InspectError::NotHex { position: 45, character: "z".into() })
    );
}

#[test]
fn hostile_input_is_refused_quickly() {
    let huge = "0".repeat(10_000_000);
    assert_eq!(inspect(&huge), Err(InspectError::WrongLength { length: 10_000_000 }));
    assert!(inspect("\u{0}".repeat(36).as_str()).is_err());
}

#[test]
fn iso_8601_covers_the_calendar() {
    assert_eq!(iso_8601(0), "1970-01-01T00:00:00.000Z");
    assert_eq!(iso_8601(-1), "1969-12-31T23:59:59.999Z");
    assert_eq!(iso_8601(951_782_400_000), "2000-02-29T00:00:00.000Z");
    assert_eq!(iso_8601(-GREGORIAN_TO_UNIX_MS), "1582-10-15T00:00:00.000Z");
    assert_eq!(iso_8601(MAX_MS as i64), "10889-08-02T05:31:50.655Z");
}

proptest! {
    #[test]
    fn whatever_is_made_inspects_as_made(seed: u64, now in 0..=MAX_MS, kind in 0..3u8, upper: bool, hyphens: bool) {
        let kind = [IdKind::V4, IdKind::V7, IdKind::Ulid][usize::from(kind)];
        let form = UuidForm { kind, count: "4".into(), upper_case: upper, hyphens };
        for id in generate(&form, now, &mut SeededRandom::new(seed)).expect("made") {
            let inspection = inspect(&id).expect("what the engine makes it reads");
            match kind {
                IdKind::V4 => prop_assert_eq!(inspection.version, Some(4)),
                IdKind::V7 => prop_assert_eq!(inspection.version, Some(7)),
                IdKind::Ulid => prop_assert_eq!(inspection.ulid.as_deref(), Some(id.as_str())),
            }
            if kind != IdKind::V4 {
                let ms = inspection.time.map(|time| time.unix_ms as u64);
                prop_assert!(ms.is_some_and(|ms| ms == now || ms == now + 1), "{:?}", ms);
            }
        }
    }

    #[test]
    fn any_128_bits_read_back_as_uuid_and_as_ulid(bits: u128) {
        let uuid = ::uuid::Uuid::from_u128(bits).hyphenated().to_string();
        prop_assert_eq!(inspect(&uuid).map(|i| i.uuid), Ok(uuid.clone()));
        let ulid = encode_ulid(bits);
        let inspection = inspect(&ulid).expect("a ULID");
        prop_assert_eq!(inspection.uuid, uuid);
        prop_assert_eq!(inspection.ulid, Some(ulid));
    }
}
