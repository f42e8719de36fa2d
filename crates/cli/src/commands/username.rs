//! `penknife username`: a batch of distinct usernames, one per line (or one CSV line).

use clap::{Args, ValueEnum};
use penknife_core::random::SystemRandom;
use penknife_core::username::{self as engine, UsernameOptions, UsernameStyle};

/// Generate usernames from the system's secure random generator. Names repeated within a batch get a
/// numeric suffix (name, name2, …).
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// How the names are built.
    #[arg(short, long, value_enum, default_value_t = Style::AdjectiveNoun)]
    style: Style,
    /// How many usernames, 1 to 50.
    #[arg(short = 'n', long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=50))]
    count: u32,
    /// Characters of a random-style name, 3 to 20 (other styles ignore it).
    #[arg(short, long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(3..=20))]
    length: u32,
    /// Append a number from 1 to 999.
    #[arg(long)]
    numbers: bool,
    /// Join the parts with '_', '-' or '.' (word styles become lowercase).
    #[arg(long)]
    symbols: bool,
    /// Text to put before every name (whitespace removed).
    #[arg(long, default_value = "")]
    prefix: String,
    /// Text to put after every name (whitespace removed).
    #[arg(long, default_value = "")]
    suffix: String,
    /// Print one comma-separated CSV line instead of one name per line.
    #[arg(long)]
    csv: bool,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Style {
    /// Adjective + noun, like SwiftTiger.
    AdjectiveNoun,
    /// Adjective + tech term, like SilentByte.
    Tech,
    /// Noun + gaming term, like PhoenixSlayer.
    Gaming,
    /// Random letters and digits of --length characters, like k3v9qa7m.
    Random,
}

impl From<Style> for UsernameStyle {
    fn from(style: Style) -> Self {
        match style {
            Style::AdjectiveNoun => Self::AdjectiveNoun,
            Style::Tech => Self::Tech,
            Style::Gaming => Self::Gaming,
            Style::Random => Self::Random,
        }
    }
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = UsernameOptions {
        style: args.style.into(),
        length: args.length as usize,
        count: args.count as usize,
        numbers: args.numbers,
        symbols: args.symbols,
        prefix: args.prefix,
        suffix: args.suffix,
    };
    let names = engine::generate_usernames(&options, &mut SystemRandom::new());
    if args.csv {
        println!("{}", engine::usernames_to_csv(&names));
    } else {
        for name in names {
            println!("{name}");
        }
    }
    Ok(())
}
