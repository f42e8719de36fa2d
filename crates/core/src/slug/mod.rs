//! The Slug Generator: text to the last part of a URL, `Crème Brûlée à Paris!` → `creme-brulee-a-paris`. What
//! `penknife slug`, the page (through the `slug` wasm bundle) and the fuzzer call.
//!
//! Rules, decided here:
//! - Every character is transliterated to ASCII by deunicode's table (`è` → `e`, `ß` → `ss`, `北京` → `bei jing`,
//!   `Ωmega` → `omega`); a character it has no letters for is a word break.
//! - Words are the runs of ASCII letters and digits; everything else separates them, once (no doubled, leading or
//!   trailing separators). An apostrophe inside a word is dropped, not a break: `don't` → `dont`, `l’été` → `lete`.
//! - Case: lower (the default), upper, or as written.
//! - A maximum length (in characters; a slug is ASCII) keeps the whole words that fit, so a slug is never cut
//!   mid-word and never ends with a separator; only a first word longer than the maximum is cut, to the maximum.
//! - Bulk: each line of the input gives the slug on the same line of the output (an empty line an empty line).

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

/// What goes between words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Separator {
    #[default]
    Hyphen,
    Underscore,
    Dot,
}

impl Separator {
    pub fn as_char(self) -> char {
        match self {
            Self::Hyphen => '-',
            Self::Underscore => '_',
            Self::Dot => '.',
        }
    }
}

/// The letters' case in the slug.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SlugCase {
    #[default]
    Lower,
    Upper,
    Keep,
}

/// The page's controls and the CLI's flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SlugOptions {
    pub separator: Separator,
    pub case: SlugCase,
    /// The longest slug in characters; 0 for no limit.
    pub max_length: usize,
}

/// The slug of one piece of text (line breaks in it are word breaks like any other).
pub fn slugify(text: &str, options: &SlugOptions) -> String {
    let separator = options.separator.as_char();
    let limit = if options.max_length == 0 { usize::MAX } else { options.max_length };
    let mut slug = String::new();
    for word in Words::new(text) {
        let word = match options.case {
            SlugCase::Lower => word.to_ascii_lowercase(),
            SlugCase::Upper => word.to_ascii_uppercase(),
            SlugCase::Keep => word,
        };
        if slug.is_empty() {
            // Only a first word longer than the limit is cut: there is no word boundary before it.
            slug.push_str(&word[..word.len().min(limit)]);
        } else if slug.len() + 1 + word.len() <= limit {
            slug.push(separator);
            slug.push_str(&word);
        } else {
            break;
        }
    }
    slug
}

/// One slug per line of `text`, on the same lines (`\n` or `\r\n`; the output joins them with `\n`).
pub fn slugify_lines(text: &str, options: &SlugOptions) -> String {
    let slugs: Vec<String> = text.lines().map(|line| slugify(line, options)).collect();
    slugs.join("\n")
}

/// The words of a text after transliteration: runs of ASCII letters and digits, apostrophes inside them dropped.
struct Words<'a> {
    chars: std::str::Chars<'a>,
    /// What is left of the current character's transliteration.
    pending: &'static str,
}

impl<'a> Words<'a> {
    fn new(text: &'a str) -> Self {
        Self { chars: text.chars(), pending: "" }
    }

    /// The next ASCII character of the transliterated text.
    fn next_ascii(&mut self) -> Option<char> {
        loop {
            if let Some(c) = self.pending.chars().next() {
                self.pending = &self.pending[c.len_utf8()..];
                return Some(c);
            }
            let c = self.chars.next()?;
            if c.is_ascii() {
                return Some(c);
            }
            if is_apostrophe(c) {
                return Some('\'');
            }
            // No letters for it: a word break.
            self.pending = deunicode::deunicode_char(c).filter(|s| !s.is_empty()).unwrap_or(" ");
        }
    }
}

impl Iterator for Words<'_> {
    type Item = String;

    fn next(&mut self) -> Option<String> {
        let mut word = String::new();
        loop {
            match self.next_ascii() {
                Some(c) if c.is_ascii_alphanumeric() => word.push(c),
                // An apostrophe inside a word (`don't`) joins its two halves.
                Some('\'') if !word.is_empty() => {}
                Some(_) if word.is_empty() => {}
                Some(_) => return Some(word),
                None => return (!word.is_empty()).then_some(word),
            }
        }
    }
}

fn is_apostrophe(c: char) -> bool {
    matches!(c, '\u{2019}' | '\u{02BC}')
}
