//! The HTML nesting guard: the open elements as minify-html's parser keeps them, counted before it runs. That
//! parser recurses once per open element, and unclosed elements are common in real HTML, so the count follows
//! its rules rather than the tags as written: void elements and self-closed foreign ones (`<path/>` in `<svg>`)
//! never open; an opening tag implicitly closes an open `<p>`, `<li>`, `<td>` … it may follow (`<li>a<li>b`);
//! an end tag closes only the current element, or its parent when the current one may end there (`<ul><li>a</ul>`)
//! — any other end tag is dropped, so `<div><b></div>` leaves both open. Raw text (`<script>`, `<style>`, and
//! in HTML `<textarea>`, `<title>`) is not markup.

use super::markup::{RAW_TEXT, Tag, Token, tokens};
use crate::minify::nesting::TooDeep;

/// Deepest HTML accepted: open elements. Bounded by the browser, where the engine's recursion shares the page's
/// call stack (about 1 MB): it survives about 2,200 open elements there. Real documents nest fewer than 100.
pub const HTML_MAX_DEPTH: usize = 1000;

/// Elements without content (never opened).
const VOID: &[&str] = &[
    "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track",
    "wbr",
];

/// Refuses HTML whose open elements nest deeper than [`HTML_MAX_DEPTH`].
pub(super) fn check_html(html: &str) -> Result<(), TooDeep> {
    let mut open: Vec<Open> = Vec::new();
    let mut scan = tokens(html);
    while let Some(token) = scan.next() {
        let Token::Tag(tag) = token else { continue };
        let name = tag.name.as_str();
        if tag.closing {
            close(&mut open, name);
            continue;
        }
        while open.last().is_some_and(|parent| closed_by_next(&parent.name, name)) {
            open.pop();
        }
        let svg = name == "svg" || open.last().is_some_and(|parent| parent.svg);
        let engine_raw_text = matches!(name, "script" | "style") || (!svg && matches!(name, "textarea" | "title"));
        if RAW_TEXT.contains(&name) && !engine_raw_text {
            scan.read_as_markup();
        }
        let self_closed = svg && self_closing(html, &tag);
        if self_closed || VOID.contains(&name) {
            continue;
        }
        open.push(Open { name: tag.name, svg });
        if open.len() > HTML_MAX_DEPTH {
            return Err(TooDeep::at(html, tag.span.start, HTML_MAX_DEPTH));
        }
    }
    Ok(())
}

/// Whether the tag ends with `/>` where the `/` is not the end of an unquoted attribute value (`<path d=M0/>`
/// is an opening tag whose `d` is `M0/`).
fn self_closing(html: &str, tag: &Tag<'_>) -> bool {
    let slash_at = tag.span.end.saturating_sub(2);
    html[..tag.span.end].ends_with("/>")
        && !tag.attributes.last().is_some_and(|last| last.quote.is_none() && last.value_span.end > slash_at)
}

#[derive(Debug)]
struct Open {
    name: String,
    /// Inside `<svg>`, where `/>` closes an element.
    svg: bool,
}

/// An end tag `</name>`: closes the current element, after closing its child if that child may end there.
fn close(open: &mut Vec<Open>, name: &str) {
    if let [.., parent, child] = open.as_slice()
        && parent.name == name
        && may_end_last(&parent.name, &child.name)
    {
        open.pop();
    }
    if open.last().is_some_and(|current| current.name == name) {
        open.pop();
    }
}

/// Whether an open `current` element ends when an element `next` starts (minify-html's closing-tag omission rules).
fn closed_by_next(current: &str, next: &str) -> bool {
    match current {
        "head" => next == "body",
        "li" => next == "li",
        "dt" | "dd" => matches!(next, "dt" | "dd"),
        "rt" | "rp" => matches!(next, "rt" | "rp"),
        "optgroup" => next == "optgroup",
        "option" => matches!(next, "option" | "optgroup"),
        "thead" | "tbody" => matches!(next, "tbody" | "tfoot"),
        "tr" => next == "tr",
        "td" | "th" => matches!(next, "td" | "th"),
        "p" => matches!(
            next,
            "address"
                | "article"
                | "aside"
                | "blockquote"
                | "details"
                | "div"
                | "dl"
                | "fieldset"
                | "figcaption"
                | "figure"
                | "footer"
                | "form"
                | "h1"
                | "h2"
                | "h3"
                | "h4"
                | "h5"
                | "h6"
                | "header"
                | "hgroup"
                | "hr"
                | "main"
                | "menu"
                | "nav"
                | "ol"
                | "p"
                | "pre"
                | "section"
                | "table"
                | "ul"
        ),
        _ => false,
    }
}

/// Whether an open `child` ends with its `parent`'s end tag (minify-html's rules for a last child).
fn may_end_last(parent: &str, child: &str) -> bool {
    match child {
        "html" | "head" | "body" | "li" | "dd" | "rt" | "rp" | "optgroup" | "option" | "tbody" | "tfoot" | "tr"
        | "td" | "th" => true,
        "p" => !matches!(parent, "a" | "audio" | "del" | "ins" | "map" | "noscript" | "video"),
        _ => false,
    }
}
