//! `GET /api/me/settings` and `PUT /api/me/settings`: the spec's App settings object, stored as sent (the web
//! app validates what it reads back; the server only holds it), the last write winning.

use axum::Json;
use axum::extract::State;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::{MeError, MeResult};
use super::request::{LimitedBody, Me, MeJson};
use crate::AppState;
use crate::time::{now_ms, rfc3339};

/// The settings object as sent.
#[derive(Debug, Deserialize)]
#[serde(transparent)]
pub struct SettingsBody(Value);

impl LimitedBody for SettingsBody {
    const MAX_BYTES: usize = 16 * 1024;
    const TOO_LARGE: &'static str = "Settings are limited to 16 KB.";
}

/// The saved settings and when they were saved; both `null` until the first save.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct SavedSettings {
    /// The App settings object as the web app sent it (it checks what it reads back).
    #[cfg_attr(test, tsify(type = "unknown"))]
    settings: Option<Value>,
    updated_at: Option<String>,
}

/// The TypeScript declarations of the settings answer (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] = &[<SavedSettings as tsify::Tsify>::DECL];

pub async fn get(State(state): State<AppState>, Me(user_id): Me) -> MeResult<Json<SavedSettings>> {
    let saved = match state.me.settings(&user_id).await? {
        Some((json, updated_at)) => SavedSettings {
            settings: Some(serde_json::from_str(&json).map_err(|error| MeError::internal(&error))?),
            updated_at: Some(rfc3339(updated_at)),
        },
        None => SavedSettings { settings: None, updated_at: None },
    };
    Ok(Json(saved))
}

pub async fn put(
    State(state): State<AppState>,
    Me(user_id): Me,
    MeJson(SettingsBody(settings)): MeJson<SettingsBody>,
) -> MeResult<Json<SavedSettings>> {
    if !settings.is_object() {
        return Err(MeError::invalid("Settings must be a JSON object."));
    }
    let now = now_ms();
    state.me.save_settings(&user_id, &settings.to_string(), now).await?;
    Ok(Json(SavedSettings { settings: Some(settings), updated_at: Some(rfc3339(now)) }))
}
