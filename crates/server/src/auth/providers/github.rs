//! GitHub: OAuth 2 (not OpenID Connect) with PKCE; the user from `/user`, the e-mail from `/user/emails`.

use serde_json::{Value, json};

use super::http::{self, oauth_error_code, text};
use super::{Client, ProviderError, ProviderUser};

pub const SCOPE: &str = "read:user user:email";

/// GitHub.com by default; GitHub Enterprise (or a test stand-in) by overriding both base URLs.
#[derive(Debug, Clone)]
pub struct GitHub {
    pub client: Client,
    /// Where `/login/oauth/*` lives: `https://github.com`.
    pub web_url: url::Url,
    /// The REST API: `https://api.github.com` (`https://<host>/api/v3` on Enterprise).
    pub api_url: url::Url,
}

impl GitHub {
    fn endpoint(base: &url::Url, path: &str) -> String {
        format!("{}/{path}", base.as_str().trim_end_matches('/'))
    }

    pub fn authorization_url(&self, callback_url: &str, state: &str, code_challenge: &str) -> url::Url {
        let mut url = self.web_url.clone();
        url.set_path(&format!("{}/login/oauth/authorize", url.path().trim_end_matches('/')));
        url.query_pairs_mut()
            .append_pair("client_id", &self.client.id)
            .append_pair("redirect_uri", callback_url)
            .append_pair("scope", SCOPE)
            .append_pair("state", state)
            .append_pair("code_challenge", code_challenge)
            .append_pair("code_challenge_method", "S256");
        url
    }

    pub async fn exchange_code(
        &self,
        name: &str,
        http: &reqwest::Client,
        callback_url: &str,
        code: &str,
        code_verifier: &str,
    ) -> Result<ProviderUser, ProviderError> {
        let fail = |detail: &str| ProviderError::sign_in(name, detail);
        let form = [
            ("client_id", self.client.id.as_str()),
            ("client_secret", self.client.secret.expose()),
            ("code", code),
            ("redirect_uri", callback_url),
            ("code_verifier", code_verifier),
        ];
        let request = http.post(Self::endpoint(&self.web_url, "login/oauth/access_token")).form(&form);
        let response = http::send(name, "the token endpoint", request).await?;
        // GitHub reports a refused code as 200 with an `error` field.
        if let Some(code) = oauth_error_code(&response.body) {
            return Err(fail(&format!("the provider refused the authorization code ({code})")));
        }
        let access_token =
            text(&response.body, "access_token").filter(|_| response.status.is_success()).ok_or_else(|| {
                fail(&format!("the token endpoint answered {} without a token", response.status.as_u16()))
            })?;

        let api = |path: &str| {
            http.get(Self::endpoint(&self.api_url, path))
                .bearer_auth(access_token)
                .header(reqwest::header::ACCEPT, "application/vnd.github+json")
                .header("X-GitHub-Api-Version", "2022-11-28")
        };
        let user = http::send(name, "the user endpoint", api("user")).await?;
        if !user.status.is_success() {
            return Err(fail(&format!("the user endpoint answered {}", user.status.as_u16())));
        }
        let user = user.body;
        let subject = user
            .get("id")
            .and_then(Value::as_u64)
            .map(|id| id.to_string())
            .ok_or_else(|| fail("the user endpoint sent no user id"))?;

        let emails = http::send(name, "the e-mail endpoint", api("user/emails")).await?;
        if !emails.status.is_success() {
            return Err(fail(&format!("the e-mail endpoint answered {}", emails.status.as_u16())));
        }
        let email = emails.body.as_array().into_iter().flatten().find_map(|entry| {
            let primary_and_verified =
                entry.get("primary") == Some(&Value::Bool(true)) && entry.get("verified") == Some(&Value::Bool(true));
            text(entry, "email").filter(|_| primary_and_verified).map(str::to_owned)
        });

        let login = text(&user, "login");
        let full_name = text(&user, "name").or(login).map(str::to_owned);
        let avatar_url = text(&user, "avatar_url").map(str::to_owned);
        // The names GoTrue stores in identity_data for GitHub.
        let raw = json!({
            "iss": self.api_url.as_str().trim_end_matches('/'),
            "sub": subject,
            "provider_id": subject,
            "user_name": login,
            "preferred_username": login,
            "name": text(&user, "name"),
            "full_name": full_name,
            "avatar_url": avatar_url,
            "email": email,
            "email_verified": email.is_some(),
            "phone_verified": false,
        });
        Ok(ProviderUser { subject, email_verified: email.is_some(), email, full_name, avatar_url, raw })
    }
}
