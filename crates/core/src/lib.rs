//! Penknife's tool engines. Each module is one tool family: a pure function of
//! (input, options) → `Result<output, Error>` whose error messages are the ones users see.
//! No I/O, no wasm-bindgen, no HTTP here — those are the doors (`penknife-wasm`, the CLI, the server).
//! Generators take their randomness as an argument ([`random::RandomSource`]) so they stay pure and testable.

pub mod base;
pub mod base64;
#[cfg(feature = "color")]
pub mod color;
#[cfg(feature = "convert")]
pub mod convert;
#[cfg(feature = "csv")]
pub mod csv;
pub mod datauri;
#[cfg(feature = "diff")]
pub mod diff;
#[cfg(feature = "entities")]
pub mod entities;
#[cfg(feature = "hash")]
pub mod hash;
pub mod hashtag;
#[cfg(any(feature = "image", feature = "image-vector", feature = "avif"))]
pub mod image;
pub mod ip;
#[cfg(feature = "json")]
pub mod json;
#[cfg(feature = "jwt")]
pub mod jwt;
pub mod lorem;
#[cfg(feature = "markdown")]
pub mod markdown;
#[cfg(any(feature = "minify-html", feature = "minify-css", feature = "minify-js"))]
pub mod minify;
pub mod password;
pub mod paste;
#[cfg(feature = "pdf")]
pub mod pdf;
#[cfg(feature = "qr")]
pub mod qr;
pub mod random;
#[cfg(feature = "slug")]
pub mod slug;
#[cfg(feature = "sql")]
pub mod sql;
pub mod stack;
pub mod subnet;
pub mod text;
#[cfg(feature = "time")]
pub mod time;
pub mod url;
pub mod username;
pub mod uuid;
pub mod wheel;
#[cfg(feature = "xml")]
pub mod xml;
#[cfg(feature = "zip")]
pub mod zip;

/// Bytes serialised as bytes: a `Uint8Array` across the wasm boundary (serde-wasm-bindgen), not a list of numbers.
pub(crate) fn as_bytes<S: serde::Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_bytes(bytes)
}
