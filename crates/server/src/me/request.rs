//! What the `/api/me` handlers read from a request: whose data it is (the access token's user), and a JSON body
//! within its route's size limit.

use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, FailedToBufferBody};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::header;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::error::{MeError, MeResult};
use crate::AppState;
use crate::auth::request::{bearer_token, is_json_content_type, verify_access_token};

/// The signed-in user a request is for, by id: every query of this module is keyed by it, so a user only ever
/// reaches their own rows. The token is verified like `/api/me/pastes` does (signature, expiry, and a session
/// and user that still exist); without a valid one the request is refused before its body is read.
#[derive(Debug, Clone)]
pub struct Me(pub String);

impl FromRequestParts<AppState> for Me {
    type Rejection = MeError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> MeResult<Self> {
        let token = bearer_token(&parts.headers).filter(|token| !token.is_empty()).ok_or(MeError::InvalidToken)?;
        match verify_access_token(&state.auth, token).await {
            Ok(caller) => Ok(Self(caller.user.id)),
            Err(error) if error.status.is_server_error() => Err(MeError::Internal),
            Err(_) => Err(MeError::InvalidToken),
        }
    }
}

/// A request body type and its limit: the route's `DefaultBodyLimit` is [`Self::MAX_BYTES`] (see `me::router`),
/// and a longer body is answered 413 with [`Self::TOO_LARGE`].
pub trait LimitedBody: DeserializeOwned {
    const MAX_BYTES: usize;
    const TOO_LARGE: &'static str;
}

/// A JSON body of type `T`. Its size is checked before any of it is parsed: a `Content-Length` over the limit
/// is refused without reading the body, and a body without one stops being read at the limit (axum's body
/// limit). It must be sent as `application/json`, like the accounts API's bodies.
#[derive(Debug)]
pub struct MeJson<T>(pub T);

impl<T: LimitedBody, S: Send + Sync> FromRequest<S> for MeJson<T> {
    type Rejection = MeError;

    async fn from_request(request: Request, state: &S) -> MeResult<Self> {
        if !request.headers().get(header::CONTENT_TYPE).is_some_and(is_json_content_type) {
            return Err(MeError::NotJson);
        }
        let declared = request
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > T::MAX_BYTES as u64) {
            return Err(MeError::TooLarge(T::TOO_LARGE));
        }
        let bytes = Bytes::from_request(request, state).await.map_err(|rejection| match rejection {
            BytesRejection::FailedToBufferBody(FailedToBufferBody::LengthLimitError(_)) => {
                MeError::TooLarge(T::TOO_LARGE)
            }
            _ => MeError::BadJson("Could not read the request body.".to_owned()),
        })?;
        serde_json::from_slice(&bytes)
            .map(Self)
            .map_err(|error| MeError::BadJson(format!("Could not read the request body as JSON: {error}")))
    }
}
