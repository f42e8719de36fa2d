//! The API's one error type, and the one place it becomes an HTTP response.
//!
//! Every error body is `{"error": "<stable code>", "message": "<text for people>"}`: clients branch on `error`,
//! show or log `message`.

use axum::Json;
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// Paths echoed back in messages are cut to this many characters, so a huge URL is not reflected in full.
const MAX_ECHOED_PATH_CHARS: usize = 200;

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
    fn code(&self) -> &'static str {
        match self {
            Self::NotFound { .. } => "not_found",
            Self::MethodNotAllowed { .. } => "method_not_allowed",
        }
    }
}

#[derive(Debug, Serialize)]
struct ErrorBody {
    error: &'static str,
    message: String,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        error_response(self.status(), self.code(), self.to_string())
    }
}

/// The API's error answer: `status` with `{"error": code, "message": message}`.
pub(crate) fn error_response(status: StatusCode, code: &'static str, message: String) -> Response {
    (status, Json(ErrorBody { error: code, message })).into_response()
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
        assert_eq!(error.code(), "not_found");
    }
}
