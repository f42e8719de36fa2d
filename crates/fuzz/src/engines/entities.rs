//! The HTML Entity Encoder/Decoder.

use penknife_core::entities::{self as engine, EncodeOptions};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let options = EncodeOptions { all_non_ascii: input.flag() };
    let text = input.text();
    // Any text encodes to text without markup characters, ASCII but for the C1 controls when asked, and decodes back.
    let encoded = engine::encode(text, options);
    assert!(!encoded.contains(['<', '>', '"', '\'']), "{encoded:?}");
    if options.all_non_ascii {
        assert!(encoded.chars().all(|c| c.is_ascii() || ('\u{80}'..='\u{9f}').contains(&c)), "{encoded:?}");
    }
    assert_eq!(engine::decode(&encoded), text);
    // Any text decodes (nothing is refused), and no reference is much longer than what it stands for: at most
    // 3 bytes more per `&` (the worst is `&nGt;`, 5 bytes for 6).
    let decoded = engine::decode(text);
    assert!(decoded.len() <= text.len() + text.matches('&').count() * 3, "{text:?} → {decoded:?}");
    // Text without `&` is its own decoding.
    if !text.contains('&') {
        assert_eq!(decoded, text);
    }
}
