//! Where the web app's files come from: `web/dist` embedded in the binary, or a set of in-memory files (tests).
//!
//! Handlers only see [`Asset`]s (bytes + content hash); how they were stored does not matter to them.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;
use std::time::Instant;

use axum::body::Bytes;
use sha2::{Digest as _, Sha256};

use crate::precompress::{self, Coding};

/// The Vite build output. Release builds embed the files at compile time; debug builds read them from disk on each
/// request, so a rebuilt web app shows up without recompiling. `allow_missing`: `cargo build` and `cargo test` must
/// work before the web app was ever built (build.rs also creates the empty folder and watches it for changes).
#[derive(rust_embed::Embed)]
#[folder = "../../web/dist/"]
#[allow_missing = true]
struct WebDist;

/// One file of the web app.
#[derive(Debug, Clone)]
pub(crate) struct Asset {
    pub body: Bytes,
    /// SHA-256 of `body`: the ETag, and the key of the compressed copies.
    pub hash: [u8; 32],
}

/// A file's highest-level compressed copy, or that it is still being made.
#[derive(Debug)]
pub(crate) enum Precompressed {
    /// `None`: compression does not make this file smaller.
    Ready(Option<Bytes>),
    Pending,
}

/// The web app's files plus their cached compressed copies. Cheap to clone (shared).
#[derive(Clone)]
pub struct Assets {
    inner: Arc<Inner>,
}

struct Inner {
    source: Source,
    compressed: precompress::Cache,
}

enum Source {
    Embedded,
    Memory(HashMap<String, Asset>),
}

impl Assets {
    /// The web app embedded in the binary (`web/dist` at build time).
    pub fn embedded() -> Self {
        Self::with_source(Source::Embedded)
    }

    /// A web app held in memory, e.g. `[("index.html", "<!doctype html>…"), ("assets/app-1a2b3c.js", …)]`.
    /// Names are paths relative to the site root; a leading `/` is ignored.
    pub fn from_files<I, N, B>(files: I) -> Self
    where
        I: IntoIterator<Item = (N, B)>,
        N: Into<String>,
        B: Into<Bytes>,
    {
        let files = files
            .into_iter()
            .map(|(name, body)| {
                let name = name.into().trim_start_matches('/').to_owned();
                let body = body.into();
                let hash = Sha256::digest(&body).into();
                (name, Asset { body, hash })
            })
            .collect();
        Self::with_source(Source::Memory(files))
    }

    fn with_source(source: Source) -> Self {
        Self { inner: Arc::new(Inner { source, compressed: precompress::Cache::default() }) }
    }

    /// The file at `name` (relative to the site root, no leading `/`), if there is one.
    pub(crate) fn get(&self, name: &str) -> Option<Asset> {
        match &self.inner.source {
            Source::Embedded => WebDist::get(name).map(|file| Asset {
                body: match file.data {
                    Cow::Borrowed(bytes) => Bytes::from_static(bytes),
                    Cow::Owned(bytes) => Bytes::from(bytes),
                },
                hash: file.metadata.sha256_hash(),
            }),
            Source::Memory(files) => files.get(name).cloned(),
        }
    }

    fn names(&self) -> Vec<String> {
        match &self.inner.source {
            Source::Embedded => WebDist::iter().map(Cow::into_owned).collect(),
            Source::Memory(files) => files.keys().cloned().collect(),
        }
    }

    /// `asset` compressed with `coding` at the highest level (`None` when compression would not help). A large
    /// file whose copy is still being made (brotli at quality 11 takes seconds on a multi-megabyte wasm engine)
    /// is [`Precompressed::Pending`] and the work continues in the background, so no request waits seconds for it.
    pub(crate) async fn compressed(&self, asset: &Asset, coding: Coding) -> Precompressed {
        if let Some(done) = self.inner.compressed.peek(asset, coding) {
            return Precompressed::Ready(done);
        }
        // Small files (all the app shell needs) are worth their short wait: the best copy, then cached forever.
        if asset.body.len() <= precompress::MAX_AWAITED_BYTES {
            return Precompressed::Ready(self.inner.compressed.get(asset, coding).await);
        }
        let (assets, asset) = (self.clone(), asset.clone());
        tokio::spawn(async move { assets.inner.compressed.get(&asset, coding).await });
        Precompressed::Pending
    }

    /// Compresses every compressible file ahead of the first request for it, smallest first (the HTML, CSS and
    /// JavaScript a first visit needs are ready long before the large wasm engines).
    pub async fn precompress_all(self) {
        let started = Instant::now();
        let mut files: Vec<Asset> = self
            .names()
            .iter()
            .filter(|name| precompress::is_compressible(&crate::spa::content_type(name)))
            .filter_map(|name| self.get(name))
            .collect();
        files.sort_by_key(|asset| asset.body.len());
        for asset in &files {
            self.inner.compressed.get(asset, Coding::Brotli).await;
        }
        tracing::debug!(files = files.len(), elapsed_ms = started.elapsed().as_millis(), "precompressed the web app");
    }
}

impl fmt::Debug for Assets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let source = match &self.inner.source {
            Source::Embedded => "embedded",
            Source::Memory(_) => "memory",
        };
        f.debug_struct("Assets").field("source", &source).finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_files_are_found_without_their_leading_slash() {
        let assets = Assets::from_files([("/index.html", "<html>"), ("assets/a-1.js", "x")]);
        let index = assets.get("index.html").expect("index.html is stored");
        assert_eq!(index.body, Bytes::from_static(b"<html>"));
        assert!(assets.get("/index.html").is_none());
        assert!(assets.get("missing.js").is_none());
        let mut names = assets.names();
        names.sort();
        assert_eq!(names, ["assets/a-1.js", "index.html"]);
    }

    #[test]
    fn the_hash_is_the_sha256_of_the_content() {
        let assets = Assets::from_files([("a.txt", "abc")]);
        let hash = assets.get("a.txt").expect("a.txt is stored").hash;
        // SHA-256("abc"), FIPS 180-2 test vector.
        assert_eq!(hash[..4], [0xba, 0x78, 0x16, 0xbf]);
    }
}
