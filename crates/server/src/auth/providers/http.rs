//! Talking to a provider: bounded in time and size, with errors that name the step but never a token or secret.

use std::time::Duration;

use super::ProviderError;

/// How long one request to a provider may take.
const TIMEOUT: Duration = Duration::from_secs(10);
/// The largest response read from a provider (discovery documents and key sets are a few kilobytes).
const MAX_BODY: usize = 1 << 20;

/// The outcome of a request: the status and the body parsed as JSON (`Null` when it is not JSON).
#[derive(Debug)]
pub struct JsonResponse {
    pub status: reqwest::StatusCode,
    pub body: serde_json::Value,
}

/// Sends `request` and reads its JSON answer; `what` names the step in errors ("the token endpoint").
pub async fn send(provider: &str, what: &str, request: reqwest::RequestBuilder) -> Result<JsonResponse, ProviderError> {
    let failed = |detail: &str| ProviderError::sign_in(provider, format_args!("{what} {detail}"));
    let (client, request) = request.timeout(TIMEOUT).build_split();
    let mut request = request.map_err(|_| failed("has an invalid address"))?;
    let headers = request.headers_mut();
    headers.entry(reqwest::header::ACCEPT).or_insert(reqwest::header::HeaderValue::from_static("application/json"));
    // GitHub's API refuses requests without one.
    headers.entry(reqwest::header::USER_AGENT).or_insert(reqwest::header::HeaderValue::from_static("Penknife"));
    let mut response = client.execute(request).await.map_err(|error| {
        if error.is_timeout() { failed("did not answer in time") } else { failed("could not be reached") }
    })?;
    let status = response.status();
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|_| failed("sent an incomplete answer"))? {
        if bytes.len() + chunk.len() > MAX_BODY {
            return Err(failed("sent an answer that is too large"));
        }
        bytes.extend_from_slice(&chunk);
    }
    let body = serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null);
    Ok(JsonResponse { status, body })
}

/// An OAuth `error` code from a response body, kept only if it looks like one (letters, digits, `_`, `.`, `-`),
/// so the message shown never reflects arbitrary provider text.
pub fn oauth_error_code(body: &serde_json::Value) -> Option<&str> {
    let code = body.get("error")?.as_str()?;
    let plain = !code.is_empty()
        && code.len() <= 64
        && code.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'));
    plain.then_some(code)
}

/// A string field of a JSON object.
pub fn text<'a>(value: &'a serde_json::Value, key: &str) -> Option<&'a str> {
    value.get(key).and_then(serde_json::Value::as_str).filter(|s| !s.is_empty())
}

/// `application/x-www-form-urlencoded` encoding of one value, as RFC 6749 §2.3.1 asks for the parts of HTTP Basic
/// client authentication.
pub fn form_encode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}
