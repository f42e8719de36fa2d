//! `penknife markdown`: the Markdown to HTML Converter on files and pipes.

use crate::input;
use clap::Args;
use penknife_core::markdown::{MarkdownOptions, commonmark_to_html, markdown_to_html};
use std::io::Write as _;
use std::path::PathBuf;

/// Converts Markdown to HTML and prints it. By default, as on the web page: GitHub Flavored Markdown (tables,
/// strikethrough, task lists, autolinks, footnotes), raw HTML escaped, links opening in a new tab with
/// rel="noopener noreferrer", a language-… class on fenced code. Script links (javascript: …) are never
/// emitted as live links except with --commonmark.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// Strict CommonMark 0.31.2: every extension off, raw HTML and all link destinations passed through as
    /// written, nothing added. The other options are then not allowed.
    #[arg(long, conflicts_with_all = [
        "no_escape_html", "toc", "no_target_blank", "no_tables", "no_highlight", "no_strikethrough",
        "no_task_lists", "wrap", "stats",
    ])]
    commonmark: bool,
    /// Pass raw HTML in the Markdown through instead of escaping it (Escape HTML off).
    #[arg(long)]
    no_escape_html: bool,
    /// Generate a table of contents: heading ids and a list of links to every heading before the content.
    #[arg(long)]
    toc: bool,
    /// Do not add target="_blank" rel="noopener noreferrer" to links.
    #[arg(long)]
    no_target_blank: bool,
    /// Leave pipe tables as text.
    #[arg(long)]
    no_tables: bool,
    /// No language-… class on fenced code blocks.
    #[arg(long)]
    no_highlight: bool,
    /// Leave ~~strikethrough~~ as text.
    #[arg(long)]
    no_strikethrough: bool,
    /// Leave task list items ([ ] / [x]) as text instead of disabled checkboxes.
    #[arg(long)]
    no_task_lists: bool,
    /// Wrap the output in a complete HTML document (lang="en", UTF-8, viewport, title, basic styling).
    #[arg(long)]
    wrap: bool,
    /// Print the statistics (words, lines, Markdown size, HTML size) to standard error.
    #[arg(long)]
    stats: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let markdown = input::read_text(args.file.as_deref())?;
    let mut stdout = std::io::stdout().lock();
    if args.commonmark {
        stdout.write_all(commonmark_to_html(&markdown).as_bytes())?;
        stdout.flush()?;
        return Ok(());
    }
    let options = MarkdownOptions {
        escape_html: !args.no_escape_html,
        generate_toc: args.toc,
        add_target_blank: !args.no_target_blank,
        enable_tables: !args.no_tables,
        enable_code_highlight: !args.no_highlight,
        enable_strikethrough: !args.no_strikethrough,
        enable_task_lists: !args.no_task_lists,
        wrap_in_html: args.wrap,
    };
    let converted = markdown_to_html(&markdown, &options)?;
    stdout.write_all(converted.html.as_bytes())?;
    stdout.flush()?;
    if args.stats {
        let s = converted.stats;
        eprintln!(
            "words: {}\nlines: {}\nmarkdown size: {} B\nhtml size: {} B",
            s.word_count, s.line_count, s.markdown_size, s.html_size
        );
    }
    Ok(())
}
