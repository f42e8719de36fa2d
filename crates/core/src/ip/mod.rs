//! IP addresses as the IP tools take them: parsing any valid text form, the canonical form answers carry, the
//! version, and why an address has no location (private, loopback, documentation and other reserved ranges).
//! The record a lookup answers with is [`IpInfo`]; the server and the CLI fill it from their databases.

use std::net::IpAddr;

use serde::{Deserialize, Serialize};

mod reserved;
#[cfg(test)]
mod tests;

pub use reserved::{Reserved, reserved};

/// The error for text that is not an IP address (the lookup page's own message).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("Please enter a valid IP address")]
pub struct InvalidIp;

/// `text` (surrounding whitespace ignored) as an address: an IPv4 dotted quad, or IPv6 in any RFC 4291 form
/// (full, compressed, with an embedded IPv4). Zone ids (`fe80::1%eth0`), brackets, ports and octal-looking IPv4
/// octets are refused: they name no single address anywhere but on the sender's machine, or are ambiguous.
pub fn parse(text: &str) -> Result<IpAddr, InvalidIp> {
    text.trim().parse::<IpAddr>().map_err(|_| InvalidIp)
}

/// The address in its canonical text: dotted quad, or RFC 5952 IPv6 (lowercase, longest zero run compressed).
pub fn canonical(address: IpAddr) -> String {
    address.to_string()
}

/// The address to look up in a database: an IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4 address.
pub fn lookup_address(address: IpAddr) -> IpAddr {
    address.to_canonical()
}

/// The address family, written as the answers show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub enum IpVersion {
    #[serde(rename = "IPv4")]
    V4,
    #[serde(rename = "IPv6")]
    V6,
}

impl IpVersion {
    pub fn of(address: IpAddr) -> Self {
        match address {
            IpAddr::V4(_) => Self::V4,
            IpAddr::V6(_) => Self::V6,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::V4 => "IPv4",
            Self::V6 => "IPv6",
        }
    }
}

/// What a text field is when the database does not know it.
pub const UNKNOWN: &str = "Unknown";
/// What the country code is when the database does not know it.
pub const UNKNOWN_COUNTRY_CODE: &str = "XX";

/// What is known about an address (the spec's IP info entity). Unknown text is [`UNKNOWN`], an unknown country
/// code [`UNKNOWN_COUNTRY_CODE`], unknown coordinates 0.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct IpInfo {
    pub ip: String,
    pub version: IpVersion,
    pub city: String,
    pub region: String,
    pub country: String,
    pub country_code: String,
    pub timezone: String,
    pub isp: String,
    pub org: String,
    pub latitude: f64,
    pub longitude: f64,
    /// `AS15169`, or [`UNKNOWN`].
    pub asn: String,
    pub asn_org: String,
}

impl IpInfo {
    /// The record of an address nothing is known about.
    pub fn unknown(address: IpAddr) -> Self {
        Self {
            ip: canonical(address),
            version: IpVersion::of(address),
            city: UNKNOWN.to_owned(),
            region: UNKNOWN.to_owned(),
            country: UNKNOWN.to_owned(),
            country_code: UNKNOWN_COUNTRY_CODE.to_owned(),
            timezone: UNKNOWN.to_owned(),
            isp: UNKNOWN.to_owned(),
            org: UNKNOWN.to_owned(),
            latitude: 0.0,
            longitude: 0.0,
            asn: UNKNOWN.to_owned(),
            asn_org: UNKNOWN.to_owned(),
        }
    }

    /// The autonomous system's number as answers write it.
    pub fn asn_label(number: u32) -> String {
        format!("AS{number}")
    }
}
