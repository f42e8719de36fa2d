use super::*;

fn refusal<T: std::fmt::Debug>(result: Result<T, SubnetError>) -> String {
    result.expect_err("refused").to_string()
}

#[test]
fn the_issues_example_has_254_hosts_from_1_to_254_and_broadcasts_to_255() {
    let subnet = calculate("192.168.1.0/24").expect("accepted");
    assert_eq!(subnet.version, IpVersion::V4);
    assert_eq!(subnet.cidr, "192.168.1.0/24");
    assert_eq!(subnet.network, "192.168.1.0");
    assert!(subnet.is_network_address);
    assert_eq!(subnet.hosts, "254");
    assert_eq!(subnet.addresses, "256");
    assert_eq!(subnet.first_host, "192.168.1.1");
    assert_eq!(subnet.last_host, "192.168.1.254");
    assert_eq!(subnet.broadcast.as_deref(), Some("192.168.1.255"));
    assert_eq!(subnet.host_rule, HostRule::NetworkAndBroadcastReserved);
    assert_eq!(subnet.mask, "255.255.255.0");
    assert_eq!(subnet.wildcard, "0.0.0.255");
    assert_eq!(subnet.bits.address, "11000000.10101000.00000001.00000000");
    assert_eq!(subnet.bits.mask, "11111111.11111111.11111111.00000000");
    assert_eq!(subnet.bits.network, subnet.bits.address);
    assert_eq!(subnet.mapped_ipv4, None);
}

#[test]
fn a_host_address_with_its_prefix_answers_for_its_network_and_says_so() {
    let subnet = calculate("192.168.1.77/24").expect("accepted");
    assert_eq!(subnet.address, "192.168.1.77");
    assert!(!subnet.is_network_address);
    assert_eq!(subnet.cidr, "192.168.1.0/24");
    assert_eq!(subnet.first_host, "192.168.1.1");
    assert_eq!(subnet.bits.address, "11000000.10101000.00000001.01001101");
    assert_eq!(subnet.bits.network, "11000000.10101000.00000001.00000000");
}

#[test]
fn a_31_has_two_hosts_and_no_broadcast_rfc_3021() {
    let subnet = calculate("10.0.0.0/31").expect("accepted");
    assert_eq!(subnet.host_rule, HostRule::PointToPoint);
    assert_eq!((subnet.first_host.as_str(), subnet.last_host.as_str()), ("10.0.0.0", "10.0.0.1"));
    assert_eq!(subnet.hosts, "2");
    assert_eq!(subnet.broadcast, None);
}

#[test]
fn a_32_is_one_host() {
    let subnet = calculate("10.1.2.3/32").expect("accepted");
    assert_eq!(subnet.host_rule, HostRule::SingleAddress);
    assert_eq!((subnet.first_host.as_str(), subnet.last_host.as_str()), ("10.1.2.3", "10.1.2.3"));
    assert_eq!((subnet.hosts.as_str(), subnet.addresses.as_str()), ("1", "1"));
    assert_eq!(subnet.broadcast, None);
    assert_eq!(subnet.wildcard, "0.0.0.0");
}

#[test]
fn a_30_and_the_whole_ipv4_space() {
    let subnet = calculate("10.0.0.4/30").expect("accepted");
    assert_eq!(
        (subnet.first_host.as_str(), subnet.last_host.as_str(), subnet.hosts.as_str()),
        ("10.0.0.5", "10.0.0.6", "2")
    );
    let all = calculate("1.2.3.4/0").expect("accepted");
    assert_eq!(
        (all.network.as_str(), all.mask.as_str(), all.wildcard.as_str()),
        ("0.0.0.0", "0.0.0.0", "255.255.255.255")
    );
    assert_eq!((all.addresses.as_str(), all.hosts.as_str()), ("4294967296", "4294967294"));
    assert_eq!(all.broadcast.as_deref(), Some("255.255.255.255"));
    assert_eq!(all.last_host, "255.255.255.254");
}

#[test]
fn ipv6_has_no_broadcast_and_every_address_is_a_host() {
    let subnet = calculate("2001:db8::/64").expect("accepted");
    assert_eq!(subnet.version, IpVersion::V6);
    assert_eq!(subnet.broadcast, None);
    assert_eq!(subnet.host_rule, HostRule::AllAddresses);
    assert_eq!(subnet.first_host, "2001:db8::");
    assert_eq!(subnet.last_host, "2001:db8::ffff:ffff:ffff:ffff");
    assert_eq!(subnet.hosts, "18446744073709551616");
    assert_eq!(subnet.mask, "ffff:ffff:ffff:ffff::");
    assert_eq!(subnet.wildcard, "::ffff:ffff:ffff:ffff");
    assert_eq!(
        subnet.bits.mask,
        "1111111111111111:1111111111111111:1111111111111111:1111111111111111:\
         0000000000000000:0000000000000000:0000000000000000:0000000000000000"
    );
}

#[test]
fn ipv6_counts_reach_2_to_the_128_exactly() {
    let all = calculate("::/0").expect("accepted");
    assert_eq!(all.addresses, "340282366920938463463374607431768211456");
    assert_eq!(all.hosts, all.addresses);
    assert_eq!(all.last_host, "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff");
    assert_eq!(calculate("::/1").expect("accepted").hosts, "170141183460469231731687303715884105728");
    let one = calculate("2001:DB8::1/128").expect("accepted");
    assert_eq!(
        (one.host_rule, one.hosts.as_str(), one.cidr.as_str()),
        (HostRule::SingleAddress, "1", "2001:db8::1/128")
    );
}

#[test]
fn an_ipv4_mapped_ipv6_network_is_ipv6_and_names_its_ipv4_network() {
    let subnet = calculate("::ffff:192.168.1.77/120").expect("accepted");
    assert_eq!(subnet.version, IpVersion::V6);
    assert_eq!(subnet.cidr, "::ffff:192.168.1.0/120");
    assert_eq!(subnet.broadcast, None);
    assert_eq!(subnet.hosts, "256");
    assert_eq!(subnet.mapped_ipv4.as_deref(), Some("192.168.1.0/24"));
    assert_eq!(calculate("::ffff:0:0/95").expect("accepted").mapped_ipv4, None);
    assert_eq!(calculate("2001:db8::/120").expect("accepted").mapped_ipv4, None);
}

#[test]
fn white_space_around_the_parts_is_ignored() {
    assert_eq!(calculate("  192.168.1.0 / 24 \n").expect("accepted").cidr, "192.168.1.0/24");
    assert_eq!(calculate("\t2001:db8::/ 48").expect("accepted").cidr, "2001:db8::/48");
}

#[test]
fn refusals_say_what_is_wrong() {
    assert_eq!(refusal(calculate(" \n")), "Enter a network in CIDR notation, e.g. 192.168.1.0/24.");
    assert_eq!(refusal(calculate("192.168.1.0")), "Add the prefix length after the address, e.g. 192.168.1.0/24.");
    assert_eq!(refusal(calculate("hello")), "“hello” is not an IPv4 or IPv6 address.");
    assert_eq!(refusal(calculate("256.1.1.1/24")), "“256.1.1.1” is not an IPv4 or IPv6 address.");
    assert_eq!(refusal(calculate(" /24")), "Enter a network in CIDR notation, e.g. 192.168.1.0/24.");
    assert_eq!(
        refusal(calculate("192.168.1.0/33")),
        "The prefix length must be a whole number from 0 to 32, not “33”."
    );
    assert_eq!(
        refusal(calculate("2001:db8::/129")),
        "The prefix length must be a whole number from 0 to 128, not “129”."
    );
    for prefix in ["", "-1", "+24", "2 4", "24.0", "0x18", "99999999999999999999", "٢٤", "24/24"] {
        assert!(
            matches!(calculate(&format!("10.0.0.0/{prefix}")), Err(SubnetError::InvalidPrefix { max: 32, .. })),
            "{prefix:?}"
        );
    }
}

#[test]
fn zone_ids_brackets_and_ports_are_refused() {
    for text in
        ["fe80::1%eth0/64", "[2001:db8::]/32", "192.168.1.0:80/24", "010.0.0.0/8", "1.2.3/24", "::ffff:1.2.3.4.5/128"]
    {
        assert!(matches!(calculate(text), Err(SubnetError::InvalidAddress { .. })), "{text}");
    }
}

#[test]
fn hostile_input_is_refused_quickly() {
    let huge = "1".repeat(10_000_000);
    assert!(matches!(calculate(&huge), Err(SubnetError::MissingPrefix { .. } | SubnetError::InvalidAddress { .. })));
    assert!(matches!(calculate(&format!("10.0.0.0/{huge}")), Err(SubnetError::InvalidPrefix { .. })));
    assert!(matches!(calculate("\u{0}/\u{0}"), Err(SubnetError::InvalidAddress { .. })));
}

#[test]
fn splits_into_subnets_of_a_longer_prefix() {
    let split = split("192.168.1.0/24", "/26").expect("accepted");
    assert_eq!(
        (split.network.as_str(), split.prefix, split.count.as_str(), split.hosts_each.as_str()),
        ("192.168.1.0/24", 26, "4", "62")
    );
    let cidrs: Vec<_> = split.subnets.iter().map(|s| s.cidr.as_str()).collect();
    assert_eq!(cidrs, ["192.168.1.0/26", "192.168.1.64/26", "192.168.1.128/26", "192.168.1.192/26"]);
    let last = &split.subnets[3];
    assert_eq!(
        (last.first_host.as_str(), last.last_host.as_str(), last.broadcast.as_deref()),
        ("192.168.1.193", "192.168.1.254", Some("192.168.1.255"))
    );
    // Without the slash, from a host address: the network's subnets.
    assert_eq!(super::split("192.168.1.77/24", "24").expect("accepted").subnets[0].cidr, "192.168.1.0/24");
    // /31s follow RFC 3021.
    let pairs = super::split("10.0.0.0/30", "31").expect("accepted");
    assert_eq!((pairs.subnets[1].first_host.as_str(), pairs.subnets[1].broadcast.as_ref()), ("10.0.0.2", None));
}

#[test]
fn a_huge_split_lists_the_first_1024_and_counts_them_all() {
    let split = split("10.0.0.0/8", "/32").expect("accepted");
    assert_eq!(split.count, "16777216");
    assert_eq!(split.subnets.len(), SPLIT_LIMIT);
    assert_eq!(split.subnets[1023].cidr, "10.0.3.255/32");
    let all = super::split("::/0", "128").expect("accepted");
    assert_eq!(all.count, "340282366920938463463374607431768211456");
    assert_eq!(all.subnets.len(), SPLIT_LIMIT);
    assert_eq!(all.subnets[1].cidr, "::1/128");
    let one = super::split("::/0", "0").expect("accepted");
    assert_eq!(
        (one.count.as_str(), one.subnets.len(), one.subnets[0].last_host.as_str()),
        ("1", 1, "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff")
    );
    let v6 = super::split("2001:db8::/32", "/48").expect("accepted");
    assert_eq!((v6.count.as_str(), v6.subnets[1].cidr.as_str()), ("65536", "2001:db8:1::/48"));
}

#[test]
fn a_split_prefix_must_be_between_the_networks_and_the_width() {
    assert_eq!(
        refusal(split("192.168.1.0/24", "/20")),
        "Subnets of “/20” cannot be cut from a /24: choose a prefix length from 24 to 32."
    );
    assert!(matches!(split("192.168.1.0/24", "33"), Err(SubnetError::InvalidSplit { max: 32, .. })));
    assert!(matches!(split("2001:db8::/32", "/129"), Err(SubnetError::InvalidSplit { max: 128, .. })));
    assert!(matches!(split("192.168.1.0/24", "x"), Err(SubnetError::InvalidSplit { .. })));
    assert!(matches!(split("nonsense", "26"), Err(SubnetError::InvalidAddress { .. })));
}

#[test]
fn tells_whether_an_address_is_inside() {
    let inside = contains("192.168.1.0/24", "192.168.1.77").expect("accepted");
    assert_eq!(inside, Containment { address: "192.168.1.77".into(), network: "192.168.1.0/24".into(), inside: true });
    assert!(!contains("192.168.1.0/24", " 192.168.2.1 ").expect("accepted").inside);
    assert!(contains("192.168.1.0/24", "192.168.1.255").expect("accepted").inside);
    assert!(contains("0.0.0.0/0", "255.255.255.255").expect("accepted").inside);
    assert!(contains("2001:db8::/32", "2001:DB8:ffff::1").expect("accepted").inside);
    assert!(!contains("2001:db8::/32", "2001:db9::").expect("accepted").inside);
}

#[test]
fn ipv4_mapped_addresses_are_compared_in_the_networks_family() {
    let mapped = contains("192.168.1.0/24", "::ffff:192.168.1.5").expect("accepted");
    assert_eq!((mapped.address.as_str(), mapped.inside), ("192.168.1.5", true));
    let v4 = contains("::ffff:192.168.1.0/120", "192.168.1.5").expect("accepted");
    assert_eq!((v4.address.as_str(), v4.inside), ("::ffff:192.168.1.5", true));
    assert!(!contains("2001:db8::/32", "192.168.1.5").expect("accepted").inside);
    assert_eq!(
        refusal(contains("192.168.1.0/24", "2001:db8::1")),
        "2001:db8::1 is an IPv6 address and 192.168.1.0/24 an IPv4 network: it cannot be inside."
    );
    assert_eq!(refusal(contains("192.168.1.0/24", "192.168.1")), "“192.168.1” is not an IPv4 or IPv6 address.");
}

#[test]
fn refusals_serialise_as_kind_and_params() {
    let json = serde_json::to_string(&calculate("10.0.0.0/33").expect_err("refused")).expect("accepted");
    assert_eq!(json, r#"{"kind":"invalidPrefix","params":{"prefix":"33","max":32}}"#);
}

proptest::proptest! {
    #[test]
    fn every_ipv4_network_holds_its_hosts_in_order(address: u32, prefix in 0u8..=32) {
        let subnet = calculate(&format!("{}/{prefix}", Ipv4Addr::from(address))).expect("accepted");
        let n = |text: &str| u32::from(text.parse::<Ipv4Addr>().expect("accepted"));
        proptest::prop_assert!(n(&subnet.network) <= n(&subnet.first_host));
        proptest::prop_assert!(n(&subnet.first_host) <= n(&subnet.last_host));
        proptest::prop_assert!(contains(&subnet.cidr, &Ipv4Addr::from(address).to_string()).expect("accepted").inside);
        let span = u64::from(n(&subnet.last_host) - n(&subnet.first_host)) + 1;
        proptest::prop_assert_eq!(span.to_string(), subnet.hosts);
        proptest::prop_assert_eq!(calculate(&subnet.cidr).expect("accepted").cidr, subnet.cidr);
    }

    #[test]
    fn every_ipv6_network_contains_its_address(address: u128, prefix in 0u8..=128) {
        let text = format!("{}/{prefix}", Ipv6Addr::from(address));
        let subnet = calculate(&text).expect("accepted");
        proptest::prop_assert!(contains(&subnet.cidr, &subnet.address).expect("accepted").inside);
        proptest::prop_assert!(contains(&subnet.cidr, &subnet.last_host).expect("accepted").inside);
        proptest::prop_assert_eq!(subnet.is_network_address, subnet.network == subnet.address);
    }
}
