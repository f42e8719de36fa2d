//! The JWT Decoder: reads a JSON Web Token in the JWS compact serialisation (RFC 7515 §7.1, RFC 7519) — its header
//! and payload as formatted JSON, its registered claims (RFC 7519 §4.1) and whether it has expired or is not yet
//! valid — and checks its signature with a key: an HMAC secret (HS256/384/512), or a public key as PEM or JWK
//! (RS256/384/512, PS256/384/512, ES256, EdDSA with Ed25519, RFC 7518 and RFC 8037). What `penknife jwt`, the page
//! (the `jwt` wasm bundle) and the fuzzer call.
//!
//! **Nothing is trusted from the token.** The header's `alg` says which check to run, but the key decides which
//! checks can run at all: a key of another type than the algorithm needs is refused
//! ([`JwtError::WrongKeyType`]), never adapted, so an HS256 token can never be "verified" with an RSA public key
//! (the algorithm-confusion attack). `alg: none` is [`Signature::Unsigned`]: a token without a signature proves
//! nothing, and is never called valid. The engine never reads a clock: "now" is an argument.
//!
//! Header and payload are shown through [`crate::json::format`], so key order, numbers and escapes stay exactly
//! as the token wrote them.

#[cfg(test)]
mod tests;

use base64::Engine as _;
use base64::engine::general_purpose::{GeneralPurpose, GeneralPurposeConfig};
use base64::engine::{DecodePaddingMode, general_purpose};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Base64url without padding (RFC 7515 §2), as JWS writes it; trailing bits must be zero.
const BASE64URL: GeneralPurpose = general_purpose::URL_SAFE_NO_PAD;
/// What a key's Base64 may be written as: either alphabet, padded or not.
const LENIENT: GeneralPurposeConfig =
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent);

/// What the decoder needs besides the token.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DecodeOptions {
    /// Milliseconds since the Unix epoch: the moment `exp` and `nbf` are judged at (the page's `Date.now()`).
    pub now_ms: i64,
    /// The key to check the signature with; without one (or with an empty one) it is not checked.
    #[serde(default)]
    pub key: Option<KeyInput>,
}

/// A key as the visitor gave it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KeyInput {
    /// The key's text, exactly as pasted.
    pub text: String,
    /// How to read it: as a secret, or as a PEM or JWK key.
    pub kind: KeyKind,
    /// For a secret: its text is the secret (UTF-8), or the secret's bytes in Base64 or Base64url.
    #[serde(default)]
    pub secret_encoding: SecretEncoding,
}

/// How a key's text is read. A secret is never guessed from a PEM or a JWK, nor the reverse: the visitor says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum KeyKind {
    /// An HMAC secret (HS256, HS384, HS512).
    Secret,
    /// A public key as PEM (SPKI, or PKCS#1 for RSA), a JWK, or a JWK set (a key picked by the token's `kid`).
    /// A JWK of type `oct` is a secret.
    PemOrJwk,
}

/// How a secret's text gives its bytes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SecretEncoding {
    /// The text's UTF-8 bytes.
    #[default]
    Utf8,
    /// Base64 or Base64url (padded or not; spaces and line breaks ignored).
    Base64,
}

/// Which kind of key a signature was checked with (or which one was refused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum KeyType {
    /// A shared secret (HMAC).
    Hmac,
    Rsa,
    /// An elliptic-curve key on P-256.
    EcP256,
    Ed25519,
}

impl std::fmt::Display for KeyType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Hmac => "HMAC secret",
            Self::Rsa => "RSA",
            Self::EcP256 => "EC P-256",
            Self::Ed25519 => "Ed25519",
        })
    }
}

/// A part of the compact serialisation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Part {
    Header,
    Payload,
    Signature,
}

/// Why a token cannot be read, or its signature not checked: a kind and its parameters, which the page words in
/// its visitor's language (`web/src/tools/jwt-decoder/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum JwtError {
    #[error("Paste a JSON Web Token.")]
    Empty,
    /// Five parts: an encrypted token (JWE, RFC 7516), which only its recipient's private key opens.
    #[error("This is an encrypted token (JWE, five parts): only its recipient can read it.")]
    Encrypted,
    #[error("A JWT has three parts separated by dots (header.payload.signature); this has {}.", plural(*parts, "part"))]
    NotThreeParts { parts: usize },
    /// `position`: the 1-based character of the token where the Base64url stops being readable.
    #[error("The header is not Base64url (at character {position} of the token).")]
    HeaderNotBase64url { position: usize },
    #[error("The payload is not Base64url (at character {position} of the token).")]
    PayloadNotBase64url { position: usize },
    #[error("The signature is not Base64url (at character {position} of the token).")]
    SignatureNotBase64url { position: usize },
    /// `message`: serde_json's words, with its line and column in the decoded text.
    #[error("The header is not JSON: {message}.")]
    HeaderNotJson { message: String },
    #[error("The payload is not JSON: {message}.")]
    PayloadNotJson { message: String },
    #[error("The header is not a JSON object.")]
    HeaderNotObject,
    #[error("The payload is not a JSON object, so this is no JWT.")]
    PayloadNotObject,
    #[error("The header has no \"alg\" (algorithm), so the signature cannot be checked.")]
    NoAlgorithm,
    #[error(
        "Penknife cannot check {algorithm} signatures (it checks HS256, HS384, HS512, RS256, RS384, RS512, PS256, PS384, PS512, ES256 and EdDSA)."
    )]
    UnsupportedAlgorithm { algorithm: String },
    /// The key is of another type than the algorithm needs: refused, since accepting it is the
    /// algorithm-confusion attack.
    #[error("{algorithm} is checked with a key of type {expected}, and this key is of type {found}: it is refused.")]
    WrongKeyType { algorithm: String, expected: KeyType, found: KeyType },
    /// A signature of the wrong length for its algorithm (an ECDSA signature in DER instead of JOSE's R‖S).
    #[error("{algorithm} signatures are {expected} bytes long; this one is {}.", plural(*length, "byte"))]
    SignatureLength { algorithm: String, expected: usize, length: usize },
    #[error("The secret is not Base64 or Base64url.")]
    SecretNotBase64,
    #[error("This is a private key: paste the public key (a private key should never leave its owner).")]
    PrivateKey,
    #[error("This is a certificate: paste its public key (openssl x509 -pubkey -noout prints it).")]
    Certificate,
    /// `message`: the key parser's words.
    #[error("This key cannot be read: {message}.")]
    KeyNotReadable { message: String },
    #[error("This JWK has no valid \"{member}\" member.")]
    JwkMember { member: String },
    #[error("Penknife cannot use keys of type \"{key_type}\" (it takes RSA, EC P-256, Ed25519 and oct keys).")]
    UnsupportedKeyType { key_type: String },
    #[error("Penknife cannot use keys on the curve {curve} (it takes P-256 and Ed25519).")]
    UnsupportedCurve { curve: String },
    #[error("The key set has no key whose \"kid\" is \"{kid}\".")]
    NoKeyWithKid { kid: String },
    #[error("The key set has no keys.")]
    EmptyKeySet,
}

impl JwtError {
    /// The part of the token a refusal of the token is about (`None` for a refusal of the key).
    pub fn part(&self) -> Option<Part> {
        match self {
            Self::Empty | Self::Encrypted | Self::NotThreeParts { .. } => None,
            Self::HeaderNotBase64url { .. } | Self::HeaderNotJson { .. } | Self::HeaderNotObject => Some(Part::Header),
            Self::PayloadNotBase64url { .. } | Self::PayloadNotJson { .. } | Self::PayloadNotObject => {
                Some(Part::Payload)
            }
            Self::SignatureNotBase64url { .. } => Some(Part::Signature),
            _ => None,
        }
    }
}

fn plural(count: usize, noun: &str) -> String {
    if count == 1 { format!("1 {noun}") } else { format!("{count} {noun}s") }
}

/// A registered claim (RFC 7519 §4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ClaimName {
    Iss,
    Sub,
    Aud,
    Exp,
    Nbf,
    Iat,
    Jti,
}

impl ClaimName {
    const ALL: [ClaimName; 7] = [Self::Iss, Self::Sub, Self::Aud, Self::Exp, Self::Nbf, Self::Iat, Self::Jti];

    /// The claim's name in the payload: `exp`.
    pub fn key(self) -> &'static str {
        match self {
            Self::Iss => "iss",
            Self::Sub => "sub",
            Self::Aud => "aud",
            Self::Exp => "exp",
            Self::Nbf => "nbf",
            Self::Iat => "iat",
            Self::Jti => "jti",
        }
    }

    fn is_date(self) -> bool {
        matches!(self, Self::Exp | Self::Nbf | Self::Iat)
    }
}

/// One registered claim the payload holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Claim {
    pub name: ClaimName,
    /// A string claim's text; any other value as compact JSON (an audience list: `["a","b"]`).
    pub value: String,
    /// For `exp`, `nbf` and `iat` holding a number: seconds since the epoch (a NumericDate), when it is a date a
    /// browser can show (within ±8.64 × 10¹² s).
    pub seconds: Option<f64>,
    /// The value is not of the type RFC 7519 gives the claim (a string or URI; for `aud` also a list of them; a
    /// number for the dates).
    pub wrong_type: bool,
}

/// Whether the token is within its lifetime at "now".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Lifetime {
    /// No `exp` (and any `nbf` has passed): it never expires.
    NoExpiry,
    /// Within `nbf` and `exp`.
    Current,
    /// Now is at or after `exp` (RFC 7519 §4.1.4).
    Expired,
    /// Now is before `nbf` (RFC 7519 §4.1.5).
    NotYetValid,
}

/// What the signature check found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "status", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Signature {
    /// `alg: none`: no signature, so the token proves nothing about who wrote it.
    Unsigned,
    /// No key was given.
    NotChecked,
    /// The signature was made with this key. `secretIsPem`: an HMAC secret whose text is a PEM key — checked as
    /// the text it is, which is what a server open to algorithm confusion does.
    Valid { algorithm: String, key_type: KeyType, kid: Option<String>, secret_is_pem: bool },
    /// The signature was not made with this key (or the token was changed after signing).
    Invalid { algorithm: String, key_type: KeyType, secret_is_pem: bool },
    /// The check could not run: the key cannot be read, is of the wrong type, or the algorithm is unknown.
    Refused { reason: JwtError },
}

/// A decoded token.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Decoded {
    /// The header, formatted (two spaces), keys and values as written.
    pub header: String,
    /// The payload, formatted likewise; when it is no JSON object, its text as it is.
    pub payload: String,
    /// Why the payload is no JSON object ([`JwtError::PayloadNotJson`], [`JwtError::PayloadNotObject`]): the token
    /// is then a JWS but no JWT, with no claims.
    pub payload_problem: Option<JwtError>,
    /// The header's `alg`, when it is a string.
    pub algorithm: Option<String>,
    /// The registered claims the payload holds, in RFC 7519's order.
    pub claims: Vec<Claim>,
    pub lifetime: Lifetime,
    pub signature: Signature,
}

/// The signature algorithms the engine checks (RFC 7518 §3.1, RFC 8037 §3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Algorithm {
    Hs(Sha),
    Rs(Sha),
    Ps(Sha),
    Es256,
    EdDsa,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sha {
    Sha256,
    Sha384,
    Sha512,
}

impl Algorithm {
    fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "HS256" => Self::Hs(Sha::Sha256),
            "HS384" => Self::Hs(Sha::Sha384),
            "HS512" => Self::Hs(Sha::Sha512),
            "RS256" => Self::Rs(Sha::Sha256),
            "RS384" => Self::Rs(Sha::Sha384),
            "RS512" => Self::Rs(Sha::Sha512),
            "PS256" => Self::Ps(Sha::Sha256),
            "PS384" => Self::Ps(Sha::Sha384),
            "PS512" => Self::Ps(Sha::Sha512),
            "ES256" => Self::Es256,
            "EdDSA" => Self::EdDsa,
            _ => return None,
        })
    }

    fn key_type(self) -> KeyType {
        match self {
            Self::Hs(_) => KeyType::Hmac,
            Self::Rs(_) | Self::Ps(_) => KeyType::Rsa,
            Self::Es256 => KeyType::EcP256,
            Self::EdDsa => KeyType::Ed25519,
        }
    }
}

/// Reads `token` (surrounding whitespace and a leading `Bearer ` ignored) and checks its signature with
/// `options.key`. A token that cannot be read is an error; a signature that cannot be checked is a
/// [`Signature::Refused`] inside the answer, so the header and payload are still shown; so is a payload that is
/// no JSON object ([`Decoded::payload_problem`]).
pub fn decode(token: &str, options: &DecodeOptions) -> Result<Decoded, JwtError> {
    let token = trimmed(token);
    if token.is_empty() {
        return Err(JwtError::Empty);
    }
    let parts: Vec<&str> = token.split('.').collect();
    match parts.len() {
        3 => {}
        5 => return Err(JwtError::Encrypted),
        parts => return Err(JwtError::NotThreeParts { parts }),
    }
    let (header_start, payload_start) = (0, parts[0].len() + 1);
    let signature_start = payload_start + parts[1].len() + 1;
    let header_bytes =
        base64url(token, header_start, parts[0]).map_err(|position| JwtError::HeaderNotBase64url { position })?;
    let payload_bytes =
        base64url(token, payload_start, parts[1]).map_err(|position| JwtError::PayloadNotBase64url { position })?;
    let signature =
        base64url(token, signature_start, parts[2]).map_err(|position| JwtError::SignatureNotBase64url { position })?;

    let (header_text, header) = object(&header_bytes).map_err(|error| match error {
        NotObject::NotJson(message) => JwtError::HeaderNotJson { message },
        NotObject::Other => JwtError::HeaderNotObject,
    })?;
    // A payload that is no JSON object makes a JWS that is no JWT (RFC 8037's example signs a sentence): it is
    // shown as text, named, and its signature still checked.
    let (payload_text, payload, payload_problem) = match object(&payload_bytes) {
        Ok((text, members)) => (text, members, None),
        Err(error) => {
            let problem = match error {
                NotObject::NotJson(message) => JwtError::PayloadNotJson { message },
                NotObject::Other => JwtError::PayloadNotObject,
            };
            (String::from_utf8_lossy(&payload_bytes).into_owned(), Map::new(), Some(problem))
        }
    };

    let algorithm = header.get("alg").and_then(Value::as_str).map(str::to_owned);
    let claims = claims(&payload);
    let signing_input = &token[..signature_start - 1];
    let signature = check(algorithm.as_deref(), &header, signing_input.as_bytes(), &signature, options.key.as_ref());
    Ok(Decoded {
        header: header_text,
        payload: payload_text,
        payload_problem,
        algorithm,
        lifetime: lifetime(&claims, options.now_ms),
        claims,
        signature,
    })
}

fn trimmed(token: &str) -> &str {
    let token = token.trim();
    match token.get(..7) {
        Some(prefix) if prefix.eq_ignore_ascii_case("bearer ") => token[7..].trim_start(),
        _ => token,
    }
}

/// A part's bytes, or the 1-based character of `token` where its Base64url cannot be read.
fn base64url(token: &str, start: usize, part: &str) -> Result<Vec<u8>, usize> {
    BASE64URL.decode(part).map_err(|error| {
        let offset = match error {
            base64::DecodeError::InvalidByte(offset, _) | base64::DecodeError::InvalidLastSymbol(offset, _) => offset,
            // A length no Base64 has (4n + 1), or padding: where the part ends.
            base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidPadding => part.len().saturating_sub(1),
        };
        // The character holding that byte (a part is ASCII when it decodes, not when it fails).
        let byte = start + offset;
        token.char_indices().take_while(|(index, _)| *index <= byte).count()
    })
}

enum NotObject {
    NotJson(String),
    Other,
}

/// A JSON object's formatted text and its members.
fn object(bytes: &[u8]) -> Result<(String, Map<String, Value>), NotObject> {
    let text = std::str::from_utf8(bytes)
        .map_err(|error| NotObject::NotJson(format!("invalid UTF-8 at byte {}", error.valid_up_to() + 1)))?;
    let formatted = crate::json::format(text, 2).map_err(|error| NotObject::NotJson(error.to_string()))?;
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(members)) => Ok((formatted, members)),
        Ok(_) => Err(NotObject::Other),
        // Valid JSON deeper than serde_json builds values (128 levels).
        Err(error) => Err(NotObject::NotJson(error.to_string())),
    }
}

/// Largest NumericDate a browser's `Date` can show: ±8.64 × 10¹⁵ ms.
const MAX_DATE_SECONDS: f64 = 8.64e12;

fn claims(payload: &Map<String, Value>) -> Vec<Claim> {
    ClaimName::ALL
        .into_iter()
        .filter_map(|name| {
            let value = payload.get(name.key())?;
            let text = match value {
                Value::String(text) => text.clone(),
                other => other.to_string(),
            };
            let (seconds, wrong_type) = if name.is_date() {
                let seconds = value.as_f64().filter(|seconds| seconds.abs() <= MAX_DATE_SECONDS);
                (seconds, !value.is_number())
            } else if name == ClaimName::Aud {
                let strings = match value {
                    Value::String(_) => true,
                    Value::Array(items) => items.iter().all(Value::is_string),
                    _ => false,
                };
                (None, !strings)
            } else {
                (None, !value.is_string())
            };
            Some(Claim { name, value: text, seconds, wrong_type })
        })
        .collect()
}

fn lifetime(claims: &[Claim], now_ms: i64) -> Lifetime {
    let date = |wanted: ClaimName| {
        claims.iter().find(|claim| claim.name == wanted).and_then(|claim| {
            // A date too far for a browser to show is still before or after now.
            claim.seconds.or_else(|| claim.value.parse::<f64>().ok().filter(|_| !claim.wrong_type))
        })
    };
    let now = now_ms as f64 / 1000.0;
    match (date(ClaimName::Nbf), date(ClaimName::Exp)) {
        (Some(nbf), _) if now < nbf => Lifetime::NotYetValid,
        (_, Some(exp)) if now >= exp => Lifetime::Expired,
        (_, Some(_)) => Lifetime::Current,
        (_, None) => Lifetime::NoExpiry,
    }
}

/// A key ready to check signatures, with the `kid` a JWK gave it.
enum Key {
    Hmac(Vec<u8>),
    Rsa(Box<rsa::RsaPublicKey>),
    EcP256(p256::ecdsa::VerifyingKey),
    Ed25519(ed25519_dalek::VerifyingKey),
}

impl Key {
    fn key_type(&self) -> KeyType {
        match self {
            Self::Hmac(_) => KeyType::Hmac,
            Self::Rsa(_) => KeyType::Rsa,
            Self::EcP256(_) => KeyType::EcP256,
            Self::Ed25519(_) => KeyType::Ed25519,
        }
    }
}

fn check(
    algorithm: Option<&str>,
    header: &Map<String, Value>,
    signing_input: &[u8],
    signature: &[u8],
    key: Option<&KeyInput>,
) -> Signature {
    let refused = |reason| Signature::Refused { reason };
    let Some(name) = algorithm else { return refused(JwtError::NoAlgorithm) };
    if name == "none" {
        return Signature::Unsigned;
    }
    let Some(algorithm) = Algorithm::from_name(name) else {
        return refused(JwtError::UnsupportedAlgorithm { algorithm: name.to_owned() });
    };
    let Some(key) = key.filter(|key| !key.text.trim().is_empty()) else { return Signature::NotChecked };
    let secret_is_pem = key.kind == KeyKind::Secret && key.text.trim_start().starts_with("-----BEGIN");
    let kid = header.get("kid").and_then(Value::as_str);
    let keys = match read_keys(key, kid) {
        Ok(keys) => keys,
        Err(reason) => return refused(reason),
    };
    let expected = algorithm.key_type();
    // In a key set of several types only those of the algorithm's type are tried; a key of another type is
    // refused, never adapted.
    let usable: Vec<&(Key, Option<String>)> = keys.iter().filter(|(key, _)| key.key_type() == expected).collect();
    let Some(found) = keys.first().map(|(key, _)| key.key_type()) else { return refused(JwtError::EmptyKeySet) };
    if usable.is_empty() {
        return refused(JwtError::WrongKeyType { algorithm: name.to_owned(), expected, found });
    }
    let mut valid = None;
    for (key, key_kid) in usable {
        match verify(algorithm, key, signing_input, signature) {
            Ok(true) => {
                valid = Some(key_kid.clone());
                break;
            }
            Ok(false) => {}
            Err(reason) => return refused(reason),
        }
    }
    let algorithm = name.to_owned();
    match valid {
        Some(kid) => Signature::Valid { algorithm, key_type: expected, kid, secret_is_pem },
        None => Signature::Invalid { algorithm, key_type: expected, secret_is_pem },
    }
}

/// Whether `signature` is `algorithm`'s over `signing_input` with `key` (whose type is the algorithm's).
fn verify(algorithm: Algorithm, key: &Key, signing_input: &[u8], signature: &[u8]) -> Result<bool, JwtError> {
    use jwt_hmac::{Mac, SimpleHmac};
    use jwt_sha2::{Sha256, Sha384, Sha512};
    use rsa::signature::Verifier;

    fn hmac<D>(secret: &[u8], input: &[u8], signature: &[u8]) -> bool
    where
        D: jwt_sha2::Digest + jwt_hmac::digest::core_api::BlockSizeUser,
    {
        let Ok(mut mac) = <SimpleHmac<D> as Mac>::new_from_slice(secret) else { return false };
        mac.update(input);
        mac.verify_slice(signature).is_ok()
    }
    fn pkcs1<D>(key: &rsa::RsaPublicKey, input: &[u8], signature: &[u8]) -> bool
    where
        D: jwt_sha2::Digest + rsa::pkcs8::AssociatedOid,
    {
        let Ok(signature) = rsa::pkcs1v15::Signature::try_from(signature) else { return false };
        rsa::pkcs1v15::VerifyingKey::<D>::new(key.clone()).verify(input, &signature).is_ok()
    }
    fn pss<D>(key: &rsa::RsaPublicKey, input: &[u8], signature: &[u8]) -> bool
    where
        D: jwt_sha2::Digest + jwt_sha2::digest::FixedOutputReset,
    {
        let Ok(signature) = rsa::pss::Signature::try_from(signature) else { return false };
        rsa::pss::VerifyingKey::<D>::new(key.clone()).verify(input, &signature).is_ok()
    }
    let length = |expected: usize| {
        if signature.len() == expected {
            Ok(())
        } else {
            let algorithm = if algorithm == Algorithm::Es256 { "ES256" } else { "EdDSA" };
            Err(JwtError::SignatureLength { algorithm: algorithm.to_owned(), expected, length: signature.len() })
        }
    };
    Ok(match (algorithm, key) {
        (Algorithm::Hs(Sha::Sha256), Key::Hmac(secret)) => hmac::<Sha256>(secret, signing_input, signature),
        (Algorithm::Hs(Sha::Sha384), Key::Hmac(secret)) => hmac::<Sha384>(secret, signing_input, signature),
        (Algorithm::Hs(Sha::Sha512), Key::Hmac(secret)) => hmac::<Sha512>(secret, signing_input, signature),
        (Algorithm::Rs(Sha::Sha256), Key::Rsa(key)) => pkcs1::<Sha256>(key, signing_input, signature),
        (Algorithm::Rs(Sha::Sha384), Key::Rsa(key)) => pkcs1::<Sha384>(key, signing_input, signature),
        (Algorithm::Rs(Sha::Sha512), Key::Rsa(key)) => pkcs1::<Sha512>(key, signing_input, signature),
        (Algorithm::Ps(Sha::Sha256), Key::Rsa(key)) => pss::<Sha256>(key, signing_input, signature),
        (Algorithm::Ps(Sha::Sha384), Key::Rsa(key)) => pss::<Sha384>(key, signing_input, signature),
        (Algorithm::Ps(Sha::Sha512), Key::Rsa(key)) => pss::<Sha512>(key, signing_input, signature),
        (Algorithm::Es256, Key::EcP256(key)) => {
            length(64)?;
            p256::ecdsa::Signature::from_slice(signature)
                .is_ok_and(|signature| key.verify(signing_input, &signature).is_ok())
        }
        (Algorithm::EdDsa, Key::Ed25519(key)) => {
            length(64)?;
            let bytes: [u8; 64] = signature.try_into().unwrap_or([0; 64]);
            key.verify(signing_input, &ed25519_dalek::Signature::from_bytes(&bytes)).is_ok()
        }
        // The caller matched the key's type to the algorithm's.
        _ => false,
    })
}

/// The keys `input` holds (a JWK set: those whose `kid` is the token's, when it has one), each with its `kid`.
fn read_keys(input: &KeyInput, kid: Option<&str>) -> Result<Vec<(Key, Option<String>)>, JwtError> {
    let text = input.text.trim();
    match input.kind {
        KeyKind::Secret => {
            let secret = match input.secret_encoding {
                SecretEncoding::Utf8 => input.text.as_bytes().to_vec(),
                SecretEncoding::Base64 => lenient_base64(text).ok_or(JwtError::SecretNotBase64)?,
            };
            Ok(vec![(Key::Hmac(secret), None)])
        }
        KeyKind::PemOrJwk if text.starts_with('{') => {
            let value: Value =
                serde_json::from_str(text).map_err(|error| JwtError::KeyNotReadable { message: error.to_string() })?;
            match value.get("keys") {
                Some(Value::Array(keys)) => {
                    if keys.is_empty() {
                        return Err(JwtError::EmptyKeySet);
                    }
                    let chosen: Vec<&Value> = match kid {
                        Some(kid) => {
                            keys.iter().filter(|key| key.get("kid").and_then(Value::as_str) == Some(kid)).collect()
                        }
                        None => keys.iter().collect(),
                    };
                    if chosen.is_empty() {
                        return Err(JwtError::NoKeyWithKid { kid: kid.unwrap_or_default().to_owned() });
                    }
                    chosen.into_iter().map(jwk).collect()
                }
                Some(_) => Err(JwtError::JwkMember { member: "keys".to_owned() }),
                None => Ok(vec![jwk(&value)?]),
            }
        }
        KeyKind::PemOrJwk => Ok(vec![(pem(text)?, None)]),
    }
}

fn lenient_base64(text: &str) -> Option<Vec<u8>> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let standard = GeneralPurpose::new(&base64::alphabet::STANDARD, LENIENT);
    let url = GeneralPurpose::new(&base64::alphabet::URL_SAFE, LENIENT);
    standard.decode(&compact).or_else(|_| url.decode(&compact)).ok()
}

fn jwk(value: &Value) -> Result<(Key, Option<String>), JwtError> {
    let member = |name: &str| -> Result<Vec<u8>, JwtError> {
        value
            .get(name)
            .and_then(Value::as_str)
            .and_then(|text| BASE64URL.decode(text).ok())
            .ok_or_else(|| JwtError::JwkMember { member: name.to_owned() })
    };
    let text = |name: &str| value.get(name).and_then(Value::as_str);
    let kid = text("kid").map(str::to_owned);
    let Some(key_type) = text("kty") else { return Err(JwtError::JwkMember { member: "kty".to_owned() }) };
    if key_type != "oct" && value.get("d").is_some() {
        return Err(JwtError::PrivateKey);
    }
    let curve = || text("crv").ok_or_else(|| JwtError::JwkMember { member: "crv".to_owned() });
    let key = match key_type {
        "oct" => Key::Hmac(member("k")?),
        "RSA" => {
            let n = rsa::BigUint::from_bytes_be(&member("n")?);
            let e = rsa::BigUint::from_bytes_be(&member("e")?);
            let key = rsa::RsaPublicKey::new(n, e)
                .map_err(|error| JwtError::KeyNotReadable { message: error.to_string() })?;
            Key::Rsa(Box::new(key))
        }
        "EC" => match curve()? {
            "P-256" => {
                let (x, y) = (member("x")?, member("y")?);
                if x.len() != 32 {
                    return Err(JwtError::JwkMember { member: "x".to_owned() });
                }
                if y.len() != 32 {
                    return Err(JwtError::JwkMember { member: "y".to_owned() });
                }
                let point = [&[4][..], &x, &y].concat();
                Key::EcP256(
                    p256::ecdsa::VerifyingKey::from_sec1_bytes(&point)
                        .map_err(|_| JwtError::KeyNotReadable { message: "the point is not on P-256".to_owned() })?,
                )
            }
            curve => return Err(JwtError::UnsupportedCurve { curve: curve.to_owned() }),
        },
        "OKP" => match curve()? {
            "Ed25519" => {
                let x: [u8; 32] =
                    member("x")?.try_into().map_err(|_| JwtError::JwkMember { member: "x".to_owned() })?;
                Key::Ed25519(
                    ed25519_dalek::VerifyingKey::from_bytes(&x)
                        .map_err(|error| JwtError::KeyNotReadable { message: error.to_string() })?,
                )
            }
            curve => return Err(JwtError::UnsupportedCurve { curve: curve.to_owned() }),
        },
        other => return Err(JwtError::UnsupportedKeyType { key_type: other.to_owned() }),
    };
    Ok((key, kid))
}

/// The object identifiers a SubjectPublicKeyInfo names its key with.
const RSA_ENCRYPTION: &str = "1.2.840.113549.1.1.1";
const EC_PUBLIC_KEY: &str = "1.2.840.10045.2.1";
const ED25519: &str = "1.3.101.112";
/// The curves an EC key may name, by their usual names.
const CURVES: [(&str, &str); 4] = [
    ("1.2.840.10045.3.1.7", "P-256"),
    ("1.3.132.0.34", "P-384"),
    ("1.3.132.0.35", "P-521"),
    ("1.3.132.0.10", "secp256k1"),
];

fn pem(text: &str) -> Result<Key, JwtError> {
    use rsa::pkcs1::DecodeRsaPublicKey;
    use rsa::pkcs8::DecodePublicKey;
    use rsa::pkcs8::der::{Decode, pem::PemLabel as _};

    let unreadable = |error: &dyn std::fmt::Display| JwtError::KeyNotReadable { message: error.to_string() };
    let label =
        text.strip_prefix("-----BEGIN ").and_then(|rest| rest.split_once("-----")).map(|(label, _)| label).ok_or_else(
            || JwtError::KeyNotReadable {
                message: "expected a PEM block (-----BEGIN PUBLIC KEY-----) or a JWK ({…})".to_owned(),
            },
        )?;
    if label.ends_with("PRIVATE KEY") {
        return Err(JwtError::PrivateKey);
    }
    if label.contains("CERTIFICATE") {
        return Err(JwtError::Certificate);
    }
    if label == rsa::pkcs1::RsaPublicKey::PEM_LABEL {
        return Ok(Key::Rsa(Box::new(rsa::RsaPublicKey::from_pkcs1_pem(text).map_err(|error| unreadable(&error))?)));
    }
    let (found, der) = rsa::pkcs8::der::Document::from_pem(text).map_err(|error| unreadable(&error))?;
    if found != "PUBLIC KEY" {
        return Err(JwtError::KeyNotReadable { message: format!("unexpected PEM label \"{found}\"") });
    }
    let info =
        rsa::pkcs8::spki::SubjectPublicKeyInfoRef::from_der(der.as_bytes()).map_err(|error| unreadable(&error))?;
    let oid = info.algorithm.oid.to_string();
    match oid.as_str() {
        RSA_ENCRYPTION => Ok(Key::Rsa(Box::new(
            rsa::RsaPublicKey::from_public_key_der(der.as_bytes()).map_err(|error| unreadable(&error))?,
        ))),
        EC_PUBLIC_KEY => {
            let curve =
                info.algorithm.parameters_oid().map(|oid| oid.to_string()).map_err(|error| unreadable(&error))?;
            let name = CURVES.iter().find(|(oid, _)| *oid == curve).map_or(curve.as_str(), |(_, name)| name);
            if name != "P-256" {
                return Err(JwtError::UnsupportedCurve { curve: name.to_owned() });
            }
            Ok(Key::EcP256(
                p256::ecdsa::VerifyingKey::from_public_key_der(der.as_bytes()).map_err(|error| unreadable(&error))?,
            ))
        }
        ED25519 => Ok(Key::Ed25519(
            ed25519_dalek::VerifyingKey::from_public_key_der(der.as_bytes()).map_err(|error| unreadable(&error))?,
        )),
        // Ed448 and X25519/X448 by name; any other algorithm by its object identifier.
        "1.3.101.113" => Err(JwtError::UnsupportedCurve { curve: "Ed448".to_owned() }),
        other => Err(JwtError::UnsupportedKeyType { key_type: other.to_owned() }),
    }
}
