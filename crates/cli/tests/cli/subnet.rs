//! `penknife subnet` as a user runs it.

use crate::common::{failure, penknife, stdout};

#[test]
fn takes_the_issues_example_apart() {
    assert_eq!(
        stdout(&penknife(&["subnet", "192.168.1.0/24"])),
        "network   192.168.1.0/24\nversion   IPv4\naddress   192.168.1.0\nbroadcast 192.168.1.255\n\
         first     192.168.1.1\nlast      192.168.1.254\nhosts     254\naddresses 256\nmask      255.255.255.0\n\
         wildcard  0.0.0.255\nbits      11000000.10101000.00000001.00000000\n\
         mask bits 11111111.11111111.11111111.00000000\n"
    );
}

#[test]
fn says_when_the_address_is_not_the_networks_and_when_there_is_no_broadcast() {
    let out = stdout(&penknife(&["subnet", "192.168.1.77/24"]));
    assert!(
        out.contains(
            "note: 192.168.1.77 is not the network's address; the answers are for its network, 192.168.1.0/24.\n"
        ),
        "{out}"
    );
    assert!(
        stdout(&penknife(&["subnet", "10.0.0.0/31"]))
            .contains("broadcast none (a /31 is a point-to-point link, RFC 3021)\n")
    );
    let v6 = stdout(&penknife(&["subnet", "::/0"]));
    assert!(v6.contains("broadcast none (IPv6 has no broadcast)\n"), "{v6}");
    assert!(v6.contains("hosts     340282366920938463463374607431768211456\n"), "{v6}");
}

#[test]
fn splits_and_lists_the_first_1024_of_a_huge_split() {
    assert_eq!(
        stdout(&penknife(&["subnet", "192.168.1.0/24", "--split", "/26"])),
        "192.168.1.0/24 in /26 subnets: 4 of them, 62 hosts each\n\
         192.168.1.0/26      192.168.1.1 - 192.168.1.62  broadcast 192.168.1.63\n\
         192.168.1.64/26     192.168.1.65 - 192.168.1.126  broadcast 192.168.1.127\n\
         192.168.1.128/26    192.168.1.129 - 192.168.1.190  broadcast 192.168.1.191\n\
         192.168.1.192/26    192.168.1.193 - 192.168.1.254  broadcast 192.168.1.255\n"
    );
    let huge = stdout(&penknife(&["subnet", "2001:db8::/32", "--split", "128"]));
    assert_eq!(huge.lines().count(), 1 + 1024 + 1);
    assert!(huge.ends_with("… the first 1024 of 79228162514264337593543950336 subnets are listed.\n"), "{huge}");
}

#[test]
fn answers_whether_an_address_is_inside() {
    assert_eq!(
        stdout(&penknife(&["subnet", "192.168.1.0/24", "--contains", "192.168.1.77"])),
        "192.168.1.77 is inside 192.168.1.0/24\n"
    );
    assert_eq!(
        stdout(&penknife(&["subnet", "192.168.1.0/24", "--contains", "10.0.0.1"])),
        "10.0.0.1 is not inside 192.168.1.0/24\n"
    );
    let json = stdout(&penknife(&["subnet", "2001:db8::/32", "--contains", "2001:db8::1", "--json"]));
    assert_eq!(json, "{\n  \"address\": \"2001:db8::1\",\n  \"network\": \"2001:db8::/32\",\n  \"inside\": true\n}\n");
}

#[test]
fn prints_json_with_counts_as_text() {
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&penknife(&["subnet", "192.168.1.0/24", "--json"]))).expect("JSON");
    assert_eq!(json["hosts"], "254");
    assert_eq!(json["broadcast"], "192.168.1.255");
    assert_eq!(json["firstHost"], "192.168.1.1");
    assert_eq!(json["lastHost"], "192.168.1.254");
}

#[test]
fn refuses_bad_input_with_the_pages_message() {
    assert_eq!(
        failure(&penknife(&["subnet", "192.168.1.0/33"])),
        "penknife: The prefix length must be a whole number from 0 to 32, not “33”."
    );
    assert_eq!(failure(&penknife(&["subnet", "garbage"])), "penknife: “garbage” is not an IPv4 or IPv6 address.");
    assert_eq!(
        failure(&penknife(&["subnet", "192.168.1.0/24", "--split", "/20"])),
        "penknife: Subnets of “/20” cannot be cut from a /24: choose a prefix length from 24 to 32."
    );
}
