//! The BLAKE3 team's test vectors (`data/hash/blake3-test-vectors.json`, from BLAKE3-team/BLAKE3's
//! `test_vectors/test_vectors.json`, CC0-1.0) through the Hash Generator's engine: every input length in its plain
//! and keyed modes, fed whole and in uneven chunks. An extended output's first 32 bytes are the default digest.
//! (derive_key, the third mode, is not one the tool offers.)

use penknife_core::hash::{Algorithm, Hasher};

const VECTORS: &str = include_str!("data/hash/blake3-test-vectors.json");

fn blake3(input: &[u8], key: Option<&[u8]>, chunk: usize) -> String {
    let mut hasher = Hasher::new(&[Algorithm::Blake3], key).expect("a 32-byte key");
    for part in input.chunks(chunk.max(1)) {
        hasher.update(part);
    }
    hasher.finish().digests.remove(0).hex
}

#[test]
fn every_blake3_test_vector() {
    let vectors: serde_json::Value = serde_json::from_str(VECTORS).expect("JSON");
    let key = vectors["key"].as_str().expect("key").as_bytes();
    let cases = vectors["cases"].as_array().expect("cases");
    assert_eq!(cases.len(), 35);
    let mut passed = 0;
    for case in cases {
        let length = case["input_len"].as_u64().expect("input_len") as usize;
        let input: Vec<u8> = (0..length).map(|i| (i % 251) as u8).collect();
        for (mode, key) in [("hash", None), ("keyed_hash", Some(key))] {
            let expected = &case[mode].as_str().expect(mode)[..64];
            for chunk in [usize::MAX, 1023, 64, 7] {
                assert_eq!(blake3(&input, key, chunk), expected, "{mode} of {length} bytes in chunks of {chunk}");
            }
            passed += 1;
        }
    }
    assert_eq!(passed, 70);
}
