//! `GET /auth/v1/settings` (which sign-in methods are on) and `GET /auth/v1/health`.

use axum::Json;
use axum::extract::State;
use serde_json::{Map, Value, json};

use crate::AppState;

pub async fn settings(State(state): State<AppState>) -> Json<Value> {
    let auth = &state.auth;
    let mut external = Map::new();
    external.insert("email".into(), json!(true));
    external.insert("phone".into(), json!(false));
    for name in auth.config.providers.names() {
        external.insert(name.to_owned(), json!(true));
    }
    Json(json!({
        "external": external,
        "disable_signup": false,
        "mailer_autoconfirm": auth.config.autoconfirm,
        "phone_autoconfirm": false,
        "sms_provider": "",
        "saml_enabled": false,
        "anonymous_users": false,
    }))
}

pub async fn health() -> Json<Value> {
    Json(json!({
        "version": env!("CARGO_PKG_VERSION"),
        "name": "GoTrue",
        "description": "Penknife's accounts API, compatible with Supabase Auth (GoTrue)",
    }))
}
