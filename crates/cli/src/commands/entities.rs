//! `penknife entities [--decode] [--all-non-ascii] [FILE]`: the HTML Entity Encoder/Decoder on the command line.
//! The text is read from a file or standard input; its final line break (what `echo` adds) is not part of it.

use crate::input;
use clap::Args;
use penknife_core::entities::{self as engine, EncodeOptions};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  echo '<a href=\"x\">Tom & Jerry</a>' | penknife entities\n  echo 'Tom &amp; Jerry &copy; 2024' | penknife entities --decode"
)]
pub struct CommandArgs {
    /// Decode every HTML5 named, decimal and hexadecimal reference instead (what is no reference stays as written).
    #[arg(long, conflicts_with = "all_non_ascii")]
    decode: bool,
    /// Also encode every non-ASCII character, as a hexadecimal reference (`é` → `&#xe9;`).
    #[arg(long)]
    all_non_ascii: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let mut text = input::read_text(args.file.as_deref())?;
    let kept = text.strip_suffix('\n').map(|line| line.strip_suffix('\r').unwrap_or(line)).map(str::len);
    text.truncate(kept.unwrap_or(text.len()));
    let output = if args.decode {
        engine::decode(&text)
    } else {
        engine::encode(&text, EncodeOptions { all_non_ascii: args.all_non_ascii })
    };
    let mut out = std::io::stdout().lock();
    out.write_all(output.as_bytes())?;
    out.write_all(b"\n")?;
    Ok(())
}
