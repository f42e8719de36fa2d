//! `POST /auth/v1/signup`: confirmation by mail, auto-confirm, no enumeration, password and e-mail rules.

use crate::common::{TestServer, each_backend};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";

fn keys(value: &Value) -> Vec<String> {
    value.as_object().expect("object").keys().cloned().collect()
}

#[tokio::test]
async fn signup_mails_a_link_that_confirms_the_account() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, user) = server
                .post_json(
                    "/auth/v1/signup",
                    &json!({ "email": "Ada@Example.com", "password": PASSWORD, "data": { "full_name": "Ada" } }),
                )
                .await;
            assert_eq!(status, StatusCode::OK, "{user}");
            assert!(user.get("access_token").is_none(), "no session before confirmation");
            assert_eq!(user["email"], "ada@example.com");
            assert_eq!(user["aud"], "authenticated");
            assert_eq!(user["role"], "authenticated");
            assert_eq!(user["user_metadata"], json!({ "full_name": "Ada" }));
            assert_eq!(user["app_metadata"], json!({ "provider": "email", "providers": ["email"] }));
            assert_eq!(user["is_anonymous"], false);
            assert!(user["confirmation_sent_at"].as_str().expect("sent at").ends_with('Z'));
            assert!(user.get("email_confirmed_at").is_none());
            assert_eq!(user["identities"][0]["provider"], "email");
            assert_eq!(user["identities"][0]["identity_data"]["email_verified"], false);

            // The right password of an unconfirmed account: email_not_confirmed; a wrong one: invalid_credentials.
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "ada@example.com", "password": PASSWORD }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("email_not_confirmed")));
            let (status, error) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "ada@example.com", "password": "wrong-password-1" }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("invalid_credentials")));

            let link = server.wait_for_link("ada@example.com", "confirm").await;
            assert!(link.starts_with(&server.url("/auth/v1/verify?token=")), "{link}");
            assert!(link.contains("type=signup"), "{link}");
            let response = server.client.get(&link).send().await.expect("follow the link");
            assert_eq!(response.status(), StatusCode::SEE_OTHER);
            let location = crate::common::header(&response, "location").to_owned();
            assert!(location.starts_with(&format!("{}#access_token=", server.url("/"))), "{location}");
            assert!(location.contains("&type=signup"), "{location}");

            let session = server.sign_in("ada@example.com", PASSWORD).await;
            assert!(session["user"]["email_confirmed_at"].is_string());
            // The confirmed address is verified on the e-mail identity too, as GoTrue shows it.
            assert_eq!(session["user"]["identities"][0]["identity_data"]["email_verified"], true);
            assert_eq!(session["token_type"], "bearer");
            assert_eq!(session["expires_in"], 3600);
        },
    )
    .await;
}

#[tokio::test]
async fn an_existing_address_gets_the_same_answer_and_no_second_account() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("taken@example.com", PASSWORD).await;
            let (new_status, new_user) = server
                .post_json("/auth/v1/signup", &json!({ "email": "fresh@example.com", "password": "Other#pass-77" }))
                .await;
            let (old_status, old_user) = server
                .post_json("/auth/v1/signup", &json!({ "email": "taken@example.com", "password": "Other#pass-77" }))
                .await;
            assert_eq!(new_status, StatusCode::OK);
            assert_eq!(old_status, new_status);
            assert_eq!(keys(&old_user), keys(&new_user));
            assert_eq!(keys(&old_user["identities"][0]), keys(&new_user["identities"][0]));
            assert_eq!(old_user["created_at"], old_user["updated_at"]);
            assert_eq!(new_user["created_at"], new_user["updated_at"]);
            // The account keeps its password; the second sign-up's password does not work.
            server.sign_in("taken@example.com", PASSWORD).await;
            let (status, _) = server
                .post_json(
                    "/auth/v1/token?grant_type=password",
                    &json!({ "email": "taken@example.com", "password": "Other#pass-77" }),
                )
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            // No mail to the existing, confirmed address.
            let mails_to_taken = server.outbox().iter().filter(|m| m.contains("To: taken@example.com")).count();
            assert_eq!(mails_to_taken, 1, "only the first confirmation");
        },
    )
    .await;
}

#[tokio::test]
async fn autoconfirm_returns_a_session_and_refuses_a_registered_address() {
    each_backend(
        |config| config.auth.autoconfirm = true,
        |server, _| async move {
            let (status, session) = server
                .post_json("/auth/v1/signup", &json!({ "email": "auto@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert!(session["access_token"].is_string());
            assert!(session["refresh_token"].as_str().expect("refresh token").len() >= 22);
            assert!(session["user"]["email_confirmed_at"].is_string());
            assert_eq!(session["user"]["identities"][0]["identity_data"]["email_verified"], true);
            let (status, error) = server
                .post_json("/auth/v1/signup", &json!({ "email": "auto@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
            assert_eq!(
                error,
                json!({ "code": 422, "error_code": "user_already_exists", "msg": "User already registered" })
            );
            assert!(server.outbox().is_empty(), "auto-confirm sends no mail");
        },
    )
    .await;
}

#[tokio::test]
async fn weak_passwords_are_refused_with_their_reasons_in_both_error_shapes() {
    each_backend(
        |_| {},
        |server: TestServer, _| async move {
            let (status, error) =
                server.post_json("/auth/v1/signup", &json!({ "email": "w@example.com", "password": "abc12" })).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
            assert_eq!(error["error_code"], "weak_password");
            assert_eq!(error["code"], 422);
            assert_eq!(error["weak_password"], json!({ "reasons": ["length"] }));
            let long = "Aa1#".repeat(65);
            let (status, error) =
                server.post_json("/auth/v1/signup", &json!({ "email": "w@example.com", "password": long })).await;
            assert_eq!(
                (status, &error["weak_password"]["reasons"]),
                (StatusCode::UNPROCESSABLE_ENTITY, &json!(["length"]))
            );

            let response = server
                .client
                .post(server.url("/auth/v1/signup"))
                .header("content-type", "application/json")
                .header("X-Supabase-Api-Version", "2024-01-01")
                .body(json!({ "email": "w@example.com", "password": "password123" }).to_string())
                .send()
                .await
                .expect("POST");
            assert_eq!(crate::common::header(&response, "x-supabase-api-version"), "2024-01-01");
            let (status, error) = crate::common::status_and_json(response).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
            assert_eq!(error["code"], "weak_password");
            assert!(error["message"].is_string());
            assert!(error.get("msg").is_none());
            assert_eq!(error["weak_password"], json!({ "reasons": ["pwned"] }));

            // 256 characters is allowed.
            let (status, _) = server
                .post_json("/auth/v1/signup", &json!({ "email": "w@example.com", "password": "Zq8#".repeat(64) }))
                .await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn malformed_requests_get_gotrue_errors() {
    each_backend(
        |_| {},
        |server, _| async move {
            for email in ["", "no-at-sign", "a@b", "two@@example.com", "sp ace@example.com"] {
                let (status, error) =
                    server.post_json("/auth/v1/signup", &json!({ "email": email, "password": PASSWORD })).await;
                assert_eq!(
                    (status, &error["error_code"]),
                    (StatusCode::BAD_REQUEST, &json!("email_address_invalid")),
                    "{email}"
                );
            }
            let (status, error) = server.post_json("/auth/v1/signup", &json!({ "email": "x@example.com" })).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("validation_failed")));
            let response = server
                .client
                .post(server.url("/auth/v1/signup"))
                .header("content-type", "application/json")
                .body("{not json")
                .send()
                .await
                .expect("POST");
            let (status, error) = crate::common::status_and_json(response).await;
            assert_eq!((status, &error["error_code"]), (StatusCode::BAD_REQUEST, &json!("bad_json")));
        },
    )
    .await;
}

#[tokio::test]
async fn the_confirmation_mail_is_in_the_language_the_request_asks_for() {
    each_backend(
        |_| {},
        |server, _| async move {
            // What the web app sends in Spanish (a browser may add its regional variants and English).
            let body = json!({ "email": "sofia@example.com", "password": PASSWORD });
            let response = server
                .post_json_with("/auth/v1/signup", &body, &[("Accept-Language", "es-MX, es;q=0.9, en;q=0.5")])
                .await;
            assert_eq!(response.status(), StatusCode::OK);
            let (mail, link) = server.wait_for_mail("sofia@example.com", "confirm").await;
            assert!(mail.contains("\r\nSubject: Confirma tu cuenta de Penknife\r\n"), "{mail}");
            assert!(mail.contains("\r\nContent-Language: es\r\n"), "{mail}");
            assert!(mail.contains("Gracias por registrarte en Penknife."), "{mail}");
            assert!(mail.contains("<html lang=\"es\">") && mail.contains(">Confirmar mi cuenta</a>"), "{mail}");
            assert!(!mail.contains("Thanks for signing up"), "{mail}");
            // The link is the same as in English, and works.
            let response = server.client.get(&link).send().await.expect("follow the link");
            assert_eq!(response.status(), StatusCode::SEE_OTHER);
            server.sign_in("sofia@example.com", PASSWORD).await;

            // No header: English.
            let body = json!({ "email": "ada@example.com", "password": PASSWORD });
            let (status, user) = server.post_json("/auth/v1/signup", &body).await;
            assert_eq!(status, StatusCode::OK, "{user}");
            let (mail, _) = server.wait_for_mail("ada@example.com", "confirm").await;
            assert!(mail.contains("\r\nSubject: Confirm your Penknife account\r\n"), "{mail}");
            assert!(mail.contains("\r\nContent-Language: en\r\n"), "{mail}");
            assert!(mail.contains("Thanks for signing up for Penknife."), "{mail}");
        },
    )
    .await;
}
