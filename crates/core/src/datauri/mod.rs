//! The Image to Base64 engine: what `penknife datauri`, the page (through the `base64` wasm bundle) and the fuzzer
//! call. An image becomes a data URL (RFC 2397), its raw Base64, a CSS `background-image` and an `<img>` tag; a
//! pasted data URL or bare Base64 becomes the image's bytes again.
//!
//! The image's type always comes from its first bytes (its magic number), never from a file name or from the media
//! type a data URL declares: PNG, JPEG, GIF, WebP, AVIF, BMP, ICO, and SVG by a careful look at the text's start.
//! Base64 itself is [`crate::base64`]'s; this module only finds the first character that engine would refuse, so a
//! refusal can say where it is. The URL-safe alphabet (`-`, `_`) is accepted on the way back.

#[cfg(test)]
mod tests;

use serde::Serialize;

/// The largest image accepted, in bytes (25 MB): its data URL is a third larger again.
pub const MAX_BYTES: usize = 25 * 1024 * 1024;
/// [`MAX_BYTES`] in the unit the refusal names.
const MAX_MEGABYTES: usize = MAX_BYTES / (1024 * 1024);
/// The longest text accepted on the way back: the Base64 of [`MAX_BYTES`] plus room for a header and line breaks.
const MAX_TEXT: usize = MAX_BYTES / 3 * 4 * 11 / 10 + 4096;

/// Why an image or a pasted text could not be converted: a kind and its parameters, which the page words in its
/// visitor's language (`web/src/tools/image-to-base64/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum DataUriError {
    /// An empty file, or nothing pasted.
    #[error("There is nothing to convert: the input is empty.")]
    Empty,
    /// The image, or the text to decode, is over the limit.
    #[error("This is too large: the limit is {limit_megabytes} MB of image.")]
    TooLarge { limit_megabytes: usize },
    /// The bytes are not one of the image formats this tool knows.
    #[error("This is not an image in a format this tool knows (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG).")]
    NotAnImage,
    /// A character that is neither Base64 (standard or URL-safe) nor white space, or `=` before the end.
    /// `position` counts characters of the whole input from 1.
    #[error("Invalid Base64 at character {position}: “{character}” cannot be there.")]
    InvalidCharacter { position: usize, character: String },
    /// Every character is Base64, but the text stops in the middle of a group of four (or has too much padding).
    #[error("The Base64 text is cut short or badly padded: it does not end on a whole group of four characters.")]
    Truncated,
    /// A `data:` URL without the comma that starts its data.
    #[error("This data URL has no comma: it must read data:[type][;base64],data.")]
    MissingComma,
    /// A percent-encoded (not Base64) data URL with a `%` not followed by two hexadecimal digits.
    #[error("Invalid percent-escape at character {position}: {sequence}")]
    InvalidEscape { position: usize, sequence: String },
}

/// The image formats recognised from their first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ImageFormat {
    Png,
    Jpeg,
    Gif,
    Webp,
    Avif,
    Bmp,
    Ico,
    Svg,
}

impl ImageFormat {
    /// The media type a data URL and a download carry.
    pub fn mime(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Gif => "image/gif",
            Self::Webp => "image/webp",
            Self::Avif => "image/avif",
            Self::Bmp => "image/bmp",
            Self::Ico => "image/x-icon",
            Self::Svg => "image/svg+xml",
        }
    }

    /// The file extension, without its dot.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
            Self::Gif => "gif",
            Self::Webp => "webp",
            Self::Avif => "avif",
            Self::Bmp => "bmp",
            Self::Ico => "ico",
            Self::Svg => "svg",
        }
    }
}

/// The image's type from its first bytes, or `None` when they are not an image this tool knows.
pub fn sniff(bytes: &[u8]) -> Option<ImageFormat> {
    let at = |range: std::ops::Range<usize>| bytes.get(range);
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(ImageFormat::Png)
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(ImageFormat::Jpeg)
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(ImageFormat::Gif)
    } else if bytes.starts_with(b"RIFF") && at(8..12) == Some(b"WEBP") {
        Some(ImageFormat::Webp)
    } else if is_avif(bytes) {
        Some(ImageFormat::Avif)
    } else if is_bmp(bytes) {
        Some(ImageFormat::Bmp)
    } else if is_ico(bytes) {
        Some(ImageFormat::Ico)
    } else if is_svg(bytes) {
        Some(ImageFormat::Svg)
    } else {
        None
    }
}

/// An ISO-BMFF `ftyp` box whose major or a compatible brand is `avif` (still) or `avis` (sequence).
fn is_avif(bytes: &[u8]) -> bool {
    if bytes.get(4..8) != Some(b"ftyp") {
        return false;
    }
    let Some(size) = bytes.get(..4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize) else {
        return false;
    };
    // Major brand at 8, minor version at 12, compatible brands from 16 to the box's end.
    let end = size.min(bytes.len());
    let brand = |b: &[u8]| b == b"avif" || b == b"avis";
    size >= 16
        && bytes
            .get(8..12)
            .is_some_and(|major| brand(major) || bytes.get(16..end).is_some_and(|rest| rest.chunks_exact(4).any(brand)))
}

/// `BM` followed by a header whose DIB header size is one the format defines (so not any text starting "BM").
fn is_bmp(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BM")
        && bytes
            .get(14..18)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .is_some_and(|dib| matches!(dib, 12 | 16 | 40 | 52 | 56 | 64 | 108 | 124))
}

/// An icon directory (reserved 0, type 1) of at least one entry, whose first entry's reserved byte is 0.
fn is_ico(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0, 0, 1, 0])
        && bytes.get(4..6).is_some_and(|count| u16::from_le_bytes([count[0], count[1]]) >= 1)
        && bytes.get(9) == Some(&0)
}

/// SVG: UTF-8 text whose first element is `<svg`, after an optional byte-order mark, XML declaration, comments,
/// processing instructions and a doctype. HTML or any other XML with an `<svg>` deeper inside is not an SVG file.
fn is_svg(bytes: &[u8]) -> bool {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut rest = bytes;
    loop {
        rest = rest.trim_ascii_start();
        let skip_to = |rest: &[u8], open: usize, close: &[u8]| {
            let body = rest.get(open..)?;
            body.windows(close.len()).position(|w| w == close).map(|at| open + at + close.len())
        };
        let next = if rest.starts_with(b"<?") {
            skip_to(rest, 2, b"?>")
        } else if rest.starts_with(b"<!--") {
            skip_to(rest, 4, b"-->")
        } else if rest.starts_with(b"<!DOCTYPE") {
            skip_to(rest, 9, b">")
        } else {
            return rest
                .strip_prefix(b"<svg")
                .and_then(|after| after.first())
                .is_some_and(|&b| b.is_ascii_whitespace() || b == b'>' || b == b'/')
                && utf8_prefix(bytes);
        };
        match next {
            Some(skip) => rest = &rest[skip..],
            None => return false,
        }
    }
}

/// Whether the first 4 KiB are UTF-8 (a cut in the middle of the last character allowed).
fn utf8_prefix(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(4096)];
    match std::str::from_utf8(head) {
        Ok(_) => true,
        Err(error) => error.error_len().is_none(),
    }
}

/// The four texts an image becomes, in the order the page shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Form {
    /// `data:<mime>;base64,<base64>`.
    DataUrl,
    /// The Base64 alone (standard alphabet, padded).
    Base64,
    /// `background-image: url("<data URL>");`
    Css,
    /// `<img src="<data URL>" alt="">`
    Html,
}

impl Form {
    pub const ALL: [Form; 4] = [Form::DataUrl, Form::Base64, Form::Css, Form::Html];

    /// What comes before and after the Base64 in this form, for an image of type `mime`.
    fn wrap(self, mime: &str) -> (String, &'static str) {
        let data_url = format!("data:{mime};base64,");
        match self {
            Form::DataUrl => (data_url, ""),
            Form::Base64 => (String::new(), ""),
            Form::Css => (format!("background-image: url(\"{data_url}"), "\");"),
            Form::Html => (format!("<img src=\"{data_url}"), "\" alt=\"\">"),
        }
    }
}

/// One of the texts: the Base64 between `before` and `after`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Wrapped {
    pub form: Form,
    pub before: String,
    pub after: &'static str,
}

/// An image as the texts the page offers to copy. The Base64 is held once and each text says what surrounds it:
/// a 25 MB image is 33 MB of Base64, which would otherwise cross from the worker to the page four times.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Encoded {
    pub format: ImageFormat,
    pub mime: String,
    /// The Base64 (standard alphabet, padded).
    pub base64: String,
    /// Every form, in [`Form::ALL`]'s order.
    pub texts: Vec<Wrapped>,
}

impl Encoded {
    /// The whole text of `form`.
    pub fn text(&self, form: Form) -> String {
        let (before, after) = form.wrap(&self.mime);
        [before.as_str(), &self.base64, after].concat()
    }
}

/// Whether a file of `size` bytes may be converted: what a caller asks before reading a file into memory.
pub fn check_size(size: u64) -> Result<(), DataUriError> {
    match size {
        0 => Err(DataUriError::Empty),
        size if size > MAX_BYTES as u64 => Err(DataUriError::TooLarge { limit_megabytes: MAX_MEGABYTES }),
        _ => Ok(()),
    }
}

/// An image's bytes → its data URL, Base64, CSS and HTML; the type sniffed from the bytes.
pub fn encode(bytes: &[u8]) -> Result<Encoded, DataUriError> {
    check_size(bytes.len() as u64)?;
    let format = sniff(bytes).ok_or(DataUriError::NotAnImage)?;
    let base64 = crate::base64::encode(bytes);
    let mime = format.mime().to_owned();
    let texts = Form::ALL
        .map(|form| {
            let (before, after) = form.wrap(&mime);
            Wrapped { form, before, after }
        })
        .into();
    Ok(Encoded { format, mime, base64, texts })
}

/// A pasted data URL or Base64, decoded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Decoded {
    /// The type sniffed from the bytes (what the download's extension follows).
    pub format: ImageFormat,
    pub mime: String,
    /// The file extension, without its dot.
    pub extension: String,
    /// The media type the data URL declared, when it declared one that is not the sniffed one (it is ignored).
    pub declared_mime: Option<String>,
    #[serde(serialize_with = "crate::as_bytes")]
    #[cfg_attr(feature = "typescript", tsify(type = "Uint8Array<ArrayBuffer>"))]
    pub bytes: Vec<u8>,
}

/// A data URL (`data:[<mediatype>][;base64],<data>`, RFC 2397) or bare Base64 → the image's bytes and type.
/// White space inside the Base64 is skipped; the URL-safe alphabet is accepted; the bytes must be an image.
pub fn decode(text: &str) -> Result<Decoded, DataUriError> {
    if text.len() > MAX_TEXT {
        return Err(DataUriError::TooLarge { limit_megabytes: MAX_MEGABYTES });
    }
    let trimmed_start = text.len() - text.trim_start().len();
    let body = text.trim();
    if body.is_empty() {
        return Err(DataUriError::Empty);
    }
    let (declared, bytes) = match body.get(..5) {
        Some(scheme) if scheme.eq_ignore_ascii_case("data:") => {
            let comma = body.find(',').ok_or(DataUriError::MissingComma)?;
            let header = &body[5..comma];
            let mut parameters = header.split(';');
            let media_type = parameters.next().unwrap_or("").trim().to_ascii_lowercase();
            let is_base64 = parameters.any(|p| p.trim().eq_ignore_ascii_case("base64"));
            let data_at = trimmed_start + comma + 1;
            let bytes = if is_base64 { decode_base64(text, data_at)? } else { decode_percent(text, data_at)? };
            (Some(media_type).filter(|m| !m.is_empty()), bytes)
        }
        _ => (None, decode_base64(text, 0)?),
    };
    if bytes.is_empty() {
        return Err(DataUriError::Empty);
    }
    if bytes.len() > MAX_BYTES {
        return Err(DataUriError::TooLarge { limit_megabytes: MAX_MEGABYTES });
    }
    let format = sniff(&bytes).ok_or(DataUriError::NotAnImage)?;
    Ok(Decoded {
        format,
        mime: format.mime().to_owned(),
        extension: format.extension().to_owned(),
        declared_mime: declared.filter(|declared| !same_type(declared, format)),
        bytes,
    })
}

/// Whether a declared media type names the sniffed format (`image/jpg` and `image/vnd.microsoft.icon` included).
fn same_type(declared: &str, format: ImageFormat) -> bool {
    declared == format.mime()
        || matches!(
            (declared, format),
            ("image/jpg", ImageFormat::Jpeg)
                | ("image/vnd.microsoft.icon" | "image/ico", ImageFormat::Ico)
                | ("image/x-ms-bmp", ImageFormat::Bmp)
        )
}

/// The Base64 of `text[from..]` decoded by [`crate::base64`], after finding the first character it would refuse
/// (the position is counted in characters of the whole `text`, from 1). URL-safe `-` and `_` become `+` and `/`.
fn decode_base64(text: &str, from: usize) -> Result<Vec<u8>, DataUriError> {
    let data = &text[from..];
    let mut padding_at = None;
    for (index, c) in data.char_indices() {
        let symbol = c.is_ascii_alphanumeric() || matches!(c, '+' | '/' | '-' | '_');
        let invalid = match (symbol, c) {
            (true, _) => padding_at.is_some(),
            (false, '=') => {
                padding_at.get_or_insert(index);
                false
            }
            (false, c) => !c.is_ascii_whitespace(),
        };
        if invalid {
            // A symbol after padding: the `=` is what is out of place.
            let at = if symbol { padding_at.unwrap_or(index) } else { index };
            let character = data[at..].chars().next().map(String::from).unwrap_or_default();
            return Err(DataUriError::InvalidCharacter { position: text[..from + at].chars().count() + 1, character });
        }
    }
    let standard: String = data
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            c => c,
        })
        .collect();
    crate::base64::decode(&standard).map_err(|_| DataUriError::Truncated)
}

/// The percent-encoded data of a data URL without `;base64` (typically an SVG), by [`crate::url::decode`].
fn decode_percent(text: &str, from: usize) -> Result<Vec<u8>, DataUriError> {
    use crate::url::{Scope, UrlError};
    match crate::url::decode(&text[from..], Scope::Component) {
        Ok(decoded) => Ok(decoded.into_bytes()),
        Err(UrlError::MalformedEscape { position, sequence }) => {
            Err(DataUriError::InvalidEscape { position: text[..from].chars().count() + position, sequence })
        }
        // Text that is not UTF-8 once unescaped is no SVG, and no raster image is sent this way in practice.
        Err(_) => Err(DataUriError::NotAnImage),
    }
}
