//! `/auth/v1`: a Supabase-compatible (GoTrue) accounts API, so the web app uses the official `@supabase/auth-js`
//! client unchanged. Sign-up with e-mail confirmation, password sign-in, rotating refresh tokens, sign-out,
//! the user's profile, password recovery, e-mail change confirmed by both addresses, and OAuth 2 / OpenID Connect
//! providers with PKCE. Its input rules and limits are listed in the README ("Accounts API rules and limits").
//!
//! Unknown paths under `/auth` answer the API's JSON 404, so the prefix never falls through to the web app.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use anyhow::Context as _;
use axum::Router;
use axum::middleware;
use axum::routing::{get, post};

use crate::AppState;
use crate::db::Database;
use crate::rate_limit::RateLimiter;
use crate::secrets;

pub mod config;
mod devices;
pub mod error;
mod handlers;
pub mod jwt;
mod limits;
mod links;
pub mod mail;
pub mod password;
pub mod providers;
mod request;
mod sessions;
pub mod store;
mod users;

pub use config::AuthConfig;
pub use limits::RateLimits;
pub use request::{Authenticated, CallerError, caller};

/// What the accounts routes share: configuration, storage, keys, mailer, providers, counters.
#[derive(Debug)]
pub struct Auth {
    pub config: AuthConfig,
    /// The resolved public URL (configured, or `http://<listen address>`), without a trailing slash.
    pub site_url: url::Url,
    pub store: store::Store,
    pub jwt: jwt::JwtKeys,
    /// Derives rotated refresh tokens from their parents (see `sessions`); separate from the JWT key.
    refresh_key: Vec<u8>,
    /// Signs the tokens of known devices (see `devices`).
    device_key: Vec<u8>,
    pub passwords: password::PasswordHasher,
    pub mailer: mail::Mailer,
    pub limits: Arc<RateLimiter>,
    pub http: reqwest::Client,
}

impl Auth {
    pub async fn new(
        config: AuthConfig,
        database: &Database,
        data_dir: &Path,
        listen: SocketAddr,
        limits: Arc<RateLimiter>,
    ) -> anyhow::Result<Self> {
        let site_url = match &config.site_url {
            Some(url) => url::Url::parse(url).context("the site URL is not a valid URL")?,
            None => url::Url::parse(&format!("http://{listen}")).context("the listen address is not a URL host")?,
        };
        let secret = match &config.jwt_secret {
            Some(secret) if secret.len() >= 32 => secret.clone().into_bytes(),
            Some(_) => anyhow::bail!("PENKNIFE_JWT_SECRET must be at least 32 characters"),
            None => generated_secret(database, &data_dir.join("jwt-secret")).await?,
        };
        let from = config
            .smtp_from
            .clone()
            .unwrap_or_else(|| format!("Penknife <no-reply@{}>", site_url.host_str().unwrap_or("localhost")));
        let mailer = mail::Mailer::new(mail::MailConfig {
            smtp_url: config.smtp_url.clone(),
            from,
            outbox_dir: data_dir.join("outbox"),
        })?;
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(std::time::Duration::from_secs(15))
            .build()
            .context("could not build the HTTP client")?;
        Ok(Self {
            refresh_key: secrets::hmac_sha256(&secret, b"penknife refresh-token derivation").into_bytes(),
            device_key: secrets::hmac_sha256(&secret, b"penknife device-token derivation").into_bytes(),
            jwt: jwt::JwtKeys::new(&secret),
            passwords: password::PasswordHasher::new().map_err(|error| anyhow::anyhow!(error.to_string()))?,
            store: store::Store::new(database),
            limits,
            site_url,
            mailer,
            http,
            config,
        })
    }

    /// The site URL as text without a trailing slash, for building links.
    pub fn site(&self) -> String {
        self.site_url.as_str().trim_end_matches('/').to_owned()
    }
}

/// The JWT secret the servers on this database generated: the first server to start makes it (256 random bits)
/// and keeps it in the database, and every server reads it from there, so a token signed by one is good on all.
/// A secret an earlier version kept in the data directory (`legacy`) is adopted, so sessions survive the upgrade.
async fn generated_secret(database: &Database, legacy: &Path) -> anyhow::Result<Vec<u8>> {
    const SELECT: &str = "SELECT value FROM server_secrets WHERE name = 'jwt'";
    let kept: Option<String> = sqlx::query_scalar(SELECT).fetch_optional(&database.pool).await?;
    if let Some(secret) = kept {
        return Ok(secret.into_bytes());
    }
    let candidate = match tokio::fs::read_to_string(legacy).await {
        Ok(text) if text.trim().len() >= 32 => text.trim().to_owned(),
        Ok(_) => anyhow::bail!("{} is too short to be a JWT secret", legacy.display()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => secrets::random_token(32),
        Err(error) => return Err(error).with_context(|| format!("could not read {}", legacy.display())),
    };
    // Servers starting together race here: the first insert wins and everyone reads the winner.
    sqlx::query("INSERT INTO server_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING")
        .bind(candidate)
        .execute(&database.pool)
        .await
        .context("could not keep the generated JWT secret")?;
    let secret: String = sqlx::query_scalar(SELECT).fetch_one(&database.pool).await?;
    Ok(secret.into_bytes())
}

pub(crate) fn router() -> Router<AppState> {
    let v1 = Router::new()
        .route("/signup", post(handlers::signup::signup))
        .route("/token", post(handlers::token::token))
        .route("/logout", post(handlers::logout::logout))
        .route("/user", get(handlers::user::get_user).put(handlers::user::update_user))
        .route("/recover", post(handlers::recover::recover))
        .route("/verify", get(handlers::verify::verify_link).post(handlers::verify::verify_post))
        .route("/resend", post(handlers::recover::resend))
        .route("/authorize", get(handlers::oauth::authorize))
        .route("/callback", get(handlers::oauth::callback))
        .route("/settings", get(handlers::settings::settings))
        .route("/health", get(handlers::settings::health))
        .method_not_allowed_fallback(crate::api::method_not_allowed)
        .layer(middleware::from_fn(error::api_versions));
    Router::new().nest("/v1", v1).fallback(crate::api::not_found).layer(crate::http::no_store())
}

/// `Arc` so `AppState` stays cheap to clone.
pub type SharedAuth = Arc<Auth>;
