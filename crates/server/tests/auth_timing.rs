//! Enumeration resistance in time: an unknown e-mail and a wrong password take the same time (the unknown one
//! is checked against a dummy Argon2 hash). Alone in its own test binary so parallel tests do not skew it.

mod common;

use std::time::{Duration, Instant};

use common::each_backend;
use reqwest::StatusCode;
use serde_json::json;

const PASSWORD: &str = "Zq8#vLmm-42";

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

#[tokio::test]
async fn unknown_email_and_wrong_password_look_the_same_and_take_the_same_time() {
    each_backend(
        |_| {},
        |server, _| async move {
            server.confirmed_user("real@example.com", PASSWORD).await;
            let attempt = |email: &'static str| {
                let server = &server;
                async move {
                    let started = Instant::now();
                    let (status, body) = server
                        .post_json(
                            "/auth/v1/token?grant_type=password",
                            &json!({ "email": email, "password": "not-the-password" }),
                        )
                        .await;
                    (started.elapsed(), status, body)
                }
            };
            let (mut unknown, mut wrong) = (Vec::new(), Vec::new());
            for _ in 0..20 {
                let (elapsed, status, body) = attempt("nobody@example.com").await;
                assert_eq!(status, StatusCode::BAD_REQUEST);
                assert_eq!(
                    body,
                    json!({ "code": 400, "error_code": "invalid_credentials", "msg": "Invalid login credentials" })
                );
                unknown.push(elapsed);
                let (elapsed, status, body) = attempt("real@example.com").await;
                assert_eq!(status, StatusCode::BAD_REQUEST);
                assert_eq!(
                    body,
                    json!({ "code": 400, "error_code": "invalid_credentials", "msg": "Invalid login credentials" })
                );
                wrong.push(elapsed);
            }
            let (unknown, wrong) = (median(unknown).as_secs_f64(), median(wrong).as_secs_f64());
            // Without the dummy hash an unknown address answers about ten times faster (no Argon2 at all). On two
            // shared cores one Argon2 check takes about 17 or 28 ms depending on where the scheduler puts its
            // thread beside the database, and with PostgreSQL that split can fall along the two kinds of request:
            // a bound of 1.25 failed 3 runs in 10 here on unchanged code. 2 still catches the leak.
            let ratio = unknown.max(wrong) / unknown.min(wrong);
            assert!(ratio <= 2.0, "median unknown {unknown:.4}s vs wrong password {wrong:.4}s");
        },
    )
    .await;
}
