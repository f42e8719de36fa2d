//! The `uuid` bundle: the UUID Generator (penknife_core::uuid). Makes UUIDs v4 and v7 and ULIDs from Web Crypto's
//! randomness and the page's clock, and reads a pasted one; throws the engine's refusal (`js_error`): a count that
//! is not 1 to 1,000, or what is wrong with the pasted text and where.

use crate::js::{Limits, from_js, to_js};
use crate::js_error;
use penknife_core::random::SystemRandom;
use penknife_core::uuid::{self as engine, UuidForm};
use wasm_bindgen::prelude::*;

/// The form's defaults (10 UUIDs v4, lower case, with hyphens), written once in [`UuidForm::default`].
#[wasm_bindgen(js_name = uuidDefaults, unchecked_return_type = "Required<UuidForm>")]
pub fn defaults() -> Result<JsValue, JsError> {
    to_js(&UuidForm::default())
}

/// `{ min, max }`: how many one request may make.
#[wasm_bindgen(js_name = uuidCountLimits, unchecked_return_type = "{ min: number; max: number }")]
pub fn count_limits() -> Result<JsValue, JsError> {
    to_js(&Limits::of(&engine::COUNT_RANGE))
}

/// The identifiers the form asks for, made at `nowMs` (the page's `Date.now()`).
#[wasm_bindgen(js_name = generateIds)]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "UuidForm")] form: JsValue,
    now_ms: f64,
) -> Result<Vec<String>, JsValue> {
    let form: UuidForm = from_js(form)?;
    // A float to an integer saturates (and NaN is 0): a clock before 1970 makes the epoch's first millisecond.
    engine::generate(&form, now_ms as u64, &mut SystemRandom::new()).map_err(js_error)
}

/// What a pasted UUID or ULID holds: `{ format, uuid, ulid?, special?, variant?, version?, time? }`.
#[wasm_bindgen(js_name = inspectId, unchecked_return_type = "Inspection")]
pub fn inspect(text: &str) -> Result<JsValue, JsValue> {
    Ok(to_js(&engine::inspect(text).map_err(js_error)?)?)
}
