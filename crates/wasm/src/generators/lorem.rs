//! Lorem Ipsum Generator in the browser (randomness from Web Crypto).

use penknife_core::lorem as engine;
use penknife_core::random::SystemRandom;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

/// `generateLoremIpsum({ type: "words" | "sentences" | "paragraphs", count, style: "classic" | "cicero" |
/// "hipster" | "corporate", startWithLorem })` → `{ text, wordCount, characterCount }`. The count is clamped
/// to 1–100; absent fields take the defaults (3 classic paragraphs starting with 'Lorem ipsum').
#[wasm_bindgen(js_name = generateLoremIpsum, unchecked_return_type = "LoremText")]
pub fn generate_lorem_ipsum(
    #[wasm_bindgen(unchecked_param_type = "LoremOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsError> {
    let options: engine::LoremOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    to_js(&engine::generate_lorem(&options, &mut SystemRandom::new()))
}

/// The page's starting settings (3 classic paragraphs starting with 'Lorem ipsum'), written once in
/// [`engine::LoremOptions::default`].
#[wasm_bindgen(js_name = loremDefaults, unchecked_return_type = "Required<LoremOptions>")]
pub fn lorem_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::LoremOptions::default())
}

/// The count field's range, [`engine::COUNT_RANGE`].
#[wasm_bindgen(js_name = loremCountLimits, unchecked_return_type = "{ min: number; max: number }")]
pub fn lorem_count_limits() -> Result<JsValue, JsError> {
    to_js(&crate::js::Limits::of(&engine::COUNT_RANGE))
}
