//! A database file that is reloaded when it changes on disk (a new monthly download, a file swapped in place).
//! A new file that fails to load leaves the previous one in service, and the failure is logged.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::SystemTime;

/// What identifies one version of a file: its modification time and size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    modified: Option<SystemTime>,
    len: u64,
}

impl Stamp {
    fn of(path: &Path) -> std::io::Result<Self> {
        let metadata = std::fs::metadata(path)?;
        Ok(Self { modified: metadata.modified().ok(), len: metadata.len() })
    }
}

#[derive(Debug)]
pub struct Watched<T> {
    path: PathBuf,
    load: fn(&Path) -> anyhow::Result<T>,
    state: RwLock<State<T>>,
}

#[derive(Debug)]
struct State<T> {
    /// The database in service, if any version of the file ever loaded.
    current: Option<Arc<T>>,
    /// The version last tried (loaded or not), so a broken file is tried once, not at every check.
    seen: Seen,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    Nothing,
    Missing,
    Version(Stamp),
}

impl<T> Watched<T> {
    /// Loads `path` now (a failure is logged; the file is tried again when it changes).
    pub fn open(path: PathBuf, load: fn(&Path) -> anyhow::Result<T>) -> Self {
        let watched = Self { path, load, state: RwLock::new(State { current: None, seen: Seen::Nothing }) };
        watched.refresh();
        watched
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The database in service.
    pub fn current(&self) -> Option<Arc<T>> {
        self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner).current.clone()
    }

    /// Reloads the file if it changed since the last check. Blocking: reads and parses the whole file.
    pub fn refresh(&self) {
        let stamp = match Stamp::of(&self.path) {
            Ok(stamp) => stamp,
            Err(error) => {
                let mut state = self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner);
                if state.seen != Seen::Missing {
                    state.seen = Seen::Missing;
                    tracing::warn!(path = %self.path.display(), %error, "geolocation database missing; keeping the one loaded, if any");
                }
                return;
            }
        };
        if self.state.read().unwrap_or_else(std::sync::PoisonError::into_inner).seen == Seen::Version(stamp) {
            return;
        }
        let loaded = (self.load)(&self.path);
        let mut state = self.state.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        state.seen = Seen::Version(stamp);
        match loaded {
            Ok(database) => {
                let reloaded = state.current.is_some();
                state.current = Some(Arc::new(database));
                tracing::info!(path = %self.path.display(), reloaded, "geolocation database loaded");
            }
            Err(error) => tracing::warn!(
                path = %self.path.display(),
                error = format!("{error:#}"),
                "geolocation database could not be loaded; keeping the one loaded, if any"
            ),
        }
    }
}
