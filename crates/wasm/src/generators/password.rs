//! The Password Generator in the browser: drawn from Web Crypto through `SystemRandom`.

use penknife_core::password as engine;
use penknife_core::random::SystemRandom;
use wasm_bindgen::prelude::*;

use super::{from_js, to_js};

/// `generatePassword({ length, uppercase, lowercase, numbers, symbols, excludeSimilar })`
/// → `{ password, strength: { score, label }, entropyBits }`. Absent options take the spec's defaults;
/// throws 'Please select at least one character type' when every set is off.
#[wasm_bindgen(js_name = generatePassword)]
pub fn generate_password(options: JsValue) -> Result<JsValue, JsError> {
    let options: engine::PasswordOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    let generated = engine::generate_with_strength(&options, &mut SystemRandom::new()).map_err(crate::js_error)?;
    to_js(&generated)
}

/// `passwordStrength(password)` → `{ score, label }`: the spec's 0–5 score of any password.
#[wasm_bindgen(js_name = passwordStrength)]
pub fn password_strength(password: &str) -> Result<JsValue, JsError> {
    to_js(&engine::strength(password))
}
