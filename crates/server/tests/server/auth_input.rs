//! What the accounts API accepts as input: JSON bodies only (so other sites cannot POST to it without a CORS
//! preflight), addresses mail can reach, passwords of 8 to 256 characters (longer ones refused before hashing).

use crate::common::{TestServer, each_backend, generous_limits, status_and_json};
use penknife_server::auth::RateLimits;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

/// POSTs `body` to `path` with the given Content-Type (none if `None`).
async fn post(server: &TestServer, path: &str, content_type: Option<&str>, body: String) -> (StatusCode, Value) {
    let mut request = server.client.post(server.url(path)).body(body);
    if let Some(content_type) = content_type {
        request = request.header("content-type", content_type);
    }
    status_and_json(request.send().await.expect("POST")).await
}

#[tokio::test]
async fn bodies_must_be_sent_as_json() {
    each_backend(
        |_| {},
        |server, _| async move {
            let signup = json!({ "email": "type@example.com", "password": PASSWORD }).to_string();
            let unsupported = (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                json!({ "code": 415, "error_code": "bad_json", "msg": "Content-Type must be application/json" }),
            );
            // What a page on another site can send without a preflight, and other types.
            for content_type in [
                Some("text/plain"),
                Some("text/plain;charset=UTF-8"),
                Some("application/x-www-form-urlencoded"),
                Some("multipart/form-data; boundary=x"),
                Some("application/jsonp"),
                Some("text/json"),
                None,
            ] {
                for path in ["/auth/v1/signup", "/auth/v1/recover", "/auth/v1/resend", "/auth/v1/verify"] {
                    let answer = post(&server, path, content_type, signup.clone()).await;
                    assert_eq!(answer, unsupported, "{path} as {content_type:?}");
                }
                let answer = post(&server, "/auth/v1/token?grant_type=password", content_type, signup.clone()).await;
                assert_eq!(answer, unsupported, "/token as {content_type:?}");
            }
            // Nothing was created: the address is still free.
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "type@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));
            assert!(server.outbox().is_empty());

            // PUT /user too, where a session's token is enough to change things.
            let session = server.confirmed_user("typed@example.com", PASSWORD).await;
            let token = session["access_token"].as_str().expect("token");
            let response = server
                .client
                .put(server.url("/auth/v1/user"))
                .bearer_auth(token)
                .header("content-type", "text/plain")
                .body(json!({ "data": { "bio": "set by a form" } }).to_string())
                .send()
                .await
                .expect("PUT");
            assert_eq!(status_and_json(response).await, unsupported);
            let (_, user) = server.get_authed("/auth/v1/user", token).await;
            assert!(user["user_metadata"].get("bio").is_none(), "{user}");

            // application/json with parameters and in any case is JSON (auth-js sends `;charset=UTF-8`), and an
            // empty body needs no type.
            for content_type in ["application/json;charset=UTF-8", "Application/JSON ; charset=utf-8"] {
                let body = json!({ "email": "typed@example.com" }).to_string();
                let (status, answer) = post(&server, "/auth/v1/recover", Some(content_type), body).await;
                assert_eq!((status, answer), (StatusCode::OK, json!({})), "{content_type}");
            }
            let (status, error) = post(&server, "/auth/v1/recover", None, String::new()).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("email_address_invalid")));
            let (status, _) = server.send_authed(Method::PUT, "/auth/v1/user", token, &json!({})).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn addresses_that_cannot_receive_mail_are_refused_everywhere() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("valid@example.com", PASSWORD).await;
            let token = session["access_token"].as_str().expect("token").to_owned();
            let invalid = [
                "a,b@example.com",
                "<a>@example.com",
                "a@example.com>",
                "\"a b\"@example.com",
                "a\u{200b}b@example.com",
                "ada@exam\u{200d}ple.com",
                "\u{feff}ada@example.com",
                "ad\u{0430}@example.com",
                "a\u{7}b@example.com",
                ".ada@example.com",
                "ada.@example.com",
                "a..da@example.com",
                "ada@example",
                "ada@exa_mple.com",
                "ada@[127.0.0.1]",
            ];
            for email in invalid {
                let (status, error) =
                    server.post_json("/auth/v1/signup", &json!({ "email": email, "password": PASSWORD })).await;
                assert_eq!(
                    (status, &error["error_code"]),
                    (StatusCode::BAD_REQUEST, &json!("email_address_invalid")),
                    "signup {email:?}"
                );
                let (status, error) = server.post_json("/auth/v1/recover", &json!({ "email": email })).await;
                assert_eq!(status, StatusCode::BAD_REQUEST, "recover {email:?}: {error}");
                let (status, error) =
                    server.send_authed(Method::PUT, "/auth/v1/user", &token, &json!({ "email": email })).await;
                assert_eq!(
                    (status, &error["error_code"]),
                    (StatusCode::BAD_REQUEST, &json!("email_address_invalid")),
                    "change to {email:?}"
                );
            }
            // No mail went anywhere but to the one real account's confirmation.
            assert_eq!(server.outbox().len(), 1, "{:?}", server.outbox());
            let (_, user) = server.get_authed("/auth/v1/user", &token).await;
            assert!(user.get("new_email").is_none(), "{user}");
            // Unusual but deliverable addresses are fine.
            for email in ["o'brien+tag@example.ie", "x_y-z.w@sub.example.co.uk"] {
                let (status, user) =
                    server.post_json("/auth/v1/signup", &json!({ "email": email, "password": PASSWORD })).await;
                assert_eq!((status, &user["email"]), (StatusCode::OK, &json!(email)), "{email}");
            }
        },
    )
    .await;
}

#[tokio::test]
async fn passwords_need_8_characters_and_longer_than_256_are_refused_before_hashing() {
    each_backend(
        |config| config.auth.rate_limits = RateLimits { failed_sign_ins_per_hour: 3, ..generous_limits() },
        |server, _| async move {
            for short in ["Zq8#vLm", "ab1#éèê"] {
                let (status, error) = server
                    .post_json("/auth/v1/signup", &json!({ "email": "short@example.com", "password": short }))
                    .await;
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{short}");
                assert_eq!(error["weak_password"], json!({ "reasons": ["length"] }));
                assert_eq!(error["msg"], "Password should be at least 8 characters and at most 256 characters.");
            }
            // Eight characters (here eight non-ASCII ones) and 256 are allowed.
            let longest = "Zq8#".repeat(64);
            server.confirmed_user("eight@example.com", "Zq8#vLmé").await;
            let session = server.confirmed_user("longest@example.com", &longest).await;

            // A sign-in with a longer password (up to the 1 MiB body limit) is wrong without an Argon2 run, and
            // is not one of the account's failed sign-ins either: however many, the right password still works.
            for password in [format!("{longest}Z"), "x".repeat(1_000_000)] {
                for _ in 0..4 {
                    let (status, error) = server
                        .post_json(
                            "/auth/v1/token?grant_type=password",
                            &json!({ "email": "longest@example.com", "password": password }),
                        )
                        .await;
                    assert_eq!(
                        (status, &error["error_code"]),
                        (StatusCode::BAD_REQUEST, &json!("invalid_credentials")),
                        "{} characters",
                        password.len()
                    );
                }
            }
            server.sign_in("longest@example.com", &longest).await;

            // The current password of a password change likewise.
            let token = session["access_token"].as_str().expect("token");
            let body = json!({ "password": "New#pass-9876", "current_password": "x".repeat(1_000_000) });
            let (status, error) = server.send_authed(Method::PUT, "/auth/v1/user", token, &body).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("current_password_mismatch")));
        },
    )
    .await;
}
