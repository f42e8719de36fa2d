//! `GET /api/me/history`, `POST /api/me/history` (a merge by entry id) and `DELETE /api/me/history[?before=]`:
//! the user's tool-use entries (the spec's History entry without `isFavorite`, which the browser derives).

use std::collections::HashSet;

use axum::Json;
use axum::extract::{RawQuery, State};
use serde::{Deserialize, Serialize};

use super::error::{MeError, MeResult};
use super::fields::{TIME_EXAMPLE, bad_tool_message, echo, is_tool_slug, parse_time};
use super::request::{LimitedBody, Me, MeJson};
use super::store::HistoryRow;
use crate::AppState;
use crate::time::rfc3339;

/// The newest entries kept per user; older ones are pruned when entries are added.
pub const KEPT_ENTRIES: i64 = 5000;
/// Entries one request may add.
pub const MAX_ENTRIES_PER_REQUEST: usize = 500;
const MAX_ID_CHARS: usize = 64;
const MAX_DURATION_SECONDS: f64 = 86_400.0;
const MAX_DESCRIPTION_CHARS: usize = 500;
const MAX_URL_CHARS: usize = 2048;

/// The catalogue's tool categories (the spec's list without its `all` filter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    TextWriting,
    ImageMedia,
    Developer,
    NetworkingSecurity,
    FunViral,
}

impl Category {
    pub const ALL: [Self; 5] =
        [Self::TextWriting, Self::ImageMedia, Self::Developer, Self::NetworkingSecurity, Self::FunViral];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::TextWriting => "text-writing",
            Self::ImageMedia => "image-media",
            Self::Developer => "developer",
            Self::NetworkingSecurity => "networking-security",
            Self::FunViral => "fun-viral",
        }
    }

    fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|category| category.as_str() == text)
    }
}

#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct HistoryBody {
    entries: Vec<HistoryEntryIn>,
}

impl LimitedBody for HistoryBody {
    // 500 entries of a typical 300 bytes take 150 KB; this leaves room for long descriptions and URLs.
    const MAX_BYTES: usize = 2 * 1024 * 1024;
    const TOO_LARGE: &'static str = "History uploads are limited to 2 MB: send fewer entries at a time.";
}

#[derive(Debug, Deserialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
struct HistoryEntryIn {
    id: String,
    tool: String,
    category: String,
    timestamp: String,
    /// Seconds.
    duration: f64,
    description: String,
    url: String,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct History {
    entries: Vec<HistoryEntry>,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
struct HistoryEntry {
    id: String,
    tool: String,
    category: String,
    timestamp: String,
    duration: f64,
    description: String,
    url: String,
}

impl From<HistoryRow> for HistoryEntry {
    fn from(row: HistoryRow) -> Self {
        Self {
            timestamp: rfc3339(row.occurred_at),
            // Stored in whole milliseconds.
            duration: row.duration_ms as f64 / 1000.0,
            id: row.id,
            tool: row.tool,
            category: row.category,
            description: row.description,
            url: row.url,
        }
    }
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct HistoryAdded {
    added: u64,
}

#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
pub struct HistoryDeleted {
    deleted: u64,
}

/// The TypeScript declarations of the history bodies (collected by `crate::api::typescript`).
#[cfg(test)]
pub(crate) const TYPESCRIPT: &[&str] = &[
    <HistoryBody as tsify::Tsify>::DECL,
    <HistoryEntryIn as tsify::Tsify>::DECL,
    <History as tsify::Tsify>::DECL,
    <HistoryEntry as tsify::Tsify>::DECL,
    <HistoryAdded as tsify::Tsify>::DECL,
    <HistoryDeleted as tsify::Tsify>::DECL,
];

fn is_entry_id(id: &str) -> bool {
    (1..=MAX_ID_CHARS).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A path on this site: `/…` but not `//…` or `/\…`, which browsers read as another host.
fn is_site_path(url: &str) -> bool {
    url.starts_with('/')
        && !url[1..].starts_with(['/', '\\'])
        && url.chars().count() <= MAX_URL_CHARS
        && !url.chars().any(char::is_control)
}

/// Entry `number` (from 1) checked, or a refusal naming it and the rule it breaks.
fn checked_entry(number: usize, entry: HistoryEntryIn) -> MeResult<HistoryRow> {
    let refuse = |rule: String| MeError::invalid(format!("History entry {number}: {rule}"));
    if !is_entry_id(&entry.id) {
        return Err(refuse(format!(
            "the id {} must be 1 to {MAX_ID_CHARS} letters, digits, hyphens or underscores.",
            echo(&entry.id)
        )));
    }
    if !is_tool_slug(&entry.tool) {
        return Err(refuse(bad_tool_message(&entry.tool)));
    }
    let category = Category::parse(&entry.category).ok_or_else(|| {
        let names: Vec<&str> = Category::ALL.iter().map(|category| category.as_str()).collect();
        refuse(format!("the category {} must be one of {}.", echo(&entry.category), names.join(", ")))
    })?;
    let occurred_at = parse_time(&entry.timestamp).ok_or_else(|| {
        refuse(format!("the timestamp {} must be a date and time like {TIME_EXAMPLE}.", echo(&entry.timestamp)))
    })?;
    if !(0.0..=MAX_DURATION_SECONDS).contains(&entry.duration) {
        return Err(refuse(format!(
            "the duration must be 0 to {MAX_DURATION_SECONDS} seconds, not {}.",
            entry.duration
        )));
    }
    if entry.description.chars().count() > MAX_DESCRIPTION_CHARS || entry.description.chars().any(char::is_control) {
        return Err(refuse(format!(
            "the description must be at most {MAX_DESCRIPTION_CHARS} characters, on one line."
        )));
    }
    if !is_site_path(&entry.url) {
        return Err(refuse(format!(
            "the url {} must be a path on this site, starting with one / (at most {MAX_URL_CHARS} characters).",
            echo(&entry.url)
        )));
    }
    Ok(HistoryRow {
        id: entry.id,
        tool: entry.tool,
        category: category.as_str().to_owned(),
        occurred_at,
        duration_ms: (entry.duration * 1000.0).round() as i64,
        description: entry.description,
        url: entry.url,
    })
}

/// The entries to merge: 1 to [`MAX_ENTRIES_PER_REQUEST`], each checked; the first of an id sent twice kept.
fn checked(entries: Vec<HistoryEntryIn>) -> MeResult<Vec<HistoryRow>> {
    if !(1..=MAX_ENTRIES_PER_REQUEST).contains(&entries.len()) {
        return Err(MeError::invalid(format!(
            "Send 1 to {MAX_ENTRIES_PER_REQUEST} history entries at a time, not {}.",
            entries.len()
        )));
    }
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for (index, entry) in entries.into_iter().enumerate() {
        let row = checked_entry(index + 1, entry)?;
        if seen.insert(row.id.clone()) {
            rows.push(row);
        }
    }
    Ok(rows)
}

/// The `before` of `?before=RFC3339`, if the query has one.
fn before(query: Option<&str>) -> MeResult<Option<i64>> {
    let Some(text) = url::form_urlencoded::parse(query.unwrap_or_default().as_bytes())
        .find_map(|(name, value)| (name == "before").then_some(value))
    else {
        return Ok(None);
    };
    parse_time(&text)
        .map(Some)
        .ok_or_else(|| MeError::invalid(format!("before {} must be a date and time like {TIME_EXAMPLE}.", echo(&text))))
}

pub async fn list(State(state): State<AppState>, Me(user_id): Me) -> MeResult<Json<History>> {
    let rows = state.me.history(&user_id, KEPT_ENTRIES).await?;
    Ok(Json(History { entries: rows.into_iter().map(HistoryEntry::from).collect() }))
}

pub async fn merge(
    State(state): State<AppState>,
    Me(user_id): Me,
    MeJson(body): MeJson<HistoryBody>,
) -> MeResult<Json<HistoryAdded>> {
    let entries = checked(body.entries)?;
    let added = state.me.add_history(&user_id, &entries, KEPT_ENTRIES).await?;
    Ok(Json(HistoryAdded { added }))
}

pub async fn clear(
    State(state): State<AppState>,
    Me(user_id): Me,
    RawQuery(query): RawQuery,
) -> MeResult<Json<HistoryDeleted>> {
    let before = before(query.as_deref())?;
    let deleted = state.me.clear_history(&user_id, before).await?;
    Ok(Json(HistoryDeleted { deleted }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry() -> HistoryEntryIn {
        HistoryEntryIn {
            id: "0b7f8a2e-1c2d-4e5f-8a9b-0c1d2e3f4a5b".to_owned(),
            tool: "json-formatter".to_owned(),
            category: "developer".to_owned(),
            timestamp: "2026-11-25T02:00:00.250+01:00".to_owned(),
            duration: 1.2345,
            description: "Formatted 3 KB of JSON".to_owned(),
            url: "/tools/json-formatter?indent=2".to_owned(),
        }
    }

    fn refusal(change: impl FnOnce(&mut HistoryEntryIn)) -> String {
        let mut sent = entry();
        change(&mut sent);
        checked(vec![entry(), sent]).expect_err("refused").to_string()
    }

    #[test]
    fn a_valid_entry_is_stored_in_milliseconds() {
        let rows = checked(vec![entry()]).expect("valid");
        assert_eq!(rows[0].occurred_at, 1_795_568_400_250);
        assert_eq!(rows[0].duration_ms, 1235);
        assert_eq!(rows[0].category, "developer");
        assert_eq!(HistoryEntry::from(rows[0].clone()).duration, 1.235);
    }

    #[test]
    fn each_field_is_refused_with_a_message_naming_the_entry_and_the_rule() {
        type Change = fn(&mut HistoryEntryIn);
        let cases: [(Change, &str); 12] = [
            (|e| e.id = String::new(), "History entry 2: the id \"\" must be 1 to 64"),
            (|e| e.id = "a".repeat(65), "History entry 2: the id"),
            (|e| e.id = "a b".to_owned(), "History entry 2: the id \"a b\""),
            (|e| e.tool = "JSON".to_owned(), "History entry 2: \"JSON\" is not a tool name"),
            (|e| e.category = "all".to_owned(), "History entry 2: the category \"all\" must be one of text-writing,"),
            (|e| e.timestamp = "today".to_owned(), "History entry 2: the timestamp \"today\" must be a date"),
            (|e| e.duration = -0.5, "History entry 2: the duration must be 0 to 86400 seconds, not -0.5."),
            (|e| e.duration = 86_400.5, "History entry 2: the duration"),
            (|e| e.description = "x".repeat(501), "History entry 2: the description must be at most 500"),
            (|e| e.url = "//evil.example/".to_owned(), "History entry 2: the url \"//evil.example/\" must be"),
            (|e| e.url = "/\\evil.example".to_owned(), "History entry 2: the url"),
            (|e| e.url = format!("/{}", "a".repeat(2048)), "History entry 2: the url"),
        ];
        for (change, start) in cases {
            let message = refusal(change);
            assert!(message.starts_with(start), "{message:?} does not start with {start:?}");
        }
        for url in ["https://evil.example/", "tools", "/a\nb"] {
            assert!(refusal(|e| e.url = url.to_owned()).contains("the url"), "{url}");
        }
    }

    #[test]
    fn limits_at_their_edges_are_accepted() {
        let mut sent = entry();
        sent.id = "A_z-9".repeat(12) + "abcd";
        sent.duration = 86_400.0;
        sent.description = "é".repeat(500);
        sent.url = format!("/{}", "é".repeat(2047));
        assert!(checked(vec![sent]).is_ok());
        let mut zero = entry();
        zero.duration = 0.0;
        assert!(checked(vec![zero]).is_ok());
    }

    #[test]
    fn counts_outside_one_to_five_hundred_are_refused_and_repeated_ids_kept_once() {
        assert_eq!(
            checked(Vec::new()).expect_err("empty").to_string(),
            "Send 1 to 500 history entries at a time, not 0."
        );
        let many = (0..=MAX_ENTRIES_PER_REQUEST).map(|_| entry()).collect();
        assert_eq!(checked(many).expect_err("501").to_string(), "Send 1 to 500 history entries at a time, not 501.");
        let repeated = (0..MAX_ENTRIES_PER_REQUEST).map(|_| entry()).collect();
        assert_eq!(checked(repeated).expect("500").len(), 1);
    }

    #[test]
    fn before_is_read_from_the_query() {
        assert_eq!(before(None).expect("none"), None);
        assert_eq!(before(Some("other=1")).expect("none"), None);
        assert_eq!(before(Some("before=2026-11-25T02%3A00%3A00Z")).expect("a time"), Some(1_795_572_000_000));
        let refused = before(Some("before=soon")).expect_err("refused").to_string();
        assert_eq!(refused, "before \"soon\" must be a date and time like 2026-11-25T02:00:00Z.");
    }
}
