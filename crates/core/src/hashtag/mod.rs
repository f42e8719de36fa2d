//! Hashtag suggestions for a social media post.
//!
//! Tags come from five sources, shown in this order (the order a user reads as "mine first"):
//! 1. **custom** hashtags the user typed (split on commas and whitespace, `#` removed, case kept);
//! 2. **description words**: the post description split on whitespace, lowercased, everything but letters,
//!    digits and `_` stripped; words of 2 characters or fewer and common function words (the, with, …) skipped;
//! 3. **niche** variants when on: each description word plus `photography`, `life` and `love`;
//! 4. **categories**: 8 random tags from each selected category, in tile order;
//! 5. **trending** tags when on: viral, trending, explore, fyp, reels, instagram.
//!
//! Duplicates are dropped case-insensitively (the first occurrence wins) and every tag has more than one
//! character. When there are more than `max` tags, custom hashtags are kept first (the user asked for them);
//! the remaining slots are dealt in turns — one description word, one niche variant, one tag from each
//! category, one trending tag, and round again — so every source the user switched on stays represented
//! instead of the last ones silently vanishing. The kept tags keep the source order above.
//!
//! Randomness: every category list is shuffled, all eleven in a fixed order whether selected or not, so a
//! caller that reuses a seeded source gets the same picks for a category however the other settings change.

mod categories;
#[cfg(test)]
mod tests;

pub use categories::{CATEGORIES, DEFAULT_CATEGORY, HashtagCategory, HashtagCategoryId};

use crate::random::{RandomSource, shuffle};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Smallest, largest and default number of hashtags (the page's slider moves in steps of 5).
pub const MIN_HASHTAGS: usize = 5;
pub const MAX_HASHTAGS: usize = 50;
pub const HASHTAG_STEP: usize = 5;
pub const DEFAULT_MAX_HASHTAGS: usize = 20;
/// Random tags taken from each selected category.
pub const TAGS_PER_CATEGORY: usize = 8;
/// Appended to every description word when niche tags are on.
pub const NICHE_SUFFIXES: [&str; 3] = ["photography", "life", "love"];
/// Added when trending tags are on.
pub const TRENDING_TAGS: [&str; 6] = ["viral", "trending", "explore", "fyp", "reels", "instagram"];
/// Description words this short (in characters) are ignored.
const MAX_IGNORED_WORD_CHARS: usize = 2;

/// What the user asked for. Missing fields take the page's defaults.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct HashtagOptions {
    /// The post description; its words become tags.
    pub description: String,
    /// Hashtags the user wants included, separated by commas or spaces, with or without `#`.
    pub custom: String,
    /// Selected categories; order and repeats do not matter.
    pub categories: Vec<HashtagCategoryId>,
    /// How many tags at most; clamped to 5–50.
    pub max: usize,
    /// Add `<word>photography`, `<word>life`, `<word>love` for each description word.
    pub niche: bool,
    /// Add the trending tags.
    pub trending: bool,
}

impl Default for HashtagOptions {
    fn default() -> Self {
        Self {
            description: String::new(),
            custom: String::new(),
            categories: vec![DEFAULT_CATEGORY],
            max: DEFAULT_MAX_HASHTAGS,
            niche: false,
            trending: false,
        }
    }
}

/// The suggested tags, without `#`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct HashtagResult {
    /// At most `max` tags, in source order.
    pub tags: Vec<String>,
    /// How many distinct tags the sources produced before the cap (≥ `tags.len()`).
    pub available: usize,
}

/// Why the CLI's text names no category.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HashtagError {
    /// A category id that is not one of the eleven (read from the CLI's text).
    #[error("Unknown category '{0}'. Choose from: {list}", list = category_ids().join(", "))]
    UnknownCategory(String),
}

/// The ids of every category, in tile order.
pub fn category_ids() -> Vec<&'static str> {
    CATEGORIES.iter().map(|category| category.id.id()).collect()
}

impl std::str::FromStr for HashtagCategoryId {
    type Err = HashtagError;

    /// An id, without regard to case or surrounding spaces.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wanted = text.trim();
        CATEGORIES
            .iter()
            .map(|category| category.id)
            .find(|id| id.id().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| HashtagError::UnknownCategory(text.to_owned()))
    }
}

/// Suggests hashtags for a post; see the module documentation for the rules.
pub fn generate_hashtags(options: &HashtagOptions, rng: &mut impl RandomSource) -> HashtagResult {
    let selected = selected_categories(&options.categories);
    // Shuffle all eleven lists so the draws a category gets never depend on which others are selected.
    let shuffled: Vec<Vec<&str>> = CATEGORIES
        .iter()
        .map(|category| {
            let mut tags = category.hashtags.to_vec();
            shuffle(rng, &mut tags);
            tags
        })
        .collect();

    let mut seen = HashSet::new();
    let mut fresh = |tag: String, out: &mut Vec<String>| {
        if tag.chars().count() > 1 && seen.insert(tag.to_lowercase()) {
            out.push(tag);
        }
    };

    let mut custom = Vec::new();
    for tag in custom_tags(&options.custom) {
        fresh(tag, &mut custom);
    }

    let words = description_words(&options.description);
    let mut word_tags = Vec::new();
    for word in &words {
        fresh(word.clone(), &mut word_tags);
    }

    let mut niche = Vec::new();
    if options.niche {
        for word in &words {
            for suffix in NICHE_SUFFIXES {
                // "photography" + "photography" is no tag anyone uses.
                if !word.ends_with(suffix) {
                    fresh(format!("{word}{suffix}"), &mut niche);
                }
            }
        }
    }

    let mut sources = vec![word_tags, niche];
    for index in selected {
        let mut picks = Vec::new();
        for tag in &shuffled[index] {
            if picks.len() == TAGS_PER_CATEGORY {
                break;
            }
            fresh((*tag).to_owned(), &mut picks);
        }
        sources.push(picks);
    }

    let mut trending = Vec::new();
    if options.trending {
        for tag in TRENDING_TAGS {
            fresh(tag.to_owned(), &mut trending);
        }
    }
    sources.push(trending);

    let max = options.max.clamp(MIN_HASHTAGS, MAX_HASHTAGS);
    let available = custom.len() + sources.iter().map(Vec::len).sum::<usize>();
    custom.truncate(max);
    let quotas = deal_in_turns(&sources.iter().map(Vec::len).collect::<Vec<_>>(), max - custom.len());
    let mut tags = custom;
    for (source, quota) in sources.into_iter().zip(quotas) {
        tags.extend(source.into_iter().take(quota));
    }
    HashtagResult { tags, available }
}

/// Category indices (tile order, each once) for the given ids.
fn selected_categories(ids: &[HashtagCategoryId]) -> Vec<usize> {
    let mut selected: Vec<usize> =
        ids.iter().filter_map(|id| CATEGORIES.iter().position(|category| category.id == *id)).collect();
    selected.sort_unstable();
    selected.dedup();
    selected
}

/// How many tags each source keeps when `slots` are dealt one per source per round, in source order.
fn deal_in_turns(lengths: &[usize], mut slots: usize) -> Vec<usize> {
    let mut quotas = vec![0; lengths.len()];
    while slots > 0 {
        let mut dealt = false;
        for (quota, &length) in quotas.iter_mut().zip(lengths) {
            if slots > 0 && *quota < length {
                *quota += 1;
                slots -= 1;
                dealt = true;
            }
        }
        if !dealt {
            break;
        }
    }
    quotas
}

/// Keeps what a hashtag may contain: letters and digits of any script, and `_`.
fn hashtag_chars(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// The user's own hashtags: split on commas and whitespace, `#` and punctuation removed, case kept.
pub fn custom_tags(text: &str) -> Vec<String> {
    text.split(|c: char| c == ',' || c.is_whitespace()).map(hashtag_chars).filter(|tag| !tag.is_empty()).collect()
}

/// The description's words that make tags, in order (duplicates included): lowercased, punctuation stripped,
/// words of 2 characters or fewer and common function words skipped.
pub fn description_words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|word| hashtag_chars(&word.to_lowercase()))
        .filter(|word| {
            word.chars().count() > MAX_IGNORED_WORD_CHARS && !categories::STOP_WORDS.contains(&word.as_str())
        })
        .collect()
}
