//! `GET /auth/v1/authorize` + `/callback` against the local stand-in OAuth 2 / OIDC provider (an OIDC issuer
//! named `acme` and the GitHub preset), `/settings`, `/health`, and the confirmation mail over real SMTP, on
//! every backend.

use crate::common::oauth_provider::{GitHubEmail, OAuthProvider, TestUser};
use crate::common::smtp::SmtpServer;
use crate::common::{TestServer, each_backend};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use penknife_server::ServeConfig;
use penknife_server::auth::providers::Providers;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::{Digest as _, Sha256};

const PASSWORD: &str = "Zq8#vLmm-42";
const VERIFIER: &str = "client-verifier-with-enough-entropy-0123456789abcdef";

/// Configures the stand-in as the OIDC provider `acme` and as GitHub.
fn with_providers(provider: &OAuthProvider) -> impl Fn(&mut ServeConfig) + use<> {
    let providers = Providers::from_env(provider.env("acme")).expect("providers");
    move |config| config.auth.providers = providers.clone()
}

/// `/authorize?provider=<name><query>`: the redirect to the provider.
async fn authorize(server: &TestServer, name: &str, query: &str) -> url::Url {
    let response = server.get(&format!("/auth/v1/authorize?provider={name}{query}")).await;
    assert_eq!(response.status(), StatusCode::FOUND);
    url::Url::parse(crate::common::header(&response, "location")).expect("provider URL")
}

/// `/authorize` → the provider approves → `/callback`; returns where the callback sends the browser.
async fn sign_in_through(server: &TestServer, provider: &OAuthProvider, name: &str, query: &str) -> url::Url {
    let to_provider = authorize(server, name, query).await;
    let (code, state) = provider.approve(&to_provider).await;
    callback(server, &format!("code={code}&state={state}")).await
}

async fn callback(server: &TestServer, query: &str) -> url::Url {
    let response = server.get(&format!("/auth/v1/callback?{query}")).await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    url::Url::parse(crate::common::header(&response, "location")).expect("redirect back")
}

fn fragment_value(url: &url::Url, name: &str) -> Option<String> {
    url::form_urlencoded::parse(url.fragment().unwrap_or_default().as_bytes())
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

fn query_value(url: &url::Url, name: &str) -> Option<String> {
    url.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

fn challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// The user behind the session in the fragment of `back`.
async fn user_of(server: &TestServer, back: &url::Url) -> Value {
    let access = fragment_value(back, "access_token").unwrap_or_else(|| panic!("no session in {back}"));
    let (status, user) = server.get_authed("/auth/v1/user", &access).await;
    assert_eq!(status, StatusCode::OK, "{user}");
    user
}

fn identity<'a>(user: &'a Value, provider: &str) -> &'a Value {
    user["identities"]
        .as_array()
        .and_then(|all| all.iter().find(|identity| identity["provider"] == provider))
        .unwrap_or_else(|| panic!("no {provider} identity in {user}"))
}

#[tokio::test]
async fn oidc_sign_in_creates_then_reuses_the_account_and_links_by_verified_email() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| {
        let provider = provider.clone();
        async move {
            provider.set_user(TestUser::default());
            let (_, settings) = server.get_authed("/auth/v1/settings", "unused").await;
            assert_eq!(settings["external"]["acme"], true);
            assert_eq!(settings["external"]["github"], true);
            assert_eq!(settings["external"]["email"], true);

            let back = sign_in_through(&server, &provider, "acme", "").await;
            let user = user_of(&server, &back).await;
            assert_eq!(user["email"], "grace@example.com");
            assert!(user["email_confirmed_at"].is_string());
            assert_eq!(user["user_metadata"]["full_name"], "Grace Hopper");
            assert_eq!(user["app_metadata"]["provider"], "acme");
            assert_eq!(identity(&user, "acme")["id"], "248289761001");
            // Again: the same account.
            let back = sign_in_through(&server, &provider, "acme", "").await;
            assert_eq!(user_of(&server, &back).await["id"], user["id"]);

            // A password account with a confirmed address is linked when the provider vouches for the address.
            server.confirmed_user("linus@example.com", PASSWORD).await;
            provider.set_user(TestUser {
                sub: "linus-1".into(),
                email: Some("linus@example.com".into()),
                ..TestUser::default()
            });
            let back = sign_in_through(&server, &provider, "acme", "").await;
            let linked = user_of(&server, &back).await;
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
            let back = sign_in_through(&server, &provider, "acme", "").await;
            assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("provider_email_needs_verification"));
            assert!(fragment_value(&back, "access_token").is_none());
        }
    })
    .await;
}

#[tokio::test]
async fn a_provider_confirms_an_unconfirmed_address_and_drops_the_password_nobody_proved() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| {
        let provider = provider.clone();
        async move {
            // Someone registered the owner's address without access to its mailbox.
            let (status, _) = server
                .post_json(
                    "/auth/v1/signup",
                    &json!({ "email": "owner@example.com", "password": PASSWORD, "data": { "full_name": "Mallory", "plan": "fake" } }),
                )
                .await;
            assert_eq!(status, StatusCode::OK);
            provider.set_user(TestUser {
                sub: "owner-1".into(),
                email: Some("owner@example.com".into()),
                ..TestUser::default()
            });
            let back = sign_in_through(&server, &provider, "acme", "").await;
            let user = user_of(&server, &back).await;
            assert!(user["email_confirmed_at"].is_string());
            assert_eq!(user["app_metadata"]["providers"], json!(["email", "acme"]));
            // The pre-registrant's profile is gone; the provider's fills it.
            assert_eq!(user["user_metadata"]["full_name"], "Grace Hopper");
            assert!(user["user_metadata"].get("plan").is_none(), "{user}");
            assert_eq!(identity(&user, "email")["identity_data"]["email_verified"], true);
            assert_eq!(identity(&user, "acme")["identity_data"]["email_verified"], true);
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "owner@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
        }
    })
    .await;
}

#[tokio::test]
async fn oauth_with_pkce_returns_a_code_for_the_client_and_bad_state_is_refused() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| {
        let provider = provider.clone();
        async move {
            provider.set_user(TestUser::default());
            let query = format!("&code_challenge={}&code_challenge_method=s256", challenge(VERIFIER));
            let back = sign_in_through(&server, &provider, "acme", &query).await;
            assert!(back.as_str().starts_with(&server.url("/?code=")), "{back}");
            assert_eq!(back.fragment(), None, "no tokens in the URL with PKCE");
            let code = query_value(&back, "code").expect("?code=");
            let (status, session) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": VERIFIER }))
                .await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], "grace@example.com");
            // The code works once.
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": VERIFIER }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::NOT_FOUND, &json!("flow_state_not_found")));

            let back = callback(&server, "code=x&state=forged").await;
            assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("bad_oauth_state"));
            let response = server.get("/auth/v1/authorize?provider=nope").await;
            let (status, error) = crate::common::status_and_json(response).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
            let response =
                server.get("/auth/v1/authorize?provider=acme&code_challenge=abc&code_challenge_method=md5").await;
            let (status, error) = crate::common::status_and_json(response).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
        }
    })
    .await;
}

#[tokio::test]
async fn an_authorization_code_exchanged_too_late_is_refused() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| {
        let provider = provider.clone();
        async move {
            provider.set_user(TestUser::default());
            let query = format!("&code_challenge={}", challenge(VERIFIER));
            let back = sign_in_through(&server, &provider, "acme", &query).await;
            let code = query_value(&back, "code").expect("?code=");
            // Issued an hour ago: past the five minutes a code may wait.
            let aged =
                server.execute_sql("UPDATE flow_states SET auth_code_issued_at = auth_code_issued_at - 3600000").await;
            assert_eq!(aged, 1);
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": VERIFIER }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::NOT_FOUND, &json!("flow_state_expired")));
        }
    })
    .await;
}

#[tokio::test]
async fn a_refusal_at_the_provider_or_a_stale_state_comes_back_as_an_error_in_the_fragment() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| async move {
        let state_of = |url: &url::Url| query_value(url, "state").expect("state");
        // The visitor cancels at the provider.
        let state = state_of(&authorize(&server, "acme", "").await);
        let back =
            callback(&server, &format!("error=access_denied&error_description=The+user+said+no&state={state}")).await;
        assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("bad_oauth_callback"));
        assert_eq!(fragment_value(&back, "error_description").as_deref(), Some("The user said no"));
        // The state is single use.
        let back = callback(&server, &format!("code=x&state={state}")).await;
        assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("bad_oauth_state"));
        // No code.
        let state = state_of(&authorize(&server, "acme", "").await);
        let back = callback(&server, &format!("state={state}")).await;
        assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("bad_oauth_callback"));
        // A state older than the ten minutes a visitor may take at the provider.
        let state = state_of(&authorize(&server, "acme", "").await);
        assert_eq!(server.execute_sql("UPDATE flow_states SET created_at = created_at - 3600000").await, 1);
        let back = callback(&server, &format!("code=x&state={state}")).await;
        assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("bad_oauth_state"));
    })
    .await;
}

#[tokio::test]
async fn github_sign_in_runs_the_whole_pkce_flow_through_authorize_and_callback() {
    let provider = OAuthProvider::start().await;
    each_backend(with_providers(&provider), |server, _| {
        let provider = provider.clone();
        async move {
            provider.set_user(TestUser::default());
            let before = provider.received();
            let query = format!("&code_challenge={}&code_challenge_method=s256", challenge(VERIFIER));
            let to_github = authorize(&server, "github", &query).await;
            assert!(
                to_github.as_str().starts_with(&format!("{}/login/oauth/authorize?", provider.github_url())),
                "{to_github}"
            );
            // Our own PKCE leg to GitHub, with our callback, independent of the client's challenge.
            assert_eq!(query_value(&to_github, "redirect_uri"), Some(server.url("/auth/v1/callback")));
            assert_eq!(query_value(&to_github, "code_challenge_method").as_deref(), Some("S256"));
            let ours = query_value(&to_github, "code_challenge").expect("a challenge to GitHub");
            assert_ne!(ours, challenge(VERIFIER));

            let (code, state) = provider.approve(&to_github).await;
            let back = callback(&server, &format!("code={code}&state={state}")).await;
            let auth_code = query_value(&back, "code").unwrap_or_else(|| panic!("?code= in {back}"));
            let (status, session) = server
                .post_json(
                    "/auth/v1/token?grant_type=pkce",
                    &json!({ "auth_code": auth_code, "code_verifier": VERIFIER }),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{session}");
            let user = &session["user"];
            assert_eq!(user["email"], "grace@example.com", "the primary verified address");
            assert_eq!(user["app_metadata"], json!({ "provider": "github", "providers": ["github"] }));
            assert_eq!(user["user_metadata"]["full_name"], "Grace Hopper");
            assert_eq!(user["user_metadata"]["avatar_url"], "https://avatars.example.com/grace.png");
            let github = identity(user, "github");
            assert_eq!(github["id"], "1234567");
            assert_eq!(github["identity_data"]["user_name"], "ghopper");
            assert!(session["access_token"].is_string());

            // GitHub saw our verifier, and the API calls of the sign-in.
            let received = provider.received();
            let exchange = received.token.last().expect("a token request");
            assert_eq!(challenge(&exchange.form["code_verifier"]), ours);
            let calls: Vec<&str> =
                received.github_api[before.github_api.len()..].iter().map(|(path, _)| path.as_str()).collect();
            assert_eq!(calls, ["GET /user", "GET /user/emails"]);

            // A GitHub account without a verified primary address cannot sign in.
            provider.set_user(TestUser {
                github_id: 7_654_321,
                github_emails: vec![GitHubEmail { email: "x@example.com".into(), primary: true, verified: false }],
                ..TestUser::default()
            });
            let back = sign_in_through(&server, &provider, "github", "").await;
            assert_eq!(fragment_value(&back, "error_code").as_deref(), Some("provider_email_needs_verification"));
        }
    })
    .await;
}

#[tokio::test]
async fn authorize_honours_redirect_to_only_on_the_site_or_the_allow_list() {
    let provider = OAuthProvider::start().await;
    let providers = with_providers(&provider);
    let configure = move |config: &mut ServeConfig| {
        providers(config);
        config.auth.redirect_allow_list = vec!["https://app.example.com/auth".into()];
    };
    each_backend(configure, |server, _| {
        let provider = provider.clone();
        async move {
            provider.set_user(TestUser::default());
            let site = server.url("/");
            let own_page = server.url("/profile?tab=overview");
            let cases = [
                (own_page.as_str(), own_page.as_str()),
                ("https://app.example.com/auth/done", "https://app.example.com/auth/done"),
                ("https://app.example.com/elsewhere", site.as_str()),
                ("https://evil.example/steal", site.as_str()),
                ("https://app.example.com.evil.example/auth/done", site.as_str()),
                ("https://user@app.example.com/auth/done", site.as_str()),
                ("javascript:alert(document.cookie)", site.as_str()),
                ("//evil.example/", site.as_str()),
                ("https://app.example.com/auth", "https://app.example.com/auth"),
                ("https://APP.example.com/auth/done", "https://app.example.com/auth/done"),
                ("https://app.example.com/authority", site.as_str()),
                ("https://app.example.com/auth/../elsewhere", site.as_str()),
                ("http://app.example.com/auth/done", site.as_str()),
                ("https://app.example.com:8443/auth/done", site.as_str()),
                ("https://app.example.com%2eevil.example/auth", site.as_str()),
                ("data:text/html,<script>alert(1)</script>", site.as_str()),
                ("/\\evil.example/", site.as_str()),
            ];
            for (requested, expected) in cases {
                let encoded: String = url::form_urlencoded::byte_serialize(requested.as_bytes()).collect();
                let back = sign_in_through(&server, &provider, "acme", &format!("&redirect_to={encoded}")).await;
                assert!(back.as_str().starts_with(&format!("{expected}#access_token=")), "{requested} → {back}");
            }
            // Failures go back to the allowed target too, never to the one refused.
            let encoded: String = url::form_urlencoded::byte_serialize(b"https://evil.example/steal").collect();
            let to_provider = authorize(&server, "acme", &format!("&redirect_to={encoded}")).await;
            let state = query_value(&to_provider, "state").expect("state");
            let back = callback(&server, &format!("error=access_denied&state={state}")).await;
            assert!(back.as_str().starts_with(&format!("{site}#error=")), "{back}");
        }
    })
    .await;
}

#[tokio::test]
async fn health_answers() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, health) = server.get_authed("/auth/v1/health", "unused").await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(health["name"], "GoTrue");
        },
    )
    .await;
}

#[tokio::test]
async fn signup_sends_the_confirmation_over_smtp() {
    let smtp = std::sync::Arc::new(SmtpServer::start().await);
    let url = smtp.url();
    each_backend(
        move |config| config.auth.smtp_url = Some(url.clone()),
        |server, _| {
            let smtp = std::sync::Arc::clone(&smtp);
            async move {
                let (status, _) = server
                    .post_json("/auth/v1/signup", &json!({ "email": "smtp@example.com", "password": PASSWORD }))
                    .await;
                assert_eq!(status, StatusCode::OK);
                let mail = smtp.next_message().await;
                assert!(mail.data.contains("To: smtp@example.com"), "{}", mail.data);
                let link = mail.link().expect("a link");
                let response = server.client.get(&link).send().await.expect("follow");
                assert!(crate::common::header(&response, "location").contains("access_token="));
                server.sign_in("smtp@example.com", PASSWORD).await;
                assert!(server.outbox().is_empty());
            }
        },
    )
    .await;
}
