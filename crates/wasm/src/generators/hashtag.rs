//! Hashtag generator: the categories and limits for the page, and `penknife_core::hashtag` itself.

use penknife_core::hashtag as engine;
use penknife_core::random::{SeededRandom, SystemRandom};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
struct HashtagConfig {
    categories: &'static [engine::HashtagCategory],
    default_category: engine::HashtagCategoryId,
    min_max: usize,
    max_max: usize,
    max_step: usize,
    default_max: usize,
    tags_per_category: usize,
}

/// The category tiles (id, hashtags) and the max slider's limits.
#[wasm_bindgen(js_name = hashtagConfig, unchecked_return_type = "HashtagConfig")]
pub fn hashtag_config() -> Result<JsValue, JsError> {
    to_js(&HashtagConfig {
        categories: &engine::CATEGORIES,
        default_category: engine::DEFAULT_CATEGORY,
        min_max: engine::MIN_HASHTAGS,
        max_max: engine::MAX_HASHTAGS,
        max_step: engine::HASHTAG_STEP,
        default_max: engine::DEFAULT_MAX_HASHTAGS,
        tags_per_category: engine::TAGS_PER_CATEGORY,
    })
}

/// `{ description, custom, categories, max, niche, trending }` → `{ tags, available }` (tags without `#`).
///
/// With a `seed`, the random category picks are reproducible: the page keeps one seed until the user asks
/// for a shuffle, so typing in the description does not reshuffle the category tags on every keystroke.
/// Without one, the system's generator is used.
#[wasm_bindgen(js_name = generateHashtags, unchecked_return_type = "HashtagResult")]
pub fn generate_hashtags(
    #[wasm_bindgen(unchecked_param_type = "HashtagOptions")] options: JsValue,
    seed: Option<u32>,
) -> Result<JsValue, JsValue> {
    let options: engine::HashtagOptions = from_js(options)?;
    let result = match seed {
        Some(seed) => engine::generate_hashtags(&options, &mut SeededRandom::new(u64::from(seed))),
        None => engine::generate_hashtags(&options, &mut SystemRandom::new()),
    };
    Ok(to_js(&result)?)
}
