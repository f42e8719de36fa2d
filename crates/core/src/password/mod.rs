//! The Password Generator: random passwords from the character sets the user picks, with the spec's
//! strength score and the entropy in bits.
//!
//! Every enabled set appears at least once: one character is drawn from each enabled set, the rest from the
//! union of the enabled sets, and the whole is shuffled so the guaranteed characters sit anywhere. Every draw
//! goes through [`crate::random`] (unbiased, from the caller's source — the CSPRNG in production).

#[cfg(test)]
mod tests;

use crate::random::{RandomSource, choose, shuffle};
use serde::{Deserialize, Serialize};

/// Shortest password the tool makes (spec: length 4–128).
pub const MIN_LENGTH: usize = 4;
/// Longest password the tool makes.
pub const MAX_LENGTH: usize = 128;
/// The slider's starting value.
pub const DEFAULT_LENGTH: usize = 16;

pub const UPPERCASE: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
pub const LOWERCASE: &str = "abcdefghijklmnopqrstuvwxyz";
pub const DIGITS: &str = "0123456789";
/// The spec's symbol set, exactly.
pub const SYMBOLS: &str = "!@#$%^&*()_+-=[]{}|;:,.<>?";
/// Characters that are easy to mistake for one another in many fonts; 'Exclude similar characters' drops them.
/// (The spec's list: uppercase I is not in it.)
pub const SIMILAR: &str = "il1Lo0O";

/// Why no password could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum PasswordError {
    #[error("Please select at least one character type")]
    NoCharacterTypes,
}

/// What the user chose. Missing fields take the spec's defaults (length 16, every set on, similar kept).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PasswordOptions {
    /// Clamped to 4–128.
    pub length: usize,
    pub uppercase: bool,
    pub lowercase: bool,
    pub numbers: bool,
    pub symbols: bool,
    pub exclude_similar: bool,
}

impl Default for PasswordOptions {
    fn default() -> Self {
        Self {
            length: DEFAULT_LENGTH,
            uppercase: true,
            lowercase: true,
            numbers: true,
            symbols: true,
            exclude_similar: false,
        }
    }
}

impl PasswordOptions {
    /// The length actually used: the requested one clamped to 4–128.
    pub fn effective_length(&self) -> usize {
        self.length.clamp(MIN_LENGTH, MAX_LENGTH)
    }

    /// The enabled character sets (after 'Exclude similar characters'), in the order upper, lower, digits,
    /// symbols. Each is non-empty: exclusion never empties a set.
    pub fn character_sets(&self) -> Vec<Vec<char>> {
        [(self.uppercase, UPPERCASE), (self.lowercase, LOWERCASE), (self.numbers, DIGITS), (self.symbols, SYMBOLS)]
            .into_iter()
            .filter(|(enabled, _)| *enabled)
            .map(|(_, set)| set.chars().filter(|c| !(self.exclude_similar && SIMILAR.contains(*c))).collect())
            .collect()
    }

    /// Every character a password may contain.
    pub fn pool(&self) -> Vec<char> {
        self.character_sets().concat()
    }
}

/// A fresh password with its strength, as the page shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct GeneratedPassword {
    pub password: String,
    pub strength: Strength,
    pub entropy_bits: f64,
}

/// The spec's strength meter: a score 0–5 and its level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Strength {
    pub score: u8,
    pub level: StrengthLevel,
}

/// The meter's word for a score. `Display` is the English label (the CLI's); the page words it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum StrengthLevel {
    VeryWeak,
    Weak,
    Fair,
    Good,
    Strong,
    VeryStrong,
}

/// The levels for scores 0 to 5.
pub const STRENGTH_LEVELS: [StrengthLevel; 6] = [
    StrengthLevel::VeryWeak,
    StrengthLevel::Weak,
    StrengthLevel::Fair,
    StrengthLevel::Good,
    StrengthLevel::Strong,
    StrengthLevel::VeryStrong,
];

impl std::fmt::Display for StrengthLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::VeryWeak => "Very Weak",
            Self::Weak => "Weak",
            Self::Fair => "Fair",
            Self::Good => "Good",
            Self::Strong => "Strong",
            Self::VeryStrong => "Very Strong",
        })
    }
}

/// Makes one password: `length` characters (clamped to 4–128), each enabled set present at least once.
pub fn generate(options: &PasswordOptions, rng: &mut impl RandomSource) -> Result<String, PasswordError> {
    let sets = options.character_sets();
    if sets.is_empty() {
        return Err(PasswordError::NoCharacterTypes);
    }
    let pool = sets.concat();
    let length = options.effective_length();
    // MIN_LENGTH (4) is at least the number of sets, so one of each always fits.
    let mut chars: Vec<char> = sets.iter().filter_map(|set| choose(rng, set).copied()).collect();
    while chars.len() < length {
        chars.extend(choose(rng, &pool).copied());
    }
    shuffle(rng, &mut chars);
    Ok(chars.into_iter().collect())
}

/// [`generate`] plus the strength of the result and the entropy of the settings.
pub fn generate_with_strength(
    options: &PasswordOptions,
    rng: &mut impl RandomSource,
) -> Result<GeneratedPassword, PasswordError> {
    let password = generate(options, rng)?;
    Ok(GeneratedPassword { strength: strength(&password), entropy_bits: entropy_bits(options), password })
}

/// The spec's score of any password: +1 each for length ≥ 8, length ≥ 12, a lowercase letter, an uppercase
/// letter, a digit, and any other character; capped at 5. Length counts characters, not bytes.
pub fn strength(password: &str) -> Strength {
    let length = password.chars().count();
    let has = |test: fn(&char) -> bool| password.chars().any(|c| test(&c));
    let points = [
        length >= 8,
        length >= 12,
        has(char::is_ascii_lowercase),
        has(char::is_ascii_uppercase),
        has(char::is_ascii_digit),
        has(|c| !c.is_ascii_alphanumeric()),
    ];
    let score = points.iter().filter(|&&point| point).count().min(5) as u8;
    Strength { score, level: STRENGTH_LEVELS[usize::from(score)] }
}

/// Entropy in bits of a password made with these options: `length × log2(pool size)`, i.e. the size of the
/// search space an attacker faces who knows the length and the character sets but not the password. It is an
/// upper bound: requiring one character of each enabled set removes the passwords that lack one, which costs
/// under one bit from 12 characters on (more for very short passwords). 0 when no set is enabled.
pub fn entropy_bits(options: &PasswordOptions) -> f64 {
    let pool = options.pool().len();
    if pool == 0 {
        return 0.0;
    }
    options.effective_length() as f64 * (pool as f64).log2()
}
