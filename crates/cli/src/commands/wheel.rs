//! `penknife wheel`: spin a wheel of 2–20 options and print the winner.

use crate::input;
use clap::Args;
use penknife_core::random::SystemRandom;
use penknife_core::wheel as engine;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

/// Spin a wheel: the options come from the arguments, or one per line from --file or standard input.
///
/// The same rules as the website: 2 to 20 options, blank lines ignored, every option equally likely
/// (the system's secure random generator, no modulo bias).
#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  penknife wheel Alice Bob Carol\n  printf 'Pizza\\nSushi\\nTacos\\n' | penknife wheel"
)]
pub struct CommandArgs {
    /// The wheel's options. When none are given they are read one per line from --file or standard input.
    #[arg(value_name = "OPTION")]
    options: Vec<String>,
    /// Read the options (one per line) from this file; `-` is standard input.
    #[arg(short, long, value_name = "FILE", conflicts_with = "options")]
    file: Option<PathBuf>,
    /// Spin this many times (1–1000) and print one winner per line.
    #[arg(short = 'n', long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    spins: u32,
    /// Print the winner's 1-based position and the final rotation too: `3<TAB>Carol<TAB>2043.7°`.
    #[arg(short, long)]
    verbose: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = if args.options.is_empty() { input::read_text(args.file.as_deref())? } else { args.options.join("\n") };
    // Arguments are checked like a bulk import: the same limits and messages as the page.
    let options = engine::import_options(&text).map_err(|error| anyhow::anyhow!("{}: {error}", error.title()))?;

    let mut rng = SystemRandom::new();
    let mut rotation = 0.0;
    let mut output = String::new();
    for _ in 0..args.spins {
        let plan = engine::plan_spin(&mut rng, rotation, options.len())?;
        // As the page does: the winner is read from where the wheel stops.
        let winner = engine::winner_index(plan.final_rotation, options.len())?;
        let text = &options[winner].text;
        if args.verbose {
            writeln!(output, "{}\t{text}\t{:.1}°", winner + 1, plan.final_rotation)?;
        } else {
            writeln!(output, "{text}")?;
        }
        rotation = plan.final_rotation;
    }
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}
