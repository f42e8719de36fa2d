//! Character Counter.

use super::{from_js, to_js};
use penknife_core::text::char_stats as engine;
use wasm_bindgen::prelude::*;

/// The Character Counter's statistics of `text`: `{ total, totalNoSpaces, letters, numbers, spaces, punctuation,
/// symbols, uppercase, lowercase, words, sentences, paragraphs, lines, uniqueChars, mostCommon: { char, count } |
/// null, platforms: [{ id, name, limit, count, percent, over, remaining, withinLimit }] }`.
#[wasm_bindgen(js_name = analyzeCharacters, unchecked_return_type = "CharacterStats")]
pub fn analyze_characters(text: &str) -> Result<JsValue, JsError> {
    to_js(&engine::analyze(text))
}

/// The text of `character-analysis-report.txt` for statistics from [`analyze_characters`].
#[wasm_bindgen(js_name = characterAnalysisReport)]
pub fn character_analysis_report(
    #[wasm_bindgen(unchecked_param_type = "CharacterStats")] stats: JsValue,
) -> Result<String, JsError> {
    Ok(engine::report(&from_js(stats)?))
}
