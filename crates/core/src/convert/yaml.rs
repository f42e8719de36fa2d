//! YAML in and out: the tree built from saphyr's events (iteratively, aliases counted), and the writer.

use super::{ConvertError, MAX_ALIAS_NODES, MAX_DEPTH, Value};
use indexmap::IndexMap;
use saphyr_parser::{Event, Marker, Parser, ScalarStyle, ScanError, Tag};
use std::collections::HashMap;

// ---- Reading ----

/// A finished node, with what an alias to it costs.
#[derive(Debug, Clone)]
struct Node {
    value: Value,
    /// The scalar as written, when the node is a scalar (what it is as a key).
    text: Option<String>,
    /// A plain `<<` (a merge key).
    merge: bool,
    /// This node and everything under it.
    nodes: usize,
    /// Nesting levels of collections (a scalar is 0).
    depth: usize,
}

/// A collection being read.
#[derive(Debug)]
enum Frame {
    Sequence {
        at: Marker,
        anchor: usize,
        items: Vec<Value>,
        nodes: usize,
        depth: usize,
    },
    Mapping {
        at: Marker,
        anchor: usize,
        entries: Vec<(String, bool, Value)>,
        key: Option<(String, bool)>,
        nodes: usize,
        depth: usize,
    },
}

/// The documents of a YAML stream (none in a stream of comments: one null document then).
pub(super) fn read(input: &str) -> Result<Vec<Value>, ConvertError> {
    let mut parser = Parser::new_from_str(input);
    let mut stack: Vec<Frame> = Vec::new();
    let mut anchors: HashMap<usize, Node> = HashMap::new();
    let mut documents = Vec::new();
    let mut aliased = 0usize;
    while let Some(event) = parser.next_event() {
        let (event, span) = event.map_err(|error| syntax(input, &error))?;
        let mut at = span.start;
        let node = match event {
            Event::StreamEnd => break,
            Event::DocumentStart(_) => {
                anchors.clear();
                continue;
            }
            Event::Nothing | Event::StreamStart | Event::DocumentEnd => continue,
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                if stack.len() >= MAX_DEPTH {
                    return Err(too_deep(input, at));
                }
                stack.push(match event {
                    Event::SequenceStart(..) => Frame::Sequence { at, anchor, items: Vec::new(), nodes: 1, depth: 0 },
                    _ => Frame::Mapping { at, anchor, entries: Vec::new(), key: None, nodes: 1, depth: 0 },
                });
                continue;
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let Some(frame) = stack.pop() else { continue };
                let (anchor, node) = match frame {
                    Frame::Sequence { at: start, anchor, items, nodes, depth } => {
                        at = start;
                        (anchor, Node { value: Value::Array(items), text: None, merge: false, nodes, depth: depth + 1 })
                    }
                    Frame::Mapping { at: start, anchor, entries, nodes, depth, .. } => {
                        at = start;
                        let value = Value::Map(merged(entries));
                        (anchor, Node { value, text: None, merge: false, nodes, depth: depth + 1 })
                    }
                };
                if anchor != 0 {
                    anchors.insert(anchor, node.clone());
                }
                node
            }
            Event::Scalar(text, style, anchor, tag) => {
                let merge = style == ScalarStyle::Plain && tag.is_none() && text == "<<";
                let value = scalar(&text, style, tag.as_deref());
                let node = Node { value, text: Some(text.into_owned()), merge, nodes: 1, depth: 0 };
                if anchor != 0 {
                    anchors.insert(anchor, node.clone());
                }
                node
            }
            Event::Alias(anchor) => {
                // The parser refuses an alias to an anchor it has not seen, so the anchor is there.
                let Some(target) = anchors.get(&anchor) else { continue };
                aliased = aliased.saturating_add(target.nodes);
                if aliased > MAX_ALIAS_NODES {
                    let (line, column) = place(input, at);
                    return Err(ConvertError::AliasLimit { limit: MAX_ALIAS_NODES, line, column });
                }
                if stack.len() + target.depth > MAX_DEPTH {
                    return Err(too_deep(input, at));
                }
                Node { merge: false, ..target.clone() }
            }
        };
        match stack.last_mut() {
            None => documents.push(node.value),
            Some(Frame::Sequence { items, nodes, depth, .. }) => {
                *nodes += node.nodes;
                *depth = (*depth).max(node.depth);
                items.push(node.value);
            }
            Some(Frame::Mapping { entries, key, nodes, depth, .. }) => {
                *nodes += node.nodes;
                *depth = (*depth).max(node.depth);
                match key.take() {
                    Some((key, merge)) => entries.push((key, merge, node.value)),
                    None => match node.text {
                        Some(text) => *key = Some((text, node.merge)),
                        None => {
                            let (line, column) = place(input, at);
                            return Err(ConvertError::ComplexKey { line, column });
                        }
                    },
                }
            }
        }
    }
    if documents.is_empty() {
        documents.push(Value::Null);
    }
    Ok(documents)
}

/// A mapping's entries with its merge keys applied: a merged mapping's entries take the merge key's place, unless
/// the mapping sets them itself; of several merged mappings, the first to set a key wins. A `<<` whose value is
/// not a mapping or a list of mappings is an ordinary key.
fn merged(entries: Vec<(String, bool, Value)>) -> IndexMap<String, Value> {
    let is_merge = |merge: bool, value: &Value| {
        merge
            && match value {
                Value::Map(_) => true,
                Value::Array(items) => items.iter().all(|item| matches!(item, Value::Map(_))),
                _ => false,
            }
    };
    let own: std::collections::HashSet<&String> =
        entries.iter().filter(|(_, merge, value)| !is_merge(*merge, value)).map(|(key, ..)| key).collect();
    let own: std::collections::HashSet<String> = own.into_iter().cloned().collect();
    let mut map = IndexMap::with_capacity(entries.len());
    for (key, merge, value) in entries {
        if !is_merge(merge, &value) {
            map.insert(key, value);
            continue;
        }
        let sources = match value {
            Value::Map(source) => vec![source],
            Value::Array(items) => items
                .into_iter()
                .filter_map(|item| if let Value::Map(source) = item { Some(source) } else { None })
                .collect(),
            _ => Vec::new(),
        };
        for source in sources {
            for (key, value) in source {
                if !own.contains(&key) && !map.contains_key(&key) {
                    map.insert(key, value);
                }
            }
        }
    }
    map
}

/// A scalar's value: typed by the YAML 1.2 core schema when plain (or tagged `!!int` and the like), else text.
fn scalar(text: &str, style: ScalarStyle, tag: Option<&Tag>) -> Value {
    // The non-specific tag `!` makes a plain scalar text (YAML 1.2 §6.9.1).
    if tag.is_some_and(|tag| tag.handle.is_empty() && tag.suffix == "!") {
        return Value::String(text.to_owned());
    }
    let core = tag.filter(|tag| tag.is_yaml_core_schema()).map(|tag| tag.suffix.as_str());
    match core {
        Some("str" | "binary" | "timestamp") => return Value::String(text.to_owned()),
        Some("null") => return Value::Null,
        Some("bool" | "int" | "float") => {}
        _ if style != ScalarStyle::Plain => return Value::String(text.to_owned()),
        _ => {}
    }
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Value::Null,
        "true" | "True" | "TRUE" => return Value::Bool(true),
        "false" | "False" | "FALSE" => return Value::Bool(false),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => return Value::Float(f64::INFINITY),
        "-.inf" | "-.Inf" | "-.INF" => return Value::Float(f64::NEG_INFINITY),
        ".nan" | ".NaN" | ".NAN" => return Value::Float(f64::NAN),
        _ => {}
    }
    if let Some(int) = integer(text) {
        return int;
    }
    if is_float(text)
        && let Ok(float) = text.parse::<f64>()
    {
        return Value::Float(float);
    }
    Value::String(text.to_owned())
}

/// `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+` (a decimal too wide for 128 bits is a float).
fn integer(text: &str) -> Option<Value> {
    for (prefix, radix) in [("0o", 8), ("0x", 16)] {
        if let Some(digits) = text.strip_prefix(prefix)
            && !digits.is_empty()
            && digits.chars().all(|c| c.is_digit(radix))
        {
            // Past 128 bits: kept as written.
            return Some(
                i128::from_str_radix(digits, radix).map_or_else(|_| Value::String(text.to_owned()), Value::Int),
            );
        }
    }
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(match text.parse::<i128>() {
        Ok(int) => Value::Int(int),
        Err(_) => Value::Float(text.parse().unwrap_or(f64::NAN)),
    })
}

/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
fn is_float(text: &str) -> bool {
    let b = text.strip_prefix(['-', '+']).unwrap_or(text).as_bytes();
    let digits = |mut i: usize| {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        (i, i - start)
    };
    let (mut i, whole) = digits(0);
    if i < b.len() && b[i] == b'.' {
        let (end, fraction) = digits(i + 1);
        if whole == 0 && fraction == 0 {
            return false;
        }
        i = end;
    } else if whole == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        let (end, exponent) = digits(i);
        if exponent == 0 {
            return false;
        }
        i = end;
    }
    i == b.len()
}

fn syntax(input: &str, error: &ScanError) -> ConvertError {
    let (line, column) = place(input, *error.marker());
    ConvertError::Syntax { message: error.info().to_owned(), line, column }
}

fn too_deep(input: &str, at: Marker) -> ConvertError {
    let (line, column) = place(input, at);
    ConvertError::TooDeep { limit: MAX_DEPTH, line, column }
}

/// A marker's 1-based line and column, counted from its character index so that a marker past the end (the
/// scanner's, at the end of the input) is placed just after the last character.
fn place(input: &str, at: Marker) -> (usize, usize) {
    let offset = input.char_indices().nth(at.index()).map_or(input.len(), |(offset, _)| offset);
    super::line_column(input, offset)
}

// ---- Writing ----

/// The documents as block YAML, two spaces a level, `---` between documents.
pub(super) fn write(documents: &[Value]) -> String {
    let mut out = String::new();
    for (index, document) in documents.iter().enumerate() {
        if index > 0 || documents.len() > 1 {
            out.push_str("---\n");
        }
        node(document, 0, &mut out);
        out.push('\n');
    }
    out
}

/// A node that starts where the cursor is, at column `indent`.
fn node(value: &Value, indent: usize, out: &mut String) {
    match value {
        Value::Map(entries) if !entries.is_empty() => {
            for (index, (key, value)) in entries.iter().enumerate() {
                if index > 0 {
                    newline(indent, out);
                }
                let quoted = quoted_key(key);
                if quoted.chars().count() > 1000 {
                    // Past 1,024 characters a key must be explicit (`? key`).
                    out.push_str("? ");
                    out.push_str(&quoted);
                    newline(indent, out);
                } else {
                    out.push_str(&quoted);
                }
                out.push(':');
                match value {
                    Value::Map(inner) if !inner.is_empty() => {
                        newline(indent + 2, out);
                        node(value, indent + 2, out);
                    }
                    Value::Array(inner) if !inner.is_empty() => {
                        newline(indent + 2, out);
                        node(value, indent + 2, out);
                    }
                    _ => {
                        out.push(' ');
                        node(value, indent + 2, out);
                    }
                }
            }
        }
        Value::Array(items) if !items.is_empty() => {
            for (index, item) in items.iter().enumerate() {
                if index > 0 {
                    newline(indent, out);
                }
                out.push_str("- ");
                node(item, indent + 2, out);
            }
        }
        Value::Map(_) => out.push_str("{}"),
        Value::Array(_) => out.push_str("[]"),
        Value::Null => out.push_str("null"),
        Value::Bool(bool) => out.push_str(if *bool { "true" } else { "false" }),
        Value::Int(int) => out.push_str(&int.to_string()),
        Value::Float(float) => out.push_str(&float_text(*float)),
        Value::String(text) | Value::Datetime(text) => string(text, indent.max(2), out),
    }
}

fn newline(indent: usize, out: &mut String) {
    out.push('\n');
    out.extend(std::iter::repeat_n(' ', indent));
}

/// A float as YAML's core schema reads it back as the same float (always with a `.` or an exponent).
fn float_text(float: f64) -> String {
    if float.is_nan() {
        ".nan".to_owned()
    } else if float.is_infinite() {
        if float > 0.0 { ".inf" } else { "-.inf" }.to_owned()
    } else {
        format!("{float:?}")
    }
}

/// A key: plain when it reads back as this text, else double-quoted (never a block).
fn quoted_key(key: &str) -> String {
    if is_plain(key) { key.to_owned() } else { double_quoted(key) }
}

/// A string value: plain, a literal block (`|`) for multi-line text, or double-quoted. Block lines are indented
/// to `indent`.
fn string(text: &str, indent: usize, out: &mut String) {
    if is_plain(text) {
        out.push_str(text);
    } else if let Some(chomp) = literal_chomping(text) {
        out.push('|');
        out.push_str(chomp);
        let body = text.trim_end_matches('\n');
        for line in body.split('\n') {
            out.push('\n');
            if !line.is_empty() {
                out.extend(std::iter::repeat_n(' ', indent));
                out.push_str(line);
            }
        }
        for _ in 1..text.len() - body.len() {
            out.push('\n');
        }
    } else {
        out.push_str(&double_quoted(text));
    }
}

/// Text that needs no quotes: letters, digits, `_`, `-`, `.`, `/` and inner spaces, starting with a letter, `_`
/// or `/`, and none of the words YAML 1.1 or 1.2 read as a null or a boolean.
fn is_plain(text: &str) -> bool {
    const WORDS: [&str; 9] = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"];
    text.starts_with(|c: char| c.is_alphabetic() || c == '_' || c == '/')
        && !text.ends_with(' ')
        && !text.contains("  ")
        && text.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/' | ' '))
        && !WORDS.iter().any(|word| text.eq_ignore_ascii_case(word))
}

/// The chomping indicator of a literal block that holds `text` exactly, when one can: several lines of printable
/// text, the first that is not empty not starting with a space, no line of blanks only, no carriage return or tab.
fn literal_chomping(text: &str) -> Option<&'static str> {
    let body = text.trim_end_matches('\n');
    let fits = body.contains('\n')
        && !body.trim_start_matches('\n').starts_with(' ')
        && body.split('\n').all(|line| line.is_empty() || !line.trim().is_empty())
        && body.chars().all(|c| c == '\n' || (is_printable(c) && c != '\t' && c != '\u{feff}' && c != '\u{85}'))
        && !body.contains(['\u{2028}', '\u{2029}']);
    fits.then(|| match text.len() - body.len() {
        0 => "-",
        1 => "",
        _ => "+",
    })
}

fn is_printable(c: char) -> bool {
    matches!(c, '\u{20}'..='\u{7e}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
}

/// A double-quoted scalar on one line: JSON's escapes, and `\uXXXX` for what YAML does not print.
fn double_quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if is_printable(c) && !matches!(c, '\u{feff}' | '\u{2028}' | '\u{2029}') => out.push(c),
            c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push_str(&format!("\\U{:08X}", c as u32)),
        }
    }
    out.push('"');
    out
}
