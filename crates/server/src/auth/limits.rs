//! The accounts API's limits, counted by the site's [`RateLimiter`].

use std::time::Duration;

use super::error::{AuthError, AuthResult};
use crate::auth::error::AuthCode;
use crate::rate_limit::{Bucket, RateLimiter};

/// Limits (each "per window": a count and the window's length). Tests and the bench raise or lower them.
#[derive(Debug, Clone)]
pub struct RateLimits {
    /// Requests per client address to each credential route (signup, token, recover, verify, resend).
    pub per_ip: u32,
    /// Requests per e-mail address from one client address to each credential route. Per source, so that no one
    /// else's requests can use up an account's allowance (what stops many sources together is below).
    pub per_account: u32,
    /// Refresh-token grants per client address (clients refresh on their own, so this is higher).
    pub refresh_per_ip: u32,
    /// The window of the three limits above.
    pub window: Duration,
    /// Mails (confirm, recovery, e-mail change) per address per hour asked for from one client address.
    pub emails_per_hour: u32,
    /// Mails per address per hour asked for from all client addresses together, by devices that have not signed
    /// in to it (see `devices`): bounds mail bombing from many sources, while a known device still gets its mail.
    pub emails_per_address_per_hour: u32,
    /// Failed password sign-ins per account per hour from devices that have not signed in to it, all sources
    /// together; beyond it their passwords are not even checked. A known device has an allowance of its own of
    /// this size, so a flood from elsewhere does not lock its owner out.
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
            emails_per_address_per_hour: 30,
            failed_sign_ins_per_hour: 100,
        }
    }
}

/// The key of a counter per account and per client address. E-mail addresses hold no spaces.
pub fn account_from(account: &str, ip: &str) -> String {
    format!("{account} {ip}")
}

/// `over_request_rate_limit` unless the request fits.
pub async fn request(limiter: &RateLimiter, bucket: Bucket, key: &str, limit: u32, window: Duration) -> AuthResult<()> {
    limiter.hit(bucket, key, limit, window).await.map_err(|seconds| {
        AuthError::rate_limited(AuthCode::OverRequestRateLimit, "Request rate limit reached", seconds)
    })
}
