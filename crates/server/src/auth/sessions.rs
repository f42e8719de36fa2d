//! Sessions: what a sign-in returns (access token + refresh token + user) and refresh-token rotation.
//!
//! A refresh token is used once. Rotating it marks it revoked and issues a child derived as
//! HMAC(server key, parent ‖ random nonce): only the hash and the nonce are stored, yet a client that presents
//! the parent again within [`REUSE_WINDOW_MS`] (it lost the first answer, or two tabs refreshed at once) gets
//! that same child back. Presenting a used token later is treated as theft: the whole session ends.

use serde_json::{Value, json};

use super::Auth;
use super::error::{AuthError, AuthResult};
use super::jwt::{ACCESS_TOKEN_SECONDS, AUDIENCE, Amr, Claims};
use super::store::{RefreshTokenRow, SessionRow, UserRow};
use super::users::{parse_object, user_json};
use crate::auth::error::AuthCode;
use crate::{secrets, time};

/// How long a used refresh token may be presented again (GoTrue's default reuse interval).
pub const REUSE_WINDOW_MS: i64 = 10_000;

/// Starts a session for `user` and returns GoTrue's session JSON.
pub async fn start_session(auth: &Auth, user: &UserRow, amr_method: &str) -> AuthResult<Value> {
    let now = time::now_ms();
    let session = SessionRow {
        id: secrets::uuid_v4(),
        user_id: user.id.clone(),
        amr_method: amr_method.to_owned(),
        created_at: now,
        updated_at: now,
    };
    auth.store.insert_session(&session).await?;
    auth.store.record_sign_in(&user.id, now).await?;
    let refresh_token = secrets::random_token(32);
    store_refresh_token(auth, &session.id, &refresh_token, None, now).await?;
    session_json(auth, &session, &user.id, &refresh_token).await
}

/// `grant_type=refresh_token`.
pub async fn refresh(auth: &Auth, presented: &str) -> AuthResult<Value> {
    let not_found = || {
        AuthError::new(
            axum::http::StatusCode::BAD_REQUEST,
            AuthCode::RefreshTokenNotFound,
            "Invalid Refresh Token: Refresh Token Not Found",
        )
    };
    let token = auth.store.refresh_token_by_hash(&secrets::token_hash(presented)).await?.ok_or_else(not_found)?;
    let session = auth.store.session(&token.session_id).await?.ok_or_else(not_found)?;
    let now = time::now_ms();

    if token.revoked == 0 && auth.store.revoke_refresh_token(&token.id, now).await? {
        let nonce = secrets::random_token(16);
        let child = derive_child(auth, presented, &nonce);
        store_refresh_token(auth, &session.id, &child, Some((token.id, nonce)), now).await?;
        return session_json(auth, &session, &session.user_id, &child).await;
    }

    // Used before (or by a concurrent request a moment ago): re-read when it was revoked.
    let used = auth.store.refresh_token_by_hash(&token.token_hash).await?.ok_or_else(not_found)?;
    if now - used.updated_at <= REUSE_WINDOW_MS
        && let Some(again) = reissue_child(auth, presented, &used.id).await?
    {
        return session_json(auth, &session, &session.user_id, &again).await;
    }
    tracing::warn!(session_id = %session.id, "a used refresh token was presented again; ending the session");
    auth.store.delete_session(&session.id).await?;
    Err(AuthError::new(
        axum::http::StatusCode::BAD_REQUEST,
        AuthCode::RefreshTokenAlreadyUsed,
        "Invalid Refresh Token: Already Used",
    ))
}

/// The child of a token used a moment ago, if it is still the session's current token. A concurrent request
/// may have revoked the parent without having stored the child yet, so its absence is re-checked briefly.
async fn reissue_child(auth: &Auth, presented: &str, parent_id: &str) -> AuthResult<Option<String>> {
    for _ in 0..20 {
        if let Some(child) = auth.store.refresh_token_child(parent_id).await? {
            let Some(nonce) = child.derivation_nonce.filter(|_| child.revoked == 0) else {
                return Ok(None);
            };
            let again = derive_child(auth, presented, &nonce);
            let matches =
                secrets::constant_time_eq(secrets::token_hash(&again).as_bytes(), child.token_hash.as_bytes());
            return Ok(matches.then_some(again));
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    Ok(None)
}

/// Stores the hash of a session's new refresh token; a rotated one records its parent and derivation nonce.
async fn store_refresh_token(
    auth: &Auth,
    session_id: &str,
    token: &str,
    parent: Option<(String, String)>,
    now: i64,
) -> AuthResult<()> {
    let (parent_id, derivation_nonce) = parent.unzip();
    let row = RefreshTokenRow {
        id: secrets::uuid_v4(),
        session_id: session_id.to_owned(),
        token_hash: secrets::token_hash(token),
        parent_id,
        derivation_nonce,
        revoked: 0,
        created_at: now,
        updated_at: now,
    };
    Ok(auth.store.insert_refresh_token(&row).await?)
}

fn derive_child(auth: &Auth, parent: &str, nonce: &str) -> String {
    secrets::hmac_sha256(&auth.refresh_key, format!("{parent}.{nonce}").as_bytes())
}

/// `{access_token, token_type, expires_in, expires_at, refresh_token, user}` with a fresh access token.
async fn session_json(auth: &Auth, session: &SessionRow, user_id: &str, refresh_token: &str) -> AuthResult<Value> {
    let user = auth.store.user_by_id(user_id).await?.ok_or_else(AuthError::session_not_found)?;
    let identities = auth.store.identities_of(user_id).await?;
    let now_s = time::now_ms() / 1000;
    let expires_at = now_s + ACCESS_TOKEN_SECONDS;
    let claims = Claims {
        sub: user.id.clone(),
        aud: AUDIENCE.into(),
        exp: expires_at,
        iat: now_s,
        iss: format!("{}/auth/v1", auth.site()),
        email: user.email.clone().unwrap_or_default(),
        phone: String::new(),
        role: "authenticated".into(),
        session_id: session.id.clone(),
        app_metadata: parse_object(&user.app_metadata),
        aal: "aal1".into(),
        amr: vec![Amr { method: session.amr_method.clone(), timestamp: session.created_at / 1000 }],
        is_anonymous: false,
    };
    Ok(json!({
        "access_token": auth.jwt.sign(&claims)?,
        "token_type": "bearer",
        "expires_in": ACCESS_TOKEN_SECONDS,
        "expires_at": expires_at,
        "refresh_token": refresh_token,
        "user": user_json(&user, &identities),
    }))
}
