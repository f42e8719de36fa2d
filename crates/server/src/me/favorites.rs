//! `GET /api/me/favorites`, `POST /api/me/favorites` (a merge) and `DELETE /api/me/favorites/{tool}`: the
//! user's favorite tools by slug, each with when it was first added.

use std::collections::HashSet;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use serde::{Deserialize, Serialize};

use super::error::{MeError, MeResult};
use super::fields::{TIME_EXAMPLE, bad_tool_message, echo, is_tool_slug, parse_time};
use super::request::{LimitedBody, Me, MeJson};
use super::store::{FavoriteRow, FavoritesMerge};
use crate::AppState;
use crate::time::{now_ms, rfc3339};

/// The most favorites one user keeps.
pub const MAX_FAVORITES: usize = 200;
const TOO_MANY: &str = "You can keep at most 200 favorite tools.";

#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct FavoritesBody {
    favorites: Vec<FavoriteIn>,
}

#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
struct FavoriteIn {
    tool: String,
    /// When the browser added it; now if absent.
    #[serde(default)]
    #[cfg_attr(test, tsify(optional))]
    added_at: Option<String>,
}

impl LimitedBody for FavoritesBody {
    // 200 favorites take about 20 KB.
    const MAX_BYTES: usize = 64 * 1024;
    const TOO_LARGE: &'static str = "Favorites are limited to 64 KB per request.";
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct Favorites {
    favorites: Vec<Favorite>,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
struct Favorite {
    tool: String,
    added_at: String,
}

/// The TypeScript declarations of the favorites bodies (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] = &[
    <FavoritesBody as tsify::Tsify>::DECL,
    <FavoriteIn as tsify::Tsify>::DECL,
    <Favorites as tsify::Tsify>::DECL,
    <Favorite as tsify::Tsify>::DECL,
];

impl From<Vec<FavoriteRow>> for Favorites {
    fn from(rows: Vec<FavoriteRow>) -> Self {
        let favorites = rows.into_iter().map(|row| Favorite { tool: row.tool, added_at: rfc3339(row.added_at) });
        Self { favorites: favorites.collect() }
    }
}

/// The favorites to merge: each checked, the first of a tool sent twice kept.
fn checked(favorites: Vec<FavoriteIn>, now: i64) -> MeResult<Vec<FavoriteRow>> {
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for favorite in favorites {
        if !is_tool_slug(&favorite.tool) {
            return Err(MeError::invalid(bad_tool_message(&favorite.tool)));
        }
        let added_at = match favorite.added_at.as_deref() {
            None => now,
            Some(text) => parse_time(text).ok_or_else(|| {
                MeError::invalid(format!(
                    "The addedAt of {} must be a date and time like {TIME_EXAMPLE}, not {}.",
                    echo(&favorite.tool),
                    echo(text)
                ))
            })?,
        };
        if seen.insert(favorite.tool.clone()) {
            rows.push(FavoriteRow { tool: favorite.tool, added_at });
        }
    }
    if rows.len() > MAX_FAVORITES {
        return Err(MeError::invalid(TOO_MANY));
    }
    Ok(rows)
}

pub async fn list(State(state): State<AppState>, Me(user_id): Me) -> MeResult<Json<Favorites>> {
    Ok(Json(state.me.favorites(&user_id).await?.into()))
}

pub async fn merge(
    State(state): State<AppState>,
    Me(user_id): Me,
    MeJson(body): MeJson<FavoritesBody>,
) -> MeResult<Json<Favorites>> {
    let favorites = checked(body.favorites, now_ms())?;
    if state.me.merge_favorites(&user_id, &favorites, MAX_FAVORITES).await? == FavoritesMerge::OverCap {
        return Err(MeError::invalid(TOO_MANY));
    }
    list(State(state), Me(user_id)).await
}

pub async fn remove(
    State(state): State<AppState>,
    Me(user_id): Me,
    tool: Result<Path<String>, PathRejection>,
) -> MeResult<Json<Favorites>> {
    let Ok(Path(tool)) = tool else {
        return Err(MeError::invalid("The tool name in the path could not be read."));
    };
    if !is_tool_slug(&tool) {
        return Err(MeError::invalid(bad_tool_message(&tool)));
    }
    state.me.remove_favorite(&user_id, &tool).await?;
    list(State(state), Me(user_id)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(tool: &str, added_at: Option<&str>) -> FavoriteIn {
        FavoriteIn { tool: tool.to_owned(), added_at: added_at.map(str::to_owned) }
    }

    #[test]
    fn a_tool_sent_twice_keeps_its_first_time_and_a_missing_time_is_now() {
        let rows = checked(
            vec![
                sent("json-formatter", Some("2026-01-01T00:00:00Z")),
                sent("word-counter", None),
                sent("json-formatter", Some("2025-01-01T00:00:00Z")),
            ],
            42,
        )
        .expect("valid");
        assert_eq!(
            rows,
            [
                FavoriteRow { tool: "json-formatter".to_owned(), added_at: 1_767_225_600_000 },
                FavoriteRow { tool: "word-counter".to_owned(), added_at: 42 },
            ]
        );
    }

    #[test]
    fn bad_names_times_and_counts_are_refused_with_their_message() {
        let message = |favorites| checked(favorites, 0).expect_err("refused").to_string();
        assert!(message(vec![sent("Word Counter", None)]).starts_with("\"Word Counter\" is not a tool name"));
        assert_eq!(
            message(vec![sent("word-counter", Some("yesterday"))]),
            "The addedAt of \"word-counter\" must be a date and time like 2026-11-25T02:00:00Z, not \"yesterday\"."
        );
        let many = (0..=MAX_FAVORITES).map(|n| sent(&format!("tool-{n}"), None)).collect();
        assert_eq!(message(many), TOO_MANY);
        let repeated = (0..=MAX_FAVORITES).map(|_| sent("word-counter", None)).collect();
        assert_eq!(checked(repeated, 0).expect("one favorite").len(), 1);
    }
}
