//! Every query `/api/me` runs, written once for both backends (see `crate::db`), each keyed by the caller's
//! user id.
//!
//! A write that must see the user's other rows (the favorites cap, history pruning) runs in a transaction that
//! first locks the user's row, so two requests of one user run one after the other on either backend (and on
//! SQLite the transaction holds the write lock from its first statement, so it never has to upgrade a read).

use sqlx::{Any, AnyPool, Transaction};

use crate::db::Database;

type Result<T> = std::result::Result<T, sqlx::Error>;

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct FavoriteRow {
    pub tool: String,
    pub added_at: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct HistoryRow {
    /// The browser's id for the entry.
    pub id: String,
    pub tool: String,
    pub category: String,
    pub occurred_at: i64,
    pub duration_ms: i64,
    pub description: String,
    pub url: String,
}

/// What merging favorites did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FavoritesMerge {
    Merged,
    /// The merge would have left more than the cap: nothing was stored.
    OverCap,
}

/// Rows of one history insert: 100 rows of 8 values stay under SQLite's oldest limit of 999 parameters.
const HISTORY_ROWS_PER_INSERT: usize = 100;

/// What deleting an account removes, children before parents, so it holds even where a foreign key does not
/// cascade. Each statement takes the user id as `$1`.
const ACCOUNT_DELETES: [&str; 9] = [
    "DELETE FROM history_entries WHERE user_id = $1",
    "DELETE FROM favorite_tools WHERE user_id = $1",
    "DELETE FROM user_settings WHERE user_id = $1",
    "DELETE FROM pastes WHERE owner_id = $1",
    "DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = $1)",
    "DELETE FROM sessions WHERE user_id = $1",
    "DELETE FROM one_time_tokens WHERE user_id = $1",
    "DELETE FROM flow_states WHERE user_id = $1",
    "DELETE FROM identities WHERE user_id = $1",
];

/// The `user_settings`, `favorite_tools` and `history_entries` tables, and account deletion.
#[derive(Debug, Clone)]
pub struct MeStore {
    pool: AnyPool,
}

impl MeStore {
    pub fn new(database: &Database) -> Self {
        Self { pool: database.pool.clone() }
    }

    /// The saved settings JSON and when it was saved.
    pub async fn settings(&self, user_id: &str) -> Result<Option<(String, i64)>> {
        sqlx::query_as("SELECT settings, updated_at FROM user_settings WHERE user_id = $1")
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await
    }

    /// Replaces the user's settings (the last write wins).
    pub async fn save_settings(&self, user_id: &str, json: &str, now: i64) -> Result<()> {
        sqlx::query(
            "INSERT INTO user_settings (user_id, settings, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
        )
        .bind(user_id)
        .bind(json)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The user's favorites, oldest first.
    pub async fn favorites(&self, user_id: &str) -> Result<Vec<FavoriteRow>> {
        sqlx::query_as("SELECT tool, added_at FROM favorite_tools WHERE user_id = $1 ORDER BY added_at, tool")
            .bind(user_id)
            .fetch_all(&self.pool)
            .await
    }

    /// Adds the favorites the user does not have yet (one they have keeps its first `added_at`), unless the user
    /// would then have more than `cap`.
    pub async fn merge_favorites(
        &self,
        user_id: &str,
        favorites: &[FavoriteRow],
        cap: usize,
    ) -> Result<FavoritesMerge> {
        let mut transaction = self.lock_user(user_id).await?;
        for favorite in favorites {
            sqlx::query(
                "INSERT INTO favorite_tools (user_id, tool, added_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (user_id, tool) DO NOTHING",
            )
            .bind(user_id)
            .bind(&favorite.tool)
            .bind(favorite.added_at)
            .execute(&mut *transaction)
            .await?;
        }
        let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM favorite_tools WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(&mut *transaction)
            .await?;
        if usize::try_from(count).is_ok_and(|count| count > cap) {
            transaction.rollback().await?;
            return Ok(FavoritesMerge::OverCap);
        }
        transaction.commit().await?;
        Ok(FavoritesMerge::Merged)
    }

    pub async fn remove_favorite(&self, user_id: &str, tool: &str) -> Result<()> {
        sqlx::query("DELETE FROM favorite_tools WHERE user_id = $1 AND tool = $2")
            .bind(user_id)
            .bind(tool)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The user's newest `limit` history entries, newest first.
    pub async fn history(&self, user_id: &str, limit: i64) -> Result<Vec<HistoryRow>> {
        sqlx::query_as(
            "SELECT id, tool, category, occurred_at, duration_ms, description, url FROM history_entries \
             WHERE user_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2",
        )
        .bind(user_id)
        .bind(limit)
        .fetch_all(&self.pool)
        .await
    }

    /// Adds the entries whose id the user does not have yet, then keeps only the newest `keep` of the user's
    /// entries. Returns how many entries were new.
    pub async fn add_history(&self, user_id: &str, entries: &[HistoryRow], keep: i64) -> Result<u64> {
        let mut transaction = self.lock_user(user_id).await?;
        let mut added = 0;
        for chunk in entries.chunks(HISTORY_ROWS_PER_INSERT) {
            let rows: Vec<String> = (0..chunk.len())
                .map(|row| {
                    let first = row * 7 + 2;
                    let values: Vec<String> = (first..first + 7).map(|n| format!("${n}")).collect();
                    format!("($1, {})", values.join(", "))
                })
                .collect();
            let statement = format!(
                "INSERT INTO history_entries (user_id, id, tool, category, occurred_at, duration_ms, description, \
                 url) VALUES {} ON CONFLICT (user_id, id) DO NOTHING",
                rows.join(", ")
            );
            let mut query = sqlx::query(&statement).bind(user_id);
            for entry in chunk {
                query = query
                    .bind(&entry.id)
                    .bind(&entry.tool)
                    .bind(&entry.category)
                    .bind(entry.occurred_at)
                    .bind(entry.duration_ms)
                    .bind(&entry.description)
                    .bind(&entry.url);
            }
            added += query.execute(&mut *transaction).await?.rows_affected();
        }
        sqlx::query(
            "DELETE FROM history_entries WHERE user_id = $1 AND id NOT IN (SELECT id FROM history_entries \
             WHERE user_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT $2)",
        )
        .bind(user_id)
        .bind(keep)
        .execute(&mut *transaction)
        .await?;
        transaction.commit().await?;
        Ok(added)
    }

    /// Deletes the user's history entries, or only those older than `before`; returns how many.
    pub async fn clear_history(&self, user_id: &str, before: Option<i64>) -> Result<u64> {
        let result = match before {
            Some(before) => {
                sqlx::query("DELETE FROM history_entries WHERE user_id = $1 AND occurred_at < $2")
                    .bind(user_id)
                    .bind(before)
                    .execute(&self.pool)
                    .await?
            }
            None => {
                sqlx::query("DELETE FROM history_entries WHERE user_id = $1").bind(user_id).execute(&self.pool).await?
            }
        };
        Ok(result.rows_affected())
    }

    /// Deletes the user and every row they own, all or nothing. Returns the e-mail addresses the account had (its
    /// own and one it was changing to), whose mail must go too; `None` if there was no such user.
    pub async fn delete_account(&self, user_id: &str) -> Result<Option<Vec<String>>> {
        let mut transaction = self.pool.begin().await?;
        for statement in ACCOUNT_DELETES {
            sqlx::query(statement).bind(user_id).execute(&mut *transaction).await?;
        }
        let deleted: Option<(Option<String>, Option<String>)> =
            sqlx::query_as("DELETE FROM users WHERE id = $1 RETURNING email, email_change")
                .bind(user_id)
                .fetch_optional(&mut *transaction)
                .await?;
        transaction.commit().await?;
        Ok(deleted.map(|(email, email_change)| email.into_iter().chain(email_change).collect()))
    }

    /// A transaction holding the lock on the user's row (a write that changes nothing), which the user's other
    /// locking writes wait for.
    async fn lock_user(&self, user_id: &str) -> Result<Transaction<'static, Any>> {
        let mut transaction = self.pool.begin().await?;
        sqlx::query("UPDATE users SET updated_at = updated_at WHERE id = $1")
            .bind(user_id)
            .execute(&mut *transaction)
            .await?;
        Ok(transaction)
    }
}
