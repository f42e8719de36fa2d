//! Wheel spinner: the option-list rules, the spin plan and the geometry of `penknife_core::wheel`.
//!
//! Option-list checks return `{ value, problem }` instead of throwing: the refusal is an everyday answer, which
//! the page words (a toast's title and description) from its kind.

use penknife_core::random::SystemRandom;
use penknife_core::wheel as engine;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::to_js;
use crate::js_error;

/// `value` on success, `problem` on refusal (the other one is null).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Checked<T> {
    value: Option<T>,
    problem: Option<engine::WheelError>,
}

// Exactly one of the two is set (see `From` below), which TypeScript can say and a derived type cannot.
#[wasm_bindgen(typescript_custom_section)]
const CHECKED: &str = r#"
/** `value` on success, `problem` on refusal (the other one is null). */
export type Checked<T> = { value: T; problem: null } | { value: null; problem: WheelError };
"#;

impl<T> From<Result<T, engine::WheelError>> for Checked<T> {
    fn from(result: Result<T, engine::WheelError>) -> Self {
        match result {
            Ok(value) => Self { value: Some(value), problem: None },
            Err(error) => Self { value: None, problem: Some(error) },
        }
    }
}

#[derive(Serialize, tsify::Tsify)]
#[serde(rename_all = "camelCase")]
struct WheelConfig {
    palette: &'static [engine::PaletteColor],
    default_options: Vec<engine::ProposedOption>,
    presets: Vec<engine::Preset>,
    min_options: usize,
    max_options: usize,
    history_limit: usize,
    min_spin_seconds: u32,
    max_spin_seconds: u32,
    default_spin_seconds: u32,
    canvas_size_px: u32,
    click_frequency_hz: f64,
    click_seconds: f64,
}

/// The wheel's fixed data: palette, default options, presets and limits.
#[wasm_bindgen(js_name = wheelConfig, unchecked_return_type = "WheelConfig")]
pub fn wheel_config() -> Result<JsValue, JsError> {
    to_js(&WheelConfig {
        palette: &engine::PALETTE,
        default_options: engine::default_options(),
        presets: engine::presets(),
        min_options: engine::MIN_OPTIONS,
        max_options: engine::MAX_OPTIONS,
        history_limit: engine::HISTORY_LIMIT,
        min_spin_seconds: engine::MIN_SPIN_SECONDS,
        max_spin_seconds: engine::MAX_SPIN_SECONDS,
        default_spin_seconds: engine::DEFAULT_SPIN_SECONDS,
        canvas_size_px: engine::CANVAS_SIZE_PX,
        click_frequency_hz: engine::CLICK_FREQUENCY_HZ,
        click_seconds: engine::CLICK_SECONDS,
    })
}

/// The option that adding `text` to a wheel of `count` creates → `{ value: {text, color} | null, problem }`.
#[wasm_bindgen(js_name = newWheelOption, unchecked_return_type = "Checked<OptionSpec>")]
pub fn new_wheel_option(count: u32, text: &str) -> Result<JsValue, JsError> {
    to_js(&Checked::from(engine::new_option(count as usize, text)))
}

/// Whether an option may be removed from a wheel of `count` → `{ value: null, problem }` when not.
#[wasm_bindgen(js_name = checkWheelOptionRemoval, unchecked_return_type = "Checked<null>")]
pub fn check_wheel_option_removal(count: u32) -> Result<JsValue, JsError> {
    to_js(&Checked::from(engine::check_removal(count as usize)))
}

/// Bulk import, one option per line → `{ value: {text, color}[] | null, problem }`.
#[wasm_bindgen(js_name = importWheelOptions, unchecked_return_type = "Checked<OptionSpec[]>")]
pub fn import_wheel_options(text: &str) -> Result<JsValue, JsError> {
    to_js(&Checked::from(engine::import_options(text)))
}

/// A spin from `currentRotation` (degrees) → `{ winnerIndex, startRotation, finalRotation, turns }`, drawn
/// with the system CSPRNG. Throws when there are no options.
#[wasm_bindgen(js_name = planWheelSpin, unchecked_return_type = "SpinPlan")]
pub fn plan_wheel_spin(current_rotation: f64, option_count: u32) -> Result<JsValue, JsValue> {
    let plan =
        engine::plan_spin(&mut SystemRandom::new(), current_rotation, option_count as usize).map_err(js_error)?;
    Ok(to_js(&plan)?)
}

/// The segment under the top pointer at `rotation` degrees. Throws when there are no options.
#[wasm_bindgen(js_name = wheelWinnerIndex)]
pub fn wheel_winner_index(rotation: f64, option_count: u32) -> Result<u32, JsValue> {
    engine::winner_index(rotation, option_count as usize).map(|index| index as u32).map_err(js_error)
}

/// What each segment shows → `{ style: { mode, fontPx, maxChars, showHint }, labels: (string | null)[] }`.
#[wasm_bindgen(js_name = wheelLabels, unchecked_return_type = "WheelLabels")]
pub fn wheel_labels(texts: Vec<String>) -> Result<JsValue, JsError> {
    to_js(&engine::wheel_labels(&texts))
}

/// The history after a spin: the winner first, at most ten entries.
#[wasm_bindgen(js_name = recordWheelWinner)]
pub fn record_wheel_winner(history: Vec<String>, winner: &str) -> Vec<String> {
    engine::record_winner(&history, winner)
}

/// A spin-duration setting brought into 1–10 whole seconds.
#[wasm_bindgen(js_name = clampWheelSpinSeconds)]
pub fn clamp_wheel_spin_seconds(seconds: f64) -> u32 {
    engine::clamp_spin_seconds(seconds)
}
