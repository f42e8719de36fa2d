//! The data directory holds the database (with the generated JWT secret) and account mail: only the server's user
//! can read them.

use std::os::unix::fs::PermissionsExt as _;
use std::path::Path;

use penknife_server::{AppState, ServeConfig};

use crate::common::fresh_dir;

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap_or_else(|error| panic!("{}: {error}", path.display())).permissions().mode() & 0o777
}

#[tokio::test]
async fn a_new_data_directory_and_its_files_are_private() {
    let data_dir = fresh_dir("penknife-data-dir").join("nested").join("data");
    let config = ServeConfig::new("127.0.0.1:0".parse().expect("an address"), data_dir.clone());
    let _state = AppState::new(config).await.expect("the app state starts");

    assert_eq!(mode(&data_dir), 0o700, "the data directory");
    assert_eq!(mode(&data_dir.join("penknife.db")), 0o600, "the database");
    assert!(!data_dir.join("jwt-secret").exists(), "the JWT secret is in the database, which every server shares");
    // Migrations wrote through the write-ahead log, which SQLite creates with the database's permissions.
    assert_eq!(mode(&data_dir.join("penknife.db-wal")), 0o600, "the write-ahead log");
}
