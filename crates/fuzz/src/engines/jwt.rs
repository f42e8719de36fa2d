//! The JWT Decoder: any token with any key decodes or is refused (a malformed token's refusal names its part when it is about
//! one, and a Base64url position lies inside the token), never a panic; and an HS256 token signed here with any
//! secret and any claims verifies with that secret, and not with another.

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use jwt_hmac::Mac as _;
use penknife_core::jwt::{self as engine, DecodeOptions, JwtError, KeyInput, KeyKind, SecretEncoding, Signature};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    // The first line is the token, the rest the key (a secret, a PEM, a JWK or a JWK set).
    let (text, key) = input.text().split_once('\n').unwrap_or((input.text(), ""));
    let (text, key) = (text.to_owned(), key.to_owned());
    let now_ms = input.any::<i64>();
    let kind = input.choose(&[KeyKind::PemOrJwk, KeyKind::Secret]);
    let secret_encoding = input.choose(&[SecretEncoding::Utf8, SecretEncoding::Base64]);
    let key = Some(KeyInput { text: key, kind, secret_encoding });
    match engine::decode(&text, &DecodeOptions { now_ms, key }) {
        Ok(decoded) => assert!(decoded.payload_problem.as_ref().is_none_or(|problem| problem.part().is_some())),
        Err(error) => {
            let characters = text.trim().chars().count();
            match &error {
                JwtError::HeaderNotBase64url { position }
                | JwtError::PayloadNotBase64url { position }
                | JwtError::SignatureNotBase64url { position } => {
                    assert!((1..=characters).contains(position), "{error:?} in {characters} characters")
                }
                JwtError::Empty | JwtError::Encrypted | JwtError::NotThreeParts { .. } => {}
                other => assert!(other.part().is_some(), "a refusal of the token names no part: {other:?}"),
            }
        }
    }

    // Sign → verify: the fuzzer's text as a claim and its bytes as the secret.
    let secret = input.any::<Vec<u8>>();
    if secret.is_empty() {
        return;
    }
    let payload = serde_json::json!({ "sub": text, "exp": now_ms / 1000 }).to_string();
    let signing_input = format!("{}.{}", URL_SAFE_NO_PAD.encode(r#"{"alg":"HS256"}"#), URL_SAFE_NO_PAD.encode(payload));
    let mut mac = <jwt_hmac::Hmac<jwt_sha2::Sha256> as jwt_hmac::Mac>::new_from_slice(&secret).expect("any length");
    mac.update(signing_input.as_bytes());
    let token = format!("{signing_input}.{}", URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes()));
    let check = |secret: &[u8]| {
        let key =
            KeyInput { text: STANDARD.encode(secret), kind: KeyKind::Secret, secret_encoding: SecretEncoding::Base64 };
        engine::decode(&token, &DecodeOptions { now_ms, key: Some(key) })
            .expect("a token signed here decodes")
            .signature
    };
    assert!(matches!(check(&secret), Signature::Valid { .. }), "{token}");
    let mut other = secret.clone();
    other[0] ^= 1;
    assert!(matches!(check(&other), Signature::Invalid { .. }), "{token}");
}
