//! `penknife diff OLD NEW`: the Diff Checker on the command line. Prints the unified diff (`--- a/OLD`, `+++ b/NEW`,
//! `@@` hunks) and, like diff(1), exits 0 when the texts are equal, 1 when they differ and 2 on trouble (a file that
//! cannot be read, or is not UTF-8 text: a diff of a lossy reading would not apply to the real file).

use crate::input;
use clap::Args;
use penknife_core::diff::{self as engine, DiffOptions};
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::exit;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife diff old.txt new.txt > changes.diff\n  git show HEAD:README.md | penknife diff -w - README.md")]
pub struct CommandArgs {
    /// The original file (`-` for standard input).
    old: PathBuf,
    /// The changed file (`-` for standard input).
    new: PathBuf,
    /// Lines that differ only in white space are equal (`diff -w`).
    #[arg(short = 'w', long)]
    ignore_whitespace: bool,
    /// Lines that differ only in letter case are equal (`diff -i`).
    #[arg(short = 'i', long)]
    ignore_case: bool,
    /// Unchanged lines shown around each change.
    #[arg(short = 'U', long, value_name = "N", default_value_t = DiffOptions::default().context)]
    context: u32,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    match differs(&args) {
        Ok(false) => Ok(()),
        Ok(true) => exit(1),
        Err(error) => {
            eprintln!("penknife: {error:#}");
            exit(2)
        }
    }
}

/// Prints the diff; true when the texts differ.
fn differs(args: &CommandArgs) -> anyhow::Result<bool> {
    if args.old == Path::new("-") && args.new == Path::new("-") {
        anyhow::bail!("only one of the two files can be standard input");
    }
    let (old_name, new_name) = (name(&args.old), name(&args.new));
    let old_bytes = input::read_bytes(Some(&args.old))?;
    let new_bytes = input::read_bytes(Some(&args.new))?;
    let options = DiffOptions {
        ignore_whitespace: args.ignore_whitespace,
        ignore_case: args.ignore_case,
        context: args.context,
        granularity: engine::Granularity::Line,
        old_name: old_name.clone(),
        new_name: new_name.clone(),
    };
    let text = |bytes, path: &Path| {
        engine::text(bytes, &if path == Path::new("-") { "standard input".into() } else { path.display().to_string() })
    };
    let diff = engine::diff(text(&old_bytes, &args.old)?, text(&new_bytes, &args.new)?, &options);
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(diff.unified.as_bytes())?;
    stdout.flush()?;
    Ok(!diff.changes.is_empty())
}

/// The name a file goes by in the diff: its path as given, without a leading `/` or `./` (as `git diff --no-index`
/// writes `a/tmp/x` for `/tmp/x`), `-` as "stdin".
fn name(path: &Path) -> String {
    if path == Path::new("-") {
        return "stdin".to_owned();
    }
    let shown = path.display().to_string();
    let relative = shown.strip_prefix("./").unwrap_or(&shown).trim_start_matches('/');
    relative.to_owned()
}
