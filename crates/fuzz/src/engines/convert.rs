//! The YAML JSON TOML Converter.

use penknife_core::convert::{self as engine, ConvertError, ConvertOptions, Format};

use crate::input::FuzzInput;

const FORMATS: [Format; 3] = [Format::Yaml, Format::Json, Format::Toml];

pub fn fuzz(mut input: FuzzInput) {
    let from = input.choose(&FORMATS);
    let to = input.choose(&FORMATS);
    let text = input.text();
    // Any input converts or is refused, without a panic; a refusal's place is inside the input.
    match engine::convert(text, &ConvertOptions { from, to }) {
        Ok(_) => {}
        Err(error) => {
            if let Some((line, column)) = error.position() {
                let lines = text.split('\n').count();
                assert!(line >= 1 && line <= lines, "{error} in {lines} lines");
                assert!(column >= 1, "{error}");
            }
        }
    }
    // Whatever reads as JSON comes back from YAML as the same value, and from TOML when TOML can hold it.
    let Ok(json) = engine::convert(text, &ConvertOptions { from: Format::Json, to: Format::Json }) else { return };
    let yaml = engine::convert(&json, &ConvertOptions { from: Format::Json, to: Format::Yaml });
    let yaml = yaml.unwrap_or_else(|error| panic!("JSON {json:?} refused for YAML: {error}"));
    let back = engine::convert(&yaml, &ConvertOptions { from: Format::Yaml, to: Format::Json });
    assert_eq!(back.as_deref(), Ok(json.as_str()), "through YAML {yaml:?}");
    match engine::convert(&json, &ConvertOptions { from: Format::Json, to: Format::Toml }) {
        // An empty table is an empty TOML document, which the reader takes for no input.
        Ok(toml) if toml.is_empty() => assert_eq!(json.trim(), "{}"),
        Ok(toml) => {
            let back = engine::convert(&toml, &ConvertOptions { from: Format::Toml, to: Format::Json });
            assert_eq!(back.as_deref(), Ok(json.as_str()), "through TOML {toml:?}");
        }
        Err(
            ConvertError::TomlNull { .. } | ConvertError::TomlTopLevel { .. } | ConvertError::TomlIntegerRange { .. },
        ) => {}
        Err(error) => panic!("JSON {json:?} refused for TOML: {error}"),
    }
}
