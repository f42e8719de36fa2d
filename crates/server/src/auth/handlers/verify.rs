//! `GET /auth/v1/verify` (the e-mailed link) and `POST /auth/v1/verify` (`verifyOtp({token_hash, type})`):
//! spend a single-use token for signup, recovery or email_change.
//!
//! The link redirects as GoTrue does: to `redirect_to` with the session in the URL fragment (implicit flow), or
//! with `?code=` when the mail was requested by a PKCE client; failures carry `error`, `error_code` and
//! `error_description` in the fragment.

use axum::Json;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::Value;
use url::Url;

use super::limit_request;
use super::token::amr_of;
use crate::AppState;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkKind, resolve_redirect};
use crate::auth::request::{ClientIp, JsonBody};
use crate::auth::store::{FlowStateRow, UserRow};
use crate::auth::{Auth, secrets, sessions, time};

/// How long an e-mailed link stays valid.
pub const LINK_LIFETIME_MS: i64 = 60 * 60 * 1000;

#[derive(Debug, Deserialize)]
pub struct VerifyQuery {
    token: Option<String>,
    #[serde(rename = "type")]
    kind: Option<String>,
    redirect_to: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct VerifyBody {
    #[serde(rename = "type")]
    kind: Option<String>,
    token_hash: Option<String>,
    token: Option<String>,
    redirect_to: Option<String>,
}

struct Verified {
    user: UserRow,
    kind: LinkKind,
    flow: Option<FlowStateRow>,
}

fn link_kind(kind: Option<&str>) -> AuthResult<LinkKind> {
    match kind {
        Some("signup" | "email") => Ok(LinkKind::Signup),
        Some("recovery") => Ok(LinkKind::Recovery),
        Some("email_change") => Ok(LinkKind::EmailChange),
        _ => Err(AuthError::validation("Verify requires a verification type")),
    }
}

/// The JWT `amr` of a session begun by a link: the same as one begun by the link's PKCE flow.
fn amr(kind: LinkKind) -> &'static str {
    amr_of(kind.authentication_method())
}

/// Spends the token and applies what it confirms.
async fn spend(auth: &Auth, kind: LinkKind, token: Option<&str>) -> AuthResult<Verified> {
    let token = token.map(str::trim).filter(|t| !t.is_empty()).ok_or_else(AuthError::otp_expired)?;
    let now = time::now_ms();
    let row = auth
        .store
        .take_one_time_token(&secrets::token_hash(token), kind.as_type(), now - LINK_LIFETIME_MS)
        .await?
        .ok_or_else(AuthError::otp_expired)?;
    let user = auth.store.user_by_id(&row.user_id).await?.ok_or_else(AuthError::otp_expired)?;
    match kind {
        // A recovery link proves the mailbox as well.
        LinkKind::Signup | LinkKind::Recovery => auth.store.confirm_email(&user.id, now).await?,
        LinkKind::EmailChange => {
            if !auth.store.apply_email_change(&user.id, &row.relates_to, now).await? {
                return Err(AuthError::otp_expired());
            }
        }
    }
    let flow = match &row.flow_state_id {
        Some(id) => auth.store.flow_state(id).await?,
        None => None,
    };
    Ok(Verified { user, kind, flow })
}

pub async fn verify_post(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    JsonBody(body): JsonBody<VerifyBody>,
) -> AuthResult<Json<Value>> {
    let auth = &state.auth;
    limit_request(auth, "verify", &ip, None)?;
    let _ = body.redirect_to;
    let kind = link_kind(body.kind.as_deref())?;
    let verified = spend(auth, kind, body.token_hash.as_deref().or(body.token.as_deref())).await?;
    Ok(Json(sessions::start_session(auth, &verified.user, amr(kind)).await?))
}

pub async fn verify_link(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    Query(query): Query<VerifyQuery>,
) -> Response {
    let auth = &state.auth;
    let requested = resolve_redirect(auth, query.redirect_to.as_deref());
    let outcome = async {
        limit_request(auth, "verify", &ip, None)?;
        let kind = link_kind(query.kind.as_deref())?;
        let verified = spend(auth, kind, query.token.as_deref()).await?;
        finish(auth, verified, &requested).await
    }
    .await;
    match outcome {
        Ok(location) => Redirect::to(&location).into_response(),
        Err(error) => Redirect::to(&error_redirect(&requested, &error)).into_response(),
    }
}

/// Where a successful link sends the browser.
async fn finish(auth: &Auth, verified: Verified, requested: &str) -> AuthResult<String> {
    let mut target = Url::parse(requested).map_err(|error| AuthError::internal(&error))?;
    if let Some(flow) = verified.flow {
        let code = secrets::random_token(32);
        auth.store.issue_auth_code(&flow, &secrets::token_hash(&code), &verified.user.id, time::now_ms()).await?;
        target.query_pairs_mut().append_pair("code", &code);
        return Ok(target.to_string());
    }
    let session = sessions::start_session(auth, &verified.user, amr(verified.kind)).await?;
    Ok(with_fragment(
        &target,
        &[
            ("access_token", text(&session["access_token"])),
            ("expires_at", text(&session["expires_at"])),
            ("expires_in", text(&session["expires_in"])),
            ("refresh_token", text(&session["refresh_token"])),
            ("token_type", "bearer".to_owned()),
            ("type", verified.kind.as_type().to_owned()),
        ],
    ))
}

fn text(value: &Value) -> String {
    value.as_str().map_or_else(|| value.to_string(), str::to_owned)
}

pub fn with_fragment(target: &Url, pairs: &[(&str, String)]) -> String {
    let mut fragment = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in pairs {
        fragment.append_pair(name, value);
    }
    let mut target = target.clone();
    target.set_fragment(Some(&fragment.finish()));
    target.to_string()
}

/// `redirect_to#error=…&error_code=…&error_description=…`, as GoTrue sends failures back to the site.
pub fn error_redirect(requested: &str, error: &AuthError) -> String {
    let Ok(target) = Url::parse(requested) else {
        return "/".to_owned();
    };
    let kind = match error.status.as_u16() {
        500.. => "server_error",
        429 => "over_request_rate_limit",
        _ => "access_denied",
    };
    with_fragment(
        &target,
        &[
            ("error", kind.to_owned()),
            ("error_code", error.code.to_owned()),
            ("error_description", error.msg.to_string()),
        ],
    )
}
