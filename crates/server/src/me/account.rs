//! `DELETE /api/me`: the account and everything it owns.

use axum::extract::State;
use axum::http::StatusCode;

use super::error::{MeError, MeResult};
use super::request::Me;
use crate::AppState;

/// Deletes the user, their identities, sessions and refresh tokens (so the token of this request is refused from
/// now on), settings, favorites, history and pastes, in one transaction; then their traces: mail to them still in
/// the outbox, and the old copies of their rows in the database's files.
pub async fn delete(State(state): State<AppState>, Me(user_id): Me) -> MeResult<StatusCode> {
    let Some(addresses) = state.me.delete_account(&user_id).await? else {
        // Deleted by another request meanwhile: the session this token stood for has ended.
        return Err(MeError::InvalidToken);
    };
    // The account is gone either way; what follows is logged when it fails and caught up on later where it can.
    if let Err(error) = state.auth.mailer.forget(&addresses).await {
        tracing::warn!(%error, "could not remove a deleted account's mail from the outbox");
    }
    match state.database.erase_freed().await {
        Ok(true) => {}
        Ok(false) => {
            tracing::info!("a reader delayed erasing the deleted account from the files; done within a minute")
        }
        Err(error) => tracing::warn!(%error, "could not erase the deleted account from the database files"),
    }
    tracing::info!(user_id, "account deleted");
    Ok(StatusCode::NO_CONTENT)
}
