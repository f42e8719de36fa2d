//! `POST /auth/v1/signup`.

use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{PkceParams, RedirectQuery, limit_request};
use crate::AppState;
use crate::auth::error::AuthCode;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkKind, LinkMail, count_mail, resolve_redirect, send_link};
use crate::auth::request::{JsonBody, normalize_email};
use crate::auth::users::{checked_metadata, new_email_user, user_json};
use crate::auth::{password, sessions};
use crate::client::ClientKey;
use crate::locales::Locale;
use crate::time;

#[derive(Debug, Deserialize)]
pub struct SignupBody {
    email: Option<String>,
    password: Option<String>,
    data: Option<Value>,
    #[serde(flatten)]
    pkce: PkceParams,
}

/// With auto-confirm a session; otherwise the user (no session) and a confirmation mail. An address that is
/// already registered gets an answer of the same shape and timing, and no second account. The mail is written in
/// the request's language.
pub async fn signup(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    locale: Locale,
    Query(query): Query<RedirectQuery>,
    JsonBody(body): JsonBody<SignupBody>,
) -> AuthResult<Json<Value>> {
    let auth = &state.auth;
    let email = normalize_email(body.email.as_deref())?;
    limit_request(auth, "signup", &client, Some(&email)).await?;
    let password = body.password.as_deref().unwrap_or_default();
    if password.is_empty() {
        return Err(AuthError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            AuthCode::ValidationFailed,
            "Signup requires a valid password",
        ));
    }
    password::check_strength(password)?;
    // Checked before any lookup, so a bad challenge is refused alike for new and existing addresses.
    let pkce = body.pkce.challenge()?;
    let metadata = match body.data {
        None | Some(Value::Null) => json!({}),
        Some(object @ Value::Object(_)) => object,
        Some(_) => return Err(AuthError::validation("data must be a JSON object")),
    };
    checked_metadata(&metadata)?;
    let redirect_to = resolve_redirect(auth, query.redirect_to.as_deref());
    let mail = LinkMail { redirect_to: &redirect_to, pkce: pkce.as_ref(), locale };
    let autoconfirm = auth.config.autoconfirm;

    // Hashed in every case, so an existing address costs the same time as a new one.
    let hash = auth.passwords.hash(password).await?;
    let now = time::now_ms();
    let (user, identity) = new_email_user(&email, &hash, &metadata, autoconfirm, now);
    let existing = auth.store.user_by_email(&email).await?;
    let created = existing.is_none() && auth.store.insert_user(&user).await?;
    if !created {
        if autoconfirm {
            return Err(AuthError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                AuthCode::UserAlreadyExists,
                "User already registered",
            ));
        }
        if let Some(existing) = existing.filter(|user| user.email_confirmed_at.is_none()) {
            // Someone who lost their confirmation mail signs up again: send it again (quietly within limits).
            if count_mail(auth, &email, &client, None).await.is_ok() {
                send_link(auth, LinkKind::Signup, &existing.id, &email, mail).await?;
                auth.store.record_confirmation_sent(&existing.id, now).await?;
            }
        }
        // The rows built for this request were never stored: they look exactly like a new account's.
        return Ok(Json(user_json(&user, std::slice::from_ref(&identity))));
    }
    auth.store.insert_identity(&identity).await?;
    if autoconfirm {
        return Ok(Json(sessions::start_session(auth, &user, "password").await?));
    }
    // A new address is under its mail allowance unless it was flooded; then, like an existing one, no mail.
    if count_mail(auth, &email, &client, None).await.is_ok() {
        send_link(auth, LinkKind::Signup, &user.id, &email, mail).await?;
    }
    Ok(Json(user_json(&user, std::slice::from_ref(&identity))))
}
