//! The ranges that have no location, and the reason each answers with (IANA's special-purpose address
//! registries, RFC 6890 and successors).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Why an address has no location. Serialised by name (`"loopback"`), which the page words in its language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Reserved {
    Private,
    Loopback,
    LinkLocal,
    Documentation,
    SharedAddressSpace,
    Multicast,
    Unspecified,
    /// Everything else IANA sets aside (this network, future use, benchmarking, protocol assignments, …).
    Other,
}

impl Reserved {
    /// The reason in English, as the CLI and the logs say it.
    pub fn reason(self) -> &'static str {
        match self {
            Self::Private => "Private IP Address",
            Self::Loopback => "Loopback Address",
            Self::LinkLocal => "Link-Local Address",
            Self::Documentation => "Documentation Address",
            Self::SharedAddressSpace => "Shared Address Space",
            Self::Multicast => "Multicast Address",
            Self::Unspecified => "Unspecified Address",
            Self::Other => "Reserved IP Address",
        }
    }
}

impl std::fmt::Display for Reserved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.reason())
    }
}

/// IPv4 ranges; the first that holds an address wins, so 0.0.0.0 comes before the 0/8 it sits in.
const IPV4: &[([u8; 4], u8, Reserved)] = &[
    ([0, 0, 0, 0], 32, Reserved::Unspecified),
    ([0, 0, 0, 0], 8, Reserved::Other),
    ([10, 0, 0, 0], 8, Reserved::Private),
    ([100, 64, 0, 0], 10, Reserved::SharedAddressSpace),
    ([127, 0, 0, 0], 8, Reserved::Loopback),
    ([169, 254, 0, 0], 16, Reserved::LinkLocal),
    ([172, 16, 0, 0], 12, Reserved::Private),
    ([192, 0, 0, 0], 24, Reserved::Other),
    ([192, 0, 2, 0], 24, Reserved::Documentation),
    ([192, 88, 99, 0], 24, Reserved::Other),
    ([192, 168, 0, 0], 16, Reserved::Private),
    ([198, 18, 0, 0], 15, Reserved::Other),
    ([198, 51, 100, 0], 24, Reserved::Documentation),
    ([203, 0, 113, 0], 24, Reserved::Documentation),
    ([224, 0, 0, 0], 4, Reserved::Multicast),
    ([240, 0, 0, 0], 4, Reserved::Other),
];

/// IPv6 ranges inside or beside global unicast (2000::/3); everything else outside 2000::/3 that is not listed
/// here (or IPv4-mapped) is reserved by the IETF.
const IPV6: &[(u16, u16, u16, u16, u8, Reserved)] = &[
    (0x0100, 0, 0, 0, 64, Reserved::Other),
    (0x2001, 0, 0, 0, 23, Reserved::Other),
    (0x2001, 0x0db8, 0, 0, 32, Reserved::Documentation),
    (0x3fff, 0, 0, 0, 20, Reserved::Documentation),
    (0xfc00, 0, 0, 0, 7, Reserved::Private),
    (0xfe80, 0, 0, 0, 10, Reserved::LinkLocal),
    (0xff00, 0, 0, 0, 8, Reserved::Multicast),
];

/// Why `address` has no location, or `None` for an address a database may locate. An IPv4-mapped IPv6 address
/// is judged by its IPv4 address.
pub fn reserved(address: IpAddr) -> Option<Reserved> {
    match address {
        IpAddr::V4(v4) => reserved_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => reserved_v4(v4),
            None => reserved_v6(v6),
        },
    }
}

fn reserved_v4(address: Ipv4Addr) -> Option<Reserved> {
    let bits = address.to_bits();
    IPV4.iter()
        .find(|(network, prefix, _)| in_prefix(u128::from(bits), u128::from(u32::from_be_bytes(*network)), *prefix, 32))
        .map(|(_, _, reason)| *reason)
}

fn reserved_v6(address: Ipv6Addr) -> Option<Reserved> {
    if address == Ipv6Addr::UNSPECIFIED {
        return Some(Reserved::Unspecified);
    }
    if address == Ipv6Addr::LOCALHOST {
        return Some(Reserved::Loopback);
    }
    let bits = address.to_bits();
    // Most specific first: 2001:db8::/32 sits inside 2001::/23's neighbourhood, 3fff::/20 inside 2000::/3.
    let mut best: Option<(u8, Reserved)> = None;
    for (a, b, c, d, prefix, reason) in IPV6 {
        let network = Ipv6Addr::new(*a, *b, *c, *d, 0, 0, 0, 0).to_bits();
        if in_prefix(bits, network, *prefix, 128) && best.is_none_or(|(longest, _)| *prefix > longest) {
            best = Some((*prefix, *reason));
        }
    }
    if let Some((_, reason)) = best {
        return Some(reason);
    }
    let global_unicast = in_prefix(bits, Ipv6Addr::new(0x2000, 0, 0, 0, 0, 0, 0, 0).to_bits(), 3, 128);
    (!global_unicast).then_some(Reserved::Other)
}

/// Whether the first `prefix` of `width` bits of `bits` and `network` agree.
fn in_prefix(bits: u128, network: u128, prefix: u8, width: u8) -> bool {
    let shift = u32::from(width - prefix);
    shift >= u32::from(width) || (bits >> shift) == (network >> shift)
}
