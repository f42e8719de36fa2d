//! `penknife case`: the Text Case Converter on the command line.

use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::text::case::{self as engine, CaseFormat};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  echo 'hello world example' | penknife case --to camel\n  penknife case --all notes.txt"
)]
pub struct CommandArgs {
    /// The format to convert to.
    #[arg(long, value_enum, required_unless_present = "all", conflicts_with = "all")]
    to: Option<Format>,
    /// Print the text in all ten formats, one per line as `name: text`.
    #[arg(long)]
    all: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Format {
    /// UPPERCASE: every letter in capitals (line breaks and punctuation kept).
    Upper,
    /// lowercase: every letter in small letters (line breaks and punctuation kept).
    Lower,
    /// Title Case: the first letter of every word in capitals.
    Title,
    /// Sentence case: the first letter of every sentence in capitals.
    Sentence,
    /// camelCase: words joined, each after the first capitalised.
    Camel,
    /// PascalCase: words joined, each capitalised.
    Pascal,
    /// snake_case: lowercase words joined by underscores.
    Snake,
    /// kebab-case: lowercase words joined by hyphens.
    Kebab,
    /// CONSTANT_CASE: uppercase words joined by underscores.
    Constant,
    /// dot.case: lowercase words joined by dots.
    Dot,
}

impl From<Format> for CaseFormat {
    fn from(format: Format) -> Self {
        match format {
            Format::Upper => CaseFormat::Upper,
            Format::Lower => CaseFormat::Lower,
            Format::Title => CaseFormat::Title,
            Format::Sentence => CaseFormat::Sentence,
            Format::Camel => CaseFormat::Camel,
            Format::Pascal => CaseFormat::Pascal,
            Format::Snake => CaseFormat::Snake,
            Format::Kebab => CaseFormat::Kebab,
            Format::Constant => CaseFormat::Constant,
            Format::Dot => CaseFormat::Dot,
        }
    }
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let mut output = String::new();
    match args.to {
        Some(format) => {
            output = engine::convert(&text, format.into());
            // The prose formats keep the input's final line break; the identifiers need one.
            if !output.ends_with('\n') {
                output.push('\n');
            }
        }
        None => {
            for conversion in engine::convert_all(&text) {
                output.push_str(conversion.name);
                output.push_str(": ");
                output.push_str(conversion.text.trim_end_matches(['\r', '\n']));
                output.push('\n');
            }
        }
    }
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}
