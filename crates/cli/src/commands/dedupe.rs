//! `penknife dedupe`: the Remove Duplicate Lines tool on files and pipes.

use crate::input;
use clap::Args;
use penknife_core::text::dedupe::{DedupeOptions, remove_duplicate_lines};
use std::io::Write as _;
use std::path::PathBuf;

/// Keeps the first occurrence of each line. By default lines are trimmed, compared ignoring case (Unicode
/// case folding: 'Straße' = 'STRASSE'), empty lines are dropped and the original order is kept.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Treat lines differing only in case as different.
    #[arg(long)]
    case_sensitive: bool,
    /// Keep empty (blank) lines; they are then deduplicated like any other line.
    #[arg(long)]
    keep_empty: bool,
    /// Keep leading and trailing whitespace, and compare lines with it.
    #[arg(long)]
    no_trim: bool,
    /// Sort the result alphabetically (case-insensitive, then case-sensitive; by code point, no locale).
    #[arg(long)]
    sort: bool,
    /// Print the statistics (original, duplicates, unique, removed) to standard error.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let options = DedupeOptions {
        case_sensitive: args.case_sensitive,
        remove_empty_lines: !args.keep_empty,
        trim_whitespace: !args.no_trim,
        sort_alphabetically: args.sort,
    };
    let result = remove_duplicate_lines(&text, &options);
    let mut stdout = std::io::stdout().lock();
    if result.stats.unique > 0 {
        stdout.write_all(result.text.as_bytes())?;
        stdout.write_all(b"\n")?;
    }
    stdout.flush()?;
    if args.stats {
        let s = result.stats;
        eprintln!(
            "original: {}\nduplicates: {}\nunique: {}\nremoved: {}",
            s.original, s.duplicates, s.unique, s.removed
        );
    }
    Ok(())
}
