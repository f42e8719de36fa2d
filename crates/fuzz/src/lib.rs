//! Fuzz targets for every engine in `penknife-core`: one [`Engine`] per tool, each a function of raw fuzzer bytes
//! that runs the engine the way its doors do (CLI, server, wasm) and checks what must hold for any input.
//!
//! A target may return early or return an error to the caller through the engine; what it must never do is panic,
//! abort (stack overflow) or hang. `make fuzz` drives these targets with libFuzzer (`src/main.rs`); the smoke test
//! (`tests/smoke.rs`) replays the seeds and a fixed number of mutated inputs on every `cargo test`.

pub mod engines;
pub mod input;
pub mod mutate;

use std::path::{Path, PathBuf};

pub use engines::Engine;

/// Where the seed corpus of `engine` lives: plain text files taken from the engines' own tests
/// (`scripts/fuzz-seeds.mjs` writes them).
pub fn seed_dir(engine: Engine) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("seeds").join(engine.name())
}

/// Every file in `dir` (none when it does not exist), sorted by name so runs are reproducible.
pub fn read_corpus(dir: &Path) -> Vec<Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut paths: Vec<PathBuf> = entries.filter_map(|entry| entry.ok().map(|entry| entry.path())).collect();
    paths.sort();
    paths.into_iter().filter(|path| path.is_file()).filter_map(|path| std::fs::read(path).ok()).collect()
}

/// Where crashing inputs of `engine` are saved (ignored by git): `fuzz/crashes/ENGINE/` in the repository.
pub fn crash_dir(engine: Engine) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/crashes").join(engine.name())
}

/// Saves a crashing input under its content's hash, as libFuzzer names its artifacts, and returns its path.
pub fn save_crash(engine: Engine, input: &[u8]) -> PathBuf {
    let hash = fnv1a(input);
    let dir = crash_dir(engine);
    let path = dir.join(format!("smoke-{hash:016x}"));
    if std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, input)).is_err() {
        eprintln!("could not save {}", path.display());
    }
    path
}

/// A fast 64-bit hash of some bytes (FNV-1a): names saved inputs and seeds the generators' fallback randomness.
pub fn fnv1a(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}
