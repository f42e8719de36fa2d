//! The `sql` bundle: the SQL Formatter (penknife_core::sql). Throws the engine's refusal (`js_error`): what is left
//! open or closed twice, with its line and column.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::sql as engine;
use wasm_bindgen::prelude::*;

/// `sql` laid out by `options` (`{ dialect, keywordCase, indent }`, each optional).
#[wasm_bindgen(js_name = formatSql)]
pub fn format_sql(
    sql: &str,
    #[wasm_bindgen(unchecked_param_type = "SqlOptions")] options: JsValue,
) -> Result<String, JsValue> {
    engine::format_sql(sql, &from_js(options)?).map_err(js_error)
}

/// The page's settings before the visitor changes them, written once (in [`engine::SqlOptions::default`]).
#[wasm_bindgen(js_name = sqlDefaults, unchecked_return_type = "Required<SqlOptions>")]
pub fn sql_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::SqlOptions::default())
}
