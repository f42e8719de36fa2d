//! `GET`/`PUT /auth/v1/user`: metadata and its limit, password change rules, e-mail change confirmed by both
//! addresses.

use crate::common::{TestServer, each_backend, header};
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

/// The most `user_metadata` may hold (`users::MAX_USER_METADATA_BYTES`, in the README).
const METADATA_LIMIT: usize = 16 * 1024;
/// What an access token stays under whatever the user stores (the JWT leaves `user_metadata` out).
const ACCESS_TOKEN_BOUND: usize = 2048;

/// `{"bio":"xxx…"}` of exactly `bytes` bytes as JSON.
fn metadata_of_size(bytes: usize) -> Value {
    let metadata = json!({ "bio": "x".repeat(bytes - r#"{"bio":""}"#.len()) });
    assert_eq!(metadata.to_string().len(), bytes);
    metadata
}

#[tokio::test]
async fn user_metadata_has_a_limit_and_access_tokens_stay_small_at_it() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("big@example.com", PASSWORD).await;
            let at_limit = metadata_of_size(METADATA_LIMIT);
            let data = at_limit.as_object().expect("object").clone();
            let (status, user) =
                server.send_authed(Method::PUT, "/auth/v1/user", token(&session), &json!({ "data": data })).await;
            assert_eq!(status, StatusCode::OK, "{}", &user.to_string()[..200]);
            assert_eq!(user["user_metadata"], at_limit);

            // One byte more, by a new key: refused, and nothing of the update is applied (not even the password).
            let (status, error) = server
                .send_authed(
                    Method::PUT,
                    "/auth/v1/user",
                    token(&session),
                    &json!({ "data": { "x": 1 }, "password": "New#pass-9876", "current_password": PASSWORD }),
                )
                .await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
            assert_eq!(error["error_code"], "validation_failed");
            let message = error["msg"].as_str().expect("message");
            assert!(message.contains("16384"), "{message}");
            let (_, user) = server.get_authed("/auth/v1/user", token(&session)).await;
            assert_eq!(user["user_metadata"], at_limit, "the stored metadata is unchanged");

            // A sign-in at the limit: the token stays small, works in a header, and the user object carries all.
            let session = server.sign_in("big@example.com", PASSWORD).await;
            let access_token = token(&session);
            assert!(access_token.len() < ACCESS_TOKEN_BOUND, "{} bytes", access_token.len());
            assert_eq!(session["user"]["user_metadata"], at_limit);
            let (status, user) = server.get_authed("/auth/v1/user", access_token).await;
            assert_eq!(status, StatusCode::OK);
            assert_eq!(user["user_metadata"], at_limit);
            let (status, refreshed) = server
                .post_json(
                    "/auth/v1/token?grant_type=refresh_token",
                    &json!({ "refresh_token": session["refresh_token"] }),
                )
                .await;
            assert_eq!(status, StatusCode::OK);
            assert!(token(&refreshed).len() < ACCESS_TOKEN_BOUND);

            // Removing a key shrinks it again.
            let (status, user) =
                server.send_authed(Method::PUT, "/auth/v1/user", access_token, &json!({ "data": { "bio": null } })).await;
            assert_eq!((status, &user["user_metadata"]), (StatusCode::OK, &json!({})));

            // A sign-up's metadata has the same limit; the refused one creates no account.
            let (status, error) = server
                .post_json(
                    "/auth/v1/signup",
                    &json!({ "email": "big2@example.com", "password": PASSWORD, "data": metadata_of_size(METADATA_LIMIT + 1) }),
                )
                .await;
            assert_eq!((status, &error["error_code"]), (StatusCode::UNPROCESSABLE_ENTITY, &json!("validation_failed")));
            let (status, _) = server
                .post_json(
                    "/auth/v1/signup",
                    &json!({ "email": "big2@example.com", "password": PASSWORD, "data": metadata_of_size(METADATA_LIMIT) }),
                )
                .await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_link("big2@example.com", "confirm").await;
            let mails_to_big2 = server.outbox().iter().filter(|m| m.contains("To: big2@example.com\r\n")).count();
            assert_eq!(mails_to_big2, 1, "one confirmation mail: only the second sign-up created the account");
        },
    )
    .await;
}

/// The token of an e-mailed link.
fn link_token(link: &str) -> String {
    url::Url::parse(link).expect("link").query_pairs().find(|(k, _)| k == "token").expect("token").1.into_owned()
}

/// Follows an e-mailed link and returns where it redirects.
async fn follow(server: &TestServer, link: &str) -> String {
    let response = server.client.get(link).send().await.expect("follow the link");
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    header(&response, "location").to_owned()
}

/// Whether a password sign-in as `email` succeeds.
async fn signs_in(server: &TestServer, email: &str) -> bool {
    let body = json!({ "email": email, "password": PASSWORD });
    server.post_json("/auth/v1/token?grant_type=password", &body).await.0 == StatusCode::OK
}

const WAITING: &str = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

#[tokio::test]
async fn a_new_email_needs_the_links_sent_to_both_addresses_in_either_order() {
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
            let to_new = server.wait_for_link("new@example.com", "email-change").await;
            assert!(to_new.contains("type=email_change"), "{to_new}");
            // The current address is asked too, and told what is going on.
            let (to_old_mail, to_old) = server.wait_for_mail("old@example.com", "email-change-current").await;
            assert!(to_old.contains("type=email_change"), "{to_old}");
            assert!(to_old_mail.contains("Subject: Confirm the change of your e-mail address"), "{to_old_mail}");
            assert!(to_old_mail.contains("from old@example.com to new@example.com"), "{to_old_mail}");
            assert!(to_old_mail.contains("change your password"), "{to_old_mail}");

            // The new address alone: accepted, nothing changes, no session.
            let location = follow(&server, &to_new).await;
            let fragment = url::Url::parse(&location).expect("redirect").fragment().unwrap_or_default().to_owned();
            let pairs: Vec<(String, String)> = url::form_urlencoded::parse(fragment.as_bytes()).into_owned().collect();
            assert_eq!(pairs, [("message".to_owned(), WAITING.to_owned())], "{location}");
            assert!(signs_in(&server, "old@example.com").await);
            assert!(!signs_in(&server, "new@example.com").await);
            // Opening it again does nothing more.
            assert!(follow(&server, &to_new).await.contains("error_code=otp_expired"));
            assert!(signs_in(&server, "old@example.com").await);

            // Then the current address: the change is made, and the link signs in.
            let location = follow(&server, &to_old).await;
            assert!(location.contains("access_token=") && location.contains("type=email_change"), "{location}");
            assert!(!signs_in(&server, "old@example.com").await);
            let session = server.sign_in("new@example.com", PASSWORD).await;
            assert_eq!(session["user"]["email"], "new@example.com");
            assert!(session["user"].get("new_email").is_none());
            let identity = &session["user"]["identities"][0];
            assert_eq!(
                (&identity["email"], &identity["identity_data"]["email"]),
                (&json!("new@example.com"), &json!("new@example.com"))
            );
            assert_eq!(identity["identity_data"]["email_verified"], true);

            // The other order, through verifyOtp({ type, token_hash }) as auth-js sends it.
            let (status, _) = server
                .send_authed(Method::PUT, "/auth/v1/user", token(&session), &json!({ "email": "third@example.com" }))
                .await;
            assert_eq!(status, StatusCode::OK);
            let to_new = link_token(&server.wait_for_link("third@example.com", "email-change").await);
            let to_current = link_token(&server.wait_for_link("new@example.com", "email-change-current").await);
            let verify = |token: String| {
                let server = &server;
                async move {
                    server.post_json("/auth/v1/verify", &json!({ "type": "email_change", "token_hash": token })).await
                }
            };
            let (status, answer) = verify(to_current).await;
            assert_eq!((status, answer), (StatusCode::OK, json!({ "msg": WAITING, "code": "200" })));
            assert!(signs_in(&server, "new@example.com").await);
            let (status, session) = verify(to_new).await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], "third@example.com");
            assert!(session["access_token"].is_string());
            assert!(signs_in(&server, "third@example.com").await);
            assert!(!signs_in(&server, "new@example.com").await);
        },
    )
    .await;
}

#[tokio::test]
async fn a_pkce_email_change_returns_a_code_after_the_second_link() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("pkce-old@example.com", PASSWORD).await;
            let verifier = "email-change-verifier-0123456789-0123456789-0123";
            let challenge = penknife_server::secrets::pkce_challenge(verifier);
            let body = json!({ "email": "pkce-new@example.com", "code_challenge": challenge, "code_challenge_method": "s256" });
            let (status, _) = server.send_authed(Method::PUT, "/auth/v1/user", token(&session), &body).await;
            assert_eq!(status, StatusCode::OK);
            let to_current = server.wait_for_link("pkce-old@example.com", "email-change-current").await;
            let to_new = server.wait_for_link("pkce-new@example.com", "email-change").await;

            let first = url::Url::parse(&follow(&server, &to_current).await).expect("redirect");
            let message = first.query_pairs().find(|(k, _)| k == "message").map(|(_, v)| v.into_owned());
            assert_eq!(message.as_deref(), Some(WAITING), "{first}");
            assert!(first.query_pairs().all(|(k, _)| k != "code"), "{first}");

            let second = url::Url::parse(&follow(&server, &to_new).await).expect("redirect");
            let code = second.query_pairs().find(|(k, _)| k == "code").expect("?code=").1.into_owned();
            let exchange = json!({ "auth_code": code, "code_verifier": verifier });
            let (status, session) = server.post_json("/auth/v1/token?grant_type=pkce", &exchange).await;
            assert_eq!(status, StatusCode::OK, "{session}");
            assert_eq!(session["user"]["email"], "pkce-new@example.com");
        },
    )
    .await;
}

#[tokio::test]
async fn a_stolen_access_token_alone_cannot_move_the_account_to_another_address() {
    each_backend(
        |_| {},
        |server, _| async move {
            let victim = server.confirmed_user("victim@example.com", PASSWORD).await;
            // All the attacker has: the victim's access token, and their own mailbox.
            let stolen = token(&victim).to_owned();
            let change = json!({ "email": "attacker@example.com" });
            let (status, _) = server.send_authed(Method::PUT, "/auth/v1/user", &stolen, &change).await;
            assert_eq!(status, StatusCode::OK);
            let to_attacker = server.wait_for_link("attacker@example.com", "email-change").await;
            assert!(follow(&server, &to_attacker).await.contains("message="));
            // What reaches the victim each time: a mail naming the address asked for, with a link they can ignore.
            let mut told = vec![server.wait_for_mail("victim@example.com", "email-change-current").await];

            // Asking again, resending, and opening each new link of their own does not add up to a change.
            let (status, _) = server.send_authed(Method::PUT, "/auth/v1/user", &stolen, &change).await;
            assert_eq!(status, StatusCode::OK);
            let again = server.wait_for_link("attacker@example.com", "email-change").await;
            assert!(follow(&server, &again).await.contains("message="));
            told.push(server.wait_for_mail("victim@example.com", "email-change-current").await);
            let (status, _) = server
                .post_json("/auth/v1/resend", &json!({ "type": "email_change", "email": "victim@example.com" }))
                .await;
            assert_eq!(status, StatusCode::OK);
            let resent = server.wait_for_link("attacker@example.com", "email-change").await;
            assert!(follow(&server, &resent).await.contains("message="));
            told.push(server.wait_for_mail("victim@example.com", "email-change-current").await);
            // The first link, replaced since, is spent or stale either way.
            assert!(follow(&server, &to_attacker).await.contains("error_code=otp_expired"));

            assert!(signs_in(&server, "victim@example.com").await);
            assert!(!signs_in(&server, "attacker@example.com").await);
            let (_, user) = server.get_authed("/auth/v1/user", &stolen).await;
            assert_eq!(user["email"], "victim@example.com");
            // So password recovery still goes to the victim.
            server.post_json("/auth/v1/recover", &json!({ "email": "attacker@example.com" })).await;
            server.post_json("/auth/v1/recover", &json!({ "email": "victim@example.com" })).await;
            server.wait_for_link("victim@example.com", "recovery").await;
            assert!(!server.outbox().iter().any(|m| m.contains("To: attacker@example.com\r\n") && m.contains("Reset")));

            for (mail, _) in &told {
                assert!(mail.contains("from victim@example.com to attacker@example.com"), "{mail}");
            }
            // The victim's links of the replaced requests are dead too.
            for (_, link) in &told[..2] {
                assert!(follow(&server, link).await.contains("error_code=otp_expired"));
            }
            assert!(signs_in(&server, "victim@example.com").await);
        },
    )
    .await;
}

#[tokio::test]
async fn both_e_mail_change_mails_are_in_the_requests_language() {
    each_backend(
        |_| {},
        |server, _| async move {
            let session = server.confirmed_user("noor@example.com", PASSWORD).await;
            let response = server
                .client
                .put(server.url("/auth/v1/user"))
                .bearer_auth(token(&session))
                .header("content-type", "application/json")
                .header("accept-language", "ar")
                .body(json!({ "email": "noor.new@example.com" }).to_string())
                .send()
                .await
                .expect("PUT succeeds");
            assert_eq!(response.status(), StatusCode::OK);
            let mails = [("noor.new@example.com", "email-change"), ("noor@example.com", "email-change-current")];
            for (to, kind) in mails {
                let (mail, link) = server.wait_for_mail(to, kind).await;
                assert!(link.contains("type=email_change"), "{link}");
                assert!(mail.contains("\r\nContent-Language: ar\r\n"), "{mail}");
                assert!(mail.contains("<html lang=\"ar\" dir=\"rtl\">"), "{mail}");
                if kind == "email-change-current" {
                    // The addresses read left to right in the right-to-left text.
                    assert!(mail.contains("<bdi dir=\"ltr\">noor.new@example.com</bdi>"), "{mail}");
                }
            }
        },
    )
    .await;
}
