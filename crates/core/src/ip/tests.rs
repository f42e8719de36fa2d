use std::net::IpAddr;

use super::*;

fn ip(text: &str) -> IpAddr {
    parse(text).unwrap_or_else(|_| panic!("{text} parses"))
}

#[test]
fn every_valid_text_form_parses_to_its_canonical_form() {
    for (text, canonical_form, version) in [
        ("8.8.8.8", "8.8.8.8", IpVersion::V4),
        ("  81.2.69.142\n", "81.2.69.142", IpVersion::V4),
        ("2001:4860:4860:0000:0000:0000:0000:8888", "2001:4860:4860::8888", IpVersion::V6),
        ("2001:4860:4860::8888", "2001:4860:4860::8888", IpVersion::V6),
        ("2001:DB8::1", "2001:db8::1", IpVersion::V6),
        ("::1", "::1", IpVersion::V6),
        ("::", "::", IpVersion::V6),
        ("::ffff:1.2.3.4", "::ffff:1.2.3.4", IpVersion::V6),
        ("0:0:0:0:0:ffff:0102:0304", "::ffff:1.2.3.4", IpVersion::V6),
        ("2001:218:0:0:0:0:0:1", "2001:218::1", IpVersion::V6),
    ] {
        let address = ip(text);
        assert_eq!(canonical(address), canonical_form, "{text:?}");
        assert_eq!(IpVersion::of(address), version, "{text:?}");
    }
}

#[test]
fn text_that_is_not_one_address_is_refused() {
    for text in [
        "",
        "   ",
        "1.2.3",
        "1.2.3.4.5",
        "256.1.1.1",
        "01.2.3.4",
        "1.2.3.4/24",
        "1.2.3.4:80",
        "[::1]",
        "fe80::1%eth0",
        "fe80::1%1",
        "2001:db8::1::2",
        "12345::1",
        "1:2:3:4:5:6:7:8:9",
        "x1.2.3.4",
        "1.2.3.4 x",
        "1.2.3.4 5.6.7.8",
        "google.com",
        "::ffff:1.2.3",
    ] {
        assert_eq!(parse(text), Err(InvalidIp), "{text:?}");
    }
    assert_eq!(InvalidIp.to_string(), "Please enter a valid IP address");
}

#[test]
fn every_reserved_range_answers_its_reason() {
    for (text, expected) in [
        ("10.0.0.1", Reserved::Private),
        ("172.16.0.1", Reserved::Private),
        ("172.31.255.255", Reserved::Private),
        ("192.168.1.1", Reserved::Private),
        ("fc00::1", Reserved::Private),
        ("fd12:3456::1", Reserved::Private),
        ("127.0.0.1", Reserved::Loopback),
        ("127.255.0.9", Reserved::Loopback),
        ("::1", Reserved::Loopback),
        ("169.254.1.1", Reserved::LinkLocal),
        ("fe80::1", Reserved::LinkLocal),
        ("febf::1", Reserved::LinkLocal),
        ("192.0.2.1", Reserved::Documentation),
        ("198.51.100.7", Reserved::Documentation),
        ("203.0.113.255", Reserved::Documentation),
        ("2001:db8::1", Reserved::Documentation),
        ("3fff::1", Reserved::Documentation),
        ("100.64.0.1", Reserved::SharedAddressSpace),
        ("100.127.255.255", Reserved::SharedAddressSpace),
        ("224.0.0.1", Reserved::Multicast),
        ("239.255.255.250", Reserved::Multicast),
        ("ff02::1", Reserved::Multicast),
        ("0.0.0.0", Reserved::Unspecified),
        ("::", Reserved::Unspecified),
        ("0.1.2.3", Reserved::Other),
        ("240.0.0.1", Reserved::Other),
        ("255.255.255.255", Reserved::Other),
        ("192.0.0.8", Reserved::Other),
        ("198.18.0.1", Reserved::Other),
        ("198.19.255.255", Reserved::Other),
        ("100::1", Reserved::Other),
        ("2001::1", Reserved::Other),
        ("2001:1ff::1", Reserved::Other),
        ("fec0::1", Reserved::Other),
        ("4000::1", Reserved::Other),
        ("::1.2.3.4", Reserved::Other),
        ("::ffff:10.1.2.3", Reserved::Private),
        ("::ffff:127.0.0.1", Reserved::Loopback),
        ("::ffff:0.0.0.0", Reserved::Unspecified),
    ] {
        assert_eq!(reserved(ip(text)), Some(expected), "{text}");
    }
    assert_eq!(Reserved::Private.reason(), "Private IP Address");
    assert_eq!(Reserved::Loopback.reason(), "Loopback Address");
    assert_eq!(Reserved::LinkLocal.reason(), "Link-Local Address");
    assert_eq!(Reserved::Documentation.reason(), "Documentation Address");
    assert_eq!(Reserved::SharedAddressSpace.reason(), "Shared Address Space");
    assert_eq!(Reserved::Multicast.reason(), "Multicast Address");
    assert_eq!(Reserved::Unspecified.reason(), "Unspecified Address");
    assert_eq!(Reserved::Other.reason(), "Reserved IP Address");
}

#[test]
fn public_addresses_and_the_edges_of_reserved_ranges_are_located() {
    for text in [
        "8.8.8.8",
        "1.1.1.1",
        "81.2.69.142",
        "9.255.255.255",
        "11.0.0.0",
        "100.63.255.255",
        "100.128.0.0",
        "172.15.255.255",
        "172.32.0.0",
        "192.0.3.0",
        "192.167.255.255",
        "198.17.255.255",
        "198.20.0.0",
        "223.255.255.255",
        "2001:4860:4860::8888",
        "2001:218::1",
        "2001:200::1",
        "2606:4700::1111",
        "::ffff:8.8.8.8",
    ] {
        assert_eq!(reserved(ip(text)), None, "{text}");
    }
}

#[test]
fn a_mapped_address_is_looked_up_as_its_ipv4_address() {
    assert_eq!(lookup_address(ip("::ffff:81.2.69.142")), ip("81.2.69.142"));
    assert_eq!(lookup_address(ip("2001:218::1")), ip("2001:218::1"));
}

#[test]
fn an_unknown_address_has_the_spec_defaults_in_camel_case() {
    let json = serde_json::to_value(IpInfo::unknown(ip("2001:218::1"))).expect("serialises");
    assert_eq!(
        json,
        serde_json::json!({
            "ip": "2001:218::1", "version": "IPv6", "city": "Unknown", "region": "Unknown",
            "country": "Unknown", "countryCode": "XX", "timezone": "Unknown", "isp": "Unknown",
            "org": "Unknown", "latitude": 0.0, "longitude": 0.0, "asn": "Unknown", "asnOrg": "Unknown"
        })
    );
    assert_eq!(IpInfo::asn_label(15169), "AS15169");
}
