//! `penknife sort`: the Text Sorter on files and pipes.

use crate::input;
use clap::Args;
use penknife_core::random::SystemRandom;
use penknife_core::text::sort::{SortOptions, SortOrder, sort_lines};
use std::io::Write as _;
use std::path::PathBuf;

/// Sorts lines alphabetically by default: case-insensitive, accented Latin letters next to their base letter
/// (`é` with `e`), by code point otherwise, no locale. Windows (CRLF) line breaks stay CRLF.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Natural order: numbers inside lines by value (file2 before file10).
    #[arg(long, group = "order")]
    natural: bool,
    /// By the number each line starts with; lines without one go last, in their order.
    #[arg(short, long, group = "order")]
    numeric: bool,
    /// By length in characters; equal lengths keep their order.
    #[arg(long, group = "order")]
    length: bool,
    /// A random order, from the system's secure random generator.
    #[arg(long, group = "order")]
    shuffle: bool,
    /// Reverse the order (Z to A, largest or longest first).
    #[arg(short, long, conflicts_with = "shuffle")]
    reverse: bool,
    /// Order capitals before lower case (A–Z, then a–z) and keep lines differing in case apart for --unique.
    #[arg(long)]
    case_sensitive: bool,
    /// Remove leading and trailing whitespace from each line (and compare without it).
    #[arg(long)]
    trim: bool,
    /// Drop empty (blank) lines.
    #[arg(long)]
    remove_empty: bool,
    /// Keep only the first occurrence of each line.
    #[arg(short, long)]
    unique: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let order = match (args.natural, args.numeric, args.length, args.shuffle) {
        (true, ..) => SortOrder::Natural,
        (_, true, ..) => SortOrder::Numeric,
        (_, _, true, _) => SortOrder::Length,
        (.., true) => SortOrder::Shuffle,
        _ => SortOrder::Alphabetical,
    };
    let options = SortOptions {
        order,
        reverse: args.reverse,
        case_sensitive: args.case_sensitive,
        trim_whitespace: args.trim,
        remove_empty_lines: args.remove_empty,
        unique: args.unique,
    };
    let result = sort_lines(&text, &options, &mut SystemRandom::new());
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(result.text.as_bytes())?;
    // A last line without its line break gets one, in the text's own style.
    if !result.text.is_empty() && !result.text.ends_with('\n') {
        stdout.write_all(if result.text.contains("\r\n") { b"\r\n" } else { b"\n" })?;
    }
    stdout.flush()?;
    Ok(())
}
