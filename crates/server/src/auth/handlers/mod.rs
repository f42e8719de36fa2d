//! One module per route family of `/auth/v1`.

pub mod logout;
pub mod oauth;
pub mod recover;
pub mod settings;
pub mod signup;
pub mod token;
pub mod user;
pub mod verify;

use serde::Deserialize;

use super::Auth;
use super::error::{AuthError, AuthResult};
use super::rate_limit::Bucket;
use super::store::FlowStateRow;
use super::{secrets, time};

/// `?redirect_to=` (auth-js puts `emailRedirectTo`/`redirectTo` there).
#[derive(Debug, Deserialize)]
pub struct RedirectQuery {
    pub redirect_to: Option<String>,
}

/// The per-address and per-account limits of a credential route.
pub fn limit_request(auth: &Auth, route: &'static str, ip: &str, account: Option<&str>) -> AuthResult<()> {
    let limits = &auth.config.rate_limits;
    auth.limits.request(Bucket::Ip(route), ip, limits.per_ip, limits.window)?;
    if let Some(account) = account {
        auth.limits.request(Bucket::Account(route), account, limits.per_account, limits.window)?;
    }
    Ok(())
}

/// A PKCE flow for an e-mailed link, when the client sent a `code_challenge` (auth-js in `flowType: 'pkce'`).
pub async fn email_flow_state(
    auth: &Auth,
    code_challenge: Option<&str>,
    code_challenge_method: Option<&str>,
    authentication_method: &str,
    user_id: &str,
    redirect_to: &str,
) -> AuthResult<Option<String>> {
    let Some(challenge) = code_challenge.filter(|c| !c.is_empty()) else {
        return Ok(None);
    };
    let method = pkce_method(code_challenge_method)?;
    let flow = FlowStateRow {
        id: secrets::uuid_v4(),
        state_hash: None,
        auth_code_hash: None,
        code_challenge: Some(challenge.to_owned()),
        code_challenge_method: Some(method.to_owned()),
        authentication_method: authentication_method.to_owned(),
        provider: None,
        provider_code_verifier: None,
        nonce: None,
        redirect_to: redirect_to.to_owned(),
        user_id: Some(user_id.to_owned()),
        created_at: time::now_ms(),
        auth_code_issued_at: None,
    };
    auth.store.insert_flow_state(&flow).await?;
    Ok(Some(flow.id))
}

/// `s256` (auth-js's) or `plain`; anything else is refused.
pub fn pkce_method(method: Option<&str>) -> AuthResult<&'static str> {
    match method.map(str::to_ascii_lowercase).as_deref() {
        None | Some("" | "s256") => Ok("s256"),
        Some("plain") => Ok("plain"),
        Some(_) => Err(AuthError::validation("Code challenge method must be one of s256 or plain")),
    }
}
