//! JSON → CSV. serde_json checks the whole text and hands each item and cell over as its raw text (`RawValue`), so
//! numbers keep the digits they were written with and nested values their key order; the nesting of a cell is
//! measured here while it is made compact, since serde_json skips over raw values without a depth limit.

use super::{
    CsvConversion, CsvError, CsvOptions, CsvSummary, Delimiter, JsonKind, MAX_DEPTH, PREVIEW_ROWS, is_json_number,
    preview_cell,
};
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::collections::HashMap;

pub(super) fn convert(input: &str, options: &CsvOptions) -> Result<CsvConversion, CsvError> {
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    if input.trim().is_empty() {
        return Err(CsvError::Empty);
    }
    let json = Json { input };
    let top: &RawValue = serde_json::from_str(input).map_err(|error| json.syntax(&error))?;
    let found = match top.get().as_bytes().first() {
        Some(b'[') => None,
        Some(b'{') => Some(JsonKind::Object),
        Some(b'"') => Some(JsonKind::String),
        Some(b't' | b'f') => Some(JsonKind::Boolean),
        Some(b'n') => Some(JsonKind::Null),
        _ => Some(JsonKind::Number),
    };
    if let Some(found) = found {
        return Err(CsvError::NotAnArray { found });
    }
    let items: Vec<&RawValue> = json.parse(top)?;
    let objects = items.first().is_some_and(|item| is_object(item));
    if let Some((index, item)) = items.iter().enumerate().find(|(_, item)| is_object(item) != objects) {
        let (line, column) = json.place(item.get(), 0);
        return Err(CsvError::MixedRows { item: index + 1, line, column });
    }

    let mut table = Table::new(options);
    if objects {
        // The header is every key in first-seen order, so every row is read before the first is written.
        let mut columns: HashMap<String, usize> = HashMap::new();
        let mut names: Vec<String> = Vec::new();
        let mut rows = Vec::with_capacity(items.len());
        for item in &items {
            let Pairs(pairs) = json.parse(item)?;
            let row: Vec<(usize, &RawValue)> = pairs
                .into_iter()
                .map(|(key, value)| {
                    let next = names.len();
                    let column = *columns.entry(key).or_insert_with_key(|key| {
                        names.push(key.clone());
                        next
                    });
                    (column, value)
                })
                .collect();
            rows.push(row);
        }
        if !names.is_empty() {
            if options.header {
                table.header(names.iter().map(|name| Cow::Borrowed(name.as_str())).collect());
            }
            for row in rows {
                // A key written twice keeps its last value, as JSON.parse does.
                let mut cells: Vec<Option<&RawValue>> = vec![None; names.len()];
                for (column, value) in row {
                    cells[column] = Some(value);
                }
                let cells = cells.into_iter().map(|cell| cell.map_or(Ok(Cow::Borrowed("")), |cell| json.cell(cell)));
                table.row(cells.collect::<Result<_, _>>()?);
            }
        }
        table.columns = names.len();
    } else {
        for item in &items {
            let cells = if item.get().starts_with('[') {
                let cells: Vec<&RawValue> = json.parse(item)?;
                cells.into_iter().map(|cell| json.cell(cell)).collect::<Result<_, _>>()?
            } else {
                vec![json.cell(item)?]
            };
            table.row(cells);
        }
    }
    Ok(table.finish(items.len()))
}

fn is_object(item: &RawValue) -> bool {
    item.get().starts_with('{')
}

/// The JSON input, for the places of refusals within it.
struct Json<'a> {
    input: &'a str,
}

impl<'a> Json<'a> {
    /// `raw` (already checked by serde_json, so this never fails) read as `T`.
    fn parse<T: Deserialize<'a>>(&self, raw: &'a RawValue) -> Result<T, CsvError> {
        serde_json::from_str(raw.get()).map_err(|error| {
            let (line, column) = self.place(raw.get(), 0);
            CsvError::Syntax { message: error.to_string(), line, column }
        })
    }

    /// serde_json's refusal, worded as the JSON tools word it.
    fn syntax(&self, error: &serde_json::Error) -> CsvError {
        let syntax = crate::json::syntax_error(self.input, error);
        CsvError::Syntax { message: syntax.message, line: syntax.line, column: syntax.column.max(1) }
    }

    /// The line and column (1-based, in characters) of byte `at` of `part`, a slice of the input.
    fn place(&self, part: &str, at: usize) -> (usize, usize) {
        let offset = (part.as_ptr() as usize).saturating_sub(self.input.as_ptr() as usize) + at;
        let before = &self.input[..offset.min(self.input.len())];
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        (before.matches('\n').count() + 1, before[line_start..].chars().count() + 1)
    }

    /// A cell's text: a string as it is, a number as it was written, `null` empty, an object or array as compact JSON.
    fn cell(&self, raw: &'a RawValue) -> Result<Cow<'a, str>, CsvError> {
        let text = raw.get();
        match text.as_bytes().first() {
            Some(b'"') => Ok(Cow::Owned(self.parse::<String>(raw)?)),
            Some(b'n') => Ok(Cow::Borrowed("")),
            Some(b'[' | b'{') => self.compact(text).map(Cow::Owned),
            _ => Ok(Cow::Borrowed(text)),
        }
    }

    /// A cell's array or object without its whitespace; refused past [`MAX_DEPTH`] (with the array of rows and the
    /// row around it).
    fn compact(&self, text: &str) -> Result<String, CsvError> {
        let mut out = String::with_capacity(text.len());
        let (mut depth, mut in_string, mut escaped, mut start) = (2, false, false, 0);
        for (at, byte) in text.bytes().enumerate() {
            if in_string {
                match byte {
                    _ if escaped => escaped = false,
                    b'\\' => escaped = true,
                    b'"' => in_string = false,
                    _ => {}
                }
                continue;
            }
            match byte {
                b'"' => in_string = true,
                b'[' | b'{' => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        let (line, column) = self.place(text, at);
                        return Err(CsvError::TooDeep { limit: MAX_DEPTH, line, column });
                    }
                }
                b']' | b'}' => depth -= 1,
                b' ' | b'\t' | b'\n' | b'\r' => {
                    out.push_str(&text[start..at]);
                    start = at + 1;
                }
                _ => {}
            }
        }
        out.push_str(&text[start..]);
        Ok(out)
    }
}

/// An object's entries in their order, a repeated key included.
struct Pairs<'a>(Vec<(String, &'a RawValue)>);

impl<'de> Deserialize<'de> for Pairs<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries;
        impl<'de> Visitor<'de> for Entries {
            type Value = Pairs<'de>;

            fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                formatter.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut pairs = Vec::new();
                while let Some(pair) = map.next_entry()? {
                    pairs.push(pair);
                }
                Ok(Pairs(pairs))
            }
        }
        deserializer.deserialize_map(Entries)
    }
}

/// The CSV being written, and what the summary says.
struct Table {
    writer: ::csv::Writer<Vec<u8>>,
    delimiter: Delimiter,
    escape_formulas: bool,
    header: Option<Vec<String>>,
    columns: usize,
    preview: Vec<Vec<String>>,
    /// The records, while all that is written is white space: such a CSV would read back as no input at all, so
    /// it is written again with its fields quoted (found by the fuzzer: `[[" "]]`).
    blank: Option<Vec<Vec<String>>>,
}

impl Table {
    fn new(options: &CsvOptions) -> Self {
        let delimiter = options.delimiter.unwrap_or(Delimiter::Comma);
        Self {
            writer: ::csv::WriterBuilder::new().delimiter(delimiter.byte()).flexible(true).from_writer(Vec::new()),
            delimiter,
            escape_formulas: options.escape_formulas,
            header: None,
            columns: 0,
            preview: Vec::new(),
            blank: Some(Vec::new()),
        }
    }

    fn header(&mut self, names: Vec<Cow<'_, str>>) {
        let names = self.write(names);
        self.header = Some(names.iter().map(|name| preview_cell(name)).collect());
    }

    fn row(&mut self, cells: Vec<Cow<'_, str>>) {
        self.columns = self.columns.max(cells.len());
        let cells = self.write(cells);
        if self.preview.len() < PREVIEW_ROWS {
            self.preview.push(cells.iter().map(|cell| preview_cell(cell)).collect());
        }
    }

    /// Writes one record; answers its cells as written.
    fn write<'c>(&mut self, cells: Vec<Cow<'c, str>>) -> Vec<Cow<'c, str>> {
        let cells: Vec<Cow<'c, str>> =
            if self.escape_formulas { cells.into_iter().map(escape_formula).collect() } else { cells };
        // Into a Vec, which cannot fail, by a flexible writer (rows of any length): it always succeeds.
        let _written = self.writer.write_record(cells.iter().map(|cell| cell.as_bytes()));
        if let Some(records) = &mut self.blank {
            if cells.iter().all(|cell| cell.trim().is_empty()) {
                records.push(cells.iter().map(|cell| cell.to_string()).collect());
            } else {
                self.blank = None;
            }
        }
        cells
    }

    fn finish(self, rows: usize) -> CsvConversion {
        // Flushing into a Vec cannot fail.
        let mut bytes = self.writer.into_inner().unwrap_or_default();
        if let Some(records) = self.blank.filter(|records| !records.is_empty()) {
            let mut quoted = ::csv::WriterBuilder::new()
                .delimiter(self.delimiter.byte())
                .flexible(true)
                .quote_style(::csv::QuoteStyle::Always)
                .from_writer(Vec::new());
            for record in &records {
                let _written = quoted.write_record(record);
            }
            bytes = quoted.into_inner().unwrap_or_default();
        }
        // Every cell is UTF-8 text and every delimiter ASCII, so never lossy.
        let output =
            String::from_utf8(bytes).unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
        CsvConversion {
            output,
            summary: CsvSummary {
                delimiter: self.delimiter,
                rows,
                columns: self.columns,
                header: self.header,
                preview: self.preview,
            },
        }
    }
}

/// A cell a spreadsheet would run as a formula, with `'` before it; a number (`-3.5`) is left as it is.
fn escape_formula(cell: Cow<'_, str>) -> Cow<'_, str> {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) && !is_json_number(&cell) {
        Cow::Owned(format!("'{cell}"))
    } else {
        cell
    }
}
