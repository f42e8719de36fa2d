//! Storage: one sqlx `Any` pool over SQLite (the default, a file in the data directory) or PostgreSQL
//! (`DATABASE_URL=postgres://…`), with each backend's migrations run at start.
//!
//! Queries are written once, with `$1…` placeholders (SQLite reads `$N` as the N-th argument too) and portable
//! types only: TEXT ids, BIGINT unix-millisecond times, BIGINT 0/1 flags, JSON as TEXT. The only per-backend
//! code is the schema (`migrations/sqlite`, `migrations/postgres`) and the SQLite connection pragmas.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("migrations/postgres");

/// Which database is behind the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A connection pool with its schema migrated. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Database {
    pub pool: AnyPool,
    pub backend: Backend,
}

/// The default database: `penknife.db` in the data directory.
pub fn default_url(data_dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", default_path(data_dir).display())
}

/// Where the default database lives.
pub fn default_path(data_dir: &Path) -> PathBuf {
    data_dir.join("penknife.db")
}

impl Database {
    /// Connects to `url` (`sqlite://…` or `postgres://…`) and brings the schema up to date.
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Backend::Postgres
        } else {
            anyhow::bail!("unsupported database URL scheme (expected sqlite:// or postgres://)");
        };
        let options = AnyPoolOptions::new().acquire_timeout(Duration::from_secs(10));
        let options = match backend {
            // Every new SQLite connection: write-ahead log (readers never block the writer), wait for a busy
            // writer instead of failing at once, enforce foreign keys (off by default in SQLite), and zero what
            // is deleted or overwritten instead of only marking its space free (see `erase_freed`).
            Backend::Sqlite => options.max_connections(8).after_connect(|connection, _| {
                Box::pin(async move {
                    for pragma in [
                        "PRAGMA journal_mode = WAL",
                        "PRAGMA busy_timeout = 5000",
                        "PRAGMA foreign_keys = ON",
                        "PRAGMA secure_delete = ON",
                    ] {
                        sqlx::query(pragma).execute(&mut *connection).await?;
                    }
                    Ok(())
                })
            }),
            Backend::Postgres => options.max_connections(16),
        };
        // The URL may hold a password: it is never part of the error message.
        let pool = options.connect(url).await.context("could not connect to the database")?;
        let migrator = match backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        migrator.run(&pool).await.context("could not migrate the database")?;
        Ok(Self { pool, backend })
    }

    /// Whether the server can serve from this database: it answers, and every migration this binary knows has been
    /// applied (a server started beside a newer one that migrated further still counts as ready: migrations only
    /// add). The error says what is wrong, for the readiness route.
    pub async fn ready(&self) -> Result<(), String> {
        let migrator = match self.backend {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        };
        let expected = migrator.iter().map(|migration| migration.version).max().unwrap_or(0);
        let applied: Option<i64> = sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success = TRUE")
            .fetch_one(&self.pool)
            .await
            .map_err(|_| "the database does not answer".to_owned())?;
        match applied {
            Some(applied) if applied >= expected => Ok(()),
            _ => Err(format!("the database schema is behind this server's (migration {expected})")),
        }
    }

    /// Makes what was deleted or overwritten unrecoverable from the data directory. SQLite: `secure_delete` has
    /// zeroed the old rows in the pages the write-ahead log holds, but the log still holds the pages' older
    /// versions; this copies every committed page into the database file and truncates the log to nothing.
    /// Returns false when a long reader kept it from finishing (the next call catches up).
    ///
    /// PostgreSQL keeps dead rows until VACUUM reuses their space, and its own write-ahead log: erasing them is the
    /// operator's part (README), so there is nothing to do here.
    pub async fn erase_freed(&self) -> anyhow::Result<bool> {
        if self.backend != Backend::Sqlite {
            return Ok(true);
        }
        let (busy, _log_pages, _copied_pages): (i64, i64, i64) =
            sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)").fetch_one(&self.pool).await?;
        Ok(busy == 0)
    }
}

/// How often [`spawn_eraser`] erases: the longest a deleted paste, a burnt one or an overwritten setting stays
/// readable in the data directory.
pub const ERASE_EVERY: Duration = Duration::from_secs(60);

/// Calls [`Database::erase_freed`] every [`ERASE_EVERY`] until the runtime stops.
pub fn spawn_eraser(database: Database) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(ERASE_EVERY);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            match database.erase_freed().await {
                Ok(true) => {}
                Ok(false) => tracing::debug!("a reader kept the write-ahead log from being emptied; retrying later"),
                Err(error) => tracing::warn!(%error, "could not erase deleted data from the database files"),
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `needle` is anywhere in the database's files (the database, its write-ahead log and its index).
    fn on_disk(dir: &Path, needle: &str) -> bool {
        std::fs::read_dir(dir).expect("the directory").filter_map(Result::ok).any(|entry| {
            let bytes = std::fs::read(entry.path()).unwrap_or_default();
            bytes.windows(needle.len()).any(|window| window == needle.as_bytes())
        })
    }

    #[tokio::test]
    async fn deleted_and_overwritten_values_leave_the_files_once_erased() {
        let dir = std::env::temp_dir().join(format!("penknife-erase-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a directory");
        let database = Database::connect(&default_url(&dir)).await.expect("a database");
        let write = |statement: &'static str| {
            let pool = database.pool.clone();
            async move { sqlx::query(statement).execute(&pool).await.expect(statement) }
        };
        write("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)").await;
        write("INSERT INTO notes VALUES (1, 'overwritten-secret'), (2, 'deleted-secret')").await;
        // Pages in the file too, not only in the log: the case `secure_delete` is for.
        assert!(database.erase_freed().await.expect("a checkpoint"));
        write("UPDATE notes SET body = 'the new value' WHERE id = 1").await;
        write("DELETE FROM notes WHERE id = 2").await;
        assert!(on_disk(&dir, "overwritten-secret") && on_disk(&dir, "deleted-secret"), "still in the log");

        assert!(database.erase_freed().await.expect("a checkpoint"));
        assert!(!on_disk(&dir, "overwritten-secret"), "an overwritten value is gone from every file");
        assert!(!on_disk(&dir, "deleted-secret"), "a deleted row is gone from every file");
        assert!(on_disk(&dir, "the new value"));
        database.pool.close().await;
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
