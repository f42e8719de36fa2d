//! Merge PDF and Split PDF: arbitrary bytes as a PDF, counted, split and merged with itself.

use penknife_core::pdf::{self as engine, Source};

pub fn fuzz(data: &[u8]) {
    let source = Source { name: "fuzz.pdf", bytes: data };
    let Ok(pages) = engine::page_count(source) else { return };
    assert!((1..=engine::MAX_PAGES).contains(&pages), "{pages} pages");
    // What reads once reads as the same document every time, and what the engine writes it reads back whole.
    let merged = engine::merge(&[source, source]).expect("a readable PDF merges with itself");
    let count = |bytes: &[u8]| engine::page_count(Source { name: "out.pdf", bytes });
    if 2 * pages <= engine::MAX_PAGES {
        assert_eq!(count(&merged), Ok(2 * pages), "merged with itself");
    }
    let last = engine::split(source, &format!("{pages}")).expect("its last page splits off");
    assert_eq!(count(&last), Ok(1));
    let reversed = engine::split(source, &format!("{pages}-,1-{pages}")).expect("the ranges are valid");
    assert_eq!(count(&reversed), Ok(pages + 1));
    assert!(engine::split(source, &format!("{}", pages + 1)).is_err(), "past the last page");
    if pages <= 20 {
        let zip = engine::split_each(source).expect("every page apart");
        assert!(zip.starts_with(b"PK\x03\x04"));
    }
}
