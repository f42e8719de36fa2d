//! Username generator: the styles and limits for the page, and `penknife_core::username` itself.

use penknife_core::random::SystemRandom;
use penknife_core::username as engine;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
struct UsernameConfig {
    styles: &'static [engine::UsernameStyle],
    default_style: engine::UsernameStyle,
    min_count: usize,
    max_count: usize,
    default_count: usize,
    min_length: usize,
    max_length: usize,
    default_length: usize,
    separators: [char; 3],
}

/// The styles in the page's order and the count and length limits with their defaults.
#[wasm_bindgen(js_name = usernameConfig, unchecked_return_type = "UsernameConfig")]
pub fn username_config() -> Result<JsValue, JsError> {
    to_js(&UsernameConfig {
        styles: &engine::STYLES,
        default_style: engine::UsernameStyle::default(),
        min_count: engine::MIN_COUNT,
        max_count: engine::MAX_COUNT,
        default_count: engine::DEFAULT_COUNT,
        min_length: engine::MIN_LENGTH,
        max_length: engine::MAX_LENGTH,
        default_length: engine::DEFAULT_LENGTH,
        separators: engine::SEPARATORS,
    })
}

/// `{ style, length, count, numbers, symbols, prefix, suffix }` → a list of distinct usernames, drawn from
/// the system's secure generator.
#[wasm_bindgen(js_name = generateUsernames, unchecked_return_type = "string[]")]
pub fn generate_usernames(
    #[wasm_bindgen(unchecked_param_type = "UsernameOptions")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options: engine::UsernameOptions = from_js(options)?;
    to_js(&engine::generate_usernames(&options, &mut SystemRandom::new()))
}

/// The usernames as one comma-separated CSV record (the 'Copy as CSV' text).
#[wasm_bindgen(js_name = usernamesToCsv)]
pub fn usernames_to_csv(
    #[wasm_bindgen(unchecked_param_type = "readonly string[]")] names: JsValue,
) -> Result<String, JsError> {
    let names: Vec<String> = from_js(names)?;
    Ok(engine::usernames_to_csv(&names))
}
