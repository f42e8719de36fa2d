//! `GET`/`PUT /auth/v1/user`: metadata, password change rules, e-mail change by mail.

use crate::common::each_backend;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

fn token(session: &Value) -> &str {
    session["access_token"].as_str().expect("access token")
}

#[tokio::test]
async fn data_merges_into_user_metadata() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("meta@example.com", PASSWORD).await;
            let (status, user) = server
                .send_authed(
                    Method::PUT,
                    "/auth/v1/user",
                    token(&session),
                    &json!({ "data": { "full_name": "Ada", "bio": "hi" } }),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{user}");
            assert_eq!(user["user_metadata"], json!({ "full_name": "Ada", "bio": "hi" }));
            let (_, user) = server
                .send_authed(
                    Method::PUT,
                    "/auth/v1/user",
                    token(&session),
                    &json!({ "data": { "bio": null, "location": "Paris" } }),
                )
                .await;
            assert_eq!(user["user_metadata"], json!({ "full_name": "Ada", "location": "Paris" }));
            // Another browser signing in sees it.
            let elsewhere = server.sign_in("meta@example.com", PASSWORD).await;
            let (_, user) = server.get_authed("/auth/v1/user", token(&elsewhere)).await;
            assert_eq!(user["user_metadata"]["location"], "Paris");
        },
    )
    .await;
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_ends_other_sessions() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("pw@example.com", PASSWORD).await;
            let other = server.sign_in("pw@example.com", PASSWORD).await;
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "pw@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
            let recovery_link = server.wait_for_link("pw@example.com", "recovery").await;
            let put = |body: Value| {
                let server = &server;
                let token = token(&session).to_owned();
                async move { server.send_authed(Method::PUT, "/auth/v1/user", &token, &body).await }
            };
            let (status, error) = put(json!({ "password": "New#pass-9876" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("current_password_required")));
            let (status, error) =
                put(json!({ "password": "New#pass-9876", "current_password": "wrong-one-123" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("current_password_mismatch")));
            let (status, error) = put(json!({ "password": PASSWORD, "current_password": PASSWORD })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("same_password")));
            let (status, error) = put(json!({ "password": "123456789", "current_password": PASSWORD })).await;
            assert_eq!(
                (status, &error["weak_password"]["reasons"]),
                (StatusCode::UNPROCESSABLE_ENTITY, &json!(["pwned"]))
            );
            let (status, _) = put(json!({ "password": "New#pass-9876", "current_password": PASSWORD })).await;
            assert_eq!(status, StatusCode::OK);

            let (status, error) = server.get_authed("/auth/v1/user", token(&other)).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("session_not_found")));
            let (status, _) = server.get_authed("/auth/v1/user", token(&session)).await;
            assert_eq!(status, StatusCode::OK, "the session that changed it stays");
            let (status, _) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "pw@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            server.sign_in("pw@example.com", "New#pass-9876").await;

            // A recovery link mailed before the change can no longer be used to take the account back.
            let token = url::Url::parse(&recovery_link)
                .expect("link")
                .query_pairs()
                .find(|(k, _)| k == "token")
                .expect("token")
                .1
                .into_owned();
            let (status, error) =
                server.post_json("/auth/v1/verify", &json!({ "type": "recovery", "token_hash": token })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::FORBIDDEN, &json!("otp_expired")));
        },
    )
    .await;
}

#[tokio::test]
async fn a_new_email_is_confirmed_by_a_link_sent_to_it() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("old@example.com", PASSWORD).await;
            server.confirmed_user("someone@example.com", PASSWORD).await;
            let (status, error) = server
                .send_authed(Method::PUT, "/auth/v1/user", token(&session), &json!({ "email": "someone@example.com" }))
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("email_exists")));

            let (status, user) = server
                .send_authed(Method::PUT, "/auth/v1/user", token(&session), &json!({ "email": "New@Example.com" }))
                .await;
            assert_eq!(status, StatusCode::OK, "{user}");
            assert_eq!(user["email"], "old@example.com", "unchanged until confirmed");
            assert_eq!(user["new_email"], "new@example.com");
            assert!(user["email_change_sent_at"].is_string());
            let link = server.wait_for_link("new@example.com", "email-change").await;
            assert!(link.contains("type=email_change"), "{link}");
            let response = server.client.get(&link).send().await.expect("follow");
            assert_eq!(response.status(), StatusCode::SEE_OTHER);
            assert!(crate::common::header(&response, "location").contains("type=email_change"));
            let session = server.sign_in("new@example.com", PASSWORD).await;
            assert_eq!(session["user"]["email"], "new@example.com");
            assert!(session["user"].get("new_email").is_none());
            let identity = &session["user"]["identities"][0];
            assert_eq!(
                (&identity["email"], &identity["identity_data"]["email"]),
                (&json!("new@example.com"), &json!("new@example.com"))
            );
            assert_eq!(identity["identity_data"]["email_verified"], true);
        },
    )
    .await;
}
