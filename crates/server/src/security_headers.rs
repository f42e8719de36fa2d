//! Security headers sent with every response (web app, API, errors alike).

use axum::http::header::{self, HeaderName, HeaderValue};
use axum::response::Response;

/// The Content-Security-Policy: only the site's own origin, nothing third-party. Each exception says why.
pub const CONTENT_SECURITY_POLICY: &str = concat!(
    "default-src 'self'; ",
    // 'wasm-unsafe-eval': compiling the tools' WebAssembly engines; it does not allow JavaScript eval().
    "script-src 'self' 'wasm-unsafe-eval'; ",
    // 'unsafe-inline': the UI primitives (Radix popovers, toasts) position themselves with inline styles.
    "style-src 'self' 'unsafe-inline'; ",
    // data: and blob:: previews of images the tools generate or read from local files (QR codes, conversions).
    "img-src 'self' data: blob:; ",
    "font-src 'self'; ",
    "connect-src 'self'; ",
    // blob:: Web Workers that run heavy engine calls off the main thread may be created from blob URLs.
    "worker-src 'self' blob:; ",
    // blob: and data:: previews of documents the tools produce (HTML, PDF) in a frame, without any upload.
    "frame-src 'self' blob: data:; ",
    // child-src: the same frame/worker rules for browsers that predate frame-src/worker-src.
    "child-src 'self' blob:; ",
    "object-src 'none'; ",
    "base-uri 'self'; ",
    "form-action 'self'; ",
    // No other site may frame Penknife (clickjacking); X-Frame-Options says the same to older browsers.
    "frame-ancestors 'none'"
);

/// The policy of a paste's raw text (`/paste/{id}/raw`): no resources of any kind, and a sandbox (no script, no
/// same-origin access) should a browser ever render it as something other than text.
pub const SANDBOXED_TEXT_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; sandbox";

/// The marker a handler puts in a response's extensions to have it served under
/// [`SANDBOXED_TEXT_CONTENT_SECURITY_POLICY`] instead of the site's policy.
#[derive(Debug, Clone, Copy)]
pub struct SandboxedText;

/// Every header and its value; applied by [`apply`].
const HEADERS: [(HeaderName, &str); 6] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    // Browsers must trust our Content-Type (e.g. never run a text file as a script).
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    // Other sites learn our origin, never the tool path a visitor came from.
    (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
    (header::X_FRAME_OPTIONS, "DENY"),
    // Pages we open (or that open us) get no handle on our window.
    (HeaderName::from_static("cross-origin-opener-policy"), "same-origin"),
    // The tools never need these devices; a compromised script cannot ask for them either.
    (HeaderName::from_static("permissions-policy"), "camera=(), microphone=(), geolocation=()"),
];

/// Response middleware (`axum::middleware::map_response`) that sets every security header, replacing any value a
/// handler may have set: this module is the one place the policy is decided.
pub(crate) async fn apply<B>(mut response: Response<B>) -> Response<B> {
    let headers = response.headers_mut();
    for (name, value) in HEADERS {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if response.extensions().get::<SandboxedText>().is_some() {
        response
            .headers_mut()
            .insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(SANDBOXED_TEXT_CONTENT_SECURITY_POLICY));
    }
    response
}
