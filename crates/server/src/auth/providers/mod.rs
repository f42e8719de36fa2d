//! OAuth 2 / OpenID Connect identity providers (GitHub and Google presets, any OIDC issuer by URL): the client
//! side of the authorization-code flow with PKCE. The `/auth/v1/authorize` and `/callback` routes use this.
//!
//! SKELETON: the interface below is fixed (the auth routes call it); the bodies are being written.

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

/// One configured provider.
#[derive(Debug, Clone)]
pub struct Provider {
    name: String,
}

impl Provider {
    /// The name used in `?provider=` (`github`, `google`, or the configured OIDC name).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where to send the browser: the provider's authorization endpoint with our client id, the callback URL,
    /// `state`, the PKCE S256 `code_challenge` and (OIDC) the `nonce`.
    pub async fn authorization_url(
        &self,
        http: &reqwest::Client,
        callback_url: &str,
        state: &str,
        code_challenge: &str,
        nonce: &str,
    ) -> Result<url::Url, ProviderError> {
        let _ = (http, callback_url, state, code_challenge, nonce);
        Err(ProviderError::Failed("not written yet".into()))
    }

    /// Exchanges the authorization code (with the PKCE verifier) and returns who the user is.
    pub async fn exchange_code(
        &self,
        http: &reqwest::Client,
        callback_url: &str,
        code: &str,
        code_verifier: &str,
        nonce: &str,
    ) -> Result<ProviderUser, ProviderError> {
        let _ = (http, callback_url, code, code_verifier, nonce);
        Err(ProviderError::Failed("not written yet".into()))
    }
}

/// Every provider configured by environment.
#[derive(Debug, Clone, Default)]
pub struct Providers {
    providers: Vec<Provider>,
}

impl Providers {
    /// Reads `PENKNIFE_AUTH_GITHUB_*`, `PENKNIFE_AUTH_GOOGLE_*`, `PENKNIFE_AUTH_OIDC_*` through `var`
    /// (so tests need not touch the process environment).
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> anyhow::Result<Self> {
        let _ = var;
        Ok(Self::default())
    }

    pub fn get(&self, name: &str) -> Option<&Provider> {
        self.providers.iter().find(|p| p.name == name)
    }

    /// Names of the configured providers, for `GET /auth/v1/settings`.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.providers.iter().map(|p| p.name.as_str())
    }
}
