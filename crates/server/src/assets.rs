//! Where the web app's files come from: `web/dist` embedded in the binary, a folder given at start (`--web-dir`),
//! or a set of in-memory files (tests).
//!
//! Handlers only see [`Asset`]s (bytes, content hash and compressed copies); how they were stored does not matter
//! to them. The compressed copies are made when the web app is built (`web/build/precompress.ts` writes `x.br` and
//! `x.gz` beside `x`), so the server never compresses a file itself: it serves at full speed from its first
//! request and spends no CPU on it.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Bytes;
use sha2::{Digest as _, Sha256};

use crate::precompress::Coding;

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
    /// SHA-256 of `body`: the ETag.
    pub hash: [u8; 32],
    /// The build's brotli copy (`x.br`), when it made one (only when smaller).
    pub brotli: Option<Bytes>,
    /// The build's gzip copy (`x.gz`), when it made one.
    pub gzip: Option<Bytes>,
}

impl Asset {
    /// The copy in `coding`, if the build made one.
    pub(crate) fn compressed(&self, coding: Coding) -> Option<&Bytes> {
        match coding {
            Coding::Brotli => self.brotli.as_ref(),
            Coding::Gzip => self.gzip.as_ref(),
        }
    }
}

/// The web app's files. Cheap to clone (shared).
#[derive(Clone)]
pub struct Assets {
    source: Arc<Source>,
}

enum Source {
    Embedded,
    /// Read from disk on each request: a new build copied in is served at once.
    Dir(PathBuf),
    /// Each file with its SHA-256, computed once.
    Memory(HashMap<String, (Bytes, [u8; 32])>),
}

impl Assets {
    /// The web app embedded in the binary (`web/dist` at build time).
    pub fn embedded() -> Self {
        Self { source: Arc::new(Source::Embedded) }
    }

    /// The web app in `dir` (a `web/dist` as Vite and the precompress step write it), read on each request.
    pub fn from_dir(dir: PathBuf) -> Self {
        Self { source: Arc::new(Source::Dir(dir)) }
    }

    /// A web app held in memory, e.g. `[("index.html", "<!doctype html>…"), ("assets/app-1a2b3c.js", …)]`, with
    /// compressed copies as the build makes them (`("assets/app-1a2b3c.js.br", …)`). Names are paths relative to
    /// the site root; a leading `/` is ignored.
    pub fn from_files<I, N, B>(files: I) -> Self
    where
        I: IntoIterator<Item = (N, B)>,
        N: Into<String>,
        B: Into<Bytes>,
    {
        let files = files
            .into_iter()
            .map(|(name, body)| {
                let body: Bytes = body.into();
                let hash = Sha256::digest(&body).into();
                (name.into().trim_start_matches('/').to_owned(), (body, hash))
            })
            .collect();
        Self { source: Arc::new(Source::Memory(files)) }
    }

    /// The file at `name` (relative to the site root, no leading `/`) with its compressed copies, if there is one.
    /// The copies themselves are not files of the site: they are only ever sent as an encoding of their original.
    pub(crate) fn get(&self, name: &str) -> Option<Asset> {
        if Coding::ALL.iter().any(|coding| name.ends_with(coding.extension())) {
            return None;
        }
        let (body, hash) = self.file(name)?;
        let copy = |coding: Coding| self.file(&format!("{name}{}", coding.extension())).map(|(bytes, _)| bytes);
        Some(Asset { body, hash, brotli: copy(Coding::Brotli), gzip: copy(Coding::Gzip) })
    }

    fn file(&self, name: &str) -> Option<(Bytes, [u8; 32])> {
        match &*self.source {
            Source::Embedded => WebDist::get(name).map(|file| {
                let hash = file.metadata.sha256_hash();
                let body = match file.data {
                    Cow::Borrowed(bytes) => Bytes::from_static(bytes),
                    Cow::Owned(bytes) => Bytes::from(bytes),
                };
                (body, hash)
            }),
            // `name` is a checked relative path (spa::file_name: no `..`, no empty or `.` segments).
            Source::Dir(dir) => std::fs::read(dir.join(name)).ok().map(|body| {
                let hash = Sha256::digest(&body).into();
                (Bytes::from(body), hash)
            }),
            Source::Memory(files) => files.get(name).cloned(),
        }
    }
}

impl fmt::Debug for Assets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let source = match &*self.source {
            Source::Embedded => "embedded",
            Source::Dir(_) => "folder",
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
    }

    #[test]
    fn compressed_copies_come_with_their_file_and_are_not_files_themselves() {
        let assets = Assets::from_files([("a.js", "plain"), ("a.js.br", "brotli"), ("b.js", "b"), ("b.js.gz", "gzip")]);
        let a = assets.get("a.js").expect("a.js is stored");
        assert_eq!((a.brotli, a.gzip), (Some(Bytes::from_static(b"brotli")), None));
        let b = assets.get("b.js").expect("b.js is stored");
        assert_eq!((b.brotli, b.gzip), (None, Some(Bytes::from_static(b"gzip"))));
        assert!(assets.get("a.js.br").is_none());
        assert!(assets.get("b.js.gz").is_none());
    }

    #[test]
    fn a_folder_is_read_on_each_request() {
        let dir = std::env::temp_dir().join(format!("penknife-assets-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).expect("a temporary folder");
        std::fs::write(dir.join("sw.js"), "A").expect("written");
        std::fs::write(dir.join("assets/a-1.js"), "x").expect("written");
        std::fs::write(dir.join("assets/a-1.js.br"), "br").expect("written");
        let assets = Assets::from_dir(dir.clone());
        assert_eq!(assets.get("sw.js").expect("sw.js").body, Bytes::from_static(b"A"));
        let script = assets.get("assets/a-1.js").expect("the script");
        assert_eq!(script.brotli, Some(Bytes::from_static(b"br")));
        std::fs::write(dir.join("sw.js"), "B").expect("written");
        assert_eq!(assets.get("sw.js").expect("sw.js").body, Bytes::from_static(b"B"));
        assert!(assets.get("missing.js").is_none());
        std::fs::remove_dir_all(&dir).expect("removed");
    }

    #[test]
    fn the_hash_is_the_sha256_of_the_content() {
        let assets = Assets::from_files([("a.txt", "abc")]);
        let hash = assets.get("a.txt").expect("a.txt is stored").hash;
        // SHA-256("abc"), FIPS 180-2 test vector.
        assert_eq!(hash[..4], [0xba, 0x78, 0x16, 0xbf]);
    }
}
