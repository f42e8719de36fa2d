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
