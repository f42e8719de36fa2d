//! The accounts API's one error type and the one place it becomes HTTP, in GoTrue's two shapes:
//! `{code: <status>, error_code, msg}` by default, and `{code: <error code>, message}` when the request carries
//! `X-Supabase-Api-Version: 2024-01-01` or later (what `@supabase/auth-js` sends).

use std::borrow::Cow;

use axum::Json;
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

pub const API_VERSION_HEADER: &str = "x-supabase-api-version";
const API_VERSION_2024_01_01: &str = "2024-01-01";

/// GoTrue's error codes that this API answers with (`error_code`, or `code` in the 2024-01-01 shape).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthCode {
    BadCodeVerifier,
    BadJson,
    BadJwt,
    BadOauthCallback,
    BadOauthState,
    Conflict,
    CurrentPasswordMismatch,
    CurrentPasswordRequired,
    EmailAddressInvalid,
    EmailExists,
    EmailNotConfirmed,
    FlowStateExpired,
    FlowStateNotFound,
    InvalidCredentials,
    NoAuthorization,
    OtpExpired,
    OverEmailSendRateLimit,
    OverRequestRateLimit,
    ProviderEmailNeedsVerification,
    RefreshTokenAlreadyUsed,
    RefreshTokenNotFound,
    SamePassword,
    SessionNotFound,
    UnexpectedFailure,
    UserAlreadyExists,
    UserNotFound,
    ValidationFailed,
    WeakPassword,
}

impl AuthCode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::BadCodeVerifier => "bad_code_verifier",
            Self::BadJson => "bad_json",
            Self::BadJwt => "bad_jwt",
            Self::BadOauthCallback => "bad_oauth_callback",
            Self::BadOauthState => "bad_oauth_state",
            Self::Conflict => "conflict",
            Self::CurrentPasswordMismatch => "current_password_mismatch",
            Self::CurrentPasswordRequired => "current_password_required",
            Self::EmailAddressInvalid => "email_address_invalid",
            Self::EmailExists => "email_exists",
            Self::EmailNotConfirmed => "email_not_confirmed",
            Self::FlowStateExpired => "flow_state_expired",
            Self::FlowStateNotFound => "flow_state_not_found",
            Self::InvalidCredentials => "invalid_credentials",
            Self::NoAuthorization => "no_authorization",
            Self::OtpExpired => "otp_expired",
            Self::OverEmailSendRateLimit => "over_email_send_rate_limit",
            Self::OverRequestRateLimit => "over_request_rate_limit",
            Self::ProviderEmailNeedsVerification => "provider_email_needs_verification",
            Self::RefreshTokenAlreadyUsed => "refresh_token_already_used",
            Self::RefreshTokenNotFound => "refresh_token_not_found",
            Self::SamePassword => "same_password",
            Self::SessionNotFound => "session_not_found",
            Self::UnexpectedFailure => "unexpected_failure",
            Self::UserAlreadyExists => "user_already_exists",
            Self::UserNotFound => "user_not_found",
            Self::ValidationFailed => "validation_failed",
            Self::WeakPassword => "weak_password",
        }
    }
}

impl std::fmt::Display for AuthCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[derive(Debug, Clone, thiserror::Error)]
#[error("{code}: {msg}")]
pub struct AuthError {
    pub status: StatusCode,
    pub code: AuthCode,
    pub msg: Cow<'static, str>,
    /// For `weak_password`: why (`length`, `pwned`).
    pub weak_password_reasons: Vec<&'static str>,
    /// For 429s: seconds until the window resets.
    pub retry_after_secs: Option<u64>,
}

impl AuthError {
    pub fn new(status: StatusCode, code: AuthCode, msg: impl Into<Cow<'static, str>>) -> Self {
        Self { status, code, msg: msg.into(), weak_password_reasons: Vec::new(), retry_after_secs: None }
    }

    pub fn validation(msg: impl Into<Cow<'static, str>>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, AuthCode::ValidationFailed, msg)
    }

    pub fn invalid_credentials() -> Self {
        Self::new(StatusCode::BAD_REQUEST, AuthCode::InvalidCredentials, "Invalid login credentials")
    }

    pub fn weak_password(msg: &'static str, reasons: Vec<&'static str>) -> Self {
        Self {
            weak_password_reasons: reasons,
            ..Self::new(StatusCode::UNPROCESSABLE_ENTITY, AuthCode::WeakPassword, msg)
        }
    }

    pub fn rate_limited(code: AuthCode, msg: impl Into<Cow<'static, str>>, retry_after_secs: u64) -> Self {
        Self { retry_after_secs: Some(retry_after_secs), ..Self::new(StatusCode::TOO_MANY_REQUESTS, code, msg) }
    }

    pub fn otp_expired() -> Self {
        Self::new(StatusCode::FORBIDDEN, AuthCode::OtpExpired, "Email link is invalid or has expired")
    }

    pub fn session_not_found() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            AuthCode::SessionNotFound,
            "Session from session_id claim in JWT does not exist",
        )
    }

    pub fn bad_jwt() -> Self {
        Self::new(StatusCode::FORBIDDEN, AuthCode::BadJwt, "invalid JWT: unable to parse or verify signature")
    }

    /// A failure that is ours, not the client's: logged with its cause, answered without it.
    pub fn internal(cause: &dyn std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "accounts request failed");
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, AuthCode::UnexpectedFailure, "Internal server error")
    }

    fn legacy_body(&self) -> Value {
        let mut body = json!({ "code": self.status.as_u16(), "error_code": self.code.as_str(), "msg": self.msg });
        self.add_weak_password(&mut body);
        body
    }

    fn versioned_body(&self) -> Value {
        let mut body = json!({ "code": self.code.as_str(), "message": self.msg });
        self.add_weak_password(&mut body);
        body
    }

    fn add_weak_password(&self, body: &mut Value) {
        if !self.weak_password_reasons.is_empty() {
            body["weak_password"] = json!({ "reasons": self.weak_password_reasons });
        }
    }
}

impl From<sqlx::Error> for AuthError {
    fn from(error: sqlx::Error) -> Self {
        Self::internal(&error)
    }
}

impl IntoResponse for AuthError {
    fn into_response(self) -> Response {
        let mut response = (self.status, Json(self.legacy_body())).into_response();
        if let Some(seconds) = self.retry_after_secs {
            response = crate::http::retry_after(response, seconds);
        }
        // Kept so `api_versions` can re-render the body for clients that asked for the newer shape.
        response.extensions_mut().insert(self);
        response
    }
}

/// Middleware: answers in the 2024-01-01 shape (and says so in the response header) when the request asks for it.
pub async fn api_versions(request: Request, next: Next) -> Response {
    let versioned = request
        .headers()
        .get(API_VERSION_HEADER)
        .and_then(|value| value.to_str().ok())
        // Dates in this format compare correctly as text.
        .is_some_and(|version| version.len() == 10 && version >= API_VERSION_2024_01_01);
    let mut response = next.run(request).await;
    if versioned {
        if let Some(error) = response.extensions_mut().remove::<AuthError>() {
            let headers = std::mem::take(response.headers_mut());
            let mut versioned_response = (error.status, Json(error.versioned_body())).into_response();
            for (name, value) in &headers {
                if name != header::CONTENT_LENGTH {
                    versioned_response.headers_mut().insert(name, value.clone());
                }
            }
            response = versioned_response;
        }
        response.headers_mut().insert(API_VERSION_HEADER, HeaderValue::from_static(API_VERSION_2024_01_01));
    }
    response
}

pub type AuthResult<T> = Result<T, AuthError>;
