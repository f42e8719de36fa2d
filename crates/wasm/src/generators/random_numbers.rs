//! The Random Number Generator in the browser. Every call takes the page's form as typed
//! (`{ min, max, count, allowDuplicates, decimals, decimalPlaces }`, the number fields as text) and throws the
//! engine's refusal when it is not valid (`js_error`: 'Minimum must be less than maximum', …).

use penknife_core::random::{self as engine, RandomNumberForm, SystemRandom};
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

fn settings(form: JsValue) -> Result<engine::RandomNumberSettings, JsValue> {
    let form: RandomNumberForm =
        if form.is_undefined() || form.is_null() { Default::default() } else { from_js(form)? };
    form.parse().map_err(crate::js_error)
}

/// The spec's defaults for the page's form, written once (in [`RandomNumberForm::default`]).
#[wasm_bindgen(js_name = randomNumberDefaults, unchecked_return_type = "Required<RandomNumberForm>")]
pub fn random_number_defaults() -> Result<JsValue, JsError> {
    to_js(&RandomNumberForm::default())
}

/// `drawRandomNumbers(form)` → `{ numbers: string[], requested, notice? }`; `notice` is the spec's
/// unique-overflow message when fewer distinct numbers exist than were asked for.
#[wasm_bindgen(js_name = drawRandomNumbers, unchecked_return_type = "RandomNumbers")]
pub fn draw_random_numbers(
    #[wasm_bindgen(unchecked_param_type = "RandomNumberForm | undefined")] form: JsValue,
) -> Result<JsValue, JsValue> {
    let settings = settings(form)?;
    Ok(to_js(&engine::draw_numbers(&settings, &mut SystemRandom::new()))?)
}

/// `drawRandomNumber(form)` → one number from the form's range, as text.
#[wasm_bindgen(js_name = drawRandomNumber)]
pub fn draw_random_number(
    #[wasm_bindgen(unchecked_param_type = "RandomNumberForm | undefined")] form: JsValue,
) -> Result<String, JsValue> {
    let settings = settings(form)?;
    Ok(engine::draw_number(&settings.range, &mut SystemRandom::new()))
}

/// `evenlySpacedNumbers(form)` → `count` values from min to max in equal steps, as text.
#[wasm_bindgen(js_name = evenlySpacedNumbers, unchecked_return_type = "string[]")]
pub fn evenly_spaced_numbers(
    #[wasm_bindgen(unchecked_param_type = "RandomNumberForm | undefined")] form: JsValue,
) -> Result<JsValue, JsValue> {
    let settings = settings(form)?;
    Ok(to_js(&engine::evenly_spaced(&settings.range, settings.count))?)
}
