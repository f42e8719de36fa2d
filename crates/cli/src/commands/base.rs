//! `penknife base VALUE`: an integer of any size in binary, octal, decimal and hexadecimal, or in one base.

use clap::Args;
use penknife_core::base as engine;
use std::io::Write as _;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife base 255\n  penknife base 0xff --to 2\n  penknife base zz --from 36")]
pub struct CommandArgs {
    /// The number: a sign, then 0b, 0o or 0x where it names the base, then digits (underscores and spaces between
    /// them are ignored).
    #[arg(allow_hyphen_values = true)]
    value: String,
    /// The base VALUE is written in (2–36); by default the one its prefix names, else 10.
    #[arg(long)]
    from: Option<u32>,
    /// Print the number in this base (2–36) only, instead of in binary, octal, decimal and hexadecimal.
    #[arg(long)]
    to: Option<u32>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let from = args.from.unwrap_or_else(|| engine::base_of(&args.value));
    let output = match args.to {
        Some(to) => engine::convert(&args.value, from, to)?.other + "\n",
        None => {
            let conversion = engine::convert(&args.value, from, 10)?;
            format!(
                "bin {}\noct {}\ndec {}\nhex {}\n",
                conversion.binary, conversion.octal, conversion.decimal, conversion.hexadecimal
            )
        }
    };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}
