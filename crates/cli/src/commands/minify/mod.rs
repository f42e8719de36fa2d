//! `penknife minify html|css|js`: the three minifiers on files and pipes, one module each.

mod css;
mod html;
mod js;

use clap::{Args, Subcommand};
use penknife_core::minify::Minified;
use std::io::Write as _;

#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    language: Language,
}

#[derive(Debug, Subcommand)]
enum Language {
    /// Minify HTML (minify-html), including inline CSS and JavaScript when asked.
    Html(html::CommandArgs),
    /// Minify CSS (lightningcss).
    Css(css::CommandArgs),
    /// Minify JavaScript (oxc): compress and mangle by default, like terser and esbuild.
    Js(js::CommandArgs),
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    match args.language {
        Language::Html(args) => html::run(args),
        Language::Css(args) => css::run(args),
        Language::Js(args) => js::run(args),
    }
}

/// Writes the output (ending with a newline) to standard output, and its warnings and (with `--stats`) the
/// statistics to standard error.
fn print(minified: &Minified, stats: bool) -> anyhow::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(minified.output.as_bytes())?;
    if !minified.output.is_empty() && !minified.output.ends_with('\n') {
        stdout.write_all(b"\n")?;
    }
    stdout.flush()?;
    for warning in &minified.warnings {
        eprintln!("warning: {warning}");
    }
    if stats {
        let s = minified.stats;
        eprintln!(
            "original: {} bytes\nminified: {} bytes\nsaved: {} bytes\nreduction: {:.1}%",
            s.original_size, s.minified_size, s.reduction, s.reduction_percent
        );
    }
    Ok(())
}
