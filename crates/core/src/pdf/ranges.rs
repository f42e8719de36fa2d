//! Split PDF's page ranges: `1-3,5,8-`.

use super::{MAX_PAGES, PdfError};
use std::fmt;

/// Pages `first` to `last`, both counted from 1 and included (`first <= last`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRange {
    pub first: u32,
    pub last: u32,
}

impl PageRange {
    pub fn pages(self) -> std::ops::RangeInclusive<u32> {
        self.first..=self.last
    }
}

/// `5` or `1-3`: the range as the download's name writes it.
impl fmt::Display for PageRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last { write!(f, "{}", self.first) } else { write!(f, "{}-{}", self.first, self.last) }
    }
}

/// The ranges of `spec` in a document of `last` pages. Rules, decided here:
/// - Items are separated by commas: a page `5`, a range `1-3`, or an open range `8-` (to the last page); spaces
///   around numbers and commas are allowed, and an empty item (`1,,3` or a trailing comma) is skipped.
/// - The pages come out in the order written, and a page may be named more than once (`1,1` keeps it twice, `3,1`
///   puts page 3 first): the visitor says exactly what the new document holds. A backwards range (`5-3`) is
///   refused rather than reversed, as it is most likely a slip.
/// - Every refusal says where: the character (counted from 1) where the bad item starts.
/// - At most [`MAX_PAGES`] pages in all.
pub fn parse_ranges(spec: &str, last: u32) -> Result<Vec<PageRange>, PdfError> {
    let mut ranges = Vec::new();
    let mut total = 0u32;
    let mut start = 0;
    for item in spec.split(',') {
        let offset = start;
        start += item.len() + 1;
        let trimmed = item.trim();
        if trimmed.is_empty() {
            continue;
        }
        let leading = item.len() - item.trim_start().len();
        let position = spec[..offset + leading].chars().count() as u32 + 1;
        let bad = || PdfError::BadRange { text: trimmed.to_owned(), position };
        let number = |text: &str| -> Result<u32, PdfError> {
            let text = text.trim();
            if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad());
            }
            let page: u32 = text.parse().map_err(|_| bad())?;
            match page {
                0 => Err(PdfError::PageZero { position }),
                page if page > last => Err(PdfError::PastEnd { page, last, position }),
                page => Ok(page),
            }
        };
        let range = match trimmed.split_once('-') {
            None => {
                let page = number(trimmed)?;
                PageRange { first: page, last: page }
            }
            Some((first, end)) => {
                let first = number(first)?;
                let end = if end.trim().is_empty() { last } else { number(end)? };
                if end < first {
                    return Err(PdfError::Backwards { start: first, end, position });
                }
                PageRange { first, last: end }
            }
        };
        total = total.saturating_add(range.last - range.first + 1);
        if total > MAX_PAGES {
            return Err(PdfError::TooManyPages { limit: MAX_PAGES });
        }
        ranges.push(range);
    }
    if ranges.is_empty() {
        return Err(PdfError::NoRanges);
    }
    Ok(ranges)
}
