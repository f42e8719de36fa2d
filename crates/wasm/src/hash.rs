//! The `hash` bundle: the Hash Generator (penknife_core::hash). A [`DigestStream`] takes a file's chunks as the worker
//! reads them, so a 2 GB file is never held whole; a refusal (an empty key, a pasted value that is no digest) is
//! thrown with `js_error`. Keys arrive as the text the visitor typed and are hashed as its UTF-8 bytes.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::hash::{self as engine, Algorithm, Digest};
use wasm_bindgen::prelude::*;

/// Every algorithm's running digest (or MAC under a key) of the bytes fed so far.
#[wasm_bindgen]
#[derive(Debug)]
pub struct DigestStream(engine::Hasher);

#[wasm_bindgen]
impl DigestStream {
    /// A stream for every algorithm; with `key`, their MACs (HMAC; BLAKE3's keyed mode for a 32-byte key).
    #[wasm_bindgen(constructor)]
    pub fn new(key: Option<String>) -> Result<DigestStream, JsValue> {
        engine::Hasher::new(&Algorithm::ALL, key.as_deref().map(str::as_bytes)).map(DigestStream).map_err(js_error)
    }

    /// Feeds the next chunk.
    pub fn update(&mut self, chunk: &[u8]) {
        self.0.update(chunk);
    }

    /// How many bytes have been fed.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> f64 {
        self.0.length() as f64
    }

    /// The digests of everything fed; the stream is used up.
    #[wasm_bindgen(unchecked_return_type = "HashResult")]
    pub fn finish(self) -> Result<JsValue, JsError> {
        to_js(&self.0.finish())
    }
}

/// The digests of `text`'s UTF-8 bytes (MACs under `key` when given).
#[wasm_bindgen(js_name = hashText, unchecked_return_type = "HashResult")]
pub fn hash_text(text: &str, key: Option<String>) -> Result<JsValue, JsValue> {
    let result = engine::hash(text.as_bytes(), key.as_deref().map(str::as_bytes)).map_err(js_error)?;
    Ok(to_js(&result)?)
}

/// The algorithm whose digest in `digests` the pasted text is (hexadecimal in any case, or Base64), or `null`.
#[wasm_bindgen(js_name = findDigestMatch, unchecked_return_type = "Algorithm | null")]
pub fn find_match(
    pasted: &str,
    #[wasm_bindgen(unchecked_param_type = "Digest[]")] digests: JsValue,
) -> Result<JsValue, JsValue> {
    let digests: Vec<Digest> = from_js(digests)?;
    Ok(to_js(&engine::find_match(pasted, &digests).map_err(js_error)?)?)
}
