//! OAuth 2 / OpenID Connect identity providers (GitHub and Google presets, any OIDC issuer by URL): the client
//! side of the authorization-code flow with PKCE. The `/auth/v1/authorize` and `/callback` routes use this; they
//! own the flow's state (verifier, `state`, `nonce`) and pass it in.
//!
//! Every [`ProviderError`] is safe to show a visitor: it names the provider and the step that failed, never a
//! token, code or secret.

mod github;
mod http;
mod oidc;

use std::fmt;

use anyhow::{Context as _, bail};

use github::GitHub;
use oidc::Oidc;

/// The identity a provider vouches for, after a successful code exchange.
#[derive(Debug, Clone)]
pub struct ProviderUser {
    /// The provider's stable id for the user (`sub`, or GitHub's numeric id as text).
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub full_name: Option<String>,
    pub avatar_url: Option<String>,
    /// Everything the provider said, stored as the identity's `identity_data`.
    pub raw: serde_json::Value,
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    #[error("{0}")]
    Failed(String),
}

impl ProviderError {
    /// "Sign-in with {provider} failed: {detail}." — the one wording every step's failure is shown in.
    pub(crate) fn sign_in(provider: &str, detail: impl std::fmt::Display) -> Self {
        Self::Failed(format!("Sign-in with {provider} failed: {detail}."))
    }
}

/// A client secret: shown nowhere (its `Debug` is redacted).
#[derive(Clone)]
pub struct Secret(String);

impl Secret {
    fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// Our registration at a provider.
#[derive(Debug, Clone)]
pub struct Client {
    pub id: String,
    secret: Secret,
}

#[derive(Debug, Clone)]
enum Kind {
    GitHub(GitHub),
    Oidc(Oidc),
}

/// One configured provider.
#[derive(Debug, Clone)]
pub struct Provider {
    name: String,
    kind: Kind,
}

impl Provider {
    /// The name used in `?provider=` (`github`, `google`, or the configured OIDC name).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where to send the browser: the provider's authorization endpoint with our client id, the callback URL,
    /// `state`, the PKCE S256 `code_challenge` and (OIDC) the `nonce`. An OIDC provider's discovery document is
    /// fetched on the first call and kept.
    pub async fn authorization_url(
        &self,
        http: &reqwest::Client,
        callback_url: &str,
        state: &str,
        code_challenge: &str,
        nonce: &str,
    ) -> Result<url::Url, ProviderError> {
        match &self.kind {
            Kind::GitHub(github) => Ok(github.authorization_url(callback_url, state, code_challenge)),
            Kind::Oidc(oidc) => {
                oidc.authorization_url(&self.name, http, callback_url, state, code_challenge, nonce).await
            }
        }
    }

    /// Exchanges the authorization code (with the PKCE verifier) and returns who the user is. For OIDC the ID
    /// token must carry `nonce`; GitHub has no ID token, so the nonce is not used there.
    pub async fn exchange_code(
        &self,
        http: &reqwest::Client,
        callback_url: &str,
        code: &str,
        code_verifier: &str,
        nonce: &str,
    ) -> Result<ProviderUser, ProviderError> {
        match &self.kind {
            Kind::GitHub(github) => github.exchange_code(&self.name, http, callback_url, code, code_verifier).await,
            Kind::Oidc(oidc) => oidc.exchange_code(&self.name, http, callback_url, code, code_verifier, nonce).await,
        }
    }
}

/// The PKCE S256 challenge of a verifier (RFC 7636 §4.2); one definition, kept with the other secrets.
pub use crate::secrets::pkce_challenge;

/// Every provider configured by environment.
#[derive(Debug, Clone, Default)]
pub struct Providers {
    providers: Vec<Provider>,
}

impl Providers {
    /// Reads `PENKNIFE_AUTH_GITHUB_*`, `PENKNIFE_AUTH_GOOGLE_*`, `PENKNIFE_AUTH_OIDC_*` through `var`
    /// (so tests need not touch the process environment). A provider is on when its client id and secret (and,
    /// for OIDC, issuer) are all set; some but not all of them is an error naming what is missing.
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        // An empty value counts as unset (`FOO=` in an env file).
        let var = |name: &str| var(name).map(|value| value.trim().to_owned()).filter(|value| !value.is_empty());
        let mut providers = Vec::new();

        if let Some(client) = client(&var, "GITHUB", "GitHub", &[])? {
            let web_url = base_url(&var, "PENKNIFE_AUTH_GITHUB_URL", "https://github.com")?;
            let api_url = base_url(&var, "PENKNIFE_AUTH_GITHUB_API_URL", "https://api.github.com")?;
            providers.push(Provider { name: "github".into(), kind: Kind::GitHub(GitHub { client, web_url, api_url }) });
        }
        if let Some(client) = client(&var, "GOOGLE", "Google", &[])? {
            // Google's ID tokens may carry the issuer with or without the scheme.
            let oidc = Oidc::new("https://accounts.google.com".into(), vec!["accounts.google.com".into()], client);
            providers.push(Provider { name: "google".into(), kind: Kind::Oidc(oidc) });
        }
        if let Some(client) = client(&var, "OIDC", "OpenID Connect", &["PENKNIFE_AUTH_OIDC_ISSUER"])? {
            let issuer = base_url(&var, "PENKNIFE_AUTH_OIDC_ISSUER", "")?;
            let name = var("PENKNIFE_AUTH_OIDC_NAME").unwrap_or_else(|| "oidc".into());
            let plain = name.len() <= 32
                && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'_'));
            if !plain {
                bail!("PENKNIFE_AUTH_OIDC_NAME must be 1 to 32 lowercase letters, digits, '-' or '_' (got {name:?})");
            }
            if providers.iter().any(|p| p.name == name) {
                bail!("PENKNIFE_AUTH_OIDC_NAME {name:?} is already the name of a preset provider; choose another");
            }
            let issuer = issuer.as_str().trim_end_matches('/').to_owned();
            providers.push(Provider { name, kind: Kind::Oidc(Oidc::new(issuer, Vec::new(), client)) });
        }
        Ok(Self { providers })
    }

    pub fn get(&self, name: &str) -> Option<&Provider> {
        self.providers.iter().find(|p| p.name == name)
    }

    /// Names of the configured providers, for `GET /auth/v1/settings`.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.providers.iter().map(|p| p.name.as_str())
    }
}

/// `PENKNIFE_AUTH_<prefix>_CLIENT_ID` and `…_SECRET` (plus `also_required`): all set → the client; none → off;
/// some → an error naming the missing ones.
fn client(
    var: &impl Fn(&str) -> Option<String>,
    prefix: &str,
    label: &str,
    also_required: &[&str],
) -> anyhow::Result<Option<Client>> {
    let id_name = format!("PENKNIFE_AUTH_{prefix}_CLIENT_ID");
    let secret_name = format!("PENKNIFE_AUTH_{prefix}_SECRET");
    let mut names: Vec<&str> = vec![&id_name, &secret_name];
    names.extend(also_required);
    let missing: Vec<&str> = names.iter().copied().filter(|name| var(name).is_none()).collect();
    if missing.len() == names.len() {
        return Ok(None);
    }
    if !missing.is_empty() {
        bail!(
            "{label} sign-in is half configured: {} {} missing (set {} to enable it, or none of them)",
            missing.join(", "),
            if missing.len() == 1 { "is" } else { "are" },
            names.join(", ")
        );
    }
    let (Some(id), Some(secret)) = (var(&id_name), var(&secret_name)) else { unreachable!("checked above") };
    Ok(Some(Client { id, secret: Secret(secret) }))
}

/// A provider base URL from `name` (or `default`): HTTPS, or plain HTTP only to this machine (tests, local
/// development), without credentials, query or fragment.
fn base_url(var: &impl Fn(&str) -> Option<String>, name: &str, default: &str) -> anyhow::Result<url::Url> {
    let raw = var(name).unwrap_or_else(|| default.to_owned());
    let url = url::Url::parse(&raw).with_context(|| format!("{name} is not a URL: {raw:?}"))?;
    let loopback = match url.host() {
        Some(url::Host::Domain(host)) => host == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    let secure = url.scheme() == "https" || (url.scheme() == "http" && loopback);
    if !secure || !url.username().is_empty() || url.password().is_some() {
        bail!("{name} must be an https:// URL without credentials (http:// only for localhost): {raw:?}");
    }
    if url.query().is_some() || url.fragment().is_some() {
        bail!("{name} must not have a query or fragment: {raw:?}");
    }
    Ok(url)
}
