//! What handlers read from a request: a JSON body, the signed-in user (who the client is: `crate::client`).

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, StatusCode, header};
use serde::de::DeserializeOwned;

use super::Auth;
use super::error::{AuthError, AuthResult};
use super::store::{SessionRow, UserRow};
use crate::AppState;
use crate::auth::error::AuthCode;
use crate::http::{self, body, body::BodyError};

/// A JSON body whose rejection is a GoTrue-shaped `bad_json` instead of axum's plain-text answer. It must be sent
/// as `application/json` (415 otherwise; see `http::body::BodyError::NotJson`); an empty body, which carries
/// nothing, needs no type and stands for `{}`.
#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for JsonBody<T> {
    type Rejection = AuthError;

    async fn from_request(request: Request, _: &S) -> AuthResult<Self> {
        let (parts, body) = request.into_parts();
        let bad_json = |status, message: String| AuthError::new(status, AuthCode::BadJson, message);
        body::read_json(&parts.headers, body, crate::layers::MAX_REQUEST_BODY_BYTES, Some("{}"))
            .await
            .map(Self)
            .map_err(|error| match error {
                BodyError::NotJson => {
                    bad_json(StatusCode::UNSUPPORTED_MEDIA_TYPE, "Content-Type must be application/json".to_owned())
                }
                BodyError::BadJson(error) => {
                    bad_json(StatusCode::BAD_REQUEST, format!("Could not parse request body as JSON: {error}"))
                }
                BodyError::TooLarge { .. } | BodyError::Unreadable => {
                    bad_json(StatusCode::BAD_REQUEST, "Could not read the request body".to_owned())
                }
            })
    }
}

/// The caller of a route that needs a signed-in user: a valid access token whose session still exists.
#[derive(Debug, Clone)]
pub struct Authenticated {
    pub session: SessionRow,
    pub user: UserRow,
}

impl FromRequestParts<AppState> for Authenticated {
    type Rejection = AuthError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> AuthResult<Self> {
        // No header answers as a header without a token does.
        caller(state, &parts.headers).await?.ok_or(CallerError::NoToken).map_err(AuthError::from)
    }
}

/// Why a request that carries an `Authorization` header has no signed-in caller.
#[derive(Debug)]
pub enum CallerError {
    /// A header without a bearer token.
    NoToken,
    /// A token that is not valid, or whose session or user has ended; or a failure of ours (`status` says).
    Refused(AuthError),
}

impl CallerError {
    /// Whether the failure is the server's (its database, say), not the client's token: the other APIs answer
    /// that as their own internal error rather than as a sign-in to redo.
    pub fn is_server_failure(&self) -> bool {
        matches!(self, Self::Refused(error) if error.status.is_server_error())
    }
}

impl From<CallerError> for AuthError {
    fn from(error: CallerError) -> Self {
        match error {
            CallerError::NoToken => Self::new(
                StatusCode::UNAUTHORIZED,
                AuthCode::NoAuthorization,
                "This endpoint requires a valid Bearer token",
            ),
            CallerError::Refused(error) => error,
        }
    }
}

/// The signed-in caller, verified once here for every API: `None` without an `Authorization` header. A header
/// whose token is not valid is refused rather than ignored, so no one believes they act as someone they are not.
pub async fn caller(state: &AppState, headers: &HeaderMap) -> Result<Option<Authenticated>, CallerError> {
    if !headers.contains_key(header::AUTHORIZATION) {
        return Ok(None);
    }
    let token = http::bearer_token(headers).filter(|token| !token.is_empty()).ok_or(CallerError::NoToken)?;
    verify_access_token(&state.auth, token).await.map(Some).map_err(CallerError::Refused)
}

/// The caller an access token stands for: a valid JWT whose session and user still exist.
pub(crate) async fn verify_access_token(auth: &Auth, token: &str) -> AuthResult<Authenticated> {
    let claims = auth.jwt.verify(token)?;
    let session = auth.store.session(&claims.session_id).await?.ok_or_else(AuthError::session_not_found)?;
    if session.user_id != claims.sub {
        return Err(AuthError::session_not_found());
    }
    let user = auth.store.user_by_id(&claims.sub).await?.ok_or_else(|| {
        AuthError::new(
            axum::http::StatusCode::NOT_FOUND,
            AuthCode::UserNotFound,
            "User from sub claim in JWT does not exist",
        )
    })?;
    Ok(Authenticated { session, user })
}

/// The longest address a mail path carries (RFC 5321 §4.5.3.1: 256 octets with the angle brackets) and the
/// longest local part.
const MAX_EMAIL_LENGTH: usize = 254;
const MAX_LOCAL_PART_LENGTH: usize = 64;

/// Lowercased and checked e-mail address, or `email_address_invalid`.
pub fn normalize_email(email: Option<&str>) -> AuthResult<String> {
    let email = email.map(str::trim).unwrap_or_default();
    if !is_mailable_address(email) {
        return Err(AuthError::new(
            axum::http::StatusCode::BAD_REQUEST,
            AuthCode::EmailAddressInvalid,
            "Unable to validate email address: invalid format",
        ));
    }
    Ok(email.to_ascii_lowercase())
}

/// Whether mail can be sent to `email` as written: an ASCII dot-atom local part (RFC 5322 `atext` in atoms
/// joined by single dots, so no quoted strings, commas, angle brackets, spaces or control characters) at a
/// domain name of at least two labels (letters, digits, inner hyphens; the last one not all digits, so no IP
/// addresses). Non-ASCII is refused: zero-width and look-alike characters cannot hide in an address, and every
/// SMTP server can deliver what is left. lettre, which sends the mail, must accept it too.
pub fn is_mailable_address(email: &str) -> bool {
    if email.is_empty() || email.len() > MAX_EMAIL_LENGTH || !email.is_ascii() {
        return false;
    }
    let Some((local, domain)) = email.rsplit_once('@') else {
        return false;
    };
    let atext = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c);
    let local_ok = local.len() <= MAX_LOCAL_PART_LENGTH
        && local.split('.').all(|atom| !atom.is_empty() && atom.chars().all(atext));
    let labels: Vec<&str> = domain.split('.').collect();
    let domain_ok = labels.len() >= 2
        && labels.iter().all(|label| {
            (1..=63).contains(&label.len())
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        && labels.last().is_some_and(|tld| !tld.chars().all(|c| c.is_ascii_digit()));
    local_ok && domain_ok && email.parse::<lettre::Address>().is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_mail_can_reach_are_accepted() {
        for email in [
            "ada@example.com",
            "Ada.Lovelace@Example.COM",
            "o'brien@example.ie",
            "first.last+tag@mail.example.co.uk",
            "x@a-b.io",
            "1234@123.example.com",
            "!#$%&'*+-/=?^_`{|}~@example.com",
        ] {
            assert!(is_mailable_address(email), "{email}");
            assert!(email.parse::<lettre::Address>().is_ok(), "{email}");
        }
        assert_eq!(normalize_email(Some("  Ada@Example.COM ")).expect("valid"), "ada@example.com");
        let longest = format!(
            "{}@{}.{}.{}.{}.com",
            "l".repeat(64),
            "a".repeat(63),
            "b".repeat(63),
            "c".repeat(30),
            "d".repeat(26)
        );
        assert_eq!(longest.len(), 254);
        assert!(is_mailable_address(&longest));
    }

    #[test]
    fn addresses_that_can_never_receive_mail_are_refused() {
        for email in [
            "",
            "ada",
            "ada@",
            "@example.com",
            "a,b@example.com",
            "<a>@example.com",
            "a@example.com>",
            "\"a b\"@example.com",
            "a b@example.com",
            "a\tb@example.com",
            "a\u{0}b@example.com",
            "a\u{7f}@example.com",
            "a\u{200b}@example.com",
            "ada@exam\u{200d}ple.com",
            "\u{feff}ada@example.com",
            "ad\u{0430}@example.com",
            "ada@b\u{fc}cher.de",
            ".ada@example.com",
            "ada.@example.com",
            "a..da@example.com",
            "a@b@example.com",
            "a(comment)@example.com",
            "a;b@example.com",
            "a:b@example.com",
            "a[b]@example.com",
            "a\\b@example.com",
            "ada@localhost",
            "ada@example",
            "ada@.example.com",
            "ada@example.com.",
            "ada@example..com",
            "ada@-example.com",
            "ada@example-.com",
            "ada@exa_mple.com",
            "ada@[127.0.0.1]",
            "ada@127.0.0.1",
            "ada@example.123",
        ] {
            assert!(!is_mailable_address(email), "{email:?}");
            assert!(normalize_email(Some(email)).is_err(), "{email:?}");
        }
        assert!(!is_mailable_address(&format!("{}@example.com", "l".repeat(65))));
        assert!(!is_mailable_address(&format!("ada@{}.com", "a".repeat(64))));
        assert!(!is_mailable_address(&format!("{}@{}.com", "l".repeat(64), vec!["a".repeat(63); 3].join("."))));
    }
}
