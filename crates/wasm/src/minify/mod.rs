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
    use js_sys::Reflect;
    let value: wasm_bindgen::JsValue = js_sys::Error::new(&error.to_string()).into();
    // Setting a property on a fresh Error cannot fail.
    let _ = Reflect::set(&value, &"reason".into(), &reason.into());
    let _ = Reflect::set(&value, &"line".into(), &(line as u32).into());
    let _ = Reflect::set(&value, &"column".into(), &(column as u32).into());
    value
}
