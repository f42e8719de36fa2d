//! HTML minifier on minify-html (as `simple-minify-html`, its fork without a JavaScript or CSS engine of its
//! own): a real HTML parser with the standard's whitespace, tag-omission and attribute rules. The spec's options
//! map onto its configuration as documented on [`HtmlMinifyOptions`]; what the engine always does says so there.
//!
//! Three passes: inline code through our own CSS and JS engines (`inline`, see [`InlineEngines`]), the spaces
//! between inline elements marked so they survive (`spaces`), then the engine.

mod depth;
mod inline;
mod markup;
mod spaces;

use serde::{Deserialize, Serialize};

pub use self::depth::HTML_MAX_DEPTH;
use self::inline::InlineOptions;
use super::Minified;
use super::css::{CssMinifyError, CssMinifyOptions};
use super::js::{JsMinifyError, JsMinifyOptions, ProgramKind};
use super::nesting::TooDeep;

/// The spec's HTML options. `Default` is the spec's defaults: everything on except `remove_optional_tags`,
/// `minify_css` and `minify_js`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct HtmlMinifyOptions {
    /// Drop `<!-- … -->` comments (minify-html `keep_comments` off). Off: every comment is kept as written.
    pub remove_comments: bool,
    /// Remove whitespace that cannot render: whole-whitespace text between block-level elements and at the
    /// start and end of blocks. Not switchable: minify-html always applies its per-element whitespace rules
    /// (never inside `<pre>`, `<textarea>`, `<script>`, `<style>`), so off behaves like on.
    pub remove_whitespace: bool,
    /// Omit the tags HTML lets a parser infer: closing tags such as `</p>`, `</li>`, `</td>`, `</body>`,
    /// `</html>` and the attribute-less `<html>` and `<head>` opening tags (minify-html `keep_closing_tags` and
    /// `keep_html_and_head_opening_tags` off). Off: every tag written is kept.
    pub remove_optional_tags: bool,
    /// Drop attributes equal to their default (`type="text/javascript"` on `<script>`, `type="text"` on
    /// `<input>`, `method="get"` …) and write boolean attributes bare (`disabled="disabled"` → `disabled`).
    /// Only `type="text"` on `<input>` can be kept (minify-html `keep_input_type_text_attr`); the other
    /// default-valued attributes are always dropped.
    pub remove_redundant_attributes: bool,
    /// Collapse runs of whitespace in text to one space. Not switchable: minify-html always collapses
    /// whitespace where it cannot render differently (never in `<pre>`/`<textarea>`), so off behaves like on.
    pub collapse_whitespace: bool,
    /// Drop attributes whose empty value means the same as no attribute (`class=""`, `style=""`, `id=""` …).
    /// Not switchable: minify-html always drops them, so off behaves like on.
    pub remove_empty_attributes: bool,
    /// Minify `<style>` contents and `style` attributes with the CSS Minifier's engine and its smallest
    /// options (comments kept as Remove Comments says). CSS that does not parse is left as written, with a
    /// warning.
    pub minify_css: bool,
    /// Minify classic and module `<script>` contents with the JS Minifier's engine and its smallest options
    /// (compress and mangle; comments kept as Remove Comments says). A classic script's top-level names are
    /// never renamed or dropped, so other scripts and `on…` attributes still find them; JSON and other types
    /// are left alone. JavaScript that does not parse is left as written, with a warning.
    pub minify_js: bool,
}

impl Default for HtmlMinifyOptions {
    fn default() -> Self {
        Self {
            remove_comments: true,
            remove_whitespace: true,
            remove_optional_tags: false,
            remove_redundant_attributes: true,
            collapse_whitespace: true,
            remove_empty_attributes: true,
            minify_css: false,
            minify_js: false,
        }
    }
}

impl HtmlMinifyOptions {
    /// The smallest output, every option on (the CLI's default, like the peers' defaults).
    pub fn smallest() -> Self {
        Self { remove_optional_tags: true, minify_css: true, minify_js: true, ..Self::default() }
    }
}

/// Why an HTML document could not be minified; the message is what the user sees.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum HtmlMinifyError {
    /// The engine wrote bytes that are not UTF-8 (it never should: the input is UTF-8).
    #[error("The minified HTML is not valid UTF-8 text.")]
    NotUtf8,
    /// More than [`HTML_MAX_DEPTH`] elements open at once: refused before the engine, which would run out of
    /// stack.
    #[error(transparent)]
    TooDeep(#[from] TooDeep),
}

/// The engines that minify inline code. Natively they are this crate's CSS and JS minifiers ([`CoreEngines`]);
/// in the browser, the CSS and JS Minifier pages' own wasm bundles, called from the HTML bundle, so it carries
/// neither engine and a page loads them only when it minifies inline code.
pub trait InlineEngines {
    /// Minifies a `<script>` element's code.
    fn script(&mut self, code: &str, options: &JsMinifyOptions, kind: ProgramKind) -> Result<Minified, JsMinifyError>;
    /// Minifies a style sheet: a `<style>` element's, or a `style` attribute's declarations as a rule.
    fn style_sheet(&mut self, code: &str, options: &CssMinifyOptions) -> Result<Minified, CssMinifyError>;
}

/// This crate's CSS and JS minifiers as the HTML minifier's [`InlineEngines`].
#[cfg(all(feature = "minify-css", feature = "minify-js"))]
#[derive(Debug, Clone, Copy, Default)]
pub struct CoreEngines;

#[cfg(all(feature = "minify-css", feature = "minify-js"))]
impl InlineEngines for CoreEngines {
    fn script(&mut self, code: &str, options: &JsMinifyOptions, kind: ProgramKind) -> Result<Minified, JsMinifyError> {
        super::js::minify_program(code, options, kind)
    }

    fn style_sheet(&mut self, code: &str, options: &CssMinifyOptions) -> Result<Minified, CssMinifyError> {
        super::css::minify_css(code, options)
    }
}

/// Minifies an HTML document or fragment with this crate's engines for inline code (see [`minify_html_with`]).
#[cfg(all(feature = "minify-css", feature = "minify-js"))]
pub fn minify_html(input: &str, options: &HtmlMinifyOptions) -> Result<Minified, HtmlMinifyError> {
    crate::stack::on_engine_stack(|| minify_html_with(input, options, &mut CoreEngines))
}

/// Minifies an HTML document or fragment. Every input is HTML (browsers recover from any markup), so the only
/// failures are nesting deeper than the engine survives and an engine fault; inline code that does not parse is
/// kept as written, with a warning. `engines` are called only for the inline code the options ask to minify.
/// This runs on the caller's stack (in wasm, the only one); natively, [`minify_html`] runs it on the engine stack.
pub fn minify_html_with(
    input: &str,
    options: &HtmlMinifyOptions,
    engines: &mut dyn InlineEngines,
) -> Result<Minified, HtmlMinifyError> {
    depth::check_html(input)?;
    let mut warnings = Vec::new();
    let inline_options = InlineOptions {
        css: options
            .minify_css
            .then(|| CssMinifyOptions { remove_comments: options.remove_comments, ..CssMinifyOptions::smallest() }),
        js: options
            .minify_js
            .then(|| JsMinifyOptions { remove_comments: options.remove_comments, ..JsMinifyOptions::smallest() }),
    };
    let with_inline_code = inline::minify_inline_code(input, inline_options, engines, &mut warnings);
    let (marked, marker) = spaces::mark(&with_inline_code);
    let cfg = simple_minify_html::Cfg {
        keep_comments: !options.remove_comments,
        keep_closing_tags: !options.remove_optional_tags,
        keep_html_and_head_opening_tags: !options.remove_optional_tags,
        keep_input_type_text_attr: !options.remove_redundant_attributes,
        ..simple_minify_html::Cfg::default()
    };
    let minified = simple_minify_html::minify(marked.as_bytes(), Some(cfg));
    let output = String::from_utf8(minified).map_err(|_| HtmlMinifyError::NotUtf8)?;
    Ok(Minified::new(input, spaces::unmark(output, marker), warnings))
}
