//! `/auth/*`: reserved for the accounts API (Supabase-compatible `/auth/v1`, a later issue).
//!
//! Until it exists every path answers the API's JSON 404, so the prefix never falls through to the web app's
//! index.html (a client expecting JSON must not receive HTML with status 200).

use axum::Router;

use crate::AppState;

pub(crate) fn router() -> Router<AppState> {
    Router::new().fallback(crate::api::not_found)
}

pub mod mail;
pub mod providers;
