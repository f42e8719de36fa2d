//! The embedded web app: index.html for client routes, caching by file kind, content types, 404 for missing
//! hashed assets, HEAD, ETag revalidation, and the "not built" answer.

use crate::common::{APP_JS_PATH, CSS_PATH, TestServer, WASM_PATH, header, is_app_page, web_app};
use penknife_server::Assets;
use reqwest::{Method, StatusCode};

#[tokio::test]
async fn client_routes_get_index_html_revalidated_on_every_visit() {
    let server = TestServer::with_web_app().await;
    for path in ["/", "/favorites", "/tools/anything", "/tools/base64-encoder/", "/apiary", "/authors"] {
        let response = server.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8", "{path}");
        assert_eq!(header(&response, "cache-control"), "no-cache", "{path}");
        let page = response.text().await.expect("body");
        assert!(is_app_page(&page, "en", "ltr"), "{path}: {page}");
    }
    // The file itself, as the service worker precaches it (the page sets its language when it starts).
    let file = server.get("/index.html").await;
    assert_eq!(header(&file, "cache-control"), "no-cache");
    assert_eq!(file.text().await.expect("body"), crate::common::INDEX_HTML);
}

#[tokio::test]
async fn each_language_gets_its_pages_with_lang_dir_and_the_other_languages_named() {
    let server = TestServer::with_web_app().await;
    for (path, lang, dir, english) in [
        ("/es/tools/json-formatter", "es", "ltr", "/tools/json-formatter"),
        ("/pt-br/history", "pt-BR", "ltr", "/history"),
        ("/ar", "ar", "rtl", "/"),
        ("/zh-CN/tools/x", "zh-CN", "ltr", "/tools/x"),
    ] {
        let page = server.get(path).await.text().await.expect("body");
        assert!(is_app_page(&page, lang, dir), "{path}: {page}");
        let site = server.url("");
        let site = site.trim_end_matches('/');
        assert!(page.contains(&format!(r#"hreflang="en" href="{site}{english}""#)), "{path}: {page}");
        assert!(page.contains(&format!(r#"hreflang="x-default" href="{site}{english}""#)), "{path}: {page}");
        let japanese = if english == "/" { "/ja".to_owned() } else { format!("/ja{english}") };
        assert!(page.contains(&format!(r#"hreflang="ja" href="{site}{japanese}""#)), "{path}: {page}");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_forever_with_their_content_type() {
    let server = TestServer::with_web_app().await;
    for (path, content_type) in [
        (APP_JS_PATH, "text/javascript; charset=utf-8"),
        (WASM_PATH, "application/wasm"),
        (CSS_PATH, "text/css; charset=utf-8"),
    ] {
        let response = server.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&response, "content-type"), content_type, "{path}");
        assert_eq!(header(&response, "cache-control"), "public, max-age=31536000, immutable", "{path}");
    }
    let js = server.get(APP_JS_PATH).await.text().await.expect("body");
    assert_eq!(js, crate::common::app_js());
    let wasm = server.get(WASM_PATH).await.bytes().await.expect("body");
    assert_eq!(wasm, crate::common::wasm());
}

#[tokio::test]
async fn unhashed_root_files_get_a_short_cache() {
    let server = TestServer::with_web_app().await;
    for (path, content_type) in
        [("/favicon.svg", "image/svg+xml"), ("/theme-init.js", "text/javascript; charset=utf-8")]
    {
        let response = server.get(path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&response, "content-type"), content_type, "{path}");
        assert_eq!(header(&response, "cache-control"), "public, max-age=3600", "{path}");
    }
}

#[tokio::test]
async fn missing_hashed_assets_are_404_not_index_html() {
    let server = TestServer::with_web_app().await;
    for path in ["/assets/app-00000000.js", "/assets/engine-missing.wasm", "/assets/", "/assets"] {
        let response = server.get(path).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header(&response, "content-type"), "text/plain; charset=utf-8", "{path}");
        let body = response.text().await.expect("body");
        assert!(!body.contains("<html"), "{path} answered HTML: {body}");
    }
}

#[tokio::test]
async fn head_has_the_get_headers_and_no_body() {
    let server = TestServer::with_web_app().await;
    let page_length = server.get("/favorites").await.bytes().await.expect("body").len();
    for (path, length) in [(APP_JS_PATH, crate::common::app_js().len()), ("/favorites", page_length)] {
        let response = server.request(Method::HEAD, path).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(header(&response, "content-length"), length.to_string(), "{path}");
        let get = server.get(path).await;
        assert_eq!(header(&response, "content-type"), header(&get, "content-type"), "{path}");
        assert_eq!(header(&response, "etag"), header(&get, "etag"), "{path}");
        assert!(response.bytes().await.expect("body").is_empty(), "{path}");
    }
}

#[tokio::test]
async fn a_current_etag_gets_304_without_body() {
    let server = TestServer::with_web_app().await;
    let first = server.get("/favorites").await;
    let etag = header(&first, "etag").to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "{etag}");

    let revalidated =
        server.client.get(server.url("/favorites")).header("if-none-match", &etag).send().await.expect("GET");
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(&revalidated, "etag"), etag);
    assert_eq!(header(&revalidated, "cache-control"), "no-cache");
    assert!(revalidated.bytes().await.expect("body").is_empty());

    let stale = server.client.get(server.url("/")).header("if-none-match", "\"0123\"").send().await.expect("GET");
    assert_eq!(stale.status(), StatusCode::OK);
    assert!(is_app_page(&stale.text().await.expect("body"), "en", "ltr"));

    // Another route's page names other addresses, so it is another entity.
    let other = server
        .client
        .get(server.url("/tools/base64-encoder"))
        .header("if-none-match", &etag)
        .send()
        .await
        .expect("GET");
    assert_eq!(other.status(), StatusCode::OK);

    // A different file never matches another file's tag.
    let js = server.client.get(server.url(APP_JS_PATH)).header("if-none-match", &etag).send().await.expect("GET");
    assert_eq!(js.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_web_app_only_answers_get_and_head() {
    let server = TestServer::with_web_app().await;
    for method in [Method::POST, Method::PUT, Method::DELETE] {
        let response = server.request(method.clone(), "/favorites").await;
        assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{method}");
        assert_eq!(header(&response, "allow"), "GET, HEAD", "{method}");
    }
}

#[tokio::test]
async fn without_a_built_web_app_pages_answer_503_and_the_api_still_works() {
    let server = TestServer::start(Assets::from_files(Vec::<(String, Vec<u8>)>::new())).await;
    for path in ["/", "/favorites", "/tools/base64-encoder"] {
        let response = server.get(path).await;
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE, "{path}");
        assert_eq!(header(&response, "content-type"), "text/plain; charset=utf-8", "{path}");
        let body = response.text().await.expect("body");
        assert!(body.contains("not built") && body.contains("make build"), "{body}");
    }
    assert_eq!(server.get(APP_JS_PATH).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(server.get("/api/health").await.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_embedded_web_app_serves_whatever_was_built() {
    // `web/dist` may or may not be built where the tests run; either answer is valid, anything else is not.
    let server = TestServer::start(penknife_server::Assets::embedded()).await;
    let response = server.get("/").await;
    match response.status() {
        StatusCode::OK => assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8"),
        StatusCode::SERVICE_UNAVAILABLE => {
            assert!(response.text().await.expect("body").contains("make build"));
        }
        other => panic!("unexpected status {other} for /"),
    }
}

/// The whole raw answer to `GET {target}` sent exactly as written (HTTP clients would resolve the dot segments).
async fn raw_get(server: &TestServer, target: &str) -> String {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(server.addr).await.expect("connect");
    let request = format!("GET {target} HTTP/1.1\r\nHost: penknife.test\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("send");
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.expect("read");
    String::from_utf8_lossy(&response).into_owned()
}

#[tokio::test]
async fn no_path_reaches_a_file_outside_the_web_app() {
    // In debug builds the embedded web app is read from web/dist on disk, so that source is the one at risk; the
    // workspace's Cargo.toml sits two levels above it, /etc/passwd further.
    let targets = [
        "/../Cargo.toml",
        "/../../Cargo.toml",
        "/assets/../../../Cargo.toml",
        "/..%2f..%2fCargo.toml",
        "/%2e%2e/%2e%2e/Cargo.toml",
        "/%2e%2e%2f%2e%2e%2fCargo.toml",
        "/assets/%2e%2e/%2e%2e/%2e%2e/Cargo.toml",
        "/assets/.%2e/.%2e/.%2e/Cargo.toml",
        "/assets/%252e%252e/%252e%252e/Cargo.toml",
        "/..%5c..%5cCargo.toml",
        "/assets/..\\..\\..\\Cargo.toml",
        "/....//....//Cargo.toml",
        "/..;/..;/Cargo.toml",
        "/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/Cargo.toml",
        "//etc/passwd",
        "/../../../../../../../../etc/passwd",
        "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/assets/app.js%00/../../../Cargo.toml",
        "/favicon.svg/../../../Cargo.toml",
        "/./../.././Cargo.toml",
        "/assets/%2e%2e%5c%2e%2e%5c%2e%2e%5cCargo.toml",
    ];
    for assets in [web_app(), Assets::embedded()] {
        let server = TestServer::start(assets).await;
        for target in targets {
            let response = raw_get(&server, target).await;
            let status = response.get(9..12).unwrap_or_default();
            assert!(["200", "400", "404", "503"].contains(&status), "{target}: {response}");
            assert!(!response.contains("[workspace]"), "{target} reached the workspace's Cargo.toml");
            assert!(!response.contains("root:x:0:0"), "{target} reached /etc/passwd");
            if status == "200" {
                assert!(response.contains("text/html"), "{target} answered something other than the app: {response}");
            }
        }
    }
}
