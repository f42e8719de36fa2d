//! The paste clock: what "now" is when deciding whether a paste has expired. Real time, plus an offset that
//! tests move forward to see a paste expire without waiting minutes.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use crate::time::now_ms;

/// The environment variable naming the e2e tests' clock file (debug builds only).
pub const TEST_CLOCK_FILE_VAR: &str = "PENKNIFE_TEST_CLOCK_FILE";

#[derive(Debug, Clone, Default)]
pub struct PasteClock {
    offset: Offset,
}

#[derive(Debug, Clone, Default)]
enum Offset {
    #[default]
    None,
    /// Moved by the test that holds the other end (in-process tests).
    Shared(Arc<AtomicI64>),
    /// Milliseconds read from a file on every reading, so a browser test can move a running server's clock.
    #[cfg(debug_assertions)]
    File(std::path::PathBuf),
}

impl PasteClock {
    /// Real time.
    pub fn system() -> Self {
        Self::default()
    }

    /// Real time until [`Self::advance`] moves it (a test's clock; clones share the offset).
    pub fn adjustable() -> Self {
        Self { offset: Offset::Shared(Arc::new(AtomicI64::new(0))) }
    }

    /// Moves an [`Self::adjustable`] clock forward by `ms`; the other clocks follow real time only.
    pub fn advance(&self, ms: i64) {
        if let Offset::Shared(offset) = &self.offset {
            offset.fetch_add(ms, Ordering::Relaxed);
        }
    }

    /// Real time; in debug builds, plus the milliseconds in the file `PENKNIFE_TEST_CLOCK_FILE` names (0 when it
    /// is missing or unparsable). Release builds ignore the variable, so no deployment can be time-shifted.
    pub fn from_env() -> Self {
        #[cfg(debug_assertions)]
        if let Some(path) = std::env::var_os(TEST_CLOCK_FILE_VAR).filter(|path| !path.is_empty()) {
            return Self { offset: Offset::File(path.into()) };
        }
        Self::system()
    }

    /// Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        let offset = match &self.offset {
            Offset::None => 0,
            Offset::Shared(offset) => offset.load(Ordering::Relaxed),
            #[cfg(debug_assertions)]
            Offset::File(path) => {
                std::fs::read_to_string(path).ok().and_then(|text| text.trim().parse().ok()).unwrap_or(0)
            }
        };
        now_ms().saturating_add(offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjustable_clock_moves_with_its_clones_and_the_system_clock_does_not() {
        let clock = PasteClock::adjustable();
        let before = clock.now_ms();
        clock.clone().advance(660_000);
        assert!(clock.now_ms() >= before + 660_000);
        let system = PasteClock::system();
        system.advance(660_000);
        assert!(system.now_ms() < now_ms() + 60_000);
    }

    #[cfg(debug_assertions)]
    #[test]
    fn a_clock_file_moves_the_clock_and_garbage_counts_as_zero() {
        let path = std::env::temp_dir().join(format!("penknife-clock-{}", std::process::id()));
        let clock = PasteClock { offset: Offset::File(path.clone()) };
        let real = now_ms();
        assert!(clock.now_ms() - real < 60_000, "a missing file is no offset");
        std::fs::write(&path, "660000\n").expect("write the clock file");
        assert!(clock.now_ms() >= real + 660_000);
        std::fs::write(&path, "soon").expect("write the clock file");
        assert!(clock.now_ms() - real < 60_000, "an unparsable file is no offset");
        std::fs::remove_file(&path).expect("remove the clock file");
    }
}
