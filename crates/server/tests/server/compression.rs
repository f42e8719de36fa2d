//! Compression: static files come in the copies the build compressed (brotli preferred, gzip otherwise) per
//! `Accept-Encoding`; files the build left alone are sent as they are; dynamic responses (API JSON) are compressed
//! by the generic layer.

use std::io::Read as _;

use crate::common::{APP_JS_PATH, TestServer, WASM_PATH, header};
use reqwest::StatusCode;

async fn get(server: &TestServer, path: &str, accept_encoding: &str) -> reqwest::Response {
    let response = server
        .client
        .get(server.url(path))
        .header("accept-encoding", accept_encoding)
        .send()
        .await
        .expect("GET succeeds");
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    response
}

fn unbrotli(bytes: &[u8]) -> Vec<u8> {
    let mut decoded = Vec::new();
    brotli::Decompressor::new(bytes, 4096).read_to_end(&mut decoded).expect("valid brotli");
    decoded
}

fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut decoded = Vec::new();
    flate2::read::GzDecoder::new(bytes).read_to_end(&mut decoded).expect("valid gzip");
    decoded
}

#[tokio::test]
async fn brotli_is_preferred_for_javascript_and_wasm() {
    let server = TestServer::with_web_app().await;
    for (path, original) in [(APP_JS_PATH, crate::common::app_js().into_bytes()), (WASM_PATH, crate::common::wasm())] {
        let response = get(&server, path, "gzip, deflate, br, zstd").await;
        assert_eq!(header(&response, "content-encoding"), "br", "{path}");
        assert!(header(&response, "vary").to_ascii_lowercase().contains("accept-encoding"), "{path}");
        assert!(header(&response, "etag").ends_with("-br\""), "{path}");
        assert_eq!(header(&response, "cache-control"), "public, max-age=31536000, immutable", "{path}");
        let body = response.bytes().await.expect("body");
        assert!(body.len() < original.len() / 4, "{path}: {} of {} bytes", body.len(), original.len());
        assert_eq!(unbrotli(&body), original, "{path}");
    }
}

#[tokio::test]
async fn gzip_when_brotli_is_not_accepted() {
    let server = TestServer::with_web_app().await;
    for accept in ["gzip", "br;q=0, gzip"] {
        let response = get(&server, APP_JS_PATH, accept).await;
        assert_eq!(header(&response, "content-encoding"), "gzip", "{accept}");
        assert_eq!(header(&response, "content-type"), "text/javascript; charset=utf-8");
        let body = response.bytes().await.expect("body");
        assert_eq!(gunzip(&body), crate::common::app_js().into_bytes(), "{accept}");
    }
}

#[tokio::test]
async fn no_compression_unless_asked_for() {
    let server = TestServer::with_web_app().await;
    for accept in ["identity", "br;q=0, gzip;q=0"] {
        let response = get(&server, APP_JS_PATH, accept).await;
        assert!(response.headers().get("content-encoding").is_none(), "{accept}");
        assert_eq!(response.text().await.expect("body"), crate::common::app_js(), "{accept}");
    }
}

#[tokio::test]
async fn small_files_are_sent_as_they_are() {
    // Below the precompression threshold, and the generic layer must not compress it behind our back either.
    let server = TestServer::with_web_app().await;
    let response = get(&server, "/theme-init.js", "br, gzip").await;
    assert!(response.headers().get("content-encoding").is_none());
    assert_eq!(response.text().await.expect("body"), crate::common::THEME_JS);
}

#[tokio::test]
async fn only_the_copies_the_build_made_are_sent() {
    // A large file the build did not compress (say, it would not have shrunk) goes as it is.
    let css = "body { margin: 0 }\n".repeat(100);
    let js = crate::common::app_js();
    let mut files = vec![
        ("assets/big.css".to_owned(), css.clone().into_bytes()),
        ("assets/gz.js".to_owned(), js.clone().into_bytes()),
    ];
    // And one with only a gzip copy answers a client that prefers brotli in gzip.
    files.extend(
        crate::common::compressed_copies("assets/gz.js", js.as_bytes())
            .into_iter()
            .filter(|(name, _)| name.ends_with(".gz")),
    );
    let server = TestServer::start(penknife_server::Assets::from_files(files)).await;

    let response = get(&server, "/assets/big.css", "br, gzip").await;
    assert!(response.headers().get("content-encoding").is_none());
    assert!(response.headers().get("vary").is_none());
    assert_eq!(response.text().await.expect("body"), css);

    let response = get(&server, "/assets/gz.js", "br, gzip").await;
    assert_eq!(header(&response, "content-encoding"), "gzip");
    assert_eq!(gunzip(&response.bytes().await.expect("body")), js.into_bytes());
}

#[tokio::test]
async fn the_compressed_copies_are_not_files_of_the_site() {
    let server = TestServer::with_web_app().await;
    for path in [format!("{APP_JS_PATH}.br"), format!("{WASM_PATH}.gz")] {
        let response = server.client.get(server.url(&path)).send().await.expect("GET");
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn api_json_is_compressed_too() {
    let server = TestServer::with_web_app().await;
    let path = "/api/a-route-that-does-not-exist";
    let response = server.client.get(server.url(path)).header("accept-encoding", "gzip").send().await.expect("GET");
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(header(&response, "content-encoding"), "gzip");
    let json: serde_json::Value =
        serde_json::from_slice(&gunzip(&response.bytes().await.expect("body"))).expect("JSON body");
    assert_eq!(json["error"], "not_found");
}
