//! Every query the paste API runs, written once for both backends (see `crate::db`).
//!
//! Each read takes `now` and ignores expired rows, so an expired paste is never served even before the sweep
//! removes it. Burning a paste is one `DELETE … RETURNING`: of two readers opening it at once, one gets it.

use sqlx::AnyPool;

use crate::db::Database;
use crate::secrets::{constant_time_eq, token_hash};

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PasteRow {
    pub id: String,
    pub owner_id: Option<String>,
    pub title: Option<String>,
    pub content: Option<String>,
    pub language: Option<String>,
    /// A private paste's sealed JSON (`ciphertext`, `iv`, `kdf`); `None` for a public one.
    pub encrypted: Option<String>,
    pub burn_after_reading: i64,
    pub views: i64,
    pub created_at: i64,
    pub expires_at: Option<i64>,
}

/// What `GET /api/me/pastes` lists: no content.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PasteSummary {
    pub id: String,
    pub title: Option<String>,
    pub language: Option<String>,
    pub private: i64,
    pub burn_after_reading: i64,
    pub views: i64,
    pub created_at: i64,
    pub expires_at: Option<i64>,
}

/// A paste to store: the row, and the hash of its delete token.
#[derive(Debug, Clone)]
pub struct NewPaste {
    pub row: PasteRow,
    pub delete_token_hash: String,
}

/// Who asks to delete a paste.
#[derive(Debug, Clone, Copy, Default)]
pub struct DeleteRights<'a> {
    /// The `Penknife-Delete-Token` header.
    pub token: Option<&'a str>,
    /// The signed-in caller's user id.
    pub user_id: Option<&'a str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deleted {
    Yes,
    /// The paste exists (and has not expired), but neither its token nor its owner asked.
    Forbidden,
    NotFound,
}

/// The most pastes `list_for_owner` answers (newest first), so one account cannot make an answer unbounded.
pub const MAX_LISTED: i64 = 1000;

const COLUMNS: &str =
    "id, owner_id, title, content, language, encrypted, burn_after_reading, views, created_at, expires_at";
const LIVE: &str = "(expires_at IS NULL OR expires_at > $2)";

type Result<T> = std::result::Result<T, sqlx::Error>;

/// The `pastes` table.
#[derive(Debug, Clone)]
pub struct PasteStore {
    pool: AnyPool,
}

impl PasteStore {
    pub fn new(database: &Database) -> Self {
        Self { pool: database.pool.clone() }
    }

    pub async fn create(&self, paste: &NewPaste) -> Result<()> {
        let row = &paste.row;
        sqlx::query(&format!(
            "INSERT INTO pastes ({COLUMNS}, delete_token_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
        ))
        .bind(&row.id)
        .bind(&row.owner_id)
        .bind(&row.title)
        .bind(&row.content)
        .bind(&row.language)
        .bind(&row.encrypted)
        .bind(row.burn_after_reading)
        .bind(row.views)
        .bind(row.created_at)
        .bind(row.expires_at)
        .bind(&paste.delete_token_hash)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The live paste without counting a view.
    pub async fn peek(&self, id: &str, now: i64) -> Result<Option<PasteRow>> {
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM pastes WHERE id = $1 AND {LIVE}"))
            .bind(id)
            .bind(now)
            .fetch_optional(&self.pool)
            .await
    }

    /// A view of the live paste: counted (the row carries the count after it) unless the paste burns after
    /// reading, which is returned as it is, for its metadata.
    pub async fn get(&self, id: &str, now: i64) -> Result<Option<PasteRow>> {
        match self.count_view(id, now).await? {
            Some(row) => Ok(Some(row)),
            None => self.peek(id, now).await,
        }
    }

    /// Counts a view of a live paste that does not burn after reading.
    pub async fn count_view(&self, id: &str, now: i64) -> Result<Option<PasteRow>> {
        sqlx::query_as(&format!(
            "UPDATE pastes SET views = views + 1 WHERE id = $1 AND {LIVE} AND burn_after_reading = 0 \
             RETURNING {COLUMNS}"
        ))
        .bind(id)
        .bind(now)
        .fetch_optional(&self.pool)
        .await
    }

    /// The full view the reader confirmed: a burn-after-reading paste is deleted by the same statement that
    /// reads it (its one view counted in the answer); any other is counted like [`Self::get`].
    pub async fn open(&self, id: &str, now: i64) -> Result<Option<PasteRow>> {
        let burnt: Option<PasteRow> = sqlx::query_as(&format!(
            "DELETE FROM pastes WHERE id = $1 AND {LIVE} AND burn_after_reading = 1 RETURNING {COLUMNS}"
        ))
        .bind(id)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        match burnt {
            Some(row) => Ok(Some(PasteRow { views: row.views + 1, ..row })),
            None => self.count_view(id, now).await,
        }
    }

    /// Deletes a live paste for the holder of its delete token or its owner (the token compared by its hash,
    /// in constant time).
    pub async fn delete(&self, id: &str, rights: DeleteRights<'_>, now: i64) -> Result<Deleted> {
        let found: Option<(String, Option<String>)> =
            sqlx::query_as(&format!("SELECT delete_token_hash, owner_id FROM pastes WHERE id = $1 AND {LIVE}"))
                .bind(id)
                .bind(now)
                .fetch_optional(&self.pool)
                .await?;
        let Some((stored_hash, owner_id)) = found else {
            return Ok(Deleted::NotFound);
        };
        let by_token =
            rights.token.is_some_and(|token| constant_time_eq(token_hash(token).as_bytes(), stored_hash.as_bytes()));
        let by_owner = rights.user_id.is_some() && rights.user_id == owner_id.as_deref();
        if !(by_token || by_owner) {
            return Ok(Deleted::Forbidden);
        }
        let result = sqlx::query("DELETE FROM pastes WHERE id = $1").bind(id).execute(&self.pool).await?;
        Ok(if result.rows_affected() > 0 { Deleted::Yes } else { Deleted::NotFound })
    }

    /// The owner's live pastes, newest first (at most [`MAX_LISTED`]).
    pub async fn list_for_owner(&self, owner_id: &str, now: i64) -> Result<Vec<PasteSummary>> {
        sqlx::query_as(&format!(
            "SELECT id, title, language, CASE WHEN encrypted IS NULL THEN 0 ELSE 1 END AS private, \
             burn_after_reading, views, created_at, expires_at FROM pastes WHERE owner_id = $1 AND {LIVE} \
             ORDER BY created_at DESC, id DESC LIMIT $3"
        ))
        .bind(owner_id)
        .bind(now)
        .bind(MAX_LISTED)
        .fetch_all(&self.pool)
        .await
    }

    /// Deletes every paste expired at `now`; returns how many.
    pub async fn sweep(&self, now: i64) -> Result<u64> {
        let result = sqlx::query("DELETE FROM pastes WHERE expires_at IS NOT NULL AND expires_at <= $1")
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(result.rows_affected())
    }
}
