//! The `diff` bundle: the Diff Checker (penknife_core::diff). It refuses nothing: any two texts compare.

use crate::js::{from_js, to_js};
use penknife_core::diff as engine;
use wasm_bindgen::prelude::*;

/// `old` and `new` compared by `options` (`{ granularity, ignoreWhitespace, ignoreCase, context, oldName, newName }`,
/// each optional): the counts, the changed runs of lines with their marks, and the unified diff.
#[wasm_bindgen(js_name = diffTexts, unchecked_return_type = "Diff")]
pub fn diff(
    old: &str,
    new: &str,
    #[wasm_bindgen(unchecked_param_type = "DiffOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&engine::diff(old, new, &from_js(options)?))
}

/// The page's settings before the visitor changes them, written once (in [`engine::DiffOptions::default`]).
#[wasm_bindgen(js_name = diffDefaults, unchecked_return_type = "Required<DiffOptions>")]
pub fn diff_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::DiffOptions::default())
}
