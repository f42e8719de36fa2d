use super::*;
use base64::Engine as _;
use jwt_hmac::Mac;

/// The examples of RFC 7515, 7519 and 8037 (see the file's own comment for where each value comes from).
fn rfc(example: &str, field: &str) -> String {
    let examples: Value = serde_json::from_str(include_str!("rfc-examples.json")).expect("the examples are JSON");
    match &examples[example][field] {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// 2011-03-22T18:43:00Z, the RFC examples' `exp`, in milliseconds.
const RFC_EXP_MS: i64 = 1_300_819_380_000;

fn options(now_ms: i64, key: Option<KeyInput>) -> DecodeOptions {
    DecodeOptions { now_ms, key }
}

fn secret(text: &str) -> Option<KeyInput> {
    Some(KeyInput { text: text.to_owned(), kind: KeyKind::Secret, secret_encoding: SecretEncoding::Utf8 })
}

fn base64_secret(text: &str) -> Option<KeyInput> {
    Some(KeyInput { text: text.to_owned(), kind: KeyKind::Secret, secret_encoding: SecretEncoding::Base64 })
}

fn public(text: &str) -> Option<KeyInput> {
    Some(KeyInput { text: text.to_owned(), kind: KeyKind::PemOrJwk, secret_encoding: SecretEncoding::Utf8 })
}

fn signature(token: &str, key: Option<KeyInput>) -> Signature {
    decode(token, &options(0, key)).expect("the token decodes").signature
}

fn valid(algorithm: &str, key_type: KeyType) -> Signature {
    Signature::Valid { algorithm: algorithm.to_owned(), key_type, kid: None, secret_is_pem: false }
}

fn invalid(algorithm: &str, key_type: KeyType) -> Signature {
    Signature::Invalid { algorithm: algorithm.to_owned(), key_type, secret_is_pem: false }
}

fn b64(bytes: &[u8]) -> String {
    BASE64URL.encode(bytes)
}

/// An HS256 token of `header` and `payload` signed with `key` (tests only: the engine never signs).
fn hs256(header: &str, payload: &str, key: &[u8]) -> String {
    let input = format!("{}.{}", b64(header.as_bytes()), b64(payload.as_bytes()));
    let mut mac = <jwt_hmac::Hmac<jwt_sha2::Sha256> as Mac>::new_from_slice(key).expect("any key length");
    mac.update(input.as_bytes());
    format!("{input}.{}", b64(&mac.finalize().into_bytes()))
}

/// The same token with one bit of its signature flipped.
fn tampered(token: &str) -> String {
    let (input, signature) = token.rsplit_once('.').expect("three parts");
    let mut bytes = BASE64URL.decode(signature).expect("Base64url");
    bytes[0] ^= 1;
    format!("{input}.{}", b64(&bytes))
}

// RFC 7519 §3.1: the example JWT decodes to its claims set.
#[test]
fn rfc7519_example_decodes_to_its_claims() {
    let decoded = decode(&rfc("rfc7519_3_1", "token"), &options(0, None)).expect("decodes");
    let payload: Value = serde_json::from_str(&decoded.payload).expect("JSON");
    assert_eq!(payload, serde_json::json!({"iss":"joe","exp":1300819380,"http://example.com/is_root":true}));
    assert_eq!(
        decoded.payload,
        "{\n  \"iss\": \"joe\",\n  \"exp\": 1300819380,\n  \"http://example.com/is_root\": true\n}"
    );
    assert_eq!(decoded.header, "{\n  \"typ\": \"JWT\",\n  \"alg\": \"HS256\"\n}");
    assert_eq!(decoded.algorithm.as_deref(), Some("HS256"));
    assert_eq!(
        decoded.claims,
        [
            Claim { name: ClaimName::Iss, value: "joe".to_owned(), seconds: None, wrong_type: false },
            Claim {
                name: ClaimName::Exp,
                value: "1300819380".to_owned(),
                seconds: Some(1_300_819_380.0),
                wrong_type: false
            },
        ]
    );
    assert_eq!(decoded.signature, Signature::NotChecked);
}

// RFC 7515 Appendix A.1: HS256, verified with the example's JWK (kty oct) or its k as a Base64url secret.
#[test]
fn rfc7515_a1_hs256_verifies_with_its_key() {
    let token = rfc("rfc7515_a_1", "token");
    assert_eq!(signature(&token, public(&rfc("rfc7515_a_1", "jwk"))), valid("HS256", KeyType::Hmac));
    let k = "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";
    assert_eq!(signature(&token, base64_secret(k)), valid("HS256", KeyType::Hmac));
    // The same key as padded standard Base64, with a line break.
    let standard = base64::engine::general_purpose::STANDARD.encode(BASE64URL.decode(k).expect("Base64url"));
    assert_eq!(
        signature(&token, base64_secret(&format!("{}\n{}", &standard[..40], &standard[40..]))),
        valid("HS256", KeyType::Hmac)
    );
    // The Base64 text itself as a UTF-8 secret is another key.
    assert_eq!(signature(&token, secret(k)), invalid("HS256", KeyType::Hmac));
    assert_eq!(signature(&tampered(&token), base64_secret(k)), invalid("HS256", KeyType::Hmac));
}

// RFC 7515 Appendix A.2: RS256, verified with the example's public key as a JWK, an SPKI PEM and a PKCS#1 PEM.
#[test]
fn rfc7515_a2_rs256_verifies_with_its_public_key() {
    let token = rfc("rfc7515_a_2", "token");
    for key in [rfc("rfc7515_a_2", "jwk"), rfc("rfc7515_a_2", "pem"), rfc("rfc7515_a_2", "pkcs1Pem")] {
        assert_eq!(signature(&token, public(&key)), valid("RS256", KeyType::Rsa), "{key}");
        assert_eq!(signature(&tampered(&token), public(&key)), invalid("RS256", KeyType::Rsa), "{key}");
    }
}

// RFC 7515 Appendix A.3: ES256 with the example's P-256 key.
#[test]
fn rfc7515_a3_es256_verifies_with_its_public_key() {
    let token = rfc("rfc7515_a_3", "token");
    for key in [rfc("rfc7515_a_3", "jwk"), rfc("rfc7515_a_3", "pem")] {
        assert_eq!(signature(&token, public(&key)), valid("ES256", KeyType::EcP256), "{key}");
        assert_eq!(signature(&tampered(&token), public(&key)), invalid("ES256", KeyType::EcP256), "{key}");
    }
}

// RFC 8037 Appendix A.4: the Ed25519 signature verifies with A.2's public key.
#[test]
fn rfc8037_a4_ed25519_verifies_with_its_public_key() {
    let token = rfc("rfc8037_a_4", "token");
    for key in [rfc("rfc8037_a_4", "jwk"), rfc("rfc8037_a_4", "pem")] {
        assert_eq!(signature(&token, public(&key)), valid("EdDSA", KeyType::Ed25519), "{key}");
        assert_eq!(signature(&tampered(&token), public(&key)), invalid("EdDSA", KeyType::Ed25519), "{key}");
    }
}

#[test]
fn rfc8037_a4_payload_is_text_not_claims() {
    // "Example of Ed25519 signing": a JWS, but no JWT (its payload is not a JSON object).
    let decoded = decode(&rfc("rfc8037_a_4", "token"), &options(0, None)).expect("decodes");
    assert_eq!(decoded.payload, "Example of Ed25519 signing");
    assert_eq!(
        decoded.payload_problem,
        Some(JwtError::PayloadNotJson { message: "expected value at line 1 column 1".to_owned() })
    );
    assert_eq!(decoded.claims, []);
    assert_eq!(decoded.lifetime, Lifetime::NoExpiry);
}

#[test]
fn lifetime_at_now() {
    let token = rfc("rfc7519_3_1", "token");
    let at = |now_ms| decode(&token, &options(now_ms, None)).expect("decodes").lifetime;
    assert_eq!(at(RFC_EXP_MS - 1), Lifetime::Current);
    // exp is the first moment it is no longer accepted (RFC 7519 §4.1.4: "on or after").
    assert_eq!(at(RFC_EXP_MS), Lifetime::Expired);
    assert_eq!(at(1_700_000_000_000), Lifetime::Expired);

    let future = hs256(r#"{"alg":"HS256"}"#, r#"{"nbf":2000000000,"exp":2100000000,"iat":1999999999.5}"#, b"k");
    let decoded = decode(&future, &options(1_700_000_000_000, None)).expect("decodes");
    assert_eq!(decoded.lifetime, Lifetime::NotYetValid);
    assert_eq!(decoded.claims[2].seconds, Some(1_999_999_999.5));
    assert_eq!(decode(&future, &options(2_000_000_000_000, None)).expect("decodes").lifetime, Lifetime::Current);

    let forever = hs256(r#"{"alg":"HS256"}"#, r#"{"sub":"1"}"#, b"k");
    assert_eq!(decode(&forever, &options(0, None)).expect("decodes").lifetime, Lifetime::NoExpiry);
}

#[test]
fn claims_of_the_wrong_type_are_named() {
    let token =
        hs256(r#"{"alg":"HS256"}"#, r#"{"aud":["a","b"],"exp":"tomorrow","sub":7,"jti":"x","nbf":1e300}"#, b"k");
    let decoded = decode(&token, &options(0, None)).expect("decodes");
    assert_eq!(
        decoded.claims,
        [
            Claim { name: ClaimName::Sub, value: "7".to_owned(), seconds: None, wrong_type: true },
            Claim { name: ClaimName::Aud, value: r#"["a","b"]"#.to_owned(), seconds: None, wrong_type: false },
            Claim { name: ClaimName::Exp, value: "tomorrow".to_owned(), seconds: None, wrong_type: true },
            // Too far for a browser's Date, but still a number: not yet valid.
            Claim { name: ClaimName::Nbf, value: "1e+300".to_owned(), seconds: None, wrong_type: false },
            Claim { name: ClaimName::Jti, value: "x".to_owned(), seconds: None, wrong_type: false },
        ]
    );
    assert_eq!(decoded.lifetime, Lifetime::NotYetValid);
}

#[test]
fn alg_none_is_unsigned_whatever_the_key() {
    let token = format!("{}.{}.", b64(br#"{"alg":"none"}"#), b64(br#"{"sub":"admin"}"#));
    assert_eq!(signature(&token, None), Signature::Unsigned);
    assert_eq!(signature(&token, secret("secret")), Signature::Unsigned);
    assert_eq!(signature(&token, public(&rfc("rfc7515_a_2", "pem"))), Signature::Unsigned);
}

// The algorithm-confusion attack: an HS256 token whose HMAC secret is the RSA public key's PEM text.
#[test]
fn algorithm_confusion_is_refused_or_named() {
    let pem = rfc("rfc7515_a_2", "pem");
    let forged = hs256(r#"{"alg":"HS256"}"#, r#"{"sub":"admin"}"#, pem.as_bytes());
    // As a public key, the PEM is an RSA key: never used for HMAC.
    assert_eq!(
        signature(&forged, public(&pem)),
        Signature::Refused {
            reason: JwtError::WrongKeyType {
                algorithm: "HS256".to_owned(),
                expected: KeyType::Hmac,
                found: KeyType::Rsa
            }
        }
    );
    // As a secret, the text is what it literally is, and the answer says so.
    assert_eq!(
        signature(&forged, secret(&pem)),
        Signature::Valid { algorithm: "HS256".to_owned(), key_type: KeyType::Hmac, kid: None, secret_is_pem: true }
    );
    // A secret for RS256, an RSA key for ES256, an Ed25519 key for RS256: refused.
    let rs256 = rfc("rfc7515_a_2", "token");
    assert_eq!(
        signature(&rs256, secret("secret")),
        Signature::Refused {
            reason: JwtError::WrongKeyType {
                algorithm: "RS256".to_owned(),
                expected: KeyType::Rsa,
                found: KeyType::Hmac
            }
        }
    );
    assert_eq!(
        signature(&rfc("rfc7515_a_3", "token"), public(&pem)),
        Signature::Refused {
            reason: JwtError::WrongKeyType {
                algorithm: "ES256".to_owned(),
                expected: KeyType::EcP256,
                found: KeyType::Rsa
            }
        }
    );
    assert_eq!(
        signature(&rs256, public(&rfc("rfc8037_a_4", "jwk"))),
        Signature::Refused {
            reason: JwtError::WrongKeyType {
                algorithm: "RS256".to_owned(),
                expected: KeyType::Rsa,
                found: KeyType::Ed25519
            }
        }
    );
    // An oct JWK is a secret: refused for RS256 too.
    assert!(matches!(
        signature(&rs256, public(&rfc("rfc7515_a_1", "jwk"))),
        Signature::Refused { reason: JwtError::WrongKeyType { found: KeyType::Hmac, .. } }
    ));
}

#[test]
fn hs384_and_hs512_verify() {
    let input = format!("{}.{}", b64(br#"{"alg":"HS512"}"#), b64(br#"{"a":1}"#));
    let mut mac = <jwt_hmac::Hmac<jwt_sha2::Sha512> as Mac>::new_from_slice(b"key").expect("key");
    mac.update(input.as_bytes());
    let token = format!("{input}.{}", b64(&mac.finalize().into_bytes()));
    assert_eq!(signature(&token, secret("key")), valid("HS512", KeyType::Hmac));
    // The same signature under HS384 is not HS384's.
    let hs384 = token.replacen(&b64(br#"{"alg":"HS512"}"#), &b64(br#"{"alg":"HS384"}"#), 1);
    assert_eq!(signature(&hs384, secret("key")), invalid("HS384", KeyType::Hmac));
}

#[test]
fn ps256_and_rs512_with_the_rfc_key() {
    // RFC 7515's RS256 signature is not a PS256 or RS512 one: the check runs, and says invalid.
    let token = rfc("rfc7515_a_2", "token");
    let (_, rest) = token.split_once('.').expect("parts");
    for algorithm in ["PS256", "PS384", "PS512", "RS384", "RS512"] {
        let header = b64(format!(r#"{{"alg":"{algorithm}"}}"#).as_bytes());
        let token = format!("{header}.{rest}");
        assert_eq!(signature(&token, public(&rfc("rfc7515_a_2", "pem"))), invalid(algorithm, KeyType::Rsa));
    }
}

#[test]
fn key_sets_pick_by_kid() {
    let rsa = rfc("rfc7515_a_2", "jwk");
    let with_kid = |jwk: &str, kid: &str| jwk.replacen('{', &format!(r#"{{"kid":"{kid}","#), 1);
    let set = format!(
        r#"{{"keys":[{},{},{{"kty":"oct","kid":"one","k":"{}"}},{{"kty":"oct","kid":"two","k":"{}"}}]}}"#,
        with_kid(&rfc("rfc7515_a_3", "jwk"), "ec-1"),
        with_kid(&rsa, "rsa-1"),
        b64(b"first"),
        b64(b"second"),
    );
    // No kid in the token: every key of the algorithm's type is tried.
    assert_eq!(
        signature(&rfc("rfc7515_a_2", "token"), public(&set)),
        Signature::Valid {
            algorithm: "RS256".to_owned(),
            key_type: KeyType::Rsa,
            kid: Some("rsa-1".to_owned()),
            secret_is_pem: false
        }
    );
    // A kid picks its key.
    let signed = |kid: &str, key: &[u8]| hs256(&format!(r#"{{"alg":"HS256","kid":"{kid}"}}"#), "{}", key);
    assert_eq!(
        signature(&signed("two", b"second"), public(&set)),
        Signature::Valid {
            algorithm: "HS256".to_owned(),
            key_type: KeyType::Hmac,
            kid: Some("two".to_owned()),
            secret_is_pem: false
        }
    );
    assert_eq!(signature(&signed("one", b"second"), public(&set)), invalid("HS256", KeyType::Hmac));
    assert_eq!(
        signature(&signed("rsa-1", b"second"), public(&set)),
        Signature::Refused {
            reason: JwtError::WrongKeyType {
                algorithm: "HS256".to_owned(),
                expected: KeyType::Hmac,
                found: KeyType::Rsa
            }
        }
    );
    assert_eq!(
        signature(&signed("gone", b"second"), public(&set)),
        Signature::Refused { reason: JwtError::NoKeyWithKid { kid: "gone".to_owned() } }
    );
    assert_eq!(
        signature(&signed("one", b"first"), public(r#"{"keys":[]}"#)),
        Signature::Refused { reason: JwtError::EmptyKeySet }
    );
}

#[test]
fn malformed_tokens_name_the_part() {
    let decode = |token: &str| decode(token, &options(0, None)).map(|_| ());
    assert_eq!(decode("  \n"), Err(JwtError::Empty));
    assert_eq!(decode("abc"), Err(JwtError::NotThreeParts { parts: 1 }));
    assert_eq!(decode("a.b"), Err(JwtError::NotThreeParts { parts: 2 }));
    assert_eq!(decode("a.b.c.d"), Err(JwtError::NotThreeParts { parts: 4 }));
    assert_eq!(decode("a.b.c.d.e"), Err(JwtError::Encrypted));
    // "+" is Base64, not Base64url: character 3 of the token.
    assert_eq!(decode("ey+.e30.sig"), Err(JwtError::HeaderNotBase64url { position: 3 }));
    assert_eq!(decode("e30.e3=.sig"), Err(JwtError::PayloadNotBase64url { position: 7 }));
    assert_eq!(decode("e30.e30.si*g"), Err(JwtError::SignatureNotBase64url { position: 11 }));
    // Five characters cannot be Base64: the part ends there.
    assert_eq!(decode("e30.e30.abcde"), Err(JwtError::SignatureNotBase64url { position: 13 }));
    // Positions count characters, not bytes.
    assert_eq!(decode("e30.é.x"), Err(JwtError::PayloadNotBase64url { position: 5 }));
    assert!(matches!(decode(&format!("{}.e30.", b64(b"{\"alg\":"))), Err(JwtError::HeaderNotJson { .. })));
    assert_eq!(decode(&format!("{}.e30.", b64(b"[1]"))), Err(JwtError::HeaderNotObject));
    let problem = |payload: &[u8]| {
        let decoded = super::decode(&format!("e30.{}.", b64(payload)), &options(0, None)).expect("decodes");
        (decoded.payload, decoded.payload_problem)
    };
    assert_eq!(problem(b"\"joe\""), ("\"joe\"".to_owned(), Some(JwtError::PayloadNotObject)));
    assert_eq!(
        problem(b"{\"a\":\xff}"),
        (
            "{\"a\":\u{fffd}}".to_owned(),
            Some(JwtError::PayloadNotJson { message: "invalid UTF-8 at byte 6".to_owned() })
        )
    );
    assert_eq!(
        problem(b"{\"a\" 1}").1,
        Some(JwtError::PayloadNotJson { message: "expected `:` at line 1 column 6".to_owned() })
    );
    // "Bearer " and surrounding whitespace are not part of the token.
    assert!(decode(&format!("  Bearer {}\n", rfc("rfc7519_3_1", "token"))).is_ok());
}

#[test]
fn refusals_name_their_part() {
    assert_eq!(JwtError::HeaderNotObject.part(), Some(Part::Header));
    assert_eq!(JwtError::PayloadNotJson { message: String::new() }.part(), Some(Part::Payload));
    assert_eq!(JwtError::SignatureNotBase64url { position: 1 }.part(), Some(Part::Signature));
    assert_eq!(JwtError::NotThreeParts { parts: 2 }.part(), None);
}

#[test]
fn algorithms_and_keys_refused() {
    let unsupported = format!("{}.e30.", b64(br#"{"alg":"ES512"}"#));
    assert_eq!(
        signature(&unsupported, None),
        Signature::Refused { reason: JwtError::UnsupportedAlgorithm { algorithm: "ES512".to_owned() } }
    );
    assert_eq!(signature("e30.e30.", secret("k")), Signature::Refused { reason: JwtError::NoAlgorithm });
    let rs256 = rfc("rfc7515_a_2", "token");
    let refused = |key: Option<KeyInput>| match signature(&rs256, key) {
        Signature::Refused { reason } => reason,
        other => panic!("not refused: {other:?}"),
    };
    assert_eq!(refused(public("-----BEGIN PRIVATE KEY-----\nMC4=\n-----END PRIVATE KEY-----\n")), JwtError::PrivateKey);
    assert_eq!(refused(public("-----BEGIN RSA PRIVATE KEY-----\n")), JwtError::PrivateKey);
    assert_eq!(
        refused(public("-----BEGIN CERTIFICATE-----\nMC4=\n-----END CERTIFICATE-----\n")),
        JwtError::Certificate
    );
    assert!(matches!(refused(public("not a key")), JwtError::KeyNotReadable { .. }));
    assert!(matches!(
        refused(public("-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n")),
        JwtError::KeyNotReadable { .. }
    ));
    assert!(matches!(refused(public("{\"kty\":")), JwtError::KeyNotReadable { .. }));
    assert_eq!(refused(public(r#"{"kty":"RSA","e":"AQAB"}"#)), JwtError::JwkMember { member: "n".to_owned() });
    assert_eq!(refused(public(r#"{"n":"AQAB"}"#)), JwtError::JwkMember { member: "kty".to_owned() });
    assert_eq!(refused(public(r#"{"kty":"RSA","n":"AQAB","e":"AQAB","d":"AQAB"}"#)), JwtError::PrivateKey);
    assert_eq!(
        refused(public(r#"{"kty":"EC","crv":"P-384","x":"","y":""}"#)),
        JwtError::UnsupportedCurve { curve: "P-384".to_owned() }
    );
    assert_eq!(refused(public(r#"{"kty":"XYZ"}"#)), JwtError::UnsupportedKeyType { key_type: "XYZ".to_owned() });
    assert_eq!(refused(base64_secret("not base64!")), JwtError::SecretNotBase64);
    // A P-384 SPKI (from openssl ecparam -name secp384r1): named by its curve.
    let p384 = "-----BEGIN PUBLIC KEY-----\nMHYwEAYHKoZIzj0CAQYFK4EEACIDYgAEPU3bvwd8FUqgH1eHFZvT7kuqQhrbnsgI\nTIfdZd6Sds8Pec4t2sHBXScL7FPmu/T80wmOleE0vGqnJZOwW9k8EE2KPGjRsOY3\nO2zjugl3tpIAeWWegA3dI+rbvmec8BCB\n-----END PUBLIC KEY-----\n";
    let es256 = rfc("rfc7515_a_3", "token");
    assert_eq!(
        signature(&es256, public(p384)),
        Signature::Refused { reason: JwtError::UnsupportedCurve { curve: "P-384".to_owned() } }
    );
    // A DER-encoded ECDSA signature (70-odd bytes) instead of JOSE's 64-byte R‖S.
    let (input, _) = es256.rsplit_once('.').expect("parts");
    let der = format!("{input}.{}", b64(&[0x30; 71]));
    assert_eq!(
        signature(&der, public(&rfc("rfc7515_a_3", "jwk"))),
        Signature::Refused {
            reason: JwtError::SignatureLength { algorithm: "ES256".to_owned(), expected: 64, length: 71 }
        }
    );
    // An empty key is no key.
    assert_eq!(signature(&es256, public("  ")), Signature::NotChecked);
}

#[test]
fn hostile_input() {
    // Huge: a megabyte-long payload decodes.
    let big = format!("{{\"data\":\"{}\"}}", "x".repeat(1 << 20));
    let token = hs256(r#"{"alg":"HS256"}"#, &big, b"k");
    assert_eq!(signature(&token, secret("k")), valid("HS256", KeyType::Hmac));
    // Deep nesting: refused as not JSON, never a stack overflow.
    let deep = format!("{{\"a\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
    let error = decode(&format!("{}.e30.", b64(deep.as_bytes())), &options(0, None)).expect_err("too deep");
    assert!(matches!(error, JwtError::HeaderNotJson { .. }), "{error:?}");
    let decoded = decode(&format!("e30.{}.", b64(deep.as_bytes())), &options(0, None)).expect("decodes");
    assert!(matches!(decoded.payload_problem, Some(JwtError::PayloadNotJson { .. })));
    // Dots only, and a token of nothing but dots and whitespace.
    assert!(decode("..", &options(0, None)).is_err());
    assert_eq!(decode(". . . .", &options(0, None)).map(|_| ()), Err(JwtError::Encrypted));
}

#[test]
fn display_is_the_cli_english() {
    assert_eq!(
        JwtError::NotThreeParts { parts: 1 }.to_string(),
        "A JWT has three parts separated by dots (header.payload.signature); this has 1 part."
    );
    assert_eq!(
        JwtError::WrongKeyType { algorithm: "HS256".to_owned(), expected: KeyType::Hmac, found: KeyType::Rsa }
            .to_string(),
        "HS256 is checked with a key of type HMAC secret, and this key is of type RSA: it is refused."
    );
}

proptest::proptest! {
    #[test]
    fn hs256_round_trips(payload in "\\PC{0,40}", key in proptest::collection::vec(proptest::num::u8::ANY, 1..80)) {
        let payload = serde_json::json!({ "sub": payload }).to_string();
        let token = hs256(r#"{"alg":"HS256"}"#, &payload, &key);
        let as_base64 = base64::engine::general_purpose::STANDARD.encode(&key);
        proptest::prop_assert_eq!(signature(&token, base64_secret(&as_base64)), valid("HS256", KeyType::Hmac));
    }

    #[test]
    fn any_text_decodes_or_is_refused(text in "\\PC{0,60}") {
        let _ = decode(&text, &options(0, secret("k")));
    }
}
