//! Counting open connections, in all and per client, so that one client (or many) cannot hold them all.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use super::ConnectionLimits;

/// Hands out a [`Slot`] per connection while the caps allow.
#[derive(Debug, Clone)]
pub(super) struct Admission {
    counts: Arc<Mutex<Counts>>,
    max_total: usize,
    max_per_client: usize,
}

#[derive(Debug, Default)]
struct Counts {
    total: usize,
    per_client: HashMap<IpAddr, usize>,
}

/// One admitted connection; dropping it frees its place.
#[derive(Debug)]
pub(super) struct Slot {
    admission: Admission,
    client: IpAddr,
}

impl Admission {
    pub(super) fn new(limits: &ConnectionLimits) -> Self {
        Self {
            counts: Arc::default(),
            max_total: limits.max_connections,
            max_per_client: limits.max_connections_per_client,
        }
    }

    /// A slot for a connection from `peer`, or `None` when the server or this client is at its cap.
    pub(super) fn admit(&self, peer: IpAddr) -> Option<Slot> {
        let client = crate::client::unit(peer);
        let mut counts = self.lock();
        let from_client = counts.per_client.get(&client).copied().unwrap_or(0);
        if counts.total >= self.max_total || from_client >= self.max_per_client {
            return None;
        }
        counts.total += 1;
        counts.per_client.insert(client, from_client + 1);
        crate::metrics::METRICS.open_connections.inc();
        Some(Slot { admission: self.clone(), client })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Counts> {
        // The counts stay consistent even if a holder panicked: every update is a single step.
        self.counts.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut counts = self.admission.lock();
        counts.total -= 1;
        crate::metrics::METRICS.open_connections.dec();
        if let Some(count) = counts.per_client.get_mut(&self.client) {
            *count -= 1;
            if *count == 0 {
                counts.per_client.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn admission(max_total: usize, max_per_client: usize) -> Admission {
        Admission::new(&ConnectionLimits {
            max_connections: max_total,
            max_connections_per_client: max_per_client,
            ..ConnectionLimits::default()
        })
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an IP address")
    }

    #[test]
    fn one_client_cannot_take_more_than_its_share() {
        let admission = admission(10, 2);
        let held = [admission.admit(ip("192.0.2.1")), admission.admit(ip("192.0.2.1"))];
        assert!(held.iter().all(Option::is_some));
        assert!(admission.admit(ip("192.0.2.1")).is_none());
        assert!(admission.admit(ip("192.0.2.2")).is_some(), "another client still gets in");
    }

    #[test]
    fn the_total_cap_holds_across_clients_and_frees_on_close() {
        let admission = admission(2, 5);
        let first = admission.admit(ip("192.0.2.1"));
        let _second = admission.admit(ip("198.51.100.7"));
        assert!(admission.admit(ip("203.0.113.9")).is_none());
        drop(first);
        assert!(admission.admit(ip("203.0.113.9")).is_some());
    }

    #[test]
    fn an_ipv6_network_counts_as_one_client_and_mapped_ipv4_as_its_ipv4() {
        let admission = admission(10, 1);
        let _held = admission.admit(ip("2001:db8:1:2::1"));
        assert!(admission.admit(ip("2001:db8:1:2:ffff::9")).is_none(), "same /64");
        assert!(admission.admit(ip("2001:db8:1:3::1")).is_some(), "another /64");
        let _v4 = admission.admit(ip("192.0.2.1"));
        assert!(admission.admit(ip("::ffff:192.0.2.1")).is_none());
    }
}
