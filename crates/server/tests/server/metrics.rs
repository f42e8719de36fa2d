//! `/metrics` on its own address: the figures move as the server works, and routes appear as templates, never
//! with the ids that were in the paths.

use penknife_server::db::Database;
use reqwest::StatusCode;
use serde_json::json;
use tokio::net::TcpListener;

use crate::common::{TestServer, status_and_json, web_app};

/// The value of the sample named exactly `sample` (name and labels), 0 when absent.
fn value(text: &str, sample: &str) -> f64 {
    text.lines().find_map(|line| line.strip_prefix(sample)?.strip_prefix(' ')?.parse().ok()).unwrap_or(0.0)
}

#[tokio::test]
async fn the_figures_move_with_requests_refusals_and_mails() {
    let server = TestServer::start_configured(web_app(), |config| {
        config.pastes.creates_per_window = 1;
        config.auth.trusted_proxy = true;
    })
    .await;
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let database = Database::connect(&server.database_url).await.expect("the server's database");
    penknife_server::metrics::spawn(listener, database);
    let scrape = async || {
        let response = reqwest::get(format!("http://{addr}/metrics")).await.expect("scrape");
        assert_eq!(response.status(), StatusCode::OK);
        assert!(response.headers()["content-type"].to_str().expect("type").starts_with("application/openmetrics-text"));
        response.text().await.expect("text")
    };
    let before = scrape().await;

    let from = [("x-forwarded-for", "203.0.113.77")];
    let created = server.post_json_with("/api/pastes", &json!({ "content": "metrics" }), &from).await;
    assert_eq!(created.status(), StatusCode::CREATED);
    let (_, paste) = status_and_json(created).await;
    let id = paste["id"].as_str().expect("an id").to_owned();
    assert_eq!(server.get(&format!("/api/pastes/{id}")).await.status(), StatusCode::OK);
    let refused = server.post_json_with("/api/pastes", &json!({ "content": "again" }), &from).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let (status, _) = server
        .post_json("/auth/v1/signup", &json!({ "email": "metrics@example.com", "password": "Zq8#vLmm-42" }))
        .await;
    assert_eq!(status, StatusCode::OK);
    let mails = r#"penknife_mails_sent_total{kind="confirm"}"#;
    // Mailed after the answer: counted once it is in the outbox.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while value(&scrape().await, mails) < value(&before, mails) + 1.0 {
        assert!(std::time::Instant::now() < deadline, "the confirmation mail was never counted");
        tokio::task::yield_now().await;
    }
    assert_eq!(server.get("/tools/json-formatter").await.status(), StatusCode::OK);

    let after = scrape().await;
    // Other tests in this process count too: each figure grew by at least what this test did.
    for (sample, grew_by) in [
        (r#"penknife_http_requests_total{route="/api/pastes",method="POST",status="201"}"#, 1.0),
        (r#"penknife_http_requests_total{route="/api/pastes",method="POST",status="429"}"#, 1.0),
        (r#"penknife_http_requests_total{route="/api/pastes/{id}",method="GET",status="200"}"#, 1.0),
        (r#"penknife_http_requests_total{route="/auth/v1/signup",method="POST",status="200"}"#, 1.0),
        (r#"penknife_http_requests_total{route="web app",method="GET",status="200"}"#, 1.0),
        (r#"penknife_http_request_duration_seconds_count{route="/api/pastes/{id}"}"#, 1.0),
        (r#"penknife_rate_limit_refusals_total{limit="ip:paste_create"}"#, 1.0),
    ] {
        assert!(value(&after, sample) >= value(&before, sample) + grew_by, "{sample}:\n{after}");
    }
    assert!(!after.contains(&id), "no id in a route label");
    assert!(
        value(&after, "penknife_open_connections") >= 1.0,
        "the test client keeps its connection to the server open"
    );
    assert!(after.contains(r#"penknife_database_connections{state="idle"}"#), "{after}");
    assert!(after.ends_with("# EOF\n"));
}
