//! Every kind of response carries the security headers: pages, files, 304, 404, 405, 413, 503, API JSON.

use crate::common::{APP_JS_PATH, TestServer};
use penknife_server::Assets;
use penknife_server::security_headers::CONTENT_SECURITY_POLICY;
use reqwest::Method;

const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; \
    frame-src 'self' blob: data:; child-src 'self' blob:; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'none'";

const EXPECTED: [(&str, &str); 6] = [
    ("content-security-policy", CSP),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin"),
    ("permissions-policy", "camera=(), microphone=(), geolocation=()"),
];

fn assert_secure(response: &reqwest::Response, what: &str) {
    for (name, value) in EXPECTED {
        let values: Vec<_> = response.headers().get_all(name).iter().collect();
        assert_eq!(values.len(), 1, "{what} ({}): {name} sent {} times", response.status(), values.len());
        assert_eq!(values[0], value, "{what} ({}): {name}", response.status());
    }
}

#[test]
fn the_policy_constant_is_the_documented_policy() {
    assert_eq!(CONTENT_SECURITY_POLICY, CSP);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let server = TestServer::with_web_app().await;
    let requests = [
        (Method::GET, "/"),
        (Method::GET, "/favorites"),
        (Method::GET, APP_JS_PATH),
        (Method::GET, "/favicon.svg"),
        (Method::GET, "/assets/missing-0000.js"),
        (Method::HEAD, "/tools/base64-encoder"),
        (Method::POST, "/favorites"),
        (Method::GET, "/api/health"),
        (Method::GET, "/api/nope"),
        (Method::DELETE, "/auth/v1/logout"),
    ];
    for (method, path) in requests {
        let response = server.request(method.clone(), path).await;
        assert_secure(&response, &format!("{method} {path}"));
    }

    let etag = server.get("/").await.headers()["etag"].clone();
    let not_modified = server.client.get(server.url("/")).header("if-none-match", etag).send().await.expect("GET");
    assert_eq!(not_modified.status(), reqwest::StatusCode::NOT_MODIFIED);
    assert_secure(&not_modified, "304");

    let compressed = server.client.get(server.url(APP_JS_PATH)).header("accept-encoding", "br").send().await;
    assert_secure(&compressed.expect("GET"), "brotli");

    let unbuilt = TestServer::start(Assets::from_files(Vec::<(String, Vec<u8>)>::new())).await;
    let response = unbuilt.get("/").await;
    assert_eq!(response.status(), reqwest::StatusCode::SERVICE_UNAVAILABLE);
    assert_secure(&response, "503 not built");
}

#[tokio::test]
async fn answers_from_the_body_limit_carry_them_too() {
    let server = TestServer::with_web_app().await;
    let head = server
        .raw_response_head("POST /api/upload HTTP/1.1\r\nHost: test\r\nContent-Length: 2097152\r\n\r\n")
        .await
        .to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 413 "), "{head}");
    for (name, value) in EXPECTED {
        assert!(head.contains(&format!("\r\n{name}: {}\r\n", value.to_ascii_lowercase())), "413 lacks {name}: {head}");
    }
}
