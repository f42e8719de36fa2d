//! The web app: its files, and `index.html` for every client-side route (React Router draws the page, including
//! its own not-found screen).
//!
//! Caching follows Vite's output: files under `assets/` have a content hash in their name and never change, so
//! browsers keep them for a year; HTML names those files, so it is revalidated on every visit (cheap: ETag → 304),
//! and so are the service worker and the web app manifest (a browser must see a new version as soon as it is
//! deployed; it never keeps a worker script more than a day whatever it is told); the few other unhashed root files
//! (favicon, icons, theme script) are cached for an hour.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::path::Path;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use sha2::{Digest, Sha256};

use crate::AppState;
use crate::api::ApiError;
use crate::assets::Asset;
use crate::locales::Locale;
use crate::precompress::{self, Coding};

const INDEX: &str = "index.html";

const CACHE_IMMUTABLE: &str = "public, max-age=31536000, immutable";
const CACHE_REVALIDATE: &str = "no-cache";
const CACHE_SHORT: &str = "public, max-age=3600";

const NOT_BUILT: &str = "The Penknife web app was not built into this server. \
    Run `make build` (or `make run`) to build it, then start the server again.\n";

/// Answers every request that no API route took.
pub(crate) async fn handler(State(state): State<AppState>, method: Method, uri: Uri, headers: HeaderMap) -> Response {
    // The router sends `/api`, `/api/x`, … to the API; this catches what its patterns miss (`/api/`), so an API
    // client never receives the web app's HTML with a 200.
    if is_reserved(uri.path()) {
        return ApiError::not_found(&method, uri.path()).into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, [(header::ALLOW, "GET, HEAD")], "Method not allowed\n")
            .into_response();
    }
    let assets = &state.assets;
    let requested = uri.path().strip_prefix('/').unwrap_or_default();

    if let Some(name) = file_name(requested)
        && let Some(asset) = assets.get(name)
    {
        return send(name, asset, &headers);
    }
    // A missing hashed file is a stale or broken reference; answering it with HTML would only turn into a
    // confusing script or wasm error in the browser.
    if requested == "assets" || requested.starts_with("assets/") {
        return plain(StatusCode::NOT_FOUND, "Not found\n");
    }
    match assets.get(INDEX) {
        Some(index) => send_page(uri.path(), &index, &state.auth.site(), &headers),
        None => plain(StatusCode::SERVICE_UNAVAILABLE, NOT_BUILT),
    }
}

/// `index.html` for the route at `path`, in its language: `<html lang dir>` set, and the `hreflang` alternates
/// naming the same page in every language, so a search engine can find each. Made per request (a few kilobytes of
/// string work) and compressed by the generic layer; revalidated by the ETag of its bytes.
fn send_page(path: &str, index: &Asset, site: &str, request: &HeaderMap) -> Response {
    let html = localized_index(&String::from_utf8_lossy(&index.body), path, site);
    let hash = hex(&Sha256::digest(html.as_bytes()).into());
    let mut response =
        if is_current(request, &hash) { not_modified() } else { with_body(html.into(), &content_type(INDEX), None) };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_REVALIDATE));
    if let Ok(etag) = HeaderValue::from_str(&etag(&hash, None)) {
        headers.insert(header::ETAG, etag);
    }
    response
}

/// The page's language and its path inside it: `/es/tools/x` → (Spanish, `/tools/x`); an English route as it is.
fn page_locale(path: &str) -> (Locale, &str) {
    let rest = path.strip_prefix('/').unwrap_or(path);
    let first = rest.split('/').next().unwrap_or_default();
    match Locale::from_prefix(first) {
        Some(locale) if locale != Locale::En => {
            let inner = &rest[first.len()..];
            (locale, if inner.is_empty() { "/" } else { inner })
        }
        _ => (Locale::En, if path.is_empty() { "/" } else { path }),
    }
}

/// The address of the page at `inner` in `locale`, on `site` (`https://example.org/es/tools/x`).
fn page_url(site: &str, locale: Locale, inner: &str) -> String {
    match (locale.prefix(), inner) {
        ("", _) => format!("{site}{inner}"),
        (prefix, "/") => format!("{site}/{prefix}"),
        (prefix, _) => format!("{site}/{prefix}{inner}"),
    }
}

fn localized_index(index: &str, path: &str, site: &str) -> String {
    let (locale, inner) = page_locale(path);
    let mut alternates = String::new();
    for other in Locale::ALL {
        let href = escape_attribute(&page_url(site, other, inner));
        let _ = write!(alternates, r#"<link rel="alternate" hreflang="{}" href="{href}">"#, other.tag());
    }
    let english = escape_attribute(&page_url(site, Locale::En, inner));
    let _ = write!(alternates, r#"<link rel="alternate" hreflang="x-default" href="{english}">"#);
    index
        .replacen(r#"<html lang="en">"#, &format!(r#"<html lang="{}" dir="{}">"#, locale.tag(), locale.dir()), 1)
        .replacen("</head>", &format!("{alternates}</head>"), 1)
}

/// Text made safe inside a double-quoted HTML attribute (a path is the client's, and hostile until shown otherwise).
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

fn not_modified() -> Response {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = StatusCode::NOT_MODIFIED;
    response
}

/// Whether `path` belongs to the API or auth prefixes, which the web app never answers.
fn is_reserved(path: &str) -> bool {
    ["/api", "/auth"]
        .iter()
        .any(|prefix| path.strip_prefix(prefix).is_some_and(|rest| rest.is_empty() || rest.starts_with('/')))
}

/// `requested` as a file name, or `None` when it cannot be one: empty (the root), a directory (trailing `/`), or
/// containing `.`/`..` segments or backslashes (never let a path climb out of the web app's folder).
fn file_name(requested: &str) -> Option<&str> {
    let valid = !requested.is_empty()
        && requested.split('/').all(|segment| !matches!(segment, "" | "." | "..") && !segment.contains(['\\', '\0']));
    valid.then_some(requested)
}

/// The `Content-Type` for a file name. The formats the web app is made of are spelled out so they never depend
/// on the MIME database (browsers refuse to stream-compile wasm unless it is `application/wasm`).
pub(crate) fn content_type(name: &str) -> Cow<'static, str> {
    let extension = Path::new(name).extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
    Cow::Borrowed(match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" | "cjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "txt" => "text/plain; charset=utf-8",
        _ => {
            return Cow::Owned(mime_guess::from_path(name).first_or_octet_stream().essence_str().to_owned());
        }
    })
}

/// The service worker, as Vite builds it (web/src/lib/offline/sw.ts).
const SERVICE_WORKER: &str = "sw.js";

fn cache_control(name: &str) -> &'static str {
    if name.starts_with("assets/") {
        CACHE_IMMUTABLE
    } else if name.ends_with(".html") || name.ends_with(".webmanifest") || name == SERVICE_WORKER {
        CACHE_REVALIDATE
    } else {
        CACHE_SHORT
    }
}

/// One file, in the build's compressed copy the client accepts best, or 304 when the client's copy is current.
fn send(name: &str, asset: Asset, request: &HeaderMap) -> Response {
    let content_type = content_type(name);
    let offered: Vec<Coding> = Coding::ALL.into_iter().filter(|coding| asset.compressed(*coding).is_some()).collect();
    let coding = precompress::negotiate(request, &offered);
    let body = coding.and_then(|coding| asset.compressed(coding)).unwrap_or(&asset.body).clone();

    let hash = hex(&asset.hash);
    let mut response = if is_current(request, &hash) { not_modified() } else { with_body(body, &content_type, coding) };

    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control(name)));
    if let Ok(etag) = HeaderValue::from_str(&etag(&hash, coding)) {
        headers.insert(header::ETAG, etag);
    }
    if !offered.is_empty() {
        // Caches must keep the compressed and uncompressed answers apart.
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    // Encoding was decided here; the generic compression layer must not compress again (at a lower level, or a
    // file the build found not worth compressing).
    response.extensions_mut().insert(precompress::Negotiated);
    response
}

fn with_body(body: Bytes, content_type: &str, coding: Option<Coding>) -> Response {
    let mut response = Response::new(Body::from(body));
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(content_type).unwrap_or(HeaderValue::from_static("application/octet-stream")),
    );
    if let Some(coding) = coding {
        headers.insert(header::CONTENT_ENCODING, coding.header_value());
    }
    response
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    (status, [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-store")], text)
        .into_response()
}

/// The first 128 bits of the content hash in hex: plenty to tell versions of a file apart.
fn hex(hash: &[u8; 32]) -> String {
    hash[..16].iter().fold(String::with_capacity(32), |mut out, byte| {
        let _ = write!(out, "{byte:02x}");
        out
    })
}

/// The ETag names the content and, since the bytes differ, the coding.
fn etag(hash: &str, coding: Option<Coding>) -> String {
    match coding {
        Some(coding) => format!("\"{hash}-{}\"", coding.token()),
        None => format!("\"{hash}\""),
    }
}

/// Whether `If-None-Match` names this content in any coding (the decoded bytes the client holds are the same).
fn is_current(request: &HeaderMap, hash: &str) -> bool {
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .any(|tag| {
            if tag == "*" {
                return true;
            }
            let tag = tag.strip_prefix("W/").unwrap_or(tag);
            let Some(opaque) = tag.strip_prefix('"').and_then(|t| t.strip_suffix('"')) else {
                return false;
            };
            let content = [Coding::Brotli, Coding::Gzip]
                .iter()
                .find_map(|coding| opaque.strip_suffix(coding.token()).and_then(|t| t.strip_suffix('-')))
                .unwrap_or(opaque);
            content == hash
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn api_and_auth_prefixes_are_reserved() {
        for path in ["/api", "/api/", "/api/x", "/auth", "/auth/", "/auth/v1/token"] {
            assert!(is_reserved(path), "{path}");
        }
        for path in ["/", "/apiary", "/authors", "/tools/api", "/favorites"] {
            assert!(!is_reserved(path), "{path}");
        }
    }

    #[test]
    fn file_names_never_climb_out() {
        assert_eq!(file_name("assets/app-1a2b.js"), Some("assets/app-1a2b.js"));
        assert_eq!(file_name("favicon.svg"), Some("favicon.svg"));
        for bad in ["", "tools/", "../Cargo.toml", "assets/../../secret", "./index.html", "a//b", "a\\..\\b"] {
            assert_eq!(file_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn content_types_of_the_web_app_formats() {
        assert_eq!(content_type("assets/engine-1.wasm"), "application/wasm");
        assert_eq!(content_type("assets/app-1.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("assets/worker-1.mjs"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("index.html"), "text/html; charset=utf-8");
        assert_eq!(content_type("assets/INDEX-1.CSS"), "text/css; charset=utf-8");
        assert_eq!(content_type("favicon.svg"), "image/svg+xml");
        assert_eq!(content_type("logo.png"), "image/png");
        assert_eq!(content_type("LICENSE"), "application/octet-stream");
    }

    #[test]
    fn cache_classes() {
        assert_eq!(cache_control("assets/app-1a2b.js"), CACHE_IMMUTABLE);
        assert_eq!(cache_control("index.html"), CACHE_REVALIDATE);
        assert_eq!(cache_control("sw.js"), CACHE_REVALIDATE);
        assert_eq!(cache_control("manifest.webmanifest"), CACHE_REVALIDATE);
        assert_eq!(cache_control("theme-init.js"), CACHE_SHORT);
        assert_eq!(cache_control("icons/icon-192.png"), CACHE_SHORT);
    }

    const INDEX_HTML: &str = r#"<!doctype html><html lang="en"><head><title>P</title></head><body></body></html>"#;

    #[test]
    fn each_page_says_its_language_and_names_itself_in_every_other() {
        let spanish = localized_index(INDEX_HTML, "/es/tools/json-formatter", "https://pk.example");
        assert!(spanish.contains(r#"<html lang="es" dir="ltr">"#), "{spanish}");
        for (tag, href) in [
            ("en", "https://pk.example/tools/json-formatter"),
            ("es", "https://pk.example/es/tools/json-formatter"),
            ("pt-BR", "https://pk.example/pt-br/tools/json-formatter"),
            ("ar", "https://pk.example/ar/tools/json-formatter"),
            ("x-default", "https://pk.example/tools/json-formatter"),
        ] {
            assert!(spanish.contains(&format!(r#"hreflang="{tag}" href="{href}""#)), "{tag}: {spanish}");
        }
        let arabic_home = localized_index(INDEX_HTML, "/ar", "https://pk.example");
        assert!(arabic_home.contains(r#"<html lang="ar" dir="rtl">"#));
        assert!(arabic_home.contains(r#"hreflang="en" href="https://pk.example/""#));
        assert!(arabic_home.contains(r#"hreflang="zh-CN" href="https://pk.example/zh-cn""#));
        let english = localized_index(INDEX_HTML, "/settings", "https://pk.example");
        assert!(english.contains(r#"<html lang="en" dir="ltr">"#));
        assert!(english.contains(r#"hreflang="de" href="https://pk.example/de/settings""#));
    }

    #[test]
    fn a_hostile_path_stays_inside_its_attribute() {
        let page = localized_index(INDEX_HTML, r#"/es/"><script>alert(1)</script>"#, "https://pk.example");
        assert!(!page.contains("<script>"), "{page}");
        assert!(page.contains("&quot;&gt;&lt;script&gt;"), "{page}");
        // A segment that only looks like a prefix is an English route.
        assert_eq!(page_locale("/espresso"), (Locale::En, "/espresso"));
        assert_eq!(page_locale("/es"), (Locale::Es, "/"));
        assert_eq!(page_locale("/ZH-CN/history"), (Locale::ZhCn, "/history"));
    }

    #[test]
    fn if_none_match_accepts_any_coding_of_the_same_content() {
        let hash = hex(&[0xab; 32]);
        let check = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::IF_NONE_MATCH, HeaderValue::from_str(value).expect("valid header"));
            is_current(&headers, &hash)
        };
        assert!(check(&etag(&hash, None)));
        assert!(check(&etag(&hash, Some(Coding::Brotli))));
        assert!(check(&format!("W/{}", etag(&hash, Some(Coding::Gzip)))));
        assert!(check(&format!("\"other\", {}", etag(&hash, None))));
        assert!(check("*"));
        assert!(!check("\"other\""));
        assert!(!check(&hash)); // unquoted: not an entity tag
        assert!(!is_current(&HeaderMap::new(), &hash));
    }
}
