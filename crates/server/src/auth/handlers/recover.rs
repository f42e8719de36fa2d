//! `POST /auth/v1/recover` and `POST /auth/v1/resend`: both always answer 200 `{}`, whether or not the
//! address has an account (only the mail allowances, counted for every address alike, can refuse), and answer
//! before looking the address up: the link's database writes happen for accounts only, and awaiting them told
//! accounts apart by the time of the answer.

use std::future::Future;

use axum::Json;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{PkceParams, RedirectQuery, limit_request};
use crate::AppState;
use crate::auth::devices;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::links::{LinkKind, LinkMail, count_mail, resolve_redirect, send_email_change, send_link};
use crate::auth::request::{JsonBody, normalize_email};
use crate::client::ClientKey;
use crate::locales::Locale;
use crate::time;

#[derive(Debug, Deserialize)]
pub struct RecoverBody {
    email: Option<String>,
    #[serde(flatten)]
    pkce: PkceParams,
}

pub async fn recover(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    locale: Locale,
    headers: HeaderMap,
    Query(query): Query<RedirectQuery>,
    JsonBody(body): JsonBody<RecoverBody>,
) -> AuthResult<Json<Value>> {
    let auth = state.auth;
    let email = normalize_email(body.email.as_deref())?;
    let pkce = body.pkce.challenge()?;
    limit_request(&auth, "recover", &client, Some(&email)).await?;
    count_mail(&auth, &email, &client, devices::recognize(&auth, &headers, &email).as_ref()).await?;
    let redirect_to = resolve_redirect(&auth, query.redirect_to.as_deref());
    after_answering(async move {
        if let Some(user) = auth.store.user_by_email(&email).await? {
            auth.store.record_recovery_sent(&user.id, time::now_ms()).await?;
            let mail = LinkMail { redirect_to: &redirect_to, pkce: pkce.as_ref(), locale };
            send_link(&auth, LinkKind::Recovery, &user.id, &email, mail).await?;
        }
        Ok(())
    });
    Ok(Json(json!({})))
}

/// Runs the lookup and the link's work once the answer is on its way; their errors are logged where they arise.
fn after_answering(work: impl Future<Output = AuthResult<()>> + Send + 'static) {
    tokio::spawn(async move {
        if let Err(error) = work.await {
            tracing::warn!(%error, "an account mail was not sent");
        }
    });
}

#[derive(Debug, Deserialize)]
pub struct ResendBody {
    #[serde(rename = "type")]
    kind: Option<String>,
    email: Option<String>,
    options: Option<ResendOptions>,
    #[serde(flatten)]
    pkce: PkceParams,
}

#[derive(Debug, Deserialize)]
pub struct ResendOptions {
    #[serde(rename = "emailRedirectTo")]
    email_redirect_to: Option<String>,
}

/// Sends the sign-up confirmation (to an unconfirmed account) or the e-mail change links (to the new and the
/// current address) again, with new tokens.
pub async fn resend(
    State(state): State<AppState>,
    ClientKey(client): ClientKey,
    locale: Locale,
    headers: HeaderMap,
    Query(query): Query<RedirectQuery>,
    JsonBody(body): JsonBody<ResendBody>,
) -> AuthResult<Json<Value>> {
    let auth = state.auth;
    let kind = match body.kind.as_deref() {
        Some("signup") => LinkKind::Signup,
        Some("email_change") => LinkKind::EmailChangeNew,
        _ => return Err(AuthError::validation("Missing one of these types: signup, email_change")),
    };
    let email = normalize_email(body.email.as_deref())?;
    // A PKCE client gets its new link in the same flow as the first one (`?code=` on return).
    let pkce = body.pkce.challenge()?;
    limit_request(&auth, "resend", &client, Some(&email)).await?;
    count_mail(&auth, &email, &client, devices::recognize(&auth, &headers, &email).as_ref()).await?;
    let requested = query.redirect_to.or(body.options.and_then(|options| options.email_redirect_to));
    let redirect_to = resolve_redirect(&auth, requested.as_deref());
    after_answering(async move {
        let Some(user) = auth.store.user_by_email(&email).await? else {
            return Ok(());
        };
        let now = time::now_ms();
        let mail = LinkMail { redirect_to: &redirect_to, pkce: pkce.as_ref(), locale };
        match kind {
            LinkKind::Signup if user.email_confirmed_at.is_none() => {
                send_link(&auth, kind, &user.id, &email, mail).await?;
                auth.store.record_confirmation_sent(&user.id, now).await?;
            }
            LinkKind::EmailChangeNew => {
                // Both links again, and both addresses confirm again (see `send_email_change`).
                if let Some(new_email) = user.email_change.as_deref() {
                    send_email_change(&auth, &user, new_email, mail).await?;
                }
            }
            _ => {}
        }
        Ok(())
    });
    Ok(Json(json!({})))
}
