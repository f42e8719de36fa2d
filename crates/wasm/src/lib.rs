//! The browser's door to penknife-core: typed arguments in, `Result` out, no logic of its own.
//! Each engine family sits behind a cargo feature so it builds into its own wasm bundle: a new tool's binding is
//! one `#[cfg(feature = "<family>")] pub mod <tool>;` line here (and a new family one feature in Cargo.toml).

use wasm_bindgen::prelude::*;

#[cfg(feature = "base64")]
pub mod base64;
#[cfg(feature = "generators")]
pub mod generators;
#[cfg(feature = "image")]
pub mod image;
#[cfg(feature = "ip")]
pub mod ip;
mod js;
#[cfg(feature = "json")]
pub mod json;
#[cfg(feature = "markdown")]
pub mod markdown;
#[cfg(any(feature = "minify-html", feature = "minify-css", feature = "minify-js"))]
pub mod minify;
#[cfg(feature = "paste")]
pub mod paste;
#[cfg(feature = "svg")]
pub mod svg;
#[cfg(feature = "text")]
pub mod text;
#[cfg(feature = "url")]
pub mod url;

/// Runs once when a bundle is instantiated: a Rust panic then reaches the console with its message
/// (and becomes a rejected promise in the worker) instead of an opaque `unreachable` trap.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Turns an engine error into a JS `Error` whose message is the user-facing text.
pub(crate) fn js_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}
