//! `penknife jwt` as a user runs it, with the RFC 7515, 7519 and 8037 examples.

use crate::common::{failure, penknife, penknife_with_env, penknife_with_stdin, stdout};
use std::path::PathBuf;
use std::process::Output;

fn rfc(example: &str, field: &str) -> String {
    let examples: serde_json::Value =
        serde_json::from_str(include_str!("../../../core/src/jwt/rfc-examples.json")).expect("JSON");
    match &examples[example][field] {
        serde_json::Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// A run that printed the token and then failed: what it printed, and its message.
fn printed_then_failed(out: &Output) -> (String, String) {
    assert!(!out.status.success(), "should fail, printed {}", String::from_utf8_lossy(&out.stdout));
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).trim().to_owned())
}

fn temp_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("penknife-jwt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write");
    path
}

#[test]
fn prints_header_payload_and_claims_of_the_rfc7519_example() {
    let out = penknife_with_stdin(&["jwt", "--now", "1300819379"], rfc("rfc7519_3_1", "token") + "\n");
    assert_eq!(
        stdout(&out),
        "Header:\n{\n  \"typ\": \"JWT\",\n  \"alg\": \"HS256\"\n}\n\n\
         Payload:\n{\n  \"iss\": \"joe\",\n  \"exp\": 1300819380,\n  \"http://example.com/is_root\": true\n}\n\n\
         Claims:\n  iss  joe\n  exp  1300819380 (2011-03-22T18:43:00Z)\n\n\
         Lifetime: valid now, expires (2011-03-22T18:43:00Z)\n\
         Signature: not checked (give --key-file, --secret-file or --secret-env)\n"
    );
}

#[test]
fn the_token_may_be_an_argument_and_expiry_is_judged_now() {
    let out = penknife(&["jwt", &rfc("rfc7519_3_1", "token")]);
    assert!(stdout(&out).contains("Lifetime: expired (2011-03-22T18:43:00Z)\n"), "{}", stdout(&out));
}

#[test]
fn verifies_with_a_jwk_file_a_pem_file_and_a_secret_in_the_environment() {
    let jwk = temp_file("a1.jwk", &rfc("rfc7515_a_1", "jwk"));
    let out = penknife_with_stdin(&["jwt", "--key-file", jwk.to_str().expect("path")], rfc("rfc7515_a_1", "token"));
    assert!(stdout(&out).ends_with("Signature: verified (HS256 with an HMAC secret)\n"), "{}", stdout(&out));

    let pem = temp_file("a2.pem", &rfc("rfc7515_a_2", "pem"));
    let out = penknife_with_stdin(&["jwt", "--key-file", pem.to_str().expect("path")], rfc("rfc7515_a_2", "token"));
    assert!(stdout(&out).ends_with("Signature: verified (RS256 with an RSA public key)\n"), "{}", stdout(&out));

    let k = "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow";
    let out = penknife_with_env(
        &["jwt", "--secret-env", "JWT_SECRET", "--base64-secret"],
        rfc("rfc7515_a_1", "token"),
        &[("JWT_SECRET", k)],
    );
    assert!(stdout(&out).ends_with("Signature: verified (HS256 with an HMAC secret)\n"), "{}", stdout(&out));
}

#[test]
fn exits_non_zero_when_the_signature_does_not_verify() {
    let out = penknife_with_env(
        &["jwt", "--secret-env", "JWT_SECRET"],
        rfc("rfc7515_a_1", "token"),
        &[("JWT_SECRET", "wrong")],
    );
    let (printed, message) = printed_then_failed(&out);
    assert!(printed.contains("Signature: INVALID (HS256 with an HMAC secret"), "{printed}");
    assert_eq!(message, "penknife: the signature does not verify with this key");

    // Algorithm confusion: an RSA public key is never an HMAC key.
    let pem = temp_file("confusion.pem", &rfc("rfc7515_a_2", "pem"));
    let out = penknife_with_stdin(&["jwt", "--key-file", pem.to_str().expect("path")], rfc("rfc7515_a_1", "token"));
    let (printed, message) = printed_then_failed(&out);
    assert!(
        printed.contains(
            "Signature: not checked: HS256 is checked with a key of type HMAC secret, and this key is of type RSA: it is refused."
        ),
        "{printed}"
    );
    assert_eq!(message, "penknife: the signature does not verify with this key");
}

#[test]
fn alg_none_proves_nothing() {
    let out = penknife_with_stdin(&["jwt"], "eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.");
    assert!(stdout(&out).ends_with("Signature: none (alg \"none\": this token has no signature and proves nothing)\n"));
}

#[test]
fn a_malformed_token_is_refused_with_its_part() {
    let out = penknife_with_stdin(&["jwt"], "ey+.e30.sig");
    assert_eq!(failure(&out), "penknife: The header is not Base64url (at character 3 of the token).");
    let out = penknife_with_stdin(&["jwt"], "abc.def");
    assert_eq!(
        failure(&out),
        "penknife: A JWT has three parts separated by dots (header.payload.signature); this has 2 parts."
    );
}
