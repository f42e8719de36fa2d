//! `GET /auth/v1/user` and `PUT /auth/v1/user`.

use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::{Map, Value};

use super::{PkceParams, RedirectQuery};
use crate::AppState;
use crate::auth::error::AuthCode;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkMail, count_mail, resolve_redirect, send_email_change};
use crate::auth::request::{Authenticated, JsonBody, normalize_email};
use crate::auth::users::{checked_metadata, load_user_json, merge_metadata, parse_object};
use crate::auth::{Auth, password};
use crate::locales::Locale;
use crate::time;

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

/// `data` merges into `user_metadata` (at most [`MAX_USER_METADATA_BYTES`] of JSON); a new password needs the
/// current one (except in a session begun by a recovery link), must differ from it, and ends the user's other
/// sessions; a new e-mail address takes effect once both it and the current address have confirmed by the links
/// mailed to them (GoTrue's secure e-mail change), so an access token alone cannot move the account elsewhere.
/// Everything is checked before anything changes: a refused update leaves the account as it was. The e-mail change
/// mails are written in the request's language.
///
/// [`MAX_USER_METADATA_BYTES`]: crate::auth::users::MAX_USER_METADATA_BYTES
pub async fn update_user(
    State(state): State<AppState>,
    Query(query): Query<RedirectQuery>,
    locale: Locale,
    caller: Authenticated,
    JsonBody(body): JsonBody<UpdateBody>,
) -> AuthResult<Json<Value>> {
    let auth = &state.auth;
    let user = &caller.user;
    let now = time::now_ms();
    let pkce = body.pkce.challenge()?;
    let metadata = match &body.data {
        Some(changes) => {
            let mut metadata = parse_object(&user.user_metadata);
            merge_metadata(&mut metadata, changes);
            Some(checked_metadata(&metadata)?)
        }
        None => None,
    };
    let new_email = match body.email.as_deref() {
        Some(requested) => Some(normalize_email(Some(requested))?).filter(|email| Some(email) != user.email.as_ref()),
        None => None,
    };
    if let Some(new_email) = &new_email
        && auth.store.user_by_email(new_email).await?.is_some()
    {
        return Err(AuthError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            AuthCode::EmailExists,
            "A user with this email address has already been registered",
        ));
    }
    let password_hash = match body.password.as_deref() {
        Some(new_password) => {
            Some(new_password_hash(auth, &caller, new_password, body.current_password.as_deref()).await?)
        }
        None => None,
    };
    if let Some(new_email) = &new_email {
        // Both addresses get a mail, each counted against its hourly allowance.
        count_mail(auth, new_email, &user.id, None).await?;
        if let Some(current) = &user.email {
            count_mail(auth, current, &user.id, None).await?;
        }
    }

    if let Some(hash) = password_hash {
        auth.store.set_password(&user.id, Some(&hash), now).await?;
        auth.store.delete_user_sessions(&user.id, Some(&caller.session.id)).await?;
        // A recovery link mailed before the change must not be able to undo it.
        auth.store.delete_one_time_tokens(&user.id, "recovery").await?;
    }
    if let Some(metadata) = metadata {
        auth.store.set_user_metadata(&user.id, &metadata, now).await?;
    }
    if let Some(new_email) = new_email {
        let redirect_to = resolve_redirect(auth, query.redirect_to.as_deref());
        let mail = LinkMail { redirect_to: &redirect_to, pkce: pkce.as_ref(), locale };
        send_email_change(auth, user, &new_email, mail).await?;
    }

    Ok(Json(load_user_json(auth, user).await?))
}

/// The hash of an allowed new password: strong enough, different from the current one, and (outside a session
/// begun by a recovery link) authorised by the current one.
async fn new_password_hash(
    auth: &Auth,
    caller: &Authenticated,
    new_password: &str,
    current_password: Option<&str>,
) -> AuthResult<String> {
    let user = &caller.user;
    password::check_strength(new_password)?;
    let recovering = caller.session.amr_method == "recovery";
    if !recovering && user.encrypted_password.is_some() {
        let current = current_password.filter(|p| !p.is_empty()).ok_or_else(|| {
            AuthError::new(
                StatusCode::BAD_REQUEST,
                AuthCode::CurrentPasswordRequired,
                "Current password required when setting new password.",
            )
        })?;
        // One longer than any password that can be set is wrong without hashing it.
        if !password::within_max_length(current)
            || !auth.passwords.verify(current, user.encrypted_password.as_deref()).await?
        {
            return Err(AuthError::new(
                StatusCode::BAD_REQUEST,
                AuthCode::CurrentPasswordMismatch,
                "Current password is incorrect.",
            ));
        }
    }
    if auth.passwords.verify(new_password, user.encrypted_password.as_deref()).await? {
        return Err(AuthError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            AuthCode::SamePassword,
            "New password should be different from the old password.",
        ));
    }
    auth.passwords.hash(new_password).await
}
