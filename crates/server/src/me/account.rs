//! `DELETE /api/me`: the account and everything it owns.

use axum::extract::State;
use axum::http::StatusCode;

use super::error::{MeError, MeResult};
use super::request::Me;
use crate::AppState;

/// Deletes the user, their identities, sessions and refresh tokens (so the token of this request is refused from
/// now on), settings, favorites, history and pastes, in one transaction.
pub async fn delete(State(state): State<AppState>, Me(user_id): Me) -> MeResult<StatusCode> {
    if !state.me.delete_account(&user_id).await? {
        // Deleted by another request meanwhile: the session this token stood for has ended.
        return Err(MeError::InvalidToken);
    }
    tracing::info!(user_id, "account deleted");
    Ok(StatusCode::NO_CONTENT)
}
