//! What handlers read from a request: the client's address, a JSON body, the signed-in user.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::header;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::error::{AuthError, AuthResult};
use super::store::{SessionRow, UserRow};
use crate::AppState;

/// The client's address: the TCP peer, or with a trusted proxy the address it appended to `X-Forwarded-For`
/// (the last entry: earlier ones are whatever the client sent and cannot be trusted).
#[derive(Debug, Clone)]
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = AuthError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AuthResult<Self> {
        if state.auth.config.trusted_proxy {
            let forwarded = parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(','))
                .filter_map(|entry| entry.trim().parse::<IpAddr>().ok())
                .next_back();
            if let Some(ip) = forwarded {
                return Ok(Self(ip.to_string()));
            }
        }
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|info| info.0.ip().to_string());
        Ok(Self(peer.unwrap_or_else(|| "unknown".to_owned())))
    }
}

/// A JSON body whose rejection is a GoTrue-shaped `bad_json` instead of axum's plain-text answer.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for JsonBody<T> {
    type Rejection = AuthError;

    async fn from_request(request: Request, state: &S) -> AuthResult<Self> {
        let bytes = axum::body::Bytes::from_request(request, state).await.map_err(|_| {
            AuthError::new(axum::http::StatusCode::BAD_REQUEST, "bad_json", "Could not read the request body")
        })?;
        let bytes = if bytes.iter().all(u8::is_ascii_whitespace) { &b"{}"[..] } else { &bytes[..] };
        serde_json::from_slice(bytes).map(Self).map_err(|error| {
            AuthError::new(
                axum::http::StatusCode::BAD_REQUEST,
                "bad_json",
                format!("Could not parse request body as JSON: {error}"),
            )
        })
    }
}

/// The caller of a route that needs a signed-in user: a valid access token whose session still exists.
#[derive(Debug, Clone)]
pub struct Authenticated {
    pub session: SessionRow,
    pub user: UserRow,
}

impl FromRequestParts<AppState> for Authenticated {
    type Rejection = AuthError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AuthResult<Self> {
        let token = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("bearer ")))
            .map(str::trim)
            .filter(|token| !token.is_empty())
            .ok_or_else(|| {
                AuthError::new(
                    axum::http::StatusCode::UNAUTHORIZED,
                    "no_authorization",
                    "This endpoint requires a valid Bearer token",
                )
            })?;
        let auth = &state.auth;
        let claims = auth.jwt.verify(token)?;
        let session = auth.store.session(&claims.session_id).await?.ok_or_else(AuthError::session_not_found)?;
        if session.user_id != claims.sub {
            return Err(AuthError::session_not_found());
        }
        let user = auth.store.user_by_id(&claims.sub).await?.ok_or_else(|| {
            AuthError::new(
                axum::http::StatusCode::NOT_FOUND,
                "user_not_found",
                "User from sub claim in JWT does not exist",
            )
        })?;
        Ok(Self { session, user })
    }
}

/// Lowercased and checked e-mail address, or `email_address_invalid`.
pub fn normalize_email(email: Option<&str>) -> AuthResult<String> {
    let email = email.map(str::trim).unwrap_or_default().to_lowercase();
    let invalid = || {
        AuthError::new(
            axum::http::StatusCode::BAD_REQUEST,
            "email_address_invalid",
            "Unable to validate email address: invalid format",
        )
    };
    if email.is_empty() || email.len() > 254 || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(invalid());
    }
    let (local, domain) = email.split_once('@').ok_or_else(invalid)?;
    let domain_ok = domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
        && domain.chars().all(|c| c.is_alphanumeric() || c == '.' || c == '-');
    if local.is_empty() || local.len() > 64 || local.contains('@') || !domain_ok {
        return Err(invalid());
    }
    Ok(email)
}
