//! The HTML Entity Encoder/Decoder: text escaped for HTML, and character references expanded as a browser's HTML
//! parser expands them in text (the WHATWG HTML Standard, §13.2.5.72 "Character reference state"). What
//! `penknife entities`, the page (the `entities` wasm bundle) and the fuzzer call.
//!
//! Decoding knows every one of the 2,231 named references of the WHATWG's `entities.json` (through `htmlize`, which
//! embeds that file), the legacy ones a browser also takes without their semicolon (`&amp`, `&copy`), decimal and
//! hexadecimal references with the standard's repairs (0, surrogates and numbers past U+10FFFF become U+FFFD;
//! 0x80–0x9F are read as Windows-1252, `&#150;` is `–`). Text that is no reference (`&qwerty;`, a lone `&`) stays
//! as written, as browsers leave it; so it never refuses anything.

#[cfg(test)]
mod tests;

use serde::Deserialize;
use std::fmt::Write as _;

/// How much to escape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct EncodeOptions {
    /// Also write every character outside ASCII as a hexadecimal reference (`é` → `&#xe9;`, `😀` → `&#x1f600;`),
    /// for a file or a channel that may not keep UTF-8.
    pub all_non_ascii: bool,
}

/// `text` safe inside HTML text and inside an attribute value in either quotes: `&` `<` `>` `"` `'` become
/// `&amp;` `&lt;` `&gt;` `&quot;` `&#39;` (`&#39;` rather than `&apos;`, which HTML 4 and old mail readers do not
/// know). With [`EncodeOptions::all_non_ascii`], every other character past U+007F becomes `&#x…;`: one
/// reference per code point, understood by every HTML and XML parser, where a named one would exist for only a
/// few characters and some names stand for two. The C1 controls U+0080–U+009F stay as they are: no reference can
/// stand for them (a parser reads `&#x80;` as `€`).
pub fn encode(text: &str, options: EncodeOptions) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\u{80}'..='\u{9f}' => out.push(ch),
            _ if options.all_non_ascii && !ch.is_ascii() => {
                let _ = write!(out, "&#x{:x};", u32::from(ch));
            }
            _ => out.push(ch),
        }
    }
    out
}

/// `text` with every character reference expanded as a browser does in HTML text.
pub fn decode(text: &str) -> String {
    htmlize::unescape(text).into_owned()
}
