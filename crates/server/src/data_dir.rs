//! The data directory holds the database, the JWT secret and account mail: only the server's own user may read
//! it. New directories are created 0700 and the SQLite database 0600 (SQLite gives its `-wal` and `-shm` files
//! the database's permissions); an existing directory is left as its owner set it.

use std::path::Path;

use anyhow::Context as _;

/// Creates `dir` (and missing parents) readable by the owner only.
pub(crate) async fn create(dir: &Path) -> anyhow::Result<()> {
    let mut builder = tokio::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    builder.mode(0o700);
    builder.create(dir).await.with_context(|| format!("could not create the data directory {}", dir.display()))
}

/// Creates the empty file `path` readable by the owner only, unless it exists.
pub(crate) async fn create_private_file(path: &Path) -> anyhow::Result<()> {
    let mut options = tokio::fs::OpenOptions::new();
    options.write(true).create(true).truncate(false);
    #[cfg(unix)]
    options.mode(0o600);
    options.open(path).await.with_context(|| format!("could not create {}", path.display()))?;
    Ok(())
}
