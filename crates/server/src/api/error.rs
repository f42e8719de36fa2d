//! The `/api` error shape, its codes, and the one place an error becomes an HTTP response.
//!
//! Every error body is `{"error": "<stable code>", "message": "<text for people>"}`: clients branch on `error`,
//! show or log `message`. Each API words its own errors (`ApiError` the router's, `me::MeError`,
//! `pastes::PasteError`), with its codes taken from [`ApiCode`], and answers through [`error_response`].

use axum::Json;
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// Paths echoed back in messages are cut to this many characters, so a huge URL is not reflected in full.
const MAX_ECHOED_PATH_CHARS: usize = 200;

/// Every code an `/api` error answers with, whichever API raised it: clients branch on these.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
#[serde(rename_all = "snake_case")]
pub enum ApiCode {
    /// No route for this method and path.
    NotFound,
    /// The path exists, but not with this method.
    MethodNotAllowed,
    /// The upload budget is spent: come back after `Retry-After`.
    ServerBusy,
    /// No valid sign-in: a missing, invalid or ended access token.
    InvalidToken,
    /// A body that is not JSON, or not sent as JSON.
    BadJson,
    /// Well-formed JSON whose values break a rule.
    ValidationFailed,
    /// A body over its route's limit.
    RequestTooLarge,
    /// A failure of ours, logged with its cause.
    UnexpectedFailure,
    /// An unknown, expired or burnt paste (one answer for all).
    PasteNotFound,
    /// A paste without content.
    ContentRequired,
    /// A paste request that breaks a rule.
    InvalidPaste,
    /// A paste over the size limit.
    PasteTooLarge,
    /// Too many pastes from one client.
    PasteRateLimited,
    /// A delete without the paste's token or owner.
    PasteDeleteForbidden,
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// No route for this method and path.
    #[error("No API route for {method} {path}")]
    NotFound { method: Method, path: String },
    /// The path exists, but not with this method (the `Allow` header lists those it has).
    #[error("{path} does not accept {method}")]
    MethodNotAllowed { method: Method, path: String },
}

impl ApiError {
    /// A not-found error for `method path`, with the path shortened if it is very long.
    pub fn not_found(method: &Method, path: &str) -> Self {
        Self::NotFound { method: method.clone(), path: shorten(path) }
    }

    /// A method-not-allowed error for `method path`, with the path shortened if it is very long.
    pub fn method_not_allowed(method: &Method, path: &str) -> Self {
        Self::MethodNotAllowed { method: method.clone(), path: shorten(path) }
    }

    fn status(&self) -> StatusCode {
        match self {
            Self::NotFound { .. } => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed { .. } => StatusCode::METHOD_NOT_ALLOWED,
        }
    }

    /// The stable, machine-readable code clients branch on.
    fn code(&self) -> ApiCode {
        match self {
            Self::NotFound { .. } => ApiCode::NotFound,
            Self::MethodNotAllowed { .. } => ApiCode::MethodNotAllowed,
        }
    }
}

/// Every `/api` error's body.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
pub(crate) struct ApiErrorBody {
    error: ApiCode,
    message: String,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        error_response(self.status(), self.code(), self.to_string())
    }
}

/// The API's error answer: `status` with `{"error": code, "message": message}`.
pub(crate) fn error_response(status: StatusCode, code: ApiCode, message: String) -> Response {
    (status, Json(ApiErrorBody { error: code, message })).into_response()
}

fn shorten(path: &str) -> String {
    match path.char_indices().nth(MAX_ECHOED_PATH_CHARS) {
        Some((cut, _)) => format!("{}…", &path[..cut]),
        None => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_paths_are_kept_whole() {
        assert_eq!(shorten("/api/nope"), "/api/nope");
        let exact = "a".repeat(MAX_ECHOED_PATH_CHARS);
        assert_eq!(shorten(&exact), exact);
    }

    #[test]
    fn long_paths_are_cut_on_a_character_boundary() {
        let long = "é".repeat(MAX_ECHOED_PATH_CHARS + 50);
        let cut = shorten(&long);
        assert_eq!(cut.chars().count(), MAX_ECHOED_PATH_CHARS + 1);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn message_names_method_and_path() {
        let error = ApiError::not_found(&Method::DELETE, "/api/things/1");
        assert_eq!(error.to_string(), "No API route for DELETE /api/things/1");
        assert_eq!(error.status(), StatusCode::NOT_FOUND);
        assert_eq!(error.code(), ApiCode::NotFound);
    }
}
