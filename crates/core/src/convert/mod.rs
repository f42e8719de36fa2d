//! The YAML JSON TOML Converter: any of the three formats to any other, through one ordered tree ([`Value`]).
//!
//! **Readers.** JSON is read by serde_json (RFC 8259; its messages and positions, as the JSON tools give them),
//! TOML by the toml crate (TOML 1.0 and 1.1), YAML by saphyr's event parser (YAML 1.2, measured against
//! yaml-test-suite in `tests/`). The YAML tree is built here from the parser's events, without recursion, so this
//! engine decides what the events become:
//!
//! - plain scalars are typed by the YAML 1.2 **core schema** (`null`, `~`, `true`, `0x1f`, `1e3`, `.inf`, …; not
//!   YAML 1.1's `yes`/`on`), quoted and block scalars are text, `!!str`/`!!int`/`!!float`/`!!bool`/`!!null` tags
//!   are honoured and other tags ignored;
//! - **aliases are expanded**, and every node an alias produces is counted: past [`MAX_ALIAS_NODES`] the document
//!   is refused ([`ConvertError::AliasLimit`]) before anything is copied, so a billion-laughs file costs
//!   milliseconds, not gigabytes;
//! - merge keys (`<<: *base`, `<<: [*a, *b]`) copy the merged mappings' entries that the mapping does not set;
//! - keys are the text of a scalar as written (`1: a` has the key `"1"`); a mapping or sequence as a key is
//!   refused, since JSON and TOML keys are text;
//! - several documents (`---`) become a JSON array, several YAML documents again, and are refused for TOML, which
//!   has one document.
//!
//! **Depth.** Every reader stops at a nesting depth (serde_json's 128 levels, toml's own limit, [`MAX_DEPTH`] for
//! YAML, aliases included), so the tree and the writers, which recurse, never exhaust the stack.
//!
//! **Key order is kept** in every direction ([`indexmap`] maps; toml with `preserve_order`). A key written twice
//! keeps its first place and its last value, as `JSON.parse` does.
//!
//! **What a format cannot hold is refused, naming where it is**: JSON has no NaN or infinity, TOML no null,
//! integers wider than 64 bits, nor any top level but a table. TOML dates and times are written back as TOML dates
//! and times, and as their text in JSON and YAML.

#[cfg(test)]
mod conformance;
#[cfg(test)]
mod tests;
mod yaml;

use indexmap::IndexMap;
use serde::{Deserialize, Serialize};

/// Most YAML nodes that aliases may produce in one input (a billion laughs is refused past it).
pub const MAX_ALIAS_NODES: usize = 1_000_000;
/// Deepest nesting of mappings and sequences a YAML document may have (serde_json's own limit for JSON).
pub const MAX_DEPTH: usize = 128;

/// A text format the converter reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Format {
    Yaml,
    Json,
    Toml,
}

/// What to convert from and to. Missing fields take the defaults (YAML to JSON).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ConvertOptions {
    pub from: Format,
    pub to: Format,
}

impl Default for ConvertOptions {
    fn default() -> Self {
        Self { from: Format::Yaml, to: Format::Json }
    }
}

/// What kind of value stands where a TOML document needs a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ValueKind {
    Null,
    Boolean,
    Number,
    String,
    Array,
}

impl std::fmt::Display for ValueKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Null => "null",
            Self::Boolean => "a boolean",
            Self::Number => "a number",
            Self::String => "a string",
            Self::Array => "an array",
        })
    }
}

/// Why an input could not be converted: a kind and its parameters, which the page words in its visitor's language
/// (`web/src/tools/yaml-json-toml-converter/engine.ts`); `Display` is the English the CLI prints. Lines and
/// columns are 1-based, columns in characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ConvertError {
    /// Nothing but whitespace.
    #[error("Enter some text to convert.")]
    Empty,
    /// Bytes that are not UTF-8 (the CLI's input); `byte` is 1-based.
    #[error("The input is not UTF-8 text: byte {byte} is not part of a character.")]
    NotUtf8 { byte: usize },
    /// The parser's own words, and where it stopped.
    #[error("{message} (line {line}, column {column})")]
    Syntax { message: String, line: usize, column: usize },
    /// A YAML document nested deeper than [`MAX_DEPTH`].
    #[error("The YAML is nested more than {limit} levels deep (line {line}, column {column}).")]
    TooDeep { limit: usize, line: usize, column: usize },
    /// Aliases that would produce more than [`MAX_ALIAS_NODES`] nodes (a billion-laughs attack).
    #[error(
        "The YAML’s aliases would expand to more than {} nodes (line {line}, column {column}): refused, as a billion-laughs attack would be.",
        grouped(*limit)
    )]
    AliasLimit { limit: usize, line: usize, column: usize },
    /// A YAML mapping or sequence used as a key.
    #[error("The key at line {line}, column {column} is a mapping or a sequence: JSON and TOML keys are text.")]
    ComplexKey { line: usize, column: usize },
    /// Several YAML documents to convert to TOML.
    #[error("TOML holds one document, and this YAML has {count}.")]
    SeveralDocuments { count: usize },
    /// A TOML document that would not be a table.
    #[error("A TOML document is a table of keys, and this one is {found}.")]
    TomlTopLevel { found: ValueKind },
    /// A null where TOML needs a value.
    #[error("TOML has no null: `{path}`")]
    TomlNull { path: String },
    /// An integer beyond TOML's 64 bits.
    #[error("TOML integers have 64 bits: `{path}` is {value}.")]
    TomlIntegerRange { path: String, value: String },
    /// NaN or an infinity for JSON.
    #[error("JSON has no NaN or infinity: `{path}`")]
    JsonNonFinite { path: String },
}

impl ConvertError {
    /// Where in the input the refusal points, for an editor to mark.
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            Self::Syntax { line, column, .. }
            | Self::TooDeep { line, column, .. }
            | Self::AliasLimit { line, column, .. }
            | Self::ComplexKey { line, column } => Some((line, column)),
            _ => None,
        }
    }
}

/// Converts `input` from one format to the other (see the module's documentation for what is kept and refused).
pub fn convert(input: &str, options: &ConvertOptions) -> Result<String, ConvertError> {
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    if input.trim().is_empty() {
        return Err(ConvertError::Empty);
    }
    let documents = match options.from {
        Format::Yaml => yaml::read(input)?,
        Format::Json => vec![read_json(input)?],
        Format::Toml => vec![read_toml(input)?],
    };
    match options.to {
        Format::Yaml => Ok(yaml::write(&documents)),
        Format::Json => write_json(documents),
        Format::Toml => write_toml(documents),
    }
}

/// [`convert`] for bytes that should be UTF-8 text (a file).
pub fn convert_bytes(input: &[u8], options: &ConvertOptions) -> Result<String, ConvertError> {
    let text = std::str::from_utf8(input).map_err(|error| ConvertError::NotUtf8 { byte: error.valid_up_to() + 1 })?;
    convert(text, options)
}

/// The tree between the formats.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    /// Wide enough for every JSON and TOML integer and YAML's up to 128 bits.
    Int(i128),
    Float(f64),
    String(String),
    /// A TOML date, time or date-time, as TOML writes it.
    Datetime(String),
    Array(Vec<Value>),
    Map(IndexMap<String, Value>),
}

impl Value {
    fn kind(&self) -> ValueKind {
        match self {
            Self::Null => ValueKind::Null,
            Self::Bool(_) => ValueKind::Boolean,
            Self::Int(_) | Self::Float(_) => ValueKind::Number,
            Self::String(_) | Self::Datetime(_) => ValueKind::String,
            Self::Array(_) | Self::Map(_) => ValueKind::Array,
        }
    }
}

// ---- JSON ----

fn read_json(input: &str) -> Result<Value, ConvertError> {
    serde_json::from_str(input).map_err(|error| {
        let syntax = crate::json::syntax_error(input, &error);
        ConvertError::Syntax { message: syntax.message, line: syntax.line, column: syntax.column.max(1) }
    })
}

fn write_json(mut documents: Vec<Value>) -> Result<String, ConvertError> {
    let value = if documents.len() == 1 { documents.remove(0) } else { Value::Array(documents) };
    let mut path = Path::default();
    check(&value, &mut path, &|value, path| match value {
        Value::Float(float) if !float.is_finite() => Err(ConvertError::JsonNonFinite { path: path.to_string() }),
        _ => Ok(()),
    })?;
    let mut json = serde_json::to_string_pretty(&value).unwrap_or_default();
    json.push('\n');
    Ok(json)
}

impl Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Null => serializer.serialize_unit(),
            Self::Bool(bool) => serializer.serialize_bool(*bool),
            Self::Int(int) => serializer.serialize_i128(*int),
            Self::Float(float) => serializer.serialize_f64(*float),
            Self::String(text) | Self::Datetime(text) => serializer.serialize_str(text),
            Self::Array(items) => serializer.collect_seq(items),
            Self::Map(entries) => serializer.collect_map(entries),
        }
    }
}

impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> serde::de::Visitor<'de> for JsonVisitor {
    type Value = Value;

    fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("a JSON value")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_bool<E>(self, bool: bool) -> Result<Value, E> {
        Ok(Value::Bool(bool))
    }
    fn visit_i64<E>(self, int: i64) -> Result<Value, E> {
        Ok(Value::Int(int.into()))
    }
    fn visit_u64<E>(self, int: u64) -> Result<Value, E> {
        Ok(Value::Int(int.into()))
    }
    fn visit_f64<E>(self, float: f64) -> Result<Value, E> {
        Ok(Value::Float(float))
    }
    fn visit_str<E>(self, text: &str) -> Result<Value, E> {
        Ok(Value::String(text.to_owned()))
    }
    fn visit_string<E>(self, text: String) -> Result<Value, E> {
        Ok(Value::String(text))
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut entries = IndexMap::new();
        while let Some((key, value)) = map.next_entry::<String, Value>()? {
            entries.insert(key, value);
        }
        Ok(Value::Map(entries))
    }
}

// ---- TOML ----

fn read_toml(input: &str) -> Result<Value, ConvertError> {
    let table = input.parse::<toml::Table>().map_err(|error| {
        let (line, column) = line_column(input, error.span().map_or(input.len(), |span| span.start));
        ConvertError::Syntax { message: error.message().trim().to_owned(), line, column }
    })?;
    Ok(from_toml_table(table))
}

fn from_toml_table(table: toml::Table) -> Value {
    Value::Map(table.into_iter().map(|(key, value)| (key, from_toml(value))).collect())
}

fn from_toml(value: toml::Value) -> Value {
    match value {
        toml::Value::String(text) => Value::String(text),
        toml::Value::Integer(int) => Value::Int(int.into()),
        toml::Value::Float(float) => Value::Float(float),
        toml::Value::Boolean(bool) => Value::Bool(bool),
        toml::Value::Datetime(datetime) => Value::Datetime(datetime.to_string()),
        toml::Value::Array(items) => Value::Array(items.into_iter().map(from_toml).collect()),
        toml::Value::Table(table) => from_toml_table(table),
    }
}

fn write_toml(mut documents: Vec<Value>) -> Result<String, ConvertError> {
    if documents.len() != 1 {
        return Err(ConvertError::SeveralDocuments { count: documents.len() });
    }
    let entries = match documents.remove(0) {
        Value::Map(entries) => entries,
        other => return Err(ConvertError::TomlTopLevel { found: other.kind() }),
    };
    let mut path = Path::default();
    for (key, value) in &entries {
        path.push(Step::Key(key.clone()));
        check(value, &mut path, &|value, path| match value {
            Value::Null => Err(ConvertError::TomlNull { path: path.to_string() }),
            Value::Int(int) if i64::try_from(*int).is_err() => {
                Err(ConvertError::TomlIntegerRange { path: path.to_string(), value: int.to_string() })
            }
            _ => Ok(()),
        })?;
        path.pop();
    }
    let mut out = String::new();
    toml_table(&entries, &mut Vec::new(), &mut out);
    Ok(out)
}

/// Whether a value can be written as a `[table]` or `[[array of tables]]` section.
fn is_section(value: &Value) -> bool {
    match value {
        Value::Map(_) => true,
        Value::Array(items) => !items.is_empty() && items.iter().all(|item| matches!(item, Value::Map(_))),
        _ => false,
    }
}

/// A table's entries in their order: `key = value` lines up to the last entry that is no table, then the
/// tables and arrays of tables after it as sections (a table before a plain value is written inline, since
/// TOML cannot return to a table's plain keys once a section has started).
fn toml_table<'a>(entries: &'a IndexMap<String, Value>, header: &mut Vec<&'a str>, out: &mut String) {
    use toml_writer::TomlWrite as _;
    let inline = entries.iter().rposition(|(_, value)| !is_section(value)).map_or(0, |last| last + 1);
    for (key, value) in entries.iter().take(inline) {
        let _ = out.key(key.as_str());
        out.push_str(" = ");
        let _ = out.value(value);
        out.push('\n');
    }
    for (key, value) in entries.iter().skip(inline) {
        header.push(key);
        let tables = match value {
            Value::Map(table) => vec![(table, false)],
            Value::Array(items) => items
                .iter()
                .filter_map(|item| if let Value::Map(table) = item { Some((table, true)) } else { None })
                .collect(),
            _ => Vec::new(),
        };
        for (table, array) in tables {
            if !out.is_empty() {
                out.push('\n');
            }
            out.push_str(if array { "[[" } else { "[" });
            for (index, part) in header.iter().enumerate() {
                if index > 0 {
                    out.push('.');
                }
                let _ = out.key(*part);
            }
            out.push_str(if array { "]]\n" } else { "]\n" });
            toml_table(table, header, out);
        }
        header.pop();
    }
}

/// A value written inline (checked before: no null, integers within 64 bits).
impl toml_writer::WriteTomlValue for Value {
    fn write_toml_value<W: toml_writer::TomlWrite + ?Sized>(&self, writer: &mut W) -> std::fmt::Result {
        match self {
            Self::Null => Ok(()),
            Self::Bool(bool) => writer.value(*bool),
            Self::Int(int) => writer.value(i64::try_from(*int).unwrap_or_default()),
            Self::Float(float) => writer.value(if float.is_nan() { f64::NAN.copysign(1.0) } else { *float }),
            Self::String(text) => writer.value(text.as_str()),
            Self::Datetime(text) => match text.parse::<toml::value::Datetime>() {
                Ok(datetime) => write!(writer, "{datetime}"),
                Err(_) => writer.value(text.as_str()),
            },
            Self::Array(items) => {
                writer.open_array()?;
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        writer.val_sep()?;
                        writer.space()?;
                    }
                    writer.value(item)?;
                }
                writer.close_array()
            }
            Self::Map(entries) => {
                writer.open_inline_table()?;
                for (index, (key, value)) in entries.iter().enumerate() {
                    writer.write_str(if index > 0 { ", " } else { " " })?;
                    writer.key(key.as_str())?;
                    writer.write_str(" = ")?;
                    writer.value(value)?;
                }
                writer.write_str(if entries.is_empty() { "" } else { " " })?;
                writer.close_inline_table()
            }
        }
    }
}

// ---- Paths and positions ----

/// Where a value is in the tree, written as a JSONPath (`$.a.b[2]`, `$["a b"]`).
#[derive(Debug, Default)]
struct Path(Vec<Step>);

#[derive(Debug)]
enum Step {
    Key(String),
    Index(usize),
}

impl Path {
    fn push(&mut self, step: Step) {
        self.0.push(step);
    }
    fn pop(&mut self) {
        self.0.pop();
    }
}

impl std::fmt::Display for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("$")?;
        for step in &self.0 {
            match step {
                Step::Index(index) => write!(f, "[{index}]")?,
                Step::Key(key)
                    if !key.is_empty()
                        && !key.starts_with(|c: char| c.is_ascii_digit())
                        && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') =>
                {
                    write!(f, ".{key}")?;
                }
                Step::Key(key) => write!(f, "[{}]", serde_json::Value::from(key.as_str()))?,
            }
        }
        Ok(())
    }
}

/// Calls `visit` on every value, depth first, with its path; the first refusal wins.
fn check(
    value: &Value,
    path: &mut Path,
    visit: &impl Fn(&Value, &Path) -> Result<(), ConvertError>,
) -> Result<(), ConvertError> {
    visit(value, path)?;
    match value {
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                path.push(Step::Index(index));
                check(item, path, visit)?;
                path.pop();
            }
        }
        Value::Map(entries) => {
            for (key, item) in entries {
                path.push(Step::Key(key.clone()));
                check(item, path, visit)?;
                path.pop();
            }
        }
        _ => {}
    }
    Ok(())
}

/// A count with a comma between thousands, as the page's English writes it (`1,000,000`).
fn grouped(count: usize) -> String {
    let digits = count.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The 1-based line and column (in characters) of a byte offset.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    (line, before[line_start..].chars().count() + 1)
}
