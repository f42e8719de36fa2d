use penknife_core::paste;
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
