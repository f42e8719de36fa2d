//! The `json` bundle: the JSON Formatter and Validator (penknife_core::json). Structured answers cross to JS as
//! plain objects (camelCase fields), so each page makes one worker call per input change.

use crate::js::to_js;
use crate::js_error;
use penknife_core::json as engine;
use wasm_bindgen::prelude::*;

/// The formatter page's answer for one input: `{ valid, error: { message, reason, line, column } | null,
/// stats: { size, minifiedSize, compressionRatio, keyCount, depth } | null, formatted, minified }`.
/// Throws only for an indent outside 1–8.
#[wasm_bindgen(js_name = analyzeJson, unchecked_return_type = "JsonAnalysis")]
pub fn analyze(text: &str, indent: u32) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::analyze(text, indent).map_err(js_error)?)?)
}

/// The validator page's answer: `{ valid, error, stats }` without building any output text.
#[wasm_bindgen(js_name = validateJson, unchecked_return_type = "JsonReport")]
pub fn validate(text: &str) -> Result<JsValue, JsError> {
    to_js(&engine::report(text))
}

/// Pretty-printed JSON; throws the engine's refusal (`js_error`), e.g. "expected `,` or `}` at line 3 column 5".
#[wasm_bindgen(js_name = formatJson)]
pub fn format(text: &str, indent: u32) -> Result<String, JsValue> {
    engine::format(text, indent).map_err(js_error)
}

/// Minified JSON; throws the engine's refusal (`js_error`).
#[wasm_bindgen(js_name = minifyJson)]
pub fn minify(text: &str) -> Result<String, JsValue> {
    engine::minify(text).map_err(js_error)
}

/// The indent slider's range (spaces).
#[wasm_bindgen(js_name = jsonIndentLimits, unchecked_return_type = "{ min: number; max: number }")]
pub fn indent_limits() -> Result<JsValue, JsError> {
    to_js(&crate::js::Limits::of(&(engine::MIN_INDENT..=engine::MAX_INDENT)))
}

/// The formatter's starting settings: `{ indent: 2 }`.
#[wasm_bindgen(js_name = jsonDefaults, unchecked_return_type = "{ indent: number }")]
pub fn defaults() -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct JsonDefaults {
        indent: u32,
    }
    to_js(&JsonDefaults { indent: engine::DEFAULT_INDENT })
}
