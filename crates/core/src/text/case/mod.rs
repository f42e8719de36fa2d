//! Text case conversion: the ten formats of the Text Case Converter.
//!
//! Two families:
//! - **Prose formats** (UPPERCASE, lowercase, Title Case, Sentence case) change only the case of letters and keep
//!   everything else — spaces, line breaks, punctuation — exactly as written.
//! - **Identifier formats** (camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE, dot.case) split the text
//!   into words and join them into one identifier. Words break at anything that is not a letter or digit, at
//!   existing camel/Pascal humps (`helloWorld`, and acronyms: `XMLHttpRequest` → xml, http, request) and between
//!   letters and digits (`version2` → version, 2). An apostrophe inside a word is dropped (`don't` → dont).
//!
//! Text is walked by grapheme cluster, so a letter with combining accents stays one letter, and Unicode letters of
//! every script keep working (`Ärger über Öl` → `ärger_über_öl`).

use super::graphemes::Graphemes;
use serde::Serialize;

#[cfg(test)]
mod tests;

/// One of the ten case formats; serialised as its [`id`](CaseFormat::id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum CaseFormat {
    Upper,
    Lower,
    Title,
    Sentence,
    Camel,
    Pascal,
    Snake,
    Kebab,
    Constant,
    Dot,
}

impl CaseFormat {
    /// The ten formats, in the order the converter shows them.
    pub const ALL: [CaseFormat; 10] = [
        CaseFormat::Upper,
        CaseFormat::Lower,
        CaseFormat::Title,
        CaseFormat::Sentence,
        CaseFormat::Camel,
        CaseFormat::Pascal,
        CaseFormat::Snake,
        CaseFormat::Kebab,
        CaseFormat::Constant,
        CaseFormat::Dot,
    ];

    /// Stable identifier (used by the page and the CLI's `--to`).
    pub fn id(self) -> &'static str {
        match self {
            CaseFormat::Upper => "upper",
            CaseFormat::Lower => "lower",
            CaseFormat::Title => "title",
            CaseFormat::Sentence => "sentence",
            CaseFormat::Camel => "camel",
            CaseFormat::Pascal => "pascal",
            CaseFormat::Snake => "snake",
            CaseFormat::Kebab => "kebab",
            CaseFormat::Constant => "constant",
            CaseFormat::Dot => "dot",
        }
    }

    /// The format's name, written in the format itself (the CLI's; the page words its own).
    pub fn name(self) -> &'static str {
        match self {
            CaseFormat::Upper => "UPPERCASE",
            CaseFormat::Lower => "lowercase",
            CaseFormat::Title => "Title Case",
            CaseFormat::Sentence => "Sentence case",
            CaseFormat::Camel => "camelCase",
            CaseFormat::Pascal => "PascalCase",
            CaseFormat::Snake => "snake_case",
            CaseFormat::Kebab => "kebab-case",
            CaseFormat::Constant => "CONSTANT_CASE",
            CaseFormat::Dot => "dot.case",
        }
    }

    /// One line on what the format does and where it is used.
    pub fn description(self) -> &'static str {
        match self {
            CaseFormat::Upper => "Every letter in capitals.",
            CaseFormat::Lower => "Every letter in small letters.",
            CaseFormat::Title => "The first letter of every word in capitals.",
            CaseFormat::Sentence => "The first letter of every sentence in capitals.",
            CaseFormat::Camel => "Words joined, each after the first capitalised (JavaScript variables).",
            CaseFormat::Pascal => "Words joined, each capitalised (class and type names).",
            CaseFormat::Snake => "Lowercase words joined by underscores (Python, database columns).",
            CaseFormat::Kebab => "Lowercase words joined by hyphens (URLs, CSS classes).",
            CaseFormat::Constant => "Uppercase words joined by underscores (constants, environment variables).",
            CaseFormat::Dot => "Lowercase words joined by dots (configuration keys).",
        }
    }

    /// The format with this [`id`](Self::id), if any.
    pub fn from_id(id: &str) -> Option<CaseFormat> {
        CaseFormat::ALL.into_iter().find(|format| format.id() == id)
    }
}

/// A format id that is none of the ten.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "Unknown case format '{0}'. Use one of: upper, lower, title, sentence, camel, pascal, snake, kebab, constant, dot."
)]
pub struct UnknownCaseFormat(pub String);

impl std::str::FromStr for CaseFormat {
    type Err = UnknownCaseFormat;

    fn from_str(id: &str) -> Result<Self, Self::Err> {
        CaseFormat::from_id(id).ok_or_else(|| UnknownCaseFormat(id.to_owned()))
    }
}

/// A format's result, as one card of the converter shows it (the page words the format's name and description).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CaseConversion {
    pub format: CaseFormat,
    pub text: String,
}

/// Converts `text` to one format.
pub fn convert(text: &str, format: CaseFormat) -> String {
    match format {
        CaseFormat::Upper => text.to_uppercase(),
        CaseFormat::Lower => text.to_lowercase(),
        CaseFormat::Title => title_case(text),
        CaseFormat::Sentence => sentence_case(text),
        _ => join_words(&split_words(text), format),
    }
}

/// Converts `text` to all ten formats (the words are split once for the six identifier formats).
pub fn convert_all(text: &str) -> Vec<CaseConversion> {
    let words = split_words(text);
    CaseFormat::ALL
        .into_iter()
        .map(|format| CaseConversion {
            format,
            text: match format {
                CaseFormat::Upper | CaseFormat::Lower | CaseFormat::Title | CaseFormat::Sentence => {
                    convert(text, format)
                }
                _ => join_words(&words, format),
            },
        })
        .collect()
}

/// What a grapheme cluster is, judged by its first character (the base a combining mark sits on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Upper,
    Lower,
    /// A letter without case (CJK, Arabic, Hebrew, …).
    Uncased,
    Digit,
    Apostrophe,
    Separator,
}

impl Kind {
    fn of(grapheme: &str) -> Kind {
        let Some(first) = grapheme.chars().next() else { return Kind::Separator };
        if first.is_ascii() {
            return match first {
                'A'..='Z' => Kind::Upper,
                'a'..='z' => Kind::Lower,
                '0'..='9' => Kind::Digit,
                '\'' => Kind::Apostrophe,
                _ => Kind::Separator,
            };
        }
        // A capital without a small form (mathematical 𝕊) cannot end a hump: it lowers to itself.
        if first.is_uppercase() && first.to_lowercase().ne([first]) {
            Kind::Upper
        } else if first.is_lowercase() {
            Kind::Lower
        } else if first.is_alphabetic() {
            Kind::Uncased
        } else if first.is_numeric() {
            Kind::Digit
        } else if first == '\u{2019}' {
            Kind::Apostrophe
        } else {
            Kind::Separator
        }
    }

    fn is_letter(self) -> bool {
        matches!(self, Kind::Upper | Kind::Lower | Kind::Uncased)
    }

    fn is_word_char(self) -> bool {
        self.is_letter() || self == Kind::Digit
    }
}

fn is_apostrophe(c: char) -> bool {
    c == '\'' || c == '\u{2019}'
}

/// The words the identifier formats join, as slices of `text` (an inner apostrophe stays in the slice and is
/// skipped when the word is written).
pub fn split_words(text: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut start: Option<usize> = None;
    // The two graphemes before the current one inside the current word, for the camel and acronym rules.
    let (mut prev, mut prev2) = (Kind::Separator, Kind::Separator);
    let mut prev_at = 0;
    // An apostrophe right after a letter: inside the word if a letter follows, else the word ends before it.
    let mut apostrophe: Option<usize> = None;

    let mut close = |start: &mut Option<usize>, end: usize| {
        if let Some(s) = start.take()
            && s < end
        {
            words.push(&text[s..end]);
        }
    };

    for (at, grapheme) in Graphemes::new(text) {
        let kind = Kind::of(grapheme);
        if !kind.is_word_char() {
            let inner = kind == Kind::Apostrophe && start.is_some() && apostrophe.is_none() && prev.is_letter();
            if inner {
                apostrophe = Some(at);
            } else {
                close(&mut start, apostrophe.take().unwrap_or(at));
                (prev, prev2) = (Kind::Separator, Kind::Separator);
            }
            continue;
        }
        if let Some(apostrophe_at) = apostrophe.take()
            && !kind.is_letter()
        {
            close(&mut start, apostrophe_at);
            (prev, prev2) = (Kind::Separator, Kind::Separator);
        }
        match start {
            None => start = Some(at),
            Some(_) => {
                if (prev == Kind::Digit) != (kind == Kind::Digit)
                    || (kind == Kind::Upper && matches!(prev, Kind::Lower | Kind::Uncased))
                {
                    close(&mut start, at);
                    start = Some(at);
                } else if kind == Kind::Lower && prev == Kind::Upper && prev2 == Kind::Upper {
                    // "XMLHttp": the last capital before a small letter starts the next word.
                    close(&mut start, prev_at);
                    start = Some(prev_at);
                }
            }
        }
        (prev2, prev, prev_at) = (prev, kind, at);
    }
    close(&mut start, apostrophe.unwrap_or(text.len()));
    words
}

/// How a word's letters are cased when it is joined into an identifier.
#[derive(Debug, Clone, Copy)]
enum WordCase {
    Lower,
    Upper,
    Capitalized,
}

fn join_words(words: &[&str], format: CaseFormat) -> String {
    let (separator, case) = match format {
        CaseFormat::Camel | CaseFormat::Pascal => ("", WordCase::Capitalized),
        CaseFormat::Snake => ("_", WordCase::Lower),
        CaseFormat::Kebab => ("-", WordCase::Lower),
        CaseFormat::Constant => ("_", WordCase::Upper),
        CaseFormat::Dot => (".", WordCase::Lower),
        CaseFormat::Upper | CaseFormat::Lower | CaseFormat::Title | CaseFormat::Sentence => {
            unreachable!("prose formats are not joined")
        }
    };
    let mut out = String::with_capacity(words.iter().map(|w| w.len() + separator.len()).sum());
    for (index, word) in words.iter().enumerate() {
        if index > 0 {
            out.push_str(separator);
        }
        let case = match (format, index) {
            (CaseFormat::Camel, 0) => WordCase::Lower,
            _ => case,
        };
        push_word(&mut out, word, case);
    }
    out
}

fn push_word(out: &mut String, word: &str, case: WordCase) {
    if word.is_ascii() && !word.contains('\'') {
        let start = out.len();
        out.push_str(word);
        let written = &mut out[start..];
        match case {
            WordCase::Upper => written.make_ascii_uppercase(),
            WordCase::Lower => written.make_ascii_lowercase(),
            WordCase::Capitalized => {
                written.make_ascii_lowercase();
                written[..1].make_ascii_uppercase();
            }
        }
        return;
    }
    let mut first = true;
    for c in word.chars().filter(|&c| !is_apostrophe(c)) {
        match case {
            WordCase::Upper => out.extend(c.to_uppercase()),
            WordCase::Capitalized if first => out.extend(c.to_uppercase()),
            WordCase::Lower | WordCase::Capitalized => out.extend(c.to_lowercase()),
        }
        first = false;
    }
}

/// Writes a grapheme with its base character in capitals and the rest (combining marks) as they are.
fn push_capitalized(out: &mut String, grapheme: &str) {
    if let [byte] = grapheme.as_bytes() {
        out.push(char::from(byte.to_ascii_uppercase()));
        return;
    }
    let mut chars = grapheme.chars();
    if let Some(first) = chars.next() {
        out.extend(first.to_uppercase());
    }
    out.push_str(chars.as_str());
}

fn push_lower(out: &mut String, grapheme: &str) {
    if let [byte] = grapheme.as_bytes() {
        out.push(char::from(byte.to_ascii_lowercase()));
    } else {
        out.extend(grapheme.chars().flat_map(char::to_lowercase));
    }
}

/// Title Case: the first letter (or digit) of every word in capitals, the rest in small letters. A word is a run
/// of letters and digits; an apostrophe inside it does not start a new one (`don't` → Don't).
fn title_case(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_word = false;
    for (_, grapheme) in Graphemes::new(text) {
        match Kind::of(grapheme) {
            kind if kind.is_word_char() => {
                if in_word {
                    push_lower(&mut out, grapheme);
                } else {
                    push_capitalized(&mut out, grapheme);
                }
                in_word = true;
            }
            Kind::Apostrophe if in_word => out.push_str(grapheme),
            _ => {
                out.push_str(grapheme);
                in_word = false;
            }
        }
    }
    out
}

/// Ends a sentence for Sentence case (also the ideographic and full-width forms).
fn is_sentence_end(grapheme: &str) -> bool {
    matches!(grapheme, "." | "!" | "?" | "\u{3002}" | "\u{FF0E}" | "\u{FF01}" | "\u{FF1F}")
}

/// Closing quotes and brackets, which may follow a sentence's end (`He said "hi." Then…`).
fn is_closing(grapheme: &str) -> bool {
    matches!(grapheme, "\"" | "'" | ")" | "]" | "}" | "\u{201D}" | "\u{2019}" | "\u{BB}" | "\u{300D}" | "\u{300F}")
}

fn is_line_break(grapheme: &str) -> bool {
    matches!(grapheme, "\n" | "\r\n" | "\r")
}

/// Sentence case: everything in small letters except the first letter of each sentence. A sentence starts at the
/// beginning of the text, after `.`, `!` or `?` followed by white space (closing quotes and brackets may sit in
/// between), and at the start of a paragraph (after a blank line), so headings are capitalised too. `3.14` and
/// `e.g.x` do not start sentences: the terminator must be followed by white space.
fn sentence_case(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut capitalize_next = true;
    let mut after_end = false;
    let mut line_blank = true;
    for (_, grapheme) in Graphemes::new(text) {
        let kind = Kind::of(grapheme);
        if kind.is_word_char() {
            if capitalize_next {
                push_capitalized(&mut out, grapheme);
            } else {
                push_lower(&mut out, grapheme);
            }
            capitalize_next = false;
            after_end = false;
            line_blank = false;
            continue;
        }
        out.push_str(grapheme);
        if is_line_break(grapheme) {
            if after_end || line_blank {
                capitalize_next = true;
            }
            line_blank = true;
        } else if grapheme.chars().all(char::is_whitespace) {
            if after_end {
                capitalize_next = true;
            }
        } else {
            line_blank = false;
            if is_sentence_end(grapheme) {
                after_end = true;
            } else if !is_closing(grapheme) {
                // "etc., and": only closing quotes and brackets may sit between the end and the space.
                after_end = false;
            }
        }
    }
    out
}
