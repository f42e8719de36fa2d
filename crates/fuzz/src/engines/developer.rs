//! JSON, Markdown and Base64.

use penknife_core::{base64, json, markdown};

use crate::input::FuzzInput;

pub fn json(mut input: FuzzInput) {
    // One past each end of the accepted indents, so the refusal path runs too.
    let indent = input.number(json::MIN_INDENT - 1..=json::MAX_INDENT + 1);
    let text = input.text();
    let analysis = json::analyze(text, indent);
    if !(json::MIN_INDENT..=json::MAX_INDENT).contains(&indent) {
        assert!(analysis.is_err(), "indent {indent} accepted");
        return;
    }
    let analysis = analysis.expect("analyze fails only on the indent");
    assert_eq!(analysis.valid, json::validate(text).is_ok());
    assert_eq!(json::report(text).valid, analysis.valid);
    if let Ok(minified) = json::minify(text) {
        assert_eq!(analysis.minified.as_deref(), Some(minified.as_str()));
        // Minifying is idempotent and formatting keeps the value.
        assert_eq!(json::minify(&minified).as_deref(), Ok(minified.as_str()));
        if let Ok(formatted) = json::format(text, indent) {
            assert_eq!(json::minify(&formatted).as_deref(), Ok(minified.as_str()));
        }
    }
}

pub fn markdown(mut input: FuzzInput) {
    let options = markdown::MarkdownOptions {
        escape_html: input.flag(),
        generate_toc: input.flag(),
        add_target_blank: input.flag(),
        enable_tables: input.flag(),
        enable_code_highlight: input.flag(),
        enable_strikethrough: input.flag(),
        enable_task_lists: input.flag(),
        wrap_in_html: input.flag(),
    };
    let strict = input.flag();
    let text = input.text();
    if strict {
        markdown::commonmark_to_html(text);
    } else if let Err(error) = markdown::markdown_to_html(text, &options) {
        assert_eq!(error, markdown::MarkdownError::InputRequired, "only blank input has no HTML");
        assert!(text.trim().is_empty());
    }
}

pub fn base64(input: FuzzInput) {
    let text = input.text();
    // Anything encodes, and decodes back to itself.
    let encoded = base64::encode(text.as_bytes());
    assert_eq!(base64::decode(&encoded).as_deref(), Ok(text.as_bytes()));
    assert!(base64::is_canonical(&encoded));
    // Any text either decodes or is refused, and the decode tab agrees with the plain decoder.
    let checked = base64::decode_to_text_checked(text);
    assert_eq!(checked.text, base64::decode_to_text(text));
    if checked.canonical {
        assert!(base64::decode(text).is_ok());
    }
}
