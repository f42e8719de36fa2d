//! `/api/*`: the JSON API. Every answer is JSON, including errors and unknown routes.

use axum::Router;
use axum::extract::OriginalUri;
use axum::http::Method;

use crate::AppState;

pub mod error;
pub mod health;
#[cfg(test)]
mod typescript;

pub use error::ApiError;

/// The API's routes, to be nested under `/api`.
pub fn router() -> Router<AppState> {
    crate::http::json_routes(Router::new().merge(health::router()).merge(crate::geoip::router()).fallback(not_found))
}

/// The JSON 404 for any request no route handles. `OriginalUri` because nesting strips the `/api` prefix.
pub(crate) async fn not_found(method: Method, OriginalUri(uri): OriginalUri) -> ApiError {
    ApiError::not_found(&method, uri.path())
}

/// The JSON 405 for a known path asked with another method; the router adds the `Allow` header.
pub(crate) async fn method_not_allowed(method: Method, OriginalUri(uri): OriginalUri) -> ApiError {
    ApiError::method_not_allowed(&method, uri.path())
}
