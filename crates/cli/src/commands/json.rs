//! `penknife json`: the JSON Formatter and Validator on files and pipes. Strings and numbers are copied exactly
//! as written (key order, duplicate keys, escapes, 1e400 and big integers kept), only whitespace changes.

use crate::input;
use anyhow::anyhow;
use clap::{Args, Subcommand};
use penknife_core::json::{self as engine, JsonError, JsonStats};
use std::io::Write as _;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Pretty-print: one member per line, `indent` spaces per level.
    Format {
        /// Spaces per nesting level, 1 to 8.
        #[arg(long, short, default_value_t = engine::DEFAULT_INDENT, value_parser = clap::value_parser!(u32).range(1..=8))]
        indent: u32,
        #[command(flatten)]
        common: Common,
    },
    /// Remove every whitespace character between tokens.
    Minify {
        #[command(flatten)]
        common: Common,
    },
    /// Check the input: prints `valid` and exits 0, or prints `FILE:LINE:COLUMN: message` to standard error
    /// and exits 1.
    Validate {
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Debug, Args)]
struct Common {
    /// Print the statistics (size, minified size, compression ratio, keys, depth); to standard error for
    /// format and minify, to standard output for validate.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let common = match &args.action {
        Action::Format { common, .. } | Action::Minify { common } | Action::Validate { common } => common,
    };
    let file = common.file.as_deref();
    let text = input::read_text(file)?;
    let located = |error: JsonError| located(file, &error);
    let output = match &args.action {
        Action::Format { indent, .. } => Some(engine::format(&text, *indent).map_err(located)?),
        Action::Minify { .. } => Some(engine::minify(&text).map_err(located)?),
        Action::Validate { .. } => None,
    };
    // Validation is the statistics pass, so validate always computes them; format and minify only on request.
    let stats = if common.stats || output.is_none() { Some(engine::stats(&text).map_err(located)?) } else { None };
    let mut stdout = std::io::stdout().lock();
    match output {
        Some(output) => {
            stdout.write_all(output.as_bytes())?;
            stdout.write_all(b"\n")?;
            stdout.flush()?;
            if let Some(stats) = stats.filter(|_| common.stats) {
                eprint!("{}", stats_lines(&stats));
            }
        }
        None => {
            stdout.write_all(b"valid\n")?;
            if let Some(stats) = stats.filter(|_| common.stats) {
                stdout.write_all(stats_lines(&stats).as_bytes())?;
            }
            stdout.flush()?;
        }
    }
    Ok(())
}

/// `FILE:LINE:COLUMN: message`, as compilers write it, so editors and terminals can jump to the spot.
fn located(file: Option<&Path>, error: &JsonError) -> anyhow::Error {
    let name = match file {
        Some(path) if path != Path::new("-") => path.display().to_string(),
        _ => "<stdin>".to_owned(),
    };
    match error {
        JsonError::Syntax(syntax) => anyhow!("{name}:{}:{}: {}", syntax.line, syntax.column, syntax.message),
        other => anyhow!("{name}: {other}"),
    }
}

fn stats_lines(stats: &JsonStats) -> String {
    format!(
        "size: {} bytes\nminified size: {} bytes\ncompression ratio: {:.1}%\nkeys: {}\ndepth: {}\n",
        stats.size, stats.minified_size, stats.compression_ratio, stats.key_count, stats.depth
    )
}
