//! OAuth 2 / OpenID Connect providers against the local stand-in: configuration from the environment, the
//! authorization URL, the full code exchange for OIDC and GitHub, and every ID token or PKCE fault refused.

use std::collections::HashMap;

use crate::common::oauth_provider::{CLIENT_ID, CLIENT_SECRET, GitHubEmail, IdTokenFault, OAuthProvider, TestUser};
use penknife_server::auth::providers::{Provider, ProviderUser, Providers, pkce_challenge};

const CALLBACK: &str = "http://127.0.0.1:8080/auth/v1/callback";
/// A verifier and its S256 challenge, computed independently (Python: `urlsafe_b64encode(sha256(v))` unpadded).
const VERIFIER: &str = "dBjftJeZ4CK-mJ3ZtIXeAEqgIa3RVuVaOE3tnvkBgwv";
const CHALLENGE: &str = "bRBchJJHQue8kuhjoXhVA3Mu7PStnkWp0QK-RfGNfTY";
const STATE: &str = "state-4f1c";
const NONCE: &str = "nonce-9a2e";

fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> + use<> {
    let map: HashMap<String, String> = pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    move |name: &str| map.get(name).cloned()
}

fn http() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("HTTP client")
}

fn query(url: &url::Url) -> HashMap<String, String> {
    url.query_pairs().map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

async fn stand_in() -> (OAuthProvider, Providers) {
    let idp = OAuthProvider::start().await;
    let providers = Providers::from_env(idp.env("acme")).expect("configured");
    (idp, providers)
}

fn provider<'a>(providers: &'a Providers, name: &str) -> &'a Provider {
    providers.get(name).unwrap_or_else(|| panic!("{name} is configured"))
}

/// Authorize (as the browser would) and exchange the code with `verifier` and `nonce`.
async fn sign_in(
    idp: &OAuthProvider,
    provider: &Provider,
    verifier: &str,
    nonce: &str,
) -> Result<ProviderUser, String> {
    let http = http();
    let url = provider.authorization_url(&http, CALLBACK, STATE, CHALLENGE, NONCE).await.expect("authorization URL");
    let (code, state) = idp.approve(&url).await;
    assert_eq!(state, STATE, "state comes back unchanged");
    provider.exchange_code(&http, CALLBACK, &code, verifier, nonce).await.map_err(|error| error.to_string())
}

#[test]
fn pkce_challenge_is_rfc_7636_s256() {
    assert_eq!(pkce_challenge(VERIFIER), CHALLENGE);
}

#[test]
fn nothing_configured_means_no_providers() {
    let providers = Providers::from_env(|_| None).expect("empty is fine");
    assert_eq!(providers.names().count(), 0);
    let blank =
        Providers::from_env(env(&[("PENKNIFE_AUTH_GITHUB_CLIENT_ID", " "), ("PENKNIFE_AUTH_GITHUB_SECRET", "")]));
    assert_eq!(blank.expect("blank counts as unset").names().count(), 0);
}

#[test]
fn presets_and_a_named_oidc_issuer_are_configured_by_environment() {
    let providers = Providers::from_env(env(&[
        ("PENKNIFE_AUTH_GITHUB_CLIENT_ID", "gh-id"),
        ("PENKNIFE_AUTH_GITHUB_SECRET", "gh-secret"),
        ("PENKNIFE_AUTH_GOOGLE_CLIENT_ID", "google-id"),
        ("PENKNIFE_AUTH_GOOGLE_SECRET", "google-secret"),
        ("PENKNIFE_AUTH_OIDC_ISSUER", "https://login.example.com/realms/main/"),
        ("PENKNIFE_AUTH_OIDC_CLIENT_ID", "oidc-id"),
        ("PENKNIFE_AUTH_OIDC_SECRET", "oidc-secret"),
    ]))
    .expect("valid");
    assert_eq!(providers.names().collect::<Vec<_>>(), ["github", "google", "oidc"]);
    assert_eq!(provider(&providers, "oidc").name(), "oidc");
    assert!(providers.get("gitlab").is_none());
    let debug = format!("{providers:?}");
    assert!(
        !debug.contains("gh-secret") && !debug.contains("google-secret") && !debug.contains("oidc-secret"),
        "{debug}"
    );
}

#[test]
fn half_configured_providers_are_startup_errors_naming_what_is_missing() {
    let cases: [(&[(&str, &str)], &str); 4] = [
        (
            &[("PENKNIFE_AUTH_GITHUB_CLIENT_ID", "id")],
            "GitHub sign-in is half configured: PENKNIFE_AUTH_GITHUB_SECRET is missing",
        ),
        (
            &[("PENKNIFE_AUTH_GOOGLE_SECRET", "s3cret")],
            "Google sign-in is half configured: PENKNIFE_AUTH_GOOGLE_CLIENT_ID is missing",
        ),
        (
            &[("PENKNIFE_AUTH_OIDC_CLIENT_ID", "id"), ("PENKNIFE_AUTH_OIDC_SECRET", "s3cret")],
            "OpenID Connect sign-in is half configured: PENKNIFE_AUTH_OIDC_ISSUER is missing",
        ),
        (
            &[("PENKNIFE_AUTH_OIDC_ISSUER", "https://login.example.com")],
            "OpenID Connect sign-in is half configured: PENKNIFE_AUTH_OIDC_CLIENT_ID, PENKNIFE_AUTH_OIDC_SECRET are missing",
        ),
    ];
    for (vars, expected) in cases {
        let error = Providers::from_env(env(vars)).expect_err("half configured").to_string();
        assert!(error.starts_with(expected), "{error}");
        assert!(!error.contains("s3cret"), "{error}");
    }
}

#[test]
fn insecure_or_clashing_settings_are_refused() {
    let oidc = |issuer: &str, name: &str| {
        Providers::from_env(env(&[
            ("PENKNIFE_AUTH_OIDC_ISSUER", issuer),
            ("PENKNIFE_AUTH_OIDC_CLIENT_ID", "id"),
            ("PENKNIFE_AUTH_OIDC_SECRET", "secret"),
            ("PENKNIFE_AUTH_OIDC_NAME", name),
            ("PENKNIFE_AUTH_GITHUB_CLIENT_ID", "id"),
            ("PENKNIFE_AUTH_GITHUB_SECRET", "secret"),
        ]))
        .map(|providers| providers.names().map(str::to_owned).collect::<Vec<_>>())
        .map_err(|error| error.to_string())
    };
    assert!(oidc("http://login.example.com", "corp").expect_err("plain HTTP to another host").contains("https://"));
    assert!(oidc("https://user:pw@login.example.com", "corp").is_err());
    assert!(oidc("not a url", "corp").expect_err("not a URL").contains("PENKNIFE_AUTH_OIDC_ISSUER is not a URL"));
    assert!(oidc("https://login.example.com", "github").expect_err("clash").contains("already the name"));
    assert!(oidc("https://login.example.com", "Corp Login").expect_err("bad name").contains("PENKNIFE_AUTH_OIDC_NAME"));
    assert_eq!(oidc("http://localhost:9000", "corp").expect("loopback HTTP is fine"), ["github", "corp"]);
}

#[tokio::test]
async fn oidc_authorization_url_carries_the_whole_request() {
    let (idp, providers) = stand_in().await;
    let url = provider(&providers, "acme")
        .authorization_url(&http(), CALLBACK, STATE, CHALLENGE, NONCE)
        .await
        .expect("authorization URL");
    assert_eq!(format!("{}://{}{}", url.scheme(), url.authority(), url.path()), format!("{}/authorize", idp.issuer()));
    let expected: HashMap<String, String> = [
        ("response_type", "code"),
        ("client_id", CLIENT_ID),
        ("redirect_uri", CALLBACK),
        ("scope", "openid email profile"),
        ("state", STATE),
        ("nonce", NONCE),
        ("code_challenge", CHALLENGE),
        ("code_challenge_method", "S256"),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    assert_eq!(query(&url), expected);

    // Discovery is fetched once and kept.
    provider(&providers, "acme").authorization_url(&http(), CALLBACK, STATE, CHALLENGE, NONCE).await.expect("again");
    assert_eq!(idp.received().discovery_fetches, 1);
}

#[tokio::test]
async fn github_authorization_url_carries_the_whole_request() {
    let (idp, providers) = stand_in().await;
    let url = provider(&providers, "github")
        .authorization_url(&http(), CALLBACK, STATE, CHALLENGE, NONCE)
        .await
        .expect("authorization URL");
    assert_eq!(url.as_str().split('?').next(), Some(format!("{}/login/oauth/authorize", idp.github_url()).as_str()));
    let params = query(&url);
    assert_eq!(params["client_id"], CLIENT_ID);
    assert_eq!(params["redirect_uri"], CALLBACK);
    assert_eq!(params["scope"], "read:user user:email");
    assert_eq!(params["state"], STATE);
    assert_eq!(params["code_challenge"], CHALLENGE);
    assert_eq!(params["code_challenge_method"], "S256");
    assert!(!params.contains_key("nonce"));
    assert_eq!(idp.received().discovery_fetches, 0, "GitHub is not OIDC");

    let github_com = Providers::from_env(env(&[
        ("PENKNIFE_AUTH_GITHUB_CLIENT_ID", "gh-id"),
        ("PENKNIFE_AUTH_GITHUB_SECRET", "gh-secret"),
    ]))
    .expect("valid");
    let url = provider(&github_com, "github")
        .authorization_url(&http(), CALLBACK, STATE, CHALLENGE, NONCE)
        .await
        .expect("no network needed");
    assert!(url.as_str().starts_with("https://github.com/login/oauth/authorize?client_id=gh-id&"), "{url}");
}

#[tokio::test]
async fn oidc_sign_in_returns_the_verified_user_with_basic_client_authentication() {
    let (idp, providers) = stand_in().await;
    let user = sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect("signed in");
    assert_eq!(user.subject, "248289761001");
    assert_eq!(user.email.as_deref(), Some("grace@example.com"));
    assert!(user.email_verified);
    assert_eq!(user.full_name.as_deref(), Some("Grace Hopper"));
    assert_eq!(user.avatar_url.as_deref(), Some("https://avatars.example.com/grace.png"));
    assert_eq!(user.raw["iss"], idp.issuer());
    assert_eq!(user.raw["full_name"], "Grace Hopper");
    assert_eq!(user.raw["provider_id"], "248289761001");
    assert!(user.raw.get("nonce").is_none());

    let received = idp.received();
    let token = &received.token[0];
    assert_eq!(token.basic_auth, Some((CLIENT_ID.to_owned(), CLIENT_SECRET.to_owned())), "Basic preferred");
    assert!(!token.form.contains_key("client_secret"), "the secret is not sent twice");
    assert_eq!(token.form["grant_type"], "authorization_code");
    assert_eq!(token.form["code_verifier"], VERIFIER);
    assert_eq!(token.form["redirect_uri"], CALLBACK);
    assert_eq!(received.jwks_fetches, 1);
    assert_eq!(received.userinfo_calls, 1);

    // A second sign-in reuses the cached discovery document and keys.
    sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect("again");
    assert_eq!((idp.received().discovery_fetches, idp.received().jwks_fetches), (1, 1));
}

#[tokio::test]
async fn oidc_sends_the_secret_in_the_form_when_that_is_all_the_provider_takes() {
    let (idp, providers) = stand_in().await;
    idp.set_token_auth_methods(&["client_secret_post"]);
    sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect("signed in");
    let token = &idp.received().token[0];
    assert_eq!(token.basic_auth, None);
    assert_eq!(token.form["client_id"], CLIENT_ID);
    assert_eq!(token.form["client_secret"], CLIENT_SECRET);
}

#[tokio::test]
async fn an_unverified_email_is_reported_unverified() {
    let (idp, providers) = stand_in().await;
    idp.set_user(TestUser { email_verified: false, ..TestUser::default() });
    let user = sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect("signed in");
    assert_eq!(user.email.as_deref(), Some("grace@example.com"));
    assert!(!user.email_verified);
}

#[tokio::test]
async fn an_hs256_id_token_signed_with_the_client_secret_is_accepted() {
    let (idp, providers) = stand_in().await;
    idp.set_id_token_fault(IdTokenFault::Hs256ClientSecret);
    let user = sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect("OIDC allows HS256");
    assert_eq!(user.subject, "248289761001");
}

#[tokio::test]
async fn faulty_id_tokens_are_refused_with_a_message_safe_to_show() {
    let cases = [
        (IdTokenFault::Expired, "the ID token has expired"),
        (IdTokenFault::WrongAudience, "the ID token is meant for another application"),
        (IdTokenFault::WrongIssuer, "the ID token comes from another issuer"),
        (IdTokenFault::WrongKey, "the ID token's signature is wrong"),
        (IdTokenFault::Hs256WrongSecret, "the ID token's signature is wrong"),
        (IdTokenFault::WrongNonce, "the ID token does not belong to this sign-in (nonce)"),
    ];
    for (fault, expected) in cases {
        let (idp, providers) = stand_in().await;
        idp.set_id_token_fault(fault);
        let error = sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect_err("refused");
        assert_eq!(error, format!("Sign-in with acme failed: {expected}."), "{fault:?}");
        assert!(!error.contains(CLIENT_SECRET));
    }
}

#[tokio::test]
async fn a_nonce_other_than_the_sign_ins_is_refused() {
    let (idp, providers) = stand_in().await;
    let error = sign_in(&idp, provider(&providers, "acme"), VERIFIER, "another-nonce").await.expect_err("refused");
    assert_eq!(error, "Sign-in with acme failed: the ID token does not belong to this sign-in (nonce).");
}

#[tokio::test]
async fn a_wrong_pkce_verifier_or_a_reused_code_is_refused() {
    let (idp, providers) = stand_in().await;
    let acme = provider(&providers, "acme");
    let error = sign_in(&idp, acme, "the-wrong-verifier-the-wrong-verifier-0000", NONCE).await.expect_err("refused");
    assert_eq!(error, "Sign-in with acme failed: the provider refused the authorization code (invalid_grant).");

    let http = http();
    let url = acme.authorization_url(&http, CALLBACK, STATE, CHALLENGE, NONCE).await.expect("URL");
    let (code, _) = idp.approve(&url).await;
    acme.exchange_code(&http, CALLBACK, &code, VERIFIER, NONCE).await.expect("first use");
    let error = acme.exchange_code(&http, CALLBACK, &code, VERIFIER, NONCE).await.expect_err("second use").to_string();
    assert!(error.ends_with("(invalid_grant)."), "{error}");
}

#[tokio::test]
async fn a_wrong_client_secret_is_refused_without_being_shown() {
    let idp = OAuthProvider::start().await;
    let base = idp.env("acme");
    let providers = Providers::from_env(move |name| match name {
        "PENKNIFE_AUTH_OIDC_SECRET" => Some("wrong-secret-value".into()),
        _ => base(name),
    })
    .expect("configured");
    let error = sign_in(&idp, provider(&providers, "acme"), VERIFIER, NONCE).await.expect_err("refused");
    assert_eq!(error, "Sign-in with acme failed: the provider refused the authorization code (invalid_client).");
}

#[tokio::test]
async fn an_unreachable_issuer_is_a_provider_error() {
    let port = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind").local_addr().expect("addr").port();
    let providers = Providers::from_env(env(&[
        ("PENKNIFE_AUTH_OIDC_ISSUER", &format!("http://127.0.0.1:{port}")),
        ("PENKNIFE_AUTH_OIDC_CLIENT_ID", "id"),
        ("PENKNIFE_AUTH_OIDC_SECRET", "secret"),
    ]))
    .expect("configured");
    let error = provider(&providers, "oidc")
        .authorization_url(&http(), CALLBACK, STATE, CHALLENGE, NONCE)
        .await
        .expect_err("nothing listens")
        .to_string();
    assert_eq!(error, "Sign-in with oidc failed: the discovery document could not be reached.");
}

#[tokio::test]
async fn github_sign_in_returns_the_primary_verified_email() {
    let (idp, providers) = stand_in().await;
    let user = sign_in(&idp, provider(&providers, "github"), VERIFIER, "").await.expect("signed in");
    assert_eq!(user.subject, "1234567");
    assert_eq!(user.email.as_deref(), Some("grace@example.com"), "the primary one, not the first");
    assert!(user.email_verified);
    assert_eq!(user.full_name.as_deref(), Some("Grace Hopper"));
    assert_eq!(user.avatar_url.as_deref(), Some("https://avatars.example.com/grace.png"));
    assert_eq!(user.raw["user_name"], "ghopper");
    assert_eq!(user.raw["provider_id"], "1234567");

    let received = idp.received();
    assert_eq!(received.token[0].form["code_verifier"], VERIFIER);
    assert_eq!(received.token[0].form["client_secret"], CLIENT_SECRET);
    let paths: Vec<&str> = received.github_api.iter().map(|(path, _)| path.as_str()).collect();
    assert_eq!(paths, ["GET /user", "GET /user/emails"]);
    assert!(received.github_api.iter().all(|(_, accept)| accept == "application/vnd.github+json"));
}

#[tokio::test]
async fn github_without_a_primary_verified_email_gives_no_email_and_login_as_name() {
    let (idp, providers) = stand_in().await;
    idp.set_user(TestUser {
        name: None,
        github_emails: vec![
            GitHubEmail { email: "grace@example.com".into(), primary: true, verified: false },
            GitHubEmail { email: "other@example.com".into(), primary: false, verified: true },
        ],
        ..TestUser::default()
    });
    let user = sign_in(&idp, provider(&providers, "github"), VERIFIER, "").await.expect("signed in");
    assert_eq!(user.email, None);
    assert!(!user.email_verified);
    assert_eq!(user.full_name.as_deref(), Some("ghopper"));
}

#[tokio::test]
async fn github_refuses_a_wrong_pkce_verifier() {
    let (idp, providers) = stand_in().await;
    let error = sign_in(&idp, provider(&providers, "github"), "not-the-verifier-not-the-verifier-00000000", "")
        .await
        .expect_err("refused");
    assert_eq!(
        error,
        "Sign-in with github failed: the provider refused the authorization code (bad_verification_code)."
    );
}
