//! `/api` and `/auth`: health, JSON 404 for everything else (never HTML), and the request body limit.

use crate::common::{TestServer, each_backend, header};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

async fn json_of(response: reqwest::Response) -> Value {
    let body = response.text().await.expect("body");
    serde_json::from_str(&body).unwrap_or_else(|error| panic!("not JSON ({error}): {body}"))
}

#[tokio::test]
async fn health_reports_ok_and_the_version() {
    let server = TestServer::with_web_app().await;
    let response = server.get("/api/health").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(header(&response, "content-type"), "application/json");
    assert_eq!(header(&response, "cache-control"), "no-store");
    assert_eq!(json_of(response).await, json!({ "status": "ok", "version": env!("CARGO_PKG_VERSION") }));

    let head = server.request(Method::HEAD, "/api/health").await;
    assert_eq!(head.status(), StatusCode::OK);
    assert!(head.bytes().await.expect("body").is_empty());
}

#[tokio::test]
async fn readiness_needs_the_database_with_this_servers_schema() {
    each_backend(
        |_| {},
        |server, backend| async move {
            let response = server.get("/api/health/ready").await;
            assert_eq!(response.status(), StatusCode::OK, "{backend:?}");
            assert_eq!(header(&response, "cache-control"), "no-store");
            assert_eq!(json_of(response).await, json!({ "status": "ready", "version": env!("CARGO_PKG_VERSION") }));

            // As if an older server had migrated this database: a load balancer must not send requests here.
            server
                .execute_sql("DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)")
                .await;
            let response = server.get("/api/health/ready").await;
            assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE, "{backend:?}");
            let body = json_of(response).await;
            assert_eq!(body["status"], "unavailable");
            assert!(body["reason"].as_str().is_some_and(|reason| reason.contains("schema is behind")), "{body}");
            assert_eq!(server.get("/api/health").await.status(), StatusCode::OK, "the process itself is up");
        },
    )
    .await;
}

#[tokio::test]
async fn unknown_api_and_auth_routes_are_json_404_for_every_method() {
    let server = TestServer::with_web_app().await;
    let cases = [
        (Method::GET, "/api/nope"),
        (Method::GET, "/api/tools/base64-encoder"),
        (Method::GET, "/api/"),
        (Method::GET, "/api"),
        (Method::DELETE, "/api/things/1"),
        (Method::PUT, "/api/a/b/c"),
        (Method::GET, "/auth/v1/nope"),
        (Method::POST, "/auth/v2/token"),
        (Method::GET, "/auth"),
    ];
    for (method, path) in cases {
        let response = server.request(method.clone(), path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{method} {path}");
        assert_eq!(header(&response, "content-type"), "application/json", "{method} {path}");
        assert_eq!(
            json_of(response).await,
            json!({ "error": "not_found", "message": format!("No API route for {method} {path}") }),
        );
    }
}

#[tokio::test]
async fn a_known_route_asked_with_another_method_is_json_405_with_allow() {
    let server = TestServer::with_web_app().await;
    let cases = [
        (Method::POST, "/api/health", "GET,HEAD"),
        (Method::DELETE, "/auth/v1/token", "POST"),
        (Method::GET, "/auth/v1/signup", "POST"),
        (Method::PATCH, "/auth/v1/user", "GET,HEAD,PUT"),
    ];
    for (method, path, allow) in cases {
        let response = server.request(method.clone(), path).await;
        assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert_eq!(header(&response, "allow"), allow, "{method} {path}");
        assert_eq!(header(&response, "content-type"), "application/json", "{method} {path}");
        assert_eq!(
            json_of(response).await,
            json!({ "error": "method_not_allowed", "message": format!("{path} does not accept {method}") }),
        );
    }
}

#[tokio::test]
async fn long_paths_are_not_echoed_in_full() {
    let server = TestServer::with_web_app().await;
    let path = format!("/api/{}", "a".repeat(5000));
    let response = server.get(&path).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let message = json_of(response).await["message"].as_str().expect("message").to_owned();
    assert_eq!(message, format!("No API route for GET {}…", &path[..200]));
}

#[tokio::test]
async fn bodies_over_one_mebibyte_are_refused_before_being_read() {
    let server = TestServer::with_web_app().await;
    // Announces 2 MiB and sends none of it: the answer can only come from the declared length.
    let head =
        server.raw_response_head("POST /api/upload HTTP/1.1\r\nHost: test\r\nContent-Length: 2097152\r\n\r\n").await;
    assert!(head.starts_with("HTTP/1.1 413 "), "{head}");

    // A small body on the same route reaches the router (and its JSON 404).
    let small = server.client.post(server.url("/api/upload")).body("x".repeat(1000)).send().await.expect("POST");
    assert_eq!(small.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn oversized_request_lines_and_headers_are_refused() {
    let server = TestServer::with_web_app().await;
    let long_url = format!("GET /api/{} HTTP/1.1\r\nHost: t\r\n\r\n", "a".repeat(1024 * 1024));
    let head = server.raw_response_head(&long_url).await;
    // hyper reads the request line and headers into one buffer (about 400 KB), so either answer is right.
    assert!(head.starts_with("HTTP/1.1 414 ") || head.starts_with("HTTP/1.1 431 "), "a 1 MiB URL: {head}");
    let big_header = format!("GET /api/health HTTP/1.1\r\nHost: t\r\nX-Big: {}\r\n\r\n", "a".repeat(1024 * 1024));
    assert!(server.raw_response_head(&big_header).await.starts_with("HTTP/1.1 431 "), "a 1 MiB header");
    let many_headers: String = (0..200).map(|i| format!("X-Header-{i}: {i}\r\n")).collect();
    let many_headers = format!("GET /api/health HTTP/1.1\r\nHost: t\r\n{many_headers}\r\n");
    assert!(server.raw_response_head(&many_headers).await.starts_with("HTTP/1.1 431 "), "200 headers");
}
