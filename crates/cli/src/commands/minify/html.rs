//! `penknife minify html`: the HTML Minifier (minify-html) on files and pipes.

use crate::input;
use clap::Args;
use penknife_core::minify::html::{HtmlMinifyOptions, minify_html};
use std::path::PathBuf;

/// Minifies HTML. With no flags every option is on (comments removed, whitespace collapsed and removed where
/// it cannot render, optional tags omitted, redundant and empty attributes dropped, inline `<style>` and
/// `<script>` minified with the CSS and JS minifiers' engines); each flag turns one off. Inline code that does not
/// parse is kept as written, with a warning. Whitespace handling and the removal of empty and most
/// default-valued attributes are always on (the engine has no switch for them).
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Start from the web page's defaults instead (optional tags kept, inline CSS and JS left as written);
    /// flags still apply.
    #[arg(long)]
    page_defaults: bool,
    /// Keep `<!-- … -->` comments.
    #[arg(long)]
    keep_comments: bool,
    /// Keep optional tags (closing tags such as `</p>`, `</li>`, `</body>` and the `<html>`/`<head>` tags).
    #[arg(long)]
    keep_optional_tags: bool,
    /// Keep `type="text"` on `<input>` (other default-valued attributes are always dropped).
    #[arg(long)]
    keep_redundant_attributes: bool,
    /// Leave the CSS of `<style>` elements and `style` attributes as written.
    #[arg(long)]
    no_minify_css: bool,
    /// Leave the JavaScript of `<script>` elements as written.
    #[arg(long)]
    no_minify_js: bool,
    /// Print the statistics (original, minified, saved bytes, reduction) to standard error.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let html = input::read_text(args.file.as_deref())?;
    let mut options = if args.page_defaults { HtmlMinifyOptions::default() } else { HtmlMinifyOptions::smallest() };
    options.remove_comments &= !args.keep_comments;
    options.remove_optional_tags &= !args.keep_optional_tags;
    options.remove_redundant_attributes &= !args.keep_redundant_attributes;
    options.minify_css &= !args.no_minify_css;
    options.minify_js &= !args.no_minify_js;
    super::print(&minify_html(&html, &options)?, args.stats)
}
