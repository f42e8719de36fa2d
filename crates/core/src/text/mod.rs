//! Text tools: case conversion, word and character statistics, duplicate-line removal.

pub mod case;
pub mod char_stats;
pub mod dedupe;
pub mod word_stats;
