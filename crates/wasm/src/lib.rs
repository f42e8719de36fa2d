//! The browser's door to penknife-core: typed arguments in, `Result` out, no logic of its own.
//! Each engine family sits behind a cargo feature so it builds into its own wasm bundle: a new tool's binding is
//! one `#[cfg(feature = "<family>")] pub mod <tool>;` line here (and a new family one feature in Cargo.toml).

use wasm_bindgen::prelude::*;

#[cfg(feature = "avif")]
pub mod avif;
#[cfg(feature = "base")]
pub mod base;
#[cfg(feature = "base64")]
pub mod base64;
#[cfg(feature = "color")]
pub mod color;
#[cfg(feature = "convert")]
pub mod convert;
#[cfg(feature = "csv")]
pub mod csv;
#[cfg(feature = "base64")]
pub mod datauri;
#[cfg(feature = "diff")]
pub mod diff;
#[cfg(feature = "entities")]
pub mod entities;
#[cfg(feature = "generators")]
pub mod generators;
#[cfg(feature = "hash")]
pub mod hash;
#[cfg(feature = "image")]
pub mod image;
#[cfg(feature = "ip")]
pub mod ip;
mod js;
#[cfg(feature = "json")]
pub mod json;
#[cfg(feature = "jwt")]
pub mod jwt;
#[cfg(feature = "markdown")]
pub mod markdown;
#[cfg(any(feature = "minify-html", feature = "minify-css", feature = "minify-js"))]
pub mod minify;
#[cfg(feature = "paste")]
pub mod paste;
#[cfg(feature = "pdf")]
pub mod pdf;
#[cfg(feature = "qr")]
pub mod qr;
#[cfg(feature = "qr-read")]
pub mod qr_read;
#[cfg(feature = "slug")]
pub mod slug;
#[cfg(feature = "sql")]
pub mod sql;
#[cfg(feature = "ip")]
pub mod subnet;
#[cfg(feature = "svg")]
pub mod svg;
#[cfg(feature = "text")]
pub mod text;
#[cfg(feature = "time")]
pub mod time;
#[cfg(feature = "url")]
pub mod url;
#[cfg(feature = "uuid")]
pub mod uuid;
#[cfg(feature = "xml")]
pub mod xml;

/// Runs once when a bundle is instantiated: a Rust panic then reaches the console with its message
/// (and becomes a rejected promise in the worker) instead of an opaque `unreachable` trap.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// An engine's refusal as a thrown JS `Error`: `message` is its English text (the CLI's words, and what a console
/// shows) and `detail` its kind and parameters (`{ kind, params }`, typed by the engine's error enum), which the page
/// words in its visitor's language (web/src/lib/engine-refusal.ts).
#[allow(dead_code, reason = "the ip, paste and text bundles refuse nothing")]
pub(crate) fn js_error<E: std::fmt::Display + serde::Serialize>(error: E) -> JsValue {
    thrown::error(&error.to_string(), detail(&error), None)
}

/// [`js_error`] for an error at a place in its input: it adds the 1-based `line` and `column`, which the editors
/// mark.
#[allow(dead_code, reason = "only the bundles with a parser use it")]
pub(crate) fn js_error_at<E: std::fmt::Display + serde::Serialize>(error: E, line: usize, column: usize) -> JsValue {
    thrown::error(&error.to_string(), detail(&error), Some(vec![line as u32, column as u32]))
}

/// A failure that is no engine refusal (a value that cannot cross the boundary, an id the page never sends): a JS
/// `Error` with its English only.
pub(crate) fn plain_error(error: impl std::fmt::Display) -> JsError {
    JsError::new(&error.to_string())
}

fn detail(error: &impl serde::Serialize) -> JsValue {
    error.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::UNDEFINED)
}

/// Made in JS: one call, where setting the fields from Rust costs a bundle half a kilobyte.
mod thrown {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen(inline_js = "export function error(message, detail, at) {
        const error = Object.assign(new Error(message), { detail });
        return at ? Object.assign(error, { line: at[0], column: at[1] }) : error;
    }")]
    extern "C" {
        pub fn error(message: &str, detail: JsValue, at: Option<Vec<u32>>) -> JsValue;
    }
}
