//! The Hash Generator: MD5 (RFC 1321), SHA-1, SHA-256, SHA-384 and SHA-512 (FIPS 180-4), SHA3-256 (FIPS 202) and
//! BLAKE3, side by side, over bytes fed in chunks of any size, so a 2 GB file is never held whole. With a key they
//! become MACs: HMAC (RFC 2104) for MD5, SHA-1, SHA-2 and SHA3-256, and BLAKE3's own keyed mode, which takes a key of
//! exactly 32 bytes (BLAKE3 has no HMAC and no standard way to fit another key, so none is invented). What
//! `penknife hash`, the page (the `hash` wasm bundle) and the fuzzer call.
//!
//! Digests are given in lowercase hexadecimal and in Base64 (RFC 4648, padded); [`find_match`] reads a pasted
//! digest in either (hexadecimal in any case) and names the algorithm whose digest it is.

#[cfg(test)]
mod tests;

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD, URL_SAFE_NO_PAD};
use digest::{KeyInit, Mac};
use hmac::SimpleHmac;
use serde::{Deserialize, Serialize};

/// A hash function the generator computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub enum Algorithm {
    #[serde(rename = "md5")]
    Md5,
    #[serde(rename = "sha1")]
    Sha1,
    #[serde(rename = "sha256")]
    Sha256,
    #[serde(rename = "sha384")]
    Sha384,
    #[serde(rename = "sha512")]
    Sha512,
    #[serde(rename = "sha3-256")]
    Sha3_256,
    #[serde(rename = "blake3")]
    Blake3,
}

impl Algorithm {
    /// Every algorithm, in the order the page and the command line list them.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Md5,
        Algorithm::Sha1,
        Algorithm::Sha256,
        Algorithm::Sha384,
        Algorithm::Sha512,
        Algorithm::Sha3_256,
        Algorithm::Blake3,
    ];

    /// Its usual name: `SHA-256`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Md5 => "MD5",
            Self::Sha1 => "SHA-1",
            Self::Sha256 => "SHA-256",
            Self::Sha384 => "SHA-384",
            Self::Sha512 => "SHA-512",
            Self::Sha3_256 => "SHA3-256",
            Self::Blake3 => "BLAKE3",
        }
    }

    /// The algorithm named `name` (`sha256`, `SHA-256`, `sha3-256`, …: case, `-` and `_` do not matter).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        let wanted: String = name.chars().filter(|c| !matches!(c, '-' | '_')).flat_map(char::to_lowercase).collect();
        Self::ALL.into_iter().find(|algorithm| algorithm.name().replace('-', "").to_lowercase() == wanted)
    }

    /// Collisions can be made on purpose (MD5 since 2004, SHA-1 since 2017): fine for spotting a damaged download,
    /// unfit for signatures, certificates or passwords.
    pub fn unfit_for_security(self) -> bool {
        matches!(self, Self::Md5 | Self::Sha1)
    }

    /// The digest's length in bytes.
    pub fn output_len(self) -> usize {
        match self {
            Self::Md5 => 16,
            Self::Sha1 => 20,
            Self::Sha256 | Self::Sha3_256 | Self::Blake3 => 32,
            Self::Sha384 => 48,
            Self::Sha512 => 64,
        }
    }
}

/// BLAKE3's keyed mode takes a key of exactly this many bytes.
pub const BLAKE3_KEY_LEN: usize = blake3::KEY_LEN;

/// Why an input cannot be hashed or compared: a kind and its parameters, which the page words in its visitor's
/// language (`web/src/tools/hash-generator/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum HashError {
    /// A MAC was asked for with a key of no bytes (almost always a key not entered yet).
    #[error("The HMAC key is empty.")]
    EmptyKey,
    /// BLAKE3 with a key that is not 32 bytes long: its keyed mode takes exactly 32.
    #[error("BLAKE3's keyed mode takes a key of exactly 32 bytes; this key is {}.", bytes(*length))]
    Blake3KeyLength { length: usize },
    /// A pasted digest that is neither hexadecimal nor Base64.
    #[error("This is not a digest: paste hexadecimal digits or Base64.")]
    NotADigest,
}

fn bytes(count: usize) -> String {
    if count == 1 { "1 byte".to_owned() } else { format!("{count} bytes") }
}

/// One algorithm's digest, in both of the page's forms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Digest {
    pub algorithm: Algorithm,
    /// Lowercase hexadecimal.
    pub hex: String,
    /// Base64, standard alphabet, padded.
    pub base64: String,
    /// The algorithm's collisions can be made on purpose ([`Algorithm::unfit_for_security`]).
    pub unfit_for_security: bool,
}

/// An algorithm that could not run with this key, and why (the page shows it in the algorithm's row).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Unavailable {
    pub algorithm: Algorithm,
    pub reason: HashError,
}

/// Every digest of one input.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HashResult {
    /// In the order asked for.
    pub digests: Vec<Digest>,
    /// With a key: the algorithms that cannot take it (BLAKE3 with a key that is not 32 bytes).
    pub unavailable: Vec<Unavailable>,
    /// How many bytes were hashed.
    pub length: u64,
    /// Whether the digests are MACs under a key.
    pub keyed: bool,
}

/// Hashes bytes fed in chunks with several algorithms at once; the split into chunks never changes the result.
pub struct Hasher {
    streams: Vec<(Algorithm, Box<dyn Stream>)>,
    unavailable: Vec<Unavailable>,
    length: u64,
    keyed: bool,
}

impl std::fmt::Debug for Hasher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let algorithms: Vec<_> = self.streams.iter().map(|(algorithm, _)| algorithm).collect();
        f.debug_struct("Hasher").field("algorithms", &algorithms).field("length", &self.length).finish_non_exhaustive()
    }
}

impl Hasher {
    /// A hasher for `algorithms`; with a `key`, their MACs. An empty key is refused; an algorithm that cannot take
    /// the key (BLAKE3 unless it is 32 bytes) is left out and listed in [`HashResult::unavailable`].
    pub fn new(algorithms: &[Algorithm], key: Option<&[u8]>) -> Result<Hasher, HashError> {
        if key.is_some_and(<[u8]>::is_empty) {
            return Err(HashError::EmptyKey);
        }
        let mut streams = Vec::with_capacity(algorithms.len());
        let mut unavailable = Vec::new();
        for &algorithm in algorithms {
            match stream(algorithm, key) {
                Ok(stream) => streams.push((algorithm, stream)),
                Err(reason) => unavailable.push(Unavailable { algorithm, reason }),
            }
        }
        Ok(Hasher { streams, unavailable, length: 0, keyed: key.is_some() })
    }

    /// Feeds the next bytes.
    pub fn update(&mut self, chunk: &[u8]) {
        for (_, stream) in &mut self.streams {
            stream.update(chunk);
        }
        self.length += chunk.len() as u64;
    }

    /// How many bytes have been fed.
    pub fn length(&self) -> u64 {
        self.length
    }

    /// The digests of everything fed.
    pub fn finish(self) -> HashResult {
        let digests = self
            .streams
            .into_iter()
            .map(|(algorithm, stream)| {
                let bytes = stream.finish();
                Digest {
                    algorithm,
                    hex: hex(&bytes),
                    base64: STANDARD.encode(&bytes),
                    unfit_for_security: algorithm.unfit_for_security(),
                }
            })
            .collect();
        HashResult { digests, unavailable: self.unavailable, length: self.length, keyed: self.keyed }
    }
}

/// Every algorithm's digest (or MAC under `key`) of `bytes`, in one go.
pub fn hash(bytes: &[u8], key: Option<&[u8]>) -> Result<HashResult, HashError> {
    let mut hasher = Hasher::new(&Algorithm::ALL, key)?;
    hasher.update(bytes);
    Ok(hasher.finish())
}

/// The digest in `digests` that `pasted` is: hexadecimal in any case, or Base64 (standard or URL-safe, padded or
/// not); spaces and line breaks around or inside it are ignored, as is a `:` between hexadecimal pairs. `None` when
/// it is a digest but none of these; refused when it is neither hexadecimal nor Base64.
pub fn find_match(pasted: &str, digests: &[Digest]) -> Result<Option<Algorithm>, HashError> {
    let compact: String = pasted.chars().filter(|c| !c.is_whitespace()).collect();
    let candidates = decode_digest(&compact);
    // Hexadecimal digits one short (or one too many) are a digest that matches nothing, not a refusal.
    let hex_digits = !compact.is_empty() && compact.bytes().all(|byte| byte.is_ascii_hexdigit());
    if candidates.is_empty() && !hex_digits {
        return Err(HashError::NotADigest);
    }
    Ok(digests.iter().find(|digest| candidates.iter().any(|bytes| hex(bytes) == digest.hex)).map(|d| d.algorithm))
}

/// Every byte string `text` can be read as: hexadecimal (with or without `:` between pairs), Base64, or both (`abcd`
/// is both).
fn decode_digest(text: &str) -> Vec<Vec<u8>> {
    let mut readings = Vec::new();
    let unseparated =
        if text.len() > 2 && text.as_bytes().get(2) == Some(&b':') { text.replace(':', "") } else { text.to_owned() };
    if !unseparated.is_empty()
        && unseparated.len().is_multiple_of(2)
        && let Some(bytes) = unhex(&unseparated)
    {
        readings.push(bytes);
    }
    let unpadded = text.trim_end_matches('=');
    for engine in [&STANDARD_NO_PAD, &URL_SAFE_NO_PAD] {
        if let Ok(bytes) = engine.decode(unpadded)
            && !bytes.is_empty()
        {
            readings.push(bytes);
        }
    }
    readings
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &byte in bytes {
        out.push(char::from(DIGITS[usize::from(byte >> 4)]));
        out.push(char::from(DIGITS[usize::from(byte & 15)]));
    }
    out
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| char::from(c).to_digit(16).map(|d| d as u8);
    text.as_bytes().chunks(2).map(|pair| Some(digit(pair[0])? << 4 | digit(*pair.get(1)?)?)).collect()
}

/// One algorithm's running state, plain or keyed.
trait Stream {
    fn update(&mut self, chunk: &[u8]);
    fn finish(self: Box<Self>) -> Vec<u8>;
}

struct Plain<D>(D);

impl<D: digest::Digest> Stream for Plain<D> {
    fn update(&mut self, chunk: &[u8]) {
        digest::Digest::update(&mut self.0, chunk);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.0.finalize().to_vec()
    }
}

struct Keyed<M>(M);

impl<M: Mac> Stream for Keyed<M> {
    fn update(&mut self, chunk: &[u8]) {
        Mac::update(&mut self.0, chunk);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.0.finalize().into_bytes().to_vec()
    }
}

impl Stream for blake3::Hasher {
    fn update(&mut self, chunk: &[u8]) {
        blake3::Hasher::update(self, chunk);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.finalize().as_bytes().to_vec()
    }
}

fn stream(algorithm: Algorithm, key: Option<&[u8]>) -> Result<Box<dyn Stream>, HashError> {
    fn plain<D: digest::Digest + 'static>() -> Box<dyn Stream> {
        Box::new(Plain(D::new()))
    }
    fn hmac<D: digest::Digest + digest::common::BlockSizeUser + 'static>(key: &[u8]) -> Box<dyn Stream> {
        #[allow(clippy::expect_used, reason = "HMAC takes a key of any length")]
        Box::new(Keyed(SimpleHmac::<D>::new_from_slice(key).expect("HMAC takes a key of any length")))
    }
    Ok(match (algorithm, key) {
        (Algorithm::Md5, None) => plain::<md5::Md5>(),
        (Algorithm::Sha1, None) => plain::<sha1::Sha1>(),
        (Algorithm::Sha256, None) => plain::<sha2::Sha256>(),
        (Algorithm::Sha384, None) => plain::<sha2::Sha384>(),
        (Algorithm::Sha512, None) => plain::<sha2::Sha512>(),
        (Algorithm::Sha3_256, None) => plain::<sha3::Sha3_256>(),
        (Algorithm::Blake3, None) => Box::new(blake3::Hasher::new()),
        (Algorithm::Md5, Some(key)) => hmac::<md5::Md5>(key),
        (Algorithm::Sha1, Some(key)) => hmac::<sha1::Sha1>(key),
        (Algorithm::Sha256, Some(key)) => hmac::<sha2::Sha256>(key),
        (Algorithm::Sha384, Some(key)) => hmac::<sha2::Sha384>(key),
        (Algorithm::Sha512, Some(key)) => hmac::<sha2::Sha512>(key),
        (Algorithm::Sha3_256, Some(key)) => hmac::<sha3::Sha3_256>(key),
        (Algorithm::Blake3, Some(key)) => {
            let key: &[u8; BLAKE3_KEY_LEN] =
                key.try_into().map_err(|_| HashError::Blake3KeyLength { length: key.len() })?;
            Box::new(blake3::Hasher::new_keyed(key))
        }
    })
}
