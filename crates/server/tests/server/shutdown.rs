//! Startup and shutdown: `serve` prints its real address, creates the data directory and stops on SIGINT and
//! SIGTERM; a shutdown lets in-flight requests finish while refusing new connections.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::routing::get;
use penknife_server::{ConnectionLimits, ServeConfig, serve, serve_with_shutdown};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, oneshot};

/// Upper bound for anything that should take milliseconds, so a regression fails instead of hanging the suite.
const PATIENCE: Duration = Duration::from_secs(30);

#[tokio::test]
async fn shutdown_refuses_new_connections_but_finishes_in_flight_requests() {
    let (entered_tx, entered_rx) = oneshot::channel::<()>();
    let entered_tx = Arc::new(Mutex::new(Some(entered_tx)));
    let release = Arc::new(Notify::new());
    let handler_release = Arc::clone(&release);
    let app = Router::new().route(
        "/slow",
        get(move || async move {
            if let Some(entered) = entered_tx.lock().expect("lock").take() {
                let _ = entered.send(());
            }
            handler_release.notified().await;
            "finished"
        }),
    );

    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("address");
    let (stop_tx, stop_rx) = oneshot::channel::<()>();
    let server = tokio::spawn(serve_with_shutdown(listener, app, ConnectionLimits::default(), async {
        let _ = stop_rx.await;
    }));

    let request = tokio::spawn(reqwest::get(format!("http://{addr}/slow")));
    entered_rx.await.expect("the handler starts");
    stop_tx.send(()).expect("server is waiting for the signal");

    // Shutdown has begun once the listener is gone.
    tokio::time::timeout(PATIENCE, async {
        while TcpStream::connect(addr).await.is_ok() {
            tokio::task::yield_now().await;
        }
    })
    .await
    .expect("the listener closes after the shutdown signal");
    assert!(!server.is_finished(), "the server stopped with a request in flight");

    release.notify_one();
    let response = request.await.expect("request task").expect("the in-flight request gets its response");
    assert_eq!(response.status(), reqwest::StatusCode::OK);
    assert_eq!(response.text().await.expect("body"), "finished");
    tokio::time::timeout(PATIENCE, server)
        .await
        .expect("the server stops once the request is done")
        .expect("server task")
        .expect("serve_with_shutdown returns Ok");
}

// `serve` installs process-wide signal handlers and prints to stdout, so it runs in a child process: this test
// binary again, running only `shutdown::serve_child` (which does nothing unless the environment variable is set).
const CHILD_DATA_DIR: &str = "PENKNIFE_TEST_SERVE_CHILD_DATA_DIR";
const CHILD_RETURNED: &str = "serve() returned Ok";

#[test]
fn serve_child() {
    let Some(data_dir) = std::env::var_os(CHILD_DATA_DIR) else {
        return;
    };
    let mut config = ServeConfig::new(SocketAddr::from(([127, 0, 0, 1], 0)), PathBuf::from(data_dir));
    // The crash test signs up hundreds of accounts from one address.
    config.auth.rate_limits = crate::common::generous_limits();
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    runtime.block_on(serve(config)).expect("serve");
    println!("{CHILD_RETURNED}");
}

#[test]
fn serve_stops_gracefully_on_sigterm() {
    serve_then_signal("TERM");
}

#[test]
fn serve_stops_gracefully_on_sigint() {
    serve_then_signal("INT");
}

/// Kills the child if the test fails before it exits, so no server outlives the test.
struct ChildGuard(Child);

impl Drop for ChildGuard {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A server in a child process on `data_dir`, the lines it prints, and the address it printed.
struct ServeChild {
    child: ChildGuard,
    lines: mpsc::Receiver<String>,
    address: SocketAddr,
}

fn serve_in_child(data_dir: &std::path::Path) -> ServeChild {
    let mut child = ChildGuard(
        Command::new(std::env::current_exe().expect("test binary"))
            .args(["shutdown::serve_child", "--exact", "--nocapture", "--test-threads=1"])
            .env(CHILD_DATA_DIR, data_dir)
            .stdout(Stdio::piped())
            .spawn()
            .expect("start the child"),
    );
    let stdout = child.0.stdout.take().expect("child stdout");

    // Lines are read on a thread so that a silent child fails the test after PATIENCE instead of hanging it.
    let (lines_tx, lines_rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut output = Vec::new();
    let url = loop {
        let line = lines_rx.recv_timeout(PATIENCE).unwrap_or_else(|_| panic!("no address line in {output:?}"));
        let found = line.find("Penknife is running at ").map(|at| line[at..].to_owned());
        output.push(line);
        if let Some(found) = found {
            break found;
        }
    };
    let address = url
        .strip_prefix("Penknife is running at http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("malformed line {url:?}"));
    let address: SocketAddr = address.parse().unwrap_or_else(|_| panic!("not an address: {url:?}"));
    assert_eq!(address.ip(), std::net::Ipv4Addr::LOCALHOST);
    assert_ne!(address.port(), 0, "the printed port must be the bound one");
    ServeChild { child, lines: lines_rx, address }
}

fn serve_then_signal(signal: &str) {
    let root = std::env::temp_dir().join(format!("penknife-serve-{signal}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let data_dir = root.join("nested").join("data");
    let ServeChild { mut child, lines: lines_rx, address } = serve_in_child(&data_dir);
    assert!(data_dir.is_dir(), "serve creates the data directory");

    let mut stream = std::net::TcpStream::connect(address).expect("the printed address accepts connections");
    stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n").expect("send");
    let mut response = String::new();
    stream.read_to_string(&mut response).expect("read");
    assert!(response.starts_with("HTTP/1.1 200 "), "{response}");
    assert!(response.contains(r#""status":"ok""#), "{response}");

    let pid = child.0.id().to_string();
    let killed = Command::new("kill").args([&format!("-{signal}"), pid.as_str()]).status().expect("run kill");
    assert!(killed.success(), "kill -{signal} failed");

    let rest: Vec<String> = lines_rx.iter().collect(); // ends when the child closes stdout, i.e. exits
    let status = child.0.wait().expect("child exit status");
    assert!(status.success(), "child exited with {status} after SIG{signal}; output: {rest:?}");
    assert!(rest.iter().any(|line| line.contains(CHILD_RETURNED)), "serve did not return Ok: {rest:?}");
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn kill_9_during_sign_ups_loses_no_acknowledged_account() {
    let root = std::env::temp_dir().join(format!("penknife-serve-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let data_dir = root.join("data");
    let ServeChild { mut child, address, .. } = serve_in_child(&data_dir);

    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    let acknowledged = runtime.block_on(async {
        let client = reqwest::Client::new();
        let (acknowledged_tx, mut acknowledged_rx) = tokio::sync::mpsc::unbounded_channel();
        let mut sign_ups = tokio::task::JoinSet::new();
        for n in 0..300 {
            let request = client
                .post(format!("http://{address}/auth/v1/signup"))
                .header("content-type", "application/json")
                .body(format!(r#"{{"email":"crash{n}@example.com","password":"Zq8#vLmm-42"}}"#));
            let acknowledged_tx = acknowledged_tx.clone();
            sign_ups.spawn(async move {
                if let Ok(response) = request.send().await
                    && response.status().is_success()
                {
                    let _ = acknowledged_tx.send(format!("crash{n}@example.com"));
                }
            });
        }
        // Kill once some sign-ups are acknowledged and others are surely still in flight.
        let mut acknowledged = Vec::new();
        while acknowledged.len() < 20 {
            acknowledged.push(acknowledged_rx.recv().await.expect("sign-ups are acknowledged"));
        }
        child.0.kill().expect("kill -9 the server");
        child.0.wait().expect("the server is gone");
        drop(acknowledged_tx);
        while sign_ups.join_next().await.is_some() {}
        while let Some(email) = acknowledged_rx.recv().await {
            acknowledged.push(email);
        }
        acknowledged
    });
    assert!(acknowledged.len() < 300, "the kill came after every sign-up was done: nothing was tested");

    runtime.block_on(async {
        use sqlx::Connection as _;
        let url = penknife_server::db::default_url(&data_dir);
        let mut database = sqlx::SqliteConnection::connect(&url).await.expect("open the database after the crash");
        let check: String = sqlx::query_scalar("PRAGMA integrity_check").fetch_one(&mut database).await.expect("check");
        assert_eq!(check, "ok");
        let stored: Vec<String> =
            sqlx::query_scalar("SELECT email FROM users").fetch_all(&mut database).await.expect("read users");
        for email in &acknowledged {
            assert!(stored.contains(email), "{email} was acknowledged but lost");
        }
    });
    let _ = std::fs::remove_dir_all(&root);
}
