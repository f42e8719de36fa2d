//! `/api/me`: a signed-in user's data, kept on the server so it follows them to every browser: their App
//! settings, favorite tools and tool-use history, and the deletion of their account. Every route needs the
//! access token of our auth server and reaches only that user's rows. (Their pastes are listed by
//! `GET /api/me/pastes`, in `crate::pastes`.)
//!
//! Routes: `GET`/`PUT /api/me/settings`, `GET`/`POST /api/me/favorites`, `DELETE /api/me/favorites/{tool}`,
//! `GET`/`POST`/`DELETE /api/me/history` (`?before=`), `DELETE /api/me`.

use axum::Router;
use axum::routing::{delete, get};

use crate::AppState;

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

/// The TypeScript declarations of `/api/me`'s bodies (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) fn typescript() -> Vec<&'static str> {
    [settings::TYPESCRIPT, favorites::TYPESCRIPT, history::TYPESCRIPT].concat()
}

/// The routes, each reading its body within its own limit (`MeJson`), so this router must not sit under the
/// app's general one. A user's own data, behind their token: no cache may keep it.
pub(crate) fn router() -> Router<AppState> {
    crate::http::json_routes(
        Router::new()
            .route("/api/me/settings", get(settings::get).put(settings::put))
            .route("/api/me/favorites", get(favorites::list).post(favorites::merge))
            .route("/api/me/favorites/{tool}", delete(favorites::remove))
            .route("/api/me/history", get(history::list).post(history::merge).delete(history::clear))
            .route("/api/me", delete(account::delete)),
    )
}
