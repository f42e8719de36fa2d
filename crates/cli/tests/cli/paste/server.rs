//! The real server for the round trips: `penknife serve` on a free loopback port with its own data folder.

use std::io::{BufRead as _, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct PenknifeServer {
    pub url: String,
    child: Child,
    data_dir: PathBuf,
}

impl PenknifeServer {
    pub fn start() -> Self {
        static STARTED: AtomicUsize = AtomicUsize::new(0);
        let data_dir = std::env::temp_dir().join(format!(
            "penknife-cli-paste-{}-{}",
            std::process::id(),
            STARTED.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&data_dir);
        let mut child = Command::new(env!("CARGO_BIN_EXE_penknife"))
            .args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
            .arg(&data_dir)
            // The defaults (SQLite in the data folder, no site URL), whatever the environment says.
            .env_remove("DATABASE_URL")
            .env_remove("PENKNIFE_SITE_URL")
            .env_remove("PENKNIFE_ADDR")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("penknife serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("the address line");
        let url = line
            .trim()
            .strip_prefix("Penknife is running at ")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .trim_end_matches('/')
            .to_owned();
        Self { url, child, data_dir }
    }

    /// The paste as the API shows it (which counts a view).
    pub fn api_paste(&self, id: &str) -> serde_json::Value {
        let response = reqwest::blocking::get(format!("{}/api/pastes/{id}", self.url)).expect("the server answers");
        assert!(response.status().is_success(), "GET {id}: {}", response.status());
        response.json().expect("a JSON paste")
    }
}

impl Drop for PenknifeServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}
