//! `POST /auth/v1/token?grant_type=password|refresh_token|pkce`.

use axum::Json;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{AppendHeaders, IntoResponse as _, Response};
use serde::Deserialize;
use serde_json::Value;

use super::limit_request;
use crate::AppState;
use crate::auth::Auth;
use crate::auth::error::AuthCode;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::limits;
use crate::auth::request::{JsonBody, normalize_email};
use crate::auth::{devices, password, sessions};
use crate::client::ClientKey;
use crate::rate_limit::{Bucket, HOUR};
use crate::{secrets, time};

/// How long an authorization code from a PKCE flow may wait to be exchanged.
const AUTH_CODE_LIFETIME_MS: i64 = 5 * 60 * 1000;

#[derive(Debug, Deserialize)]
pub struct GrantQuery {
    grant_type: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct TokenBody {
    email: Option<String>,
    password: Option<String>,
    refresh_token: Option<String>,
    auth_code: Option<String>,
    code_verifier: Option<String>,
}

pub async fn token(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    headers: HeaderMap,
    Query(query): Query<GrantQuery>,
    JsonBody(body): JsonBody<TokenBody>,
) -> AuthResult<Response> {
    let auth = &state.auth;
    let session = match query.grant_type.as_deref() {
        Some("password") => {
            let (session, device_cookie) = password_grant(auth, &client, &headers, body).await?;
            return Ok((AppendHeaders([(header::SET_COOKIE, device_cookie)]), Json(session)).into_response());
        }
        Some("refresh_token") => {
            let limits = &auth.config.rate_limits;
            limits::request(&auth.limits, Bucket::Ip("refresh_token"), &client, limits.refresh_per_ip, limits.window)
                .await?;
            let presented = body.refresh_token.filter(|t| !t.is_empty());
            let presented = presented.ok_or_else(|| AuthError::validation("refresh_token required"))?;
            sessions::refresh(auth, &presented).await?
        }
        Some("pkce") => {
            limit_request(auth, "token", &client, None).await?;
            pkce_grant(auth, body).await?
        }
        _ => {
            return Err(AuthError::validation("unsupported_grant_type"));
        }
    };
    Ok(Json(session).into_response())
}

/// Same answer, in the same time, for an unknown e-mail and a wrong password; "not confirmed" only after the
/// right password. A sign-in also returns the cookie that makes the device known to the account.
async fn password_grant(
    auth: &Auth,
    client: &str,
    headers: &HeaderMap,
    body: TokenBody,
) -> AuthResult<(Value, HeaderValue)> {
    let email = normalize_email(body.email.as_deref()).map_err(|_| AuthError::invalid_credentials())?;
    limit_request(auth, "token", client, Some(&email)).await?;
    let password = body.password.unwrap_or_default();
    // Longer than any password that can be set: wrong, without an Argon2 run over it.
    if password.is_empty() || !password::within_max_length(&password) {
        return Err(AuthError::invalid_credentials());
    }
    // Failures from devices the account does not know share one allowance; a known device has its own, so a
    // flood of guesses from elsewhere holds back new devices only.
    let (failures, key) = match devices::recognize(auth, headers, &email) {
        Some(device) => (Bucket::FailedSignInsOnDevice, device.id),
        None => (Bucket::FailedSignIns, email.clone()),
    };
    let failed_limit = auth.config.rate_limits.failed_sign_ins_per_hour;
    if let Some(seconds) = auth.limits.exhausted(failures, &key, failed_limit, HOUR).await {
        return Err(AuthError::rate_limited(AuthCode::OverRequestRateLimit, "Request rate limit reached", seconds));
    }
    let user = auth.store.user_by_email(&email).await?;
    let hash = user.as_ref().and_then(|user| user.encrypted_password.as_deref());
    if !auth.passwords.verify(&password, hash).await? {
        // Counted for unknown addresses too, so the limit says nothing about which accounts exist.
        let _ = auth.limits.hit(failures, &key, failed_limit, HOUR).await;
        return Err(AuthError::invalid_credentials());
    }
    let user = user.ok_or_else(AuthError::invalid_credentials)?;
    if user.email_confirmed_at.is_none() {
        return Err(AuthError::new(StatusCode::BAD_REQUEST, AuthCode::EmailNotConfirmed, "Email not confirmed"));
    }
    let session = sessions::start_session(auth, &user, "password").await?;
    Ok((session, devices::remember(auth, &email)))
}

/// Exchanges the code of a PKCE flow (an e-mailed link or an OAuth sign-in) with the verifier only the client
/// that started the flow knows.
async fn pkce_grant(auth: &Auth, body: TokenBody) -> AuthResult<Value> {
    let (Some(code), Some(verifier)) =
        (body.auth_code.filter(|c| !c.is_empty()), body.code_verifier.filter(|v| !v.is_empty()))
    else {
        return Err(AuthError::validation("invalid request: both auth code and code verifier should be non-empty"));
    };
    let flow = auth.store.take_flow_state_by_auth_code(&secrets::token_hash(&code)).await?.ok_or_else(|| {
        AuthError::new(
            StatusCode::NOT_FOUND,
            AuthCode::FlowStateNotFound,
            "invalid flow state, no valid flow state found",
        )
    })?;
    let issued_at = flow.auth_code_issued_at.unwrap_or(flow.created_at);
    if time::now_ms() - issued_at > AUTH_CODE_LIFETIME_MS {
        return Err(AuthError::new(
            StatusCode::NOT_FOUND,
            AuthCode::FlowStateExpired,
            "invalid flow state, flow state has expired",
        ));
    }
    let challenge = flow.code_challenge.as_deref().unwrap_or_default();
    let computed = match flow.code_challenge_method.as_deref() {
        Some("plain") => verifier.clone(),
        _ => secrets::pkce_challenge(&verifier),
    };
    if challenge.is_empty() || !secrets::constant_time_eq(computed.as_bytes(), challenge.as_bytes()) {
        return Err(AuthError::new(
            StatusCode::FORBIDDEN,
            AuthCode::BadCodeVerifier,
            "code challenge does not match previously saved code verifier",
        ));
    }
    let user_id = flow.user_id.as_deref().unwrap_or_default();
    let user = auth
        .store
        .user_by_id(user_id)
        .await?
        .ok_or_else(|| AuthError::new(StatusCode::NOT_FOUND, AuthCode::UserNotFound, "User not found"))?;
    sessions::start_session(auth, &user, amr_of(&flow.authentication_method)).await
}

/// The JWT `amr` method of a session begun by a flow.
pub fn amr_of(authentication_method: &str) -> &'static str {
    match authentication_method {
        "recovery" => "recovery",
        "email_change" => "email_change",
        "oauth" => "oauth",
        _ => "otp",
    }
}
