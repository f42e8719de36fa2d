//! The `csv` bundle: the CSV JSON Converter (penknife_core::csv). Pasted text is converted in one call; a file is
//! pushed in chunks into a [`CsvStream`], which answers the output each chunk completed, so the page never holds a
//! 50 MB file and its JSON twice. Refusals are thrown with their line (and column) for the editor to mark.

use crate::js::{from_js, to_js};
use crate::{js_error, js_error_at};
use penknife_core::csv as engine;
use wasm_bindgen::prelude::*;

fn refusal(error: engine::CsvError) -> JsValue {
    match error.position() {
        Some((line, column)) => js_error_at(error, line, column),
        None => js_error(error),
    }
}

/// `input` converted as `options` say (`{ to, delimiter, header, types, escapeFormulas }`): the output and what it
/// found (the delimiter, the rows, a preview).
#[wasm_bindgen(js_name = csvConvert, unchecked_return_type = "CsvConversion")]
pub fn convert(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "CsvOptions")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let conversion = engine::convert(input, &from_js(options)?).map_err(refusal)?;
    Ok(to_js(&conversion)?)
}

/// The page's settings before the visitor changes them, written once (in [`engine::CsvOptions::default`]).
#[wasm_bindgen(js_name = csvDefaults, unchecked_return_type = "Required<CsvOptions>")]
pub fn defaults() -> Result<JsValue, JsError> {
    to_js(&engine::CsvOptions::default())
}

/// A conversion fed a file's chunks as the worker reads them.
#[wasm_bindgen]
#[derive(Debug)]
pub struct CsvStream(engine::Converter);

#[wasm_bindgen]
impl CsvStream {
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "CsvOptions")] options: JsValue) -> Result<CsvStream, JsValue> {
        Ok(CsvStream(engine::Converter::new(&from_js(options)?)))
    }

    /// Feeds the next chunk; answers the output it completed.
    pub fn push(&mut self, chunk: &[u8]) -> Result<String, JsValue> {
        self.0.push(chunk).map_err(refusal)
    }

    /// How many bytes have been fed.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> f64 {
        self.0.length() as f64
    }

    /// The rest of the output and what the conversion found; the stream is used up.
    #[wasm_bindgen(unchecked_return_type = "CsvConversion")]
    pub fn finish(self) -> Result<JsValue, JsValue> {
        let conversion = self.0.finish().map_err(refusal)?;
        Ok(to_js(&conversion)?)
    }
}
