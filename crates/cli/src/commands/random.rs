//! `penknife random`: random numbers from a range (unbiased, from the system's secure generator), one per line.
use clap::Args;
use clap::builder::TypedValueParser as _;
use penknife_core::random::{self as engine, NumberRange, RandomNumberSettings, SystemRandom};
use std::io::Write as _;

#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Lowest possible number (a whole number; with --decimals any decimal). Negative values are fine.
    #[arg(long, default_value = "1", allow_hyphen_values = true)]
    min: String,
    /// Highest possible number; must be greater than --min.
    #[arg(long, default_value = "100", allow_hyphen_values = true)]
    max: String,
    /// How many numbers (1–10000).
    #[arg(short = 'n', long, default_value_t = 10, value_parser = clap::value_parser!(u16).range(1..=10_000).map(usize::from))]
    count: usize,
    /// No number twice. If the range holds fewer numbers than --count, prints all of them (shuffled) and says so
    /// on stderr.
    #[arg(short, long)]
    unique: bool,
    /// Decimal numbers with this many places (1–10) instead of whole numbers.
    #[arg(short, long, value_name = "PLACES", value_parser = clap::value_parser!(u32).range(1..=10))]
    decimals: Option<u32>,
    /// Print --count evenly spaced numbers from --min to --max instead of random ones.
    #[arg(short, long, conflicts_with = "unique")]
    sequence: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let range = NumberRange::new(&args.min, &args.max, args.decimals)?;
    let numbers = if args.sequence {
        engine::evenly_spaced(&range, args.count)
    } else {
        let settings = RandomNumberSettings::new(range, args.count, !args.unique);
        let drawn = engine::draw_numbers(&settings, &mut SystemRandom::new());
        if let Some(notice) = drawn.notice {
            eprintln!("penknife: {notice}");
        }
        drawn.numbers
    };
    let mut out = std::io::stdout().lock();
    for number in numbers {
        writeln!(out, "{number}")?;
    }
    Ok(())
}
