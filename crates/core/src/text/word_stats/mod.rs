//! Text statistics for the Word Counter.
//!
//! Definitions (the spec names the fields; where it is silent these are ours):
//! - **characters**: user-perceived characters (Unicode grapheme clusters): an emoji with a skin tone, or `e` plus a
//!   combining accent, counts once; a Windows line break (`\r\n`) counts once. **charactersNoSpaces** leaves out
//!   white space (spaces, tabs, line breaks).
//! - **words**: runs of non-white-space characters (`don't`, `e-mail` and `3.14` are one word each).
//! - **sentences**: the text split on runs of `.`, `!` and `?` (and their full-width and ideographic forms) that
//!   are followed by white space or the end of the text (closing quotes and brackets may sit in between), so
//!   `3.14` and `example.com` do not split a sentence (the ideographic `。！？` end one at once: those scripts put
//!   no space after them). A piece counts when it holds a letter or digit, so
//!   `Wait... what?!` is two sentences and text without a final full stop still counts its last sentence.
//! - **paragraphs**: blocks of lines separated by blank lines (lines holding only white space are blank).
//! - **lines**: line breaks + 1 for non-empty text (`\n`, `\r\n` and `\r` each end a line); empty text has 0.
//! - **readingTime** / **speakingTime**: words at 200 / 150 words per minute, rounded up to whole minutes
//!   (401 words read in 3 min); no words takes 0 min.
//! - **averageWordsPerSentence**: words / sentences; **averageCharactersPerWord**: charactersNoSpaces / words;
//!   both to one decimal, 0 when there is nothing to divide by.
//! - **longestWord**: the longest word with its surrounding punctuation trimmed (`world,` → world), as written;
//!   the first one wins a tie.
//! - **mostCommonWord**: the most frequent trimmed word, compared case-insensitively and reported in small
//!   letters, ignoring words of 2 letters or fewer; a tie goes to the word seen first. Empty with a count of 0 when
//!   no word qualifies.
//!
//! Everything is computed in one pass over the grapheme clusters, without allocating per character; a word is
//! only copied the first time it is seen (for the frequency table).

use super::fx_hash::FxBuildHasher;
use super::graphemes::{Graphemes, first_char};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;

#[cfg(test)]
mod tests;

/// Average silent reading speed (spec: 200 words per minute).
pub const READING_WORDS_PER_MINUTE: usize = 200;
/// Average speaking speed (spec: 150 words per minute).
pub const SPEAKING_WORDS_PER_MINUTE: usize = 150;
/// Reading time at which the page's reading bar is full (spec: 10 min).
pub const READING_BAR_FULL_MINUTES: usize = 10;
/// Speaking time at which the page's speaking bar is full (spec: 13 min, about the same 2,000 words).
pub const SPEAKING_BAR_FULL_MINUTES: usize = 13;
/// Words this short are left out of the most common word (spec: 2 letters or fewer).
const COMMON_WORD_MIN_LETTERS: usize = 3;

/// The Word Counter's statistics.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct TextStats {
    pub characters: usize,
    pub characters_no_spaces: usize,
    pub words: usize,
    pub sentences: usize,
    pub paragraphs: usize,
    pub lines: usize,
    /// Minutes, rounded up.
    pub reading_time: usize,
    /// Minutes, rounded up.
    pub speaking_time: usize,
    pub average_words_per_sentence: f64,
    pub average_characters_per_word: f64,
    pub longest_word: String,
    pub most_common_word: String,
    pub most_common_word_count: usize,
}

/// What a grapheme cluster is for counting text structure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    LineBreak,
    Space,
    SentenceEnd,
    /// `。`, `！`, `？`, `．`: scripts written without spaces end a sentence right there.
    IdeographicSentenceEnd,
    /// A letter or digit.
    WordChar,
    /// A closing quote or bracket, which may sit between a sentence's end and the space after it.
    Closing,
    /// Punctuation, symbols, emoji.
    Other,
}

impl Class {
    pub(crate) fn of(grapheme: &str, first: char) -> Class {
        if first.is_ascii() && grapheme.len() == 1 {
            return match first {
                '\n' | '\r' => Class::LineBreak,
                '.' | '!' | '?' => Class::SentenceEnd,
                '"' | '\'' | ')' | ']' | '}' => Class::Closing,
                c if c.is_ascii_alphanumeric() => Class::WordChar,
                c if c.is_ascii_whitespace() || c == '\x0B' => Class::Space,
                _ => Class::Other,
            };
        }
        if grapheme == "\r\n" {
            Class::LineBreak
        } else if first.is_whitespace() {
            Class::Space
        } else if first.is_alphanumeric() {
            Class::WordChar
        } else if matches!(first, '\u{3002}' | '\u{FF0E}' | '\u{FF01}' | '\u{FF1F}') {
            Class::IdeographicSentenceEnd
        } else if matches!(first, '\u{201D}' | '\u{2019}' | '\u{BB}' | '\u{300D}' | '\u{300F}' | '\u{FF09}') {
            Class::Closing
        } else {
            Class::Other
        }
    }

    pub(crate) fn is_space(self) -> bool {
        matches!(self, Class::LineBreak | Class::Space)
    }
}

/// Counts words, sentences, paragraphs and lines from a stream of classified grapheme clusters; shared with the
/// Character Counter so both tools agree on these numbers.
#[derive(Debug, Default)]
pub(crate) struct StructureCounter {
    pub words: usize,
    sentences: usize,
    paragraphs: usize,
    line_breaks: usize,
    any: bool,
    in_word: bool,
    sentence_has_content: bool,
    /// A sentence end was seen after content; the sentence is over if white space follows.
    sentence_ending: bool,
    in_paragraph: bool,
    line_has_content: bool,
}

/// The counts a [`StructureCounter`] ends with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Structure {
    pub words: usize,
    pub sentences: usize,
    pub paragraphs: usize,
    pub lines: usize,
}

impl StructureCounter {
    /// Feeds the next grapheme; returns true when it starts a word.
    #[inline]
    pub(crate) fn push(&mut self, class: Class) -> bool {
        self.any = true;
        let mut starts_word = false;
        match class {
            Class::LineBreak | Class::Space => {
                self.in_word = false;
                if self.sentence_ending {
                    self.sentences += 1;
                    self.sentence_has_content = false;
                    self.sentence_ending = false;
                }
                if class == Class::LineBreak {
                    self.line_breaks += 1;
                    if !self.line_has_content {
                        self.in_paragraph = false;
                    }
                    self.line_has_content = false;
                }
            }
            Class::SentenceEnd | Class::IdeographicSentenceEnd | Class::WordChar | Class::Closing | Class::Other => {
                if !self.in_word {
                    self.in_word = true;
                    self.words += 1;
                    starts_word = true;
                }
                if !self.in_paragraph {
                    self.in_paragraph = true;
                    self.paragraphs += 1;
                }
                self.line_has_content = true;
                match class {
                    Class::SentenceEnd => self.sentence_ending = self.sentence_has_content,
                    Class::IdeographicSentenceEnd => {
                        if self.sentence_has_content {
                            self.sentences += 1;
                        }
                        self.sentence_has_content = false;
                        self.sentence_ending = false;
                    }
                    Class::WordChar => {
                        self.sentence_has_content = true;
                        self.sentence_ending = false;
                    }
                    Class::Closing => {}
                    _ => self.sentence_ending = false,
                }
            }
        }
        starts_word
    }

    pub(crate) fn finish(&self) -> Structure {
        Structure {
            words: self.words,
            sentences: self.sentences + usize::from(self.sentence_has_content),
            paragraphs: self.paragraphs,
            lines: if self.any { self.line_breaks + 1 } else { 0 },
        }
    }
}

/// `numerator / denominator` to one decimal (0 when the denominator is 0).
pub(crate) fn one_decimal(numerator: usize, denominator: usize) -> f64 {
    if denominator == 0 { 0.0 } else { (numerator as f64 / denominator as f64 * 10.0).round() / 10.0 }
}

/// Whole minutes needed at `per_minute` words per minute, rounded up.
pub fn minutes_for(words: usize, per_minute: usize) -> usize {
    words.div_ceil(per_minute)
}

/// How often a word (in small letters) occurs, and when it was first seen.
#[derive(Debug)]
struct Tally {
    count: usize,
    first_seen: usize,
}

/// The word being scanned: where its letters and digits start and end (its surrounding punctuation is trimmed).
#[derive(Debug, Default)]
struct CurrentWord {
    /// Byte range of the trimmed word, and its length in graphemes.
    start: usize,
    end: usize,
    graphemes_to_end: usize,
    graphemes: usize,
    has_content: bool,
}

/// Analyzes `text` for the Word Counter.
pub fn analyze(text: &str) -> TextStats {
    let mut structure = StructureCounter::default();
    let mut characters = 0;
    let mut spaces = 0;
    let mut word = CurrentWord::default();
    let mut longest: (&str, usize) = ("", 0);
    let mut tallies: HashMap<Cow<'_, str>, Tally, FxBuildHasher> = HashMap::default();
    let mut lowered = String::new();
    let mut seen_words = 0;

    let mut finish_word = |word: &CurrentWord| {
        if !word.has_content {
            return;
        }
        let trimmed = &text[word.start..word.end];
        let length = word.graphemes_to_end;
        if length > longest.1 {
            longest = (trimmed, length);
        }
        if length < COMMON_WORD_MIN_LETTERS {
            return;
        }
        let key: &str = if trimmed.bytes().any(|b| b.is_ascii_uppercase()) || !trimmed.is_ascii() {
            lowered.clear();
            if trimmed.is_ascii() {
                lowered.push_str(trimmed);
                lowered.make_ascii_lowercase();
            } else if trimmed.contains('\u{3A3}') {
                // Σ lowers to ς at the end of a word: only the whole-string conversion knows that.
                lowered.push_str(&trimmed.to_lowercase());
            } else {
                lowered.extend(trimmed.chars().flat_map(char::to_lowercase));
            }
            &lowered
        } else {
            trimmed
        };
        seen_words += 1;
        match tallies.get_mut(key) {
            Some(tally) => tally.count += 1,
            None => {
                let key = if std::ptr::eq(key, trimmed) { Cow::Borrowed(trimmed) } else { Cow::Owned(key.to_owned()) };
                tallies.insert(key, Tally { count: 1, first_seen: seen_words });
            }
        }
    };

    for (at, grapheme) in Graphemes::new(text) {
        let class = Class::of(grapheme, first_char(grapheme));
        characters += 1;
        if class.is_space() {
            spaces += 1;
        }
        if structure.push(class) {
            finish_word(&word);
            word = CurrentWord::default();
        }
        if class.is_space() {
            continue;
        }
        word.graphemes += 1;
        if class == Class::WordChar {
            if !word.has_content {
                word.has_content = true;
                word.start = at;
                word.graphemes = 1;
            }
            word.end = at + grapheme.len();
            word.graphemes_to_end = word.graphemes;
        }
    }
    finish_word(&word);
    let structure = structure.finish();

    let (most_common_word, most_common_word_count) = tallies
        .into_iter()
        .max_by(|(_, a), (_, b)| a.count.cmp(&b.count).then(b.first_seen.cmp(&a.first_seen)))
        .map_or((String::new(), 0), |(word, tally)| (word.into_owned(), tally.count));

    let characters_no_spaces = characters - spaces;
    let words = structure.words;
    TextStats {
        characters,
        characters_no_spaces,
        words,
        sentences: structure.sentences,
        paragraphs: structure.paragraphs,
        lines: structure.lines,
        reading_time: minutes_for(words, READING_WORDS_PER_MINUTE),
        speaking_time: minutes_for(words, SPEAKING_WORDS_PER_MINUTE),
        average_words_per_sentence: one_decimal(words, structure.sentences),
        average_characters_per_word: one_decimal(characters_no_spaces, words),
        longest_word: longest.0.to_owned(),
        most_common_word,
        most_common_word_count,
    }
}

/// The plain-text report the Word Counter downloads as `text-analysis-report.txt` (and `penknife count words`
/// prints).
pub fn report(stats: &TextStats) -> String {
    let mut out = String::from("Text Analysis Report\n====================\n\n");
    let mut line = |label: &str, value: &dyn std::fmt::Display| {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "{label:<29}{value}");
    };
    line("Characters:", &stats.characters);
    line("Characters (no spaces):", &stats.characters_no_spaces);
    line("Words:", &stats.words);
    line("Sentences:", &stats.sentences);
    line("Paragraphs:", &stats.paragraphs);
    line("Lines:", &stats.lines);
    line("Reading time:", &format!("{} min (at {READING_WORDS_PER_MINUTE} words per minute)", stats.reading_time));
    line("Speaking time:", &format!("{} min (at {SPEAKING_WORDS_PER_MINUTE} words per minute)", stats.speaking_time));
    line("Average words per sentence:", &format!("{:.1}", stats.average_words_per_sentence));
    line("Average characters per word:", &format!("{:.1}", stats.average_characters_per_word));
    line("Longest word:", &if stats.longest_word.is_empty() { "-" } else { stats.longest_word.as_str() });
    let most_common = if stats.most_common_word.is_empty() {
        "-".to_owned()
    } else {
        let times = if stats.most_common_word_count == 1 { "time" } else { "times" };
        format!("{} ({} {times})", stats.most_common_word, stats.most_common_word_count)
    };
    line("Most common word:", &most_common);
    out.push_str("\nCharacters are counted as you see them: an emoji or an accented letter counts once.\n");
    out
}
