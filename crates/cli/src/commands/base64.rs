use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::base64 as engine;
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct CommandArgs {
    /// encode: bytes → Base64 text; decode: Base64 text → bytes (whitespace ignored).
    direction: Direction,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Direction {
    Encode,
    Decode,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let output = match args.direction {
        Direction::Encode => {
            let mut text = engine::encode(&input::read_bytes(args.file.as_deref())?);
            text.push('\n');
            text.into_bytes()
        }
        Direction::Decode => engine::decode(&input::read_text(args.file.as_deref())?)?,
    };
    std::io::stdout().lock().write_all(&output)?;
    Ok(())
}
