//! Text statistics for the Character Counter, and how the text fits the social platforms' length limits.
//!
//! Every count is of user-perceived characters (Unicode grapheme clusters): an emoji with a skin tone (`👍🏽`), a
//! letter with a combining accent (`e` + U+0301) or a Windows line break counts once, as a reader would count
//! them. A cluster is classified by its first (base) character into exactly one of letters, numbers, spaces
//! (any white space, line breaks included), punctuation (Unicode general category P) and symbols (everything
//! else: `$ + < = > ^ | ~`, ©, emoji…), so those five add up to the total. Uppercase and lowercase count the
//! letters that have case. Words, sentences, paragraphs and lines follow the Word Counter's definitions
//! ([`super::word_stats`]). Unique characters and the most common character leave white space out (a space would
//! otherwise nearly always win); they are case-sensitive, and a tie goes to the character seen first.

use super::fx_hash::FxBuildHasher;
use super::graphemes::{Graphemes, first_char};
use super::word_stats::{Class, StructureCounter};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt::Write as _;

mod punctuation;
#[cfg(test)]
mod tests;

/// A platform whose length limit the counter shows (the page words its name, the CLI prints [`PlatformLimit::name`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "kebab-case")]
pub enum Platform {
    Twitter,
    Instagram,
    Facebook,
    Linkedin,
    Youtube,
    Tiktok,
    MetaDescription,
    Sms,
}

/// A platform's length limit, in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlatformLimit {
    pub id: Platform,
    pub name: &'static str,
    pub limit: usize,
}

/// The spec's eight platform limits, in the order the page shows them.
pub const PLATFORM_LIMITS: [PlatformLimit; 8] = [
    PlatformLimit { id: Platform::Twitter, name: "Twitter/X", limit: 280 },
    PlatformLimit { id: Platform::Instagram, name: "Instagram caption", limit: 2200 },
    PlatformLimit { id: Platform::Facebook, name: "Facebook post", limit: 63206 },
    PlatformLimit { id: Platform::Linkedin, name: "LinkedIn", limit: 1300 },
    PlatformLimit { id: Platform::Youtube, name: "YouTube description", limit: 5000 },
    PlatformLimit { id: Platform::Tiktok, name: "TikTok caption", limit: 150 },
    PlatformLimit { id: Platform::MetaDescription, name: "Meta description", limit: 160 },
    PlatformLimit { id: Platform::Sms, name: "SMS", limit: 160 },
];

/// How the text fits one platform.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PlatformUsage {
    pub id: Platform,
    pub name: String,
    pub limit: usize,
    /// Characters used (the text's total).
    pub count: usize,
    /// Share of the limit used, to one decimal, capped at 100 (the progress bar).
    pub percent: f64,
    /// Characters over the limit (0 when within it).
    pub over: usize,
    /// Characters still available (0 when over).
    pub remaining: usize,
    pub within_limit: bool,
}

/// The most frequent character (white space aside) and how often it occurs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct MostCommonChar {
    #[serde(rename = "char")]
    pub character: String,
    pub count: usize,
}

/// The Character Counter's statistics.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct CharacterStats {
    pub total: usize,
    pub total_no_spaces: usize,
    pub letters: usize,
    pub numbers: usize,
    pub spaces: usize,
    pub punctuation: usize,
    pub symbols: usize,
    pub uppercase: usize,
    pub lowercase: usize,
    pub words: usize,
    pub sentences: usize,
    pub paragraphs: usize,
    pub lines: usize,
    pub unique_chars: usize,
    /// `None` when the text has no character besides white space.
    pub most_common: Option<MostCommonChar>,
    pub platforms: Vec<PlatformUsage>,
}

/// Whether `c` is Unicode punctuation (general category P).
pub fn is_punctuation(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_punctuation() && !matches!(c, '$' | '+' | '<' | '=' | '>' | '^' | '`' | '|' | '~');
    }
    let code = u32::from(c);
    punctuation::PUNCTUATION
        .binary_search_by(|&(start, end)| {
            if end < code {
                std::cmp::Ordering::Less
            } else if start > code {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// How often a character occurs, and its position when first seen (for ties).
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    count: usize,
    first_seen: usize,
}

/// How `count` characters fit each platform.
pub fn platform_usage(count: usize) -> Vec<PlatformUsage> {
    PLATFORM_LIMITS
        .iter()
        .map(|platform| PlatformUsage {
            id: platform.id,
            name: platform.name.to_owned(),
            limit: platform.limit,
            count,
            percent: ((count as f64 / platform.limit as f64 * 1000.0).round() / 10.0).min(100.0),
            over: count.saturating_sub(platform.limit),
            remaining: platform.limit.saturating_sub(count),
            within_limit: count <= platform.limit,
        })
        .collect()
}

/// Analyzes `text` for the Character Counter, in one pass over its grapheme clusters.
pub fn analyze(text: &str) -> CharacterStats {
    let mut structure = StructureCounter::default();
    let (mut total, mut letters, mut numbers, mut spaces, mut punctuation, mut symbols) = (0, 0, 0, 0, 0, 0);
    let (mut uppercase, mut lowercase) = (0, 0);
    // ASCII in a table, everything else in a map keyed by the cluster's own slice of `text` (no copies).
    let mut ascii = [Tally::default(); 128];
    let mut others: HashMap<&str, Tally, FxBuildHasher> = HashMap::default();

    for (_, grapheme) in Graphemes::new(text) {
        let first = first_char(grapheme);
        structure.push(Class::of(grapheme, first));
        let position = total;
        total += 1;
        if first.is_whitespace() {
            spaces += 1;
            continue;
        }
        if first.is_alphabetic() {
            letters += 1;
            if first.is_uppercase() {
                uppercase += 1;
            } else if first.is_lowercase() {
                lowercase += 1;
            }
        } else if first.is_numeric() {
            numbers += 1;
        } else if is_punctuation(first) {
            punctuation += 1;
        } else {
            symbols += 1;
        }
        let tally = if grapheme.len() == 1 {
            &mut ascii[usize::from(grapheme.as_bytes()[0])]
        } else {
            others.entry(grapheme).or_default()
        };
        if tally.count == 0 {
            tally.first_seen = position;
        }
        tally.count += 1;
    }

    let ascii_tallies = ascii.iter().enumerate().filter(|(_, t)| t.count > 0).map(|(byte, tally)| {
        // Single-byte clusters are ASCII, so the byte is the character.
        (char::from(u8::try_from(byte).unwrap_or(b'?')).to_string(), *tally)
    });
    let unique_chars = ascii.iter().filter(|t| t.count > 0).count() + others.len();
    let most_common = ascii_tallies
        .chain(others.iter().map(|(grapheme, tally)| ((*grapheme).to_owned(), *tally)))
        .max_by(|(_, a), (_, b)| a.count.cmp(&b.count).then(b.first_seen.cmp(&a.first_seen)))
        .map(|(character, tally)| MostCommonChar { character, count: tally.count });

    let structure = structure.finish();
    CharacterStats {
        total,
        total_no_spaces: total - spaces,
        letters,
        numbers,
        spaces,
        punctuation,
        symbols,
        uppercase,
        lowercase,
        words: structure.words,
        sentences: structure.sentences,
        paragraphs: structure.paragraphs,
        lines: structure.lines,
        unique_chars,
        most_common,
        platforms: platform_usage(total),
    }
}

/// How a character is shown in the report: as itself, or by name when it would be invisible.
fn shown(character: &str) -> String {
    match character.chars().next() {
        Some(c) if c.is_control() || c == '\u{FEFF}' || c == '\u{200B}' => {
            format!("U+{:04X}", u32::from(c))
        }
        _ => format!("\"{character}\""),
    }
}

/// The plain-text report the Character Counter exports as `character-analysis-report.txt` (and
/// `penknife count chars` prints): the statistics, then each platform as OK or OVER LIMIT.
pub fn report(stats: &CharacterStats) -> String {
    let mut out = String::from("Character Analysis Report\n=========================\n");
    let mut section = |title: &str, rows: &[(&str, String)]| {
        // Writing to a String cannot fail.
        let _ = writeln!(out, "\n{title}");
        for (label, value) in rows {
            let _ = writeln!(out, "  {label:<25}{value}");
        }
    };
    section(
        "Basic",
        &[
            ("Characters:", stats.total.to_string()),
            ("Characters (no spaces):", stats.total_no_spaces.to_string()),
            ("Words:", stats.words.to_string()),
            ("Sentences:", stats.sentences.to_string()),
            ("Paragraphs:", stats.paragraphs.to_string()),
            ("Lines:", stats.lines.to_string()),
        ],
    );
    section(
        "Breakdown",
        &[
            ("Letters:", stats.letters.to_string()),
            ("Numbers:", stats.numbers.to_string()),
            ("Spaces:", stats.spaces.to_string()),
            ("Punctuation:", stats.punctuation.to_string()),
            ("Symbols:", stats.symbols.to_string()),
        ],
    );
    let most_common = match &stats.most_common {
        Some(c) => format!("{} ({} {})", shown(&c.character), c.count, if c.count == 1 { "time" } else { "times" }),
        None => "-".to_owned(),
    };
    section(
        "Advanced",
        &[
            ("Uppercase letters:", stats.uppercase.to_string()),
            ("Lowercase letters:", stats.lowercase.to_string()),
            ("Unique characters:", stats.unique_chars.to_string()),
            ("Most common character:", most_common),
        ],
    );
    let platforms: Vec<(&str, String)> = stats
        .platforms
        .iter()
        .map(|p| {
            let verdict = if p.within_limit { "OK".to_owned() } else { format!("OVER LIMIT by {}", p.over) };
            (p.name.as_str(), format!("{:>11}  {verdict}", format!("{}/{}", p.count, p.limit)))
        })
        .collect();
    section("Platform limits", &platforms);
    out.push_str("\nCharacters are counted as you see them: an emoji or an accented letter counts once.\n");
    out
}
