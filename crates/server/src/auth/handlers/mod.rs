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
use super::limits::{self, account_from};
use super::links::PkceChallenge;
use crate::rate_limit::Bucket;

/// `?redirect_to=` (auth-js puts `emailRedirectTo`/`redirectTo` there).
#[derive(Debug, Deserialize)]
pub struct RedirectQuery {
    pub redirect_to: Option<String>,
}

/// The limits of a credential route per client (a `ClientKey`), and per account from that client: counting an
/// account's requests from everywhere together would let anyone use up its owner's allowance.
pub async fn limit_request(auth: &Auth, route: &'static str, client: &str, account: Option<&str>) -> AuthResult<()> {
    let limits = &auth.config.rate_limits;
    limits::request(&auth.limits, Bucket::Ip(route), client, limits.per_ip, limits.window).await?;
    if let Some(account) = account {
        let key = account_from(account, client);
        limits::request(&auth.limits, Bucket::Account(route), &key, limits.per_account, limits.window).await?;
    }
    Ok(())
}

/// The PKCE challenge auth-js sends in `flowType: 'pkce'`: with requests that mail a link, and to `/authorize`.
#[derive(Debug, Default, Deserialize)]
pub struct PkceParams {
    code_challenge: Option<String>,
    code_challenge_method: Option<String>,
}

impl PkceParams {
    /// The challenge and its method (`s256`, auth-js's, or `plain`), if one was sent; another method is refused.
    pub fn challenge(&self) -> AuthResult<Option<PkceChallenge>> {
        let Some(challenge) = self.code_challenge.as_deref().filter(|c| !c.is_empty()) else {
            return Ok(None);
        };
        let method = match self.code_challenge_method.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "s256") => "s256",
            Some("plain") => "plain",
            Some(_) => return Err(AuthError::validation("Code challenge method must be one of s256 or plain")),
        };
        Ok(Some(PkceChallenge { challenge: challenge.to_owned(), method }))
    }
}
