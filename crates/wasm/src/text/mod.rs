//! The `text` bundle: the text analysis tools (case converter, word and character counters, duplicate lines, the sorter),
//! which share the Unicode tables. Structured results cross to JS as plain objects (camelCase fields).

mod case;
mod char_stats;
mod dedupe;
mod sort;
mod word_stats;

pub(crate) use crate::js::{from_js, to_js};
