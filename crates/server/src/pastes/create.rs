//! `POST /api/pastes`: a JSON body from the page and the CLI, or any other body taken as the content itself
//! (`curl --data-binary @file`), with its options in the query string.

use axum::Json;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use penknife_core::paste::{Expiry, Language, Sealed, checked_title};
use serde::{Deserialize, Serialize};

use super::encrypted;
use super::error::{PasteError, PasteResult};
use super::store::{NewPaste, PasteRow};
use super::{DELETE_TOKEN_HEADER, Pastes, caller_id, new_id};
use crate::AppState;
use crate::client::ClientKey;
use crate::http::{self, body, body::BodyError};
use crate::rate_limit::Bucket;
use crate::secrets::{random_token, token_hash};
use crate::time::rfc3339;

/// The rate-limit counter of paste creation, per client address.
const CREATE_BUCKET: Bucket = Bucket::Ip("paste_create");

/// A new paste: `content` (public, with its title and language) or `encrypted` (private, which carries them).
#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct NewPasteBody {
    #[cfg_attr(test, tsify(optional))]
    title: Option<String>,
    #[cfg_attr(test, tsify(optional))]
    content: Option<String>,
    #[cfg_attr(test, tsify(optional))]
    language: Option<Language>,
    #[serde(default)]
    expires_in: Expiry,
    #[serde(default)]
    burn_after_reading: bool,
    #[cfg_attr(test, tsify(optional))]
    encrypted: Option<Sealed>,
}

/// The options of a raw upload: `?title=&language=&expires=1d&burn=1`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawQuery {
    title: Option<String>,
    language: Option<String>,
    expires: Option<String>,
    burn: Option<String>,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
struct CreatedPaste {
    id: String,
    url: String,
    delete_token: String,
    expires_at: Option<String>,
}

pub async fn create(State(state): State<AppState>, ClientKey(client): ClientKey, request: Request) -> Response {
    match create_paste(&state, &client, request).await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

async fn create_paste(state: &AppState, client: &str, request: Request) -> PasteResult<Response> {
    let pastes = &state.pastes;
    let config = &pastes.config;
    state
        .limits
        .hit(CREATE_BUCKET, client, config.creates_per_window, config.window)
        .await
        .map_err(|retry_after_secs| PasteError::RateLimited { retry_after_secs })?;
    let (parts, body) = request.into_parts();
    let owner_id = caller_id(state, &parts.headers).await?;
    let json = http::is_json(&parts.headers);
    // A raw body is the content itself, so it is held to the size limit exactly; JSON gets room for escapes.
    let as_u64 = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    let (limit, too_large): (usize, fn(u64, u64) -> PasteError) = if json {
        (config.request_body_limit(), |bytes, limit| PasteError::RequestTooLarge { bytes, limit })
    } else {
        (config.max_bytes, |bytes, limit| PasteError::TooLarge { bytes, limit })
    };
    let body = body::read(&parts.headers, body, limit).await.map_err(|error| match error {
        BodyError::TooLarge { bytes } => too_large(bytes, as_u64(limit)),
        _ => PasteError::invalid("The request body could not be read."),
    })?;
    let paste = if json {
        serde_json::from_slice(&body)
            .map_err(|error| PasteError::invalid(format!("The request is not a valid paste: {error}")))?
    } else {
        raw_paste(parts.uri.query().unwrap_or_default(), body)?
    };
    let (row, delete_token) = checked_row(pastes, paste, owner_id)?;
    pastes.store.create(&NewPaste { delete_token_hash: token_hash(&delete_token), row: row.clone() }).await?;

    let url = format!("{}/paste/{}", state.auth.site(), row.id);
    if json {
        let created = CreatedPaste { id: row.id, url, delete_token, expires_at: row.expires_at.map(rfc3339) };
        return Ok((StatusCode::CREATED, Json(created)).into_response());
    }
    let mut response = (StatusCode::CREATED, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], format!("{url}\n"))
        .into_response();
    let token = HeaderValue::from_str(&delete_token).map_err(|error| PasteError::internal(&error))?;
    response.headers_mut().insert(DELETE_TOKEN_HEADER, token);
    Ok(response)
}

/// The TypeScript declarations of a new paste and its answer (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] = &[<NewPasteBody as tsify::Tsify>::DECL, <CreatedPaste as tsify::Tsify>::DECL];

/// A raw upload as the JSON body it stands for.
fn raw_paste(query: &str, body: Vec<u8>) -> PasteResult<NewPasteBody> {
    let query: RawQuery = raw_query(query)?;
    let content = String::from_utf8(body).map_err(|_| PasteError::invalid("The paste must be UTF-8 text."))?;
    let language = query.language.as_deref().map(str::parse::<Language>).transpose().map_err(PasteError::invalid)?;
    let expires_in = query
        .expires
        .as_deref()
        .map(str::parse::<Expiry>)
        .transpose()
        .map_err(PasteError::invalid)?
        .unwrap_or_default();
    let burn_after_reading = match query.burn.as_deref() {
        None | Some("" | "0" | "false") => false,
        Some("1" | "true") => true,
        Some(_) => return Err(PasteError::invalid("burn must be 1 or 0.")),
    };
    Ok(NewPasteBody {
        title: query.title,
        content: Some(content),
        language,
        expires_in,
        burn_after_reading,
        encrypted: None,
    })
}

fn raw_query(query: &str) -> PasteResult<RawQuery> {
    axum::extract::Query::<RawQuery>::try_from_uri(
        &format!("/?{query}").parse().map_err(|_| PasteError::invalid("The query string is not valid."))?,
    )
    .map(|axum::extract::Query(query)| query)
    .map_err(|error| PasteError::invalid(format!("The query string is not valid: {}", error.body_text())))
}

/// The row to store and its delete token, once the paste has passed every rule: exactly one of content or
/// encrypted, content not blank, title not too long, size within the limit.
fn checked_row(pastes: &Pastes, paste: NewPasteBody, owner_id: Option<String>) -> PasteResult<(PasteRow, String)> {
    let max_bytes = pastes.config.max_bytes;
    let (title, content, language, encrypted, bytes) = match (paste.content, paste.encrypted) {
        (Some(_), Some(_)) => {
            return Err(PasteError::invalid(
                "Send either content (a public paste) or encrypted (a private one), not both.",
            ));
        }
        (None, None) => return Err(PasteError::ContentRequired),
        (Some(content), None) => {
            if content.trim().is_empty() {
                return Err(PasteError::ContentRequired);
            }
            let title = checked_title(paste.title.as_deref().unwrap_or_default()).map_err(PasteError::invalid)?;
            // PostgreSQL's text cannot hold NUL; refused on both backends so they accept the same pastes.
            if content.contains('\0') || title.contains('\0') {
                return Err(PasteError::invalid("A paste is text: it cannot contain NUL characters."));
            }
            let language = paste.language.unwrap_or_default();
            let bytes = content.len();
            (Some(title.to_owned()), Some(content), Some(language.as_str().to_owned()), None, bytes)
        }
        (None, Some(encrypted)) => {
            if paste.title.is_some() || paste.language.is_some() {
                return Err(PasteError::invalid(
                    "A private paste carries its title and language inside encrypted, never beside it.",
                ));
            }
            let bytes = encrypted::check(&encrypted)?;
            let json = serde_json::to_string(&encrypted).map_err(|error| PasteError::internal(&error))?;
            (None, None, None, Some(json), bytes)
        }
    };
    if bytes > max_bytes {
        let as_u64 = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
        return Err(PasteError::TooLarge { bytes: as_u64(bytes), limit: as_u64(max_bytes) });
    }
    let now = pastes.now_ms();
    let row = PasteRow {
        id: new_id(),
        owner_id,
        title,
        content,
        language,
        encrypted,
        burn_after_reading: i64::from(paste.burn_after_reading),
        views: 0,
        created_at: now,
        expires_at: paste.expires_in.duration_ms().map(|ms| now.saturating_add(ms)),
    };
    Ok((row, random_token(32)))
}
