//! `penknife ip lookup` as a user runs it, on MaxMind's test databases (crates/server/tests/data/geoip).

use crate::common::{failure, penknife, penknife_with_env, stdout};
use serde_json::{Value, json};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../server/tests/data/geoip");

fn city() -> String {
    format!("{DATA}/GeoLite2-City-Test.mmdb")
}

fn asn() -> String {
    format!("{DATA}/GeoLite2-ASN-Test.mmdb")
}

#[test]
fn prints_an_addresss_place_and_network_as_lines() {
    let out = penknife(&["ip", "lookup", "81.2.69.142", "--geoip-city", &city(), "--geoip-asn", &asn()]);
    assert_eq!(
        stdout(&out),
        "IP:              81.2.69.142\n\
         Version:         IPv4\n\
         City:            London\n\
         Region:          England\n\
         Country:         United Kingdom (GB)\n\
         Timezone:        Europe/London\n\
         Coordinates:     51.5142, -0.0931\n\
         ISP:             Unknown\n\
         Organization:    Unknown\n\
         ASN:             Unknown\n\
         AS Organization: Unknown\n\
         Location from:   GeoLite2-City\n\
         Network from:    not in GeoLite2-ASN\n\
         Credit:          This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com\n"
    );
}

#[test]
fn says_when_no_database_has_the_address_rather_than_printing_unknowns_as_a_finding() {
    // 8.8.8.8 is not in the city test database, and no network database is loaded (none named, none in the
    // data folder).
    let nowhere = std::env::temp_dir().join(format!("penknife-ip-cli-nothing-{}", std::process::id()));
    let nowhere = nowhere.to_str().expect("a UTF-8 temporary folder");
    let out = penknife(&["ip", "lookup", "8.8.8.8", "--geoip-city", &city(), "--data-dir", nowhere]);
    let text = stdout(&out);
    assert!(text.contains("City:            Unknown\n"), "{text}");
    assert!(text.contains("Location from:   not in GeoLite2-City\nNetwork from:    no database loaded\n"), "{text}");
    assert!(!text.contains("Credit:"), "nothing was used, so nothing is credited:\n{text}");
}

/// A MaxMind test database as the answers name and credit it.
fn maxmind(database: &str) -> Value {
    json!({
        "database": database,
        "credit": "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com",
        "url": "https://www.maxmind.com"
    })
}

#[test]
fn prints_the_servers_json_record_and_where_each_half_came_from_with_json() {
    let files = format!("{},{}", asn(), city());
    let out = penknife(&["ip", "lookup", " 1.128.0.1 ", "--geoip-city", &city(), "--geoip-asn", &files, "--json"]);
    let record: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(
        record,
        json!({
            "ip": "1.128.0.1", "version": "IPv4", "city": "Unknown", "region": "Unknown", "country": "Unknown",
            "countryCode": "XX", "timezone": "Unknown", "isp": "Telstra Pty Ltd", "org": "Telstra Pty Ltd",
            "latitude": 0.0, "longitude": 0.0, "asn": "AS1221", "asnOrg": "Telstra Pty Ltd",
            "location": { "status": "missing", "databases": [maxmind("GeoLite2-City")] },
            "network": { "status": "found", "source": maxmind("GeoLite2-ASN") }
        })
    );
}

#[test]
fn reads_the_databases_from_the_environment_and_takes_ipv6_in_any_form() {
    let out = penknife_with_env(
        &["ip", "lookup", "2001:0218:0000:0000:0000:0000:0000:0001", "--json"],
        b"",
        &[("PENKNIFE_GEOIP_CITY", &city()), ("PENKNIFE_GEOIP_ASN", &asn())],
    );
    let record: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!((&record["ip"], &record["version"]), (&json!("2001:218::1"), &json!("IPv6")));
    assert_eq!((&record["country"], &record["countryCode"]), (&json!("Japan"), &json!("JP")));
}

#[test]
fn a_reserved_address_prints_its_reason_and_fails() {
    for (address, reason) in [("10.0.0.1", "Private IP Address"), ("2001:db8::1", "Documentation Address")] {
        let out = penknife(&["ip", "lookup", address, "--geoip-city", &city()]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(failure(&out), format!("penknife: {reason}"));
    }
    let out = penknife(&["ip", "lookup", "fe80::1%eth0", "--geoip-city", &city()]);
    assert_eq!(failure(&out), "penknife: Please enter a valid IP address");
}

#[test]
fn without_a_database_it_says_how_to_get_one() {
    let empty = std::env::temp_dir().join(format!("penknife-ip-cli-{}", std::process::id()));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_penknife"))
        .args(["ip", "lookup", "81.2.69.142", "--data-dir"])
        .arg(&empty)
        .env_remove("PENKNIFE_GEOIP_CITY")
        .env_remove("PENKNIFE_GEOIP_ASN")
        .output()
        .expect("penknife runs");
    assert!(stdout(&out).contains("City:            Unknown\n"));
    let warning = String::from_utf8_lossy(&out.stderr);
    assert!(warning.contains("no geolocation database found: pass --geoip-city FILE"), "{warning}");
}
