//! `penknife minify css`: the CSS Minifier (lightningcss) on files and pipes.

use crate::input;
use clap::Args;
use penknife_core::minify::css::{CssMinifyOptions, minify_css};
use std::path::PathBuf;

/// Minifies CSS. With no flags every option is on (smallest output: comments and whitespace removed, last
/// semicolons dropped, colours and zero lengths shortened, rules merged, properties sorted, empty rules
/// removed); each flag turns one off. Colours and zero lengths are always written in their shortest form (the
/// engine keeps no original spelling). Invalid CSS exits non-zero with the line and column.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Start from the web page's defaults instead (no rule merging, no property sorting); flags still apply.
    #[arg(long)]
    page_defaults: bool,
    /// Keep license comments (`/*! … */`) at the top of the file. Other comments are always removed.
    #[arg(long)]
    keep_comments: bool,
    /// Pretty-print the output (one declaration per line, two-space indent) instead of removing whitespace.
    #[arg(long)]
    keep_whitespace: bool,
    /// Keep the `;` after the last declaration of each block.
    #[arg(long)]
    keep_last_semicolon: bool,
    /// Do not merge rules (adjacent rules with the same selectors or declarations, overridden rules,
    /// longhands into shorthands).
    #[arg(long)]
    no_merge: bool,
    /// Keep declarations in their written order instead of sorting them by property name.
    #[arg(long)]
    no_sort: bool,
    /// Keep rules and blocks with nothing in them (only applies with --no-merge: merging always drops them).
    #[arg(long)]
    keep_empty_rules: bool,
    /// Print the statistics (original, minified, saved bytes, reduction) to standard error.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let css = input::read_text(args.file.as_deref())?;
    let mut options = if args.page_defaults { CssMinifyOptions::default() } else { CssMinifyOptions::smallest() };
    options.remove_comments &= !args.keep_comments;
    options.remove_whitespace &= !args.keep_whitespace;
    options.remove_last_semicolon &= !args.keep_last_semicolon;
    options.merge_duplicate_rules &= !args.no_merge;
    options.sort_properties &= !args.no_sort;
    options.remove_empty_rules &= !args.keep_empty_rules;
    super::print(&minify_css(&css, &options)?, args.stats)
}
