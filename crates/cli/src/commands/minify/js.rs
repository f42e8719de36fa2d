//! `penknife minify js`: the JS Minifier on files and pipes, fully minifying by default.

use crate::input;
use clap::Args;
use penknife_core::minify::MinifyWarning;
use penknife_core::minify::js::{JsMinifyOptions, minify_js};
use std::path::PathBuf;

/// Minifies JavaScript with oxc. With no flags it minifies fully, like terser's and esbuild's defaults:
/// compress (dead code, constant folding, `true` → `!0`, …) + mangle (short local names) + no whitespace or
/// comments (legal `/*! … */` comments are kept). Modules (with `import`/`export`) are detected; in scripts
/// top-level names are never renamed. Invalid JavaScript exits non-zero with the error's line and column.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Start from the web page's defaults (spec: remove comments, whitespace and empty lines, `true` → `!0` and
    /// nothing else; no compressor, no mangling) instead of full minification; the other flags adjust those.
    #[arg(long)]
    page_defaults: bool,
    /// Do not run the compressor (no dead-code removal, no `true` → `!0`, no other rewrites): the code is only
    /// re-printed (and renamed unless --no-mangle).
    #[arg(long)]
    no_compress: bool,
    /// Do not rename variables.
    #[arg(long)]
    no_mangle: bool,
    /// Turn on variable renaming (with --page-defaults).
    #[arg(long, conflicts_with = "no_mangle")]
    mangle: bool,
    /// Turn on oxc's full compressor, which also drops unused code (with --page-defaults).
    #[arg(long, conflicts_with = "no_compress")]
    remove_dead_code: bool,
    /// Keep comments (those oxc prints: statement-level ones).
    #[arg(long)]
    keep_comments: bool,
    /// Keep whitespace: re-print the code indented, one statement per line.
    #[arg(long)]
    keep_whitespace: bool,
    /// Keep an empty line between top-level statements where the input has one (with --keep-whitespace or
    /// --preserve-newlines).
    #[arg(long)]
    keep_empty_lines: bool,
    /// Put each top-level statement on its own line.
    #[arg(long)]
    preserve_newlines: bool,
    /// Remove `debugger` statements and calls on the global `console` (`console.log(…)`, `console.warn.apply(…)`…;
    /// one used as a value becomes `void 0`). Not where the code declares its own `console`.
    #[arg(long)]
    drop_console: bool,
    /// Keep the output's final semicolon (semicolons before `}` are always omitted in minified output).
    #[arg(long)]
    keep_trailing_semicolon: bool,
    /// Print the statistics (original, minified, saved, reduction) and the warnings to standard error.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

impl CommandArgs {
    fn options(&self) -> JsMinifyOptions {
        let mut options = if self.page_defaults { JsMinifyOptions::default() } else { JsMinifyOptions::smallest() };
        if self.no_compress {
            options.remove_dead_code = false;
            options.shorten_booleans = false;
        }
        if self.remove_dead_code {
            options.remove_dead_code = true;
        }
        if self.no_mangle {
            options.mangle = false;
        }
        if self.mangle {
            options.mangle = true;
        }
        if self.keep_comments {
            options.remove_comments = false;
        }
        if self.keep_whitespace {
            options.remove_whitespace = false;
        }
        if self.keep_empty_lines {
            options.remove_empty_lines = false;
        }
        if self.preserve_newlines {
            options.preserve_newlines = true;
        }
        if self.drop_console {
            options.remove_debug_statements = true;
        }
        if self.keep_trailing_semicolon {
            options.remove_trailing_semicolons = false;
        }
        options
    }
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_text(args.file.as_deref())?;
    let mut minified = minify_js(&text, &args.options())?;
    // The spec's other warnings only say that what the flags asked for was done; a possibly broken output always
    // shows.
    minified.warnings.retain(|warning| args.stats || *warning == MinifyWarning::SyntaxCheck);
    super::print(&minified, args.stats)
}
