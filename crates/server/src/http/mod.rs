//! The HTTP plumbing every API shares, each piece once: reading a bounded body, the headers handlers look at,
//! `Retry-After`, and what each JSON router adds (no caching, a JSON 405). Who the caller is belongs to the
//! accounts API (`auth::SignedIn`); who the client is to `crate::client`.

pub mod body;

use axum::Router;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use tower_http::set_header::SetResponseHeaderLayer;

/// A JSON API's routes as every API serves them: a wrong method gets the JSON 405 (with `Allow`), and no
/// answer may be cached, since each describes the server's (or a user's) state at that moment.
pub fn json_routes<S: Clone + Send + Sync + 'static>(routes: Router<S>) -> Router<S> {
    routes.method_not_allowed_fallback(crate::api::method_not_allowed).layer(no_store())
}

/// `Cache-Control: no-store` on every answer that has no `Cache-Control` of its own.
pub fn no_store() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-store"))
}

/// Tells a refused client when to come back.
pub fn retry_after(mut response: Response, seconds: u64) -> Response {
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    response
}

/// `application/json`, with or without parameters (`; charset=UTF-8`, as auth-js sends it), in any case.
pub fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case("application/json"))
}

/// The token of an `Authorization: Bearer …` header (trimmed, possibly empty); `None` without such a header.
pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")))
        .map(str::trim)
}
