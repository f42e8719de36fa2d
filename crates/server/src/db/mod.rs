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
            // writer instead of failing at once, and enforce foreign keys (off by default in SQLite).
            Backend::Sqlite => options.max_connections(8).after_connect(|connection, _| {
                Box::pin(async move {
                    for pragma in
                        ["PRAGMA journal_mode = WAL", "PRAGMA busy_timeout = 5000", "PRAGMA foreign_keys = ON"]
                    {
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
}
