//! Grapheme clusters with an ASCII fast path, for counting megabytes of text quickly.
//!
//! Two ASCII characters in a row are always separate clusters (except CR LF, which is one), so only a cluster that
//! starts with, or is followed by, a non-ASCII character needs the full Unicode rules (`unicode-segmentation`):
//! a combining accent or an emoji modifier can only extend what precedes it when it is itself non-ASCII.

use unicode_segmentation::{GraphemeIndices, UnicodeSegmentation as _};

/// The extended grapheme clusters of a text with their byte offsets, exactly as
/// `text.grapheme_indices(true)` gives them.
#[derive(Debug, Clone)]
pub(crate) struct Graphemes<'a> {
    text: &'a str,
    at: usize,
    /// Through a non-ASCII stretch: the Unicode iterator started at `.0`, kept while it is in use because
    /// restarting it for every cluster costs half as much again.
    unicode: Option<(usize, GraphemeIndices<'a>)>,
}

impl<'a> Graphemes<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Graphemes { text, at: 0, unicode: None }
    }
}

impl<'a> Iterator for Graphemes<'a> {
    type Item = (usize, &'a str);

    #[inline]
    fn next(&mut self) -> Option<(usize, &'a str)> {
        let bytes = self.text.as_bytes();
        let at = self.at;
        let &byte = bytes.get(at)?;
        let len = match bytes.get(at + 1) {
            _ if byte >= 0x80 => return self.next_unicode(at),
            None => 1,
            Some(&next) if next < 0x80 => 1 + usize::from(byte == b'\r' && next == b'\n'),
            Some(_) => return self.next_unicode(at),
        };
        self.at = at + len;
        Some((at, &self.text[at..at + len]))
    }
}

impl<'a> Graphemes<'a> {
    fn next_unicode(&mut self, at: usize) -> Option<(usize, &'a str)> {
        let text = self.text;
        let (start, clusters) = match &mut self.unicode {
            Some((start, clusters)) if text.len() - clusters.as_str().len() == at => (*start, clusters),
            unicode => {
                let (start, clusters) = unicode.insert((at, text[at..].grapheme_indices(true)));
                (*start, clusters)
            }
        };
        let (offset, cluster) = clusters.next()?;
        self.at = start + offset + cluster.len();
        Some((start + offset, cluster))
    }
}

/// A cluster's first (base) character.
#[inline]
pub(crate) fn first_char(grapheme: &str) -> char {
    match grapheme.as_bytes() {
        [byte] => char::from(*byte),
        _ => grapheme.chars().next().unwrap_or(' '),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn matches_unicode_segmentation_on_tricky_text() {
        for text in ["", "a", "\r\n", "a\r\nb\r", "e\u{301}x", "👍🏽!", "a👨\u{200D}👩\u{200D}👧b", "🇩🇪🇫🇷x", "\u{600}1 a"]
        {
            let fast: Vec<_> = Graphemes::new(text).collect();
            let reference: Vec<_> = text.grapheme_indices(true).collect();
            assert_eq!(fast, reference, "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn matches_unicode_segmentation(text in "(\\PC|[a-z \\r\\n]|\\p{M}|\\p{Extended_Pictographic}|\\p{Regional_Indicator}){0,40}") {
            let fast: Vec<_> = Graphemes::new(&text).collect();
            let reference: Vec<_> = text.grapheme_indices(true).collect();
            prop_assert_eq!(fast, reference);
        }
    }
}
