//! The paste API's errors, in the API's `{"error", "message"}` shape. The raw view answers in text instead
//! (see `handlers::raw`).

use std::borrow::Cow;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use penknife_core::paste::CONTENT_REQUIRED;

use crate::api::error::{ApiCode, error_response};
use crate::auth::CallerError;

pub const NOT_FOUND_MESSAGE: &str = "This paste does not exist or has expired.";

#[derive(Debug, thiserror::Error)]
pub enum PasteError {
    /// Unknown, expired, burnt, or not an id at all: one answer, so none can be told apart.
    #[error("{NOT_FOUND_MESSAGE}")]
    NotFound,
    #[error("{CONTENT_REQUIRED}")]
    ContentRequired,
    #[error("{0}")]
    Invalid(Cow<'static, str>),
    #[error("The paste is {}, more than the {} limit.", size_over(*.bytes, *.limit), megabytes(*.limit))]
    TooLarge { bytes: u64, limit: u64 },
    /// A JSON body past twice the paste limit: escapes can make a paste within the limit that long, but no
    /// writer of ours does (see `PasteConfig::request_body_limit`).
    #[error(
        "The request is {}, more than the {} a paste may take as JSON. Send the text as the body itself instead.",
        size_over(*.bytes, *.limit),
        megabytes(*.limit)
    )]
    RequestTooLarge { bytes: u64, limit: u64 },
    #[error("Too many pastes from your address. Try again in {}.", minutes(*.retry_after_secs))]
    RateLimited { retry_after_secs: u64 },
    /// An `Authorization` header whose token is not (or no longer) valid.
    #[error("Your sign-in is not valid any more. Sign in again.")]
    InvalidToken,
    #[error("Sign in to see your pastes.")]
    SignInRequired,
    #[error("Only the paste's delete token or its owner can delete it.")]
    DeleteForbidden,
    #[error("Something went wrong on the server. Please try again.")]
    Internal,
}

impl PasteError {
    pub fn invalid(message: impl Into<Cow<'static, str>>) -> Self {
        Self::Invalid(message.into())
    }

    /// A failure that is ours, not the client's: logged with its cause, answered without it.
    pub fn internal(cause: &dyn std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "paste request failed");
        Self::Internal
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::ContentRequired | Self::Invalid(_) => StatusCode::BAD_REQUEST,
            Self::TooLarge { .. } | Self::RequestTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::InvalidToken | Self::SignInRequired => StatusCode::UNAUTHORIZED,
            Self::DeleteForbidden => StatusCode::FORBIDDEN,
            Self::Internal => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn code(&self) -> ApiCode {
        match self {
            Self::NotFound => ApiCode::PasteNotFound,
            Self::ContentRequired => ApiCode::ContentRequired,
            Self::Invalid(_) => ApiCode::InvalidPaste,
            Self::TooLarge { .. } | Self::RequestTooLarge { .. } => ApiCode::PasteTooLarge,
            Self::RateLimited { .. } => ApiCode::PasteRateLimited,
            // The code every `/api/me` route answers without a valid sign-in.
            Self::InvalidToken | Self::SignInRequired => ApiCode::InvalidToken,
            Self::DeleteForbidden => ApiCode::PasteDeleteForbidden,
            Self::Internal => ApiCode::UnexpectedFailure,
        }
    }
}

impl From<CallerError> for PasteError {
    fn from(error: CallerError) -> Self {
        if error.is_server_failure() { Self::Internal } else { Self::InvalidToken }
    }
}

impl From<sqlx::Error> for PasteError {
    fn from(error: sqlx::Error) -> Self {
        Self::internal(&error)
    }
}

impl IntoResponse for PasteError {
    fn into_response(self) -> Response {
        let retry_after = match self {
            Self::RateLimited { retry_after_secs } => Some(retry_after_secs),
            _ => None,
        };
        let response = error_response(self.status(), self.code(), self.to_string());
        match retry_after {
            Some(seconds) => crate::http::retry_after(response, seconds),
            None => response,
        }
    }
}

pub type PasteResult<T> = Result<T, PasteError>;

const MB: u64 = 1024 * 1024;

/// Bytes in MB (MiB: 1024²), to the nearest tenth; whole numbers without a decimal.
pub fn megabytes(bytes: u64) -> String {
    tenths(bytes.saturating_mul(10).saturating_add(MB / 2) / MB)
}

/// The size of a paste over `limit`, never written as the limit itself (1 MB + 1 byte reads 1.1 MB, not 1 MB).
fn size_over(bytes: u64, limit: u64) -> String {
    let size = megabytes(bytes);
    if size == megabytes(limit) { tenths(bytes.saturating_mul(10) / MB + 1) } else { size }
}

fn tenths(tenths: u64) -> String {
    if tenths.is_multiple_of(10) {
        format!("{} MB", tenths / 10)
    } else {
        format!("{}.{} MB", tenths / 10, tenths % 10)
    }
}

/// Whole minutes, rounded up (at least one).
fn minutes(seconds: u64) -> String {
    match seconds.div_ceil(60).max(1) {
        1 => "1 minute".to_owned(),
        n => format!("{n} minutes"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_the_contract_says() {
        assert_eq!(megabytes(1_048_576), "1 MB");
        assert_eq!(megabytes(1_468_007), "1.4 MB");
        assert_eq!(megabytes(1_500_000), "1.4 MB");
        assert_eq!(megabytes(2_097_152 - 1), "2 MB");
        assert_eq!(size_over(1_048_577, 1_048_576), "1.1 MB", "just over 1 MB never reads as the limit");
        assert_eq!(size_over(2_097_152, 1_048_576), "2 MB");
        assert_eq!(
            PasteError::TooLarge { bytes: 1_468_006, limit: 1_048_576 }.to_string(),
            "The paste is 1.4 MB, more than the 1 MB limit."
        );
        assert_eq!(
            PasteError::RequestTooLarge { bytes: 2_162_689, limit: 2_162_688 }.to_string(),
            "The request is 2.1 MB, more than the 2.1 MB a paste may take as JSON. Send the text as the body itself \
             instead."
        );
    }

    #[test]
    fn waits_are_whole_minutes() {
        assert_eq!(minutes(1), "1 minute");
        assert_eq!(minutes(60), "1 minute");
        assert_eq!(minutes(61), "2 minutes");
        assert_eq!(minutes(3600), "60 minutes");
    }
}
