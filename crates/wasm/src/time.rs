//! The `time` bundle: the Unix Timestamp Converter (penknife_core::time), with the IANA time zone database. Throws
//! the engine's refusal (`js_error`): not a number, out of range, an unknown zone, a date it cannot read.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::time as engine;
use wasm_bindgen::prelude::*;

/// A timestamp in every unit and in the request's zones, with how long ago it was.
#[wasm_bindgen(js_name = convertTimestamp, unchecked_return_type = "Conversion")]
pub fn convert(
    #[wasm_bindgen(unchecked_param_type = "TimestampRequest")] request: JsValue,
) -> Result<JsValue, JsValue> {
    let request: engine::TimestampRequest = from_js(request)?;
    Ok(to_js(&engine::convert(&request).map_err(js_error)?)?)
}

/// A date (ISO 8601, RFC 2822 or a local date and time in a zone) as timestamps.
#[wasm_bindgen(js_name = timestampFromDate, unchecked_return_type = "Conversion")]
pub fn from_date(#[wasm_bindgen(unchecked_param_type = "DateRequest")] request: JsValue) -> Result<JsValue, JsValue> {
    let request: engine::DateRequest = from_js(request)?;
    Ok(to_js(&engine::from_date(&request).map_err(js_error)?)?)
}

/// Every IANA zone name, sorted.
#[wasm_bindgen(js_name = timeZones)]
pub fn zones() -> Vec<String> {
    engine::zones()
}
