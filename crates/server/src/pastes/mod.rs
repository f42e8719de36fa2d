//! Pastes: text stored on the server behind an unguessable link, public (title, content, language) or private
//! (end-to-end encrypted in the browser or the CLI; the server keeps ciphertext only). Expiry is enforced at
//! every read and by a sweep; burn-after-reading pastes are deleted by the read the reader confirmed.
//!
//! Routes: `POST /api/pastes` (JSON, or a raw body from curl), `GET /api/pastes/{id}`,
//! `POST /api/pastes/{id}/open`, `DELETE /api/pastes/{id}`, `GET /api/me/pastes`, and `GET /paste/{id}/raw`
//! (the page `/paste/{id}` itself is the web app's).

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::HeaderMap;
use axum::routing::{get, post};

use crate::AppState;
use crate::db::Database;
use crate::secrets::random_token;
use error::PasteResult;

mod clock;
mod create;
mod encrypted;
pub mod error;
mod read;

/// The TypeScript declarations of the paste API's bodies (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) fn typescript() -> Vec<&'static str> {
    [create::TYPESCRIPT, read::TYPESCRIPT].concat()
}
pub mod store;

pub use clock::{PasteClock, TEST_CLOCK_FILE_VAR};
pub use store::PasteStore;

/// How pastes are limited (`penknife serve` flags fill this in).
#[derive(Debug, Clone)]
pub struct PasteConfig {
    /// The largest paste: UTF-8 bytes of a public paste's content, ciphertext bytes of a private one.
    pub max_bytes: usize,
    /// Pastes one client address may create per `window`.
    pub creates_per_window: u32,
    pub window: Duration,
    /// What "now" is for expiry (tests move it).
    pub clock: PasteClock,
}

pub const DEFAULT_MAX_BYTES: usize = 1024 * 1024;
pub const DEFAULT_CREATES_PER_HOUR: u32 = 60;

impl Default for PasteConfig {
    fn default() -> Self {
        Self {
            max_bytes: DEFAULT_MAX_BYTES,
            creates_per_window: DEFAULT_CREATES_PER_HOUR,
            window: crate::rate_limit::HOUR,
            clock: PasteClock::system(),
        }
    }
}

impl PasteConfig {
    /// The largest JSON body a create may send: twice the paste (what `JSON.stringify` makes of any text but
    /// control characters, whose `\u` escapes take six bytes; a private paste's base64 takes 4/3) plus room for
    /// the other fields. Longer is refused with 413, before it is read when `Content-Length` says so.
    pub fn request_body_limit(&self) -> usize {
        self.max_bytes.saturating_mul(2).saturating_add(64 * 1024)
    }
}

/// What the paste routes share.
#[derive(Debug)]
pub struct Pastes {
    pub config: PasteConfig,
    pub store: PasteStore,
}

pub type SharedPastes = Arc<Pastes>;

impl Pastes {
    pub fn new(config: PasteConfig, database: &Database) -> Self {
        Self { store: PasteStore::new(database), config }
    }

    pub fn now_ms(&self) -> i64 {
        self.config.clock.now_ms()
    }
}

/// How often expired pastes are deleted (reads never serve them meanwhile).
pub const SWEEP_EVERY: Duration = Duration::from_secs(60);

/// Deletes expired pastes every [`SWEEP_EVERY`] until the runtime stops.
pub fn spawn_sweeper(pastes: SharedPastes) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(SWEEP_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match pastes.store.sweep(pastes.now_ms()).await {
                Ok(0) => {}
                Ok(swept) => tracing::info!(swept, "expired pastes deleted"),
                Err(error) => tracing::warn!(%error, "could not sweep expired pastes"),
            }
        }
    })
}

/// The routes that read or delete pastes (bodies stay under the app's general limit, applied by the caller).
/// Views counts, expiry and burning change what a paste URL answers: no cache may keep it.
pub(crate) fn router() -> Router<AppState> {
    crate::http::json_routes(
        Router::new()
            .route("/api/pastes/{id}", get(read::get_paste).delete(read::delete_paste))
            .route("/api/pastes/{id}/open", post(read::open_paste))
            .route("/api/me/pastes", get(read::my_pastes))
            .route("/paste/{id}/raw", get(read::raw)),
    )
}

/// `POST /api/pastes`, which reads its body itself within [`PasteConfig::request_body_limit`], so it must not
/// sit under the app's general body limit.
pub(crate) fn upload_router() -> Router<AppState> {
    crate::http::json_routes(Router::new().route("/api/pastes", post(create::create)))
}

/// The header of a paste's delete token: in the answer to a raw upload (whose body is the link alone), and in a
/// `DELETE` request.
pub const DELETE_TOKEN_HEADER: &str = "penknife-delete-token";

/// The signed-in caller (who owns what they create, and may delete and list it); `None` without an
/// `Authorization` header.
async fn caller_id(state: &AppState, headers: &HeaderMap) -> PasteResult<Option<String>> {
    Ok(crate::auth::caller(state, headers).await?.map(|caller| caller.user.id))
}

/// Length of an id: 16 random bytes in base64url without padding.
const ID_CHARS: usize = 22;

/// A new paste id: 128 bits from the operating system's CSPRNG, so ids cannot be guessed or enumerated.
fn new_id() -> String {
    random_token(16)
}

/// Whether `id` has the shape of an id (anything else is answered like an unknown id, without a query).
fn is_paste_id(id: &str) -> bool {
    id.len() == ID_CHARS && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_22_url_safe_characters_and_differ() {
        let ids: std::collections::HashSet<String> = (0..1000).map(|_| new_id()).collect();
        assert_eq!(ids.len(), 1000);
        assert!(ids.iter().all(|id| is_paste_id(id)));
        for bad in ["", "short", "aaaaaaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaaa/a", "aaaaaaaaaaaaaaaaaaaa.a"] {
            assert!(!is_paste_id(bad), "{bad}");
        }
    }
}
