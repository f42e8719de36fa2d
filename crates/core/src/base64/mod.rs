//! Base64 (RFC 4648 §4, the standard alphabet with `+` and `/`).
//!
//! Decoding is as forgiving as the browser's `atob`: padding may be missing, and the unused bits of the
//! last symbol may be set. ASCII whitespace (line breaks of MIME-wrapped input) is skipped. Anything else
//! outside the alphabet is refused. A leading data-URL header (`data:image/png;base64,`) is skipped, since
//! that is how Base64 is often pasted. [`is_canonical`] then tells whether the input is exactly what
//! encoding its own decoded bytes gives back — the rule behind the page's 'Valid Base64' badge.

use base64::Engine as _;
use base64::alphabet::STANDARD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};

/// Strict for encoding (always padded), lenient for decoding.
const ENGINE: GeneralPurpose = GeneralPurpose::new(
    &STANDARD,
    GeneralPurposeConfig::new()
        .with_encode_padding(true)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent)
        .with_decode_allow_trailing_bits(true),
);

/// Why a Base64 input could not be turned back into what the user asked for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Base64Error {
    /// Not Base64 at all: a character outside the alphabet, misplaced `=`, or an impossible length.
    #[error("Invalid Base64 string. Please check your input.")]
    Invalid,
    /// Valid Base64 whose bytes are not UTF-8 text, so they cannot be shown as text.
    #[error("The decoded data is not UTF-8 text. Use the File Converter to save it as a file.")]
    NotText,
}

/// Encodes bytes as padded standard Base64.
pub fn encode(bytes: &[u8]) -> String {
    ENGINE.encode(bytes)
}

/// Decodes standard Base64, ignoring ASCII whitespace; padding is optional.
pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    decode_compact(&without_whitespace(payload(text)))
}

/// Decodes Base64 already taken out of a data URL and stripped of whitespace. (Doing either again would find a
/// data-URL prefix that whitespace had broken, `;ba se64,`, which the first pass rightly did not.)
fn decode_compact(compact: &str) -> Result<Vec<u8>, Base64Error> {
    // The crate accepts `=` only as trailing padding, but allows more than two of them when padding is
    // optional ("QQ===" would pass); the spec allows at most two.
    let padding = compact.len() - compact.trim_end_matches('=').len();
    if padding > 2 {
        return Err(Base64Error::Invalid);
    }
    ENGINE.decode(compact.as_bytes()).map_err(|_| Base64Error::Invalid)
}

/// Decodes Base64 into UTF-8 text.
pub fn decode_to_text(text: &str) -> Result<String, Base64Error> {
    String::from_utf8(decode(text)?).map_err(|_| Base64Error::NotText)
}

/// True when `text` decodes and re-encoding its bytes gives back exactly `text` (whitespace aside).
/// Empty input is canonical: it is the encoding of nothing.
pub fn is_canonical(text: &str) -> bool {
    decode_to_text_checked(text).canonical
}

/// What the decode tab shows for one input: the text (or why there is none) and the badge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedText {
    pub text: Result<String, Base64Error>,
    /// The input is exactly the encoding of its decoded bytes (see [`is_canonical`]).
    pub canonical: bool,
}

/// Decodes once and answers both questions the decode tab asks on every keystroke.
pub fn decode_to_text_checked(text: &str) -> CheckedText {
    let compact = without_whitespace(payload(text));
    match decode_compact(&compact) {
        Ok(bytes) => {
            let canonical = encode(&bytes) == compact;
            CheckedText { text: String::from_utf8(bytes).map_err(|_| Base64Error::NotText), canonical }
        }
        Err(error) => CheckedText { text: Err(error), canonical: false },
    }
}

/// The Base64 part of a data URL, or the whole text when it is not one.
fn payload(text: &str) -> &str {
    let trimmed = text.trim_start();
    match trimmed.get(..5) {
        Some(scheme) if scheme.eq_ignore_ascii_case("data:") => match trimmed.find(";base64,") {
            Some(at) => &trimmed[at + ";base64,".len()..],
            None => text,
        },
        _ => text,
    }
}

fn without_whitespace(text: &str) -> std::borrow::Cow<'_, str> {
    if text.bytes().any(|b| b.is_ascii_whitespace()) {
        text.chars().filter(|c| !c.is_ascii_whitespace()).collect::<String>().into()
    } else {
        text.into()
    }
}

#[cfg(test)]
mod tests;
