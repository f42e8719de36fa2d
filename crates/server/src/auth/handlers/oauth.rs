//! `GET /auth/v1/authorize?provider=…` and `GET /auth/v1/callback`: sign-in through an OAuth 2 / OpenID
//! Connect provider with PKCE on both legs (ours to the provider, and the client's to us when it sends a
//! `code_challenge`).
//!
//! A provider identity signs in the user it is linked to; otherwise it is linked to the account with the same
//! e-mail address when the provider vouches for that address; otherwise a new account is made. An address
//! the provider has not verified is refused, so nobody can take over an account through a provider that lets
//! them claim any address.

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use url::Url;

use super::PkceParams;
use super::verify::{error_redirect, with_fragment};
use crate::AppState;
use crate::auth::error::AuthCode;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::resolve_redirect;
use crate::auth::providers::ProviderUser;
use crate::auth::store::{FlowStateRow, IdentityRow, UserRow};
use crate::auth::users::{checked_metadata, merge_metadata, parse_object};
use crate::auth::{Auth, sessions};
use crate::{secrets, time};

/// How long the browser may take at the provider.
const FLOW_LIFETIME_MS: i64 = 10 * 60 * 1000;

#[derive(Debug, Deserialize)]
pub struct AuthorizeQuery {
    provider: Option<String>,
    redirect_to: Option<String>,
    #[serde(flatten)]
    pkce: PkceParams,
}

pub async fn authorize(State(state): State<AppState>, Query(query): Query<AuthorizeQuery>) -> AuthResult<Response> {
    let auth = &state.auth;
    let name = query.provider.as_deref().unwrap_or_default();
    let provider = auth
        .config
        .providers
        .get(name)
        .ok_or_else(|| AuthError::validation("Unsupported provider: provider is not enabled"))?;
    let now = time::now_ms();
    auth.store.delete_flow_states_before(now - FLOW_LIFETIME_MS).await?;
    let client_pkce = query.pkce.challenge()?;
    let state_token = secrets::random_token(32);
    let verifier = secrets::random_token(48);
    let nonce = secrets::random_token(16);
    let flow = FlowStateRow {
        id: secrets::uuid_v4(),
        state_hash: Some(secrets::token_hash(&state_token)),
        auth_code_hash: None,
        code_challenge: client_pkce.as_ref().map(|pkce| pkce.challenge.clone()),
        code_challenge_method: client_pkce.map(|pkce| pkce.method.to_owned()),
        authentication_method: "oauth".into(),
        provider: Some(provider.name().to_owned()),
        provider_code_verifier: Some(verifier.clone()),
        nonce: Some(nonce.clone()),
        redirect_to: resolve_redirect(auth, query.redirect_to.as_deref()),
        user_id: None,
        created_at: now,
        auth_code_issued_at: None,
    };
    auth.store.insert_flow_state(&flow).await?;
    let url = provider
        .authorization_url(&auth.http, &callback_url(auth), &state_token, &secrets::pkce_challenge(&verifier), &nonce)
        .await
        .map_err(|error| AuthError::internal(&error))?;
    Ok((StatusCode::FOUND, [(header::LOCATION, url.to_string())]).into_response())
}

fn callback_url(auth: &Auth) -> String {
    format!("{}/auth/v1/callback", auth.site())
}

#[derive(Debug, Deserialize)]
pub struct CallbackQuery {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
    error_description: Option<String>,
}

pub async fn callback(State(state): State<AppState>, Query(query): Query<CallbackQuery>) -> Response {
    let auth = &state.auth;
    let flow = match query.state.as_deref().filter(|s| !s.is_empty()) {
        Some(state_token) => auth.store.take_flow_state_by_state(&secrets::token_hash(state_token)).await,
        None => Ok(None),
    };
    let flow = match flow {
        Ok(Some(flow)) if time::now_ms() - flow.created_at <= FLOW_LIFETIME_MS => flow,
        Ok(_) => {
            let error = AuthError::new(
                StatusCode::BAD_REQUEST,
                AuthCode::BadOauthState,
                "OAuth state is invalid or has expired",
            );
            return Redirect::to(&error_redirect(auth.site_url.as_str(), &error)).into_response();
        }
        Err(error) => {
            return Redirect::to(&error_redirect(auth.site_url.as_str(), &AuthError::from(error))).into_response();
        }
    };
    let redirect_to = flow.redirect_to.clone();
    if let Some(error) = query.error.as_deref() {
        let description = query.error_description.clone().unwrap_or_else(|| error.to_owned());
        let error = AuthError::new(StatusCode::FORBIDDEN, AuthCode::BadOauthCallback, description);
        return Redirect::to(&error_redirect(&redirect_to, &error)).into_response();
    }
    match finish(auth, flow, query.code.as_deref()).await {
        Ok(location) => Redirect::to(&location).into_response(),
        Err(error) => Redirect::to(&error_redirect(&redirect_to, &error)).into_response(),
    }
}

async fn finish(auth: &Auth, flow: FlowStateRow, code: Option<&str>) -> AuthResult<String> {
    let code = code.filter(|c| !c.is_empty()).ok_or_else(|| {
        AuthError::new(
            StatusCode::BAD_REQUEST,
            AuthCode::BadOauthCallback,
            "OAuth callback with missing authorization code",
        )
    })?;
    let name = flow.provider.as_deref().unwrap_or_default();
    let provider = auth.config.providers.get(name).ok_or_else(|| AuthError::validation("Unsupported provider"))?;
    let verifier = flow.provider_code_verifier.as_deref().unwrap_or_default();
    let nonce = flow.nonce.as_deref().unwrap_or_default();
    let identity =
        provider.exchange_code(&auth.http, &callback_url(auth), code, verifier, nonce).await.map_err(|error| {
            tracing::warn!(provider = name, %error, "OAuth code exchange failed");
            AuthError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                AuthCode::UnexpectedFailure,
                "Error getting user profile from external provider",
            )
        })?;
    let user = sign_in_user(auth, name, &identity).await?;

    let mut target = Url::parse(&flow.redirect_to).map_err(|error| AuthError::internal(&error))?;
    if flow.code_challenge.is_some() {
        let auth_code = secrets::random_token(32);
        auth.store.issue_auth_code(&flow, &secrets::token_hash(&auth_code), &user.id, time::now_ms()).await?;
        target.query_pairs_mut().append_pair("code", &auth_code);
        return Ok(target.to_string());
    }
    let session = sessions::start_session(auth, &user, "oauth").await?;
    let text = |value: &Value| value.as_str().map_or_else(|| value.to_string(), str::to_owned);
    Ok(with_fragment(
        &target,
        &[
            ("access_token", text(&session["access_token"])),
            ("expires_at", text(&session["expires_at"])),
            ("expires_in", text(&session["expires_in"])),
            ("refresh_token", text(&session["refresh_token"])),
            ("token_type", "bearer".to_owned()),
        ],
    ))
}

/// The user this provider identity belongs to: linked before, linked now by verified e-mail, or new.
async fn sign_in_user(auth: &Auth, provider: &str, identity: &ProviderUser) -> AuthResult<UserRow> {
    let now = time::now_ms();
    let email = identity.email.as_deref().map(str::trim).map(str::to_lowercase).filter(|e| !e.is_empty());
    let identity_data = identity_data(identity, email.as_deref());
    if let Some(existing) = auth.store.identity(provider, &identity.subject).await? {
        auth.store.refresh_identity(&existing.id, &identity_data.to_string(), email.as_deref(), now).await?;
        return auth
            .store
            .user_by_id(&existing.user_id)
            .await?
            .ok_or_else(|| AuthError::internal(&"identity without user"));
    }
    let Some(email) = email.filter(|_| identity.email_verified) else {
        return Err(AuthError::new(
            StatusCode::FORBIDDEN,
            AuthCode::ProviderEmailNeedsVerification,
            "Verify your e-mail address with the provider before signing in with it",
        ));
    };
    let user = match auth.store.user_by_email(&email).await? {
        Some(user) => {
            let unproven = user.email_confirmed_at.is_none();
            if unproven {
                // The provider proves the mailbox; a password someone set without proving it is dropped, so
                // whoever pre-registered this address cannot sign in to the owner's account.
                auth.store.set_password(&user.id, None, now).await?;
                auth.store.confirm_email(&user.id, now).await?;
            }
            let mut app = parse_object(&user.app_metadata);
            let mut providers: Vec<Value> = app["providers"].as_array().cloned().unwrap_or_default();
            if !providers.iter().any(|p| p == provider) {
                providers.push(json!(provider));
            }
            app["providers"] = Value::Array(providers);
            auth.store.set_app_metadata(&user.id, &app.to_string(), now).await?;
            // Profile fields of an unproven sign-up are the pre-registrant's words, not the owner's: dropped too.
            let mut metadata = if unproven { json!({}) } else { parse_object(&user.user_metadata) };
            let additions: serde_json::Map<String, Value> = identity_metadata(identity, &email)
                .into_iter()
                .filter(|(key, _)| metadata.get(key).is_none())
                .collect();
            merge_metadata(&mut metadata, &additions);
            // Provider fields that would take it over its limit are left out; the sign-in goes on.
            match checked_metadata(&metadata) {
                Ok(text) => auth.store.set_user_metadata(&user.id, &text, now).await?,
                Err(_) if unproven => auth.store.set_user_metadata(&user.id, "{}", now).await?,
                Err(_) => {}
            }
            user
        }
        None => {
            let id = secrets::uuid_v4();
            let user = UserRow {
                id: id.clone(),
                email: Some(email.clone()),
                encrypted_password: None,
                email_confirmed_at: Some(now),
                confirmation_sent_at: None,
                recovery_sent_at: None,
                email_change: None,
                email_change_sent_at: None,
                last_sign_in_at: None,
                app_metadata: json!({ "provider": provider, "providers": [provider] }).to_string(),
                user_metadata: checked_metadata(&Value::Object(identity_metadata(identity, &email)))
                    .unwrap_or_else(|_| "{}".to_owned()),
                created_at: now,
                updated_at: now,
            };
            if !auth.store.insert_user(&user).await? {
                return Err(AuthError::new(StatusCode::CONFLICT, AuthCode::Conflict, "Please try signing in again"));
            }
            user
        }
    };
    auth.store
        .insert_identity(&IdentityRow {
            id: secrets::uuid_v4(),
            user_id: user.id.clone(),
            provider: provider.to_owned(),
            provider_id: identity.subject.clone(),
            identity_data: identity_data.to_string(),
            email: Some(email),
            last_sign_in_at: Some(now),
            created_at: now,
            updated_at: now,
        })
        .await?;
    auth.store.user_by_id(&user.id).await?.ok_or_else(|| AuthError::internal(&"user vanished"))
}

/// What the identity row keeps: the provider's own answer, plus the normalised fields GoTrue adds.
fn identity_data(identity: &ProviderUser, email: Option<&str>) -> Value {
    let mut data = match &identity.raw {
        Value::Object(object) => Value::Object(object.clone()),
        _ => json!({}),
    };
    data["sub"] = json!(identity.subject);
    data["provider_id"] = json!(identity.subject);
    data["email"] = json!(email);
    data["email_verified"] = json!(identity.email_verified);
    if let Some(name) = &identity.full_name {
        data["full_name"] = json!(name);
    }
    if let Some(avatar) = &identity.avatar_url {
        data["avatar_url"] = json!(avatar);
    }
    data
}

/// The profile fields a provider fills in (`full_name`, `avatar_url`, …), as GoTrue puts them in user_metadata.
fn identity_metadata(identity: &ProviderUser, email: &str) -> serde_json::Map<String, Value> {
    let mut metadata = serde_json::Map::new();
    metadata.insert("email".into(), json!(email));
    metadata.insert("email_verified".into(), json!(identity.email_verified));
    metadata.insert("sub".into(), json!(identity.subject));
    metadata.insert("provider_id".into(), json!(identity.subject));
    if let Some(name) = &identity.full_name {
        metadata.insert("full_name".into(), json!(name));
        metadata.insert("name".into(), json!(name));
    }
    if let Some(avatar) = &identity.avatar_url {
        metadata.insert("avatar_url".into(), json!(avatar));
        metadata.insert("picture".into(), json!(avatar));
    }
    metadata
}
