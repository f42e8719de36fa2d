//! `POST /auth/v1/logout?scope=global|local|others`: ends sessions server-side, so their refresh tokens stop
//! working at once (access tokens of an ended session are refused by `/user` too).

use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::Deserialize;

use crate::AppState;
use crate::auth::error::{AuthError, AuthResult};
use crate::auth::request::Authenticated;

#[derive(Debug, Deserialize)]
pub struct ScopeQuery {
    scope: Option<String>,
}

pub async fn logout(
    State(state): State<AppState>,
    Query(query): Query<ScopeQuery>,
    caller: Authenticated,
) -> AuthResult<StatusCode> {
    let store = &state.auth.store;
    let (user_id, session_id) = (&caller.user.id, &caller.session.id);
    match query.scope.as_deref().unwrap_or("global") {
        "global" => store.delete_user_sessions(user_id, None).await?,
        "local" => store.delete_session(session_id).await?,
        "others" => store.delete_user_sessions(user_id, Some(session_id)).await?,
        _ => return Err(AuthError::validation("Unsupported logout scope")),
    }
    Ok(StatusCode::NO_CONTENT)
}
