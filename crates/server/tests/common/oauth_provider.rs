//! A local OAuth 2 / OpenID Connect provider on 127.0.0.1:0 (axum) speaking the real protocol, plus GitHub-shaped
//! endpoints, for tests of the client side and of the `/auth/v1/authorize` + `/callback` routes.
//!
//! - OIDC: `/.well-known/openid-configuration`, `/jwks` (a fresh ES256 key per provider), `/authorize` (approves
//!   the configured user at once: 302 to `redirect_uri?code&state`), `/token` (client credentials by HTTP Basic or
//!   form as the discovery document says, single-use code, same `redirect_uri`, PKCE S256 verifier) answering
//!   `access_token`, `id_token`, `token_type`; `/userinfo`.
//! - GitHub: `/login/oauth/authorize`, `/login/oauth/access_token` (errors as 200 + `error`, as GitHub does),
//!   `/api/user`, `/api/user/emails` (a `User-Agent` is required, as on GitHub).
//!
//! ```ignore
//! let idp = OAuthProvider::start().await;
//! let providers = Providers::from_env(idp.env("oidc"))?;        // OIDC named "oidc" and GitHub, both here
//! let url = provider.authorization_url(&http, CALLBACK, "state", &challenge, "nonce").await?;
//! let (code, state) = idp.approve(&url).await;                   // what the browser would do
//! ```

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use ring::rand::SystemRandom;
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair as _};
use serde_json::{Value, json};
use sha2::{Digest as _, Sha256};
use tokio::net::TcpListener;

pub const CLIENT_ID: &str = "penknife-test-client";
pub const CLIENT_SECRET: &str = "stand-in-client-secret-3b9f";
const KEY_ID: &str = "stand-in-es256";

/// The person the provider signs in.
#[derive(Debug, Clone)]
pub struct TestUser {
    /// OIDC `sub`.
    pub sub: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub name: Option<String>,
    pub picture: Option<String>,
    /// GitHub's numeric id and login.
    pub github_id: u64,
    pub login: String,
    /// What GitHub's `/user/emails` lists.
    pub github_emails: Vec<GitHubEmail>,
}

#[derive(Debug, Clone)]
pub struct GitHubEmail {
    pub email: String,
    pub primary: bool,
    pub verified: bool,
}

impl Default for TestUser {
    fn default() -> Self {
        Self {
            sub: "248289761001".into(),
            email: Some("grace@example.com".into()),
            email_verified: true,
            name: Some("Grace Hopper".into()),
            picture: Some("https://avatars.example.com/grace.png".into()),
            github_id: 1_234_567,
            login: "ghopper".into(),
            github_emails: vec![
                GitHubEmail { email: "old@example.com".into(), primary: false, verified: true },
                GitHubEmail { email: "grace@example.com".into(), primary: true, verified: true },
            ],
        }
    }
}

/// How the next ID tokens go wrong, to test that the client refuses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum IdTokenFault {
    #[default]
    None,
    /// `exp` an hour ago.
    Expired,
    /// `aud` is another client.
    WrongAudience,
    /// `iss` is another issuer.
    WrongIssuer,
    /// Signed with an ES256 key that is not in the JWKS (same `kid`).
    WrongKey,
    /// Signed HS256 with the client secret (valid in OIDC).
    Hs256ClientSecret,
    /// Signed HS256 with some other secret.
    Hs256WrongSecret,
    /// The `nonce` claim replaced.
    WrongNonce,
}

/// One `/token` (or GitHub `/login/oauth/access_token`) request as received.
#[derive(Debug, Clone)]
pub struct TokenRequest {
    pub form: HashMap<String, String>,
    /// Client credentials from an `Authorization: Basic` header, decoded.
    pub basic_auth: Option<(String, String)>,
}

/// Everything the provider received, for assertions.
#[derive(Debug, Clone, Default)]
pub struct Received {
    /// Query parameters of each authorization request (OIDC and GitHub).
    pub authorize: Vec<HashMap<String, String>>,
    pub token: Vec<TokenRequest>,
    pub discovery_fetches: usize,
    pub jwks_fetches: usize,
    pub userinfo_calls: usize,
    /// `METHOD path` of each GitHub API call with its `Accept` header.
    pub github_api: Vec<(String, String)>,
}

#[derive(Debug, Clone)]
struct Grant {
    client_id: String,
    redirect_uri: String,
    code_challenge: String,
    nonce: Option<String>,
    user: TestUser,
}

#[derive(Debug)]
struct ProviderState {
    user: TestUser,
    fault: IdTokenFault,
    auth_methods: Vec<String>,
    grants: HashMap<String, Grant>,
    access_tokens: HashMap<String, TestUser>,
    received: Received,
}

struct Shared {
    issuer: String,
    key: EncodingKey,
    /// A second key, never published, for [`IdTokenFault::WrongKey`].
    stranger_key: EncodingKey,
    jwk: Value,
    state: Mutex<ProviderState>,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared").field("issuer", &self.issuer).finish_non_exhaustive()
    }
}

#[derive(Debug, Clone)]
pub struct OAuthProvider {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
}

impl OAuthProvider {
    /// A provider for [`CLIENT_ID`] / [`CLIENT_SECRET`] approving [`TestUser::default`], whose discovery
    /// document offers both `client_secret_basic` and `client_secret_post`.
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let (pkcs8, public) = es256_key();
        let (stranger, _) = es256_key();
        let point = &public[1..]; // 0x04 || x || y
        let jwk = json!({
            "kty": "EC", "crv": "P-256", "use": "sig", "alg": "ES256", "kid": KEY_ID,
            "x": URL_SAFE_NO_PAD.encode(&point[..32]), "y": URL_SAFE_NO_PAD.encode(&point[32..]),
        });
        let shared = Arc::new(Shared {
            issuer: format!("http://{addr}"),
            key: EncodingKey::from_ec_der(&pkcs8),
            stranger_key: EncodingKey::from_ec_der(&stranger),
            jwk,
            state: Mutex::new(ProviderState {
                user: TestUser::default(),
                fault: IdTokenFault::None,
                auth_methods: vec!["client_secret_basic".into(), "client_secret_post".into()],
                grants: HashMap::new(),
                access_tokens: HashMap::new(),
                received: Received::default(),
            }),
        });
        let app = Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/authorize", get(authorize))
            .route("/token", post(token))
            .route("/userinfo", get(userinfo))
            .route("/login/oauth/authorize", get(authorize))
            .route("/login/oauth/access_token", post(github_access_token))
            .route("/api/user", get(github_user))
            .route("/api/user/emails", get(github_emails))
            .with_state(Arc::clone(&shared));
        // The server task ends with the test's runtime.
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { addr, shared }
    }

    /// The OIDC issuer: `http://127.0.0.1:<port>`.
    pub fn issuer(&self) -> String {
        self.shared.issuer.clone()
    }

    /// `PENKNIFE_AUTH_GITHUB_URL` for this provider.
    pub fn github_url(&self) -> String {
        self.shared.issuer.clone()
    }

    /// `PENKNIFE_AUTH_GITHUB_API_URL` for this provider.
    pub fn github_api_url(&self) -> String {
        format!("{}/api", self.shared.issuer)
    }

    /// The environment that configures an OIDC provider named `oidc_name` and GitHub, both pointing here.
    pub fn env(&self, oidc_name: &str) -> impl Fn(&str) -> Option<String> + use<> {
        let vars: HashMap<String, String> = [
            ("PENKNIFE_AUTH_OIDC_ISSUER", self.issuer()),
            ("PENKNIFE_AUTH_OIDC_CLIENT_ID", CLIENT_ID.into()),
            ("PENKNIFE_AUTH_OIDC_SECRET", CLIENT_SECRET.into()),
            ("PENKNIFE_AUTH_OIDC_NAME", oidc_name.into()),
            ("PENKNIFE_AUTH_GITHUB_CLIENT_ID", CLIENT_ID.into()),
            ("PENKNIFE_AUTH_GITHUB_SECRET", CLIENT_SECRET.into()),
            ("PENKNIFE_AUTH_GITHUB_URL", self.github_url()),
            ("PENKNIFE_AUTH_GITHUB_API_URL", self.github_api_url()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        move |name: &str| vars.get(name).cloned()
    }

    /// Who the next authorization requests approve.
    pub fn set_user(&self, user: TestUser) {
        self.lock().user = user;
    }

    /// How the next ID tokens are made.
    pub fn set_id_token_fault(&self, fault: IdTokenFault) {
        self.lock().fault = fault;
    }

    /// The `token_endpoint_auth_methods_supported` the discovery document lists (and `/token` accepts).
    pub fn set_token_auth_methods(&self, methods: &[&str]) {
        self.lock().auth_methods = methods.iter().map(|m| m.to_string()).collect();
    }

    pub fn received(&self) -> Received {
        self.lock().received.clone()
    }

    /// Follows `authorization_url` as a browser would and returns the `code` and `state` of the redirect back.
    pub async fn approve(&self, authorization_url: &url::Url) -> (String, String) {
        let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
        let response = client.get(authorization_url.as_str()).send().await.expect("authorize request");
        assert_eq!(response.status(), reqwest::StatusCode::FOUND, "authorize redirects back");
        let location = response.headers()[header::LOCATION].to_str().expect("ASCII location").to_owned();
        let location = url::Url::parse(&location).expect("absolute redirect");
        let param = |name: &str| {
            location.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).expect("code and state")
        };
        (param("code"), param("state"))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, ProviderState> {
        self.shared.state.lock().expect("provider state lock")
    }
}

fn es256_key() -> (Vec<u8>, Vec<u8>) {
    let rng = SystemRandom::new();
    let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).expect("generate ES256 key");
    let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng).expect("key pair");
    (pkcs8.as_ref().to_vec(), pair.public_key().as_ref().to_vec())
}

fn random_token() -> String {
    let mut bytes = [0u8; 24];
    getrandom::fill(&mut bytes).expect("random bytes");
    URL_SAFE_NO_PAD.encode(bytes)
}

fn now() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).expect("after 1970").as_secs() as i64
}

fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    (status, Json(json!({ "error": error, "error_description": description }))).into_response()
}

async fn discovery(State(shared): State<Arc<Shared>>) -> Json<Value> {
    let mut state = shared.state.lock().expect("state");
    state.received.discovery_fetches += 1;
    let issuer = &shared.issuer;
    Json(json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{issuer}/authorize"),
        "token_endpoint": format!("{issuer}/token"),
        "userinfo_endpoint": format!("{issuer}/userinfo"),
        "jwks_uri": format!("{issuer}/jwks"),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["ES256", "HS256"],
        "scopes_supported": ["openid", "email", "profile"],
        "token_endpoint_auth_methods_supported": state.auth_methods,
        "code_challenge_methods_supported": ["S256"],
        "claims_supported": ["sub", "iss", "aud", "exp", "iat", "nonce", "email", "email_verified", "name", "picture"],
    }))
}

async fn jwks(State(shared): State<Arc<Shared>>) -> Json<Value> {
    shared.state.lock().expect("state").received.jwks_fetches += 1;
    Json(json!({ "keys": [shared.jwk] }))
}

/// Both `/authorize` (OIDC) and GitHub's `/login/oauth/authorize`: approve at once.
async fn authorize(State(shared): State<Arc<Shared>>, Query(query): Query<HashMap<String, String>>) -> Response {
    let mut state = shared.state.lock().expect("state");
    state.received.authorize.push(query.clone());
    let param = |name: &str| query.get(name).cloned().unwrap_or_default();
    if param("client_id") != CLIENT_ID {
        return (StatusCode::BAD_REQUEST, "unknown client_id").into_response();
    }
    let Ok(mut redirect) = url::Url::parse(&param("redirect_uri")) else {
        return (StatusCode::BAD_REQUEST, "redirect_uri missing or not a URL").into_response();
    };
    if param("code_challenge").is_empty() || param("code_challenge_method") != "S256" {
        return (StatusCode::BAD_REQUEST, "PKCE with S256 required").into_response();
    }
    let code = random_token();
    let grant = Grant {
        client_id: param("client_id"),
        redirect_uri: param("redirect_uri"),
        code_challenge: param("code_challenge"),
        nonce: query.get("nonce").cloned(),
        user: state.user.clone(),
    };
    state.grants.insert(code.clone(), grant);
    redirect.query_pairs_mut().append_pair("code", &code).append_pair("state", &param("state"));
    (StatusCode::FOUND, [(header::LOCATION, redirect.to_string())]).into_response()
}

/// Client credentials from a Basic header (form-urlencoded parts, RFC 6749 §2.3.1) or the form.
fn client_credentials(headers: &HeaderMap, form: &HashMap<String, String>) -> (Option<(String, String)>, bool) {
    let basic = headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Basic "))
        .and_then(|encoded| STANDARD.decode(encoded).ok())
        .and_then(|decoded| String::from_utf8(decoded).ok())
        .and_then(|pair| {
            let (id, secret) = pair.split_once(':')?;
            let decode =
                |s: &str| url::form_urlencoded::parse(format!("x={s}").as_bytes()).next().map(|(_, v)| v.into_owned());
            Some((decode(id)?, decode(secret)?))
        });
    match basic {
        Some(credentials) => (Some(credentials), true),
        None => (form.get("client_id").cloned().zip(form.get("client_secret").cloned()), false),
    }
}

/// Takes the grant for `code` (single use) and checks redirect URI, client and PKCE verifier.
fn redeem(state: &mut ProviderState, form: &HashMap<String, String>) -> Result<Grant, (&'static str, &'static str)> {
    let code = form.get("code").map(String::as_str).unwrap_or("");
    let grant = state.grants.remove(code).ok_or(("invalid_grant", "unknown or already used code"))?;
    if form.get("redirect_uri") != Some(&grant.redirect_uri) {
        return Err(("invalid_grant", "redirect_uri differs from the authorization request"));
    }
    if grant.client_id != CLIENT_ID {
        return Err(("invalid_grant", "code issued to another client"));
    }
    let verifier = form.get("code_verifier").map(String::as_str).unwrap_or("");
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    if verifier.is_empty() || challenge != grant.code_challenge {
        return Err(("invalid_grant", "PKCE verification failed"));
    }
    Ok(grant)
}

async fn token(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let mut state = shared.state.lock().expect("state");
    let (credentials, by_basic) = client_credentials(&headers, &form);
    state
        .received
        .token
        .push(TokenRequest { form: form.clone(), basic_auth: credentials.clone().filter(|_| by_basic) });
    let method = if by_basic { "client_secret_basic" } else { "client_secret_post" };
    let authenticated = state.auth_methods.iter().any(|m| m == method)
        && credentials.is_some_and(|(id, secret)| id == CLIENT_ID && secret == CLIENT_SECRET);
    if !authenticated {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "client authentication failed");
    }
    if form.get("grant_type").map(String::as_str) != Some("authorization_code") {
        return oauth_error(StatusCode::BAD_REQUEST, "unsupported_grant_type", "only authorization_code");
    }
    let grant = match redeem(&mut state, &form) {
        Ok(grant) => grant,
        Err((error, description)) => return oauth_error(StatusCode::BAD_REQUEST, error, description),
    };
    let access_token = random_token();
    state.access_tokens.insert(access_token.clone(), grant.user.clone());
    let id_token = id_token(&shared, state.fault, &grant);
    Json(json!({ "access_token": access_token, "token_type": "Bearer", "expires_in": 3600, "id_token": id_token }))
        .into_response()
}

fn id_token(shared: &Shared, fault: IdTokenFault, grant: &Grant) -> String {
    let user = &grant.user;
    let issued = now();
    let mut claims = json!({
        "iss": shared.issuer,
        "sub": user.sub,
        "aud": CLIENT_ID,
        "iat": issued,
        "exp": issued + 300,
        "email": user.email,
        "email_verified": user.email_verified,
    });
    if let Some(nonce) = &grant.nonce {
        claims["nonce"] = json!(nonce);
    }
    match fault {
        IdTokenFault::Expired => {
            claims["iat"] = json!(issued - 7200);
            claims["exp"] = json!(issued - 3600);
        }
        IdTokenFault::WrongAudience => claims["aud"] = json!("someone-elses-client"),
        IdTokenFault::WrongIssuer => claims["iss"] = json!("https://issuer.example.com"),
        IdTokenFault::WrongNonce => claims["nonce"] = json!("a-nonce-from-another-sign-in"),
        _ => {}
    }
    let mut es256 = Header::new(Algorithm::ES256);
    es256.kid = Some(KEY_ID.into());
    let (header, key) = match fault {
        IdTokenFault::WrongKey => (es256, shared.stranger_key.clone()),
        IdTokenFault::Hs256ClientSecret => {
            (Header::new(Algorithm::HS256), EncodingKey::from_secret(CLIENT_SECRET.as_bytes()))
        }
        IdTokenFault::Hs256WrongSecret => {
            (Header::new(Algorithm::HS256), EncodingKey::from_secret(b"not the client secret"))
        }
        _ => (es256, shared.key.clone()),
    };
    jsonwebtoken::encode(&header, &claims, &key).expect("sign ID token")
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    value.strip_prefix("Bearer ").or_else(|| value.strip_prefix("token ")).map(str::to_owned)
}

async fn userinfo(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    let mut state = shared.state.lock().expect("state");
    state.received.userinfo_calls += 1;
    let Some(user) = bearer(&headers).and_then(|token| state.access_tokens.get(&token).cloned()) else {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_token", "unknown access token");
    };
    Json(json!({
        "sub": user.sub,
        "email": user.email,
        "email_verified": user.email_verified,
        "name": user.name,
        "picture": user.picture,
    }))
    .into_response()
}

async fn github_access_token(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let mut state = shared.state.lock().expect("state");
    state.received.token.push(TokenRequest { form: form.clone(), basic_auth: None });
    let wants_json = headers
        .get(header::ACCEPT)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|accept| accept.contains("application/json"));
    // GitHub answers 200 even for errors, JSON only when asked, else a form.
    let reply = |fields: Vec<(&str, String)>| -> Response {
        if wants_json {
            let object: serde_json::Map<String, Value> =
                fields.into_iter().map(|(k, v)| (k.to_owned(), json!(v))).collect();
            Json(Value::Object(object)).into_response()
        } else {
            let body = url::form_urlencoded::Serializer::new(String::new()).extend_pairs(fields).finish();
            ([(header::CONTENT_TYPE, "application/x-www-form-urlencoded")], body).into_response()
        }
    };
    let client_ok = form.get("client_id").map(String::as_str) == Some(CLIENT_ID)
        && form.get("client_secret").map(String::as_str) == Some(CLIENT_SECRET);
    if !client_ok {
        return reply(vec![("error", "incorrect_client_credentials".into())]);
    }
    let grant = match redeem(&mut state, &form) {
        Ok(grant) => grant,
        Err((_, description)) => {
            return reply(vec![("error", "bad_verification_code".into()), ("error_description", description.into())]);
        }
    };
    let access_token = format!("gho_{}", random_token());
    state.access_tokens.insert(access_token.clone(), grant.user);
    reply(vec![
        ("access_token", access_token),
        ("token_type", "bearer".into()),
        ("scope", "read:user,user:email".into()),
    ])
}

/// The user behind a GitHub API call, or the response GitHub would give.
fn github_caller(shared: &Shared, headers: &HeaderMap, path: &str) -> Result<TestUser, Box<Response>> {
    let mut state = shared.state.lock().expect("state");
    let accept = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    state.received.github_api.push((format!("GET {path}"), accept));
    if !headers.contains_key(header::USER_AGENT) {
        let message =
            "Request forbidden by administrative rules. Please make sure your request has a User-Agent header";
        return Err(Box::new((StatusCode::FORBIDDEN, message).into_response()));
    }
    bearer(headers).and_then(|token| state.access_tokens.get(&token).cloned()).ok_or_else(|| {
        Box::new(
            (StatusCode::UNAUTHORIZED, Json(json!({ "message": "Bad credentials", "status": "401" }))).into_response(),
        )
    })
}

async fn github_user(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    match github_caller(&shared, &headers, "/user") {
        Ok(user) => Json(json!({
            "login": user.login,
            "id": user.github_id,
            "avatar_url": user.picture,
            "name": user.name,
            // The public profile e-mail, which may be any address: the client must use /user/emails.
            "email": null,
            "type": "User",
        }))
        .into_response(),
        Err(response) => *response,
    }
}

async fn github_emails(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    match github_caller(&shared, &headers, "/user/emails") {
        Ok(user) => {
            let emails: Vec<Value> = user
                .github_emails
                .iter()
                .map(|e| json!({ "email": e.email, "primary": e.primary, "verified": e.verified, "visibility": null }))
                .collect();
            Json(Value::Array(emails)).into_response()
        }
        Err(response) => *response,
    }
}
