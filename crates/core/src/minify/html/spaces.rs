//! Keeps the space between two inline elements. The engine drops whitespace-only text inside layout elements
//! (`<div>`, `<nav>`, `<li>`'s parents …) even between two inline elements, where it renders:
//! `<nav><a>Home</a> <a>About</a></nav>` would read "HomeAbout". Before minifying, such a run (after an inline
//! element's end, before an inline element's start) gets a marker character so it is not whitespace-only; the
//! engine collapses it to one space and the marker is removed afterwards.

use std::borrow::Cow;

use super::markup::{Token, tokens};

/// Elements laid out inline: whitespace between two of them renders as a space.
const INLINE: &[&str] = &[
    "a", "abbr", "acronym", "audio", "b", "bdi", "bdo", "big", "button", "canvas", "cite", "code", "data", "del",
    "dfn", "em", "embed", "i", "iframe", "img", "input", "ins", "kbd", "label", "map", "mark", "math", "meter",
    "object", "output", "picture", "progress", "q", "ruby", "s", "samp", "select", "slot", "small", "span", "strong",
    "sub", "sup", "svg", "textarea", "time", "tt", "u", "var", "video",
];

/// Void inline elements: their start tag is also their end.
const VOID_INLINE: &[&str] = &["embed", "img", "input"];

/// Marks each whitespace run between two inline elements with a marker: a Unicode noncharacter absent from the
/// input (`None`: nothing was marked). [`unmark`] removes it from the engine's output.
pub(super) fn mark(html: &str) -> (Cow<'_, str>, Option<char>) {
    let Some(marker) = ['\u{FDD0}', '\u{FDD1}', '\u{FDD2}', '\u{FDD3}'].into_iter().find(|c| !html.contains(*c)) else {
        return (html.into(), None);
    };
    let mut out = String::new();
    let mut copied = 0;
    // Whether the last tag ended an inline element and nothing but whitespace followed it yet.
    let mut after_inline = false;
    let mut text_start = 0;
    for token in tokens(html) {
        let span = match &token {
            Token::Tag(tag) => tag.span.clone(),
            Token::Comment(span) | Token::RawText(span) => span.clone(),
        };
        let text = &html[text_start..span.start];
        if !text.trim_ascii().is_empty() {
            after_inline = false;
        }
        text_start = span.end;
        let Token::Tag(tag) = token else {
            after_inline = false;
            continue;
        };
        let inline = INLINE.contains(&tag.name.as_str());
        if !tag.closing && inline && after_inline && !text.is_empty() {
            out.push_str(&html[copied..span.start]);
            out.push(marker);
            copied = span.start;
        }
        after_inline = inline && (tag.closing || VOID_INLINE.contains(&tag.name.as_str()));
    }
    if copied == 0 {
        return (html.into(), None);
    }
    out.push_str(&html[copied..]);
    (out.into(), Some(marker))
}

/// Removes the marker [`mark`] added.
pub(super) fn unmark(html: String, marker: Option<char>) -> String {
    match marker {
        Some(marker) => html.replace(marker, ""),
        None => html,
    }
}
