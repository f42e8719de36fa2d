//! The JS Minifier's door: options as a plain object in, the shared `Minified` object out.

use penknife_core::minify::js::{self as engine, JsMinifyError, JsMinifyOptions, ProgramKind};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::{js_error, js_error_at};

/// JavaScript → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a partial `{ removeComments, removeWhitespace, removeEmptyLines, shortenBooleans,
/// removeDebugStatements, removeTrailingSemicolons, preserveNewlines, mangle, removeDeadCode }`: missing
/// fields take the spec's defaults (`undefined` or `null` = all defaults; an unknown key is refused). `kind` is `"script"` or `"module"`
/// when the caller knows it (a `<script>` element's type); otherwise it is read from the code. Throws the
/// parser's error with line and column ("Unexpected token at line 3, column 7") when the input is not valid
/// JavaScript; the Error also carries `reason`, `line` and `column`.
#[wasm_bindgen(js_name = minifyJs, unchecked_return_type = "Minified")]
pub fn minify_js(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "JsMinifyOptions | undefined")] options: JsValue,
    #[wasm_bindgen(unchecked_param_type = "ProgramKind | null")] kind: Option<String>,
) -> Result<JsValue, JsValue> {
    let options: JsMinifyOptions =
        if options.is_undefined() || options.is_null() { JsMinifyOptions::default() } else { from_js(options)? };
    let kind = match kind.as_deref() {
        Some("script") => ProgramKind::Script,
        Some("module") => ProgramKind::Module,
        _ => ProgramKind::Detect,
    };
    Ok(to_js(&engine::minify_program(input, &options, kind).map_err(thrown)?)?)
}

/// The spec's defaults for the page's switches, written once (in [`JsMinifyOptions::default`]).
#[wasm_bindgen(js_name = jsMinifyDefaults, unchecked_return_type = "Required<JsMinifyOptions>")]
pub fn js_minify_defaults() -> Result<JsValue, JsError> {
    to_js(&JsMinifyOptions::default())
}

/// The refusal thrown, with its place in the input when it has one.
fn thrown(error: JsMinifyError) -> JsValue {
    let place = match &error {
        JsMinifyError::Syntax { line, column, .. } => Some((*line, *column)),
        JsMinifyError::TooDeep(too_deep) => Some((too_deep.line, too_deep.column)),
        JsMinifyError::Engine(_) => None,
    };
    match place {
        Some((line, column)) => js_error_at(error, line, column),
        None => js_error(error),
    }
}
