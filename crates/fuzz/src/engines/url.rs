//! The URL Encoder/Decoder.

use penknife_core::url::{self as engine, Scope, UrlError};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let scope = if input.flag() { Scope::Url } else { Scope::Component };
    let text = input.text();
    // Anything encodes to ASCII and decodes back to itself.
    let encoded = engine::encode(text, scope);
    assert!(encoded.is_ascii());
    assert_eq!(engine::decode(&encoded, scope).as_deref(), Ok(text));
    // Any text decodes or is refused at a place inside it that holds what the message quotes.
    match engine::decode(text, scope) {
        Ok(_) => {}
        Err(UrlError::MalformedEscape { position, sequence } | UrlError::NotUtf8 { position, sequence }) => {
            let at: String = text.chars().skip(position - 1).collect();
            assert!(at.starts_with('%') && at.starts_with(&sequence), "{sequence:?} at {position} in {text:?}");
        }
        Err(other) => panic!("decoding refused with {other}"),
    }
    // A URL the parser takes is taken again as it writes it back, into the same parts; against itself as a base it
    // resolves to itself; a reference resolved against it is a URL the parser takes as written (the input's first
    // line is the base, the rest the reference). Not for `file:` URLs: the url crate drops the host of one whose path
    // starts with a drive letter when it reads it again or resolves against it (`file://h/c:` → `file:///c:`), one
    // of its known departures from the URL Standard that tests/url_conformance.rs lists.
    if let Ok(parts) = engine::parse(text)
        && parts.scheme != "file"
    {
        assert_eq!(engine::parse(&parts.href).map(|again| again.href), Ok(parts.href.clone()));
        assert_eq!(engine::resolve(&parts.href, &parts.href).map(|again| again.href), Ok(parts.href.clone()));
    }
    if let Some((base, reference)) = text.split_once('\n')
        && let Ok(resolved) = engine::resolve(reference, base)
        && resolved.scheme != "file"
    {
        assert_eq!(engine::parse(&resolved.href).map(|again| again.href), Ok(resolved.href.clone()));
    }
}
