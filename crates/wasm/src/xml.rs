//! The `xml` bundle: the XML Formatter (penknife_core::xml). Throws the engine's refusal (`js_error_at` when it has
//! a place, which the editor marks).

use crate::js::{from_js, to_js};
use crate::{js_error, js_error_at};
use penknife_core::xml as engine;
use wasm_bindgen::prelude::*;

/// `input` formatted or minified as `options` say (`{ mode, indent, removeComments }`, each optional), once it is
/// known to be well-formed.
#[wasm_bindgen(js_name = transformXml)]
pub fn transform_xml(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "XmlOptions")] options: JsValue,
) -> Result<String, JsValue> {
    engine::transform_xml(input, &from_js(options)?).map_err(refusal)
}

/// The page's settings before the visitor changes them, written once (in [`engine::XmlOptions::default`]).
#[wasm_bindgen(js_name = xmlDefaults, unchecked_return_type = "Required<XmlOptions>")]
pub fn xml_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::XmlOptions::default())
}

fn refusal(error: engine::XmlError) -> JsValue {
    match error.position() {
        Some((line, column)) => js_error_at(error, line, column),
        None => js_error(error),
    }
}
