//! `penknife hash` as a user runs it.

use crate::common::{failure, penknife, penknife_with_env, penknife_with_stdin, stdout};
use std::path::PathBuf;

fn temp_file(name: &str, contents: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("penknife-hash-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, contents).expect("write");
    path
}

#[test]
fn prints_every_algorithms_digest_of_standard_input_with_its_name() {
    let out = penknife_with_stdin(&["hash"], "abc");
    assert_eq!(
        stdout(&out),
        "MD5           900150983cd24fb0d6963f7d28e17f72\n\
         SHA-1         a9993e364706816aba3e25717850c26c9cd0d89d\n\
         SHA-256       ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad\n\
         SHA-384       cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7\n\
         SHA-512       ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f\n\
         SHA3-256      3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532\n\
         BLAKE3        6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85\n"
    );
}

#[test]
fn hashes_a_file_in_chunks() {
    // Larger than one read (64 KiB), so the digest comes from several chunks.
    let path = temp_file("million-a.txt", &[b'a'; 1_000_000]);
    let out = penknife(&["hash", "--algorithm", "sha256", path.to_str().expect("path")]);
    assert_eq!(stdout(&out), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0\n");
}

#[test]
fn one_algorithm_in_base64() {
    let out = penknife_with_stdin(&["hash", "-a", "SHA-256", "--base64"], "abc");
    assert_eq!(stdout(&out), "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=\n");
}

#[test]
fn empty_input_prints_the_empty_strings_digests() {
    let out = penknife_with_stdin(&["hash", "--algorithm", "md5"], "");
    assert_eq!(stdout(&out), "d41d8cd98f00b204e9800998ecf8427e\n");
}

#[test]
fn hmac_with_a_key_from_a_file_is_rfc_4231_test_case_2() {
    // `echo Jefe > key` writes a line break, which is not part of the key.
    let key = temp_file("jefe.key", b"Jefe\n");
    let out =
        penknife_with_stdin(&["hash", "--hmac-key-file", key.to_str().expect("path")], "what do ya want for nothing?");
    let text = stdout(&out);
    assert!(
        text.contains("HMAC-SHA-256  5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843\n"),
        "{text}"
    );
    assert!(text.starts_with("HMAC-MD5      750c783e6ab0b503eaa86e310a5db738\n"), "{text}");
    // BLAKE3's keyed mode takes 32 bytes: left out, and said so on standard error.
    assert!(!text.contains("BLAKE3"), "{text}");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "penknife: BLAKE3 left out: BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 4 bytes.\n"
    );
}

#[test]
fn hmac_with_a_key_from_the_environment_and_blake3_keyed() {
    let env = [("TEST_HMAC_KEY", "whats the Elvish word for friend")];
    let out = penknife_with_env(&["hash", "--hmac-key-env", "TEST_HMAC_KEY", "-a", "blake3"], "", &env);
    // The BLAKE3 team's keyed_hash test vector for an empty input.
    assert_eq!(stdout(&out), "92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26\n");
    let all = stdout(&penknife_with_env(&["hash", "--hmac-key-env", "TEST_HMAC_KEY"], "", &env));
    assert!(all.ends_with("BLAKE3-keyed  92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26\n"), "{all}");
}

#[test]
fn blake3_alone_with_a_short_key_exits_non_zero_with_the_reason() {
    let out = penknife_with_env(&["hash", "--hmac-key-env", "K", "-a", "blake3"], "abc", &[("K", "Jefe")]);
    assert_eq!(failure(&out), "penknife: BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 4 bytes.");
}

#[test]
fn an_empty_key_or_a_missing_variable_is_refused() {
    let key = temp_file("empty.key", b"\n");
    let out = penknife_with_stdin(&["hash", "--hmac-key-file", key.to_str().expect("path")], "abc");
    assert_eq!(failure(&out), "penknife: The HMAC key is empty.");
    let out = penknife_with_stdin(&["hash", "--hmac-key-env", "PENKNIFE_TEST_UNSET_VARIABLE"], "abc");
    assert_eq!(failure(&out), "penknife: The environment variable PENKNIFE_TEST_UNSET_VARIABLE is not set.");
}

#[test]
fn an_unknown_algorithm_names_the_choices() {
    let out = penknife_with_stdin(&["hash", "--algorithm", "sha2"], "abc");
    let message = failure(&out);
    assert!(message.contains("expected one of md5, sha1, sha256, sha384, sha512, sha3-256, blake3"), "{message}");
}

#[test]
fn a_missing_file_exits_non_zero() {
    let out = penknife(&["hash", "/nonexistent/penknife-hash-input"]);
    assert!(failure(&out).starts_with("penknife: cannot read /nonexistent/penknife-hash-input"));
}
