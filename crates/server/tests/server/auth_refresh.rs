//! Refresh tokens: rotated on every use, a lost answer can be fetched again at once, a later reuse ends the
//! whole session.

use crate::common::each_backend;
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

async fn refresh(server: &crate::common::TestServer, token: &Value) -> (StatusCode, Value) {
    server.post_json("/auth/v1/token?grant_type=refresh_token", &json!({ "refresh_token": token })).await
}

#[tokio::test]
async fn each_refresh_rotates_the_token() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("rotate@example.com", PASSWORD).await;
            let first = session["refresh_token"].clone();
            let (status, second) = refresh(&server, &first).await;
            assert_eq!(status, StatusCode::OK, "{second}");
            assert_ne!(second["refresh_token"], first);
            assert_eq!(second["user"]["email"], "rotate@example.com");
            let (status, third) = refresh(&server, &second["refresh_token"]).await;
            assert_eq!(status, StatusCode::OK);
            assert_ne!(third["refresh_token"], second["refresh_token"]);
            let (status, user) =
                server.get_authed("/auth/v1/user", third["access_token"].as_str().expect("token")).await;
            assert_eq!((status, &user["email"]), (StatusCode::OK, &json!("rotate@example.com")));
        },
    )
    .await;
}

#[tokio::test]
async fn a_token_presented_again_at_once_gets_the_same_child() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("twice@example.com", PASSWORD).await;
            let parent = session["refresh_token"].clone();
            let (_, first) = refresh(&server, &parent).await;
            let (status, again) = refresh(&server, &parent).await;
            assert_eq!(status, StatusCode::OK, "{again}");
            assert_eq!(again["refresh_token"], first["refresh_token"]);
            // The child still works afterwards.
            let (status, _) = refresh(&server, &first["refresh_token"]).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn reusing_a_superseded_token_ends_the_session_family() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("stolen@example.com", PASSWORD).await;
            let other = server.sign_in("stolen@example.com", PASSWORD).await;
            let t0 = session["refresh_token"].clone();
            let (_, s1) = refresh(&server, &t0).await;
            let (_, s2) = refresh(&server, &s1["refresh_token"]).await;
            // t0's child has been used too: presenting t0 now is reuse.
            let (status, error) = refresh(&server, &t0).await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            assert_eq!(error["error_code"], "refresh_token_already_used");
            assert_eq!(error["msg"], "Invalid Refresh Token: Already Used");
            // The whole family is gone: the newest token and the session's access token.
            let (status, _) = refresh(&server, &s2["refresh_token"]).await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            let (status, error) = server.get_authed("/auth/v1/user", s2["access_token"].as_str().expect("token")).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("session_not_found")));
            // Another session of the same user is untouched.
            let (status, _) = refresh(&server, &other["refresh_token"]).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn fifty_parallel_refreshes_of_one_token_get_one_child() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("parallel@example.com", PASSWORD).await;
            let url = server.url("/auth/v1/token?grant_type=refresh_token");
            let body = json!({ "refresh_token": session["refresh_token"] });
            let mut requests = tokio::task::JoinSet::new();
            for _ in 0..50 {
                let request =
                    server.client.post(&url).header("content-type", "application/json").body(body.to_string());
                requests.spawn(async move {
                    let response = request.send().await.expect("POST");
                    crate::common::status_and_json(response).await
                });
            }
            let mut children = std::collections::BTreeSet::new();
            while let Some(answer) = requests.join_next().await {
                let (status, answer) = answer.expect("request task");
                assert_eq!(status, StatusCode::OK, "{answer}");
                children.insert(answer["refresh_token"].as_str().expect("refresh token").to_owned());
            }
            assert_eq!(children.len(), 1, "one parent, one child: {children:?}");
            let child = json!(children.first().expect("a child"));
            assert_eq!(refresh(&server, &child).await.0, StatusCode::OK, "the child works");
        },
    )
    .await;
}
