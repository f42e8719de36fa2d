//! Fixed-window event counters for every per-client and per-account limit (accounts, pastes, IP lookups).
//!
//! On SQLite (one server) they live in memory. On PostgreSQL, where several app servers may share the database,
//! they live in it (`rate_limits`, an UNLOGGED table: one atomic upsert per event), so the limit a client meets
//! is the configured one whatever the number of servers and whichever of them answers.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sha2::{Digest as _, Sha256};
use sqlx::{AnyPool, Row as _};

use crate::db::{Backend, Database};
use crate::metrics::{LimitLabels, METRICS};

pub const HOUR: Duration = Duration::from_secs(3600);

/// What is being counted; part of the key so routes and kinds never share a counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bucket {
    /// Keyed by client address.
    Ip(&'static str),
    /// Keyed by [`account_from`].
    Account(&'static str),
    /// Keyed by [`account_from`] (the recipient's address).
    Emails,
    /// Keyed by the recipient's address.
    EmailsToAddress,
    /// Keyed by account: failures from devices it does not know.
    FailedSignIns,
    /// Keyed by a known device's id.
    FailedSignInsOnDevice,
}

impl Bucket {
    /// The bucket's name in the shared table.
    fn name(self) -> String {
        match self {
            Self::Ip(route) => format!("ip:{route}"),
            Self::Account(route) => format!("account:{route}"),
            Self::Emails => "emails".to_owned(),
            Self::EmailsToAddress => "emails-to-address".to_owned(),
            Self::FailedSignIns => "failed-sign-ins".to_owned(),
            Self::FailedSignInsOnDevice => "failed-sign-ins-on-device".to_owned(),
        }
    }
}

#[derive(Debug)]
pub struct RateLimiter {
    store: Store,
}

#[derive(Debug)]
enum Store {
    Memory(Mutex<Windows>),
    /// PostgreSQL's `rate_limits`; `last_sweep` is this server's, so each server sweeps now and then.
    Shared {
        pool: AnyPool,
        last_sweep: Mutex<Option<Instant>>,
    },
}

impl Default for RateLimiter {
    /// Counters in this process's memory.
    fn default() -> Self {
        Self { store: Store::Memory(Mutex::default()) }
    }
}

/// Each key's window: when it started, how long it lasts, how many events it has counted.
#[derive(Debug, Default)]
struct Windows {
    by_key: HashMap<(Bucket, String), Window>,
    /// No sweep before this: a flood from many addresses must not make every request walk the whole map.
    next_sweep: Option<Instant>,
}

#[derive(Debug, Clone, Copy)]
struct Window {
    start: Instant,
    length: Duration,
    count: u32,
}

/// Past this many keys, ended windows are swept (bounds memory under a flood of addresses)…
const SWEEP_ABOVE: usize = 10_000;
/// …at most this often, so the cost of sweeping stays a small constant per request on average.
const SWEEP_EVERY: Duration = Duration::from_secs(10);
/// How often each server deletes the shared table's ended windows.
const SHARED_SWEEP_EVERY: Duration = Duration::from_secs(60);

/// PostgreSQL's clock in unix milliseconds: one clock for every server, whatever their own say.
const NOW_MS: &str = "(extract(epoch FROM now()) * 1000)::BIGINT";

/// Whole seconds until `left` is over, rounded up (what `Retry-After` says).
fn seconds_in(left: Duration) -> u64 {
    left.as_secs() + u64::from(left.subsec_nanos() > 0)
}

fn millis(duration: Duration) -> i64 {
    i64::try_from(duration.as_millis()).unwrap_or(i64::MAX)
}

impl RateLimiter {
    /// Counters where every server that shares `database` sees them: in it on PostgreSQL, in memory on SQLite (the
    /// database of one server).
    pub fn for_database(database: &Database) -> Self {
        match database.backend {
            Backend::Sqlite => Self::default(),
            Backend::Postgres => {
                Self { store: Store::Shared { pool: database.pool.clone(), last_sweep: Mutex::new(None) } }
            }
        }
    }

    /// Counts one event for `key`; past `limit` in the current window, the number of seconds until it ends.
    /// Should the shared store fail, the event is let through (and logged): a limit must not take the site down.
    pub async fn hit(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Result<(), u64> {
        let counted = self.count(bucket, key, limit, window).await;
        if counted.is_err() {
            METRICS.refusals.get_or_create(&LimitLabels { limit: bucket.name() }).inc();
        }
        counted
    }

    async fn count(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Result<(), u64> {
        match &self.store {
            Store::Memory(windows) => hit_in_memory(windows, bucket, key, limit, window),
            Store::Shared { pool, last_sweep } => {
                self.sweep_now_and_then(pool, last_sweep).await;
                match hit_shared(pool, bucket, key, limit, window).await {
                    Ok(outcome) => outcome,
                    Err(error) => {
                        tracing::error!(%error, "rate limit: the shared counters could not be updated");
                        Ok(())
                    }
                }
            }
        }
    }

    /// Whether `key` is already at `limit` (without counting).
    pub async fn exhausted(&self, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Option<u64> {
        match &self.store {
            Store::Memory(windows) => {
                let now = Instant::now();
                let state = windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let w = state.by_key.get(&(bucket, key.to_owned()))?;
                let left = window.checked_sub(now.duration_since(w.start))?;
                (w.count >= limit).then(|| seconds_in(left))
            }
            Store::Shared { pool, .. } => {
                let found = sqlx::query(&format!(
                    "SELECT count, ends_at - {NOW_MS} AS left_ms FROM rate_limits \
                     WHERE bucket = $1 AND key = $2 AND ends_at > {NOW_MS}"
                ))
                .bind(bucket.name())
                .bind(shared_key(key))
                .fetch_optional(pool)
                .await;
                match found {
                    Ok(row) => {
                        let row = row?;
                        let (count, left_ms): (i64, i64) = (row.get("count"), row.get("left_ms"));
                        (count >= i64::from(limit)).then(|| seconds_in(Duration::from_millis(left_ms.max(0) as u64)))
                    }
                    Err(error) => {
                        tracing::error!(%error, "rate limit: the shared counters could not be read");
                        None
                    }
                }
            }
        }
    }

    /// Deletes the shared table's ended windows, at most once a minute from each server.
    async fn sweep_now_and_then(&self, pool: &AnyPool, last_sweep: &Mutex<Option<Instant>>) {
        let now = Instant::now();
        {
            let mut last = last_sweep.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if last.is_some_and(|at| now.duration_since(at) < SHARED_SWEEP_EVERY) {
                return;
            }
            *last = Some(now);
        }
        let swept = sqlx::query(&format!("DELETE FROM rate_limits WHERE ends_at <= {NOW_MS}")).execute(pool).await;
        if let Err(error) = swept {
            tracing::warn!(%error, "rate limit: ended windows could not be swept");
        }
    }
}

fn hit_in_memory(windows: &Mutex<Windows>, bucket: Bucket, key: &str, limit: u32, window: Duration) -> Result<(), u64> {
    let now = Instant::now();
    let mut state = windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if state.by_key.len() > SWEEP_ABOVE && state.next_sweep.is_none_or(|at| now >= at) {
        state.by_key.retain(|_, w| now.duration_since(w.start) < w.length);
        state.next_sweep = Some(now + SWEEP_EVERY);
    }
    let fresh = Window { start: now, length: window, count: 0 };
    let entry = state.by_key.entry((bucket, key.to_owned())).or_insert(fresh);
    if now.duration_since(entry.start) >= window {
        *entry = fresh;
    }
    if entry.count >= limit {
        return Err(seconds_in(window.saturating_sub(now.duration_since(entry.start))));
    }
    entry.count += 1;
    Ok(())
}

/// The shared table keeps a key's SHA-256, not the key: no client address or e-mail address is written down for
/// the sake of counting it.
fn shared_key(key: &str) -> String {
    Sha256::digest(key.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect()
}

/// One atomic upsert: a window that has ended starts again at 1; a live one counts up to one past the limit (a
/// refused event is not counted further, as in memory). The row is locked for the statement, so servers racing on
/// one key each see their own count.
async fn hit_shared(
    pool: &AnyPool,
    bucket: Bucket,
    key: &str,
    limit: u32,
    window: Duration,
) -> Result<Result<(), u64>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "INSERT INTO rate_limits AS r (bucket, key, ends_at, count) VALUES ($1, $2, {NOW_MS} + $3, 1) \
         ON CONFLICT (bucket, key) DO UPDATE SET \
           ends_at = CASE WHEN r.ends_at <= {NOW_MS} THEN EXCLUDED.ends_at ELSE r.ends_at END, \
           count = CASE WHEN r.ends_at <= {NOW_MS} THEN 1 ELSE LEAST(r.count + 1, $4 + 1) END \
         RETURNING count, ends_at - {NOW_MS} AS left_ms"
    ))
    .bind(bucket.name())
    .bind(shared_key(key))
    .bind(millis(window))
    .bind(i64::from(limit))
    .fetch_one(pool)
    .await?;
    let (count, left_ms): (i64, i64) = (row.get("count"), row.get("left_ms"));
    Ok(if count > i64::from(limit) { Err(seconds_in(Duration::from_millis(left_ms.max(0) as u64))) } else { Ok(()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn counts_per_key_and_says_when_to_retry() {
        let limiter = RateLimiter::default();
        let window = Duration::from_secs(60);
        for _ in 0..3 {
            assert!(limiter.hit(Bucket::Ip("token"), "1.2.3.4", 3, window).await.is_ok());
        }
        let retry = limiter.hit(Bucket::Ip("token"), "1.2.3.4", 3, window).await.expect_err("fourth is over");
        assert!((59..=60).contains(&retry));
        assert!(limiter.hit(Bucket::Ip("token"), "5.6.7.8", 3, window).await.is_ok());
        assert!(limiter.hit(Bucket::Ip("signup"), "1.2.3.4", 3, window).await.is_ok());
        assert!(limiter.exhausted(Bucket::Ip("token"), "1.2.3.4", 3, window).await.is_some());
    }

    #[tokio::test]
    async fn a_new_window_starts_afresh() {
        let limiter = RateLimiter::default();
        assert!(limiter.hit(Bucket::Emails, "a@b.c", 1, Duration::ZERO).await.is_ok());
        assert!(limiter.hit(Bucket::Emails, "a@b.c", 1, Duration::ZERO).await.is_ok());
    }

    #[tokio::test]
    async fn ended_windows_are_swept_once_there_are_many_and_live_ones_kept() {
        let limiter = RateLimiter::default();
        assert!(limiter.hit(Bucket::FailedSignIns, "victim@example.com", 100, HOUR).await.is_ok());
        for i in 0..=SWEEP_ABOVE {
            assert!(limiter.hit(Bucket::Ip("token"), &format!("10.{i}"), 30, Duration::ZERO).await.is_ok());
        }
        assert!(limiter.hit(Bucket::Ip("token"), "one more", 30, Duration::ZERO).await.is_ok());
        let Store::Memory(windows) = &limiter.store else { panic!("in memory") };
        let state = windows.lock().expect("not poisoned");
        assert_eq!(state.by_key.len(), 3, "the live hour-long window and the two keys counted since the sweep");
        assert!(state.by_key.contains_key(&(Bucket::FailedSignIns, "victim@example.com".to_owned())));
        assert!(state.next_sweep.is_some());
    }
}
