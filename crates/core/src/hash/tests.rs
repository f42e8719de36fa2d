use super::*;
use proptest::prelude::*;

fn digest_of(algorithm: Algorithm, bytes: &[u8], key: Option<&[u8]>) -> String {
    let mut hasher = Hasher::new(&[algorithm], key).expect("a key");
    hasher.update(bytes);
    hasher.finish().digests.remove(0).hex
}

// The issue's examples, exactly.

#[test]
fn sha256_of_abc_is_the_issues_digest() {
    assert_eq!(
        digest_of(Algorithm::Sha256, b"abc", None),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
}

#[test]
fn every_algorithm_of_abc_is_the_issues_digest() {
    let result = hash(b"abc", None).expect("no key");
    let hex: Vec<(&str, &str)> = result.digests.iter().map(|d| (d.algorithm.name(), d.hex.as_str())).collect();
    assert_eq!(
        hex,
        [
            ("MD5", "900150983cd24fb0d6963f7d28e17f72"),
            ("SHA-1", "a9993e364706816aba3e25717850c26c9cd0d89d"),
            ("SHA-256", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "SHA-384",
                "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"
            ),
            (
                "SHA-512",
                "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
            ),
            ("SHA3-256", "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
            ("BLAKE3", "6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85"),
        ]
    );
    assert_eq!(result.length, 3);
    assert!(!result.keyed);
    assert!(result.unavailable.is_empty());
}

#[test]
fn hmac_sha256_is_rfc_4231_test_case_2() {
    assert_eq!(
        digest_of(Algorithm::Sha256, b"what do ya want for nothing?", Some(b"Jefe")),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    );
}

#[test]
fn base64_is_the_same_digest_padded() {
    let result = hash(b"abc", None).expect("no key");
    let sha256 = &result.digests[2];
    assert_eq!(sha256.base64, "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=");
    assert_eq!(result.digests[0].base64, "kAFQmDzST7DWlj99KOF/cg==");
}

// The standards' own examples: FIPS 180-4 / FIPS 202 (NIST's "abc", empty and 448-bit messages), RFC 1321's suite.

const MESSAGE_448: &[u8] = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

#[test]
fn nist_examples_for_every_sha() {
    let cases: [(Algorithm, &[u8], &str); 15] = [
        (Algorithm::Sha1, b"", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        (Algorithm::Sha1, MESSAGE_448, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (Algorithm::Sha256, b"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        (Algorithm::Sha256, MESSAGE_448, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (
            Algorithm::Sha384,
            b"",
            "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b",
        ),
        (
            Algorithm::Sha384,
            MESSAGE_448,
            "3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b",
        ),
        (
            Algorithm::Sha384,
            b"abc",
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7",
        ),
        (
            Algorithm::Sha512,
            b"",
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e",
        ),
        (
            Algorithm::Sha512,
            MESSAGE_448,
            "204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445",
        ),
        (
            Algorithm::Sha512,
            b"abc",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
        ),
        (Algorithm::Sha3_256, b"", "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a"),
        (Algorithm::Sha3_256, MESSAGE_448, "41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376"),
        (Algorithm::Sha3_256, b"abc", "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
        (Algorithm::Sha1, b"abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        (Algorithm::Sha256, b"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ];
    for (algorithm, message, expected) in cases {
        assert_eq!(digest_of(algorithm, message, None), expected, "{} of {:?}", algorithm.name(), message.len());
    }
}

#[test]
fn nist_million_a_for_sha256_fed_in_uneven_chunks() {
    let mut hasher = Hasher::new(&[Algorithm::Sha1, Algorithm::Sha256], None).expect("no key");
    let chunk = [b'a'; 999];
    let mut left = 1_000_000;
    while left > 0 {
        let take = left.min(chunk.len());
        hasher.update(&chunk[..take]);
        left -= take;
    }
    let result = hasher.finish();
    assert_eq!(result.length, 1_000_000);
    assert_eq!(result.digests[0].hex, "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
    assert_eq!(result.digests[1].hex, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

#[test]
fn rfc_1321_suite_for_md5() {
    let cases: [(&[u8], &str); 7] = [
        (b"", "d41d8cd98f00b204e9800998ecf8427e"),
        (b"a", "0cc175b9c0f1b6a831c399e269772661"),
        (b"abc", "900150983cd24fb0d6963f7d28e17f72"),
        (b"message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        (b"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        (b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (
            b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a",
        ),
    ];
    for (message, expected) in cases {
        assert_eq!(digest_of(Algorithm::Md5, message, None), expected);
    }
}

#[test]
fn hmac_examples_of_rfc_2202_and_4231() {
    let jefe = b"what do ya want for nothing?";
    assert_eq!(digest_of(Algorithm::Md5, jefe, Some(b"Jefe")), "750c783e6ab0b503eaa86e310a5db738");
    assert_eq!(digest_of(Algorithm::Sha1, jefe, Some(b"Jefe")), "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79");
    assert_eq!(
        digest_of(Algorithm::Sha384, jefe, Some(b"Jefe")),
        "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649"
    );
    assert_eq!(
        digest_of(Algorithm::Sha512, jefe, Some(b"Jefe")),
        "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737"
    );
    // RFC 4231 test case 1: a 20-byte key of 0x0b.
    assert_eq!(
        digest_of(Algorithm::Sha256, b"Hi There", Some(&[0x0b; 20])),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    );
    // RFC 4231 test case 6: a key longer than the block is hashed first.
    assert_eq!(
        digest_of(Algorithm::Sha256, b"Test Using Larger Than Block-Size Key - Hash Key First", Some(&[0xaa; 131])),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    );
}

#[test]
fn hmac_sha3_256_is_the_nist_example() {
    // NIST's HMAC-SHA3-256 example (csrc.nist.gov, "HMAC_SHA3-256.pdf", sample #1): key 00..1f, "Sample message for
    // keylen<blocklen".
    let key: Vec<u8> = (0u8..32).collect();
    assert_eq!(
        digest_of(Algorithm::Sha3_256, b"Sample message for keylen<blocklen", Some(&key)),
        "4fe8e202c4f058e8dddc23d8c34e467343e23555e24fc2f025d598f558f67205"
    );
}

// Keys.

#[test]
fn a_key_makes_every_digest_a_mac_and_blake3_needs_32_bytes() {
    let result = hash(b"what do ya want for nothing?", Some(b"Jefe")).expect("a key");
    assert!(result.keyed);
    assert_eq!(result.digests.len(), 6);
    assert!(result.digests.iter().all(|digest| digest.algorithm != Algorithm::Blake3));
    assert_eq!(
        result.unavailable,
        [Unavailable { algorithm: Algorithm::Blake3, reason: HashError::Blake3KeyLength { length: 4 } }]
    );
    assert_eq!(
        HashError::Blake3KeyLength { length: 4 }.to_string(),
        "BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 4 bytes."
    );
    assert_eq!(
        HashError::Blake3KeyLength { length: 1 }.to_string(),
        "BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is 1 byte."
    );
}

#[test]
fn blake3_keyed_mode_with_a_32_byte_key() {
    let key = b"whats the Elvish word for friend";
    let result = hash(b"", Some(key)).expect("a key");
    assert!(result.unavailable.is_empty());
    let blake3 = result.digests.iter().find(|d| d.algorithm == Algorithm::Blake3).expect("BLAKE3");
    // The BLAKE3 team's test vector for an empty input (tests/data/hash/blake3-test-vectors.json, keyed_hash).
    assert_eq!(blake3.hex, "92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26");
}

#[test]
fn an_empty_key_is_refused_with_the_users_message() {
    assert_eq!(Hasher::new(&Algorithm::ALL, Some(b"")).map(|_| ()), Err(HashError::EmptyKey));
    assert_eq!(HashError::EmptyKey.to_string(), "The HMAC key is empty.");
}

// Empty and hostile input.

#[test]
fn empty_input_has_the_empty_strings_digests() {
    let result = hash(b"", None).expect("no key");
    assert_eq!(result.length, 0);
    assert_eq!(result.digests[0].hex, "d41d8cd98f00b204e9800998ecf8427e");
    assert_eq!(result.digests[6].hex, "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262");
}

#[test]
fn any_bytes_hash_including_invalid_utf8() {
    let bytes = [0xff, 0xfe, 0x00, 0xc3, 0x28];
    let result = hash(&bytes, None).expect("no key");
    assert_eq!(result.length, 5);
    assert!(result.digests.iter().all(|d| d.hex.len() == d.algorithm.output_len() * 2));
}

#[test]
fn text_is_hashed_as_its_utf8_bytes() {
    // "é" is two bytes in UTF-8 (c3 a9).
    assert_eq!(digest_of(Algorithm::Sha256, "é".as_bytes(), None), digest_of(Algorithm::Sha256, &[0xc3, 0xa9], None));
}

#[test]
fn a_large_input_in_one_chunk_equals_many_small_ones() {
    let data: Vec<u8> = (0..5_000_000u32).map(|i| (i % 251) as u8).collect();
    let whole = hash(&data, None).expect("no key");
    let mut hasher = Hasher::new(&Algorithm::ALL, None).expect("no key");
    for chunk in data.chunks(65_537) {
        hasher.update(chunk);
    }
    assert_eq!(hasher.finish(), whole);
}

// Comparing a pasted digest.

#[test]
fn a_pasted_digest_matches_its_algorithm_in_hex_of_any_case_and_base64() {
    let digests = hash(b"abc", None).expect("no key").digests;
    let sha256 = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    assert_eq!(find_match(sha256, &digests), Ok(Some(Algorithm::Sha256)));
    assert_eq!(find_match(&sha256.to_uppercase(), &digests), Ok(Some(Algorithm::Sha256)));
    assert_eq!(find_match(&format!("  {sha256}\n"), &digests), Ok(Some(Algorithm::Sha256)));
    assert_eq!(find_match("ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=", &digests), Ok(Some(Algorithm::Sha256)));
    assert_eq!(find_match("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0", &digests), Ok(Some(Algorithm::Sha256)));
    assert_eq!(find_match("900150983CD24FB0D6963F7D28E17F72", &digests), Ok(Some(Algorithm::Md5)));
    assert_eq!(find_match("90:01:50:98:3c:d2:4f:b0:d6:96:3f:7d:28:e1:7f:72", &digests), Ok(Some(Algorithm::Md5)));
    assert_eq!(
        find_match("6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85", &digests),
        Ok(Some(Algorithm::Blake3))
    );
}

#[test]
fn a_digest_of_something_else_matches_nothing() {
    let digests = hash(b"abc", None).expect("no key").digests;
    // SHA-256 of the empty string.
    assert_eq!(find_match("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", &digests), Ok(None));
    // One digit short.
    assert_eq!(find_match("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015a", &digests), Ok(None));
}

#[test]
fn what_is_not_a_digest_is_refused_with_the_users_message() {
    let digests = hash(b"abc", None).expect("no key").digests;
    for pasted in ["", "   ", "not a hash!", "zz", "ba78-16bf", "é"] {
        assert_eq!(find_match(pasted, &digests), Err(HashError::NotADigest), "{pasted:?}");
    }
    assert_eq!(HashError::NotADigest.to_string(), "This is not a digest: paste hexadecimal digits or Base64.");
}

#[test]
fn a_huge_paste_is_compared_without_trouble() {
    let digests = hash(b"abc", None).expect("no key").digests;
    assert_eq!(find_match(&"a".repeat(5_000_000), &digests), Ok(None));
}

// Names.

#[test]
fn algorithms_are_found_by_their_names() {
    assert_eq!(Algorithm::from_name("sha256"), Some(Algorithm::Sha256));
    assert_eq!(Algorithm::from_name("SHA-256"), Some(Algorithm::Sha256));
    assert_eq!(Algorithm::from_name("sha3-256"), Some(Algorithm::Sha3_256));
    assert_eq!(Algorithm::from_name("sha3_256"), Some(Algorithm::Sha3_256));
    assert_eq!(Algorithm::from_name("Blake3"), Some(Algorithm::Blake3));
    assert_eq!(Algorithm::from_name("md5"), Some(Algorithm::Md5));
    assert_eq!(Algorithm::from_name("sha"), None);
    assert!(Algorithm::Md5.unfit_for_security() && Algorithm::Sha1.unfit_for_security());
    assert!(!Algorithm::ALL[2..].iter().any(|a| a.unfit_for_security()));
}

proptest! {
    #[test]
    fn any_split_into_chunks_gives_the_one_shot_digests(
        data in proptest::collection::vec(any::<u8>(), 0..600),
        cuts in proptest::collection::vec(0usize..600, 0..8),
        keyed in any::<bool>(),
    ) {
        let key: Option<&[u8]> = if keyed { Some(b"whats the Elvish word for friend") } else { None };
        let whole = hash(&data, key).expect("a key");
        let mut cuts: Vec<usize> = cuts.into_iter().map(|cut| cut.min(data.len())).collect();
        cuts.sort_unstable();
        let mut hasher = Hasher::new(&Algorithm::ALL, key).expect("a key");
        let mut from = 0;
        for cut in cuts.into_iter().chain([data.len()]) {
            hasher.update(&data[from..cut]);
            from = cut;
        }
        prop_assert_eq!(hasher.finish(), whole);
    }
}
