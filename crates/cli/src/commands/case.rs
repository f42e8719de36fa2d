//! `penknife case`: the Text Case Converter on the command line.

use crate::input;
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser as _};
use penknife_core::text::case::{self as engine, CaseFormat};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  echo 'hello world example' | penknife case --to camel\n  penknife case --all notes.txt"
)]
pub struct CommandArgs {
    /// The format to convert to.
    #[arg(long, value_parser = format_parser(), required_unless_present = "all", conflicts_with = "all")]
    to: Option<CaseFormat>,
    /// Print the text in all ten formats, one per line as `name: text`.
    #[arg(long)]
    all: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

/// `--to`'s values, with their help, straight from the engine's list (one source for ids, names and meaning).
fn format_parser() -> impl clap::builder::TypedValueParser<Value = CaseFormat> {
    let values = CaseFormat::ALL
        .map(|format| PossibleValue::new(format.id()).help(format!("{}: {}", format.name(), format.description())));
    PossibleValuesParser::new(values).try_map(|id| id.parse::<CaseFormat>())
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let mut output = String::new();
    match args.to {
        Some(format) => {
            output = engine::convert(&text, format);
            // The prose formats keep the input's final line break; the identifiers need one.
            if !output.ends_with('\n') {
                output.push('\n');
            }
        }
        None => {
            for conversion in engine::convert_all(&text) {
                output.push_str(conversion.format.name());
                output.push_str(": ");
                output.push_str(conversion.text.trim_end_matches(['\r', '\n']));
                output.push('\n');
            }
        }
    }
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}
