//! The real libraries the minifier tests run on. `tests/npm/package.json` names them and its lock file pins each
//! to a version and an integrity hash; the first test that needs them installs them there with `npm ci` (once,
//! under a file lock, again only when the lock file changes), so `cargo test` works on a fresh clone.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// `tests/npm/node_modules`, installed and up to date with the lock file.
pub fn node_modules() -> &'static Path {
    static INSTALLED: OnceLock<PathBuf> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/npm");
        let modules = dir.join("node_modules");
        // Test binaries may run at the same time (cargo nextest): one installs, the others wait for it.
        let lock = File::create(dir.join(".install.lock")).expect("create tests/npm/.install.lock");
        lock.lock().expect("lock tests/npm/.install.lock");
        // npm writes node_modules/.package-lock.json as the last step of an install.
        let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified()).ok();
        let installed = modified(&modules.join(".package-lock.json"));
        if installed.is_none() || installed < modified(&dir.join("package-lock.json")) {
            let status = Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund", "--loglevel=error"])
                .current_dir(&dir)
                .status()
                .expect("npm (Node 20) on PATH installs the test libraries");
            assert!(status.success(), "`npm ci` in {} failed", dir.display());
        }
        modules
    })
}

/// The text of a file in an installed package, e.g. `lodash/lodash.js`.
pub fn library(path: &str) -> String {
    let file = node_modules().join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|error| panic!("cannot read {} ({error})", file.display()))
}
