//! Known devices (OWASP's "device cookies"): a successful password sign-in leaves a signed token in the browser,
//! bound to the account's address. A request that presents it is held only by limits of its own, so whoever
//! fills an account's shared limits from elsewhere does not lock out the devices its owner signed in on.

use axum::http::{HeaderMap, HeaderValue, header};

use super::Auth;
use crate::secrets;

/// How long a device stays known after its last password sign-in (the most browsers keep a cookie).
const LIFETIME_SECS: u64 = 400 * 24 * 3600;

/// A device that signed in to the account before; `id` keys its own counters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KnownDevice {
    pub id: String,
}

/// One cookie per account, so a browser used for several accounts is known to each.
fn cookie_name(auth: &Auth, email: &str) -> String {
    let tag = secrets::hmac_sha256(&auth.device_key, format!("name {email}").as_bytes());
    format!("penknife-device-{}", &tag[..16])
}

fn signature(auth: &Auth, email: &str, nonce: &str) -> String {
    secrets::hmac_sha256(&auth.device_key, format!("device {email} {nonce}").as_bytes())
}

/// The device behind this request, if its cookie for `email` (normalized) carries our signature.
pub fn recognize(auth: &Auth, headers: &HeaderMap, email: &str) -> Option<KnownDevice> {
    let mut cookies = headers.get_all(header::COOKIE).iter().peekable();
    cookies.peek()?;
    let name = cookie_name(auth, email);
    cookies
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .filter(|(cookie, _)| *cookie == name)
        .find_map(|(_, value)| {
            let (nonce, presented) = value.split_once('.')?;
            let expected = signature(auth, email, nonce);
            secrets::constant_time_eq(expected.as_bytes(), presented.as_bytes())
                .then(|| KnownDevice { id: nonce.to_owned() })
        })
}

/// The `Set-Cookie` value that makes the requesting device known to `email`'s account.
pub fn remember(auth: &Auth, email: &str) -> HeaderValue {
    let nonce = secrets::random_token(16);
    let secure = if auth.site_url.scheme() == "https" { "; Secure" } else { "" };
    let cookie = format!(
        "{}={nonce}.{}; Max-Age={LIFETIME_SECS}; Path=/auth/v1; HttpOnly; SameSite=Strict{secure}",
        cookie_name(auth, email),
        signature(auth, email, &nonce),
    );
    HeaderValue::from_str(&cookie).expect("base64url and ASCII attributes make a valid header value")
}
