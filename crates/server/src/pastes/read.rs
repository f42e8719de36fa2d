//! Reading and deleting pastes: `GET /api/pastes/{id}`, `POST /api/pastes/{id}/open`,
//! `DELETE /api/pastes/{id}`, `GET /api/me/pastes` and the raw text at `GET /paste/{id}/raw`.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use penknife_core::paste::{Language, Sealed};
use serde::Serialize;

use super::error::{NOT_FOUND_MESSAGE, PasteError, PasteResult};
use super::store::{DeleteRights, Deleted, PasteRow, PasteSummary};
use super::{DELETE_TOKEN_HEADER, caller_id, is_paste_id};
use crate::AppState;
use crate::security_headers::SandboxedText;

const RAW_PRIVATE: &str = "This paste is end-to-end encrypted: open its link in a browser to read it.";
const RAW_BURN: &str = "This paste is deleted once read: open its link in a browser to read it.";

/// `GET /api/pastes/{id}`: a public paste's text, a private one's ciphertext; a burn-after-reading paste's
/// metadata only, until it is opened.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct PasteView {
    id: String,
    title: Option<String>,
    content: Option<String>,
    language: Option<Language>,
    private: bool,
    /// A private paste that needs a password as well as the link's key: known before a burn-after-reading
    /// paste is opened, so a reader without the password does not burn it for nothing.
    password_protected: bool,
    encrypted: Option<Sealed>,
    burn_after_reading: bool,
    created_at: String,
    expires_at: Option<String>,
    views: i64,
}

impl PasteView {
    fn full(row: PasteRow) -> Self {
        // The stored sealed JSON (checked when it was created) is parsed once: a `kdf` means a password.
        let encrypted: Option<Sealed> = row.encrypted.as_deref().and_then(|json| serde_json::from_str(json).ok());
        Self {
            language: row.language.as_deref().and_then(|name| name.parse().ok()),
            private: row.encrypted.is_some(),
            password_protected: encrypted.as_ref().is_some_and(|sealed| sealed.kdf.is_some()),
            encrypted,
            burn_after_reading: row.burn_after_reading != 0,
            created_at: rfc3339(row.created_at),
            expires_at: row.expires_at.map(rfc3339),
            id: row.id,
            title: row.title,
            content: row.content,
            views: row.views,
        }
    }

    /// What a burn-after-reading paste shows before the reader confirms: everything but what it says.
    fn metadata(row: PasteRow) -> Self {
        Self { title: None, content: None, encrypted: None, ..Self::full(row) }
    }
}

/// One row of `GET /api/me/pastes` (a private paste's title is not known to the server).
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct ListedPaste {
    id: String,
    title: Option<String>,
    language: Option<Language>,
    private: bool,
    burn_after_reading: bool,
    created_at: String,
    expires_at: Option<String>,
    views: i64,
}

impl From<PasteSummary> for ListedPaste {
    fn from(row: PasteSummary) -> Self {
        Self {
            language: row.language.as_deref().and_then(|name| name.parse().ok()),
            private: row.private != 0,
            burn_after_reading: row.burn_after_reading != 0,
            created_at: rfc3339(row.created_at),
            expires_at: row.expires_at.map(rfc3339),
            id: row.id,
            title: row.title,
            views: row.views,
        }
    }
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct MyPastes {
    pastes: Vec<ListedPaste>,
}

/// The TypeScript declarations of what reading answers (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] =
    &[<PasteView as tsify::Tsify>::DECL, <ListedPaste as tsify::Tsify>::DECL, <MyPastes as tsify::Tsify>::DECL];

fn rfc3339(ms: i64) -> String {
    crate::time::rfc3339(ms)
}

/// The id from the path, if it has the shape of one; anything else is the same 404 as an unknown id.
fn checked_id(id: &str) -> PasteResult<&str> {
    if is_paste_id(id) { Ok(id) } else { Err(PasteError::NotFound) }
}

pub async fn get_paste(State(state): State<AppState>, Path(id): Path<String>) -> PasteResult<Json<PasteView>> {
    let pastes = &state.pastes;
    let row = pastes.store.get(checked_id(&id)?, pastes.now_ms()).await?.ok_or(PasteError::NotFound)?;
    Ok(Json(if row.burn_after_reading != 0 { PasteView::metadata(row) } else { PasteView::full(row) }))
}

pub async fn open_paste(State(state): State<AppState>, Path(id): Path<String>) -> PasteResult<Json<PasteView>> {
    let pastes = &state.pastes;
    let row = pastes.store.open(checked_id(&id)?, pastes.now_ms()).await?.ok_or(PasteError::NotFound)?;
    Ok(Json(PasteView::full(row)))
}

pub async fn delete_paste(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> PasteResult<StatusCode> {
    let id = checked_id(&id)?;
    let user_id = caller_id(&state, &headers).await?;
    let token = headers.get(DELETE_TOKEN_HEADER).and_then(|value| value.to_str().ok()).map(str::trim);
    let rights = DeleteRights { token, user_id: user_id.as_deref() };
    let pastes = &state.pastes;
    match pastes.store.delete(id, rights, pastes.now_ms()).await? {
        Deleted::Yes => Ok(StatusCode::NO_CONTENT),
        Deleted::Forbidden => Err(PasteError::DeleteForbidden),
        Deleted::NotFound => Err(PasteError::NotFound),
    }
}

pub async fn my_pastes(State(state): State<AppState>, headers: HeaderMap) -> PasteResult<Json<MyPastes>> {
    let user_id = caller_id(&state, &headers).await?.ok_or(PasteError::SignInRequired)?;
    let pastes = &state.pastes;
    let rows = pastes.store.list_for_owner(&user_id, pastes.now_ms()).await?;
    Ok(Json(MyPastes { pastes: rows.into_iter().map(ListedPaste::from).collect() }))
}

/// The content as text, never as markup: `text/plain`, `nosniff` (from the security headers) and a sandboxing
/// policy. Private and burn-after-reading pastes are not served here (the first cannot be read by the server,
/// the second would burn without the confirmation page), and neither is counted as viewed.
pub async fn raw(State(state): State<AppState>, Path(id): Path<String>) -> Response {
    let text = |status: StatusCode, body: String| {
        let mut response = (status, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response();
        response.extensions_mut().insert(SandboxedText);
        response
    };
    let pastes = &state.pastes;
    let now = pastes.now_ms();
    let found = match checked_id(&id) {
        Ok(id) => pastes.store.peek(id, now).await,
        Err(_) => Ok(None),
    };
    let row = match found {
        Ok(Some(row)) => row,
        Ok(None) => return text(StatusCode::NOT_FOUND, NOT_FOUND_MESSAGE.to_owned()),
        Err(error) => return PasteError::from(error).into_response(),
    };
    if row.encrypted.is_some() {
        return text(StatusCode::FORBIDDEN, RAW_PRIVATE.to_owned());
    }
    if row.burn_after_reading != 0 {
        return text(StatusCode::FORBIDDEN, RAW_BURN.to_owned());
    }
    match pastes.store.count_view(&row.id, now).await {
        Ok(Some(row)) => text(StatusCode::OK, row.content.unwrap_or_default()),
        Ok(None) => text(StatusCode::NOT_FOUND, NOT_FOUND_MESSAGE.to_owned()),
        Err(error) => PasteError::from(error).into_response(),
    }
}
