//! Compressed copies of the web app's files, made once per file and kept in memory.
//!
//! Brotli at its highest quality is too slow to run per request but shrinks JavaScript and wasm markedly more
//! than the default level tower-http's `CompressionLayer` uses; the files never change while the server runs, so
//! each is compressed once (in a blocking thread) and served from memory afterwards.

use std::collections::HashMap;
use std::io::Write as _;
use std::sync::{Arc, Mutex, PoisonError};

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, header};
use tokio::sync::OnceCell;

use crate::assets::Asset;

/// Smaller files gain too little from compression to be worth the extra header and CPU.
pub(crate) const MIN_COMPRESSIBLE_BYTES: usize = 512;

/// Files up to this size are compressed before the first answer (well under a second); larger ones are sent
/// compressed on the fly at a fast level until their best copy is ready.
pub(crate) const MAX_AWAITED_BYTES: usize = 1024 * 1024;

const BROTLI_QUALITY: i32 = 11;
/// Brotli window of 2^22 bytes (4 MiB): large wasm files find matches far back.
const BROTLI_WINDOW_BITS: i32 = 22;

/// Response extension marking a response whose encoding the handler already chose (a static file, possibly
/// precompressed); the generic compression layer leaves such responses alone (see `layers`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Negotiated;

/// A content coding the server can send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Coding {
    Brotli,
    Gzip,
}

impl Coding {
    /// The `Content-Encoding` token.
    pub(crate) fn token(self) -> &'static str {
        match self {
            Self::Brotli => "br",
            Self::Gzip => "gzip",
        }
    }

    pub(crate) fn header_value(self) -> HeaderValue {
        HeaderValue::from_static(self.token())
    }
}

/// Text formats (and wasm, which compresses about 3:1); images, fonts and archives are already compressed.
pub(crate) fn is_compressible(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or_default().trim();
    essence.starts_with("text/")
        || matches!(
            essence,
            "application/javascript"
                | "application/json"
                | "application/manifest+json"
                | "application/wasm"
                | "application/xml"
                | "image/svg+xml"
        )
}

/// The coding to answer with, from the request's `Accept-Encoding` (RFC 9110 §12.5.3): brotli when acceptable,
/// otherwise gzip, otherwise none. `q=0` refuses a coding; `*` stands for every coding not named.
pub(crate) fn negotiate(headers: &HeaderMap) -> Option<Coding> {
    let (mut brotli, mut gzip, mut any) = (None, None, None);
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim();
            let quality = parts
                .filter_map(|param| param.trim().strip_prefix("q=").or_else(|| param.trim().strip_prefix("Q=")))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if coding.eq_ignore_ascii_case("br") {
                brotli = Some(quality);
            } else if coding.eq_ignore_ascii_case("gzip") || coding.eq_ignore_ascii_case("x-gzip") {
                gzip = Some(quality);
            } else if coding == "*" {
                any = Some(quality);
            }
        }
    }
    let brotli = brotli.or(any).unwrap_or(0.0);
    let gzip = gzip.or(any).unwrap_or(0.0);
    if brotli > 0.0 && brotli >= gzip {
        Some(Coding::Brotli)
    } else if gzip > 0.0 {
        Some(Coding::Gzip)
    } else {
        None
    }
}

/// The compressed copies of one file; a coding is absent when it did not make the file smaller.
#[derive(Debug, Default)]
struct Encoded {
    brotli: Option<Bytes>,
    gzip: Option<Bytes>,
}

/// Compressed copies by content hash, so a file is compressed once however many requests ask for it at once.
#[derive(Debug, Default)]
pub(crate) struct Cache {
    cells: Mutex<HashMap<[u8; 32], Arc<OnceCell<Encoded>>>>,
}

impl Cache {
    /// The copy if it is already made (`Some(None)`: made, but compression did not help).
    pub(crate) fn peek(&self, asset: &Asset, coding: Coding) -> Option<Option<Bytes>> {
        let cells = self.cells.lock().unwrap_or_else(PoisonError::into_inner);
        let encoded = cells.get(&asset.hash)?.get()?;
        Some(match coding {
            Coding::Brotli => encoded.brotli.clone(),
            Coding::Gzip => encoded.gzip.clone(),
        })
    }

    pub(crate) async fn get(&self, asset: &Asset, coding: Coding) -> Option<Bytes> {
        let cell = {
            // A panic elsewhere while holding the lock cannot leave the map inconsistent (inserts are atomic).
            let mut cells = self.cells.lock().unwrap_or_else(PoisonError::into_inner);
            Arc::clone(cells.entry(asset.hash).or_default())
        };
        let encoded = cell
            .get_or_init(|| {
                let body = asset.body.clone();
                async move {
                    tokio::task::spawn_blocking(move || encode(&body)).await.unwrap_or_else(|error| {
                        tracing::warn!(%error, "compressing a web app file failed; serving it uncompressed");
                        Encoded::default()
                    })
                }
            })
            .await;
        match coding {
            Coding::Brotli => encoded.brotli.clone(),
            Coding::Gzip => encoded.gzip.clone(),
        }
    }
}

fn encode(body: &[u8]) -> Encoded {
    let smaller = |compressed: Vec<u8>| (compressed.len() < body.len()).then(|| Bytes::from(compressed));
    Encoded { brotli: brotli(body).and_then(smaller), gzip: gzip(body).and_then(smaller) }
}

fn brotli(body: &[u8]) -> Option<Vec<u8>> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: BROTLI_WINDOW_BITS,
        size_hint: body.len(),
        ..Default::default()
    };
    let mut out = Vec::with_capacity(body.len() / 3);
    brotli::BrotliCompress(&mut &body[..], &mut out, &params).ok()?;
    Some(out)
}

fn gzip(body: &[u8]) -> Option<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 3), flate2::Compression::best());
    encoder.write_all(body).ok()?;
    encoder.finish().ok()
}

#[cfg(test)]
mod tests {
    use std::io::Read as _;

    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).expect("valid header"));
        headers
    }

    #[test]
    fn negotiation_prefers_brotli_and_respects_q_zero() {
        assert_eq!(negotiate(&accept("gzip, deflate, br, zstd")), Some(Coding::Brotli));
        assert_eq!(negotiate(&accept("gzip")), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("br;q=0, gzip")), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("br;q=0.5, gzip;q=0.8")), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("*")), Some(Coding::Brotli));
        assert_eq!(negotiate(&accept("*;q=0, gzip")), Some(Coding::Gzip));
        assert_eq!(negotiate(&accept("identity")), None);
        assert_eq!(negotiate(&accept("gzip;q=0, br;q=0")), None);
        assert_eq!(negotiate(&HeaderMap::new()), None);
    }

    #[test]
    fn compressible_types() {
        for content_type in ["text/html; charset=utf-8", "text/javascript; charset=utf-8", "application/wasm"] {
            assert!(is_compressible(content_type), "{content_type}");
        }
        for content_type in ["image/png", "font/woff2", "application/octet-stream"] {
            assert!(!is_compressible(content_type), "{content_type}");
        }
    }

    #[test]
    fn both_codings_round_trip_and_shrink_text() {
        let body = "export const tool = 'base64';\n".repeat(200);
        let encoded = encode(body.as_bytes());

        let brotli = encoded.brotli.expect("brotli shrinks repetitive text");
        let mut decoded = String::new();
        brotli::Decompressor::new(&brotli[..], 4096).read_to_string(&mut decoded).expect("valid brotli");
        assert_eq!(decoded, body);

        let gzip = encoded.gzip.expect("gzip shrinks repetitive text");
        let mut decoded = String::new();
        flate2::read::GzDecoder::new(&gzip[..]).read_to_string(&mut decoded).expect("valid gzip");
        assert_eq!(decoded, body);
    }

    #[test]
    fn incompressible_input_keeps_no_copy() {
        // A one-byte file grows under either coding; no copy is kept, so the original is served.
        let encoded = encode(b"x");
        assert!(encoded.brotli.is_none());
        assert!(encoded.gzip.is_none());
    }
}
