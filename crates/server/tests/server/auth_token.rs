//! `POST /auth/v1/token`: password grant (no enumeration, same timing), the access token's claims, PKCE.

use crate::common::each_backend;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::{Digest as _, Sha256};

const PASSWORD: &str = "Zq8#vLmm-42";

fn claims_of(access_token: &str) -> Value {
    let payload = access_token.split('.').nth(1).expect("a JWT has a payload");
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).expect("base64url")).expect("JSON claims")
}

#[tokio::test]
async fn the_access_token_carries_gotrue_claims() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("claims@example.com", PASSWORD).await;
            let token = session["access_token"].as_str().expect("access token");
            let header: Value =
                serde_json::from_slice(&URL_SAFE_NO_PAD.decode(token.split('.').next().expect("header")).expect("b64"))
                    .expect("json");
            assert_eq!(header["alg"], "HS256");
            let claims = claims_of(token);
            assert_eq!(claims["sub"], session["user"]["id"]);
            assert_eq!(claims["aud"], "authenticated");
            assert_eq!(claims["role"], "authenticated");
            assert_eq!(claims["email"], "claims@example.com");
            assert_eq!(claims["aal"], "aal1");
            assert_eq!(claims["amr"][0]["method"], "password");
            assert_eq!(claims["iss"], server.url("/auth/v1"));
            assert!(claims["session_id"].is_string());
            assert_eq!(claims["app_metadata"]["provider"], "email");
            // Left out on purpose (see `jwt::Claims`): the user object carries it.
            assert!(claims.get("user_metadata").is_none(), "{claims}");
            assert!(session["user"]["user_metadata"].is_object());
            let (iat, exp) = (claims["iat"].as_i64().expect("iat"), claims["exp"].as_i64().expect("exp"));
            assert_eq!(exp - iat, 3600);
            assert_eq!(session["expires_at"], exp);
            let (status, user) = server.get_authed("/auth/v1/user", token).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(user["email"], "claims@example.com");
            assert!(user["last_sign_in_at"].is_string());
        },
    )
    .await;
}

#[tokio::test]
async fn unsupported_grants_and_missing_fields_are_refused() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, error) = server.post_json("/auth/v1/token?grant_type=magic", &json!({})).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("validation_failed")));
            let (status, error) =
                server.post_json("/auth/v1/token?grant_type=password", &json!({ "email": "a@example.com" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=refresh_token", &json!({ "refresh_token": "made-up" }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("refresh_token_not_found")));
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": "x", "code_verifier": "y" }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::NOT_FOUND, &json!("flow_state_not_found")));
        },
    )
    .await;
}

fn challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Signs up with a PKCE challenge and follows the mailed link; returns the `code` it redirects with.
async fn pkce_code(server: &crate::common::TestServer, email: &str, verifier: &str) -> String {
    let redirect = server.url("/welcome");
    let (status, body) = server
        .post_json(
            &format!("/auth/v1/signup?redirect_to={}", url::form_urlencoded::byte_serialize(redirect.as_bytes()).collect::<String>()),
            &json!({ "email": email, "password": PASSWORD, "code_challenge": challenge(verifier), "code_challenge_method": "s256" }),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let link = server.wait_for_link(email, "confirm").await;
    let response = server.client.get(&link).send().await.expect("follow the link");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    let location = url::Url::parse(crate::common::header(&response, "location")).expect("absolute location");
    assert_eq!(location.path(), "/welcome");
    assert!(location.fragment().is_none(), "a PKCE flow puts no token in the URL");
    location.query_pairs().find(|(k, _)| k == "code").map(|(_, v)| v.into_owned()).expect("?code=")
}

#[tokio::test]
async fn pkce_codes_need_the_right_verifier_and_work_once() {
    each_backend(
        |_| {},
        |server, _| async move {
            let verifier = "a-verifier-of-at-least-43-characters-0123456789";
            let code = pkce_code(&server, "pkce-wrong@example.com", verifier).await;
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=pkce",
                    &json!({ "auth_code": code, "code_verifier": "another-verifier-of-43-characters-0123456789" }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("bad_code_verifier")));

            let code = pkce_code(&server, "pkce-right@example.com", verifier).await;
            let (status, session) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": verifier }))
                .await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], "pkce-right@example.com");
            assert!(session["user"]["email_confirmed_at"].is_string());
            let (status, error) = server
                .post_json("/auth/v1/token?grant_type=pkce", &json!({ "auth_code": code, "code_verifier": verifier }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::NOT_FOUND, &json!("flow_state_not_found")));
        },
    )
    .await;
}
