//! The CSS minifier bundle (`minify-css`).

use penknife_core::minify::css::{self as engine, CssMinifyError, CssMinifyOptions};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::{js_error, js_error_at};

/// CSS → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a plain object of the spec's camelCase switches (missing ones take the spec's defaults;
/// `undefined` means all defaults; an unknown key is refused). Invalid CSS throws an Error whose message has the
/// line and column; it also carries `reason`, `line` and `column`.
#[wasm_bindgen(js_name = minifyCss, unchecked_return_type = "Minified")]
pub fn minify_css(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "CssMinifyOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::minify_css(input, &read_options(options)?).map_err(thrown)?)?)
}

/// The spec's defaults for the page's switches, written once (in [`CssMinifyOptions::default`]).
#[wasm_bindgen(js_name = cssMinifyDefaults, unchecked_return_type = "Required<CssMinifyOptions>")]
pub fn css_minify_defaults() -> Result<JsValue, JsError> {
    to_js(&CssMinifyOptions::default())
}

fn read_options(options: JsValue) -> Result<CssMinifyOptions, JsError> {
    if options.is_undefined() || options.is_null() { Ok(CssMinifyOptions::default()) } else { from_js(options) }
}

/// The refusal thrown, with its place in the input when it has one.
fn thrown(error: CssMinifyError) -> JsValue {
    let place = match &error {
        CssMinifyError::Parse { line, column, .. } => Some((*line as usize, *column as usize)),
        CssMinifyError::TooDeep(too_deep) => Some((too_deep.line, too_deep.column)),
        CssMinifyError::Engine(_) => None,
    };
    match place {
        Some((line, column)) => js_error_at(error, line, column),
        None => js_error(error),
    }
}
