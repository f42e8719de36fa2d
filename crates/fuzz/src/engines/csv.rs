//! The CSV JSON Converter: the bytes as a file would give them (invalid UTF-8 included), fed whole and in chunks.

use penknife_core::csv::{Converter, CsvConversion, CsvError, CsvOptions, Delimiter, Target};

use crate::input::FuzzInput;

const DELIMITERS: [Option<Delimiter>; 5] =
    [None, Some(Delimiter::Comma), Some(Delimiter::Semicolon), Some(Delimiter::Tab), Some(Delimiter::Pipe)];

fn run(bytes: &[u8], chunk: usize, options: &CsvOptions) -> Result<CsvConversion, CsvError> {
    let mut converter = Converter::new(options);
    let mut output = String::new();
    for part in bytes.chunks(chunk.max(1)) {
        output.push_str(&converter.push(part)?);
    }
    let rest = converter.finish()?;
    output.push_str(&rest.output);
    Ok(CsvConversion { output, summary: rest.summary })
}

pub fn fuzz(data: &[u8]) {
    let mut input = FuzzInput::new(data);
    let options = CsvOptions {
        to: input.choose(&[Target::Json, Target::Csv]),
        delimiter: input.choose(&DELIMITERS),
        header: !input.flag(),
        types: input.flag(),
        escape_formulas: input.flag(),
    };
    let chunk = input.number(1..=64usize);
    // The text part of the input as bytes (FuzzInput's text has invalid UTF-8 replaced).
    let bytes = &data[..data.iter().rposition(|&byte| byte == 0).unwrap_or(data.len())];

    // Chunks change nothing: the same output, or the same refusal.
    let whole = run(bytes, bytes.len(), &options);
    assert_eq!(run(bytes, chunk, &options), whole, "in chunks of {chunk}");
    let conversion = match whole {
        Ok(conversion) => conversion,
        Err(error) => {
            // A refusal's place is inside the input.
            if let Some((line, column)) = error.position() {
                let lines = bytes.split(|&byte| byte == b'\n').count();
                assert!(line >= 1 && line <= lines && column >= 1, "{error} in {lines} lines");
            }
            return;
        }
    };
    assert!(conversion.summary.preview.len() <= conversion.summary.rows);
    let round_trip = !conversion.output.contains('\u{feff}') && !options.types;
    match options.to {
        Target::Json => {
            // The JSON is JSON, one item per row, and comes back through CSV as it was.
            let value: serde_json::Value = serde_json::from_str(&conversion.output)
                .unwrap_or_else(|error| panic!("{error} in {:?}", conversion.output));
            assert_eq!(value.as_array().map(Vec::len), Some(conversion.summary.rows));
            if round_trip && conversion.summary.rows > 0 {
                let delimiter = Some(conversion.summary.delimiter);
                let csv = penknife_core::csv::convert(
                    &conversion.output,
                    &CsvOptions { to: Target::Csv, delimiter, escape_formulas: false, ..options },
                );
                let csv = csv.unwrap_or_else(|error| panic!("{error} for {:?}", conversion.output)).output;
                let back = penknife_core::csv::convert(&csv, &CsvOptions { delimiter, ..options });
                assert_eq!(back.map(|back| back.output), Ok(conversion.output), "through {csv:?}");
            }
        }
        Target::Csv => {
            // The CSV reads back, one record per row (and the header).
            if conversion.output.is_empty() || !round_trip {
                return;
            }
            let read = CsvOptions {
                to: Target::Json,
                delimiter: Some(conversion.summary.delimiter),
                header: false,
                ..options
            };
            let back = penknife_core::csv::convert(&conversion.output, &read)
                .unwrap_or_else(|error| panic!("{error} in {:?}", conversion.output));
            let header = usize::from(conversion.summary.header.is_some());
            assert_eq!(back.summary.rows, conversion.summary.rows + header, "{:?}", conversion.output);
        }
    }
}
