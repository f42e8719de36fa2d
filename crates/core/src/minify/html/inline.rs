//! Inline code: the contents of `<script>` and `<style>` elements and `style` attributes go through the same
//! engines as the JS and CSS Minifier pages (oxc and lightningcss) before the document goes through the HTML
//! engine, which keeps them as they are. Scripts are read the way the browser runs them: a classic script (its
//! top-level names stay, other scripts and `on…` attributes use them) or a module; JSON, templates and other
//! types are left alone. A block that does not parse is kept as written and reported in a warning; one the
//! engine would not make smaller is kept too.

use std::borrow::Cow;
use std::ops::Range;

use super::InlineEngines;
use super::markup::{Attribute, Tag, Token, tokens};
use crate::minify::css::{CssMinifyError, CssMinifyOptions};
use crate::minify::js::{JsMinifyError, JsMinifyOptions, ProgramKind};
use crate::minify::{InlineBlock, InlineRefusal, MinifyWarning};

/// The engines' options for inline code; `None` leaves that language as written.
#[derive(Debug, Clone, Copy)]
pub(super) struct InlineOptions {
    pub css: Option<CssMinifyOptions>,
    pub js: Option<JsMinifyOptions>,
}

/// The types a browser runs as a classic script (the HTML standard's JavaScript MIME type essences).
const JAVASCRIPT_TYPES: &[&str] = &[
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
];

/// Minifies the inline code of `html`; each block left as written for an error gets a warning.
pub(super) fn minify_inline_code<'a>(
    html: &'a str,
    options: InlineOptions,
    engines: &mut dyn InlineEngines,
    warnings: &mut Vec<MinifyWarning>,
) -> Cow<'a, str> {
    if options.css.is_none() && options.js.is_none() {
        return html.into(); // nothing to minify: not even a scan
    }
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut last_tag = None;
    for token in tokens(html) {
        match token {
            Token::Tag(tag) => {
                if let (Some(css), false) = (&options.css, tag.closing) {
                    for attribute in tag.attributes.iter().filter(|a| a.name == "style") {
                        edits.extend(minify_style_attribute(html, attribute, css, engines, warnings));
                    }
                }
                last_tag = Some(tag);
            }
            // Raw text always follows its element's start tag.
            Token::RawText(span) => {
                let Some(tag) = last_tag.take() else { continue };
                let minified = match tag.name.as_str() {
                    "script" => options
                        .js
                        .zip(program_kind(&tag))
                        .and_then(|(js, kind)| minify_script(html, span.clone(), &js, kind, engines, warnings)),
                    "style" if is_css(&tag) => {
                        options.css.and_then(|css| minify_style(html, span.clone(), &css, engines, warnings))
                    }
                    _ => None,
                };
                edits.extend(minified.map(|code| (span, code)));
            }
            Token::Comment(_) => {}
        }
    }
    if edits.is_empty() {
        return html.into();
    }
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for (span, code) in edits {
        out.push_str(&html[copied..span.start]);
        out.push_str(&code);
        copied = span.end;
    }
    out.push_str(&html[copied..]);
    out.into()
}

/// How the browser runs a `<script>`: `None` when it is not JavaScript (JSON, a template, another language).
fn program_kind(tag: &Tag<'_>) -> Option<ProgramKind> {
    let script_type = match (tag.attribute("type"), tag.attribute("language")) {
        (Some(script_type), _) => script_type.trim_ascii().to_ascii_lowercase(),
        (None, Some(language)) if !language.is_empty() => format!("text/{}", language.to_ascii_lowercase()),
        _ => String::new(),
    };
    if script_type.is_empty() || JAVASCRIPT_TYPES.contains(&script_type.as_str()) {
        Some(ProgramKind::Script)
    } else if script_type == "module" {
        Some(ProgramKind::Module)
    } else {
        None
    }
}

/// Whether a `<style>` holds CSS (no type, or `text/css`).
fn is_css(tag: &Tag<'_>) -> bool {
    tag.attribute("type").is_none_or(|style_type| {
        let style_type = style_type.trim_ascii();
        style_type.is_empty() || style_type.eq_ignore_ascii_case("text/css")
    })
}

fn minify_script(
    html: &str,
    span: Range<usize>,
    options: &JsMinifyOptions,
    kind: ProgramKind,
    engines: &mut dyn InlineEngines,
    warnings: &mut Vec<MinifyWarning>,
) -> Option<String> {
    let code = &html[span.clone()];
    if code.trim_ascii().is_empty() {
        return None;
    }
    match engines.script(code, options, kind) {
        // The code must still end where it ends now: no `</script` and no `<!--` (which changes how the
        // browser finds the end) may appear, e.g. from a string's `<\/script>` printed unescaped.
        Ok(minified)
            if !minified.warnings.contains(&MinifyWarning::SyntaxCheck)
                && minified.output.len() < code.trim_ascii().len()
                && !contains_ignore_ascii_case(&minified.output, "</script")
                && !minified.output.contains("<!--") =>
        {
            Some(minified.output)
        }
        Ok(_) => None,
        Err(JsMinifyError::TooDeep(too_deep)) => {
            let reason = InlineRefusal::TooDeep { limit: too_deep.limit };
            warnings.push(kept_at(InlineBlock::Script, html, span.start, reason, too_deep.line, too_deep.column));
            None
        }
        // The related place (an unclosed bracket's) stays out: the browser's bundles pass only the main one.
        Err(JsMinifyError::Syntax { message, line, column, .. }) => {
            let reason = InlineRefusal::Syntax { message };
            warnings.push(kept_at(InlineBlock::Script, html, span.start, reason, line, column));
            None
        }
        Err(JsMinifyError::Engine(message)) => {
            let (line, _) = document_position(html, span.start, 1, 1);
            let reason = InlineRefusal::Engine { message };
            warnings.push(MinifyWarning::InlineKept { block: InlineBlock::Script, line, column: None, reason });
            None
        }
    }
}

fn minify_style(
    html: &str,
    span: Range<usize>,
    options: &CssMinifyOptions,
    engines: &mut dyn InlineEngines,
    warnings: &mut Vec<MinifyWarning>,
) -> Option<String> {
    let code = &html[span.clone()];
    if code.trim_ascii().is_empty() {
        return None;
    }
    match engines.style_sheet(code, options) {
        Ok(minified)
            if minified.output.len() < code.trim_ascii().len()
                && !contains_ignore_ascii_case(&minified.output, "</style") =>
        {
            let (line, _) = document_position(html, span.start, 1, 1);
            warnings.extend(
                minified
                    .warnings
                    .into_iter()
                    .map(|warning| MinifyWarning::InlineStyle { line, warning: Box::new(warning) }),
            );
            Some(minified.output)
        }
        Ok(_) => None,
        Err(error) => {
            warnings.push(css_warning(InlineBlock::Style, html, span.start, error));
            None
        }
    }
}

/// The attribute's new value, quoted, in place of the old one with its quotes. Values with character references
/// are left as written (the engine would read `&quot;` as text).
fn minify_style_attribute(
    html: &str,
    attribute: &Attribute<'_>,
    options: &CssMinifyOptions,
    engines: &mut dyn InlineEngines,
    warnings: &mut Vec<MinifyWarning>,
) -> Option<(Range<usize>, String)> {
    let value = attribute.value;
    if value.trim_ascii().is_empty() || value.contains('&') {
        return None;
    }
    let span = attribute.value_span.clone();
    let whole = match attribute.quote {
        Some(_) if span.end >= html.len() => return None, // the quote is never closed
        Some(_) => span.start - 1..span.end + 1,
        None => span.clone(),
    };
    match minify_declarations(value, options, engines) {
        Ok(minified) if minified.len() + 2 < whole.len() => {
            Some((whole, format!("\"{}\"", minified.replace('&', "&amp;").replace('"', "&quot;"))))
        }
        Ok(_) => None,
        Err(NotDeclarations::Refused(error)) => {
            warnings.push(css_warning(InlineBlock::StyleAttribute, html, span.start, error));
            None
        }
        Err(NotDeclarations::Rules) => {
            let reason = InlineRefusal::HoldsRules;
            warnings.push(kept_at(InlineBlock::StyleAttribute, html, span.start, reason, 1, 1));
            None
        }
    }
}

/// A `style` attribute's declarations, minified as the one rule `*{…` (as html-minifier-terser does, so the engines
/// need no entry point of their own for declarations) and printed as an attribute value is. The rule is left
/// unclosed, the end of input closes it: positions in it are the value's, two columns further right on its first
/// line. What comes back must be that rule with nothing nested: `color:red}a{color:blue` is an error.
fn minify_declarations(
    value: &str,
    options: &CssMinifyOptions,
    engines: &mut dyn InlineEngines,
) -> Result<String, NotDeclarations> {
    let options = CssMinifyOptions { remove_whitespace: true, remove_last_semicolon: true, ..*options };
    let minified = engines.style_sheet(&format!("*{{{value}"), &options).map_err(|error| match error {
        CssMinifyError::Parse { line: 1, column, message } => {
            CssMinifyError::Parse { line: 1, column: column.saturating_sub(2).max(1), message }
        }
        other => other,
    })?;
    let output = minified.output;
    if output.is_empty() {
        return Ok(output); // an empty rule, removed
    }
    match output.strip_prefix("*{").and_then(|rule| rule.strip_suffix('}')) {
        Some(declarations) if !has_brace_outside_strings(declarations) => Ok(declarations.to_owned()),
        _ => Err(NotDeclarations::Rules),
    }
}

/// Why a `style` attribute's value was not minified.
enum NotDeclarations {
    /// The engine refused it.
    Refused(CssMinifyError),
    /// It holds rules, not only declarations.
    Rules,
}

impl From<CssMinifyError> for NotDeclarations {
    fn from(error: CssMinifyError) -> Self {
        Self::Refused(error)
    }
}

/// Whether printed CSS has a `{` or `}` that is not inside a quoted string.
fn has_brace_outside_strings(css: &str) -> bool {
    let mut quote = None;
    let mut escaped = false;
    for c in css.chars() {
        match (quote, c) {
            (Some(_), _) if escaped => escaped = false,
            (Some(_), '\\') => escaped = true,
            (Some(open), c) if c == open => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '{' | '}') => return true,
            (None, _) => {}
        }
    }
    false
}

fn css_warning(block: InlineBlock, html: &str, start: usize, error: CssMinifyError) -> MinifyWarning {
    match error {
        CssMinifyError::Parse { line, column, message } => {
            kept_at(block, html, start, InlineRefusal::Syntax { message }, line as usize, column as usize)
        }
        CssMinifyError::TooDeep(too_deep) => {
            let reason = InlineRefusal::TooDeep { limit: too_deep.limit };
            kept_at(block, html, start, reason, too_deep.line, too_deep.column)
        }
        CssMinifyError::Engine(message) => {
            let (line, _) = document_position(html, start, 1, 1);
            MinifyWarning::InlineKept { block, line, column: None, reason: InlineRefusal::Engine { message } }
        }
    }
}

/// The warning for inline code (`block`) left as written because of an error at a 1-based place in the block
/// that starts at byte `start`, placed in the document.
fn kept_at(
    block: InlineBlock,
    html: &str,
    start: usize,
    reason: InlineRefusal,
    line: usize,
    column: usize,
) -> MinifyWarning {
    let (line, column) = document_position(html, start, line, column);
    MinifyWarning::InlineKept { block, line, column: Some(column), reason }
}

/// The 1-based line and column in the document of a 1-based position in a block starting at byte `start`.
fn document_position(html: &str, start: usize, line: usize, column: usize) -> (usize, usize) {
    let before = &html[..start];
    let block_line = before.matches('\n').count() + 1;
    if line > 1 {
        return (block_line + line - 1, column);
    }
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    (block_line, before[line_start..].chars().count() + column)
}

fn contains_ignore_ascii_case(haystack: &str, needle: &str) -> bool {
    haystack.as_bytes().windows(needle.len()).any(|window| window.eq_ignore_ascii_case(needle.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tag(html: &str) -> Tag<'_> {
        match tokens(html).next() {
            Some(Token::Tag(tag)) => tag,
            other => panic!("not a tag: {other:?}"),
        }
    }

    #[test]
    fn scripts_are_read_as_the_browser_runs_them() {
        for classic in
            ["<script>", "<script type=''>", "<script type=' Text/JavaScript '>", "<script language=javascript>"]
        {
            assert_eq!(program_kind(&tag(classic)), Some(ProgramKind::Script), "{classic}");
        }
        assert_eq!(program_kind(&tag("<script type=MODULE>")), Some(ProgramKind::Module));
        for other in [
            "<script type=application/ld+json>",
            "<script type=importmap>",
            "<script type='text/javascript; charset=utf-8'>",
            "<script type=text/template>",
            "<script language=vbscript>",
        ] {
            assert_eq!(program_kind(&tag(other)), None, "{other}");
        }
    }

    #[test]
    fn only_css_styles_are_css() {
        assert!(is_css(&tag("<style>")) && is_css(&tag("<style type=TEXT/CSS>")) && is_css(&tag("<style type=''>")));
        assert!(!is_css(&tag("<style type=text/less>")));
    }

    #[test]
    fn positions_in_a_block_are_told_in_the_document() {
        let html = "<p>\n  <script>let a;\nlet = ;</script>";
        let start = html.find("let a").expect("block");
        assert_eq!(document_position(html, start, 1, 5), (2, 15));
        assert_eq!(document_position(html, start, 2, 5), (3, 5));
    }
}
