//! `penknife slug`: the Slug Generator on arguments, files and pipes.

use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::slug::{Separator, SlugCase, SlugOptions, slugify, slugify_lines};
use std::path::PathBuf;

/// Turns text into URL slugs: Unicode transliterated to ASCII (`Crème Brûlée à Paris!` → `creme-brulee-a-paris`),
/// words joined by one separator. With --text, that text's slug; otherwise one slug per line of the file or
/// standard input.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The text to slugify (instead of a file).
    #[arg(long, conflicts_with = "file")]
    text: Option<String>,
    /// What goes between words.
    #[arg(long, value_enum, default_value_t = SeparatorArg::Hyphen)]
    separator: SeparatorArg,
    /// The letters' case.
    #[arg(long, value_enum, default_value_t = CaseArg::Lower)]
    case: CaseArg,
    /// The longest slug in characters, cut at a word boundary (0: no limit).
    #[arg(long, default_value_t = 0)]
    max_length: usize,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum SeparatorArg {
    #[value(name = "-", alias = "hyphen")]
    Hyphen,
    #[value(name = "_", alias = "underscore")]
    Underscore,
    #[value(name = ".", alias = "dot")]
    Dot,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum CaseArg {
    Lower,
    Upper,
    Keep,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = SlugOptions {
        separator: match args.separator {
            SeparatorArg::Hyphen => Separator::Hyphen,
            SeparatorArg::Underscore => Separator::Underscore,
            SeparatorArg::Dot => Separator::Dot,
        },
        case: match args.case {
            CaseArg::Lower => SlugCase::Lower,
            CaseArg::Upper => SlugCase::Upper,
            CaseArg::Keep => SlugCase::Keep,
        },
        max_length: args.max_length,
    };
    match args.text {
        Some(text) => println!("{}", slugify(&text, &options)),
        None => {
            let slugs = slugify_lines(&input::read_text(args.file.as_deref())?, &options);
            if !slugs.is_empty() {
                println!("{slugs}");
            }
        }
    }
    Ok(())
}
