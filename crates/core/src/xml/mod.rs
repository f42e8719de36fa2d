//! The XML Formatter: `penknife xml`, the page (through the `xml` wasm bundle) and the fuzzer call it.
//!
//! Two real parsers, each for what it does best. [quick-xml] reads the text as events that keep everything
//! written (the declaration, the DOCTYPE, CDATA sections, comments, processing instructions, entity references
//! as written), so the layout loses nothing; its pass also matches start and end tags itself, to name both tags
//! and both places when they disagree. [roxmltree] then checks the rest of XML 1.0 well-formedness (and
//! Namespaces in XML): names, duplicate attributes, undefined entities, one root element, characters XML forbids.
//!
//! Entities are never read from outside the text: an external entity (`SYSTEM "file:///etc/passwd"`) is refused
//! where it is referenced, by name, and neither parser has any way to open a file or a URL. Internal entities
//! stay written as references (`&e;` stays `&e;`); before roxmltree expands them to check the result, the first
//! pass adds up how much text every reference would produce and refuses past [`MAX_EXPANSION`] characters, so a
//! "billion laughs" is refused in microseconds.
//!
//! Layout never changes what the document says: an element whose content holds text (text alone, or text beside
//! elements) or that says `xml:space="preserve"` is written exactly as it was, whitespace and all; only the
//! whitespace between elements that hold elements alone is replaced by new lines and indentation (format) or
//! removed (minify). Tags are written with one space between attributes, each value in the quotes it had;
//! `<c/>` and `<c></c>` stay as written. Every pass is a loop over events, so nesting depth costs no stack.

#[cfg(test)]
mod tests;

use quick_xml::errors::{Error as QuickError, SyntaxError};
use quick_xml::events::Event;
use quick_xml::reader::Reader;
use serde::Deserialize;
use std::collections::HashMap;
use std::ops::Range;

/// Longest text read, in bytes.
pub const MAX_INPUT_BYTES: usize = 32 * MEGABYTE;
/// Longest formatted text written, in bytes: deep nesting makes long indentation (100,000 levels would be
/// gigabytes of spaces).
pub const MAX_OUTPUT_BYTES: usize = 64 * MEGABYTE;
/// Most characters that the references to internal entities may produce, all together.
pub const MAX_EXPANSION: usize = 1_000_000;
/// Most attributes on one element (roxmltree compares each with the others).
pub const MAX_ATTRIBUTES: usize = 256;
/// Most namespace declarations in scope at one element (roxmltree copies them at each element that declares one).
pub const MAX_NAMESPACES_IN_SCOPE: usize = 256;
/// Most namespaces in scope counted over every element that declares one: what roxmltree copies in all.
pub const MAX_NAMESPACE_COPIES: usize = 1_000_000;
/// Deepest chain of entities inside entities followed (roxmltree's own limit is 10).
const MAX_ENTITY_NESTING: usize = 10;

const MEGABYTE: usize = 1024 * 1024;

/// What to do and how. Missing fields take the defaults (format, two spaces, comments kept).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct XmlOptions {
    pub mode: XmlMode,
    pub indent: XmlIndent,
    /// Leave comments out (in either mode).
    pub remove_comments: bool,
}

/// Lay the document out, or squeeze it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum XmlMode {
    /// Each element that holds elements on its own lines, indented.
    #[default]
    Format,
    /// The whitespace between elements removed.
    Minify,
}

/// One level of indentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum XmlIndent {
    #[default]
    TwoSpaces,
    FourSpaces,
    Tab,
}

impl XmlIndent {
    fn text(self) -> &'static str {
        match self {
            Self::TwoSpaces => "  ",
            Self::FourSpaces => "    ",
            Self::Tab => "\t",
        }
    }
}

/// A construct that a document can leave open at its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Markup {
    /// `<a …` without its `>`.
    Tag,
    /// `<!-- …` without its `-->`.
    Comment,
    /// `<![CDATA[ …` without its `]]>`.
    Cdata,
    /// `<? …` without its `?>` (the XML declaration too).
    ProcessingInstruction,
    /// `<!DOCTYPE …` without its `>`.
    Doctype,
    /// `<!…` that is none of the above.
    Declaration,
}

impl Markup {
    fn english(self) -> &'static str {
        match self {
            Self::Tag => "tag",
            Self::Comment => "comment",
            Self::Cdata => "CDATA section",
            Self::ProcessingInstruction => "processing instruction",
            Self::Doctype => "DOCTYPE",
            Self::Declaration => "declaration",
        }
    }
}

/// Why the text is not well-formed XML, or could not be laid out: a kind and its parameters, worded by the page in
/// its visitor's language (`web/src/tools/xml-formatter/engine.ts`); `Display` is the English the CLI prints.
/// Lines and columns count from 1, columns in characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum XmlError {
    /// Nothing but whitespace.
    #[error("Enter some XML.")]
    Empty,
    /// Bytes that are not UTF-8 (the CLI's input); `byte` is 1-based.
    #[error("The input is not UTF-8 text: byte {byte} is not part of a character.")]
    NotUtf8 { byte: usize },
    /// Larger than [`MAX_INPUT_BYTES`].
    #[error("The XML is {} MB, more than the {} MB the formatter takes.", bytes.div_ceil(MEGABYTE), limit / MEGABYTE)]
    TooLarge { bytes: usize, limit: usize },
    /// The layout would be larger than [`MAX_OUTPUT_BYTES`].
    #[error(
        "Formatted, the XML would be more than {} MB: its elements are nested {} levels deep. Minify it instead.",
        limit / MEGABYTE,
        grouped(*depth)
    )]
    OutputTooLarge { limit: usize, depth: usize },
    /// An end tag that is not the open element's.
    #[error(
        "The end tag </{found}> at line {line}, column {column} does not match the element <{expected}> opened at line {opened_line}, column {opened_column}."
    )]
    MismatchedEndTag {
        expected: String,
        opened_line: usize,
        opened_column: usize,
        found: String,
        line: usize,
        column: usize,
    },
    /// An end tag with no element open.
    #[error("The end tag </{found}> at line {line}, column {column} closes no open element.")]
    UnmatchedEndTag { found: String, line: usize, column: usize },
    /// The text ends inside an element.
    #[error("The element <{name}> opened at line {line}, column {column} is never closed.")]
    UnclosedElement { name: String, line: usize, column: usize },
    /// The text ends inside a tag, comment, CDATA section, …
    #[error("The {} opened at line {line}, column {column} is never closed.", markup.english())]
    UnclosedMarkup { markup: Markup, line: usize, column: usize },
    /// A second element after the root element.
    #[error("A document has one root element, and a second one starts at line {line}, column {column}.")]
    SecondRoot { line: usize, column: usize },
    /// Text (or a reference, or CDATA) before or after the root element.
    #[error("Text at line {line}, column {column} is outside the root element.")]
    TextOutsideRoot { line: usize, column: usize },
    /// No element at all.
    #[error("The document has no element: XML needs one root element.")]
    NoRoot,
    /// A reference to an entity declared as a file or URL.
    #[error(
        "The entity &{name}; at line {line}, column {column} is declared as an outside resource (“{system_id}”). External entities are never read, so it is refused."
    )]
    ExternalEntity { name: String, system_id: String, line: usize, column: usize },
    /// References that would expand to more than [`MAX_EXPANSION`] characters.
    #[error(
        "The entity &{name}; at line {line}, column {column} would expand the document past {} characters: refused, as a “billion laughs” would be.",
        grouped(*limit)
    )]
    EntityExpansion { name: String, limit: usize, line: usize, column: usize },
    /// An entity that contains itself, directly or through others, or entities nested too deep.
    #[error(
        "The entity &{name}; at line {line}, column {column} refers to itself or nests entities more than {limit} deep."
    )]
    EntityLoop { name: String, limit: usize, line: usize, column: usize },
    /// More than [`MAX_ATTRIBUTES`] attributes on one element.
    #[error("The element <{name}> at line {line}, column {column} has more than {limit} attributes.")]
    TooManyAttributes { name: String, limit: usize, line: usize, column: usize },
    /// More namespace declarations in scope than [`MAX_NAMESPACES_IN_SCOPE`] at one element, or than
    /// [`MAX_NAMESPACE_COPIES`] counted at every element that declares one.
    #[error(
        "The element at line {line}, column {column} passes the limit of {} namespace declarations in scope (counted again at each element that declares one).",
        grouped(*limit)
    )]
    TooManyNamespaces { limit: usize, line: usize, column: usize },
    /// A reference to an entity that no declaration names.
    #[error("The entity &{name}; at line {line}, column {column} is not declared.")]
    UndefinedEntity { name: String, line: usize, column: usize },
    /// The same attribute twice on one element.
    #[error("The attribute {name} at line {line}, column {column} is already set on this element.")]
    DuplicateAttribute { name: String, line: usize, column: usize },
    /// A namespace prefix that no `xmlns:` declares.
    #[error("The namespace prefix {prefix}: at line {line}, column {column} is not declared.")]
    UnknownPrefix { prefix: String, line: usize, column: usize },
    /// A character XML does not allow (a control character, U+FFFE, …).
    #[error("The character {code_point} at line {line}, column {column} is not allowed in XML.")]
    ForbiddenCharacter { code_point: String, line: usize, column: usize },
    /// Any other break of the rules, in the parser's own words.
    #[error("The XML is not well-formed at line {line}, column {column}: {detail}.")]
    Malformed { detail: String, line: usize, column: usize },
}

impl XmlError {
    /// Where in the input the refusal points, for an editor to mark.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            Self::MismatchedEndTag { line, column, .. }
            | Self::UnmatchedEndTag { line, column, .. }
            | Self::UnclosedElement { line, column, .. }
            | Self::UnclosedMarkup { line, column, .. }
            | Self::SecondRoot { line, column }
            | Self::TextOutsideRoot { line, column }
            | Self::ExternalEntity { line, column, .. }
            | Self::EntityExpansion { line, column, .. }
            | Self::EntityLoop { line, column, .. }
            | Self::UndefinedEntity { line, column, .. }
            | Self::TooManyAttributes { line, column, .. }
            | Self::TooManyNamespaces { line, column, .. }
            | Self::DuplicateAttribute { line, column, .. }
            | Self::UnknownPrefix { line, column, .. }
            | Self::ForbiddenCharacter { line, column, .. }
            | Self::Malformed { line, column, .. } => Some((*line, *column)),
            Self::Empty | Self::NotUtf8 { .. } | Self::TooLarge { .. } | Self::OutputTooLarge { .. } | Self::NoRoot => {
                None
            }
        }
    }
}

/// `input` formatted or minified by `options`, once it is known to be well-formed.
pub fn transform_xml(input: &str, options: &XmlOptions) -> Result<String, XmlError> {
    let (input, tokens) = read(input)?;
    write(input, &tokens, options)
}

/// `Ok` when `input` is well-formed XML; the first break of the rules otherwise.
pub fn check_xml(input: &str) -> Result<(), XmlError> {
    read(input).map(|_| ())
}

/// [`transform_xml`] for bytes (the CLI's input): the first byte that is not UTF-8 is refused by its place.
pub fn transform_xml_bytes(input: &[u8], options: &XmlOptions) -> Result<String, XmlError> {
    transform_xml(utf8(input)?, options)
}

/// [`check_xml`] for bytes.
pub fn check_xml_bytes(input: &[u8]) -> Result<(), XmlError> {
    check_xml(utf8(input)?)
}

fn utf8(input: &[u8]) -> Result<&str, XmlError> {
    std::str::from_utf8(input).map_err(|error| XmlError::NotUtf8 { byte: error.valid_up_to() + 1 })
}

/// What the first pass saw, in order; each token's text is `input[range]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The XML declaration, a processing instruction or the DOCTYPE: written as they are.
    Verbatim,
    Comment,
    /// A start tag; `block` when the element holds only elements, comments, PIs and whitespace.
    Start {
        block: bool,
    },
    Empty,
    End,
    /// Text, CDATA or a reference; `blank` when it is whitespace alone.
    Text {
        blank: bool,
    },
}

#[derive(Debug)]
struct Token {
    kind: Kind,
    range: Range<usize>,
}

/// An element open during the first pass.
struct Open<'a> {
    name: &'a str,
    /// Namespace declarations in scope inside it.
    namespaces: usize,
    at: usize,
    token: usize,
    holds_markup: bool,
    holds_text: bool,
    preserve: bool,
}

/// The tokens of a well-formed document (the input without its byte-order mark), or why it is not one.
fn read(input: &str) -> Result<(&str, Vec<Token>), XmlError> {
    if input.len() > MAX_INPUT_BYTES {
        return Err(XmlError::TooLarge { bytes: input.len(), limit: MAX_INPUT_BYTES });
    }
    let input = input.strip_prefix('\u{feff}').unwrap_or(input);
    if input.trim().is_empty() {
        return Err(XmlError::Empty);
    }
    // A second U+FEFF is no byte-order mark but a character before the root; quick-xml would skip it as a mark
    // and its offsets would then be three bytes off this text's (found by the fuzzer).
    if input.starts_with('\u{feff}') {
        return Err(XmlError::TextOutsideRoot { line: 1, column: 1 });
    }
    let tokens = match scan(input) {
        Ok(tokens) => tokens,
        // Whatever the second parser finds before this place is the first error.
        Err((error, at)) => return Err(earlier_error(input, at).unwrap_or(error)),
    };
    let options = roxmltree::ParsingOptions { allow_dtd: true, ..roxmltree::ParsingOptions::default() };
    roxmltree::Document::parse_with_options(input, options).map_err(|error| from_roxmltree(&error))?;
    Ok((input, tokens))
}

/// The first pass: the events, the tags matched, the entity references added up. A refusal comes with the byte
/// offset the text is known to be well-formed up to.
fn scan(input: &str) -> Result<Vec<Token>, (XmlError, usize)> {
    let mut reader = Reader::from_str(input);
    let config = reader.config_mut();
    // Ends are matched here, to name both tags; dangling `&` and comments are roxmltree's to judge.
    config.check_end_names = false;
    config.allow_unmatched_ends = true;
    config.allow_dangling_amp = true;

    let mut tokens: Vec<Token> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    let mut entities = Entities::default();
    let mut doctype_seen = false;
    let mut expansion = Expansion::default();
    let mut root_seen = false;
    let mut namespace_copies = 0usize;
    loop {
        let start = position(reader.buffer_position());
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(error) => {
                let at = position(reader.error_position());
                return Err((quick_error(input, &error, at), at));
            }
        };
        let end = position(reader.buffer_position());
        let raw = &input[start..end];
        let kind = match event {
            Event::Eof => break,
            Event::Decl(_) | Event::PI(_) => Kind::Verbatim,
            Event::DocType(_) => {
                if !doctype_seen {
                    entities = Entities::declared(raw);
                    doctype_seen = true;
                }
                Kind::Verbatim
            }
            Event::Comment(_) => Kind::Comment,
            Event::Start(_) | Event::Empty(_) => {
                if open.is_empty() && root_seen {
                    return Err((
                        XmlError::SecondRoot { line: line_of(input, start), column: column_of(input, start) },
                        start,
                    ));
                }
                root_seen = true;
                if let Some(parent) = open.last_mut() {
                    parent.holds_markup = true;
                }
                let place = || (line_of(input, start), column_of(input, start));
                let (mut count, mut declared) = (0, 0);
                for (name, value) in attributes(raw) {
                    count += 1;
                    if name == "xmlns" || name.starts_with("xmlns:") {
                        declared += 1;
                    }
                    for reference in references(value) {
                        // The `&` before the name.
                        let at = start + (reference.as_ptr() as usize - raw.as_ptr() as usize) - 1;
                        expansion.add(input, reference, at, &mut entities)?;
                    }
                }
                if count > MAX_ATTRIBUTES {
                    let ((line, column), name) = (place(), tag_name(raw).to_owned());
                    return Err((XmlError::TooManyAttributes { name, limit: MAX_ATTRIBUTES, line, column }, start));
                }
                let namespaces = open.last().map_or(0, |parent| parent.namespaces) + declared;
                if declared > 0 {
                    namespace_copies = namespace_copies.saturating_add(namespaces);
                    let limit = if namespaces > MAX_NAMESPACES_IN_SCOPE {
                        Some(MAX_NAMESPACES_IN_SCOPE)
                    } else {
                        (namespace_copies > MAX_NAMESPACE_COPIES).then_some(MAX_NAMESPACE_COPIES)
                    };
                    if let Some(limit) = limit {
                        let (line, column) = place();
                        return Err((XmlError::TooManyNamespaces { limit, line, column }, start));
                    }
                }
                if matches!(event, Event::Empty(_)) {
                    Kind::Empty
                } else {
                    let preserve = attributes(raw).any(|(name, value)| name == "xml:space" && value == "preserve");
                    open.push(Open {
                        name: tag_name(raw),
                        namespaces,
                        at: start,
                        token: tokens.len(),
                        holds_markup: false,
                        holds_text: false,
                        preserve,
                    });
                    Kind::Start { block: false }
                }
            }
            Event::End(_) => {
                let found = tag_name(raw);
                let Some(element) = open.pop() else {
                    let (line, column) = (line_of(input, start), column_of(input, start));
                    return Err((XmlError::UnmatchedEndTag { found: found.to_owned(), line, column }, start));
                };
                if element.name != found {
                    return Err((
                        XmlError::MismatchedEndTag {
                            expected: element.name.to_owned(),
                            opened_line: line_of(input, element.at),
                            opened_column: column_of(input, element.at),
                            found: found.to_owned(),
                            line: line_of(input, start),
                            column: column_of(input, start),
                        },
                        start,
                    ));
                }
                tokens[element.token].kind =
                    Kind::Start { block: element.holds_markup && !element.holds_text && !element.preserve };
                Kind::End
            }
            Event::Text(_) | Event::CData(_) | Event::GeneralRef(_) => {
                let blank = matches!(event, Event::Text(_)) && raw.bytes().all(|byte| byte.is_ascii_whitespace());
                if !blank {
                    match open.last_mut() {
                        Some(parent) => parent.holds_text = true,
                        None => {
                            let at = start + (raw.len() - raw.trim_start().len());
                            let (line, column) = (line_of(input, at), column_of(input, at));
                            return Err((XmlError::TextOutsideRoot { line, column }, at));
                        }
                    }
                }
                if let Event::GeneralRef(reference) = &event
                    && !reference.is_char_ref()
                {
                    expansion.add(input, &raw[1..raw.len() - 1], start, &mut entities)?;
                }
                Kind::Text { blank }
            }
        };
        if kind == Kind::Comment
            && let Some(parent) = open.last_mut()
        {
            parent.holds_markup = true;
        }
        if kind == Kind::Verbatim
            && let Some(parent) = open.last_mut()
        {
            parent.holds_markup = true;
        }
        tokens.push(Token { kind, range: start..end });
    }
    if let Some(element) = open.last() {
        let (line, column) = (line_of(input, element.at), column_of(input, element.at));
        return Err((XmlError::UnclosedElement { name: element.name.to_owned(), line, column }, input.len()));
    }
    if !root_seen {
        return Err((XmlError::NoRoot, input.len()));
    }
    Ok(tokens)
}

/// roxmltree's refusal of the text before `end`, when it lies before `end`: the document's first error.
fn earlier_error(input: &str, end: usize) -> Option<XmlError> {
    let prefix = &input[..end];
    let options = roxmltree::ParsingOptions { allow_dtd: true, ..roxmltree::ParsingOptions::default() };
    let error = roxmltree::Document::parse_with_options(prefix, options).err()?;
    let position = error.pos();
    let (end_line, end_column) = (line_of(input, end), column_of(input, end));
    let before = (position.row as usize, position.col as usize) < (end_line, end_column);
    let about_the_end = matches!(
        error,
        roxmltree::Error::UnexpectedEndOfStream | roxmltree::Error::UnclosedRootNode | roxmltree::Error::NoRootNode
    );
    (before && !about_the_end).then(|| from_roxmltree(&error))
}

/// quick-xml's refusal in the page's terms.
fn quick_error(input: &str, error: &QuickError, at: usize) -> XmlError {
    let (line, column) = (line_of(input, at), column_of(input, at));
    let markup = match error {
        QuickError::Syntax(syntax) => match syntax {
            SyntaxError::InvalidBangMarkup => Markup::Declaration,
            SyntaxError::UnclosedPI | SyntaxError::UnclosedXmlDecl => Markup::ProcessingInstruction,
            SyntaxError::UnclosedComment => Markup::Comment,
            SyntaxError::UnclosedDoctype => Markup::Doctype,
            SyntaxError::UnclosedCData => Markup::Cdata,
            SyntaxError::UnclosedTag
            | SyntaxError::UnclosedSingleQuotedAttributeValue
            | SyntaxError::UnclosedDoubleQuotedAttributeValue => Markup::Tag,
        },
        other => return XmlError::Malformed { detail: other.to_string(), line, column },
    };
    XmlError::UnclosedMarkup { markup, line, column }
}

/// roxmltree's refusal in the page's terms (its own words for the rarer ones).
fn from_roxmltree(error: &roxmltree::Error) -> XmlError {
    use roxmltree::Error as E;
    let position = error.pos();
    let (line, column) = (position.row as usize, position.col as usize);
    match error {
        E::NoRootNode => XmlError::NoRoot,
        E::DuplicatedAttribute(name, _) => XmlError::DuplicateAttribute { name: name.clone(), line, column },
        E::UnknownEntityReference(name, _) => XmlError::UndefinedEntity { name: name.clone(), line, column },
        E::UnknownNamespace(prefix, _) => XmlError::UnknownPrefix { prefix: prefix.clone(), line, column },
        E::NonXmlChar(character, _) => {
            XmlError::ForbiddenCharacter { code_point: format!("U+{:04X}", u32::from(*character)), line, column }
        }
        E::EntityReferenceLoop(_) => {
            XmlError::Malformed { detail: "entities nest too deep or too many times".to_owned(), line, column }
        }
        other => {
            // roxmltree's words name the place as " at 3:5", which the refusal says in its own terms.
            let words = other.to_string().replace(&format!(" at {position}"), "");
            XmlError::Malformed { detail: words, line, column }
        }
    }
}

/// The internal subset's general entities: first declaration of a name wins, as XML says.
#[derive(Default)]
struct Entities<'a> {
    declared: HashMap<&'a str, Entity<'a>>,
    /// Expanded sizes found so far.
    sizes: HashMap<&'a str, usize>,
}

#[derive(Clone, Copy)]
enum Entity<'a> {
    Internal(&'a str),
    External(&'a str),
}

/// Why a reference cannot be expanded, by the entity at fault.
enum Unexpandable<'a> {
    External(&'a str, &'a str),
    Loop,
    TooLarge,
}

impl<'a> Entities<'a> {
    /// The `<!ENTITY …>` declarations of a DOCTYPE (`<!DOCTYPE … [ … ]>`); anything malformed is left to roxmltree.
    fn declared(doctype: &'a str) -> Self {
        let mut declared = HashMap::new();
        let mut rest = doctype.get(1..).unwrap_or_default();
        while let Some(at) = rest.find('<') {
            rest = &rest[at..];
            if let Some(after) = rest.strip_prefix("<!--") {
                rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            } else if let Some(after) = rest.strip_prefix("<!ENTITY") {
                rest = after;
                if let Some((name, entity, after)) = entity_declaration(after) {
                    declared.entry(name).or_insert(entity);
                    rest = after;
                }
            } else {
                // Another declaration or a PI: its end, stepping over quoted text.
                rest = skip_declaration(&rest[1..]);
            }
        }
        Self { declared, sizes: HashMap::new() }
    }

    /// How many characters `name` expands to, at most [`MAX_EXPANSION`] + 1.
    fn size(&mut self, name: &'a str, nesting: usize) -> Result<usize, Unexpandable<'a>> {
        if let Some(size) = predefined(name) {
            return Ok(size);
        }
        if let Some(&size) = self.sizes.get(name) {
            return if size == usize::MAX { Err(Unexpandable::Loop) } else { Ok(size) };
        }
        let Some(&entity) = self.declared.get(name) else {
            // Undeclared: roxmltree names it.
            return Ok(0);
        };
        let value = match entity {
            Entity::External(system_id) => return Err(Unexpandable::External(name, system_id)),
            Entity::Internal(value) => value,
        };
        if nesting >= MAX_ENTITY_NESTING {
            return Err(Unexpandable::Loop);
        }
        self.sizes.insert(name, usize::MAX);
        let mut size = value.chars().count();
        for reference in references(value) {
            let inner = if reference.starts_with('#') { 1 } else { self.size(reference, nesting + 1)? };
            size = size.saturating_add(inner);
            if size > MAX_EXPANSION {
                return Err(Unexpandable::TooLarge);
            }
        }
        self.sizes.insert(name, size);
        Ok(size)
    }
}

/// The characters produced by the references met so far.
#[derive(Default)]
struct Expansion {
    total: usize,
}

impl Expansion {
    /// Counts the reference `&name;` at byte `at` of `input`, or refuses it.
    fn add<'a>(
        &mut self,
        input: &str,
        name: &'a str,
        at: usize,
        entities: &mut Entities<'a>,
    ) -> Result<(), (XmlError, usize)> {
        if name.starts_with('#') {
            return Ok(());
        }
        let place = || (line_of(input, at), column_of(input, at));
        let size = match entities.size(name, 0) {
            Ok(size) => size,
            Err(Unexpandable::External(name, system_id)) => {
                let ((line, column), name, system_id) = (place(), name.to_owned(), system_id.to_owned());
                return Err((XmlError::ExternalEntity { name, system_id, line, column }, at));
            }
            Err(Unexpandable::Loop) => {
                let ((line, column), name) = (place(), name.to_owned());
                return Err((XmlError::EntityLoop { name, limit: MAX_ENTITY_NESTING, line, column }, at));
            }
            Err(Unexpandable::TooLarge) => usize::MAX,
        };
        self.total = self.total.saturating_add(size);
        if self.total > MAX_EXPANSION {
            let ((line, column), name) = (place(), name.to_owned());
            return Err((XmlError::EntityExpansion { name, limit: MAX_EXPANSION, line, column }, at));
        }
        Ok(())
    }
}

fn predefined(name: &str) -> Option<usize> {
    matches!(name, "lt" | "gt" | "amp" | "apos" | "quot").then_some(1)
}

/// `NAME (value | SYSTEM … | PUBLIC …) … >` after `<!ENTITY`: the name, the entity and the text after the `>`.
/// Parameter entities (`% name`) are skipped.
fn entity_declaration(text: &str) -> Option<(&str, Entity<'_>, &str)> {
    let text = text.trim_start();
    let parameter = text.starts_with('%');
    let text = text.strip_prefix('%').unwrap_or(text).trim_start();
    let name_end = text.find(|c: char| c.is_whitespace() || c == '>' || c == '"' || c == '\'')?;
    let (name, text) = (&text[..name_end], text[name_end..].trim_start());
    let (entity, text) = if let Some((value, after)) = quoted(text) {
        (Entity::Internal(value), after)
    } else if let Some(after) = text.strip_prefix("SYSTEM") {
        let (system_id, after) = quoted(after.trim_start())?;
        (Entity::External(system_id), after)
    } else if let Some(after) = text.strip_prefix("PUBLIC") {
        let (_, after) = quoted(after.trim_start())?;
        let (system_id, after) = quoted(after.trim_start())?;
        (Entity::External(system_id), after)
    } else {
        return None;
    };
    let after = skip_declaration(text);
    (!parameter && !name.is_empty()).then_some((name, entity, after))
}

/// `"value"` or `'value'` at the start of `text`: the value and what follows.
fn quoted(text: &str) -> Option<(&str, &str)> {
    let quote = text.chars().next().filter(|&c| c == '"' || c == '\'')?;
    let end = text[1..].find(quote)? + 1;
    Some((&text[1..end], &text[end + 1..]))
}

/// The text after the `>` that ends the declaration `text` is in, quoted `>` skipped.
fn skip_declaration(text: &str) -> &str {
    let mut quote = None;
    for (at, c) in text.char_indices() {
        match (quote, c) {
            (None, '>') => return &text[at + 1..],
            (None, '"' | '\'') => quote = Some(c),
            (Some(open), _) if open == c => quote = None,
            _ => {}
        }
    }
    ""
}

/// The names in `&name;` references of `text` (`#…` for character references), as slices of `text`.
fn references(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        loop {
            let at = rest.find('&')?;
            let after = &rest[at + 1..];
            let Some(end) = after.find(|c: char| c == ';' || c == '&' || c.is_whitespace() || c == '<') else {
                rest = "";
                return None;
            };
            rest = &after[end..];
            if after[end..].starts_with(';') && end > 0 {
                return Some(&after[..end]);
            }
        }
    })
}

/// The element's name in a start, empty or end tag.
fn tag_name(tag: &str) -> &str {
    let name = tag.trim_start_matches('<').trim_start_matches('/');
    let end = name.find(|c: char| c.is_whitespace() || c == '/' || c == '>').unwrap_or(name.len());
    &name[..end]
}

/// The attributes of a start or empty tag as written: each name and its value without quotes. It stops at the
/// first thing that is no attribute.
fn attributes(tag: &str) -> impl Iterator<Item = (&str, &str)> {
    let name = tag_name(tag);
    let mut rest = tag.get(1 + name.len()..).unwrap_or_default();
    std::iter::from_fn(move || {
        let text = rest.trim_start();
        let name_end = text.find(|c: char| c == '=' || c.is_whitespace() || c == '/' || c == '>')?;
        if name_end == 0 {
            return None;
        }
        let name = &text[..name_end];
        let after = text[name_end..].trim_start().strip_prefix('=')?.trim_start();
        let (value, after) = quoted(after)?;
        rest = after;
        Some((name, value))
    })
}

/// The second pass: the tokens laid out.
fn write(input: &str, tokens: &[Token], options: &XmlOptions) -> Result<String, XmlError> {
    let format = options.mode == XmlMode::Format;
    let indent = options.indent.text();
    let mut out = String::with_capacity(input.len() + input.len() / 4);
    // Block elements open around the token; inside an element written as it is, how many are open in it.
    let mut depth = 0;
    let mut verbatim = 0;
    let mut wrote_child = false;
    for token in tokens {
        let raw = &input[token.range.clone()];
        // A comment right after a `]` stays: without it, `]]` and a `>` after it would join into `]]>`, which text
        // may not hold (found by the fuzzer).
        if token.kind == Kind::Comment && options.remove_comments && !out.ends_with(']') {
            continue;
        }
        if verbatim > 0 {
            match token.kind {
                Kind::Start { .. } => verbatim += 1,
                Kind::End => verbatim -= 1,
                _ => {}
            }
            write_token(&mut out, raw, token.kind);
            continue;
        }
        match token.kind {
            Kind::Text { .. } => continue,
            Kind::End => {
                depth -= 1;
                if wrote_child {
                    new_line(&mut out, format, indent, depth);
                }
                wrote_child = true;
            }
            Kind::Start { block } => {
                new_line(&mut out, format, indent, depth);
                if block {
                    depth += 1;
                    wrote_child = false;
                } else {
                    verbatim = 1;
                    wrote_child = true;
                }
            }
            Kind::Verbatim | Kind::Comment | Kind::Empty => {
                new_line(&mut out, format, indent, depth);
                wrote_child = true;
            }
        }
        write_token(&mut out, raw, token.kind);
        if out.len() > MAX_OUTPUT_BYTES {
            return Err(XmlError::OutputTooLarge { limit: MAX_OUTPUT_BYTES, depth: tokens_depth(tokens) });
        }
    }
    if format {
        out.push('\n');
    }
    Ok(out)
}

/// How deep the elements nest.
fn tokens_depth(tokens: &[Token]) -> usize {
    let (mut depth, mut deepest) = (0usize, 0);
    for token in tokens {
        match token.kind {
            Kind::Start { .. } => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            Kind::End => depth -= 1,
            _ => {}
        }
    }
    deepest
}

fn new_line(out: &mut String, format: bool, indent: &str, depth: usize) {
    if format && !out.is_empty() {
        out.push('\n');
        for _ in 0..depth {
            out.push_str(indent);
        }
    }
}

/// One token as the layout writes it: tags with one space between attributes, the rest as written.
fn write_token(out: &mut String, raw: &str, kind: Kind) {
    match kind {
        Kind::Start { .. } | Kind::Empty => {
            let name = tag_name(raw);
            out.push('<');
            out.push_str(name);
            let mut rest = &raw[1 + name.len()..];
            while let Some(at) = rest.find(|c: char| !c.is_whitespace()) {
                rest = &rest[at..];
                if rest.starts_with('/') || rest.starts_with('>') {
                    break;
                }
                // name = "value": the name, then the value in its own quotes, spaces around `=` dropped.
                let name_end = rest.find(|c: char| c == '=' || c.is_whitespace()).unwrap_or(rest.len());
                out.push(' ');
                out.push_str(&rest[..name_end]);
                out.push('=');
                let value = rest[name_end..].trim_start().trim_start_matches('=').trim_start();
                let end = quoted(value).map_or(value.len(), |(inner, _)| inner.len() + 2);
                out.push_str(&value[..end]);
                rest = &value[end..];
            }
            out.push_str(if kind == Kind::Empty { "/>" } else { ">" });
        }
        Kind::End => {
            out.push_str("</");
            out.push_str(tag_name(raw));
            out.push('>');
        }
        Kind::Verbatim | Kind::Comment | Kind::Text { .. } => out.push_str(raw),
    }
}

fn position(offset: u64) -> usize {
    usize::try_from(offset).unwrap_or(usize::MAX)
}

/// The 1-based line of byte `offset` (lines end at `\n`, as roxmltree counts them).
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())].iter().filter(|&&byte| byte == b'\n').count() + 1
}

/// The 1-based column of byte `offset`, in characters.
fn column_of(text: &str, offset: usize) -> usize {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line_start = before.iter().rposition(|&byte| byte == b'\n').map_or(0, |at| at + 1);
    // Count characters: every byte that does not continue a UTF-8 sequence.
    before[line_start..].iter().filter(|&&byte| byte & 0xC0 != 0x80).count() + 1
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
