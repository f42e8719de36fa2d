//! What the `/api/me` handlers read from a request: whose data it is (the access token's user), and a JSON body
//! within its route's size limit.

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use super::error::{MeError, MeResult};
use crate::AppState;
use crate::auth::caller;
use crate::http::body::{self, BodyError};

/// The signed-in user a request is for, by id: every query of this module is keyed by it, so a user only ever
/// reaches their own rows. Without a valid token the request is refused before its body is read.
#[derive(Debug, Clone)]
pub struct Me(pub String);

impl FromRequestParts<AppState> for Me {
    type Rejection = MeError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> MeResult<Self> {
        let caller = caller(state, &parts.headers).await?.ok_or(MeError::InvalidToken)?;
        Ok(Self(caller.user.id))
    }
}

/// A request body type and its limit: a longer body is answered 413 with [`Self::TOO_LARGE`].
pub trait LimitedBody: DeserializeOwned {
    const MAX_BYTES: usize;
    const TOO_LARGE: &'static str;
}

/// A JSON body of type `T`, sent as `application/json`, within `T`'s limit (refused before it is read when its
/// `Content-Length` is over; never read past it otherwise).
#[derive(Debug)]
pub struct MeJson<T>(pub T);

impl<T: LimitedBody, S: Send + Sync> FromRequest<S> for MeJson<T> {
    type Rejection = MeError;

    async fn from_request(request: Request, _: &S) -> MeResult<Self> {
        let (parts, body) = request.into_parts();
        body::read_json(&parts.headers, body, T::MAX_BYTES, None).await.map(Self).map_err(|error| match error {
            BodyError::NotJson => MeError::NotJson,
            BodyError::TooLarge { .. } => MeError::TooLarge(T::TOO_LARGE),
            BodyError::Unreadable => MeError::BadJson("Could not read the request body.".to_owned()),
            BodyError::BadJson(error) => MeError::BadJson(format!("Could not read the request body as JSON: {error}")),
        })
    }
}
