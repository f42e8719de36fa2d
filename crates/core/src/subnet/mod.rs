//! The Subnet Calculator: an IPv4 or IPv6 network in CIDR notation (RFC 4632, RFC 4291 §2.3) taken apart — its
//! network address, broadcast, first and last host, number of addresses and hosts, mask, wildcard and their bits —,
//! split into subnets of a longer prefix, or asked whether an address is inside. What `penknife subnet`, the page
//! (the `ip` wasm bundle) and the fuzzer call.
//!
//! The rules for the edges:
//! - IPv4 keeps its first address (the network) and its last (the broadcast) off hosts, except a /31, whose two
//!   addresses are both hosts of a point-to-point link and which has no broadcast (RFC 3021), and a /32, one host.
//! - IPv6 has no broadcast (RFC 4291 §2.7: multicast does that work), so none is given; every address in the prefix
//!   can be a host, the first one included (it is also the Subnet-Router anycast address, §2.6.1).
//! - Counts go up to 2^128, which no machine integer holds: they are decimal text.
//! - An address with host bits set (`192.168.1.77/24`) is read as its network, and the answer says it was not the
//!   network's address.
//! - An IPv4-mapped IPv6 address (`::ffff:192.168.1.0/120`) is IPv6, as written; the answer names its IPv4 network.
//! - A split lists its first [`SPLIT_LIMIT`] subnets and says how many there are in all.
//!
//! Addresses are read by [`crate::ip::parse`] (the IP Lookup's rule) and computed as `u128` with the family's width.

#[cfg(test)]
mod tests;

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use serde::Serialize;

use crate::ip::{self, IpVersion};

/// The most subnets a split lists; [`Split::count`] says how many there are in all.
pub const SPLIT_LIMIT: usize = 1024;

/// Why an input could not be read: a kind and its parameters, which the page words in its visitor's language
/// (`web/src/tools/subnet-calculator/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum SubnetError {
    /// Nothing but white space.
    #[error("Enter a network in CIDR notation, e.g. 192.168.1.0/24.")]
    Empty,
    /// An address without `/` and a prefix length.
    #[error("Add the prefix length after the address, e.g. {address}/24.")]
    MissingPrefix { address: String },
    /// Text that is not an IPv4 or IPv6 address (what was typed, trimmed).
    #[error("“{address}” is not an IPv4 or IPv6 address.")]
    InvalidAddress { address: String },
    /// A prefix length that is not a whole number from 0 to the family's width (`/33`, `/129`, `/x`).
    #[error("The prefix length must be a whole number from 0 to {max}, not “{prefix}”.")]
    InvalidPrefix { prefix: String, max: u8 },
    /// A split prefix shorter than the network's, or longer than the family's width.
    #[error(
        "Subnets of “/{prefix}” cannot be cut from a /{network_prefix}: choose a prefix length from {network_prefix} to {max}."
    )]
    InvalidSplit { prefix: String, network_prefix: u8, max: u8 },
    /// An IPv6 address checked against an IPv4 network (an IPv4-mapped one is read as its IPv4 address).
    #[error("{address} is an IPv6 address and {network} an IPv4 network: it cannot be inside.")]
    NotIpv4 { address: String, network: String },
}

/// Which addresses of the network are hosts, as [`Subnet::hosts`] counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum HostRule {
    /// IPv4 /0 to /30: every address but the network's and the broadcast.
    NetworkAndBroadcastReserved,
    /// IPv4 /31: both addresses, no broadcast (RFC 3021).
    PointToPoint,
    /// IPv4 /32 or IPv6 /128: the one address.
    SingleAddress,
    /// IPv6 /0 to /127: every address; there is no broadcast.
    AllAddresses,
}

/// A network's bits: the address, the mask and the network, written as the page and the CLI show them (IPv4 in
/// four dotted octets, IPv6 in eight colon-separated groups of 16).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Bits {
    pub address: String,
    pub mask: String,
    pub network: String,
}

/// A network taken apart. Addresses are in canonical text (dotted quad, RFC 5952 IPv6); counts are decimal text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Subnet {
    pub version: IpVersion,
    /// The address as typed, in canonical text.
    pub address: String,
    pub prefix: u8,
    /// The network in CIDR notation (`192.168.1.0/24`).
    pub cidr: String,
    pub network: String,
    /// `false` when the address typed has host bits set (`192.168.1.77/24`): the answers are its network's.
    pub is_network_address: bool,
    /// `None` for an IPv4 /31 or /32 and for IPv6, which has none.
    pub broadcast: Option<String>,
    pub first_host: String,
    pub last_host: String,
    /// Every address in the network, 2^(width − prefix).
    pub addresses: String,
    /// The addresses that can be hosts, by [`Self::host_rule`].
    pub hosts: String,
    pub host_rule: HostRule,
    /// The netmask (`255.255.255.0`, `ffff:ffff:ffff:ffff::`).
    pub mask: String,
    /// The mask's complement, the host bits (`0.0.0.255`), as access lists write it.
    pub wildcard: String,
    pub bits: Bits,
    /// For a network inside `::ffff:0:0/96` (IPv4-mapped IPv6), the IPv4 network it maps (`192.168.1.0/24`).
    pub mapped_ipv4: Option<String>,
}

/// One subnet of a split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct SplitSubnet {
    pub cidr: String,
    pub first_host: String,
    pub last_host: String,
    pub broadcast: Option<String>,
}

/// A network cut into subnets of one prefix length.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Split {
    /// The network split (`192.168.1.0/24`).
    pub network: String,
    pub prefix: u8,
    /// How many subnets there are in all, 2^(prefix − network's prefix), as decimal text.
    pub count: String,
    /// The hosts in each subnet, as [`Subnet::hosts`] counts them.
    pub hosts_each: String,
    /// The first [`SPLIT_LIMIT`] subnets at most, in address order.
    pub subnets: Vec<SplitSubnet>,
}

/// Whether an address is inside a network.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Containment {
    /// The address in canonical text, in the network's family (an IPv4-mapped address checked against an IPv4
    /// network is its IPv4 address, and an IPv4 address against an IPv6 network its mapped form).
    pub address: String,
    /// The network in CIDR notation.
    pub network: String,
    pub inside: bool,
}

/// 2^128, which `u128` cannot hold.
const TWO_TO_THE_128: &str = "340282366920938463463374607431768211456";

/// A network as numbers: its address, the family's width in bits (32 or 128) and the prefix length.
#[derive(Debug, Clone, Copy)]
struct Network {
    address: u128,
    width: u8,
    prefix: u8,
}

impl Network {
    fn mask(self) -> u128 {
        let all = all_ones(self.width);
        all.checked_shl(u32::from(self.width - self.prefix)).unwrap_or(0) & all
    }

    fn first(self) -> u128 {
        self.address & self.mask()
    }

    fn last(self) -> u128 {
        self.first() | (!self.mask() & all_ones(self.width))
    }

    fn is_v4(self) -> bool {
        self.width == 32
    }

    fn text(self, value: u128) -> String {
        ip::canonical(self.ip(value))
    }

    fn ip(self, value: u128) -> IpAddr {
        if self.is_v4() {
            // The width is 32: the value fits.
            IpAddr::V4(Ipv4Addr::from(value as u32))
        } else {
            IpAddr::V6(Ipv6Addr::from(value))
        }
    }

    fn cidr(self) -> String {
        format!("{}/{}", self.text(self.first()), self.prefix)
    }

    fn host_rule(self) -> HostRule {
        match (self.is_v4(), self.width - self.prefix) {
            (_, 0) => HostRule::SingleAddress,
            (true, 1) => HostRule::PointToPoint,
            (true, _) => HostRule::NetworkAndBroadcastReserved,
            (false, _) => HostRule::AllAddresses,
        }
    }

    /// The first and last hosts, and the broadcast when there is one.
    fn hosts_range(self) -> (u128, u128, Option<u128>) {
        let (first, last) = (self.first(), self.last());
        match self.host_rule() {
            HostRule::NetworkAndBroadcastReserved => (first + 1, last - 1, Some(last)),
            _ => (first, last, None),
        }
    }

    fn hosts(self) -> String {
        let host_bits = u32::from(self.width - self.prefix);
        match self.host_rule() {
            HostRule::NetworkAndBroadcastReserved => ((1u128 << host_bits) - 2).to_string(),
            _ => power_of_two(host_bits),
        }
    }

    fn bits(self, value: u128) -> String {
        let (group, separator): (u8, char) = if self.is_v4() { (8, '.') } else { (16, ':') };
        let mut out = String::with_capacity(usize::from(self.width + self.width / group));
        for bit in (0..self.width).rev() {
            out.push(if value >> bit & 1 == 1 { '1' } else { '0' });
            if bit != 0 && bit % group == 0 {
                out.push(separator);
            }
        }
        out
    }
}

fn all_ones(width: u8) -> u128 {
    u128::MAX >> (128 - u32::from(width))
}

/// 2^exponent (exponent ≤ 128) as decimal text.
fn power_of_two(exponent: u32) -> String {
    1u128.checked_shl(exponent).map_or_else(|| TWO_TO_THE_128.to_owned(), |n| n.to_string())
}

fn version(width: u8) -> IpVersion {
    if width == 32 { IpVersion::V4 } else { IpVersion::V6 }
}

fn number(address: IpAddr) -> (u128, u8) {
    match address {
        IpAddr::V4(v4) => (u128::from(u32::from(v4)), 32),
        IpAddr::V6(v6) => (u128::from(v6), 128),
    }
}

/// `text` as an address (surrounding white space ignored).
fn address(text: &str) -> Result<IpAddr, SubnetError> {
    ip::parse(text).map_err(|_| SubnetError::InvalidAddress { address: text.trim().to_owned() })
}

/// A prefix length as typed (`24` or `/24`, white space around ignored), if it is a whole number up to `max`.
fn prefix_length(text: &str, max: u8) -> Option<u8> {
    let digits = text.trim();
    let digits = digits.strip_prefix('/').unwrap_or(digits).trim();
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse::<u8>().ok().filter(|&n| n <= max)
}

/// `address/prefix` (white space around either part ignored).
fn network(text: &str) -> Result<(IpAddr, Network), SubnetError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SubnetError::Empty);
    }
    let Some((address_text, prefix_text)) = text.split_once('/') else {
        let address = address(text)?;
        return Err(SubnetError::MissingPrefix { address: ip::canonical(address) });
    };
    if address_text.trim().is_empty() {
        return Err(SubnetError::Empty);
    }
    let typed = address(address_text)?;
    let (value, width) = number(typed);
    let prefix = prefix_length(prefix_text, width)
        .ok_or_else(|| SubnetError::InvalidPrefix { prefix: prefix_text.trim().to_owned(), max: width })?;
    Ok((typed, Network { address: value, width, prefix }))
}

/// The network `text` (`192.168.1.0/24`, `2001:db8::/32`) taken apart.
pub fn calculate(text: &str) -> Result<Subnet, SubnetError> {
    let (typed, net) = network(text)?;
    let (first_host, last_host, broadcast) = net.hosts_range();
    let mask = net.mask();
    let wildcard = !mask & all_ones(net.width);
    Ok(Subnet {
        version: version(net.width),
        address: ip::canonical(typed),
        prefix: net.prefix,
        cidr: net.cidr(),
        network: net.text(net.first()),
        is_network_address: net.address == net.first(),
        broadcast: broadcast.map(|b| net.text(b)),
        first_host: net.text(first_host),
        last_host: net.text(last_host),
        addresses: power_of_two(u32::from(net.width - net.prefix)),
        hosts: net.hosts(),
        host_rule: net.host_rule(),
        mask: net.text(mask),
        wildcard: net.text(wildcard),
        bits: Bits { address: net.bits(net.address), mask: net.bits(mask), network: net.bits(net.first()) },
        mapped_ipv4: mapped_ipv4(net),
    })
}

/// The IPv4 network an IPv4-mapped IPv6 network (`::ffff:a.b.c.d/96` and longer) stands for.
fn mapped_ipv4(net: Network) -> Option<String> {
    const MAPPED: u128 = 0xffff_0000_0000;
    if net.is_v4() || net.prefix < 96 || net.first() >> 32 != MAPPED >> 32 {
        return None;
    }
    Some(format!("{}/{}", Ipv4Addr::from(net.first() as u32), net.prefix - 96))
}

/// The network `text` cut into subnets of prefix length `prefix` (`26` or `/26`): how many, and the first
/// [`SPLIT_LIMIT`] of them.
pub fn split(text: &str, prefix: &str) -> Result<Split, SubnetError> {
    let (_, net) = network(text)?;
    let refused = || SubnetError::InvalidSplit {
        prefix: prefix.trim().trim_start_matches('/').trim().to_owned(),
        network_prefix: net.prefix,
        max: net.width,
    };
    let new_prefix = prefix_length(prefix, net.width).filter(|&p| p >= net.prefix).ok_or_else(refused)?;
    let step_bits = u32::from(net.width - new_prefix);
    let count_bits = u32::from(new_prefix - net.prefix);
    // `i << step_bits` with i < 2^count_bits stays inside the network's host bits.
    let limit = SPLIT_LIMIT as u128;
    let listed = 1u128.checked_shl(count_bits).map_or(limit, |count| count.min(limit));
    let subnets = (0..listed)
        .map(|i| {
            let subnet = Network {
                address: net.first() | i.checked_shl(step_bits).unwrap_or(0),
                width: net.width,
                prefix: new_prefix,
            };
            let (first_host, last_host, broadcast) = subnet.hosts_range();
            SplitSubnet {
                cidr: subnet.cidr(),
                first_host: subnet.text(first_host),
                last_host: subnet.text(last_host),
                broadcast: broadcast.map(|b| subnet.text(b)),
            }
        })
        .collect();
    let each = Network { prefix: new_prefix, ..net };
    Ok(Split {
        network: net.cidr(),
        prefix: new_prefix,
        count: power_of_two(count_bits),
        hosts_each: each.hosts(),
        subnets,
    })
}

/// Whether `address` is inside the network `text`.
pub fn contains(text: &str, address_text: &str) -> Result<Containment, SubnetError> {
    let (_, net) = network(text)?;
    let typed = address(address_text)?;
    let address = match (typed, net.is_v4()) {
        (IpAddr::V6(v6), true) => v6.to_ipv4_mapped().map(IpAddr::V4),
        (IpAddr::V4(v4), false) => Some(IpAddr::V6(v4.to_ipv6_mapped())),
        _ => Some(typed),
    }
    .ok_or_else(|| SubnetError::NotIpv4 { address: ip::canonical(typed), network: net.cidr() })?;
    let (value, _) = number(address);
    Ok(Containment { address: ip::canonical(address), network: net.cidr(), inside: value & net.mask() == net.first() })
}
