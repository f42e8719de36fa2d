//! `/api/me`: a signed-in user's data, kept on the server so it follows them to every browser: their App
//! settings, favorite tools and tool-use history, and the deletion of their account. Every route needs the
//! access token of our auth server and reaches only that user's rows. (Their pastes are listed by
//! `GET /api/me/pastes`, in `crate::pastes`.)
//!
//! Routes: `GET`/`PUT /api/me/settings`, `GET`/`POST /api/me/favorites`, `DELETE /api/me/favorites/{tool}`,
//! `GET`/`POST`/`DELETE /api/me/history` (`?before=`), `DELETE /api/me`.

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, header};
use axum::routing::{delete, get};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::AppState;
use request::LimitedBody;

mod account;
pub mod error;
mod favorites;
mod fields;
mod history;
mod request;
mod settings;
pub mod store;

pub use favorites::MAX_FAVORITES;
pub use history::{KEPT_ENTRIES, MAX_ENTRIES_PER_REQUEST};
pub use store::MeStore;

/// The routes, each with its own body limit (so this router must not sit under the app's general one).
pub(crate) fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/api/me/settings",
            get(settings::get).put(settings::put).layer(DefaultBodyLimit::max(settings::SettingsBody::MAX_BYTES)),
        )
        .route(
            "/api/me/favorites",
            get(favorites::list)
                .post(favorites::merge)
                .layer(DefaultBodyLimit::max(favorites::FavoritesBody::MAX_BYTES)),
        )
        .route("/api/me/favorites/{tool}", delete(favorites::remove))
        .route(
            "/api/me/history",
            get(history::list)
                .post(history::merge)
                .delete(history::clear)
                .layer(DefaultBodyLimit::max(history::HistoryBody::MAX_BYTES)),
        )
        .route("/api/me", delete(account::delete))
        .method_not_allowed_fallback(crate::api::method_not_allowed)
        // A user's own data, behind their token: no cache may keep it.
        .layer(SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-store")))
}
