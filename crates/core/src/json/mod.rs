//! JSON Formatter and Validator: validate, pretty-print, minify and measure JSON text.
//!
//! **Exact by construction.** Validation is serde_json's own parser (deserializing into
//! [`serde::de::IgnoredAny`]), so errors carry its messages and positions. Formatting and minifying never build
//! a `serde_json::Value`: once the text is known to be valid, a single-pass re-printer walks it and copies
//! every string and number token byte for byte, rewriting only the whitespace between tokens. Key order,
//! duplicate keys, escapes as written (`"\u00e9"` stays `"\u00e9"`), `1e400`, `12345678901234567890123` and
//! `-0.0` all come out exactly as they went in. (The alternative — serde_json's `preserve_order` and
//! `arbitrary_precision` features — is deliberately not used: cargo unifies features across the workspace, so
//! turning them on here would change how serde_json behaves for the server crate too, and it would still
//! drop duplicate keys and rewrite escapes.)
//!
//! **Any depth.** serde_json stops building values at nesting depth 128 ('recursion limit exceeded'), but its
//! `IgnoredAny` path walks the document iteratively with no such limit, and the re-printer is iterative
//! too. So a document nested 100 000 levels deep validates, minifies and measures in memory proportional to the
//! input. Pretty-printing it is another matter: indentation grows with depth, so 200 KB of brackets would
//! format to gigabytes. A counting pass (cheap, no allocation) therefore measures the formatted size first;
//! above [`MAX_FORMATTED_BYTES`] formatting is refused with [`JsonError::TooLarge`] instead of exhausting the
//! browser's memory, and otherwise the output is allocated once at its exact size.
//!
//! **Positions.** Lines are 1-based. serde_json counts columns in bytes; we convert them to characters
//! (Unicode scalar values) so the column matches what a person counts in an editor even on lines holding
//! accents or emoji. A column of 0 means "before the first character of the line" (e.g. the input ended
//! right after a line break).
//!
//! Empty input (nothing but whitespace) is invalid with the spec's 'Input is empty'. A leading byte-order
//! mark is ignored (RFC 8259 §8.1 allows it), since files saved by some Windows editors start with one.

use serde::Serialize;

/// The spec's indent range for the formatted output (spaces), and its default.
pub const MIN_INDENT: u32 = 1;
pub const MAX_INDENT: u32 = 8;
pub const DEFAULT_INDENT: u32 = 2;
/// Largest pretty-printed output produced (256 MiB): far above any real document, well below what a browser
/// tab (a 4 GiB wasm memory, holding input and outputs) survives.
pub const MAX_FORMATTED_BYTES: usize = 256 * 1024 * 1024;

/// Why a text is not valid JSON (or a request cannot be honoured); the messages are the ones users see.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum JsonError {
    /// Nothing but whitespace.
    #[error("Input is empty")]
    Empty,
    /// serde_json's message with the line and column.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// An indent outside 1–8 spaces.
    #[error("Indent must be between 1 and 8 spaces (got {0})")]
    Indent(u32),
    /// Formatting would produce more than [`MAX_FORMATTED_BYTES`] (deep nesting times the indent).
    #[error(
        "The formatted JSON would take {} MB, more than the {} MB limit, because it is nested so deeply. Minify it or use a smaller indent.",
        bytes.div_ceil(1024 * 1024),
        limit / (1024 * 1024)
    )]
    TooLarge { bytes: usize, limit: usize },
}

/// A parse error: serde_json's message (without its position suffix) and where it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename = "JsonSyntaxError")]
#[error("{message} at line {line} column {column}")]
pub struct SyntaxError {
    /// serde_json's words, e.g. "expected `,` or `}`", "trailing comma", "EOF while parsing an object".
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column in characters; 0 = before the line's first character.
    pub column: usize,
}

/// The spec's JSON statistics. Sizes are UTF-8 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct JsonStats {
    /// The input as given, whitespace included.
    pub size: usize,
    /// The minified output.
    pub minified_size: usize,
    /// Percent of the input saved by minifying, `(size − minifiedSize) / size × 100`, one decimal (0 to 100).
    pub compression_ratio: f64,
    /// Every object key at every depth (duplicates included: each written key counts).
    pub key_count: usize,
    /// Deepest nesting of objects and arrays: a lone scalar is 0, `[]` and `{"a":1}` are 1, `{"a":[1]}` is 2.
    pub depth: usize,
}

impl JsonStats {
    fn new(size: usize, minified_size: usize, shape: Shape) -> Self {
        let compression_ratio =
            if size == 0 { 0.0 } else { ((size - minified_size) as f64 * 1000.0 / size as f64).round() / 10.0 };
        Self { size, minified_size, compression_ratio, key_count: shape.key_count, depth: shape.depth }
    }
}

/// An error as the pages show it: its kind and parameters (the page words them in its visitor's language;
/// `Display` is the English), and its position when it has one, for the editor to mark.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct JsonErrorReport {
    pub error: JsonError,
    pub line: Option<usize>,
    pub column: Option<usize>,
}

impl From<&JsonError> for JsonErrorReport {
    fn from(error: &JsonError) -> Self {
        let (line, column) = match error {
            JsonError::Syntax(syntax) => (Some(syntax.line), Some(syntax.column)),
            _ => (None, None),
        };
        Self { error: error.clone(), line, column }
    }
}

/// What the validator shows for one input: the verdict, and the error or the statistics.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct JsonReport {
    pub valid: bool,
    pub error: Option<JsonErrorReport>,
    pub stats: Option<JsonStats>,
}

/// Everything the formatter page shows for one input, from one validation and one re-printing pass.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct JsonAnalysis {
    pub valid: bool,
    pub error: Option<JsonErrorReport>,
    pub stats: Option<JsonStats>,
    /// Pretty-printed with the requested indent; absent when invalid or too large to format.
    pub formatted: Option<String>,
    /// Why valid JSON has no formatted text ([`JsonError::TooLarge`]).
    pub format_error: Option<JsonError>,
    /// Minified; absent when invalid.
    pub minified: Option<String>,
}

/// Checks that `text` is one JSON value (surrounding whitespace allowed).
pub fn validate(text: &str) -> Result<(), JsonError> {
    checked(text).map(|_| ())
}

/// Pretty-prints `text` with `indent` spaces per level (1–8); strings and numbers are kept as written.
pub fn format(text: &str, indent: u32) -> Result<String, JsonError> {
    let indent = check_indent(indent)?;
    let json = checked(text)?;
    let (measure, _) = measured(json, indent);
    let mut pretty = Pretty::new(indent, fits(measure.pretty)?);
    reprint(json, &mut pretty);
    Ok(pretty.out)
}

/// Removes every insignificant whitespace character; strings and numbers are kept as written.
pub fn minify(text: &str) -> Result<String, JsonError> {
    let json = checked(text)?;
    let mut compact = Compact(String::with_capacity(json.len()));
    reprint(json, &mut compact);
    Ok(compact.0)
}

/// The statistics of a valid text (without building any output).
pub fn stats(text: &str) -> Result<JsonStats, JsonError> {
    let json = checked(text)?;
    let (measure, shape) = measured(json, 1);
    Ok(JsonStats::new(text.len(), measure.minified, shape))
}

/// The validator's answer: verdict, error with position, statistics.
pub fn report(text: &str) -> JsonReport {
    match stats(text) {
        Ok(stats) => JsonReport { valid: true, error: None, stats: Some(stats) },
        Err(error) => JsonReport { valid: false, error: Some((&error).into()), stats: None },
    }
}

/// The formatter's answer for one input: verdict, error, statistics and both outputs, from one validation,
/// one counting walk (statistics and exact output sizes) and one printing walk that writes both outputs.
/// Fails only on an indent outside 1–8 (a caller's mistake, not the user's JSON).
pub fn analyze(text: &str, indent: u32) -> Result<JsonAnalysis, JsonError> {
    let indent = check_indent(indent)?;
    let json = match checked(text) {
        Ok(json) => json,
        Err(error) => {
            let error = Some((&error).into());
            return Ok(JsonAnalysis {
                valid: false,
                error,
                stats: None,
                formatted: None,
                minified: None,
                format_error: None,
            });
        }
    };
    let (measure, shape) = measured(json, indent);
    let stats = Some(JsonStats::new(text.len(), measure.minified, shape));
    let mut compact = Compact(String::with_capacity(measure.minified));
    let (formatted, format_error) = match fits(measure.pretty) {
        Ok(capacity) => {
            let mut sinks = (Pretty::new(indent, capacity), compact);
            reprint(json, &mut sinks);
            compact = sinks.1;
            (Some(sinks.0.out), None)
        }
        Err(error) => {
            reprint(json, &mut compact);
            (None, Some(error))
        }
    };
    Ok(JsonAnalysis { valid: true, error: None, stats, formatted, minified: Some(compact.0), format_error })
}

/// The sizes of both outputs, from a walk that builds nothing.
fn measured(json: &str, indent: usize) -> (Measure, Shape) {
    let mut measure = Measure { indent, minified: 0, pretty: 0 };
    let shape = reprint(json, &mut measure);
    (measure, shape)
}

/// The formatted size when it is within [`MAX_FORMATTED_BYTES`].
fn fits(pretty: usize) -> Result<usize, JsonError> {
    if pretty <= MAX_FORMATTED_BYTES {
        Ok(pretty)
    } else {
        Err(JsonError::TooLarge { bytes: pretty, limit: MAX_FORMATTED_BYTES })
    }
}

fn check_indent(indent: u32) -> Result<usize, JsonError> {
    if (MIN_INDENT..=MAX_INDENT).contains(&indent) { Ok(indent as usize) } else { Err(JsonError::Indent(indent)) }
}

/// Validates and returns the text without a leading byte-order mark.
fn checked(text: &str) -> Result<&str, JsonError> {
    let json = text.strip_prefix('\u{feff}').unwrap_or(text);
    if json.bytes().all(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r')) {
        return Err(JsonError::Empty);
    }
    match serde_json::from_str::<serde::de::IgnoredAny>(json) {
        Ok(_) => Ok(json),
        Err(error) => Err(syntax_error(json, &error).into()),
    }
}

/// serde_json's error with its position suffix split off and the column converted from bytes to characters.
///
/// Two of serde_json's answers are sharpened to what its own `Value` parser says: a `]` or `}` right after a
/// comma is a "trailing comma" (the validating path says "expected value" / "key must be a string"), and a
/// control character inside a string is placed on that character (serde_json points one before it).
pub(crate) fn syntax_error(json: &str, error: &serde_json::Error) -> SyntaxError {
    let (line, byte_column) = (error.line(), error.column());
    let full = error.to_string();
    let suffix = format!(" at line {line} column {byte_column}");
    let mut message = full.strip_suffix(&suffix).unwrap_or(&full).to_owned();
    let bytes = json.as_bytes();
    let line_start = if line <= 1 {
        0
    } else {
        bytes.iter().enumerate().filter(|&(_, &b)| b == b'\n').nth(line - 2).map_or(bytes.len(), |(at, _)| at + 1)
    };
    let line_end = bytes[line_start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |end| line_start + end);
    let line_bytes = &bytes[line_start..line_end];
    let mut byte_column = byte_column.min(line_bytes.len());

    let offending = (byte_column > 0).then(|| line_start + byte_column - 1);
    if let Some(at) = offending
        && matches!(bytes[at], b']' | b'}')
        && bytes[..at].iter().rev().find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r')) == Some(&b',')
    {
        message = "trailing comma".to_owned();
    }
    if message.starts_with("control character") {
        // One past the line's end when the control character is the line break itself.
        byte_column += 1;
    }
    // Characters that start within the first `byte_column` bytes (the column may point inside a character).
    let within = byte_column.min(line_bytes.len());
    let column = line_bytes[..within].iter().filter(|&&b| (b & 0xC0) != 0x80).count() + (byte_column - within);
    SyntaxError { message, line, column }
}

/// What the walk found besides the tokens.
#[derive(Debug, Clone, Copy, Default)]
struct Shape {
    key_count: usize,
    depth: usize,
}

/// Where the re-printer sends tokens. `depth` is the nesting level after the token.
trait Sink {
    /// A string, number, `true`, `false` or `null`, exactly as written.
    fn scalar(&mut self, token: &str);
    /// `{` or `[` with content to follow.
    fn open(&mut self, bracket: char, depth: usize);
    /// `{}` or `[]` (whatever whitespace was between them).
    fn empty(&mut self, pair: &str);
    fn close(&mut self, bracket: char, depth: usize);
    fn comma(&mut self, depth: usize);
    fn colon(&mut self);
}

/// Walks valid JSON once, sending each token to `sink` and skipping the whitespace between tokens.
/// Relies on `json` having been validated: it keeps no stack, only the current depth.
fn reprint(json: &str, sink: &mut impl Sink) -> Shape {
    let bytes = json.as_bytes();
    let (mut at, mut depth) = (0, 0usize);
    let mut shape = Shape::default();
    while at < bytes.len() {
        match bytes[at] {
            b' ' | b'\t' | b'\n' | b'\r' => at += 1,
            b'"' => {
                let end = string_end(bytes, at);
                sink.scalar(&json[at..end]);
                at = end;
            }
            open @ (b'{' | b'[') => {
                let close = if open == b'{' { b'}' } else { b']' };
                let next = skip_whitespace(bytes, at + 1);
                shape.depth = shape.depth.max(depth + 1);
                if bytes.get(next) == Some(&close) {
                    sink.empty(if open == b'{' { "{}" } else { "[]" });
                    at = next + 1;
                } else {
                    depth += 1;
                    sink.open(open as char, depth);
                    at += 1;
                }
            }
            close @ (b'}' | b']') => {
                depth = depth.saturating_sub(1);
                sink.close(close as char, depth);
                at += 1;
            }
            b',' => {
                sink.comma(depth);
                at += 1;
            }
            b':' => {
                shape.key_count += 1;
                sink.colon();
                at += 1;
            }
            _ => {
                let end = scalar_end(bytes, at);
                sink.scalar(&json[at..end]);
                at = end;
            }
        }
    }
    shape
}

/// The index just past the closing quote of the string starting at `start`.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut at = start + 1;
    while at < bytes.len() {
        match bytes[at] {
            b'"' => return at + 1,
            b'\\' => at += 2,
            _ => at += 1,
        }
    }
    bytes.len()
}

/// The end of a number or literal: the next whitespace or structural character.
fn scalar_end(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b',' | b':' | b']' | b'}' | b'[' | b'{' | b'"'))
        .map_or(bytes.len(), |offset| start + offset)
}

fn skip_whitespace(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        .map_or(bytes.len(), |offset| start + offset)
}

/// Pretty output: one member per line, `": "` after keys, `indent` spaces per level.
struct Pretty {
    out: String,
    indent: usize,
    /// Reused for line breaks: `"\n"` followed by enough spaces for the deepest level seen so far.
    newline: String,
}

impl Pretty {
    fn new(indent: usize, capacity: usize) -> Self {
        Self { out: String::with_capacity(capacity), indent, newline: String::from("\n") }
    }

    fn line_break(&mut self, depth: usize) {
        let width = 1 + depth * self.indent;
        if self.newline.len() < width {
            let missing = width - self.newline.len();
            self.newline.extend(std::iter::repeat_n(' ', missing.max(64)));
        }
        self.out.push_str(&self.newline[..width]);
    }
}

impl Sink for Pretty {
    fn scalar(&mut self, token: &str) {
        self.out.push_str(token);
    }
    fn open(&mut self, bracket: char, depth: usize) {
        self.out.push(bracket);
        self.line_break(depth);
    }
    fn empty(&mut self, pair: &str) {
        self.out.push_str(pair);
    }
    fn close(&mut self, bracket: char, depth: usize) {
        self.line_break(depth);
        self.out.push(bracket);
    }
    fn comma(&mut self, depth: usize) {
        self.out.push(',');
        self.line_break(depth);
    }
    fn colon(&mut self) {
        self.out.push_str(": ");
    }
}

/// Minified output: the tokens and nothing between them.
struct Compact(String);

impl Sink for Compact {
    fn scalar(&mut self, token: &str) {
        self.0.push_str(token);
    }
    fn open(&mut self, bracket: char, _depth: usize) {
        self.0.push(bracket);
    }
    fn empty(&mut self, pair: &str) {
        self.0.push_str(pair);
    }
    fn close(&mut self, bracket: char, _depth: usize) {
        self.0.push(bracket);
    }
    fn comma(&mut self, _depth: usize) {
        self.0.push(',');
    }
    fn colon(&mut self) {
        self.0.push(':');
    }
}

/// The sizes of the minified and pretty outputs without building either (saturating: a size past
/// `usize::MAX` on a 32-bit target is simply "too large").
struct Measure {
    indent: usize,
    minified: usize,
    pretty: usize,
}

impl Measure {
    fn add(&mut self, minified: usize, pretty: usize) {
        self.minified += minified;
        self.pretty = self.pretty.saturating_add(pretty);
    }

    fn line_break(&self, depth: usize) -> usize {
        depth.saturating_mul(self.indent).saturating_add(1)
    }
}

impl Sink for Measure {
    fn scalar(&mut self, token: &str) {
        self.add(token.len(), token.len());
    }
    fn open(&mut self, _bracket: char, depth: usize) {
        self.add(1, self.line_break(depth).saturating_add(1));
    }
    fn empty(&mut self, _pair: &str) {
        self.add(2, 2);
    }
    fn close(&mut self, _bracket: char, depth: usize) {
        self.add(1, self.line_break(depth).saturating_add(1));
    }
    fn comma(&mut self, depth: usize) {
        self.add(1, self.line_break(depth).saturating_add(1));
    }
    fn colon(&mut self) {
        self.add(1, 2);
    }
}

/// Both outputs from one walk.
impl<A: Sink, B: Sink> Sink for (A, B) {
    fn scalar(&mut self, token: &str) {
        self.0.scalar(token);
        self.1.scalar(token);
    }
    fn open(&mut self, bracket: char, depth: usize) {
        self.0.open(bracket, depth);
        self.1.open(bracket, depth);
    }
    fn empty(&mut self, pair: &str) {
        self.0.empty(pair);
        self.1.empty(pair);
    }
    fn close(&mut self, bracket: char, depth: usize) {
        self.0.close(bracket, depth);
        self.1.close(bracket, depth);
    }
    fn comma(&mut self, depth: usize) {
        self.0.comma(depth);
        self.1.comma(depth);
    }
    fn colon(&mut self) {
        self.0.colon();
        self.1.colon();
    }
}

#[cfg(test)]
mod tests;
