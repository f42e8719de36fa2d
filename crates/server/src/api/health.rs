//! `GET /api/health`: tells scripts and tests that the server is up, and which version it runs.
//! `GET /api/health/ready`: tells a load balancer whether to send it requests: its database answers and has this
//! server's schema (503 with the reason when not).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;

use crate::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route("/health", get(health)).route("/health/ready", get(ready))
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify))]
pub(crate) struct Health {
    status: &'static str,
    version: &'static str,
}

async fn health() -> Json<Health> {
    Json(Health { status: "ok", version: env!("CARGO_PKG_VERSION") })
}

async fn ready(State(state): State<AppState>) -> Response {
    match state.database.ready().await {
        Ok(()) => Json(Health { status: "ready", version: env!("CARGO_PKG_VERSION") }).into_response(),
        Err(reason) => {
            tracing::warn!(%reason, "not ready");
            let body = serde_json::json!({ "status": "unavailable", "reason": reason });
            (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response()
        }
    }
}
