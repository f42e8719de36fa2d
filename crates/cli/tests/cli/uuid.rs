//! `penknife uuid` as a user runs it.

use crate::common::{failure, penknife, stdout};

#[test]
fn makes_uuids_of_each_kind_one_per_line() {
    let v4 = stdout(&penknife(&["uuid"]));
    assert_eq!(v4.len(), 37, "{v4}");
    assert_eq!(v4.as_bytes()[14], b'4', "{v4}");
    let many = stdout(&penknife(&["uuid", "-n", "5", "--v7", "--upper", "--no-hyphens"]));
    let lines: Vec<&str> = many.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(lines.iter().all(|line| line.len() == 32 && line.as_bytes()[12] == b'7' && line.to_uppercase() == *line));
    assert!(lines.windows(2).all(|pair| pair[0] < pair[1]), "a batch of v7 sorts: {many}");
    let ulids = stdout(&penknife(&["uuid", "--ulid", "-n", "3"]));
    assert!(ulids.lines().all(|line| line.len() == 26), "{ulids}");
}

#[test]
fn refuses_a_count_out_of_range() {
    assert_eq!(failure(&penknife(&["uuid", "-n", "1001"])), "penknife: The count must be at most 1,000.");
    assert_eq!(failure(&penknife(&["uuid", "-n", "0"])), "penknife: The count must be at least 1.");
    assert_eq!(
        failure(&penknife(&["uuid", "-n", "ten"])),
        "penknife: The count must be a whole number from 1 to 1,000: \"ten\" is not one."
    );
}

#[test]
fn inspects_a_uuid_and_a_ulid() {
    assert_eq!(
        stdout(&penknife(&["uuid", "--inspect", "550e8400-e29b-41d4-a716-446655440000"])),
        "format   UUID\nuuid     550e8400-e29b-41d4-a716-446655440000\nversion  4 (random)\nvariant  RFC 9562 (RFC 4122)\n"
    );
    assert_eq!(
        stdout(&penknife(&["uuid", "--inspect", "01ARYZ6S41TSV4RRFFQ69G5FAV"])),
        "format   ULID\nulid     01ARYZ6S41TSV4RRFFQ69G5FAV\nuuid     01563df3-6481-d676-4c61-efb99302bd5b\n\
         time     2016-07-30T22:36:16.385Z (1469918176385 ms)\n"
    );
    assert_eq!(
        stdout(&penknife(&["uuid", "--inspect", "00000000-0000-0000-0000-000000000000"])),
        "format   UUID\nuuid     00000000-0000-0000-0000-000000000000\nspecial  the nil UUID (all bits zero)\n"
    );
    let json = stdout(&penknife(&["uuid", "--inspect", "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", "--json"]));
    assert!(json.contains("\"version\": 7") && json.contains("\"iso\": \"2022-02-22T19:22:22.000Z\""), "{json}");
    assert_eq!(
        failure(&penknife(&["uuid", "--inspect", "550e840g-e29b-41d4-a716-446655440000"])),
        "penknife: Character 8 is ‘g’, not a hexadecimal digit (0-9, a-f)."
    );
}
