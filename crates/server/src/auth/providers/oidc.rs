//! OpenID Connect: discovery (fetched on first use and kept), the authorization URL, the code exchange and the
//! checks on the ID token (signature, `iss`, `aud`, `exp`, `nonce`), then the userinfo endpoint for the profile.

use std::sync::Arc;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use jsonwebtoken::jwk::{AlgorithmParameters, Jwk};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde_json::Value;
use tokio::sync::{Mutex, OnceCell};

use super::http::{self, form_encode, oauth_error_code, text};
use super::{Client, ProviderError, ProviderUser};
use crate::secrets::constant_time_eq;

pub const SCOPE: &str = "openid email profile";

/// One OpenID provider: its issuer and our client registration there.
#[derive(Debug, Clone)]
pub struct Oidc {
    pub issuer: String,
    /// Other spellings of the issuer its tokens may carry (Google's `accounts.google.com` without a scheme).
    pub issuer_aliases: Vec<String>,
    pub client: Client,
    discovery: Arc<OnceCell<Discovery>>,
    /// The issuer's signing keys, fetched when a token names a key not seen yet.
    keys: Arc<Mutex<Vec<Jwk>>>,
}

/// What we use of `/.well-known/openid-configuration`.
#[derive(Debug, Clone)]
struct Discovery {
    issuer: String,
    authorization_endpoint: url::Url,
    token_endpoint: String,
    jwks_uri: String,
    userinfo_endpoint: Option<String>,
    /// Whether to send the client secret in the form rather than as HTTP Basic.
    secret_in_form: bool,
}

impl Oidc {
    pub fn new(issuer: String, issuer_aliases: Vec<String>, client: Client) -> Self {
        Self { issuer, issuer_aliases, client, discovery: Arc::default(), keys: Arc::default() }
    }

    pub async fn authorization_url(
        &self,
        name: &str,
        http: &reqwest::Client,
        callback_url: &str,
        state: &str,
        code_challenge: &str,
        nonce: &str,
    ) -> Result<url::Url, ProviderError> {
        let discovery = self.discovery(name, http).await?;
        let mut url = discovery.authorization_endpoint.clone();
        url.query_pairs_mut()
            .append_pair("response_type", "code")
            .append_pair("client_id", &self.client.id)
            .append_pair("redirect_uri", callback_url)
            .append_pair("scope", SCOPE)
            .append_pair("state", state)
            .append_pair("nonce", nonce)
            .append_pair("code_challenge", code_challenge)
            .append_pair("code_challenge_method", "S256");
        Ok(url)
    }

    pub async fn exchange_code(
        &self,
        name: &str,
        http: &reqwest::Client,
        callback_url: &str,
        code: &str,
        code_verifier: &str,
        nonce: &str,
    ) -> Result<ProviderUser, ProviderError> {
        let fail = |detail: &str| ProviderError::sign_in(name, detail);
        let discovery = self.discovery(name, http).await?;

        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", callback_url),
            ("code_verifier", code_verifier),
            ("client_id", self.client.id.as_str()),
        ];
        let mut request = http.post(&discovery.token_endpoint);
        if discovery.secret_in_form {
            form.push(("client_secret", self.client.secret.expose()));
        } else {
            let pair = format!("{}:{}", form_encode(&self.client.id), form_encode(self.client.secret.expose()));
            request = request.header(reqwest::header::AUTHORIZATION, format!("Basic {}", BASE64.encode(pair)));
        }
        let response = http::send(name, "the token endpoint", request.form(&form)).await?;
        if !response.status.is_success() {
            return Err(match oauth_error_code(&response.body) {
                Some(code) => fail(&format!("the provider refused the authorization code ({code})")),
                None => fail(&format!("the token endpoint answered {}", response.status.as_u16())),
            });
        }
        let id_token = text(&response.body, "id_token").ok_or_else(|| fail("the provider sent no ID token"))?;
        let access_token =
            text(&response.body, "access_token").ok_or_else(|| fail("the provider sent no access token"))?;

        let mut claims = self.verify_id_token(name, http, discovery, id_token, nonce).await?;
        if let Some(userinfo_endpoint) = &discovery.userinfo_endpoint {
            let request = http.get(userinfo_endpoint).bearer_auth(access_token);
            let response = http::send(name, "the userinfo endpoint", request).await?;
            if !response.status.is_success() || !response.body.is_object() {
                return Err(fail(&format!("the userinfo endpoint answered {}", response.status.as_u16())));
            }
            // OIDC Core §5.3.2: userinfo about someone else must not be used.
            if text(&response.body, "sub") != text(&claims, "sub") {
                return Err(fail("the userinfo endpoint described another user"));
            }
            merge_profile(&mut claims, &response.body);
        }
        Ok(user_from_claims(claims))
    }

    /// The ID token's claims once its signature, issuer, audience, expiry and nonce are right.
    async fn verify_id_token(
        &self,
        name: &str,
        http: &reqwest::Client,
        discovery: &Discovery,
        id_token: &str,
        nonce: &str,
    ) -> Result<Value, ProviderError> {
        let fail = |detail: &str| ProviderError::sign_in(name, detail);
        let header = jsonwebtoken::decode_header(id_token).map_err(|_| fail("the ID token is malformed"))?;
        let key = match header.alg {
            Algorithm::HS256 => DecodingKey::from_secret(self.client.secret.expose().as_bytes()),
            Algorithm::RS256 | Algorithm::ES256 => {
                let jwk = self.signing_key(name, http, discovery, header.alg, header.kid.as_deref()).await?;
                DecodingKey::from_jwk(&jwk).map_err(|_| fail("the provider's signing key is unusable"))?
            }
            _ => return Err(fail("the ID token is signed with an algorithm Penknife does not accept")),
        };

        let mut validation = Validation::new(header.alg);
        let mut issuers = vec![discovery.issuer.clone()];
        issuers.extend(self.issuer_aliases.iter().cloned());
        validation.set_issuer(&issuers);
        validation.set_audience(&[&self.client.id]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub"]);
        let claims = jsonwebtoken::decode::<Value>(id_token, &key, &validation)
            .map_err(|error| {
                use jsonwebtoken::errors::ErrorKind;
                fail(match error.kind() {
                    ErrorKind::ExpiredSignature => "the ID token has expired",
                    ErrorKind::InvalidIssuer => "the ID token comes from another issuer",
                    ErrorKind::InvalidAudience => "the ID token is meant for another application",
                    ErrorKind::InvalidSignature => "the ID token's signature is wrong",
                    ErrorKind::ImmatureSignature => "the ID token is not valid yet",
                    ErrorKind::MissingRequiredClaim(_) => "the ID token lacks a required claim",
                    _ => "the ID token is invalid",
                })
            })?
            .claims;

        // With several audiences, `azp` must name us (OIDC Core §3.1.3.7).
        if claims.get("aud").is_some_and(Value::is_array)
            && text(&claims, "azp").is_some_and(|azp| azp != self.client.id)
        {
            return Err(fail("the ID token is meant for another application"));
        }
        let sent_nonce = text(&claims, "nonce").unwrap_or("");
        if !constant_time_eq(sent_nonce.as_bytes(), nonce.as_bytes()) {
            return Err(fail("the ID token does not belong to this sign-in (nonce)"));
        }
        Ok(claims)
    }

    /// The key `kid` (or the only key of the right type when the token names none), refetching the key set once
    /// when it is not known yet: providers rotate keys.
    async fn signing_key(
        &self,
        name: &str,
        http: &reqwest::Client,
        discovery: &Discovery,
        alg: Algorithm,
        kid: Option<&str>,
    ) -> Result<Jwk, ProviderError> {
        let mut keys = self.keys.lock().await;
        if let Some(jwk) = pick_key(&keys, alg, kid) {
            return Ok(jwk);
        }
        let response = http::send(name, "the key set endpoint", http.get(&discovery.jwks_uri)).await?;
        let listed = response.body.get("keys").and_then(Value::as_array).filter(|_| response.status.is_success());
        let Some(listed) = listed else {
            return Err(ProviderError::sign_in(name, "its key set could not be read"));
        };
        // Keys of types we cannot parse are skipped rather than failing the whole set.
        *keys = listed.iter().filter_map(|key| serde_json::from_value(key.clone()).ok()).collect();
        pick_key(&keys, alg, kid).ok_or_else(|| ProviderError::sign_in(name, "the ID token's signing key is unknown"))
    }

    async fn discovery(&self, name: &str, http: &reqwest::Client) -> Result<&Discovery, ProviderError> {
        self.discovery.get_or_try_init(|| fetch_discovery(name, http, &self.issuer)).await
    }
}

async fn fetch_discovery(name: &str, http: &reqwest::Client, issuer: &str) -> Result<Discovery, ProviderError> {
    let fail = |detail: &str| ProviderError::sign_in(name, detail);
    let url = format!("{}/.well-known/openid-configuration", issuer.trim_end_matches('/'));
    let response = http::send(name, "the discovery document", http.get(url)).await?;
    let document = &response.body;
    if !response.status.is_success() || !document.is_object() {
        return Err(fail(&format!("the discovery document answered {}", response.status.as_u16())));
    }
    let field = |key: &str| text(document, key).ok_or_else(|| fail(&format!("the discovery document has no {key}")));
    // OpenID Connect Discovery §4.3: the document must be about the issuer we asked.
    let stated_issuer = field("issuer")?;
    if stated_issuer.trim_end_matches('/') != issuer.trim_end_matches('/') {
        return Err(fail("the discovery document names another issuer"));
    }
    let authorization_endpoint = url::Url::parse(field("authorization_endpoint")?)
        .map_err(|_| fail("the discovery document's authorization endpoint is not a URL"))?;
    let methods: Vec<&str> = document
        .get("token_endpoint_auth_methods_supported")
        .and_then(Value::as_array)
        .map(|methods| methods.iter().filter_map(Value::as_str).collect())
        // The default when the document says nothing (OpenID Connect Discovery §3).
        .unwrap_or_else(|| vec!["client_secret_basic"]);
    let secret_in_form = match (methods.contains(&"client_secret_basic"), methods.contains(&"client_secret_post")) {
        (true, _) => false,
        (false, true) => true,
        (false, false) => return Err(fail("the provider supports neither client_secret_basic nor client_secret_post")),
    };
    Ok(Discovery {
        issuer: stated_issuer.to_owned(),
        authorization_endpoint,
        token_endpoint: field("token_endpoint")?.to_owned(),
        jwks_uri: field("jwks_uri")?.to_owned(),
        userinfo_endpoint: text(document, "userinfo_endpoint").map(str::to_owned),
        secret_in_form,
    })
}

fn pick_key(keys: &[Jwk], alg: Algorithm, kid: Option<&str>) -> Option<Jwk> {
    let fits = |jwk: &&Jwk| {
        let right_type = matches!(
            (&jwk.algorithm, alg),
            (AlgorithmParameters::RSA(_), Algorithm::RS256) | (AlgorithmParameters::EllipticCurve(_), Algorithm::ES256)
        );
        let right_alg = jwk.common.key_algorithm.is_none_or(|stated| stated.to_string() == format!("{alg:?}"));
        right_type && right_alg
    };
    let mut candidates = keys.iter().filter(fits);
    match kid {
        Some(kid) => candidates.find(|jwk| jwk.common.key_id.as_deref() == Some(kid)).cloned(),
        None => {
            let only = candidates.next()?;
            candidates.next().is_none().then(|| only.clone())
        }
    }
}

/// Profile fields from userinfo that the ID token lacks (the ID token's own claims win).
fn merge_profile(claims: &mut Value, userinfo: &Value) {
    let (Some(claims), Some(userinfo)) = (claims.as_object_mut(), userinfo.as_object()) else { return };
    for (key, value) in userinfo {
        claims.entry(key.clone()).or_insert_with(|| value.clone());
    }
}

fn user_from_claims(mut claims: Value) -> ProviderUser {
    let subject = text(&claims, "sub").unwrap_or_default().to_owned();
    let email = text(&claims, "email").map(str::to_owned);
    // Some providers send the flag as the string "true".
    let email_verified = email.is_some()
        && match claims.get("email_verified") {
            Some(Value::Bool(verified)) => *verified,
            Some(Value::String(verified)) => verified == "true",
            _ => false,
        };
    let full_name = text(&claims, "name").map(str::to_owned).or_else(|| {
        let parts: Vec<&str> = ["given_name", "family_name"].iter().filter_map(|key| text(&claims, key)).collect();
        (!parts.is_empty()).then(|| parts.join(" "))
    });
    let avatar_url = text(&claims, "picture").map(str::to_owned);
    if let Some(object) = claims.as_object_mut() {
        // The names GoTrue stores in identity_data, which the web app reads through user_metadata.
        object.insert("provider_id".into(), Value::String(subject.clone()));
        object.insert("email_verified".into(), Value::Bool(email_verified));
        if let Some(full_name) = &full_name {
            object.insert("full_name".into(), Value::String(full_name.clone()));
        }
        if let Some(avatar_url) = &avatar_url {
            object.insert("avatar_url".into(), Value::String(avatar_url.clone()));
        }
        // Single-sign-in values with no meaning afterwards.
        for key in ["nonce", "at_hash", "c_hash", "auth_time"] {
            object.remove(key);
        }
    }
    ProviderUser { subject, email, email_verified, full_name, avatar_url, raw: claims }
}
