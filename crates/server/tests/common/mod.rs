//! Shared by the integration tests: a known in-memory web app, and the real router served on 127.0.0.1:0.

// Each test binary uses a different subset of these helpers.
#![allow(dead_code)]

use std::net::SocketAddr;

use penknife_server::{AppState, Assets, ServeConfig, build_app, serve_with_shutdown};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};

pub const INDEX_HTML: &str = "<!doctype html>\n<html lang=\"en\"><head><title>Penknife test app</title>\
    <script src=\"/theme-init.js\"></script><script type=\"module\" src=\"/assets/app-3f9a1c2b.js\"></script>\
    </head><body><div id=\"root\"></div></body></html>\n";
pub const APP_JS_PATH: &str = "/assets/app-3f9a1c2b.js";
pub const WASM_PATH: &str = "/assets/engine-9a8b7c6d.wasm";
pub const CSS_PATH: &str = "/assets/index-5e6f7a8b.css";
/// Small enough (< 512 bytes) that it is never compressed.
pub const THEME_JS: &str = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'system';\n";

/// Large and repetitive, so both brotli and gzip shrink it.
pub fn app_js() -> String {
    "export function describe(tool) { return `Penknife runs ${tool} in your browser`; }\n".repeat(300)
}

/// A wasm module header followed by zeros: compressible, and not valid UTF-8 text.
pub fn wasm() -> Vec<u8> {
    let mut bytes = b"\0asm\x01\0\0\0".to_vec();
    bytes.extend(std::iter::repeat_n(0u8, 4096));
    bytes
}

pub fn web_app() -> Assets {
    Assets::from_files([
        ("index.html", INDEX_HTML.as_bytes().to_vec()),
        (APP_JS_PATH, app_js().into_bytes()),
        (WASM_PATH, wasm()),
        (CSS_PATH, b"body { margin: 0 }\n".to_vec()),
        ("favicon.svg", b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec()),
        ("theme-init.js", THEME_JS.as_bytes().to_vec()),
    ])
}

pub struct TestServer {
    pub addr: SocketAddr,
    pub client: reqwest::Client,
}

impl TestServer {
    /// The real app (all layers) on a free port, serving `assets` as the web app.
    pub async fn start(assets: Assets) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let config = ServeConfig { addr, data_dir: std::env::temp_dir().join("penknife-server-tests") };
        let app = build_app(AppState::new(config).with_assets(assets));
        // The server task ends with the test's runtime.
        tokio::spawn(serve_with_shutdown(listener, app, std::future::pending()));
        // No automatic decompression: the tests look at Content-Encoding and the raw bytes.
        let client = reqwest::Client::builder()
            .no_gzip()
            .no_brotli()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("HTTP client");
        Self { addr, client }
    }

    pub async fn with_web_app() -> Self {
        Self::start(web_app()).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("GET succeeds")
    }

    pub async fn request(&self, method: reqwest::Method, path: &str) -> reqwest::Response {
        self.client.request(method, self.url(path)).send().await.expect("request succeeds")
    }

    /// Sends `head` (request line and headers, no body) as is and returns the response head as text: for
    /// requests a normal client refuses to make, like announcing a body it never sends.
    pub async fn raw_response_head(&self, head: &str) -> String {
        let mut stream = TcpStream::connect(self.addr).await.expect("connect");
        stream.write_all(head.as_bytes()).await.expect("send request");
        let mut received = Vec::new();
        let mut buffer = [0u8; 4096];
        while !received.windows(4).any(|w| w == b"\r\n\r\n") {
            let n = stream.read(&mut buffer).await.expect("read response");
            assert!(n > 0, "connection closed before the response head: {}", String::from_utf8_lossy(&received));
            received.extend_from_slice(&buffer[..n]);
        }
        String::from_utf8_lossy(&received).into_owned()
    }
}

pub fn header<'a>(response: &'a reqwest::Response, name: &str) -> &'a str {
    response
        .headers()
        .get(name)
        .unwrap_or_else(|| panic!("{} {} has no {name} header", response.status(), response.url().path()))
        .to_str()
        .expect("ASCII header")
}

/// A local SMTP server speaking the real protocol, recording what it receives.
pub mod smtp;
/// A local OAuth 2 / OpenID Connect provider (and GitHub-shaped endpoints) speaking the real protocol.
pub mod oauth_provider;
