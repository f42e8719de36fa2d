//! wasm door for the Markdown engine (`crates/core/src/markdown`).

use penknife_core::markdown::{self as engine, MarkdownOptions};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::js_error;

/// Markdown → `{ html, stats: { markdownSize, htmlSize, lineCount, wordCount } }` with the spec's options
/// (a plain object of camelCase booleans; missing ones take the spec's defaults, an unknown key is refused).
/// Throws the engine's refusal (`js_error`), e.g. blank input: 'Please enter Markdown content to convert'.
#[wasm_bindgen(js_name = convertMarkdown, unchecked_return_type = "Converted")]
pub fn convert_markdown(
    markdown: &str,
    #[wasm_bindgen(unchecked_param_type = "MarkdownOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let options: MarkdownOptions =
        if options.is_undefined() || options.is_null() { MarkdownOptions::default() } else { from_js(options)? };
    let converted = engine::markdown_to_html(markdown, &options).map_err(js_error)?;
    Ok(to_js(&converted)?)
}

/// The spec's defaults for the page's switches, written once (in [`MarkdownOptions::default`]).
#[wasm_bindgen(js_name = markdownDefaults, unchecked_return_type = "Required<MarkdownOptions>")]
pub fn markdown_defaults() -> Result<JsValue, JsError> {
    to_js(&MarkdownOptions::default())
}

/// Strict CommonMark 0.31.2 (no extensions, raw HTML passed through), for comparisons and benchmarks.
#[wasm_bindgen(js_name = convertCommonmark)]
pub fn convert_commonmark(markdown: &str) -> String {
    engine::commonmark_to_html(markdown)
}
