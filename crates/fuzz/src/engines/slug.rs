//! The Slug Generator.

use penknife_core::slug::{self as engine, Separator, SlugCase, SlugOptions};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let options = SlugOptions {
        separator: input.choose(&[Separator::Hyphen, Separator::Underscore, Separator::Dot]),
        case: input.choose(&[SlugCase::Lower, SlugCase::Upper, SlugCase::Keep]),
        max_length: input.number(0..=80),
    };
    let text = input.text();
    let sep = options.separator.as_char();
    let slugs = engine::slugify_lines(text, &options);
    assert_eq!(slugs.split('\n').count(), text.lines().count().max(1), "one slug per line");
    for slug in slugs.split('\n') {
        // URL-safe: ASCII letters, digits and the separator, never doubled, leading or trailing; within the limit.
        assert!(slug.chars().all(|c| c.is_ascii_alphanumeric() || c == sep), "{slug:?}");
        assert!(!slug.starts_with(sep) && !slug.ends_with(sep) && !slug.contains(&format!("{sep}{sep}")), "{slug:?}");
        assert!(options.max_length == 0 || slug.len() <= options.max_length, "{slug:?}");
        // A slug is its own slug.
        assert_eq!(engine::slugify(slug, &options), slug);
    }
}
