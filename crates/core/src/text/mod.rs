//! Text tools: case conversion, word and character statistics, duplicate-line removal, sorting lines.

pub mod case;
pub mod char_stats;
pub mod dedupe;
pub mod sort;
pub mod word_stats;

// Shared by the counters and the case converter: fast grapheme iteration and hashing for megabytes of text.
mod fx_hash;
mod graphemes;
