//! How the accounts API is configured (`penknife serve` flags and `PENKNIFE_*` variables fill this in).

use super::limits::RateLimits;
use super::providers::Providers;

#[derive(Debug, Clone, Default)]
pub struct AuthConfig {
    /// The site's public URL (links in mails, the default redirect, the redirect allow-list's own origin).
    /// `None`: `http://<listen address>`.
    pub site_url: Option<String>,
    /// Sign-ups get a session at once instead of a confirmation mail.
    pub autoconfirm: bool,
    /// Other places `redirect_to` may point to: origins (`https://app.example`) or URL prefixes.
    pub redirect_allow_list: Vec<String>,
    /// `smtp://…`/`smtps://…`; `None` writes mail to `<data dir>/outbox`.
    pub smtp_url: Option<String>,
    /// The From address; `None`: `Penknife <no-reply@<site host>>`.
    pub smtp_from: Option<String>,
    /// Read the client address from `X-Forwarded-For` (only behind a proxy that sets it).
    pub trusted_proxy: bool,
    /// The JWT signing secret; `None`: generated once and kept in the database (`server_secrets`), shared by every
    /// server on it.
    pub jwt_secret: Option<String>,
    pub rate_limits: RateLimits,
    pub providers: Providers,
}
