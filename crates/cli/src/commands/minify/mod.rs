//! `penknife minify html|css|js`: the three minifiers on files and pipes, one module each.

mod css;
mod html;
mod js;

use clap::{Args, Subcommand};

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
