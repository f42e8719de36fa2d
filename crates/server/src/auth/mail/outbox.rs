//! The outbox: each message as an `.eml` file, written whole or not at all (temporary file, then rename), readable
//! only by the server's user since its link signs someone in.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Writes `contents` to `dir/name` (creating `dir`) and returns the file's path.
pub async fn write(dir: &Path, name: &str, contents: Vec<u8>) -> std::io::Result<PathBuf> {
    let dir = dir.to_path_buf();
    let name = name.to_owned();
    tokio::task::spawn_blocking(move || write_blocking(&dir, &name, &contents)).await.map_err(std::io::Error::other)?
}

fn write_blocking(dir: &Path, name: &str, contents: &[u8]) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(name);
    // A leading dot keeps readers that list `*.eml` from seeing a half-written message.
    let temporary = dir.join(format!(".{name}.tmp"));
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let written = options.open(&temporary).and_then(|mut file| {
        file.write_all(contents)?;
        file.sync_all()
    });
    match written.and_then(|()| std::fs::rename(&temporary, &path)) {
        Ok(()) => Ok(path),
        Err(error) => {
            // Best effort: the error that matters is the one above.
            let _ = std::fs::remove_file(&temporary);
            Err(error)
        }
    }
}
