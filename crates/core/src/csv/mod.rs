//! The CSV JSON Converter: CSV (RFC 4180) to JSON and JSON to CSV, from text or from a file pushed in chunks.
//!
//! **CSV → JSON.** The csv crate's incremental reader (`csv-core`) splits records as RFC 4180 says: fields quoted
//! with `"` may hold delimiters, line breaks and doubled quotes (`""`); CRLF, LF and CR all end a record; empty lines
//! are skipped; a leading BOM is skipped. The delimiter is the one chosen, or detected from the first lines
//! ([`detect_delimiter`]). With a header row (the default) each record becomes an object keyed by the header's names
//! in their order — a name written twice gets `_2`, `_3`, … so no value is lost — and a record with a different
//! number of fields is refused with its line, since padding it or dropping fields would shift values into the wrong
//! columns without a word; without a header each record becomes an array, and records of any length are kept as
//! they are. The output is pretty-printed with two spaces, as `JSON.stringify(value, null, 2)` writes it.
//!
//! **Typing** (`types`, off by default so every value stays the text it was): a field that is a JSON number with a
//! finite value (`42`, `-3.5`, `1e3`) becomes a number, written as it was; `true` and `false` become booleans; an
//! empty field becomes `null` — in a column of numbers a blank is a missing value, not the text "". Zero-padded
//! codes (`007`), `1e999` (no finite value), `+1`, `.5` and whole numbers beyond ±(2^53 − 1) (identifiers that
//! JavaScript would round) stay text.
//!
//! **JSON → CSV.** The JSON must be an array of rows: objects (the header is every key in first-seen order and a
//! missing key is an empty cell), arrays (a row of cells each), or values (a column). Strings are written as they
//! are, numbers as they were written, `null` as an empty cell, nested objects and arrays as compact JSON in their
//! cell. Objects mixed with other items, and a JSON that is no array, are refused with their place. Fields are
//! quoted only when they need it. `escape_formulas` (off by default, because it changes the data: `-x` is no longer
//! `-x`) puts a `'` before a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return and is no number,
//! so a spreadsheet opening the file from someone else shows the text instead of running it as a formula (OWASP's
//! advice against CSV injection).
//!
//! **Hostile input.** Bytes are checked as UTF-8 as they arrive (the first bad byte is refused with its offset and
//! line); an unterminated quote is refused with the line where it opens; JSON nested deeper than [`MAX_DEPTH`] is
//! refused with its place (serde_json's own limit), so nothing recurses without bound. A [`Converter`] holds one
//! record at a time from CSV (and the first lines while it detects the delimiter); JSON is read whole, as its
//! header may depend on the last row.

mod from_csv;
#[cfg(test)]
mod tests;
mod to_csv;

use serde::{Deserialize, Serialize};

pub use from_csv::detect_delimiter;

/// Rows (the header aside) the preview keeps.
pub const PREVIEW_ROWS: usize = 100;
/// Characters a preview cell keeps; a longer one ends with `…`.
pub const PREVIEW_CELL_CHARS: usize = 200;
/// Deepest nesting of arrays and objects a JSON input may have (serde_json's own limit).
pub const MAX_DEPTH: usize = 128;

/// A CSV field separator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Delimiter {
    Comma,
    Semicolon,
    Tab,
    Pipe,
}

impl Delimiter {
    /// In the order a tie in detection is settled.
    pub const ALL: [Self; 4] = [Self::Comma, Self::Semicolon, Self::Tab, Self::Pipe];

    pub const fn byte(self) -> u8 {
        match self {
            Self::Comma => b',',
            Self::Semicolon => b';',
            Self::Tab => b'\t',
            Self::Pipe => b'|',
        }
    }
}

/// What to convert to: JSON (the input is CSV) or CSV (the input is JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Target {
    Json,
    Csv,
}

/// How to convert. Missing fields take the defaults: CSV to JSON, the delimiter detected, a header row, no typing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct CsvOptions {
    pub to: Target,
    /// The CSV's delimiter; `None` (null): detected when reading CSV, a comma when writing it.
    #[cfg_attr(feature = "typescript", tsify(type = "Delimiter | null"))]
    pub delimiter: Option<Delimiter>,
    /// Reading CSV: the first record names the columns (objects) or not (arrays). Writing CSV from objects: a
    /// header row of their keys first.
    pub header: bool,
    /// Reading CSV: numbers, booleans and empty fields (null) typed; otherwise every value is text.
    pub types: bool,
    /// Writing CSV: `'` before a cell a spreadsheet would take for a formula.
    pub escape_formulas: bool,
}

impl Default for CsvOptions {
    fn default() -> Self {
        Self { to: Target::Json, delimiter: None, header: true, types: false, escape_formulas: false }
    }
}

/// The kind of a JSON value, where an array of rows was needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum JsonKind {
    Object,
    String,
    Number,
    Boolean,
    Null,
}

impl std::fmt::Display for JsonKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Object => "an object",
            Self::String => "a string",
            Self::Number => "a number",
            Self::Boolean => "a boolean",
            Self::Null => "null",
        })
    }
}

/// Why an input could not be converted: a kind and its parameters, which the page words in its visitor's language
/// (`web/src/tools/csv-json-converter/engine.ts`); `Display` is the English the CLI prints. Lines and columns are
/// 1-based, columns in characters; `byte` is the 1-based offset in the input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CsvError {
    /// Nothing but whitespace.
    #[error("Enter some text to convert.")]
    Empty,
    /// Bytes that are not UTF-8 (a file).
    #[error("The input is not UTF-8 text: byte {byte} (line {line}) is not part of a character.")]
    NotUtf8 { byte: usize, line: usize },
    /// A quoted CSV field that never closes.
    #[error("The quoted field that opens on line {line} is never closed: a closing \" is missing.")]
    UnterminatedQuote { line: usize },
    /// A CSV record whose number of fields is not the header's.
    #[error(
        "Line {line} has {}, and the header has {expected}: each row needs one field per column.",
        if *found == 1 { "1 field".to_owned() } else { format!("{found} fields") }
    )]
    FieldCount { line: usize, expected: usize, found: usize },
    /// serde_json's own words, and where it stopped.
    #[error("{message} (line {line}, column {column})")]
    Syntax { message: String, line: usize, column: usize },
    /// JSON nested deeper than [`MAX_DEPTH`].
    #[error("The JSON is nested more than {limit} levels deep (line {line}, column {column}).")]
    TooDeep { limit: usize, line: usize, column: usize },
    /// A JSON that is no array.
    #[error("The JSON is {found}: CSV needs an array of rows (objects, arrays or values).")]
    NotAnArray { found: JsonKind },
    /// An object among items that are not, or the other way round.
    #[error(
        "Item {item} of the array (line {line}, column {column}) does not match the first: either every item is an object or none is."
    )]
    MixedRows { item: usize, line: usize, column: usize },
}

impl CsvError {
    /// Where in the input the refusal points, for an editor to mark (column 1 when only the line is known).
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            Self::NotUtf8 { line, .. } | Self::UnterminatedQuote { line } | Self::FieldCount { line, .. } => {
                Some((line, 1))
            }
            Self::Syntax { line, column, .. }
            | Self::TooDeep { line, column, .. }
            | Self::MixedRows { line, column, .. } => Some((line, column)),
            Self::Empty | Self::NotAnArray { .. } => None,
        }
    }
}

/// What a conversion found, for the page's line under the output and its table preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CsvSummary {
    /// The CSV's delimiter: the one chosen, or the one detected.
    pub delimiter: Delimiter,
    /// Rows, the header aside.
    pub rows: usize,
    /// Columns: the header's, or the longest row's.
    pub columns: usize,
    /// The header row, when there is one.
    pub header: Option<Vec<String>>,
    /// The first [`PREVIEW_ROWS`] rows, each cell cut at [`PREVIEW_CELL_CHARS`].
    pub preview: Vec<Vec<String>>,
}

/// A whole conversion: the output text and what it found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct CsvConversion {
    /// The output (or, from [`Converter::finish`], its part not yet returned by [`Converter::push`]).
    pub output: String,
    pub summary: CsvSummary,
}

/// Converts `input` as `options` say (see the module's documentation).
pub fn convert(input: &str, options: &CsvOptions) -> Result<CsvConversion, CsvError> {
    let mut converter = Converter::new(options);
    let mut output = converter.push(input.as_bytes())?;
    let rest = converter.finish()?;
    output.push_str(&rest.output);
    Ok(CsvConversion { output, summary: rest.summary })
}

/// A conversion fed in chunks (a file): [`Converter::push`] each chunk as it is read, then [`Converter::finish`].
/// From CSV the JSON comes out as the records complete, and only the record being read is held; JSON is gathered
/// and converted at the end.
#[derive(Debug)]
pub struct Converter {
    utf8: Utf8Check,
    inner: Inner,
}

#[derive(Debug)]
enum Inner {
    FromCsv(Box<from_csv::Reader>),
    FromJson { options: CsvOptions, bytes: Vec<u8> },
}

impl Converter {
    pub fn new(options: &CsvOptions) -> Self {
        let inner = match options.to {
            Target::Json => Inner::FromCsv(Box::new(from_csv::Reader::new(options))),
            Target::Csv => Inner::FromJson { options: *options, bytes: Vec::new() },
        };
        Self { utf8: Utf8Check::default(), inner }
    }

    /// Feeds the next chunk; answers the output it completed (from JSON: nothing until the end).
    pub fn push(&mut self, chunk: &[u8]) -> Result<String, CsvError> {
        if let Err((before, error)) = self.utf8.check(chunk) {
            // What comes before the bad byte is read first, so the first refusal in the input is the one given,
            // however the input was cut into chunks.
            if let Inner::FromCsv(reader) = &mut self.inner {
                reader.push_before(&chunk[..before])?;
            }
            return Err(error);
        }
        match &mut self.inner {
            Inner::FromCsv(reader) => reader.push(chunk),
            Inner::FromJson { bytes, .. } => {
                bytes.extend_from_slice(chunk);
                Ok(String::new())
            }
        }
    }

    /// How many bytes have been fed.
    pub fn length(&self) -> usize {
        self.utf8.offset
    }

    /// Ends the input: the rest of the output and what the conversion found.
    pub fn finish(self) -> Result<CsvConversion, CsvError> {
        self.utf8.finish()?;
        match self.inner {
            Inner::FromCsv(reader) => reader.finish(),
            Inner::FromJson { options, bytes } => {
                // Checked as it arrived, so never lossy.
                let text = String::from_utf8(bytes)
                    .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
                to_csv::convert(&text, &options)
            }
        }
    }
}

/// UTF-8 checked across chunks: a character split between two chunks is completed from the next.
#[derive(Debug, Default)]
struct Utf8Check {
    /// The start of a character the last chunk ended in.
    pending: Vec<u8>,
    /// Bytes seen, and line breaks among them (for the place of a bad byte).
    offset: usize,
    newlines: usize,
}

impl Utf8Check {
    /// Checks the next chunk; a refusal comes with how many of its bytes come before the bad character.
    fn check(&mut self, chunk: &[u8]) -> Result<(), (usize, CsvError)> {
        let mut rest = chunk;
        // Complete the character the previous chunk ended in, one byte at a time (at most three).
        while !self.pending.is_empty() {
            let Some((&byte, tail)) = rest.split_first() else { return Ok(()) };
            self.pending.push(byte);
            rest = tail;
            match std::str::from_utf8(&self.pending) {
                Ok(_) => {
                    let character = std::mem::take(&mut self.pending);
                    self.advance(&character);
                }
                Err(error) if error.error_len().is_some() => return Err((0, self.error_at(self.offset))),
                Err(_) => {}
            }
        }
        match std::str::from_utf8(rest) {
            Ok(_) => self.advance(rest),
            Err(error) => {
                let valid = error.valid_up_to();
                self.advance(&rest[..valid]);
                if error.error_len().is_some() {
                    return Err((chunk.len() - rest.len() + valid, self.error_at(self.offset)));
                }
                self.pending = rest[valid..].to_vec();
            }
        }
        Ok(())
    }

    fn advance(&mut self, bytes: &[u8]) {
        self.offset += bytes.len();
        self.newlines += bytes.iter().filter(|&&byte| byte == b'\n').count();
    }

    /// The input may not end inside a character.
    fn finish(&self) -> Result<(), CsvError> {
        if self.pending.is_empty() { Ok(()) } else { Err(self.error_at(self.offset)) }
    }

    /// The refusal for a bad byte at `offset` (0-based), which lies on the line after the newlines seen.
    fn error_at(&self, offset: usize) -> CsvError {
        CsvError::NotUtf8 { byte: offset + 1, line: self.newlines + 1 }
    }
}

/// A preview cell: the first [`PREVIEW_CELL_CHARS`] characters of `text`.
fn preview_cell(text: &str) -> String {
    match text.char_indices().nth(PREVIEW_CELL_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Whether `text` is a JSON number (RFC 8259's grammar: no `+`, no leading zeros, digits around a `.`).
fn is_json_number(text: &str) -> bool {
    let bytes = text.strip_prefix('-').unwrap_or(text).as_bytes();
    let digits = |from: usize| bytes[from..].iter().take_while(|byte| byte.is_ascii_digit()).count();
    let mut at = match digits(0) {
        0 => return false,
        n if n > 1 && bytes[0] == b'0' => return false,
        n => n,
    };
    if bytes.get(at) == Some(&b'.') {
        match digits(at + 1) {
            0 => return false,
            n => at += 1 + n,
        }
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(bytes.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        match digits(at) {
            0 => return false,
            n => at += n,
        }
    }
    at == bytes.len()
}
