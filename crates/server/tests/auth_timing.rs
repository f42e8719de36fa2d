//! Enumeration resistance in time: an answer must not take longer for an address that has an account. Checked by
//! the work done before the answer rather than by the clock: timing one request against another on two shared
//! cores is noise (a median ratio of 1.55 on unchanged code once failed CI, while 400 interleaved samples show no
//! gap), whereas the work is the cause of any real difference and is the same every run.

mod common;

use std::time::Duration;

use common::{TestServer, each_backend};
use reqwest::StatusCode;
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";
/// Far longer than an answer that does no database work takes, even on a loaded machine.
const WAITING_FOR_THE_LOCK: Duration = Duration::from_secs(10);

/// The answer to `body` on `path`, and how many Argon2 runs the server did to give it.
async fn answer_and_argon2_runs(server: &TestServer, path: &str, body: &Value) -> (StatusCode, Value, u64) {
    let before = server.auth.passwords.runs();
    let (status, answer) = server.post_json(path, body).await;
    (status, answer, server.auth.passwords.runs() - before)
}

#[tokio::test]
async fn unknown_email_and_wrong_password_get_the_same_answer_after_the_same_argon2_work() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("real@example.com", PASSWORD).await;
            let invalid =
                json!({ "code": 400, "error_code": "invalid_credentials", "msg": "Invalid login credentials" });
            for email in ["nobody@example.com", "real@example.com"] {
                let body = json!({ "email": email, "password": "not-the-password" });
                let answer = answer_and_argon2_runs(&server, "/auth/v1/token?grant_type=password", &body).await;
                // The unknown address is checked against a dummy hash: one Argon2 run, like a wrong password.
                assert_eq!(answer, (StatusCode::BAD_REQUEST, invalid.clone(), 1), "{email}");
            }
        },
    )
    .await;
}

#[tokio::test]
async fn recover_and_resend_answer_before_any_database_work_whether_or_not_the_address_has_an_account() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("known@example.com", PASSWORD).await;
            let (status, _) = server
                .post_json("/auth/v1/signup", &json!({ "email": "waiting@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_link("waiting@example.com", "confirm").await;
            let requests = [
                ("/auth/v1/recover", json!({ "email": "known@example.com" })),
                ("/auth/v1/recover", json!({ "email": "nobody@example.com" })),
                ("/auth/v1/resend", json!({ "type": "signup", "email": "waiting@example.com" })),
                ("/auth/v1/resend", json!({ "type": "signup", "email": "nobody@example.com" })),
            ];
            // With the database locked, an answer that awaited a lookup or a link's writes would wait for the lock
            // (on SQLite its busy timeout, then fail; on PostgreSQL for ever): every one must come without it.
            let lock = server.lock_writes().await;
            for (path, body) in &requests {
                let answer = tokio::time::timeout(WAITING_FOR_THE_LOCK, answer_and_argon2_runs(&server, path, body))
                    .await
                    .unwrap_or_else(|_| panic!("{path} {body} waited for the database"));
                assert_eq!(answer, (StatusCode::OK, json!({}), 0), "{path} {body}");
            }
            lock.release().await;
            // The work still happens, after the answer.
            server.wait_for_link("known@example.com", "recovery").await;
            server.wait_for_link("waiting@example.com", "confirm").await;
        },
    )
    .await;
}
