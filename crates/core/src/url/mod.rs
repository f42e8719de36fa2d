//! The URL Encoder/Decoder: percent-encoding as JavaScript's `encodeURIComponent` / `encodeURI` and their decoders
//! do it (RFC 3986 §2.1, UTF-8), and a URL's parts as the WHATWG URL Standard reads them (the `url` crate, the
//! parser browsers follow). What `penknife url`, the page (the `url` wasm bundle) and the fuzzer call.
//!
//! Decoding is strict where the browser's decoders are: a `%` not followed by two hexadecimal digits, and bytes that
//! are not UTF-8 once decoded, are refused with the character position where they start (counted from 1).

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

/// How much of the text is escaped or unescaped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Scope {
    /// One part of a URL (a query value, a path segment): every reserved character is escaped, as
    /// `encodeURIComponent` does (`a b&c/d` → `a%20b%26c%2Fd`).
    #[default]
    Component,
    /// A whole URL: the characters that give it its structure (`:/?#[]@!$&'()*+,;=`) are kept, as `encodeURI` does.
    Url,
}

/// What the page and the command line say when an input cannot be decoded or parsed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum UrlError {
    /// A `%` without two hexadecimal digits after it.
    #[error(
        "Malformed percent sequence \"{sequence}\" at character {position}: a % must be followed by two hexadecimal digits."
    )]
    MalformedEscape { position: usize, sequence: String },
    /// Escapes that decode to bytes which are not UTF-8 text.
    #[error("The escapes at character {position} ({sequence}) do not decode to UTF-8 text.")]
    NotUtf8 { position: usize, sequence: String },
    /// Not a URL the WHATWG parser accepts (e.g. no scheme).
    #[error("Not a valid URL: {0}.")]
    InvalidUrl(String),
    /// A base to resolve against that is not an absolute URL.
    #[error("Not a valid base URL: {0}.")]
    InvalidBase(String),
    /// A part the URL cannot take (a port over 65535, a host with a space, …).
    #[error("The URL cannot take this {part}: {value}")]
    InvalidPart { part: UrlPart, value: String },
}

/// A part of a URL the table edits that can be refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum UrlPart {
    Scheme,
    Host,
    Port,
}

impl std::fmt::Display for UrlPart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Scheme => "scheme",
            Self::Host => "host",
            Self::Port => "port",
        })
    }
}

/// One query parameter, decoded (`+` read as a space, as forms send it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QueryParam {
    pub name: String,
    pub value: String,
}

/// A URL taken apart, as the page's table and `penknife url parse` show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct UrlParts {
    /// The whole URL as the parser writes it back (scheme and host lowercased, spaces in the path escaped, …).
    pub href: String,
    pub scheme: String,
    /// Empty when the URL has none (`mailto:`, `data:`).
    pub host: String,
    /// The port as written; `None` when absent or the scheme's default (443 for https).
    pub port: Option<u16>,
    pub path: String,
    /// Without the `?`; empty when there is none.
    pub query: String,
    /// Without the `#`; empty when there is none.
    pub fragment: String,
    pub params: Vec<QueryParam>,
}

/// The page's edits to a URL's parts: the URL it started from and every part as the table shows it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UrlEdit {
    pub scheme: String,
    pub host: String,
    /// As typed: empty for the scheme's default.
    pub port: String,
    pub path: String,
    pub fragment: String,
    pub params: Vec<QueryParam>,
}

/// Escapes `text` (as UTF-8) for `scope`, hexadecimal digits in upper case as RFC 3986 recommends.
pub fn encode(text: &str, scope: Scope) -> String {
    let mut out = String::with_capacity(text.len());
    for &byte in text.as_bytes() {
        if is_unreserved(byte) || (scope == Scope::Url && is_structural(byte)) {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 15)]));
        }
    }
    out
}

/// Unescapes `text`. With [`Scope::Url`] an escape of a character that gives a URL its structure (`%2F`, `%3F`, …)
/// stays escaped, as `decodeURI` keeps it, so the URL keeps its meaning.
pub fn decode(text: &str, scope: Scope) -> Result<String, UrlError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        let Some(byte) = hex_pair(bytes.get(i + 1..i + 3)) else {
            let sequence: String = text[i..].chars().take(3).collect();
            return Err(UrlError::MalformedEscape { position: char_position(text, i), sequence });
        };
        if scope == Scope::Url && is_structural(byte) {
            out.extend_from_slice(&bytes[i..i + 3]);
        } else {
            out.push(byte);
        }
        i += 3;
    }
    String::from_utf8(out).map_err(|error| not_utf8(text, scope, error.utf8_error()))
}

/// Takes a URL apart; the query's parameters decoded, in order, repeats kept.
pub fn parse(text: &str) -> Result<UrlParts, UrlError> {
    let url = ::url::Url::parse(text.trim()).map_err(|error| UrlError::InvalidUrl(error.to_string()))?;
    Ok(parts(&url))
}

/// Resolves `reference` (relative, as a link in a page at `base` reads it, or absolute) against `base`, as RFC 3986
/// §5 and the WHATWG URL Standard do, and takes the result apart.
pub fn resolve(reference: &str, base: &str) -> Result<UrlParts, UrlError> {
    let base = ::url::Url::parse(base.trim()).map_err(|error| UrlError::InvalidBase(error.to_string()))?;
    let url = base.join(reference.trim()).map_err(|error| UrlError::InvalidUrl(error.to_string()))?;
    Ok(parts(&url))
}

/// The URL `href` with `edit`'s parts put in: what the page shows after a change in its table.
pub fn rebuild(href: &str, edit: &UrlEdit) -> Result<UrlParts, UrlError> {
    let mut url = ::url::Url::parse(href.trim()).map_err(|error| UrlError::InvalidUrl(error.to_string()))?;
    let refuse = |part: UrlPart, value: &str| UrlError::InvalidPart { part, value: value.to_owned() };
    if edit.scheme != url.scheme() {
        url.set_scheme(&edit.scheme).map_err(|()| refuse(UrlPart::Scheme, &edit.scheme))?;
    }
    if edit.host != url.host_str().unwrap_or_default() {
        url.set_host(Some(&edit.host).filter(|host| !host.is_empty()).map(String::as_str)).map_err(|error| {
            UrlError::InvalidPart { part: UrlPart::Host, value: format!("{} ({error})", edit.host) }
        })?;
    }
    let port = match edit.port.trim() {
        "" => None,
        port => Some(port.parse::<u16>().map_err(|_| refuse(UrlPart::Port, port))?),
    };
    if port != url.port() {
        url.set_port(port).map_err(|()| refuse(UrlPart::Port, &edit.port))?;
    }
    url.set_path(&edit.path);
    url.set_fragment(Some(edit.fragment.as_str()).filter(|fragment| !fragment.is_empty()));
    if edit.params.is_empty() {
        url.set_query(None);
    } else {
        url.query_pairs_mut().clear().extend_pairs(edit.params.iter().map(|param| (&param.name, &param.value)));
    }
    Ok(parts(&url))
}

fn parts(url: &::url::Url) -> UrlParts {
    UrlParts {
        href: url.as_str().to_owned(),
        scheme: url.scheme().to_owned(),
        host: url.host_str().unwrap_or_default().to_owned(),
        port: url.port(),
        path: url.path().to_owned(),
        query: url.query().unwrap_or_default().to_owned(),
        fragment: url.fragment().unwrap_or_default().to_owned(),
        params: url
            .query_pairs()
            .map(|(name, value)| QueryParam { name: name.into_owned(), value: value.into_owned() })
            .collect(),
    }
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// RFC 3986's unreserved characters plus the marks JavaScript's encoders leave alone (`!'()*~`).
fn is_unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte)
}

/// The characters `encodeURI` keeps and `decodeURI` leaves escaped: they separate a URL's parts.
fn is_structural(byte: u8) -> bool {
    b";,/?:@&=+$#".contains(&byte)
}

fn hex_pair(pair: Option<&[u8]>) -> Option<u8> {
    let digit = |byte: u8| char::from(byte).to_digit(16);
    match pair? {
        &[high, low] => Some(u8::try_from(digit(high)? * 16 + digit(low)?).ok()?),
        _ => None,
    }
}

/// The 1-based character position of byte `index` of `text`.
fn char_position(text: &str, index: usize) -> usize {
    text[..index].chars().count() + 1
}

/// The escapes where the decoded bytes stop being UTF-8, found by walking the input up to the failing byte.
fn not_utf8(text: &str, scope: Scope, error: std::str::Utf8Error) -> UrlError {
    let bytes = text.as_bytes();
    let (mut i, mut decoded) = (0, 0);
    // The input is UTF-8 and every escape in it well formed (the decoder checked), so the first byte that is not
    // UTF-8 comes from an escape: walk to it, one decoded byte per escape, three for one kept as it was.
    while decoded < error.valid_up_to() {
        let escape = bytes[i] == b'%';
        let kept = escape && scope == Scope::Url && hex_pair(bytes.get(i + 1..i + 3)).is_some_and(is_structural);
        decoded += if kept { 3 } else { 1 };
        i += if escape { 3 } else { 1 };
    }
    // The bad sequence's escapes (a sequence cut short by the end of the input runs to its last escape).
    let escapes = error.error_len().unwrap_or(4);
    let mut end = i;
    while end - i < 3 * escapes && bytes.get(end) == Some(&b'%') {
        end += 3;
    }
    UrlError::NotUtf8 { position: char_position(text, i), sequence: text[i..end].to_owned() }
}
