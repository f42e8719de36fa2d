//! `penknife convert`: the YAML JSON TOML Converter on the command line. Reads a file or standard input and prints
//! it in the other format; a refusal (a syntax error with its line and column, a null for TOML, …) exits non-zero.

use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::convert::{self as engine, ConvertOptions, Format};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  penknife convert --from yaml --to json docker-compose.yml\n  echo '{\"a\": {\"b\": 1}}' | penknife convert --from json --to toml"
)]
pub struct CommandArgs {
    /// The input's format.
    #[arg(long, value_enum, default_value_t = Kind::Yaml)]
    from: Kind,
    /// The output's format (several YAML documents become a JSON array; TOML holds one).
    #[arg(long, value_enum, default_value_t = Kind::Json)]
    to: Kind,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Kind {
    Yaml,
    Json,
    Toml,
}

impl From<Kind> for Format {
    fn from(kind: Kind) -> Self {
        match kind {
            Kind::Yaml => Format::Yaml,
            Kind::Json => Format::Json,
            Kind::Toml => Format::Toml,
        }
    }
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = ConvertOptions { from: args.from.into(), to: args.to.into() };
    let converted = engine::convert_bytes(&input::read_bytes(args.file.as_deref())?, &options)?;
    std::io::stdout().lock().write_all(converted.as_bytes())?;
    Ok(())
}
