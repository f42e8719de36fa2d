//! `penknife count words|chars`: the Word Counter and the Character Counter on the command line. The human
//! output is the same report the pages download; `--json` gives the statistics with the pages' field names.

use crate::input;
use clap::{Args, Subcommand};
use penknife_core::text::{char_stats, word_stats};
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  penknife count words essay.txt\n  echo 'Hello there!' | penknife count chars --json"
)]
pub struct CommandArgs {
    #[command(subcommand)]
    what: What,
}

#[derive(Debug, Subcommand)]
enum What {
    /// Word statistics: characters, words, sentences, paragraphs, lines, reading and speaking time, averages,
    /// longest and most common word.
    Words(InputArgs),
    /// Character statistics (letters, numbers, spaces, punctuation, symbols, case, unique and most common
    /// character) and how the text fits eight social platforms' length limits.
    Chars(InputArgs),
}

#[derive(Debug, Args)]
struct InputArgs {
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
    /// Print the statistics as one JSON object instead of the report.
    #[arg(long)]
    json: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let output = match args.what {
        What::Words(input) => {
            let stats = word_stats::analyze(&input::read_text(input.file.as_deref())?);
            if input.json { words_json(&stats) } else { word_stats::report(&stats) }
        }
        What::Chars(input) => {
            let stats = char_stats::analyze(&input::read_text(input.file.as_deref())?);
            if input.json { chars_json(&stats) } else { char_stats::report(&stats) }
        }
    };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}

/// A JSON string literal.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A JSON object from (key, already-encoded value) pairs.
fn object(fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields.iter().map(|(key, value)| format!("{}:{value}", quoted(key))).collect();
    format!("{{{}}}", body.join(","))
}

fn words_json(stats: &word_stats::TextStats) -> String {
    let json = object(&[
        ("characters", stats.characters.to_string()),
        ("charactersNoSpaces", stats.characters_no_spaces.to_string()),
        ("words", stats.words.to_string()),
        ("sentences", stats.sentences.to_string()),
        ("paragraphs", stats.paragraphs.to_string()),
        ("lines", stats.lines.to_string()),
        ("readingTime", stats.reading_time.to_string()),
        ("speakingTime", stats.speaking_time.to_string()),
        ("averageWordsPerSentence", stats.average_words_per_sentence.to_string()),
        ("averageCharactersPerWord", stats.average_characters_per_word.to_string()),
        ("longestWord", quoted(&stats.longest_word)),
        ("mostCommonWord", quoted(&stats.most_common_word)),
        ("mostCommonWordCount", stats.most_common_word_count.to_string()),
    ]);
    json + "\n"
}

fn chars_json(stats: &char_stats::CharacterStats) -> String {
    let most_common = match &stats.most_common {
        Some(c) => object(&[("char", quoted(&c.character)), ("count", c.count.to_string())]),
        None => "null".to_owned(),
    };
    let platforms: Vec<String> = stats
        .platforms
        .iter()
        .map(|p| {
            object(&[
                // The id as the engine spells it (serde's), quoted.
                ("id", serde_json::to_string(&p.id).unwrap_or_default()),
                ("name", quoted(&p.name)),
                ("limit", p.limit.to_string()),
                ("count", p.count.to_string()),
                ("percent", p.percent.to_string()),
                ("over", p.over.to_string()),
                ("remaining", p.remaining.to_string()),
                ("withinLimit", p.within_limit.to_string()),
            ])
        })
        .collect();
    let json = object(&[
        ("total", stats.total.to_string()),
        ("totalNoSpaces", stats.total_no_spaces.to_string()),
        ("letters", stats.letters.to_string()),
        ("numbers", stats.numbers.to_string()),
        ("spaces", stats.spaces.to_string()),
        ("punctuation", stats.punctuation.to_string()),
        ("symbols", stats.symbols.to_string()),
        ("uppercase", stats.uppercase.to_string()),
        ("lowercase", stats.lowercase.to_string()),
        ("words", stats.words.to_string()),
        ("sentences", stats.sentences.to_string()),
        ("paragraphs", stats.paragraphs.to_string()),
        ("lines", stats.lines.to_string()),
        ("uniqueChars", stats.unique_chars.to_string()),
        ("mostCommon", most_common),
        ("platforms", format!("[{}]", platforms.join(","))),
    ]);
    json + "\n"
}
