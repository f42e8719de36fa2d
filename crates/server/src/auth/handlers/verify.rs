//! `GET /auth/v1/verify` (the e-mailed link) and `POST /auth/v1/verify` (`verifyOtp({token_hash, type})`):
//! spend a single-use token for signup, recovery or email_change. An e-mail change needs both of its links (to
//! the current and to the new address); the first one answers GoTrue's [`SINGLE_CONFIRMATION`] message and starts
//! no session.
//!
//! The link redirects as GoTrue does: to `redirect_to` with the session in the URL fragment (implicit flow), or
//! with `?code=` when the mail was requested by a PKCE client; failures carry `error`, `error_code` and
//! `error_description` in the fragment.

use axum::Json;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use url::Url;

use super::limit_request;
use super::token::amr_of;
use crate::AppState;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkKind, resolve_redirect};
use crate::auth::request::JsonBody;
use crate::auth::store::{EmailChangeSide, EmailChangeStep, FlowStateRow, UserRow};
use crate::auth::{Auth, sessions};
use crate::client::ClientKey;
use crate::{secrets, time};

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

/// GoTrue's answer to the first of an e-mail change's two confirmations (no session is started).
pub const SINGLE_CONFIRMATION: &str =
    "Confirmation link accepted. Please proceed to confirm link sent to the other email";

struct Verified {
    user: UserRow,
    kind: LinkKind,
    flow: Option<FlowStateRow>,
}

/// What spending a link did.
enum Spent {
    /// What it confirms is done: a session (or a PKCE code) follows.
    Done(Box<Verified>),
    /// One of an e-mail change's two confirmations; the other address has yet to confirm.
    WaitingForOther { pkce: bool },
}

/// The links a `type` may be: both of an e-mail change's links are `email_change`, as in GoTrue.
fn link_kinds(kind: Option<&str>) -> AuthResult<&'static [LinkKind]> {
    match kind {
        Some("signup" | "email") => Ok(&[LinkKind::Signup]),
        Some("recovery") => Ok(&[LinkKind::Recovery]),
        Some("email_change") => Ok(&[LinkKind::EmailChangeCurrent, LinkKind::EmailChangeNew]),
        _ => Err(AuthError::validation("Verify requires a verification type")),
    }
}

/// The JWT `amr` of a session begun by a link: the same as one begun by the link's PKCE flow.
fn amr(kind: LinkKind) -> &'static str {
    amr_of(kind.authentication_method())
}

/// Spends the token and applies what it confirms.
async fn spend(auth: &Auth, kinds: &[LinkKind], token: Option<&str>) -> AuthResult<Spent> {
    let token = token.map(str::trim).filter(|t| !t.is_empty()).ok_or_else(AuthError::otp_expired)?;
    let now = time::now_ms();
    let token_kinds: Vec<&str> = kinds.iter().map(|kind| kind.token_kind()).collect();
    let row = auth
        .store
        .take_one_time_token(&secrets::token_hash(token), &token_kinds, now - LINK_LIFETIME_MS)
        .await?
        .ok_or_else(AuthError::otp_expired)?;
    let kind = *kinds.iter().find(|kind| kind.token_kind() == row.kind).ok_or_else(AuthError::otp_expired)?;
    let user = auth.store.user_by_id(&row.user_id).await?.ok_or_else(AuthError::otp_expired)?;
    match kind {
        // A recovery link proves the mailbox as well.
        LinkKind::Signup | LinkKind::Recovery => auth.store.confirm_email(&user.id, now).await?,
        LinkKind::EmailChangeCurrent | LinkKind::EmailChangeNew => {
            let side =
                if kind == LinkKind::EmailChangeCurrent { EmailChangeSide::Current } else { EmailChangeSide::New };
            match auth.store.confirm_email_change(&user.id, side, &row.relates_to, now).await? {
                EmailChangeStep::Changed => {}
                EmailChangeStep::WaitingForOther => {
                    return Ok(Spent::WaitingForOther { pkce: row.flow_state_id.is_some() });
                }
                EmailChangeStep::Stale => return Err(AuthError::otp_expired()),
            }
        }
    }
    let flow = match &row.flow_state_id {
        Some(id) => auth.store.flow_state(id).await?,
        None => None,
    };
    Ok(Spent::Done(Box::new(Verified { user, kind, flow })))
}

pub async fn verify_post(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    JsonBody(body): JsonBody<VerifyBody>,
) -> AuthResult<Json<Value>> {
    let auth = &state.auth;
    limit_request(auth, "verify", &client, None).await?;
    let _ = body.redirect_to;
    let kinds = link_kinds(body.kind.as_deref())?;
    match spend(auth, kinds, body.token_hash.as_deref().or(body.token.as_deref())).await? {
        Spent::Done(verified) => Ok(Json(sessions::start_session(auth, &verified.user, amr(verified.kind)).await?)),
        // GoTrue's shape, `code` a string included.
        Spent::WaitingForOther { .. } => Ok(Json(json!({ "msg": SINGLE_CONFIRMATION, "code": "200" }))),
    }
}

pub async fn verify_link(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    Query(query): Query<VerifyQuery>,
) -> Response {
    let auth = &state.auth;
    let requested = resolve_redirect(auth, query.redirect_to.as_deref());
    let outcome = async {
        limit_request(auth, "verify", &client, None).await?;
        let kinds = link_kinds(query.kind.as_deref())?;
        match spend(auth, kinds, query.token.as_deref()).await? {
            Spent::Done(verified) => finish(auth, *verified, &requested).await,
            Spent::WaitingForOther { pkce } => waiting_redirect(&requested, pkce),
        }
    }
    .await;
    match outcome {
        Ok(location) => Redirect::to(&location).into_response(),
        Err(error) => Redirect::to(&error_redirect(&requested, &error)).into_response(),
    }
}

/// `redirect_to#message=…` after the first of two e-mail change confirmations, as GoTrue sends it (a PKCE client's
/// link also gets `?message=`, where it looks for its answer).
fn waiting_redirect(requested: &str, pkce: bool) -> AuthResult<String> {
    let mut target = Url::parse(requested).map_err(|error| AuthError::internal(&error))?;
    if pkce {
        target.query_pairs_mut().append_pair("message", SINGLE_CONFIRMATION);
    }
    Ok(with_fragment(&target, &[("message", SINGLE_CONFIRMATION.to_owned())]))
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
            ("error_code", error.code.as_str().to_owned()),
            ("error_description", error.msg.to_string()),
        ],
    )
}
