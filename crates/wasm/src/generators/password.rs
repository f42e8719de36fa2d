//! The Password Generator in the browser: drawn from Web Crypto through `SystemRandom`.

use penknife_core::password as engine;
use penknife_core::random::SystemRandom;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

/// `generatePassword({ length, uppercase, lowercase, numbers, symbols, excludeSimilar })`
/// → `{ password, strength: { score, label }, entropyBits }`. Absent options take the spec's defaults;
/// throws 'Please select at least one character type' when every set is off.
#[wasm_bindgen(js_name = generatePassword, unchecked_return_type = "GeneratedPassword")]
pub fn generate_password(
    #[wasm_bindgen(unchecked_param_type = "PasswordOptions | undefined")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let options: engine::PasswordOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    let generated = engine::generate_with_strength(&options, &mut SystemRandom::new()).map_err(crate::js_error)?;
    Ok(to_js(&generated)?)
}

/// The spec's defaults for the page's settings, written once (in [`engine::PasswordOptions::default`]).
#[wasm_bindgen(js_name = passwordDefaults, unchecked_return_type = "Required<PasswordOptions>")]
pub fn password_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::PasswordOptions::default())
}

/// The length slider's range (4–128).
#[wasm_bindgen(js_name = passwordLengthLimits, unchecked_return_type = "{ min: number; max: number }")]
pub fn password_length_limits() -> Result<JsValue, JsError> {
    to_js(&crate::js::Limits::of(&(engine::MIN_LENGTH..=engine::MAX_LENGTH)))
}

/// `passwordStrength(password)` → `{ score, level }`: the spec's 0–5 score of any password and its word.
#[wasm_bindgen(js_name = passwordStrength, unchecked_return_type = "Strength")]
pub fn password_strength(password: &str) -> Result<JsValue, JsError> {
    to_js(&engine::strength(password))
}
