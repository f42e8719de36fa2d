//! Pastes on the real `penknife serve`. Durability: the server is killed with SIGKILL while 1,000 creates run
//! over many connections, restarted on the same data directory, and every paste whose create was answered 2xx
//! must be there, with its content. And the browser tests' clock file moves expiry in a debug build. (A test
//! binary of its own: it starts and kills servers.)

use std::io::{BufRead as _, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tokio::sync::{Mutex, Semaphore};

const CREATES: usize = 1000;
const CONNECTIONS: usize = 64;
/// The server is killed once this many creates have been acknowledged: part-way, with many in flight.
const KILL_AFTER_ACKNOWLEDGED: usize = 300;

/// `penknife serve` on a free port; returns the process and its base URL once it says it is running.
fn start_server(data_dir: &Path) -> (Child, String) {
    start_server_with(data_dir, &[])
}

fn start_server_with(data_dir: &Path, env: &[(&str, &Path)]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_penknife"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
        .arg(data_dir)
        // Creates are many and from one address here; the limit under test is durability, not the rate limit.
        .args(["--paste-rate-limit", "1000000"])
        .env_remove("DATABASE_URL")
        .env_remove("PENKNIFE_TEST_CLOCK_FILE")
        .envs(env.iter().copied())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("penknife serve starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout")).read_line(&mut line).expect("read the address line");
    let url = line
        .trim()
        .strip_prefix("Penknife is running at ")
        .unwrap_or_else(|| panic!("unexpected first line: {line:?}"))
        .trim_end_matches('/')
        .to_owned();
    (child, url)
}

fn fresh_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let dir = std::env::temp_dir().join(format!("penknife-durability-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create the data directory");
    dir
}

async fn post_json(client: &reqwest::Client, url: &str, body: &serde_json::Value) -> Option<serde_json::Value> {
    let response = client
        .post(format!("{url}/api/pastes"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .ok()?;
    if !response.status().is_success() {
        return None;
    }
    serde_json::from_str(&response.text().await.ok()?).ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn no_acknowledged_paste_is_lost_when_the_server_is_killed_mid_flight() {
    let started = Instant::now();
    let data_dir = fresh_dir();
    let (child, url) = start_server(&data_dir);
    let child = Arc::new(std::sync::Mutex::new(child));
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(CONNECTIONS)
        .timeout(Duration::from_secs(10))
        .build()
        .expect("HTTP client");

    let acknowledged = Arc::new(Mutex::new(Vec::<(String, String)>::new()));
    let acknowledged_count = Arc::new(AtomicUsize::new(0));
    let failed = Arc::new(AtomicUsize::new(0));
    let connections = Arc::new(Semaphore::new(CONNECTIONS));
    let mut creates = Vec::with_capacity(CREATES);
    for n in 0..CREATES {
        let permit = connections.clone().acquire_owned().await.expect("semaphore open");
        let (client, url, child) = (client.clone(), url.clone(), child.clone());
        let (acknowledged, acknowledged_count, failed) =
            (acknowledged.clone(), acknowledged_count.clone(), failed.clone());
        creates.push(tokio::spawn(async move {
            let _permit = permit;
            let content = format!("paste number {n}\n{}", "durable text ".repeat(n % 50));
            let body = serde_json::json!({ "title": format!("Paste {n}"), "content": content });
            let created = post_json(&client, &url, &body).await;
            // An id counts only once its whole answer arrived: that is what a client could have kept.
            match created.and_then(|created| created["id"].as_str().map(str::to_owned)) {
                Some(id) => {
                    acknowledged.lock().await.push((id, content));
                    if acknowledged_count.fetch_add(1, Ordering::SeqCst) + 1 == KILL_AFTER_ACKNOWLEDGED {
                        // SIGKILL: no graceful shutdown, no flush, nothing finishes.
                        child.lock().expect("not poisoned").kill().expect("kill -9 the server");
                    }
                }
                None => {
                    failed.fetch_add(1, Ordering::SeqCst);
                }
            }
        }));
    }
    for create in creates {
        create.await.expect("a create task");
    }
    child.lock().expect("not poisoned").wait().expect("the killed server is reaped");

    let acknowledged = acknowledged.lock().await.clone();
    let failed = failed.load(Ordering::SeqCst);
    assert!(acknowledged.len() >= KILL_AFTER_ACKNOWLEDGED, "only {} creates were answered", acknowledged.len());
    assert!(failed > 0, "the kill came after every create had finished: it tested nothing");
    assert_eq!(acknowledged.len() + failed, CREATES);

    let (mut restarted, url) = start_server(&data_dir);
    let mut missing = Vec::new();
    for chunk in acknowledged.chunks(CONNECTIONS) {
        let reads = chunk.iter().cloned().map(|(id, content)| {
            let (client, url) = (client.clone(), url.clone());
            async move {
                let response = client.get(format!("{url}/api/pastes/{id}")).send().await.expect("GET after restart");
                let paste: serde_json::Value =
                    serde_json::from_str(&response.text().await.expect("a body")).expect("JSON");
                (paste["content"].as_str() != Some(content.as_str())).then_some(id)
            }
        });
        for read in reads.map(tokio::spawn).collect::<Vec<_>>() {
            missing.extend(read.await.expect("a read task"));
        }
    }
    restarted.kill().expect("stop the restarted server");
    restarted.wait().expect("reap it");
    std::fs::remove_dir_all(&data_dir).expect("remove the data directory");
    assert!(missing.is_empty(), "{} acknowledged pastes were lost: {missing:?}", missing.len());
    eprintln!(
        "{} of {CREATES} creates acknowledged before and around the kill, {failed} refused or cut off; all {} \
         readable after the restart ({:.1} s)",
        acknowledged.len(),
        acknowledged.len(),
        started.elapsed().as_secs_f64()
    );
}

/// What the browser tests rely on to see a paste expire without waiting: `PENKNIFE_TEST_CLOCK_FILE` names a file
/// whose milliseconds are added to the paste clock, read at every request.
#[cfg(debug_assertions)]
#[tokio::test]
async fn the_clock_file_moves_expiry_in_a_debug_build() {
    let data_dir = fresh_dir();
    let clock_file = data_dir.join("clock-offset-ms");
    let (mut server, url) = start_server_with(&data_dir, &[("PENKNIFE_TEST_CLOCK_FILE", &clock_file)]);
    let client = reqwest::Client::new();
    let body = serde_json::json!({ "content": "gone in ten minutes", "expiresIn": "10m" });
    let created = post_json(&client, &url, &body).await.expect("created");
    let paste_url = format!("{url}/api/pastes/{}", created["id"].as_str().expect("an id"));
    let status = |client: reqwest::Client, url: String| async move {
        client.get(url).send().await.expect("GET").status().as_u16()
    };
    assert_eq!(status(client.clone(), paste_url.clone()).await, 200);
    std::fs::write(&clock_file, "540000").expect("write the clock file");
    assert_eq!(status(client.clone(), paste_url.clone()).await, 200, "9 minutes later");
    std::fs::write(&clock_file, "660000").expect("write the clock file");
    assert_eq!(status(client.clone(), paste_url.clone()).await, 404, "11 minutes later");
    server.kill().expect("stop the server");
    server.wait().expect("reap it");
    std::fs::remove_dir_all(&data_dir).expect("remove the data directory");
}
