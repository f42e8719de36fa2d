//! HTML minifier on minify-html: a real HTML parser with the spec's whitespace, tag-omission and attribute
//! rules, and lightningcss / oxc for inline `<style>` / `<script>` when asked. The spec's options map onto its
//! configuration as documented on [`HtmlMinifyOptions`]; what the engine always does says so there.

use serde::Deserialize;

use super::Minified;

/// The spec's HTML options. `Default` is the spec's defaults: everything on except `remove_optional_tags`,
/// `minify_css` and `minify_js`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", default)]
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
    /// Minify `<style>` contents and `style` attributes with lightningcss (minify-html `minify_css`). CSS that
    /// does not parse is left as written.
    pub minify_css: bool,
    /// Minify `<script>` contents with oxc in its safest compress mode (minify-html `minify_js`; top-level
    /// names are never renamed, so other scripts and `on…` attributes still find them). JavaScript that does not
    /// parse, or would not get smaller, is left as written.
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
    /// Every option on: the smallest output (the CLI's default, like the peers' defaults).
    pub fn all() -> Self {
        Self { remove_optional_tags: true, minify_css: true, minify_js: true, ..Self::default() }
    }
}

/// Why an HTML document could not be minified; the message is what the user sees.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HtmlMinifyError {
    /// The engine wrote bytes that are not UTF-8 (it never should: the input is UTF-8).
    #[error("The minified HTML is not valid UTF-8 text.")]
    NotUtf8,
}

/// Minifies an HTML document or fragment. Every input is HTML (browsers recover from any markup), so the only
/// failure is an engine fault.
pub fn minify_html(input: &str, options: &HtmlMinifyOptions) -> Result<Minified, HtmlMinifyError> {
    let cfg = minify_html::Cfg {
        keep_comments: !options.remove_comments,
        keep_closing_tags: !options.remove_optional_tags,
        keep_html_and_head_opening_tags: !options.remove_optional_tags,
        keep_input_type_text_attr: !options.remove_redundant_attributes,
        minify_css: options.minify_css,
        minify_js: options.minify_js,
        // Spec-compliant output only: no unquoted values with `"'=<>`, entities with their `;`, spaces kept
        // between attributes, the DOCTYPE as written by the author.
        ..minify_html::Cfg::default()
    };
    let (protected, marker) = protect_inline_spaces(input);
    let minified = minify_html::minify(protected.as_bytes(), &cfg);
    let mut output = String::from_utf8(minified).map_err(|_| HtmlMinifyError::NotUtf8)?;
    if let Some(marker) = marker {
        output = output.replace(marker, "");
    }
    Ok(Minified::new(input, output, Vec::new()))
}

/// Elements laid out inline: whitespace between two of them renders as a space.
const INLINE: &[&str] = &[
    "a", "abbr", "acronym", "audio", "b", "bdi", "bdo", "big", "button", "canvas", "cite", "code", "data", "del",
    "dfn", "em", "embed", "i", "iframe", "img", "input", "ins", "kbd", "label", "map", "mark", "math", "meter",
    "object", "output", "picture", "progress", "q", "ruby", "s", "samp", "select", "slot", "small", "span", "strong",
    "sub", "sup", "svg", "textarea", "time", "tt", "u", "var", "video",
];

/// Void inline elements: their start tag is also their end.
const VOID_INLINE: &[&str] = &["embed", "img", "input"];

/// Elements whose content is not markup: never look inside them for tags.
const RAW_TEXT: &[&str] = &["script", "style", "textarea", "title", "xmp", "plaintext", "noembed", "noframes"];

/// minify-html drops whitespace-only text inside layout elements (`<div>`, `<nav>`, `<li>`'s parents …) even
/// between two inline elements, where it renders: `<nav><a>Home</a> <a>About</a></nav>` would read
/// "HomeAbout". Before minifying, such a run (after an inline element's end, before an inline element's start)
/// gets a marker character so it is not whitespace-only; the engine collapses it to one space and the marker is
/// removed afterwards. The marker is a Unicode noncharacter absent from the input (`None`: nothing marked).
fn protect_inline_spaces(input: &str) -> (std::borrow::Cow<'_, str>, Option<char>) {
    let Some(marker) = ['\u{FDD0}', '\u{FDD1}', '\u{FDD2}', '\u{FDD3}'].into_iter().find(|c| !input.contains(*c))
    else {
        return (input.into(), None);
    };
    let bytes = input.as_bytes();
    let mut out = String::with_capacity(input.len() + 16);
    let mut copied = 0;
    let mut marked = false;
    // Whether the last tag ended an inline element (and nothing but whitespace followed it yet).
    let mut after_inline = false;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            if !bytes[i].is_ascii_whitespace() {
                after_inline = false;
            }
            i += 1;
            continue;
        }
        if input[i..].starts_with("<!--") {
            i = input[i..].find("-->").map_or(bytes.len(), |end| i + end + 3);
            after_inline = false;
            continue;
        }
        let Some((name, closing, end)) = read_tag(input, i) else {
            after_inline = false;
            i += 1;
            continue;
        };
        let inline = INLINE.contains(&name.as_str());
        if !closing && inline && after_inline {
            // Whitespace-only text between two inline elements: mark it (it sits right before `<`).
            let text_start = input[..i].trim_end().len();
            if text_start < i {
                out.push_str(&input[copied..i]);
                out.push(marker);
                copied = i;
                marked = true;
            }
        }
        after_inline = inline && (closing || VOID_INLINE.contains(&name.as_str()));
        i = end;
        if !closing && RAW_TEXT.contains(&name.as_str()) {
            let close = format!("</{name}");
            i = find_ascii_case_insensitive(&input[i..], &close).map_or(bytes.len(), |at| i + at);
            after_inline = false;
        }
    }
    if !marked {
        return (input.into(), None);
    }
    out.push_str(&input[copied..]);
    (out.into(), Some(marker))
}

/// Reads the tag starting at `<` at `start`: its lowercase name, whether it is an end tag, and the index after
/// its `>` (quoted attribute values may hold `>`). `None` when this `<` does not start a tag.
fn read_tag(input: &str, start: usize) -> Option<(String, bool, usize)> {
    let bytes = input.as_bytes();
    let mut i = start + 1;
    let closing = bytes.get(i) == Some(&b'/');
    if closing {
        i += 1;
    }
    let name_start = i;
    while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'-') {
        i += 1;
    }
    if i == name_start || !bytes[name_start].is_ascii_alphabetic() {
        return None;
    }
    let name = input[name_start..i].to_ascii_lowercase();
    let mut quote = None;
    while i < bytes.len() {
        match (quote, bytes[i]) {
            (None, b'>') => return Some((name, closing, i + 1)),
            (None, b'"' | b'\'') => quote = Some(bytes[i]),
            (Some(q), c) if c == q => quote = None,
            _ => {}
        }
        i += 1;
    }
    Some((name, closing, bytes.len()))
}

fn find_ascii_case_insensitive(haystack: &str, needle: &str) -> Option<usize> {
    haystack.as_bytes().windows(needle.len()).position(|window| window.eq_ignore_ascii_case(needle.as_bytes()))
}
