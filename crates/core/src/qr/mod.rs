//! The QR Code Generator: text, a URL, a Wi-Fi network, an e-mail or a contact, as a QR code (ISO/IEC 18004) drawn
//! in SVG. What `penknife qr`, the page (through the `qr` wasm bundle) and the fuzzer call. The QR Code Reader is
//! [`read`].
//!
//! Rules, decided here:
//! - The payload is the text a phone's camera app understands: `WIFI:T:WPA;S:…;P:…;H:true;;` (the ZXing format,
//!   `\ ; , : "` escaped with a backslash), `mailto:` with the subject and body percent-encoded (RFC 6068, line
//!   breaks as CRLF), a vCard 3.0 (RFC 2426: `\ , ;` and line breaks escaped in text values; a line break in a
//!   phone, address or URL becomes a space, so no field can start a property of its own).
//! - The qrcode crate encodes it (the smallest version, mixed numeric/alphanumeric/byte segments). Text longer than a
//!   version-40 code holds at the chosen error correction is refused with that limit.
//! - The SVG is one background rectangle and one path of dark modules (runs of a row merged), in module units with
//!   `crispEdges`, so it scales without blur; its width and height are the chosen size in pixels; the quiet zone is
//!   the margin, in modules. Colours are written as the hex of what the visitor typed (any CSS colour).
//! - A warning (never a refusal) when a scanner may fail: contrast under 3:1 (WCAG 2.2, the Color Converter's
//!   measure), or a light code on a dark background, which many scanners do not read.

#[cfg(feature = "qr-read")]
pub mod read;
#[cfg(test)]
mod tests;

use crate::color;
use crate::url::{self, Scope};
use csscolorparser::Color;
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// What the code holds: one kind of content and its fields, as the page's tabs and the CLI's flags give them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Content {
    Text { text: String },
    Url { url: String },
    Wifi { ssid: String, password: String, security: WifiSecurity, hidden: bool },
    Email { address: String, subject: String, body: String },
    Contact { name: String, phone: String, email: String, organization: String, url: String },
}

/// A Wi-Fi network's security, as the `T:` field names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum WifiSecurity {
    /// WPA, WPA2 or WPA3 with a password (what `T:WPA` means to every reader).
    #[default]
    Wpa,
    Wep,
    /// An open network: no password.
    None,
}

/// How much of the code may be damaged and still read: 7 %, 15 %, 25 % or 30 %.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub enum Ecc {
    L,
    #[default]
    M,
    Q,
    H,
}

impl Ecc {
    /// The most bytes of text (byte mode) a version-40 code holds at this level.
    pub fn byte_limit(self) -> usize {
        match self {
            Self::L => 2953,
            Self::M => 2331,
            Self::Q => 1663,
            Self::H => 1273,
        }
    }

    fn level(self) -> qrcode::EcLevel {
        match self {
            Self::L => qrcode::EcLevel::L,
            Self::M => qrcode::EcLevel::M,
            Self::Q => qrcode::EcLevel::Q,
            Self::H => qrcode::EcLevel::H,
        }
    }
}

impl std::fmt::Display for Ecc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::L => "L",
            Self::M => "M",
            Self::Q => "Q",
            Self::H => "H",
        })
    }
}

/// The most digits a version-40 code holds (numeric mode, level L): longer input is refused before encoding.
const MAX_PAYLOAD: usize = 7089;
/// The drawn size's bounds in pixels, and the margin's in modules (values outside are brought inside).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct QrLimits {
    pub min_size: u32,
    pub max_size: u32,
    pub max_margin: u32,
}

pub const LIMITS: QrLimits = QrLimits { min_size: 64, max_size: 4096, max_margin: 16 };

/// The page's controls and the CLI's flags.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct QrOptions {
    pub ecc: Ecc,
    /// The quiet zone around the code, in modules (the standard asks for 4).
    pub margin: u32,
    /// The SVG's width and height in pixels (and the PNG's).
    pub size: u32,
    /// Any CSS colour.
    pub foreground: String,
    pub background: String,
}

impl Default for QrOptions {
    fn default() -> Self {
        Self { ecc: Ecc::M, margin: 4, size: 512, foreground: "#000000".into(), background: "#ffffff".into() }
    }
}

/// Why a scanner may not read the code.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ContrastWarning {
    /// Under 3:1 (WCAG 2.2 contrast, rounded to two decimals).
    Low { ratio: f64 },
    /// A lighter code on a darker background.
    Inverted,
}

impl std::fmt::Display for ContrastWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Low { ratio } => write!(
                f,
                "Low contrast ({ratio}:1): many scanners will not read this code. Use a darker foreground or a lighter background."
            ),
            Self::Inverted => f.write_str(
                "The code is lighter than its background: many scanners will not read it. Use a dark foreground on a light background.",
            ),
        }
    }
}

/// A drawn code.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[cfg_attr(feature = "typescript", tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct QrCode {
    pub svg: String,
    /// The text encoded.
    pub payload: String,
    /// 1–40.
    pub version: u8,
    /// Modules on a side, without the margin (21 for version 1).
    pub modules: u32,
    pub warning: Option<ContrastWarning>,
}

/// Why a code could not be made: a kind and its parameters, which the page words in its visitor's language
/// (`web/src/tools/qr-code-generator/engine.ts`); `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum QrError {
    #[error("Enter the text to put in the QR code.")]
    Empty,
    #[error("Enter the network name (SSID).")]
    NoSsid,
    #[error("Enter the e-mail address.")]
    NoAddress,
    #[error("Enter the contact name.")]
    NoName,
    #[error("Too long for a QR code: {bytes} bytes, and at error correction {ecc} one holds at most {limit} bytes.")]
    TooLong { bytes: usize, limit: usize, ecc: Ecc },
    #[error("The foreground is not a color: enter a hex code such as #000000, rgb() or a CSS color name.")]
    Foreground,
    #[error("The background is not a color: enter a hex code such as #ffffff, rgb() or a CSS color name.")]
    Background,
}

/// The text a reader sees for `content`.
pub fn payload(content: &Content) -> Result<String, QrError> {
    let blank = |text: &str| text.trim().is_empty();
    Ok(match content {
        Content::Text { text } | Content::Url { url: text } => {
            if text.is_empty() {
                return Err(QrError::Empty);
            }
            match content {
                Content::Url { .. } => text.trim().to_owned(),
                _ => text.clone(),
            }
        }
        Content::Wifi { ssid, password, security, hidden } => {
            if ssid.is_empty() {
                return Err(QrError::NoSsid);
            }
            let kind = match security {
                WifiSecurity::Wpa => "WPA",
                WifiSecurity::Wep => "WEP",
                WifiSecurity::None => "nopass",
            };
            let mut out = format!("WIFI:T:{kind};S:{};", wifi_escape(ssid));
            if *security != WifiSecurity::None {
                let _ = write!(out, "P:{};", wifi_escape(password));
            }
            if *hidden {
                out.push_str("H:true;");
            }
            out.push(';');
            out
        }
        Content::Email { address, subject, body } => {
            if blank(address) {
                return Err(QrError::NoAddress);
            }
            let mut out = format!("mailto:{}", url::encode(address.trim(), Scope::Url));
            let mut separator = '?';
            for (name, value) in [("subject", subject), ("body", body)] {
                if !value.is_empty() {
                    let crlf = value.replace("\r\n", "\n").replace('\r', "\n").replace('\n', "\r\n");
                    let _ = write!(out, "{separator}{name}={}", url::encode(&crlf, Scope::Component));
                    separator = '&';
                }
            }
            out
        }
        Content::Contact { name, phone, email, organization, url } => {
            let name = name.trim();
            if name.is_empty() {
                return Err(QrError::NoName);
            }
            // N: the family name is the last word, the given names the words before it.
            let (given, family) = name.rsplit_once(char::is_whitespace).map_or(("", name), |(g, f)| (g.trim(), f));
            let (given, family) = if given.is_empty() { (family, "") } else { (given, family) };
            let mut out = String::from("BEGIN:VCARD\r\nVERSION:3.0\r\n");
            let _ = write!(out, "N:{};{};;;\r\nFN:{}\r\n", vcard_text(family), vcard_text(given), vcard_text(name));
            for (property, value, text) in
                [("ORG", organization, true), ("TEL", phone, false), ("EMAIL", email, false), ("URL", url, false)]
            {
                let value = value.trim();
                if !value.is_empty() {
                    let value = if text { vcard_text(value) } else { one_line(value) };
                    let _ = write!(out, "{property}:{value}\r\n");
                }
            }
            out.push_str("END:VCARD");
            out
        }
    })
}

/// The QR code of `content`, drawn as `options` say.
pub fn generate(content: &Content, options: &QrOptions) -> Result<QrCode, QrError> {
    let foreground = color::parse(&options.foreground).map_err(|_| QrError::Foreground)?;
    let background = color::parse(&options.background).map_err(|_| QrError::Background)?;
    let payload = payload(content)?;
    let too_long = || QrError::TooLong { bytes: payload.len(), limit: options.ecc.byte_limit(), ecc: options.ecc };
    if payload.len() > MAX_PAYLOAD {
        return Err(too_long());
    }
    let code =
        qrcode::QrCode::with_error_correction_level(payload.as_bytes(), options.ecc.level()).map_err(|_| too_long())?;
    let version = match code.version() {
        qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => u8::try_from(v).unwrap_or(0),
    };
    let width = code.width();
    let dark = code.to_colors();
    let margin = options.margin.min(LIMITS.max_margin) as usize;
    let size = options.size.clamp(LIMITS.min_size, LIMITS.max_size);
    let side = width + 2 * margin;
    let fg = color::report(&foreground).hex;
    let bg = color::report(&background).hex;
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{size}\" height=\"{size}\" viewBox=\"0 0 {side} {side}\" \
         shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" fill=\"{bg}\"/><path fill=\"{fg}\" d=\""
    );
    for (y, row) in dark.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            if row[x] == qrcode::Color::Dark {
                let run = row[x..].iter().take_while(|&&c| c == qrcode::Color::Dark).count();
                let _ = write!(svg, "M{} {}h{run}v1h-{run}z", x + margin, y + margin);
                x += run;
            } else {
                x += 1;
            }
        }
    }
    svg.push_str("\"/></svg>");
    Ok(QrCode {
        svg,
        payload,
        version,
        modules: u32::try_from(width).unwrap_or(u32::MAX),
        warning: warning(&foreground, &background),
    })
}

/// Whether scanners may fail on `foreground` over `background`.
pub fn warning(foreground: &Color, background: &Color) -> Option<ContrastWarning> {
    let ratio = color::contrast(foreground, background).ratio;
    if ratio < 3.0 {
        return Some(ContrastWarning::Low { ratio });
    }
    // Lighter is what stands out more from black (the contrast function's own luminance).
    let black = Color::new(0.0, 0.0, 0.0, 1.0);
    let lightness = |c: &Color| color::contrast(&black, c).ratio;
    (lightness(foreground) > lightness(background)).then_some(ContrastWarning::Inverted)
}

/// The Wi-Fi format's escaping: a backslash before `\ ; , : "`.
fn wifi_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ';' | ',' | ':' | '"') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// A vCard 3.0 text value: `\ , ;` escaped, a line break written `\n`.
fn vcard_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' | ',' | ';' => {
                out.push('\\');
                out.push(c);
            }
            '\r' => {
                chars.next_if_eq(&'\n');
                out.push_str("\\n");
            }
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out
}

/// A value that must stay on its property's line: each line break a space.
fn one_line(text: &str) -> String {
    text.replace("\r\n", " ").replace(['\r', '\n'], " ")
}
