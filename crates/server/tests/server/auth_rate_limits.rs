//! Rate limits: per client address, per account, per address for mail, and failed sign-ins.

use crate::common::{each_backend, generous_limits};
use penknife_server::auth::RateLimits;
use reqwest::StatusCode;
use serde_json::json;

const PASSWORD: &str = "Zq8#vLmm-42";

#[tokio::test]
async fn too_many_requests_from_one_address_get_429_with_retry_after() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_ip: 3, ..generous_limits() },
        |server, _| async move {
            for i in 0..3 {
                let (status, _) =
                    server.post_json("/auth/v1/recover", &json!({ "email": format!("r{i}@example.com") })).await;
                assert_eq!(status, StatusCode::OK);
            }
            let response = server
                .client
                .post(server.url("/auth/v1/recover"))
                .header("content-type", "application/json")
                .body(json!({ "email": "r9@example.com" }).to_string())
                .send()
                .await
                .expect("POST");
            assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
            let retry: u64 = crate::common::header(&response, "retry-after").parse().expect("seconds");
            assert!((1..=300).contains(&retry));
            let (_, error) = crate::common::status_and_json(response).await;
            assert_eq!(error["error_code"], "over_request_rate_limit");
            // Another route has its own counter.
            let (status, _) =
                server.post_json("/auth/v1/signup", &json!({ "email": "s@example.com", "password": PASSWORD })).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn a_trusted_proxy_makes_each_forwarded_client_count_separately() {
    each_backend(
        |config| {
            config.auth.rate_limits = RateLimits { per_ip: 1, ..generous_limits() };
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            let send = |forwarded: &'static str| {
                let server = &server;
                async move {
                    server
                        .client
                        .post(server.url("/auth/v1/recover"))
                        .header("content-type", "application/json")
                        .header("x-forwarded-for", forwarded)
                        .body(json!({ "email": "p@example.com" }).to_string())
                        .send()
                        .await
                        .expect("POST")
                        .status()
                }
            };
            assert_eq!(send("198.51.100.1").await, StatusCode::OK);
            assert_eq!(send("198.51.100.2").await, StatusCode::OK);
            assert_eq!(send("198.51.100.1").await, StatusCode::TOO_MANY_REQUESTS);
            // What the client itself puts first is not trusted; the proxy's entry (last) is.
            assert_eq!(send("203.0.113.7, 198.51.100.2").await, StatusCode::TOO_MANY_REQUESTS);
        },
    )
    .await;
}

#[tokio::test]
async fn without_a_trusted_proxy_x_forwarded_for_is_ignored() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_ip: 1, ..generous_limits() },
        |server, _| async move {
            for (forwarded, expected) in
                [("198.51.100.1", StatusCode::OK), ("198.51.100.2", StatusCode::TOO_MANY_REQUESTS)]
            {
                let status = server
                    .client
                    .post(server.url("/auth/v1/recover"))
                    .header("content-type", "application/json")
                    .header("x-forwarded-for", forwarded)
                    .body(json!({ "email": "p@example.com" }).to_string())
                    .send()
                    .await
                    .expect("POST")
                    .status();
                assert_eq!(status, expected);
            }
        },
    )
    .await;
}

#[tokio::test]
async fn per_account_and_mail_limits() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { per_account: 2, emails_per_hour: 1, ..generous_limits() },
        |server, _| async move {
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
            let (status, error) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_email_send_rate_limit"))
            );
            let (status, error) = server.post_json("/auth/v1/recover", &json!({ "email": "m@example.com" })).await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_request_rate_limit"))
            );
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "other@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn failed_sign_ins_are_capped_per_account_and_then_even_the_right_password_waits() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { failed_sign_ins_per_hour: 3, ..generous_limits() },
        |server, _| async move {
            server.confirmed_user("target@example.com", PASSWORD).await;
            server.confirmed_user("neighbour@example.com", PASSWORD).await;
            for _ in 0..3 {
                let (status, error) = server
                    .post_json(
                        "/auth/v1/token?grant_type=password",
                        &json!({ "email": "target@example.com", "password": "guess-123456" }),
                    )
                    .await;
                assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
            }
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "target@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!(
                (status, &error["error_code"]),
                (StatusCode::TOO_MANY_REQUESTS, &json!("over_request_rate_limit"))
            );
            server.sign_in("neighbour@example.com", PASSWORD).await;
        },
    )
    .await;
}
