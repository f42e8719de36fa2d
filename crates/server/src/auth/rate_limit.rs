//! Fixed-window request counters, in memory. With several app servers behind a load balancer each keeps its
//! own counters, so the effective limit is the configured one times the number of servers.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::error::{AuthError, AuthResult};

/// Limits (each "per window": a count and the window's length). Tests and the bench raise or lower them.
#[derive(Debug, Clone)]
pub struct RateLimits {
    /// Requests per client address to each credential route (signup, token, recover, verify, resend).
    pub per_ip: u32,
    /// Requests per e-mail address to each credential route.
    pub per_account: u32,
    /// Refresh-token grants per client address (clients refresh on their own, so this is higher).
    pub refresh_per_ip: u32,
    /// The window of the three limits above.
    pub window: Duration,
    /// Mails (confirm, recovery, e-mail change) per address per hour.
    pub emails_per_hour: u32,
    /// Failed password sign-ins per account per hour; beyond it the password is not even checked.
    pub failed_sign_ins_per_hour: u32,
}

impl Default for RateLimits {
    fn default() -> Self {
        Self {
            per_ip: 30,
            per_account: 30,
            refresh_per_ip: 150,
            window: Duration::from_secs(300),
            emails_per_hour: 4,
            failed_sign_ins_per_hour: 100,
        }
    }
}

pub const HOUR: Duration = Duration::from_secs(3600);

/// What is being counted; part of the key so routes and kinds never share a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bucket {
    Ip(&'static str),
    Account(&'static str),
    Emails,
    FailedSignIns,
}

#[derive(Debug, Default)]
pub struct RateLimiter {
    windows: Mutex<HashMap<(Bucket, String), (Instant, u32)>>,
}

/// Past this many keys, expired windows are swept on the next count (bounds memory under a flood of addresses).
const SWEEP_ABOVE: usize = 10_000;

impl RateLimiter {
    /// Counts one event for `key`; past `limit` in the current window, the number of seconds until it ends.
    pub fn hit(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Result<(), u64> {
        let now = Instant::now();
        let mut windows = self.windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if windows.len() > SWEEP_ABOVE {
            windows.retain(|_, (start, _)| now.duration_since(*start) < HOUR.max(window));
        }
        let entry = windows.entry((bucket, key.to_owned())).or_insert((now, 0));
        if now.duration_since(entry.0) >= window {
            *entry = (now, 0);
        }
        if entry.1 >= limit {
            let left = window.saturating_sub(now.duration_since(entry.0));
            return Err(left.as_secs() + u64::from(left.subsec_nanos() > 0));
        }
        entry.1 += 1;
        Ok(())
    }

    /// Whether `key` is already at `limit` (without counting).
    pub fn exhausted(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Option<u64> {
        let now = Instant::now();
        let windows = self.windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (start, count) = windows.get(&(bucket, key.to_owned()))?;
        let left = window.checked_sub(now.duration_since(*start))?;
        (*count >= limit).then(|| left.as_secs() + u64::from(left.subsec_nanos() > 0))
    }

    /// `over_request_rate_limit` unless the request fits.
    pub fn request(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> AuthResult<()> {
        self.hit(bucket, key, limit, window).map_err(|seconds| {
            AuthError::rate_limited("over_request_rate_limit", "Request rate limit reached", seconds)
        })
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
}
