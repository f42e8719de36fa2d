//! `GET /auth/v1/authorize` + `/callback` against the local stand-in OAuth 2 / OIDC provider, `/settings`,
//! `/health`, and the confirmation mail over real SMTP.

mod common;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use common::oauth_provider::{OAuthProvider, TestUser};
use common::smtp::SmtpServer;
use common::{TestServer, generous_limits, web_app};
use penknife_server::auth::providers::Providers;
use reqwest::StatusCode;
use serde_json::json;
use sha2::{Digest as _, Sha256};

const PASSWORD: &str = "Zq8#vLmm-42";

async fn server_with(provider: &OAuthProvider) -> TestServer {
    let providers = Providers::from_env(provider.env("acme")).expect("providers");
    TestServer::start_configured(web_app(), |config| {
        config.auth.rate_limits = generous_limits();
        config.auth.providers = providers;
    })
    .await
}

/// `/authorize` → the provider approves → `/callback`; returns the callback's redirect.
async fn sign_in_through(server: &TestServer, provider: &OAuthProvider, query: &str) -> url::Url {
    let response = server.get(&format!("/auth/v1/authorize?provider=acme{query}")).await;
    assert_eq!(response.status(), StatusCode::FOUND);
    let to_provider = url::Url::parse(common::header(&response, "location")).expect("provider URL");
    let (code, state) = provider.approve(&to_provider).await;
    let response = server.get(&format!("/auth/v1/callback?code={code}&state={state}")).await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    url::Url::parse(common::header(&response, "location")).expect("redirect back")
}

fn fragment_value(url: &url::Url, name: &str) -> Option<String> {
    url::form_urlencoded::parse(url.fragment().unwrap_or_default().as_bytes())
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

#[tokio::test]
async fn oidc_sign_in_creates_then_reuses_the_account_and_links_by_verified_email() {
    let provider = OAuthProvider::start().await;
    let server = server_with(&provider).await;
    let (_, settings) = server.get_authed("/auth/v1/settings", "unused").await;
    assert_eq!(settings["external"]["acme"], true);
    assert_eq!(settings["external"]["email"], true);

    let back = sign_in_through(&server, &provider, "").await;
    let access = fragment_value(&back, "access_token").expect("session in the fragment");
    let (status, user) = server.get_authed("/auth/v1/user", &access).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(user["email"], "grace@example.com");
    assert_eq!(user["user_metadata"]["full_name"], "Grace Hopper");
    assert_eq!(user["app_metadata"]["provider"], "acme");
    let id = user["id"].clone();
    // Again: the same account.
    let back = sign_in_through(&server, &provider, "").await;
    let (_, again) = server.get_authed("/auth/v1/user", &fragment_value(&back, "access_token").expect("token")).await;
    assert_eq!(again["id"], id);

    // A password account with a confirmed address is linked when the provider vouches for the address.
    server.confirmed_user("linus@example.com", PASSWORD).await;
    provider.set_user(TestUser {
        sub: "linus-1".into(),
        email: Some("linus@example.com".into()),
        ..TestUser::default()
    });
    let back = sign_in_through(&server, &provider, "").await;
    let (_, linked) = server.get_authed("/auth/v1/user", &fragment_value(&back, "access_token").expect("token")).await;
    assert_eq!(linked["email"], "linus@example.com");
    assert_eq!(linked["app_metadata"]["providers"], json!(["email", "acme"]));
    server.sign_in("linus@example.com", PASSWORD).await;

    // An address the provider has not verified is refused.
    provider.set_user(TestUser {
        sub: "eve-1".into(),
        email: Some("victim@example.com".into()),
        email_verified: false,
        ..TestUser::default()
    });
    let back = sign_in_through(&server, &provider, "").await;
    assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("provider_email_needs_verification"));
}

#[tokio::test]
async fn oauth_with_pkce_returns_a_code_for_the_client_and_bad_state_is_refused() {
    let provider = OAuthProvider::start().await;
    let server = server_with(&provider).await;
    let verifier = "client-verifier-with-enough-entropy-0123456789abcdef";
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    let back =
        sign_in_through(&server, &provider, &format!("&code_challenge={challenge}&code_challenge_method=s256")).await;
    let code = back.query_pairs().find(|(k, _)| k == "code").map(|(_, v)| v.into_owned()).expect("?code=");
    let (status, session) = server
        .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": verifier }))
        .await;
    assert_eq!(status, StatusCode::OK, "{session}");
    assert_eq!(session["user"]["email"], "grace@example.com");

    let response = server.get("/auth/v1/callback?code=x&state=forged").await;
    let location = common::header(&response, "location");
    assert!(location.contains("error_code=bad_oauth_state"), "{location}");
    let response = server.get("/auth/v1/authorize?provider=nope").await;
    let (status, error) = common::status_and_json(response).await;
    assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
}

#[tokio::test]
async fn health_answers() {
    let server = TestServer::with_web_app().await;
    let (status, health) = server.get_authed("/auth/v1/health", "unused").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(health["name"], "GoTrue");
}

#[tokio::test]
async fn signup_sends_the_confirmation_over_smtp() {
    let smtp = SmtpServer::start().await;
    let url = smtp.url();
    let server = TestServer::start_configured(web_app(), |config| {
        config.auth.rate_limits = generous_limits();
        config.auth.smtp_url = Some(url);
    })
    .await;
    let (status, _) =
        server.post_json("/auth/v1/signup", &json!({ "email": "smtp@example.com", "password": PASSWORD })).await;
    assert_eq!(status, StatusCode::OK);
    let mail = smtp.next_message().await;
    assert!(mail.data.contains("To: smtp@example.com"), "{}", mail.data);
    let link = mail.link().expect("a link");
    let response = server.client.get(&link).send().await.expect("follow");
    assert!(common::header(&response, "location").contains("access_token="));
    server.sign_in("smtp@example.com", PASSWORD).await;
    assert!(server.outbox().is_empty());
}
