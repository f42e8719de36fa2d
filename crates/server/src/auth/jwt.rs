//! Access tokens: HS256 JWTs with GoTrue's claims. Only HS256 with our key is accepted, and `exp` is checked.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::{AuthError, AuthResult};

/// How long an access token lives.
pub const ACCESS_TOKEN_SECONDS: i64 = 3600;
pub const AUDIENCE: &str = "authenticated";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Amr {
    pub method: String,
    pub timestamp: i64,
}

/// GoTrue's claims less `user_metadata` (an optional claim in Supabase's reference): the user can write up to
/// 16 KiB there, which in every request header would make the token too large for common proxies' header limits
/// (nginx's 8 KiB lines). Clients read it from the user object of the session instead, as auth-js does.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub sub: String,
    pub aud: String,
    pub exp: i64,
    pub iat: i64,
    pub iss: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub session_id: String,
    pub app_metadata: Value,
    pub aal: String,
    pub amr: Vec<Amr>,
    pub is_anonymous: bool,
}

/// The signing key. Its `Debug` never shows the secret.
#[derive(Clone)]
pub struct JwtKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl std::fmt::Debug for JwtKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JwtKeys(HS256, hidden)")
    }
}

impl JwtKeys {
    pub fn new(secret: &[u8]) -> Self {
        Self { encoding: EncodingKey::from_secret(secret), decoding: DecodingKey::from_secret(secret) }
    }

    pub fn sign(&self, claims: &Claims) -> AuthResult<String> {
        encode(&Header::new(Algorithm::HS256), claims, &self.encoding).map_err(|error| AuthError::internal(&error))
    }

    /// The claims of a token we signed that has not expired; any other token is `bad_jwt`.
    pub fn verify(&self, token: &str) -> AuthResult<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_audience(&[AUDIENCE]);
        validation.set_required_spec_claims(&["exp", "sub", "aud"]);
        validation.leeway = 0;
        decode::<Claims>(token, &self.decoding, &validation).map(|data| data.claims).map_err(|_| AuthError::bad_jwt())
    }
}
