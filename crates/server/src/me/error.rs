//! The `/api/me` errors, in the API's `{"error", "message"}` shape (see `crate::api::error`).

use std::borrow::Cow;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use crate::api::error::{ApiCode, error_response};
use crate::auth::CallerError;

#[derive(Debug, thiserror::Error)]
pub enum MeError {
    /// No `Authorization: Bearer` header, or a token that is not (or no longer) valid.
    #[error("Sign in again: your session has ended.")]
    InvalidToken,
    /// A body that is not JSON, or not JSON of this route's shape.
    #[error("{0}")]
    BadJson(String),
    /// A body sent without `Content-Type: application/json`.
    #[error("Send the request body as JSON (Content-Type: application/json).")]
    NotJson,
    /// Well-formed JSON whose values break a rule (the message names the value and the rule).
    #[error("{0}")]
    Invalid(Cow<'static, str>),
    /// A body over its route's limit, refused before it was parsed.
    #[error("{0}")]
    TooLarge(&'static str),
    #[error("Something went wrong on the server. Please try again.")]
    Internal,
}

impl MeError {
    pub fn invalid(message: impl Into<Cow<'static, str>>) -> Self {
        Self::Invalid(message.into())
    }

    /// A failure that is ours, not the client's: logged with its cause, answered without it.
    pub fn internal(cause: &dyn std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "/api/me request failed");
        Self::Internal
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::InvalidToken => StatusCode::UNAUTHORIZED,
            Self::BadJson(_) | Self::Invalid(_) => StatusCode::BAD_REQUEST,
            Self::NotJson => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn code(&self) -> ApiCode {
        match self {
            Self::InvalidToken => ApiCode::InvalidToken,
            Self::BadJson(_) | Self::NotJson => ApiCode::BadJson,
            Self::Invalid(_) => ApiCode::ValidationFailed,
            Self::TooLarge(_) => ApiCode::RequestTooLarge,
            Self::Internal => ApiCode::UnexpectedFailure,
        }
    }
}

impl From<CallerError> for MeError {
    fn from(error: CallerError) -> Self {
        if error.is_server_failure() { Self::Internal } else { Self::InvalidToken }
    }
}

impl From<sqlx::Error> for MeError {
    fn from(error: sqlx::Error) -> Self {
        Self::internal(&error)
    }
}

impl IntoResponse for MeError {
    fn into_response(self) -> Response {
        error_response(self.status(), self.code(), self.to_string())
    }
}

pub type MeResult<T> = Result<T, MeError>;
