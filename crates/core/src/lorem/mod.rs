//! Lorem Ipsum: placeholder text as words, sentences or paragraphs in four styles.
//!
//! The spec's rules: count 1–100 (clamped here, so any caller is safe); a sentence has 8–22 words, is
//! capitalised and ends with a period; a paragraph has 3–6 sentences; paragraphs are separated by a blank
//! line. With the classic style and "start with Lorem ipsum" on, the text begins 'Lorem ipsum dolor sit
//! amet' (for fewer than five words, that phrase's first words); other styles ignore the option.
//!
//! Choices where the spec is silent: a words result is the words separated by spaces, the first one
//! capitalised, with no punctuation, so it holds exactly `count` words; sentences get an occasional comma
//! (never within two words of another comma or of the end); the same word never appears twice in a row.
//! Sentences of one block are separated by single spaces.

#[cfg(test)]
mod tests;
mod words;

use crate::random::{RandomSource, below, between};
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

/// The count input's limits.
pub const COUNT_RANGE: RangeInclusive<i64> = 1..=100;
/// Words in one sentence.
pub const SENTENCE_WORDS: RangeInclusive<i64> = 8..=22;
/// Sentences in one paragraph.
pub const PARAGRAPH_SENTENCES: RangeInclusive<i64> = 3..=6;
/// The classic opening.
pub const LOREM_START: [&str; 5] = ["Lorem", "ipsum", "dolor", "sit", "amet"];

/// What `count` counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum LoremKind {
    Words,
    Sentences,
    Paragraphs,
}

/// Which vocabulary the text is drawn from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "lowercase")]
pub enum LoremStyle {
    /// The traditional Latin Lorem ipsum words.
    Classic,
    /// Cicero English: the words of the English translation of the passage Lorem ipsum comes from.
    Cicero,
    Hipster,
    Corporate,
}

impl LoremStyle {
    pub const ALL: [LoremStyle; 4] =
        [LoremStyle::Classic, LoremStyle::Cicero, LoremStyle::Hipster, LoremStyle::Corporate];

    /// The style's vocabulary (lower case, unique words).
    pub fn words(self) -> &'static [&'static str] {
        match self {
            LoremStyle::Classic => words::CLASSIC,
            LoremStyle::Cicero => words::CICERO,
            LoremStyle::Hipster => words::HIPSTER,
            LoremStyle::Corporate => words::CORPORATE,
        }
    }

    /// Only the classic style can start with 'Lorem ipsum'.
    pub fn offers_lorem_start(self) -> bool {
        self == LoremStyle::Classic
    }
}

/// What to generate. Deserialized from `{ type, count, style, startWithLorem }`; absent fields take the
/// page's defaults (3 classic paragraphs starting with 'Lorem ipsum').
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct LoremOptions {
    #[serde(rename = "type")]
    pub kind: LoremKind,
    /// Clamped to [`COUNT_RANGE`].
    pub count: i64,
    pub style: LoremStyle,
    pub start_with_lorem: bool,
}

impl Default for LoremOptions {
    fn default() -> Self {
        Self { kind: LoremKind::Paragraphs, count: 3, style: LoremStyle::Classic, start_with_lorem: true }
    }
}

/// The generated text with the counts its badge shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct LoremText {
    pub text: String,
    /// Whitespace-separated words.
    pub word_count: usize,
    /// Unicode scalar values, spaces and line breaks included (every list is ASCII, so also bytes and
    /// UTF-16 units).
    pub character_count: usize,
}

/// Any requested count brought into 1–100.
pub fn clamp_count(count: i64) -> usize {
    count.clamp(*COUNT_RANGE.start(), *COUNT_RANGE.end()) as usize
}

/// Generates placeholder text.
pub fn generate_lorem(options: &LoremOptions, rng: &mut impl RandomSource) -> LoremText {
    let count = clamp_count(options.count);
    let start = options.start_with_lorem && options.style.offers_lorem_start();
    let mut writer = Writer { rng, vocabulary: options.style.words(), previous: None, text: String::new() };
    match options.kind {
        LoremKind::Words => writer.words(count, start),
        LoremKind::Sentences => writer.sentences(count, start),
        LoremKind::Paragraphs => {
            for i in 0..count {
                if i > 0 {
                    writer.text.push_str("\n\n");
                }
                let sentences = writer.draw(&PARAGRAPH_SENTENCES);
                writer.sentences(sentences, start && i == 0);
            }
        }
    }
    let text = writer.text;
    LoremText { word_count: text.split_whitespace().count(), character_count: text.chars().count(), text }
}

struct Writer<'r, R> {
    rng: &'r mut R,
    vocabulary: &'static [&'static str],
    /// Index of the last word drawn, so the next draw can avoid it.
    previous: Option<usize>,
    text: String,
}

impl<R: RandomSource> Writer<'_, R> {
    fn draw(&mut self, range: &RangeInclusive<i64>) -> usize {
        between(self.rng, *range.start(), *range.end()) as usize
    }

    /// A uniformly chosen word other than the previous one (drawn from the n − 1 others, no redraws).
    fn next_word(&mut self) -> &'static str {
        let n = self.vocabulary.len() as u64;
        let index = match self.previous {
            Some(previous) => {
                let i = below(self.rng, n - 1) as usize;
                if i >= previous { i + 1 } else { i }
            }
            None => below(self.rng, n) as usize,
        };
        self.previous = Some(index);
        self.vocabulary[index]
    }

    fn push_capitalised(&mut self, word: &str) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            self.text.extend(first.to_uppercase());
            self.text.push_str(chars.as_str());
        }
    }

    /// `count` words on one line; the classic opening first when asked.
    fn words(&mut self, count: usize, start: bool) {
        for i in 0..count {
            if i > 0 {
                self.text.push(' ');
            }
            let word = if start && i < LOREM_START.len() { self.opening_word(i) } else { self.next_word() };
            if i == 0 { self.push_capitalised(word) } else { self.text.push_str(word) }
        }
    }

    /// `count` sentences separated by spaces; the first opens with 'Lorem ipsum dolor sit amet,' when asked.
    fn sentences(&mut self, count: usize, start: bool) {
        for i in 0..count {
            if i > 0 {
                self.text.push(' ');
            }
            self.sentence(start && i == 0);
        }
    }

    fn sentence(&mut self, start: bool) {
        let length = self.draw(&SENTENCE_WORDS);
        // Index of the last word that carries a comma (commas keep two words' distance from each other).
        let mut last_comma: Option<usize> = None;
        for i in 0..length {
            if i > 0 {
                self.text.push(' ');
            }
            let word = if start && i < LOREM_START.len() { self.opening_word(i) } else { self.next_word() };
            if i == 0 {
                self.push_capitalised(word)
            } else {
                self.text.push_str(word)
            }

            let opening_comma = start && i == LOREM_START.len() - 1;
            let room = i >= 1 && i + 3 < length && last_comma.is_none_or(|at| i >= at + 3);
            let random_comma = !start || i >= LOREM_START.len();
            if opening_comma || (room && random_comma && below(self.rng, 10) == 0) {
                self.text.push(',');
                last_comma = Some(i);
            }
        }
        self.text.push('.');
    }

    /// The i-th word of 'Lorem ipsum dolor sit amet' (lower case; sentence starts are capitalised later).
    fn opening_word(&mut self, i: usize) -> &'static str {
        let word = self.vocabulary[i];
        self.previous = Some(i);
        word
    }
}
