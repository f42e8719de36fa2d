//! The outbox: each message as an `.eml` file, written whole or not at all (temporary file, then rename), readable
//! only by the server's user since its link signs someone in.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// Removes the messages in `dir` whose `To:` is one of `addresses` (compared without regard to case); returns how
/// many. A missing `dir` has none.
pub async fn remove_addressed_to(dir: &Path, addresses: &[String]) -> std::io::Result<usize> {
    let dir = dir.to_path_buf();
    let addresses: Vec<String> = addresses.iter().map(|address| address.to_lowercase()).collect();
    tokio::task::spawn_blocking(move || remove_addressed_to_blocking(&dir, &addresses))
        .await
        .map_err(std::io::Error::other)?
}

fn remove_addressed_to_blocking(dir: &Path, addresses: &[String]) -> std::io::Result<usize> {
    let entries = match std::fs::read_dir(dir) {
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        entries => entries?,
    };
    let mut removed = 0;
    for entry in entries {
        let path = entry?.path();
        // Gone meanwhile, or not a file: nothing of the account's to remove.
        let Ok(message) = std::fs::read(&path) else { continue };
        if recipient(&message).is_some_and(|to| addresses.contains(&to.to_lowercase())) {
            std::fs::remove_file(&path)?;
            removed += 1;
        }
    }
    Ok(removed)
}

/// The address in a message's `To:` header (`To: a@b` or `To: Name <a@b>`), from the header block alone.
fn recipient(message: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(message);
    let headers = text.split("\r\n\r\n").next()?;
    let value = headers.lines().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case("to").then(|| value.trim())
    })?;
    let address = match (value.rfind('<'), value.rfind('>')) {
        (Some(start), Some(end)) if start < end => &value[start + 1..end],
        _ => value,
    };
    Some(address.trim().to_owned())
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recipient_is_read_from_the_headers_only() {
        let message = |headers: &str, body: &str| format!("{headers}\r\n\r\n{body}").into_bytes();
        assert_eq!(
            recipient(&message("From: a@x\r\nTo: Ada@Example.com", "To: eve@x")).as_deref(),
            Some("Ada@Example.com")
        );
        assert_eq!(recipient(&message("to: Ada <ada@example.com>", "")).as_deref(), Some("ada@example.com"));
        assert_eq!(recipient(&message("From: a@x\r\nSubject: hi", "To: eve@x")), None);
    }

    #[tokio::test]
    async fn only_the_accounts_messages_are_removed() {
        let dir = std::env::temp_dir().join(format!("penknife-outbox-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (name, to) in [
            ("1-0-confirm.eml", "ada@example.com"),
            ("2-1-recovery.eml", "bob@example.com"),
            ("3-2-email-change.eml", "ADA2@example.com"),
        ] {
            write(&dir, name, format!("To: {to}\r\nSubject: x\r\n\r\nbody").into_bytes()).await.expect("written");
        }
        let ada = ["ada@example.com".to_owned(), "ada2@example.com".to_owned()];
        assert_eq!(remove_addressed_to(&dir, &ada).await.expect("removed"), 2);
        let left: Vec<_> =
            std::fs::read_dir(&dir).expect("dir").map(|entry| entry.expect("entry").file_name()).collect();
        assert_eq!(left, ["2-1-recovery.eml"]);
        assert_eq!(remove_addressed_to(&dir.join("missing"), &ada).await.expect("none"), 0);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
