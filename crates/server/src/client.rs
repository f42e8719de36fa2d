//! Who a request comes from, and the one unit every per-client limit counts it in.
//!
//! The address is the TCP peer's or, behind a trusted proxy (`--trusted-proxy`), the final `X-Forwarded-For`
//! entry: the one the proxy appended. Earlier entries are whatever the client sent. When the final entry is not
//! an address (`unknown`, empty, a name), the request counts as the proxy's own, never as an earlier entry.
//!
//! Limits count an IPv4 address, or an IPv6 /64: one subscriber's network, which hands each device (and anyone
//! who wants them) 2^64 addresses. Open connections (`connections`), the accounts limits, paste creation and IP
//! lookups all count in this unit.

use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::request::Parts;

use crate::AppState;

/// The client's address, as the IP tools show it.
#[derive(Debug, Clone, Copy)]
pub struct ClientAddress(pub IpAddr);

/// The client as per-client limits count it: its IPv4 address, or its IPv6 /64 (`2001:db8:1:2::/64`).
#[derive(Debug, Clone)]
pub struct ClientKey(pub String);

impl ClientKey {
    pub fn of(address: IpAddr) -> Self {
        Self(match unit(address) {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(network) => format!("{network}/64"),
        })
    }
}

/// The network a client is counted by: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6
/// address as its /64.
pub(crate) fn unit(address: IpAddr) -> IpAddr {
    match address.to_canonical() {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => {
            let [a, b, c, d, ..] = v6.segments();
            IpAddr::V6(Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
        }
    }
}

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let forwarded = if state.auth.config.trusted_proxy { forwarded_for(&parts.headers) } else { None };
        // `connections::serve` gives every request its peer; only a router driven without it lacks one.
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|info| info.0.ip());
        let address = forwarded.or(peer).unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
        Ok(Self(address.to_canonical()))
    }
}

impl FromRequestParts<AppState> for ClientKey {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let ClientAddress(address) = ClientAddress::from_request_parts(parts, state).await?;
        Ok(Self::of(address))
    }
}

/// The address the proxy appended: the final entry of the last `X-Forwarded-For` header, in any shape a proxy
/// writes (`ip`, `ip:port`, `[v6]`, `[v6]:port`); `None` when that entry is anything else.
fn forwarded_for(headers: &HeaderMap) -> Option<IpAddr> {
    let last = headers.get_all("x-forwarded-for").iter().next_back()?.to_str().ok()?;
    let entry = last.rsplit(',').next()?.trim();
    entry
        .parse::<IpAddr>()
        .or_else(|_| entry.parse::<SocketAddr>().map(|socket| socket.ip()))
        .ok()
        .or_else(|| entry.strip_prefix('[')?.strip_suffix(']')?.parse::<Ipv6Addr>().ok().map(IpAddr::V6))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(values: &[&str]) -> Option<String> {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().expect("a header value"));
        }
        forwarded_for(&headers).map(|ip| ip.to_string())
    }

    #[test]
    fn the_final_entry_is_the_client_in_every_shape_a_proxy_writes() {
        for (header, client) in [
            ("81.2.69.142", "81.2.69.142"),
            ("81.2.69.142, 12.81.92.1", "12.81.92.1"),
            ("81.2.69.142, 12.81.92.1:5678", "12.81.92.1"),
            ("81.2.69.142,12.81.92.1", "12.81.92.1"),
            ("81.2.69.142, 2001:db8::7", "2001:db8::7"),
            ("81.2.69.142, [2001:db8::7]", "2001:db8::7"),
            ("81.2.69.142, [2001:db8::7]:443", "2001:db8::7"),
            ("  12.81.92.1  ", "12.81.92.1"),
        ] {
            assert_eq!(forwarded(&[header]).as_deref(), Some(client), "{header}");
        }
        assert_eq!(forwarded(&["81.2.69.142", "12.81.92.1"]).as_deref(), Some("12.81.92.1"), "the last header");
    }

    #[test]
    fn a_final_entry_that_is_not_an_address_never_lets_an_earlier_one_win() {
        for header in [
            "81.2.69.142, unknown",
            "81.2.69.142, ",
            "81.2.69.142,",
            "",
            "81.2.69.142, proxy.example",
            "81.2.69.142, 12.81.92.1:port",
            "81.2.69.142, [12.81.92.1]",
            "81.2.69.142, 2001:db8::7:443x",
            "81.2.69.142, _hidden",
        ] {
            assert_eq!(forwarded(&[header]), None, "{header}");
        }
        assert_eq!(forwarded(&["12.81.92.1", "unknown"]), None);
        assert_eq!(forwarded(&[]), None);
    }

    #[test]
    fn limits_count_an_ipv4_address_or_an_ipv6_64() {
        let key = |text: &str| ClientKey::of(text.parse().expect("an address")).0;
        assert_eq!(key("192.0.2.1"), "192.0.2.1");
        assert_eq!(key("::ffff:192.0.2.1"), "192.0.2.1");
        assert_eq!(key("2a00:1450:4001:81c::1"), "2a00:1450:4001:81c::/64");
        assert_eq!(key("2a00:1450:4001:81c:ffff:ffff:ffff:ffff"), "2a00:1450:4001:81c::/64");
        assert_ne!(key("2a00:1450:4001:81d::1"), key("2a00:1450:4001:81c::1"));
    }
}
