//! The paste tool's shared words: the spec's 20 languages, its expiry choices, the title default and the download
//! name rule. The server stores pastes with these, the CLI sends them, and the page reads them from the API.
//! (The private-paste format, sealed in the browser and by the CLI, lives beside them.)

mod sealed;

pub use sealed::*;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What a paste with a blank title is called.
pub const UNTITLED: &str = "Untitled Paste";
/// The longest title accepted, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// The spec's message for blank content.
pub const CONTENT_REQUIRED: &str = "Please enter some content to save";

/// Defines a fieldless enum with its serde name for each variant, `ALL`, `as_str`, `Display` and `FromStr`.
macro_rules! named_choices {
    ($(#[$meta:meta])* $name:ident ($what:literal) { $($(#[$vmeta:meta])* $variant:ident = $text:literal,)+ }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
        pub enum $name {
            $($(#[$vmeta])* #[serde(rename = $text)] $variant,)+
        }

        impl $name {
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// The name the API, the CLI and the page use.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl FromStr for $name {
            type Err = String;

            fn from_str(text: &str) -> Result<Self, String> {
                Self::ALL.iter().copied().find(|choice| choice.as_str() == text).ok_or_else(|| {
                    let names: Vec<&str> = Self::ALL.iter().map(|choice| choice.as_str()).collect();
                    format!("unknown {} '{text}' (expected one of: {})", $what, names.join(", "))
                })
            }
        }
    };
}

named_choices! {
    /// The spec's 20 languages, which choose the highlighting.
    Language ("language") {
        #[default]
        Text = "text",
        JavaScript = "javascript",
        TypeScript = "typescript",
        Python = "python",
        Java = "java",
        Cpp = "cpp",
        C = "c",
        CSharp = "csharp",
        Php = "php",
        Ruby = "ruby",
        Go = "go",
        Rust = "rust",
        Html = "html",
        Css = "css",
        Sql = "sql",
        Json = "json",
        Xml = "xml",
        Yaml = "yaml",
        Markdown = "markdown",
        Bash = "bash",
    }
}

named_choices! {
    /// How long a paste lives (the spec's six choices).
    Expiry ("expiry") {
        #[default]
        Never = "never",
        TenMinutes = "10m",
        OneHour = "1h",
        OneDay = "1d",
        OneWeek = "1w",
        OneMonth = "1M",
    }
}

impl Expiry {
    /// The lifetime in milliseconds; `None` for a paste that never expires. (1w = 7 days, 1M = 30 days.)
    pub const fn duration_ms(self) -> Option<i64> {
        const MINUTE: i64 = 60_000;
        match self {
            Self::Never => None,
            Self::TenMinutes => Some(10 * MINUTE),
            Self::OneHour => Some(60 * MINUTE),
            Self::OneDay => Some(24 * 60 * MINUTE),
            Self::OneWeek => Some(7 * 24 * 60 * MINUTE),
            Self::OneMonth => Some(30 * 24 * 60 * MINUTE),
        }
    }
}

/// The title a paste is saved under: trimmed, 'Untitled Paste' when blank.
pub fn title_or_default(title: &str) -> &str {
    let title = title.trim();
    if title.is_empty() { UNTITLED } else { title }
}

/// The title a paste is saved under ([`title_or_default`]), or the message for one over [`MAX_TITLE_CHARS`]
/// characters (the server checks public titles; the CLI and the page check private ones, which it cannot read).
pub fn checked_title(title: &str) -> Result<&str, String> {
    let title = title_or_default(title);
    if title.chars().count() > MAX_TITLE_CHARS {
        Err(format!("The title is longer than {MAX_TITLE_CHARS} characters."))
    } else {
        Ok(title)
    }
}

/// The spec's download name: the title in lowercase with every character that is not a letter or digit replaced
/// by an underscore, plus `.txt` ('My Notes (v2)' → `my_notes__v2_.txt`). ASCII letters and digits only, so the
/// name is safe on every file system and in a `Content-Disposition` header.
pub fn download_name(title: &str) -> String {
    let stem: String = title_or_default(title)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_lowercase() } else { '_' })
        .collect();
    format!("{stem}.txt")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_through_serde_and_from_str() {
        assert_eq!(Language::ALL.len(), 20);
        for &language in Language::ALL {
            let json = serde_json::to_string(&language).expect("a name serialises");
            assert_eq!(json, format!("\"{language}\""));
            assert_eq!(language.as_str().parse::<Language>(), Ok(language));
        }
        for &expiry in Expiry::ALL {
            assert_eq!(expiry.as_str().parse::<Expiry>(), Ok(expiry));
        }
        assert_eq!("csharp".parse::<Language>(), Ok(Language::CSharp));
        assert_eq!(
            "cobol".parse::<Language>(),
            Err("unknown language 'cobol' (expected one of: text, javascript, typescript, python, java, cpp, c, \
             csharp, php, ruby, go, rust, html, css, sql, json, xml, yaml, markdown, bash)"
                .to_owned())
        );
    }

    #[test]
    fn expiry_lengths_are_the_spec_constants() {
        let minutes = |expiry: Expiry| expiry.duration_ms().map(|ms| ms / 60_000);
        assert_eq!(minutes(Expiry::Never), None);
        assert_eq!(minutes(Expiry::TenMinutes), Some(10));
        assert_eq!(minutes(Expiry::OneHour), Some(60));
        assert_eq!(minutes(Expiry::OneDay), Some(1440));
        assert_eq!(minutes(Expiry::OneWeek), Some(7 * 1440));
        assert_eq!(minutes(Expiry::OneMonth), Some(30 * 1440));
        assert_eq!("1M".parse::<Expiry>(), Ok(Expiry::OneMonth));
        assert!("1m".parse::<Expiry>().is_err(), "1M is a month; 1m is not a choice");
    }

    #[test]
    fn download_names_follow_the_spec_rule() {
        assert_eq!(download_name("My Notes (v2)"), "my_notes__v2_.txt");
        assert_eq!(download_name("  "), "untitled_paste.txt");
        assert_eq!(download_name("Résumé/../etc"), "r_sum_____etc.txt");
        assert_eq!(title_or_default("  Hello  "), "Hello");
    }

    #[test]
    fn titles_are_defaulted_and_limited_in_characters() {
        assert_eq!(checked_title(" "), Ok(UNTITLED));
        let longest = "é".repeat(MAX_TITLE_CHARS);
        assert_eq!(checked_title(&format!(" {longest} ")), Ok(longest.as_str()));
        assert_eq!(checked_title(&format!("{longest}!")), Err("The title is longer than 200 characters.".to_owned()));
    }
}
