use super::*;
use crate::random::SeededRandom;

const VECTORS: &str = include_str!("../test-vectors.json");

#[derive(Deserialize)]
struct Vectors {
    vectors: Vec<Vector>,
}

#[derive(Deserialize)]
struct Vector {
    key: String,
    password: Option<String>,
    payload: String,
    encrypted: Sealed,
}

fn vectors() -> Vec<Vector> {
    serde_json::from_str::<Vectors>(VECTORS).expect("the vectors parse").vectors
}

fn payload() -> PastePayload {
    PastePayload {
        title: "Secret plan".to_owned(),
        content: "fn main() {\n    println!(\"héllo 🔐\");\n}\n".to_owned(),
        language: Language::Rust,
    }
}

/// A small iteration count keeps the unoptimised tests fast; readers accept it.
const TEST_ITERATIONS: u32 = 1_000;

fn sealed_with(password: Option<&str>) -> (Sealed, String) {
    let mut rng = SeededRandom::new(16);
    let key = new_key(&mut rng);
    (seal_with_iterations(&payload(), &key, password, TEST_ITERATIONS, &mut rng), key_text(&key))
}

#[test]
fn opens_both_web_crypto_vectors() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 2);
    for vector in vectors {
        let opened = open(&vector.encrypted, &vector.key, vector.password.as_deref()).expect("the vector opens");
        let expected: PastePayload = serde_json::from_str(&vector.payload).expect("the payload parses");
        assert_eq!(opened, expected);
        assert_eq!(opened, payload());
    }
}

#[test]
fn sealing_the_vector_inputs_gives_the_vector_ciphertext() {
    // Same key, IV and salt as the browser used: the Rust sealer writes byte-for-byte the same paste.
    for vector in vectors() {
        let key = parse_key(&vector.key).expect("a whole key");
        let iterations = match &vector.encrypted.kdf {
            Some(Kdf::Pbkdf2Sha256 { iterations, .. }) => *iterations,
            None => NEW_PASSWORD_ITERATIONS,
        };
        let mut rng = ReplayRandom(vector_randomness(&vector.encrypted));
        let sealed = seal_with_iterations(&payload(), &key, vector.password.as_deref(), iterations, &mut rng);
        assert_eq!(sealed, vector.encrypted);
    }
}

/// Replays the salt then the IV, in the order `seal` draws them.
struct ReplayRandom(Vec<u8>);

impl crate::random::RandomSource for ReplayRandom {
    fn next_u64(&mut self) -> u64 {
        let take = self.0.len().min(8);
        let mut word = [0u8; 8];
        word[..take].copy_from_slice(&self.0[..take]);
        self.0.drain(..take);
        u64::from_le_bytes(word)
    }
}

fn vector_randomness(sealed: &Sealed) -> Vec<u8> {
    let mut bytes = match &sealed.kdf {
        Some(Kdf::Pbkdf2Sha256 { salt, .. }) => salt.clone(),
        None => Vec::new(),
    };
    // The IV is drawn in whole words: 12 bytes take two, so pad it to 16.
    bytes.extend_from_slice(&sealed.iv);
    bytes.extend_from_slice(&[0; 4]);
    bytes
}

#[test]
fn round_trips_without_and_with_a_password() {
    let (sealed, key) = sealed_with(None);
    assert_eq!(sealed.kdf, None);
    assert_eq!(open(&sealed, &key, None), Ok(payload()));
    assert_eq!(open(&sealed, &key, Some("ignored")), Ok(payload()), "a paste without a password ignores one");

    let (sealed, key) = sealed_with(Some("correct horse"));
    let Some(Kdf::Pbkdf2Sha256 { iterations, salt }) = &sealed.kdf else { panic!("a password paste has a KDF") };
    assert_eq!((*iterations, salt.len()), (TEST_ITERATIONS, SALT_BYTES));
    assert_eq!(open(&sealed, &key, Some("correct horse")), Ok(payload()));
}

#[test]
fn the_ciphertext_hides_the_title_and_content() {
    let (sealed, _) = sealed_with(None);
    let json = serde_json::to_string(&sealed).expect("serialises");
    for secret in ["Secret", "println", "rust"] {
        assert!(!json.contains(secret), "{json} shows {secret}");
    }
    // Plaintext length + the 16-byte tag.
    assert_eq!(sealed.ciphertext.len(), serde_json::to_vec(&payload()).expect("json").len() + 16);
}

#[test]
fn new_pastes_use_owasps_iteration_count_and_fresh_randomness() {
    let mut rng = SeededRandom::new(1);
    let key = new_key(&mut rng);
    let first = seal(&payload(), &key, None, &mut rng);
    let second = seal(&payload(), &key, None, &mut rng);
    assert_ne!(first.iv, second.iv);
    assert_ne!(first.ciphertext, second.ciphertext);
    assert_eq!(NEW_PASSWORD_ITERATIONS, 600_000);
    assert!(ACCEPTED_ITERATIONS.contains(&NEW_PASSWORD_ITERATIONS));
}

#[test]
fn a_wrong_password_says_so() {
    let (sealed, key) = sealed_with(Some("correct horse"));
    let wrong = open(&sealed, &key, Some("battery staple"));
    assert_eq!(wrong, Err(OpenError::WrongPassword));
    assert_eq!(
        wrong.map_err(|e| e.to_string()),
        Err("Wrong password, or the link's key does not open this paste.".to_owned())
    );
    assert_eq!(open(&sealed, &key, None), Err(OpenError::PasswordRequired));
}

#[test]
fn a_whole_key_that_does_not_open_the_paste_says_so() {
    let (sealed, key) = sealed_with(None);
    let message = "The link's key does not open this paste: the link was changed, or the key belongs to another paste.";
    // Another paste's key, and this one's with one character changed: both whole keys.
    let mut changed = key.clone().into_bytes();
    changed[20] = if changed[20] == b'A' { b'B' } else { b'A' };
    for other in [key_text(&[7; KEY_BYTES]), String::from_utf8(changed).expect("ASCII")] {
        let wrong = open(&sealed, &other, None);
        assert_eq!(wrong, Err(OpenError::WrongKey), "key {other:?}");
        assert_eq!(wrong.map_err(|e| e.to_string()), Err(message.to_owned()));
    }
    // With a password the reader cannot tell a wrong key from a wrong password.
    let (sealed, _) = sealed_with(Some("pw"));
    assert_eq!(open(&sealed, &key_text(&[7; KEY_BYTES]), Some("pw")), Err(OpenError::WrongPassword));
}

#[test]
fn a_truncated_or_garbled_key_is_damaged() {
    let (sealed, key) = sealed_with(None);
    let message = "The link's key is incomplete or damaged: check that the whole link was copied.";
    let mut garbled = key.clone();
    garbled.replace_range(10..11, "!");
    for bad in [&key[..key.len() - 1], &key[..20], "", "not a key!", &format!("{key}A"), &garbled] {
        assert_eq!(open(&sealed, bad, None).map_err(|e| e.to_string()), Err(message.to_owned()), "key {bad:?}");
    }
    assert_eq!(key.len(), 43, "32 bytes are 43 base64url characters");
}

#[test]
fn a_flipped_ciphertext_or_iv_byte_is_detected() {
    // AES-GCM's check fails as it does for a wrong key: the reader is told the key does not open this paste.
    let (sealed, key) = sealed_with(None);
    for index in [0, sealed.ciphertext.len() / 2, sealed.ciphertext.len() - 1] {
        let mut damaged = sealed.clone();
        damaged.ciphertext[index] ^= 0x01;
        assert_eq!(open(&damaged, &key, None), Err(OpenError::WrongKey), "byte {index}");
    }
    let mut damaged = sealed.clone();
    damaged.iv[0] ^= 0x80;
    assert_eq!(open(&damaged, &key, None), Err(OpenError::WrongKey));
    let mut truncated = sealed;
    truncated.ciphertext.truncate(10);
    assert_eq!(open(&truncated, &key, None), Err(OpenError::WrongKey));

    let (sealed, key) = sealed_with(Some("pw"));
    let mut damaged = sealed;
    damaged.ciphertext[3] ^= 0x40;
    assert_eq!(open(&damaged, &key, Some("pw")), Err(OpenError::WrongPassword));
}

#[test]
fn the_page_names_each_failure_as_the_cli_does() {
    // The page finds the kind with Web Crypto and sends it to the wasm bundle by these names.
    let kinds = [
        (OpenError::KeyDamaged, "key-damaged"),
        (OpenError::WrongKey, "wrong-key"),
        (OpenError::WrongPassword, "wrong-password"),
        (OpenError::Damaged, "damaged"),
        (OpenError::PasswordRequired, "password-required"),
    ];
    for (kind, name) in kinds {
        assert_eq!(serde_json::to_value(kind).expect("serialises"), name);
        assert_eq!(serde_json::from_value::<OpenError>(name.into()).expect("reads back"), kind);
    }
    let damaged = "This paste is damaged and cannot be decrypted.";
    assert_eq!(OpenError::Damaged.to_string(), damaged);
}

#[test]
fn iteration_counts_outside_the_accepted_range_are_refused() {
    let mut rng = SeededRandom::new(3);
    let key = new_key(&mut rng);
    for iterations in [0, 1, 999, 10_000_001, u32::MAX] {
        // Sealed honestly with that count (the huge ones faked: the reader must refuse before stretching).
        let count = if iterations > 10_000_000 { TEST_ITERATIONS } else { iterations.max(1) };
        let mut sealed = seal_with_iterations(&payload(), &key, Some("pw"), count, &mut rng);
        if let Some(Kdf::Pbkdf2Sha256 { iterations: stored, .. }) = &mut sealed.kdf {
            *stored = iterations;
        }
        assert_eq!(open(&sealed, &key_text(&key), Some("pw")), Err(OpenError::Damaged), "{iterations} iterations");
    }
    for iterations in [*ACCEPTED_ITERATIONS.start(), 1_001] {
        let sealed = seal_with_iterations(&payload(), &key, Some("pw"), iterations, &mut rng);
        assert_eq!(open(&sealed, &key_text(&key), Some("pw")), Ok(payload()));
    }
}

#[test]
fn the_api_shape_is_camel_case_base64url_without_padding() {
    let (sealed, _) = sealed_with(Some("pw"));
    let json: serde_json::Value = serde_json::to_value(&sealed).expect("serialises");
    let iv = json["iv"].as_str().expect("iv is text");
    assert_eq!(iv.len(), 16);
    assert_eq!(json["kdf"]["name"], "PBKDF2-SHA256");
    assert_eq!(json["kdf"]["iterations"], TEST_ITERATIONS);
    assert_eq!(json["kdf"]["salt"].as_str().map(str::len), Some(22));
    let text = json.to_string();
    assert!(!text.contains('=') && !text.contains('+') && !text.contains('/'), "{text}");
    assert_eq!(serde_json::from_value::<Sealed>(json).expect("reads back"), sealed);

    let (plain, _) = sealed_with(None);
    assert_eq!(serde_json::to_value(&plain).expect("serialises")["kdf"], serde_json::Value::Null);
}

#[test]
fn malformed_sealed_json_is_refused() {
    let good = serde_json::to_value(sealed_with(Some("pw")).0).expect("serialises");
    let with = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut value = good.clone();
        edit(&mut value);
        serde_json::from_value::<Sealed>(value)
    };
    assert!(with(&|v| v["iv"] = "AAAA".into()).is_err(), "an IV is 12 bytes");
    assert!(with(&|v| v["ciphertext"] = "a+b/".into()).is_err(), "standard base64 is not base64url");
    assert!(with(&|v| v["ciphertext"] = "AAAAAA==".into()).is_err(), "no padding");
    assert!(with(&|v| v["extra"] = 1.into()).is_err(), "unknown fields");
    assert!(with(&|v| v["kdf"]["name"] = "argon2id".into()).is_err(), "unknown KDF");
    assert!(with(&|v| v["kdf"]["memory"] = 1.into()).is_err(), "unknown KDF field");
    assert!(with(&|_| ()).is_ok());
}
