//! `GET /auth/v1/user` and `PUT /auth/v1/user`.

use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::{PkceParams, RedirectQuery};
use crate::AppState;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkKind, count_mail, resolve_redirect, send_link};
use crate::auth::request::{Authenticated, JsonBody, normalize_email};
use crate::auth::users::{load_user_json, merge_metadata, parse_object};
use crate::auth::{password, time};

pub async fn get_user(State(state): State<AppState>, caller: Authenticated) -> AuthResult<Json<Value>> {
    Ok(Json(load_user_json(&state.auth, &caller.user).await?))
}

#[derive(Debug, Deserialize)]
pub struct UpdateBody {
    email: Option<String>,
    password: Option<String>,
    current_password: Option<String>,
    data: Option<Map<String, Value>>,
    #[serde(flatten)]
    pkce: PkceParams,
}

/// `data` merges into `user_metadata`; a new password needs the current one (except in a session begun by a
/// recovery link), must differ from it, and ends the user's other sessions; a new e-mail address is confirmed
/// by a link sent to it.
pub async fn update_user(
    State(state): State<AppState>,
    Query(query): Query<RedirectQuery>,
    caller: Authenticated,
    JsonBody(body): JsonBody<UpdateBody>,
) -> AuthResult<Json<Value>> {
    let auth = &state.auth;
    let user = &caller.user;
    let now = time::now_ms();
    // Refused before anything changes: a bad challenge must not leave a half-applied update.
    let pkce = body.pkce.challenge()?;

    if let Some(new_password) = body.password.as_deref() {
        password::check_strength(new_password)?;
        let recovering = caller.session.amr_method == "recovery";
        if !recovering && user.encrypted_password.is_some() {
            let current = body.current_password.as_deref().filter(|p| !p.is_empty()).ok_or_else(|| {
                AuthError::new(
                    StatusCode::BAD_REQUEST,
                    "current_password_required",
                    "Current password required when setting new password.",
                )
            })?;
            if !auth.passwords.verify(current, user.encrypted_password.as_deref()).await? {
                return Err(AuthError::new(
                    StatusCode::BAD_REQUEST,
                    "current_password_mismatch",
                    "Current password is incorrect.",
                ));
            }
        }
        if auth.passwords.verify(new_password, user.encrypted_password.as_deref()).await? {
            return Err(AuthError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "same_password",
                "New password should be different from the old password.",
            ));
        }
        let hash = auth.passwords.hash(new_password).await?;
        auth.store.set_password(&user.id, Some(&hash), now).await?;
        auth.store.delete_user_sessions(&user.id, Some(&caller.session.id)).await?;
        // A recovery link mailed before the change must not be able to undo it.
        auth.store.delete_one_time_tokens(&user.id, "recovery").await?;
    }

    if let Some(changes) = &body.data {
        let mut metadata = parse_object(&user.user_metadata);
        merge_metadata(&mut metadata, changes);
        auth.store.set_user_metadata(&user.id, &metadata.to_string(), now).await?;
    }

    if let Some(requested) = body.email.as_deref() {
        let new_email = normalize_email(Some(requested))?;
        if Some(&new_email) != user.email.as_ref() {
            if auth.store.user_by_email(&new_email).await?.is_some() {
                return Err(AuthError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "email_exists",
                    "A user with this email address has already been registered",
                ));
            }
            count_mail(auth, &new_email, &user.id, None)?;
            let redirect_to = resolve_redirect(auth, query.redirect_to.as_deref());
            auth.store.request_email_change(&user.id, &new_email, now).await?;
            send_link(auth, LinkKind::EmailChange, &user.id, &new_email, &redirect_to, pkce.as_ref()).await?;
        }
    }

    Ok(Json(load_user_json(auth, user).await?))
}
