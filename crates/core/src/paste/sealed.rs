//! Private pastes, format v1: the title, content and language sealed with AES-256-GCM under a key that lives only in
//! the link's fragment (`…/paste/{id}#{key}`), so the server stores ciphertext it cannot read. An optional password
//! is stretched with PBKDF2-HMAC-SHA256 and mixed into the key. The page does the same with Web Crypto; both open
//! `test-vectors.json`.
//!
//! The [`Sealed`] shape is always available (the server checks and stores it); sealing and opening need the
//! `paste-crypto` feature, which no wasm bundle turns on.

use super::Language;
use serde::{Deserialize, Serialize};

/// What a private paste hides: everything but its expiry and burn setting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastePayload {
    pub title: String,
    pub content: String,
    #[serde(default)]
    pub language: Language,
}

/// A private paste as the API carries it. Bytes are base64url without padding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Sealed {
    /// AES-256-GCM output: the encrypted JSON payload followed by the 16-byte tag.
    #[serde(with = "base64url")]
    #[cfg_attr(feature = "typescript", tsify(type = "string"))]
    pub ciphertext: Vec<u8>,
    #[serde(with = "base64url")]
    #[cfg_attr(feature = "typescript", tsify(type = "string"))]
    pub iv: [u8; IV_BYTES],
    /// How a password was stretched; `null` when the paste has none.
    pub kdf: Option<Kdf>,
}

/// The password stretching of a password-protected paste.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "name", deny_unknown_fields)]
pub enum Kdf {
    #[serde(rename = "PBKDF2-SHA256")]
    Pbkdf2Sha256 {
        iterations: u32,
        #[serde(with = "base64url")]
        #[cfg_attr(feature = "typescript", tsify(type = "string"))]
        salt: Vec<u8>,
    },
}

/// The fragment key's length: 256 bits.
pub const KEY_BYTES: usize = 32;
/// AES-GCM's 96-bit IV.
pub const IV_BYTES: usize = 12;
/// A new password's salt.
pub const SALT_BYTES: usize = 16;
/// PBKDF2-HMAC-SHA256 iterations for new pastes: OWASP's recommendation since 2023.
pub const NEW_PASSWORD_ITERATIONS: u32 = 600_000;
/// The iteration counts a reader accepts: fewer is too weak to have come from us, more would hang the reader.
pub const ACCEPTED_ITERATIONS: std::ops::RangeInclusive<u32> = 1_000..=10_000_000;
/// The iteration counts the server stores for a new paste: no fewer than our writers use, so a client cannot
/// choose a password stretch cheap enough to guess at (readers still open older, weaker links).
pub const STORED_ITERATIONS: std::ops::RangeInclusive<u32> = NEW_PASSWORD_ITERATIONS..=*ACCEPTED_ITERATIONS.end();

/// Why a private paste did not open. The messages are what the reader sees, from the CLI and on the page (which
/// finds the kind with Web Crypto and asks the `paste` wasm bundle for its words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum OpenError {
    /// Not 32 bytes of base64url: cut short or garbled on its way.
    #[error("The link's key is incomplete or damaged: check that the whole link was copied.")]
    KeyDamaged,
    /// A whole key that fails AES-GCM's check. A ciphertext changed on the server would fail it too, but the reader
    /// cannot tell the two apart, and a link edited or mixed up on its way is by far the likelier.
    #[error("The link's key does not open this paste: the link was changed, or the key belongs to another paste.")]
    WrongKey,
    /// The same check failed with a password as well: either of the two may be wrong.
    #[error("Wrong password, or the link's key does not open this paste.")]
    WrongPassword,
    /// What the server keeps cannot be read: its password stretching out of range, or an authentic payload that no
    /// sealer of ours wrote.
    #[error("This paste is damaged and cannot be decrypted.")]
    Damaged,
    #[error("This paste is protected by a password.")]
    PasswordRequired,
}

/// The fragment key as it appears in a link.
pub fn key_text(key: &[u8; KEY_BYTES]) -> String {
    base64url::encode(key)
}

/// The fragment key of a link; [`OpenError::KeyDamaged`] unless it is exactly 32 bytes of base64url.
pub fn parse_key(text: &str) -> Result<[u8; KEY_BYTES], OpenError> {
    base64url::decode(text.trim()).ok().and_then(|bytes| bytes.try_into().ok()).ok_or(OpenError::KeyDamaged)
}

#[cfg(feature = "paste-crypto")]
pub use crypto::{new_key, open, seal, seal_with_iterations};

#[cfg(feature = "paste-crypto")]
mod crypto {
    use super::*;
    use crate::random::RandomSource;
    use aes_gcm::aead::{Aead, KeyInit};
    use aes_gcm::{Aes256Gcm, Key, Nonce};
    use hkdf::Hkdf;
    use sha2::Sha256;

    /// HKDF's `info`: binds the derived key to this format.
    const HKDF_INFO: &[u8] = b"penknife paste v1";

    /// A fresh fragment key.
    pub fn new_key(rng: &mut impl RandomSource) -> [u8; KEY_BYTES] {
        random_bytes(rng)
    }

    /// Seals `payload` under `key` (and `password`, stretched with [`NEW_PASSWORD_ITERATIONS`]), with a random IV
    /// and salt from `rng`.
    pub fn seal(
        payload: &PastePayload,
        key: &[u8; KEY_BYTES],
        password: Option<&str>,
        rng: &mut impl RandomSource,
    ) -> Sealed {
        seal_with_iterations(payload, key, password, NEW_PASSWORD_ITERATIONS, rng)
    }

    /// [`seal`] with a chosen PBKDF2 iteration count (tests use a small one; readers accept [`ACCEPTED_ITERATIONS`]).
    pub fn seal_with_iterations(
        payload: &PastePayload,
        key: &[u8; KEY_BYTES],
        password: Option<&str>,
        iterations: u32,
        rng: &mut impl RandomSource,
    ) -> Sealed {
        let kdf = password.map(|_| Kdf::Pbkdf2Sha256 { iterations, salt: random_bytes::<SALT_BYTES>(rng).to_vec() });
        let iv: [u8; IV_BYTES] = random_bytes(rng);
        let aes_key = derive_key(key, password.zip(kdf.as_ref()));
        // Serialising a struct of strings cannot fail.
        let plaintext = serde_json::to_vec(payload).unwrap_or_default();
        // AES-GCM refuses only inputs over 64 GiB, far past any paste limit.
        let ciphertext = cipher(&aes_key).encrypt(&Nonce::from(iv), plaintext.as_slice()).unwrap_or_default();
        Sealed { ciphertext, iv, kdf }
    }

    /// Opens a private paste with the link's key text and, when it has one, its password (a password given for a
    /// paste without one is ignored).
    pub fn open(sealed: &Sealed, key_text: &str, password: Option<&str>) -> Result<PastePayload, OpenError> {
        let key = parse_key(key_text)?;
        let password = match &sealed.kdf {
            None => None,
            Some(kdf @ Kdf::Pbkdf2Sha256 { iterations, .. }) => {
                if !ACCEPTED_ITERATIONS.contains(iterations) {
                    return Err(OpenError::Damaged);
                }
                Some((password.ok_or(OpenError::PasswordRequired)?, kdf))
            }
        };
        // A failed check cannot say which lock is wrong: with a password, either may be.
        let check_failed = if password.is_some() { OpenError::WrongPassword } else { OpenError::WrongKey };
        let aes_key = derive_key(&key, password);
        let plaintext = cipher(&aes_key)
            .decrypt(&Nonce::from(sealed.iv), sealed.ciphertext.as_slice())
            .map_err(|_| check_failed)?;
        // Authentic but not our payload: only a broken sealer makes this, so the paste cannot be read.
        serde_json::from_slice(&plaintext).map_err(|_| OpenError::Damaged)
    }

    /// `HKDF-SHA256(ikm = key [|| PBKDF2(password)], salt = the KDF salt or empty, info = "penknife paste v1")`.
    fn derive_key(key: &[u8; KEY_BYTES], password: Option<(&str, &Kdf)>) -> [u8; 32] {
        let mut ikm = key.to_vec();
        let mut salt: &[u8] = &[];
        if let Some((password, Kdf::Pbkdf2Sha256 { iterations, salt: kdf_salt })) = password {
            let mut stretched = [0u8; 32];
            pbkdf2::pbkdf2_hmac::<Sha256>(password.as_bytes(), kdf_salt, *iterations, &mut stretched);
            ikm.extend_from_slice(&stretched);
            salt = kdf_salt;
        }
        let mut aes_key = [0u8; 32];
        // 32 bytes is far below HKDF-SHA256's 8160-byte limit.
        let _ = Hkdf::<Sha256>::new(Some(salt), &ikm).expand(HKDF_INFO, &mut aes_key);
        aes_key
    }

    fn cipher(aes_key: &[u8; 32]) -> Aes256Gcm {
        Aes256Gcm::new(&Key::<Aes256Gcm>::from(*aes_key))
    }

    fn random_bytes<const N: usize>(rng: &mut impl RandomSource) -> [u8; N] {
        let mut bytes = [0u8; N];
        for chunk in bytes.chunks_mut(8) {
            chunk.copy_from_slice(&rng.next_u64().to_le_bytes()[..chunk.len()]);
        }
        bytes
    }
}

/// Serde for byte fields as base64url without padding (strict: no padding, no stray bits).
mod base64url {
    use ::base64::Engine as _;
    use ::base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn encode(bytes: &[u8]) -> String {
        URL_SAFE_NO_PAD.encode(bytes)
    }

    pub fn decode(text: &str) -> Result<Vec<u8>, ::base64::DecodeError> {
        URL_SAFE_NO_PAD.decode(text)
    }

    pub fn serialize<S: Serializer>(bytes: impl AsRef<[u8]>, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&encode(bytes.as_ref()))
    }

    pub fn deserialize<'de, D, T>(deserializer: D) -> Result<T, D::Error>
    where
        D: Deserializer<'de>,
        T: TryFrom<Vec<u8>>,
    {
        let text = String::deserialize(deserializer)?;
        let bytes = decode(&text).map_err(|_| serde::de::Error::custom("expected base64url without padding"))?;
        let length = bytes.len();
        T::try_from(bytes).map_err(|_| serde::de::Error::custom(format!("unexpected length {length} bytes")))
    }
}

#[cfg(all(test, feature = "paste-crypto"))]
mod tests;
