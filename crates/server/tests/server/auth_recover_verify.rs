//! `POST /auth/v1/recover`, `GET|POST /auth/v1/verify`, `POST /auth/v1/resend`.

use crate::common::each_backend;
use reqwest::{Method, StatusCode};
use serde_json::json;

const PASSWORD: &str = "Zq8#vLmm-42";

fn fragment_pairs(location: &str) -> Vec<(String, String)> {
    let url = url::Url::parse(location).expect("absolute location");
    url::form_urlencoded::parse(url.fragment().unwrap_or_default().as_bytes()).into_owned().collect()
}

fn pair<'a>(pairs: &'a [(String, String)], name: &str) -> &'a str {
    pairs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or_else(|| panic!("no {name} in {pairs:?}"))
}

#[tokio::test]
async fn recover_answers_the_same_for_any_address_and_the_link_allows_a_new_password() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("forgot@example.com", PASSWORD).await;
            for email in ["forgot@example.com", "nobody@example.com"] {
                let (status, body) = server.post_json("/auth/v1/recover", &json!({ "email": email })).await;
                assert_eq!((status, body), (StatusCode::OK, json!({})), "{email}");
            }
            let link = server.wait_for_link("forgot@example.com", "recovery").await;
            assert!(server.outbox().iter().all(|mail| !mail.contains("To: nobody@example.com")));
            let response = server.client.get(&link).send().await.expect("follow");
            assert_eq!(response.status(), StatusCode::SEE_OTHER);
            let pairs = fragment_pairs(crate::common::header(&response, "location"));
            assert_eq!(pair(&pairs, "type"), "recovery");
            assert_eq!(pair(&pairs, "token_type"), "bearer");
            let access = pair(&pairs, "access_token").to_owned();
            // A recovery session sets a new password without the current one.
            let (status, user) = server
                .send_authed(Method::PUT, "/auth/v1/user", &access, &json!({ "password": "Fresh#pass-555" }))
                .await;
            assert_eq!(status, StatusCode::OK, "{user}");
            assert!(user["recovery_sent_at"].is_string());
            server.sign_in("forgot@example.com", "Fresh#pass-555").await;

            // The link works once.
            let response = server.client.get(&link).send().await.expect("follow again");
            let pairs = fragment_pairs(crate::common::header(&response, "location"));
            assert_eq!(pair(&pairs, "error"), "access_denied");
            assert_eq!(pair(&pairs, "error_code"), "otp_expired");
            assert_eq!(pair(&pairs, "error_description"), "Email link is invalid or has expired");
        },
    )
    .await;
}

#[tokio::test]
async fn verify_by_post_returns_a_session_and_refuses_unknown_tokens() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, _) = server
                .post_json("/auth/v1/signup", &json!({ "email": "post@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::OK);
            let link = server.wait_for_link("post@example.com", "confirm").await;
            let token = url::Url::parse(&link)
                .expect("link")
                .query_pairs()
                .find(|(k, _)| k == "token")
                .expect("token")
                .1
                .into_owned();
            let (status, error) =
                server.post_json("/auth/v1/verify", &json!({ "type": "signup", "token_hash": "not-a-token" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("otp_expired")));
            let (status, error) =
                server.post_json("/auth/v1/verify", &json!({ "type": "bogus", "token_hash": token })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
            let (status, error) =
                server.post_json("/auth/v1/verify", &json!({ "type": "recovery", "token_hash": token })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("otp_expired")));
            // Presented with the wrong type, the token was not spent.
            let (status, session) =
                server.post_json("/auth/v1/verify", &json!({ "type": "signup", "token_hash": token })).await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], "post@example.com");
            assert!(session["user"]["email_confirmed_at"].is_string());
            assert_eq!(session["user"]["identities"][0]["identity_data"]["email_verified"], true);
            let (status, _) =
                server.post_json("/auth/v1/verify", &json!({ "type": "signup", "token_hash": token })).await;
            assert_eq!(status, StatusCode::FORBIDDEN);
        },
    )
    .await;
}

#[tokio::test]
async fn resend_sends_a_new_confirmation_and_the_earlier_link_still_works() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, _) = server
                .post_json("/auth/v1/signup", &json!({ "email": "resend@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::OK);
            let first = server.wait_for_link("resend@example.com", "confirm").await;
            for email in ["resend@example.com", "unknown@example.com"] {
                let (status, body) =
                    server.post_json("/auth/v1/resend", &json!({ "type": "signup", "email": email })).await;
                assert_eq!((status, body), (StatusCode::OK, json!({})));
            }
            let second = server.wait_for_link("resend@example.com", "confirm").await;
            assert_ne!(first, second);
            // Whoever asked for the second mail (anyone can) must not spend the link the owner already has.
            for link in [first, second] {
                let response = server.client.get(&link).send().await.expect("follow");
                assert!(crate::common::header(&response, "location").contains("access_token="));
            }

            // A PKCE client's resent link comes back with a code only its verifier can exchange.
            let verifier = "resend-verifier-0123456789-0123456789-0123456789";
            let challenge = penknife_server::secrets::pkce_challenge(verifier);
            let email = "pkce-resend@example.com";
            server.post_json("/auth/v1/signup", &json!({ "email": email, "password": PASSWORD })).await;
            server.wait_for_link(email, "confirm").await;
            let resend = json!({ "type": "signup", "email": email, "code_challenge": challenge, "code_challenge_method": "s256" });
            assert_eq!(server.post_json("/auth/v1/resend", &resend).await.0, StatusCode::OK);
            let link = server.wait_for_link(email, "confirm").await;
            let response = server.client.get(&link).send().await.expect("pkce link");
            let location = url::Url::parse(crate::common::header(&response, "location")).expect("redirect");
            let code = location.query_pairs().find(|(k, _)| k == "code").expect("?code=").1.into_owned();
            let exchange = json!({ "auth_code": code, "code_verifier": verifier });
            let (status, session) = server.post_json("/auth/v1/token?grant_type=pkce", &exchange).await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], email);

            let (status, error) =
                server.post_json("/auth/v1/resend", &json!({ "type": "sms", "email": "resend@example.com" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
        },
    )
    .await;
}

#[tokio::test]
async fn redirects_only_go_to_the_site_or_the_allow_list() {
    each_backend(
        |config| config.auth.redirect_allow_list = vec!["https://app.example.com/auth".into()],
        |server, _| async move {
            let cases = [
                ("https://app.example.com/auth/done", "https://app.example.com/auth/done"),
                ("https://app.example.com/other", ""),
                ("https://evil.example/", ""),
                ("javascript:alert(1)", ""),
            ];
            for (index, (requested, expected)) in cases.into_iter().enumerate() {
                let email = format!("redirect{index}@example.com");
                let encoded: String = url::form_urlencoded::byte_serialize(requested.as_bytes()).collect();
                let (status, _) = server
                    .post_json(
                        &format!("/auth/v1/signup?redirect_to={encoded}"),
                        &json!({ "email": email, "password": PASSWORD }),
                    )
                    .await;
                assert_eq!(status, StatusCode::OK);
                let link = server.wait_for_link(&email, "confirm").await;
                let response = server.client.get(&link).send().await.expect("follow");
                let location = crate::common::header(&response, "location");
                let expected = if expected.is_empty() { server.url("/") } else { expected.to_owned() };
                assert!(location.starts_with(&format!("{expected}#")), "{requested} → {location}");
            }
        },
    )
    .await;
}

#[tokio::test]
async fn an_unknown_pkce_method_is_refused_alike_for_every_address_before_anything_is_stored() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("known@example.com", PASSWORD).await;
            let (status, _) =
                server.post_json("/auth/v1/signup", &json!({ "email": "pending@example.com", "password": PASSWORD })).await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_link("pending@example.com", "confirm").await;
            let mails_before = server.outbox().len();
            let refused = (
                StatusCode::BAD_REQUEST,
                json!({ "code": 400, "error_code": "validation_failed", "msg": "Code challenge method must be one of s256 or plain" }),
            );
            let pkce = |mut body: serde_json::Value| {
                body["code_challenge"] = json!("abc");
                body["code_challenge_method"] = json!("md5");
                body
            };
            for email in ["known@example.com", "pending@example.com", "nobody@example.com"] {
                let answers = [
                    server.post_json("/auth/v1/signup", &pkce(json!({ "email": email, "password": PASSWORD }))).await,
                    server.post_json("/auth/v1/recover", &pkce(json!({ "email": email }))).await,
                    server.post_json("/auth/v1/resend", &pkce(json!({ "type": "signup", "email": email }))).await,
                ];
                for answer in answers {
                    assert_eq!(answer, refused, "{email}");
                }
            }
            // The refused signup stored no account: its password signs nobody in, and no mail went out.
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=password", &json!({ "email": "nobody@example.com", "password": PASSWORD }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
            assert_eq!(server.outbox().len(), mails_before);
        },
    )
    .await;
}

#[tokio::test]
async fn recovery_and_resent_mails_follow_the_requests_language() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("lang@example.com", PASSWORD).await;
            // European Portuguese is answered in Brazilian Portuguese, the Portuguese Penknife speaks.
            let body = json!({ "email": "lang@example.com" });
            let response = server.post_json_with("/auth/v1/recover", &body, &[("Accept-Language", "pt-PT")]).await;
            assert_eq!(response.status(), StatusCode::OK);
            let (mail, _) = server.wait_for_mail("lang@example.com", "recovery").await;
            assert!(mail.contains("\r\nSubject: Redefina sua senha do Penknife\r\n"), "{mail}");
            assert!(mail.contains("\r\nContent-Language: pt-BR\r\n"), "{mail}");

            let (status, _) = server
                .post_json("/auth/v1/signup", &json!({ "email": "later@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_link("later@example.com", "confirm").await;
            let body = json!({ "type": "signup", "email": "later@example.com" });
            let response = server.post_json_with("/auth/v1/resend", &body, &[("Accept-Language", "de-AT")]).await;
            assert_eq!(response.status(), StatusCode::OK);
            let (mail, _) = server.wait_for_mail("later@example.com", "confirm").await;
            assert!(mail.contains("\r\nContent-Language: de\r\n"), "{mail}");
            assert!(mail.contains("Danke für deine Registrierung bei Penknife."), "{mail}");
        },
    )
    .await;
}
