//! `penknife`: the site's server and every tool's engine on the command line.
//! Tool commands read a file (or stdin) and write stdout; errors go to stderr with a non-zero exit.

mod commands;
mod input;
mod memory_budget;

use clap::Parser;
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(name = "penknife", version, about = "Penknife: everyday tools in the browser and on the command line.")]
struct Cli {
    #[command(subcommand)]
    command: Option<commands::Command>,
}

/// `penknife` with no command: serve with the defaults (flags absent, environment variables still apply).
#[derive(Debug, Parser)]
struct DefaultServe {
    #[command(flatten)]
    args: commands::serve::ServeArgs,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => commands::serve::run(DefaultServe::parse_from(["penknife"]).args),
        Some(command) => command.run(),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("penknife: {error:#}");
            ExitCode::FAILURE
        }
    }
}
