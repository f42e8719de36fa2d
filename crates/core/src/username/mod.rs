//! Username ideas in four styles.
//!
//! A username is `prefix + core + suffix`:
//! - the core is built by the style: **Random** draws lowercase letters and digits (starting with a letter,
//!   as most sites require) to the chosen length, 3–20; **Adjective + Noun** (`SwiftTiger`), **Tech**
//!   (adjective + tech term, `SilentByte`) and **Gaming** (noun + gaming term, `PhoenixSlayer`) join words
//!   in PascalCase;
//! - **add numbers** appends a number from 1 to 999;
//! - **symbol separators** join the parts with one of `_`, `-`, `.` (drawn per username); word styles are then
//!   lowercase (`swift_tiger_42`), and the Random style puts a separator inside its characters so it shows
//!   even without numbers (the separator counts towards the length);
//! - prefix and suffix are added as typed, minus whitespace (no username holds a space).
//!
//! A name that repeats one earlier in the batch (ignoring case, as most sites do) gets the next free numeric
//! suffix: `name`, `name2`, `name3`, …

#[cfg(test)]
mod tests;
mod words;

pub use words::{ADJECTIVES, GAMING_TERMS, NOUNS, TECH_TERMS};

use crate::random::{RandomSource, between, choose};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

pub const MIN_COUNT: usize = 1;
pub const MAX_COUNT: usize = 50;
pub const DEFAULT_COUNT: usize = 10;
pub const MIN_LENGTH: usize = 3;
pub const MAX_LENGTH: usize = 20;
pub const DEFAULT_LENGTH: usize = 8;
/// The appended number's range.
pub const MIN_NUMBER: i64 = 1;
pub const MAX_NUMBER: i64 = 999;
/// Separators used when symbol separators are on.
pub const SEPARATORS: [char; 3] = ['_', '-', '.'];

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const LETTERS_AND_DIGITS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";

/// How the core of each username is made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum UsernameStyle {
    /// Adjective + noun: `SwiftTiger`.
    #[default]
    AdjectiveNoun,
    /// Adjective + tech term: `SilentByte`.
    Tech,
    /// Noun + gaming term: `PhoenixSlayer`.
    Gaming,
    /// Random letters and digits of the chosen length: `k3v9qa7m`.
    Random,
}

/// Every style, in the order the page lists them (it words each); the first is the default.
pub const STYLES: [UsernameStyle; 4] =
    [UsernameStyle::AdjectiveNoun, UsernameStyle::Tech, UsernameStyle::Gaming, UsernameStyle::Random];

/// What the user asked for. Missing fields take the page's defaults; out-of-range numbers are clamped.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct UsernameOptions {
    pub style: UsernameStyle,
    /// Characters of the Random style's core, 3–20 (other styles ignore it).
    pub length: usize,
    /// How many usernames, 1–50.
    pub count: usize,
    /// Append a number from 1 to 999.
    pub numbers: bool,
    /// Join the parts with `_`, `-` or `.`.
    pub symbols: bool,
    pub prefix: String,
    pub suffix: String,
}

impl Default for UsernameOptions {
    fn default() -> Self {
        Self {
            style: UsernameStyle::default(),
            length: DEFAULT_LENGTH,
            count: DEFAULT_COUNT,
            numbers: false,
            symbols: false,
            prefix: String::new(),
            suffix: String::new(),
        }
    }
}

/// A batch of distinct usernames (distinct ignoring case), `count` of them.
pub fn generate_usernames(options: &UsernameOptions, rng: &mut impl RandomSource) -> Vec<String> {
    let count = options.count.clamp(MIN_COUNT, MAX_COUNT);
    let length = options.length.clamp(MIN_LENGTH, MAX_LENGTH);
    let prefix = without_whitespace(&options.prefix);
    let suffix = without_whitespace(&options.suffix);

    let mut taken = HashSet::new();
    let mut names = Vec::with_capacity(count);
    for _ in 0..count {
        let separator = options.symbols.then(|| *choose(rng, &SEPARATORS).unwrap_or(&'_'));
        let mut parts = vec![core(options.style, length, separator, rng)];
        if options.numbers {
            parts.push(between(rng, MIN_NUMBER, MAX_NUMBER).to_string());
        }
        let joined = parts.join(&separator.map(String::from).unwrap_or_default());
        let name = format!("{prefix}{joined}{suffix}");
        names.push(first_free(name, &mut taken));
    }
    names
}

/// The style's part of a username (before the number).
fn core(style: UsernameStyle, length: usize, separator: Option<char>, rng: &mut impl RandomSource) -> String {
    let (first, second) = match style {
        UsernameStyle::Random => return random_core(length, separator, rng),
        UsernameStyle::AdjectiveNoun => (ADJECTIVES, NOUNS),
        UsernameStyle::Tech => (ADJECTIVES, TECH_TERMS),
        UsernameStyle::Gaming => (NOUNS, GAMING_TERMS),
    };
    let words = [pick(first, rng), pick(second, rng)];
    match separator {
        Some(separator) => words.join(&separator.to_string()),
        None => words.iter().map(|word| capitalized(word)).collect(),
    }
}

fn pick(list: &'static [&'static str], rng: &mut impl RandomSource) -> &'static str {
    choose(rng, list).copied().unwrap_or_default()
}

/// `length` characters: a letter, then letters and digits; with a separator, it replaces one inner character
/// so it never starts or ends the core.
fn random_core(length: usize, separator: Option<char>, rng: &mut impl RandomSource) -> String {
    let characters = if separator.is_some() { length - 1 } else { length };
    let mut core: Vec<char> = (0..characters)
        .map(|i| {
            let alphabet = if i == 0 { LETTERS } else { LETTERS_AND_DIGITS };
            char::from(*choose(rng, alphabet).unwrap_or(&b'a'))
        })
        .collect();
    if let Some(separator) = separator {
        // Between characters 1..characters-1: both sides keep at least one character (length ≥ 3).
        let at = between(rng, 1, characters as i64 - 1) as usize;
        core.insert(at, separator);
    }
    core.into_iter().collect()
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn without_whitespace(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// `name`, or `name2`, `name3`, … — the first not yet taken (ignoring case); records it as taken.
fn first_free(name: String, taken: &mut HashSet<String>) -> String {
    if taken.insert(name.to_lowercase()) {
        return name;
    }
    (2..).map(|n| format!("{name}{n}")).find(|candidate| taken.insert(candidate.to_lowercase())).unwrap_or(name)
}

/// The usernames as one CSV record: comma-separated, a field quoted (RFC 4180) only when it holds a comma,
/// a quote or a line break — which only a typed prefix or suffix can bring.
pub fn usernames_to_csv(names: &[String]) -> String {
    names
        .iter()
        .map(|name| {
            if name.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", name.replace('"', "\"\""))
            } else {
                name.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}
