//! Fixed-window event counters, in memory, for every per-client and per-account limit (accounts, pastes, IP
//! lookups). With several app servers behind a load balancer each keeps its own counters, so the effective limit
//! is the configured one times the number of servers.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const HOUR: Duration = Duration::from_secs(3600);

/// What is being counted; part of the key so routes and kinds never share a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bucket {
    /// Keyed by client address.
    Ip(&'static str),
    /// Keyed by [`account_from`].
    Account(&'static str),
    /// Keyed by [`account_from`] (the recipient's address).
    Emails,
    /// Keyed by the recipient's address.
    EmailsToAddress,
    /// Keyed by account: failures from devices it does not know.
    FailedSignIns,
    /// Keyed by a known device's id.
    FailedSignInsOnDevice,
}

#[derive(Debug, Default)]
pub struct RateLimiter {
    state: Mutex<Windows>,
}

/// Each key's window: when it started, how long it lasts, how many events it has counted.
#[derive(Debug, Default)]
struct Windows {
    by_key: HashMap<(Bucket, String), Window>,
    /// No sweep before this: a flood from many addresses must not make every request walk the whole map.
    next_sweep: Option<Instant>,
}

#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    length: Duration,
    count: u32,
}

/// Past this many keys, ended windows are swept (bounds memory under a flood of addresses)…
const SWEEP_ABOVE: usize = 10_000;
/// …at most this often, so the cost of sweeping stays a small constant per request on average.
const SWEEP_EVERY: Duration = Duration::from_secs(10);

impl RateLimiter {
    /// Counts one event for `key`; past `limit` in the current window, the number of seconds until it ends.
    pub fn hit(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Result<(), u64> {
        let now = Instant::now();
        let mut state = self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if state.by_key.len() > SWEEP_ABOVE && state.next_sweep.is_none_or(|at| now >= at) {
            state.by_key.retain(|_, w| now.duration_since(w.start) < w.length);
            state.next_sweep = Some(now + SWEEP_EVERY);
        }
        let fresh = Window { start: now, length: window, count: 0 };
        let entry = state.by_key.entry((bucket, key.to_owned())).or_insert(fresh);
        if now.duration_since(entry.start) >= window {
            *entry = fresh;
        }
        if entry.count >= limit {
            let left = window.saturating_sub(now.duration_since(entry.start));
            return Err(left.as_secs() + u64::from(left.subsec_nanos() > 0));
        }
        entry.count += 1;
        Ok(())
    }

    /// Whether `key` is already at `limit` (without counting).
    pub fn exhausted(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Option<u64> {
        let now = Instant::now();
        let state = self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let w = state.by_key.get(&(bucket, key.to_owned()))?;
        let left = window.checked_sub(now.duration_since(w.start))?;
        (w.count >= limit).then(|| left.as_secs() + u64::from(left.subsec_nanos() > 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_key_and_says_when_to_retry() {
        let limiter = RateLimiter::default();
        let window = Duration::from_secs(60);
        for _ in 0..3 {
            assert!(limiter.hit(Bucket::Ip("token"), "1.2.3.4", 3, window).is_ok());
        }
        let retry = limiter.hit(Bucket::Ip("token"), "1.2.3.4", 3, window).expect_err("fourth is over");
        assert!((59..=60).contains(&retry));
        assert!(limiter.hit(Bucket::Ip("token"), "5.6.7.8", 3, window).is_ok());
        assert!(limiter.hit(Bucket::Ip("signup"), "1.2.3.4", 3, window).is_ok());
        assert!(limiter.exhausted(Bucket::Ip("token"), "1.2.3.4", 3, window).is_some());
    }

    #[test]
    fn a_new_window_starts_afresh() {
        let limiter = RateLimiter::default();
        assert!(limiter.hit(Bucket::Emails, "a@b.c", 1, Duration::ZERO).is_ok());
        assert!(limiter.hit(Bucket::Emails, "a@b.c", 1, Duration::ZERO).is_ok());
    }

    #[test]
    fn ended_windows_are_swept_once_there_are_many_and_live_ones_kept() {
        let limiter = RateLimiter::default();
        assert!(limiter.hit(Bucket::FailedSignIns, "victim@example.com", 100, HOUR).is_ok());
        for i in 0..=SWEEP_ABOVE {
            assert!(limiter.hit(Bucket::Ip("token"), &format!("10.{i}"), 30, Duration::ZERO).is_ok());
        }
        assert!(limiter.hit(Bucket::Ip("token"), "one more", 30, Duration::ZERO).is_ok());
        let state = limiter.state.lock().expect("not poisoned");
        assert_eq!(state.by_key.len(), 3, "the live hour-long window and the two keys counted since the sweep");
        assert!(state.by_key.contains_key(&(Bucket::FailedSignIns, "victim@example.com".to_owned())));
        assert!(state.next_sweep.is_some());
    }
}
