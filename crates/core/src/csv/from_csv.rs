//! CSV → JSON, pushed in chunks: csv-core splits the records, a [`Tracker`] beside it follows the quotes and the
//! lines (csv-core reports neither an unterminated quote nor where a record starts), and [`JsonWriter`] writes each
//! record as it completes.

use super::{CsvConversion, CsvError, CsvOptions, CsvSummary, Delimiter, PREVIEW_ROWS, is_json_number, preview_cell};
use csv_core::ReadRecordResult;
use std::borrow::Cow;
use std::collections::HashSet;

/// The delimiter is detected from the first this many lines (up to and including their line feeds)…
const DETECT_LINES: usize = 20;
/// …or the first this many bytes, whichever ends first, or from the whole input if shorter.
const DETECT_BYTES: usize = 64 * 1024;

/// The delimiter of a CSV sample: among `,` `;` tab and `|`, the one found (outside quotes) the same non-zero number
/// of times on every line, the most frequent if several are; else the most frequent on the first line; `None` when
/// no line has any (one column).
pub fn detect_delimiter(sample: &str) -> Option<Delimiter> {
    detect(sample.as_bytes(), true)
}

/// [`detect_delimiter`]; when the sample is not `complete`, its last line may be cut and is left out (unless it is
/// the only one).
fn detect(sample: &[u8], complete: bool) -> Option<Delimiter> {
    let mut lines: Vec<[usize; 4]> = Vec::new();
    let (mut counts, mut quoted, mut blank) = ([0; 4], false, true);
    for &byte in sample {
        match byte {
            b'"' => (quoted, blank) = (!quoted, false),
            b'\n' | b'\r' if !quoted => {
                if !blank {
                    lines.push(counts);
                }
                (counts, blank) = ([0; 4], true);
            }
            _ => {
                blank = false;
                if let Some(index) = Delimiter::ALL.iter().position(|delimiter| delimiter.byte() == byte)
                    && !quoted
                {
                    counts[index] += 1;
                }
            }
        }
    }
    if !blank && (complete || lines.is_empty()) {
        lines.push(counts);
    }
    let first = *lines.first()?;
    let most = |candidates: &mut dyn Iterator<Item = usize>| {
        // The most frequent; a tie goes to the earlier in Delimiter::ALL.
        candidates.filter(|&index| first[index] > 0).max_by_key(|&index| (first[index], std::cmp::Reverse(index)))
    };
    let consistent = most(&mut (0..4).filter(|&index| lines.iter().all(|line| line[index] == first[index])));
    consistent.or_else(|| most(&mut (0..4))).map(|index| Delimiter::ALL[index])
}

/// The CSV reader of a [`super::Converter`].
#[derive(Debug)]
pub(super) struct Reader {
    options: CsvOptions,
    /// The first bytes, until the delimiter is known; then the parser takes over.
    head: Vec<u8>,
    /// Line feeds in the head (counted as chunks arrive, not over the whole head each time).
    head_lines: usize,
    parser: Option<Parser>,
    /// Whether anything but whitespace has arrived.
    nonblank: bool,
    json: JsonWriter,
}

impl Reader {
    pub(super) fn new(options: &CsvOptions) -> Self {
        Self {
            options: *options,
            head: Vec::new(),
            head_lines: 0,
            parser: None,
            nonblank: false,
            json: JsonWriter::new(options),
        }
    }

    pub(super) fn push(&mut self, chunk: &[u8]) -> Result<String, CsvError> {
        match &mut self.parser {
            Some(parser) => {
                self.nonblank = self.nonblank || !is_blank(chunk);
                parser.feed(chunk, &mut self.json)?;
            }
            None => {
                self.head.extend_from_slice(chunk);
                self.head_lines += chunk.iter().filter(|&&byte| byte == b'\n').count();
                if self.head_lines >= DETECT_LINES || self.head.len() >= DETECT_BYTES {
                    self.start(false)?;
                }
            }
        }
        Ok(std::mem::take(&mut self.json.out))
    }

    /// Reads `bytes`, the input's last before a refusal, the head included.
    pub(super) fn push_before(&mut self, bytes: &[u8]) -> Result<(), CsvError> {
        self.push(bytes)?;
        if self.parser.is_none() {
            self.start(false)?;
        }
        Ok(())
    }

    /// Settles the delimiter from the head and parses the head.
    fn start(&mut self, complete: bool) -> Result<(), CsvError> {
        let head = std::mem::take(&mut self.head);
        // Detection reads the first DETECT_LINES lines or DETECT_BYTES bytes, whichever ends first, however far
        // past them the chunk that reached them goes: otherwise where the chunks were cut would change the
        // delimiter.
        let cut = head
            .iter()
            .enumerate()
            .filter(|&(_, &byte)| byte == b'\n')
            .nth(DETECT_LINES - 1)
            .map_or(head.len(), |(at, _)| at + 1)
            .min(DETECT_BYTES);
        let sample = strip_bom(&head[..cut]);
        let complete = complete && cut == head.len();
        let head = strip_bom(&head);
        self.nonblank = !is_blank(head);
        let delimiter = self.options.delimiter.or_else(|| detect(sample, complete)).unwrap_or(Delimiter::Comma);
        self.json.delimiter = delimiter;
        let parser = self.parser.insert(Parser::new(delimiter));
        parser.feed(head, &mut self.json)
    }

    pub(super) fn finish(mut self) -> Result<CsvConversion, CsvError> {
        if self.parser.is_none() {
            self.start(true)?;
        }
        if !self.nonblank {
            return Err(CsvError::Empty);
        }
        if let Some(parser) = &mut self.parser {
            parser.finish(&mut self.json)?;
        }
        Ok(self.json.finish())
    }
}

fn strip_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xef\xbb\xbf".as_slice()).unwrap_or(bytes)
}

fn is_blank(bytes: &[u8]) -> bool {
    bytes.iter().all(u8::is_ascii_whitespace)
}

/// csv-core's reader, the record it is reading and the tracker beside it.
#[derive(Debug)]
struct Parser {
    core: csv_core::Reader,
    tracker: Tracker,
    /// The record being read: its fields' bytes, unescaped, and where each field ends.
    fields: Vec<u8>,
    ends: Vec<usize>,
    fields_len: usize,
    ends_len: usize,
}

impl Parser {
    fn new(delimiter: Delimiter) -> Self {
        Self {
            core: csv_core::ReaderBuilder::new().delimiter(delimiter.byte()).build(),
            tracker: Tracker::new(delimiter.byte()),
            fields: vec![0; 4096],
            ends: vec![0; 64],
            fields_len: 0,
            ends_len: 0,
        }
    }

    fn feed(&mut self, mut input: &[u8], json: &mut JsonWriter) -> Result<(), CsvError> {
        // An empty input tells csv-core that the CSV has ended: only `finish` sends one.
        while !input.is_empty() {
            let (_, used) = self.step(input, json)?;
            input = &input[used..];
        }
        Ok(())
    }

    fn finish(&mut self, json: &mut JsonWriter) -> Result<(), CsvError> {
        if self.tracker.state == State::Quoted {
            return Err(CsvError::UnterminatedQuote { line: self.tracker.quote_line });
        }
        while self.step(&[], json)?.0 != ReadRecordResult::End {}
        Ok(())
    }

    /// One call to csv-core: answers its result and how many bytes of `input` it used.
    fn step(&mut self, input: &[u8], json: &mut JsonWriter) -> Result<(ReadRecordResult, usize), CsvError> {
        let (result, used, written, ended) =
            self.core.read_record(input, &mut self.fields[self.fields_len..], &mut self.ends[self.ends_len..]);
        self.tracker.feed(&input[..used]);
        self.fields_len += written;
        self.ends_len += ended;
        match result {
            ReadRecordResult::OutputFull => self.fields.resize(self.fields.len() * 2, 0),
            ReadRecordResult::OutputEndsFull => self.ends.resize(self.ends.len() * 2, 0),
            ReadRecordResult::Record => {
                // The tracker has passed the record's end, not yet the next record's start.
                json.record(&self.fields[..self.fields_len], &self.ends[..self.ends_len], self.tracker.record_line)?;
                (self.fields_len, self.ends_len) = (0, 0);
            }
            ReadRecordResult::InputEmpty | ReadRecordResult::End => {}
        }
        Ok((result, used))
    }
}

/// Where csv-core is, as far as quotes and records go (its own state machine, for RFC 4180 with `"` quotes and
/// CR, LF or CRLF line ends, reduced to what the refusals need).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Between records (an empty line is skipped).
    RecordStart,
    FieldStart,
    Unquoted,
    Quoted,
    /// A `"` inside a quoted field: a second one is a quote, anything else closes the field.
    QuoteInQuoted,
}

#[derive(Debug)]
struct Tracker {
    delimiter: u8,
    state: State,
    /// The current line (1-based), the line where the current record starts and where its last quote opened.
    line: usize,
    record_line: usize,
    quote_line: usize,
}

impl Tracker {
    fn new(delimiter: u8) -> Self {
        Self { delimiter, state: State::RecordStart, line: 1, record_line: 1, quote_line: 1 }
    }

    fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            let end = matches!(byte, b'\n' | b'\r');
            self.state = match self.state {
                State::RecordStart if end => State::RecordStart,
                State::RecordStart | State::FieldStart => {
                    if self.state == State::RecordStart {
                        self.record_line = self.line;
                    }
                    if byte == b'"' {
                        self.quote_line = self.line;
                        State::Quoted
                    } else {
                        self.after_field_text(byte, end)
                    }
                }
                State::Quoted if byte == b'"' => State::QuoteInQuoted,
                State::Quoted => State::Quoted,
                State::QuoteInQuoted if byte == b'"' => State::Quoted,
                State::Unquoted | State::QuoteInQuoted => self.after_field_text(byte, end),
            };
            if byte == b'\n' {
                self.line += 1;
            }
        }
    }

    fn after_field_text(&self, byte: u8, end: bool) -> State {
        if byte == self.delimiter {
            State::FieldStart
        } else if end {
            State::RecordStart
        } else {
            State::Unquoted
        }
    }
}

/// Writes records as pretty-printed JSON (two spaces), and keeps what the summary says.
#[derive(Debug)]
struct JsonWriter {
    header: bool,
    types: bool,
    delimiter: Delimiter,
    /// The header's names (unique), and each as a JSON string.
    names: Option<Vec<String>>,
    keys: Vec<String>,
    rows: usize,
    columns: usize,
    preview: Vec<Vec<String>>,
    out: String,
}

impl JsonWriter {
    fn new(options: &CsvOptions) -> Self {
        Self {
            header: options.header,
            types: options.types,
            delimiter: Delimiter::Comma,
            names: None,
            keys: Vec::new(),
            rows: 0,
            columns: 0,
            preview: Vec::new(),
            out: String::new(),
        }
    }

    fn record(&mut self, bytes: &[u8], ends: &[usize], line: usize) -> Result<(), CsvError> {
        let mut start = 0;
        let cells: Vec<Cow<'_, str>> = ends
            .iter()
            .map(|&end| {
                // Checked as UTF-8 as it arrived, and split only at ASCII bytes, so never lossy.
                let cell = String::from_utf8_lossy(&bytes[start..end]);
                start = end;
                cell
            })
            .collect();
        if self.header && self.names.is_none() {
            let names = unique_names(cells.iter().map(|cell| cell.to_string()));
            self.keys = names.iter().map(|name| json_string(name)).collect();
            self.columns = names.len();
            self.names = Some(names);
            return Ok(());
        }
        if self.header && cells.len() != self.keys.len() {
            return Err(CsvError::FieldCount { line, expected: self.keys.len(), found: cells.len() });
        }
        self.out.push_str(if self.rows == 0 { "[\n" } else { ",\n" });
        self.rows += 1;
        self.columns = self.columns.max(cells.len());
        if self.preview.len() < PREVIEW_ROWS {
            self.preview.push(cells.iter().map(|cell| preview_cell(cell)).collect());
        }
        let header = self.header;
        self.out.push_str(if header { "  {\n" } else { "  [\n" });
        for (index, cell) in cells.iter().enumerate() {
            self.out.push_str("    ");
            if header {
                self.out.push_str(&self.keys[index]);
                self.out.push_str(": ");
            }
            self.value(cell);
            self.out.push_str(if index + 1 < cells.len() { ",\n" } else { "\n" });
        }
        self.out.push_str(if header { "  }" } else { "  ]" });
        Ok(())
    }

    /// A field as a JSON value: text, or with typing a number, a boolean or null.
    fn value(&mut self, cell: &str) {
        if self.types {
            if cell.is_empty() {
                return self.out.push_str("null");
            }
            if cell == "true" || cell == "false" || is_typed_number(cell) {
                return self.out.push_str(cell);
            }
        }
        write_json_string(&mut self.out, cell);
    }

    fn finish(mut self) -> CsvConversion {
        self.out.push_str(if self.rows == 0 { "[]\n" } else { "\n]\n" });
        let header = self.names.map(|names| names.iter().map(|name| preview_cell(name)).collect());
        CsvConversion {
            output: self.out,
            summary: CsvSummary {
                delimiter: self.delimiter,
                rows: self.rows,
                columns: self.columns,
                header,
                preview: self.preview,
            },
        }
    }
}

/// Whether typing makes a number of this field: a JSON number with a finite value, and, when whole, one that a
/// double holds exactly (an identifier beyond 2^53 stays text, which JavaScript would round).
fn is_typed_number(text: &str) -> bool {
    const MAX_SAFE_INTEGER: i64 = (1 << 53) - 1;
    if !is_json_number(text) {
        return false;
    }
    if text.bytes().all(|byte| byte.is_ascii_digit() || byte == b'-') {
        return text.parse::<i64>().is_ok_and(|number| number.abs() <= MAX_SAFE_INTEGER);
    }
    text.parse::<f64>().is_ok_and(f64::is_finite)
}

/// The header's names, a repeated one numbered from its second time (`a`, `a_2`, `a_3`) so no column is lost.
fn unique_names(names: impl Iterator<Item = String>) -> Vec<String> {
    let mut taken = HashSet::new();
    names
        .map(|name| {
            if taken.insert(name.clone()) {
                return name;
            }
            let unique = (2..).map(|count| format!("{name}_{count}")).find(|candidate| !taken.contains(candidate));
            let unique = unique.unwrap_or(name);
            taken.insert(unique.clone());
            unique
        })
        .collect()
}

fn json_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    write_json_string(&mut out, text);
    out
}

/// `text` as a JSON string, escaped as serde_json and `JSON.stringify` escape it.
fn write_json_string(out: &mut String, text: &str) {
    out.push('"');
    let mut start = 0;
    for (at, byte) in text.bytes().enumerate() {
        let escape = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&text[start..at]);
        if escape.is_empty() {
            out.push_str(&format!("\\u{byte:04x}"));
        } else {
            out.push_str(escape);
        }
        start = at + 1;
    }
    out.push_str(&text[start..]);
    out.push('"');
}
