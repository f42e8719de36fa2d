//! `penknife`: the site's server and every tool's engine on the command line.
//! Tool commands read a file (or stdin) and write stdout; errors go to stderr with a non-zero exit.

mod commands;
mod input;
mod memory_budget;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(name = "penknife", version, about = "Penknife: everyday tools in the browser and on the command line.")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Run the website (the default when no command is given).
    // Boxed: its many settings would make every command's value as large as theirs.
    Serve(Box<commands::serve::ServeArgs>),
    /// Encode to or decode from Base64 (RFC 4648, standard alphabet).
    Base64(commands::base64::Base64Args),
    /// Convert text between cases: camelCase, snake_case, Title Case, …
    Case(commands::case::CommandArgs),
    /// Count words or characters and print the statistics.
    Count(commands::count::CommandArgs),
    /// Remove duplicate lines, keeping each line's first occurrence.
    Dedupe(commands::dedupe::CommandArgs),
    /// Suggest hashtags for a post.
    Hashtags(commands::hashtags::CommandArgs),
    /// Compress, resize or convert images (JPEG, PNG, WebP), several files at once.
    Image(commands::image::CommandArgs),
    /// Look up where an IP address is and whose network it is, from local databases.
    Ip(commands::ip::CommandArgs),
    /// Format, minify or validate JSON (key order and numbers kept exactly as written).
    Json(commands::json::CommandArgs),
    /// Generate Lorem Ipsum placeholder text.
    Lorem(commands::lorem::CommandArgs),
    /// Convert Markdown to HTML (GitHub-flavoured by default; --commonmark for strict CommonMark).
    Markdown(commands::markdown::CommandArgs),
    /// Minify HTML, CSS or JavaScript.
    Minify(commands::minify::CommandArgs),
    /// Generate strong random passwords.
    Password(commands::password::CommandArgs),
    /// Share text through a Penknife server: create a paste (private ones encrypted here) or read one.
    Paste(commands::paste::CommandArgs),
    /// Draw random numbers (unbiased, from the system's secure generator).
    Random(commands::random::CommandArgs),
    /// Generate usernames.
    Username(commands::username::CommandArgs),
    /// Spin a wheel of options and print the winner.
    Wheel(commands::wheel::CommandArgs),
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
        Some(Command::Serve(args)) => commands::serve::run(*args),
        Some(Command::Base64(args)) => commands::base64::run(args),
        Some(Command::Case(args)) => commands::case::run(args),
        Some(Command::Count(args)) => commands::count::run(args),
        Some(Command::Dedupe(args)) => commands::dedupe::run(args),
        Some(Command::Hashtags(args)) => commands::hashtags::run(args),
        Some(Command::Image(args)) => commands::image::run(args),
        Some(Command::Ip(args)) => commands::ip::run(args),
        Some(Command::Json(args)) => commands::json::run(args),
        Some(Command::Lorem(args)) => commands::lorem::run(args),
        Some(Command::Markdown(args)) => commands::markdown::run(args),
        Some(Command::Minify(args)) => commands::minify::run(args),
        Some(Command::Password(args)) => commands::password::run(args),
        Some(Command::Paste(args)) => commands::paste::run(args),
        Some(Command::Random(args)) => commands::random::run(args),
        Some(Command::Username(args)) => commands::username::run(args),
        Some(Command::Wheel(args)) => commands::wheel::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("penknife: {error:#}");
            ExitCode::FAILURE
        }
    }
}
