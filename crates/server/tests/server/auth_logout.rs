//! `POST /auth/v1/logout?scope=…`: sessions end server-side; their refresh tokens stop working at once.

use crate::common::each_backend;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

async fn logout(server: &crate::common::TestServer, session: &Value, scope: Option<&str>) -> StatusCode {
    let path = scope.map_or_else(|| "/auth/v1/logout".to_owned(), |scope| format!("/auth/v1/logout?scope={scope}"));
    let response = server
        .client
        .post(server.url(&path))
        .bearer_auth(session["access_token"].as_str().expect("access token"))
        .send()
        .await
        .expect("logout");
    let status = response.status();
    assert!(response.bytes().await.expect("body").is_empty());
    status
}

async fn refreshes(server: &crate::common::TestServer, session: &Value) -> bool {
    let (status, _) = server
        .post_json("/auth/v1/token?grant_type=refresh_token", &json!({ "refresh_token": session["refresh_token"] }))
        .await;
    status == StatusCode::OK
}

async fn user_ok(server: &crate::common::TestServer, session: &Value) -> bool {
    let (status, _) = server.get_authed("/auth/v1/user", session["access_token"].as_str().expect("token")).await;
    status == StatusCode::OK
}

#[tokio::test]
async fn local_ends_only_this_session() {
    each_backend(
        |_| {},
        |server, _| async move {
            let a = server.confirmed_user("local@example.com", PASSWORD).await;
            let b = server.sign_in("local@example.com", PASSWORD).await;
            assert_eq!(logout(&server, &a, Some("local")).await, StatusCode::NO_CONTENT);
            assert!(!refreshes(&server, &a).await);
            assert!(!user_ok(&server, &a).await);
            assert!(user_ok(&server, &b).await);
            assert!(refreshes(&server, &b).await);
        },
    )
    .await;
}

#[tokio::test]
async fn others_ends_every_other_session() {
    each_backend(
        |_| {},
        |server, _| async move {
            let a = server.confirmed_user("others@example.com", PASSWORD).await;
            let b = server.sign_in("others@example.com", PASSWORD).await;
            let c = server.sign_in("others@example.com", PASSWORD).await;
            assert_eq!(logout(&server, &a, Some("others")).await, StatusCode::NO_CONTENT);
            assert!(user_ok(&server, &a).await);
            assert!(!refreshes(&server, &b).await);
            assert!(!user_ok(&server, &c).await);
            assert!(refreshes(&server, &a).await);
        },
    )
    .await;
}

#[tokio::test]
async fn global_is_the_default_and_ends_every_session() {
    each_backend(
        |_| {},
        |server, _| async move {
            let a = server.confirmed_user("global@example.com", PASSWORD).await;
            let b = server.sign_in("global@example.com", PASSWORD).await;
            let someone_else = server.confirmed_user("bystander@example.com", PASSWORD).await;
            assert_eq!(logout(&server, &a, None).await, StatusCode::NO_CONTENT);
            assert!(!refreshes(&server, &a).await);
            assert!(!refreshes(&server, &b).await);
            assert!(!user_ok(&server, &b).await);
            assert!(user_ok(&server, &someone_else).await);
            // Signed out already: the token's session is gone.
            let response = server
                .client
                .post(server.url("/auth/v1/logout"))
                .bearer_auth(a["access_token"].as_str().expect("token"))
                .send()
                .await
                .expect("logout");
            assert_eq!(response.status(), StatusCode::FORBIDDEN);
            let response = server.client.post(server.url("/auth/v1/logout")).send().await.expect("logout");
            assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
        },
    )
    .await;
}
