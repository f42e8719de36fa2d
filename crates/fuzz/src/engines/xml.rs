//! The XML Formatter.

use penknife_core::xml::{self as engine, XmlIndent, XmlMode, XmlOptions};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let indent = input.choose(&[XmlIndent::TwoSpaces, XmlIndent::FourSpaces, XmlIndent::Tab]);
    let remove_comments = input.flag();
    let format = XmlOptions { mode: XmlMode::Format, indent, remove_comments };
    let minify = XmlOptions { mode: XmlMode::Minify, ..format };
    let text = input.text().to_owned();
    let checked = engine::check_xml(&text);
    match engine::transform_xml(&text, &format) {
        Ok(formatted) => {
            assert_eq!(checked, Ok(()), "formatted what the check refuses");
            // The layout is well-formed, stable, and only whitespace between elements: minify undoes it.
            assert_eq!(engine::check_xml(&formatted), Ok(()), "{formatted:?}");
            assert_eq!(engine::transform_xml(&formatted, &format).as_ref(), Ok(&formatted));
            let squeezed = engine::transform_xml(&text, &minify).expect("minify accepts what format accepts");
            assert_eq!(engine::transform_xml(&formatted, &minify), Ok(squeezed));
        }
        Err(error) => {
            let output_too_large = matches!(error, engine::XmlError::OutputTooLarge { .. });
            assert!(output_too_large || checked == Err(error.clone()), "{error:?} but the check says {checked:?}");
            // A refusal's place is inside the text (its end at most).
            if let Some((line, column)) = error.position() {
                let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
                let lines: Vec<&str> = text.split('\n').collect();
                assert!(line >= 1 && line <= lines.len(), "{error:?}: line {line} of {}", lines.len());
                let length = lines[line - 1].chars().count();
                assert!(column >= 1 && column <= length + 1, "{error:?}: column {column} of {length}");
            }
        }
    }
}
