//! Markdown → HTML on comrak: CommonMark 0.31.2 plus the GitHub extensions (tables, strikethrough,
//! autolinks, task lists, footnotes), shaped by the spec's eight options.
//!
//! Two entry points:
//! - [`markdown_to_html`] is the tool: the spec's options, GFM extensions, statistics. Its safe default
//!   (Escape HTML on) shows raw HTML as text and never emits a `javascript:`/`vbscript:`/`file:`/`data:`
//!   (non-image) destination as a live link. Markdown link destinations stay filtered even with Escape HTML
//!   off; only the raw HTML the user typed then passes through as written.
//! - [`commonmark_to_html`] is strict CommonMark (every extension off, raw HTML passed through, nothing
//!   added), which is what the spec's examples expect.

use comrak::html::{Context, dangerous_url, format_node_default};
use comrak::nodes::{AstNode, NodeValue};
use comrak::{Anchorizer, Arena, Options, create_formatter, parse_document};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt::Write as _;

/// The spec's Markdown options. Missing fields take the spec's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct MarkdownOptions {
    /// Show raw HTML in the Markdown as text instead of passing it through.
    pub escape_html: bool,
    /// Give every heading a unique GitHub-style id and put a list of links to them before the content.
    pub generate_toc: bool,
    /// Links open in a new tab (`target="_blank" rel="noopener noreferrer"`).
    pub add_target_blank: bool,
    /// GFM pipe tables.
    pub enable_tables: bool,
    /// A `language-…` class on fenced code that names its language (what highlighters such as
    /// Prism and highlight.js look for).
    pub enable_code_highlight: bool,
    /// `~~text~~` (and `~text~`) as `<del>`.
    pub enable_strikethrough: bool,
    /// `- [ ]` / `- [x]` items as disabled checkboxes.
    pub enable_task_lists: bool,
    /// A complete HTML document around the output.
    pub wrap_in_html: bool,
}

impl Default for MarkdownOptions {
    /// The spec's defaults (§9).
    fn default() -> Self {
        Self {
            escape_html: true,
            generate_toc: false,
            add_target_blank: true,
            enable_tables: true,
            enable_code_highlight: true,
            enable_strikethrough: true,
            enable_task_lists: true,
            wrap_in_html: false,
        }
    }
}

/// The spec's Markdown statistics: sizes in UTF-8 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct MarkdownStats {
    pub markdown_size: usize,
    pub html_size: usize,
    /// Lines split on `\n` (a final newline starts an empty last line, as in the original).
    pub line_count: usize,
    /// Runs of non-whitespace.
    pub word_count: usize,
}

impl MarkdownStats {
    pub fn between(markdown: &str, html: &str) -> Self {
        Self {
            markdown_size: markdown.len(),
            html_size: html.len(),
            line_count: markdown.split('\n').count(),
            word_count: markdown.split_whitespace().count(),
        }
    }
}

/// One conversion: the HTML and its statistics.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Converted {
    pub html: String,
    pub stats: MarkdownStats,
}

/// Why there is no HTML; the messages are the toasts' descriptions.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum MarkdownError {
    /// Blank or whitespace-only input.
    #[error("Please enter Markdown content to convert")]
    InputRequired,
    /// The renderer failed (it writes to a String, so this is not expected to happen).
    #[error("An error occurred while converting Markdown. Please check your input.")]
    ConversionFailed,
}

/// Title of the wrapped document (spec §5).
pub const DOCUMENT_TITLE: &str = "Converted from Markdown";

/// Converts Markdown with the tool's options: GFM autolinks and footnotes always, the rest per option.
pub fn markdown_to_html(markdown: &str, options: &MarkdownOptions) -> Result<Converted, MarkdownError> {
    if markdown.trim().is_empty() {
        return Err(MarkdownError::InputRequired);
    }
    let comrak_options = tool_options(options);
    let arena = Arena::new();
    let root = parse_document(&arena, markdown, &comrak_options);

    if !options.enable_code_highlight {
        // No info string, no class: the renderer then writes a bare `<pre><code>`.
        for node in root.descendants() {
            if let NodeValue::CodeBlock(ref mut block) = node.data_mut().value {
                block.info.clear();
            }
        }
    }
    let headings = if options.generate_toc { heading_anchors(root, options.escape_html) } else { Vec::new() };
    let state = RenderState {
        heading_ids: headings.iter().map(|heading| heading.id.clone()).collect(),
        heading_ids_on: options.generate_toc,
        links_in_new_tab: options.add_target_blank,
    };

    let mut body = String::with_capacity(markdown.len() * 3 / 2 + 64);
    if options.generate_toc && !headings.is_empty() {
        write_toc(&mut body, &headings).map_err(|_| MarkdownError::ConversionFailed)?;
    }
    ToolFormatter::format_document(root, &comrak_options, &mut body, state)
        .map_err(|_| MarkdownError::ConversionFailed)?;

    let html = if options.wrap_in_html { wrap_in_document(&body) } else { body };
    let stats = MarkdownStats::between(markdown, &html);
    Ok(Converted { html, stats })
}

/// Strict CommonMark 0.31.2: no extension, raw HTML and every link destination passed through as written.
pub fn commonmark_to_html(markdown: &str) -> String {
    let mut options = Options::default();
    options.render.r#unsafe = true;
    comrak::markdown_to_html(markdown, &options)
}

/// The comrak options behind the tool's options.
fn tool_options(options: &MarkdownOptions) -> Options<'static> {
    let mut comrak = Options::default();
    comrak.extension.autolink = true;
    comrak.extension.footnotes = true;
    comrak.extension.table = options.enable_tables;
    comrak.extension.strikethrough = options.enable_strikethrough;
    comrak.extension.tasklist = options.enable_task_lists;
    // `escape` wins over `unsafe` for raw HTML; with both off comrak would drop raw HTML silently.
    comrak.render.escape = options.escape_html;
    comrak.render.r#unsafe = !options.escape_html;
    comrak
}

/// A heading as the table of contents lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct HeadingAnchor {
    level: u8,
    text: String,
    id: String,
}

/// Every heading in document order with a unique GitHub-style id (`Hello, World!` → `hello-world`,
/// repeats get `-1`, `-2`…). A heading with no letters or digits becomes `section`.
fn heading_anchors<'a>(root: &'a AstNode<'a>, escape_html: bool) -> Vec<HeadingAnchor> {
    let mut anchorizer = Anchorizer::new();
    root.descendants()
        .filter_map(|node| {
            let level = match node.data().value {
                NodeValue::Heading(ref heading) => heading.level,
                _ => return None,
            };
            let text = visible_text(node, escape_html);
            let mut id = anchorizer.anchorize(&text);
            if id.trim_matches(|c| c == '-' || c == '_').is_empty() {
                id = anchorizer.anchorize("section");
            }
            Some(HeadingAnchor { level, text: text.trim().to_owned(), id })
        })
        .collect()
}

/// The heading's text as the reader sees it: with Escape HTML on, raw HTML shows as text and so counts.
fn visible_text<'a>(heading: &'a AstNode<'a>, escape_html: bool) -> String {
    let mut text = String::new();
    for node in heading.descendants() {
        match node.data().value {
            NodeValue::Text(ref literal) => text.push_str(literal),
            NodeValue::Code(ref code) => text.push_str(&code.literal),
            NodeValue::HtmlInline(ref literal) if escape_html => text.push_str(literal),
            NodeValue::LineBreak | NodeValue::SoftBreak => text.push(' '),
            _ => {}
        }
    }
    text
}

/// A flat list of links, one per heading, each `<li>` classed `toc-level-N` so a stylesheet can indent it.
fn write_toc(out: &mut String, headings: &[HeadingAnchor]) -> std::fmt::Result {
    out.push_str(
        "<nav class=\"toc\" aria-label=\"Table of contents\">\n<p class=\"toc-title\">Table of Contents</p>\n<ul>\n",
    );
    for heading in headings {
        write!(out, "<li class=\"toc-level-{}\"><a href=\"#{}\">", heading.level, heading.id)?;
        comrak::html::escape(out, &heading.text)?;
        out.push_str("</a></li>\n");
    }
    out.push_str("</ul>\n</nav>\n");
    Ok(())
}

/// A standalone page: English, UTF-8, mobile viewport, the spec's title and a readable stylesheet.
fn wrap_in_document(body: &str) -> String {
    let mut page = String::with_capacity(body.len() + DOCUMENT_STYLE.len() + 256);
    page.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"UTF-8\">\n");
    page.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\">\n");
    page.push_str("<title>");
    page.push_str(DOCUMENT_TITLE);
    page.push_str("</title>\n<style>\n");
    page.push_str(DOCUMENT_STYLE);
    page.push_str("</style>\n</head>\n<body>\n");
    page.push_str(body);
    page.push_str("</body>\n</html>\n");
    page
}

const DOCUMENT_STYLE: &str = "\
body { font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; \
line-height: 1.6; color: #1f2328; max-width: 800px; margin: 0 auto; padding: 2rem 1rem; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.5em 0 0.5em; }
h1, h2 { border-bottom: 1px solid #d1d9e0; padding-bottom: 0.3em; }
a { color: #0969da; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
code { background: #f6f8fa; padding: 0.2em 0.4em; border-radius: 4px; }
pre { background: #f6f8fa; padding: 1em; border-radius: 6px; overflow-x: auto; }
pre code { background: none; padding: 0; }
blockquote { margin: 0; padding: 0 1em; color: #59636e; border-left: 4px solid #d1d9e0; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { background: #f6f8fa; }
img { max-width: 100%; }
hr { border: 0; border-top: 1px solid #d1d9e0; margin: 1.5em 0; }
.toc ul { list-style: none; padding-left: 0; }
.toc-level-2 { margin-left: 1em; } .toc-level-3 { margin-left: 2em; } .toc-level-4 { margin-left: 3em; }
.toc-level-5 { margin-left: 4em; } .toc-level-6 { margin-left: 5em; }
";

/// What the formatter needs beyond comrak's options.
#[derive(Debug, Default)]
struct RenderState {
    /// Ids for the headings still to come, in document order (from [`heading_anchors`]).
    heading_ids: VecDeque<String>,
    heading_ids_on: bool,
    links_in_new_tab: bool,
}

// Links and headings are rendered here; every other node by comrak's own renderer.
create_formatter!(ToolFormatter<RenderState>, {
    NodeValue::Link(ref link) => |context, entering| {
        if entering {
            context.write_str("<a href=\"")?;
            // Never a live `javascript:` (or `vbscript:`, `file:`, non-image `data:`) link, whatever the options.
            if !dangerous_url(&link.url) {
                context.escape_href(&link.url)?;
            }
            if !link.title.is_empty() {
                context.write_str("\" title=\"")?;
                context.escape(&link.title)?;
            }
            context.write_str("\"")?;
            if context.user.links_in_new_tab {
                context.write_str(" target=\"_blank\" rel=\"noopener noreferrer\"")?;
            }
            context.write_str(">")?;
        } else {
            context.write_str("</a>")?;
        }
    },
    NodeValue::Heading(ref heading) => |context, node, entering| {
        if !context.user.heading_ids_on {
            return format_node_default(context, node, entering);
        }
        write_heading(context, heading.level, entering)?;
    },
});

fn write_heading(context: &mut Context<RenderState>, level: u8, entering: bool) -> std::fmt::Result {
    if entering {
        context.cr()?;
        write!(context, "<h{level}")?;
        if let Some(id) = context.user.heading_ids.pop_front() {
            write!(context, " id=\"{id}\"")?;
        }
        context.write_str(">")
    } else {
        write!(context, "</h{level}>")?;
        context.lf()
    }
}

#[cfg(test)]
mod tests;
