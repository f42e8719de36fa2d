//! `penknife password`: strong random passwords from the system's secure generator, one per line.
use clap::Args;
use clap::builder::TypedValueParser as _;
use penknife_core::password::{self as engine, PasswordOptions};
use penknife_core::random::SystemRandom;
use std::io::Write as _;

#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Characters per password (4–128).
    #[arg(short, long, default_value_t = engine::DEFAULT_LENGTH,
          value_parser = clap::value_parser!(u16).range(engine::MIN_LENGTH as i64..=engine::MAX_LENGTH as i64)
              .map(usize::from))]
    length: usize,
    /// Leave out uppercase letters (A–Z).
    #[arg(long)]
    no_uppercase: bool,
    /// Leave out lowercase letters (a–z).
    #[arg(long)]
    no_lowercase: bool,
    /// Leave out digits (0–9).
    #[arg(long)]
    no_numbers: bool,
    /// Leave out symbols (!@#$%^&*()_+-=[]{}|;:,.<>?).
    #[arg(long)]
    no_symbols: bool,
    /// Leave out characters that are easy to confuse: i l 1 L o 0 O.
    #[arg(short = 'x', long)]
    exclude_similar: bool,
    /// How many passwords to print (1–10000).
    #[arg(short = 'n', long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=10_000).map(usize::from))]
    count: usize,
    /// After each password, a tab and its strength: label, score out of 5 and entropy in bits.
    #[arg(short, long)]
    strength: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = PasswordOptions {
        length: args.length,
        uppercase: !args.no_uppercase,
        lowercase: !args.no_lowercase,
        numbers: !args.no_numbers,
        symbols: !args.no_symbols,
        exclude_similar: args.exclude_similar,
    };
    let mut rng = SystemRandom::new();
    let mut out = std::io::stdout().lock();
    for _ in 0..args.count {
        let generated = engine::generate_with_strength(&options, &mut rng)?;
        if args.strength {
            let strength = generated.strength;
            writeln!(
                out,
                "{}\t{} ({}/5, {:.1} bits)",
                generated.password, strength.level, strength.score, generated.entropy_bits
            )?;
        } else {
            writeln!(out, "{}", generated.password)?;
        }
    }
    Ok(())
}
