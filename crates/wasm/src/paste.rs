use crate::js_error;
use penknife_core::paste;
use serde::Deserialize;
use serde::de::IntoDeserializer;
use wasm_bindgen::prelude::*;

/// The spec's download name of a paste titled `title` (`core::paste::download_name`, as the CLI names it).
#[wasm_bindgen(js_name = downloadName)]
pub fn download_name(title: &str) -> String {
    paste::download_name(title)
}

/// The title a paste is saved under: trimmed, 'Untitled Paste' when blank (`core::paste::title_or_default`).
#[wasm_bindgen(js_name = titleOrDefault)]
pub fn title_or_default(title: &str) -> String {
    paste::title_or_default(title).to_owned()
}

/// A link's fragment key as its 32 bytes (`core::paste::parse_key`, the CLI's rule: strict base64url), or
/// `undefined` when it is not one: the page then says the key is incomplete or damaged.
#[wasm_bindgen(js_name = parseKey)]
pub fn parse_key(text: &str) -> Option<Vec<u8>> {
    paste::parse_key(text).ok().map(Vec::from)
}

/// The reader's words for why a private paste did not open (`core::paste::OpenError`), as the CLI prints them.
#[wasm_bindgen(js_name = openErrorMessage)]
pub fn open_error_message(#[wasm_bindgen(unchecked_param_type = "OpenError")] kind: &str) -> Result<String, JsError> {
    // serde's own string deserializer: the kind's name as core spells it, without serde-wasm-bindgen's weight.
    let kind: Result<paste::OpenError, serde::de::value::Error> = Deserialize::deserialize(kind.into_deserializer());
    kind.map(|kind| kind.to_string()).map_err(js_error)
}
