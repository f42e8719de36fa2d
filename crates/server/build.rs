//! Prepares `web/dist` for the `RustEmbed` derive in `src/assets.rs`.
//!
//! - Creates the folder when the web app was not built yet, so the crate compiles anyway (the server then answers
//!   503 "not built"); Vite's build replaces the folder's content later.
//! - Tells Cargo to rebuild this crate in release builds whenever anything in the folder changes. rust-embed
//!   embeds the files that existed at compile time and Cargo would otherwise not notice new content-hashed files,
//!   so a release binary built before `npm run build` would keep serving the old (or no) web app. Debug builds
//!   (tests, the e2e binary, `make dev`) read the folder at run time, so a new web app needs no rebuild there.

use std::path::PathBuf;

fn main() {
    let manifest_dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let dist = manifest_dir.join("../../web/dist");
    if let Err(error) = std::fs::create_dir_all(&dist) {
        // Not fatal: `#[allow_missing]` lets the derive cope with a missing folder.
        println!("cargo::warning=could not create {}: {error}", dist.display());
    }
    if std::env::var("PROFILE").as_deref() == Ok("release") {
        println!("cargo::rerun-if-changed={}", dist.display());
    } else {
        println!("cargo::rerun-if-changed=build.rs");
    }
}
