//! The three minifier bundles (`minify-html`, `minify-css`, `minify-js`): one engine each. The HTML bundle calls
//! the other two for inline code through functions the page hands it, so it carries neither engine.

#[cfg(feature = "minify-css")]
pub mod css;
#[cfg(feature = "minify-html")]
pub mod html;
#[cfg(feature = "minify-js")]
pub mod js;

/// An engine error at a place in the input: a JS `Error` whose message is the user-facing text, carrying the
/// bare `reason`, `line` and `column` for a caller that places it in a larger document (the HTML minifier).
#[cfg(any(feature = "minify-css", feature = "minify-js"))]
fn positioned_error(error: &impl std::fmt::Display, reason: &str, line: usize, column: usize) -> wasm_bindgen::JsValue {
    positioned::error(&error.to_string(), reason, line as u32, column as u32)
}

/// Made in JS: one call, where setting the three fields from Rust costs the bundle half a kilobyte.
#[cfg(any(feature = "minify-css", feature = "minify-js"))]
mod positioned {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen(inline_js = "export function error(message, reason, line, column) {
        return Object.assign(new Error(message), { reason, line, column });
    }")]
    extern "C" {
        pub fn error(message: &str, reason: &str, line: u32, column: u32) -> JsValue;
    }
}
