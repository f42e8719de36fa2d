//! Word Counter.

use super::{from_js, to_js};
use penknife_core::text::word_stats as engine;
use wasm_bindgen::prelude::*;

/// The Word Counter's statistics of `text`: `{ characters, charactersNoSpaces, words, sentences, paragraphs, lines,
/// readingTime, speakingTime, averageWordsPerSentence, averageCharactersPerWord, longestWord, mostCommonWord,
/// mostCommonWordCount }`.
#[wasm_bindgen(js_name = analyzeWords, unchecked_return_type = "TextStats")]
pub fn analyze_words(text: &str) -> Result<JsValue, JsError> {
    to_js(&engine::analyze(text))
}

/// The text of `text-analysis-report.txt` for statistics from [`analyze_words`].
#[wasm_bindgen(js_name = textAnalysisReport)]
pub fn text_analysis_report(
    #[wasm_bindgen(unchecked_param_type = "TextStats")] stats: JsValue,
) -> Result<String, JsError> {
    Ok(engine::report(&from_js(stats)?))
}
