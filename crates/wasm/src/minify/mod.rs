//! The three minifier bundles (`minify-html`, `minify-css`, `minify-js`): one engine each. The HTML bundle calls
//! the other two for inline code through functions the page hands it, so it carries neither engine.

#[cfg(feature = "minify-css")]
pub mod css;
#[cfg(feature = "minify-html")]
pub mod html;
#[cfg(feature = "minify-js")]
pub mod js;

/// An engine error at a place in the input ([`crate::js_error_at`]).
#[cfg(any(feature = "minify-css", feature = "minify-js"))]
fn positioned_error(
    error: &(impl std::fmt::Display + serde::Serialize),
    reason: &str,
    line: usize,
    column: usize,
) -> wasm_bindgen::JsValue {
    crate::js_error_at(error, reason, line, column)
}
