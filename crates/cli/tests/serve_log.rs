//! What the real `penknife serve` writes to its log at the default level: plain text (no colours in a file),
//! requests by route and mails by where they were written, never a secret. A paste's id is the whole secret of a public or burn paste; a mailed
//! link's token signs its reader in. (A test binary of its own: it starts and stops a server.)

use std::io::{BufRead as _, BufReader};
use std::process::{Command, Stdio};

use serde_json::{Value, json};

const MAIL_WRITTEN: &str = "account mail written to the outbox";

#[tokio::test]
async fn the_log_names_routes_and_outbox_files_but_no_paste_id_or_mailed_token() {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    let data_dir = std::env::temp_dir().join(format!("penknife-log-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&data_dir).expect("create the data directory");
    let log_path = data_dir.join("server.log");
    let mut server = Command::new(env!("CARGO_BIN_EXE_penknife"))
        .args(["serve", "--addr", "127.0.0.1:0", "--data-dir"])
        .arg(&data_dir)
        .env_remove("DATABASE_URL")
        .env_remove("PENKNIFE_SMTP_URL")
        .env("RUST_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&log_path).expect("the log file"))
        .spawn()
        .expect("penknife serve starts");
    let mut line = String::new();
    BufReader::new(server.stdout.take().expect("stdout")).read_line(&mut line).expect("read the address line");
    let url = line.trim().strip_prefix("Penknife is running at ").expect("the address line").trim_end_matches('/');
    let client = reqwest::Client::new();
    let post = |path: &str, body: Value| {
        client.post(format!("{url}{path}")).header("content-type", "application/json").body(body.to_string()).send()
    };

    let created: Value = post("/api/pastes", json!({ "content": "a public paste" }))
        .await
        .expect("POST /api/pastes")
        .json()
        .await
        .expect("the created paste");
    let id = created["id"].as_str().expect("an id").to_owned();
    for path in [format!("/api/pastes/{id}"), format!("/paste/{id}/raw")] {
        let response = client.get(format!("{url}{path}")).send().await.expect("GET");
        assert!(response.status().is_success(), "{path}: {}", response.status());
    }
    // The web app's page for it (answered 503 when this build has no web app in it: logged all the same).
    client.get(format!("{url}/paste/{id}")).send().await.expect("GET the paste's page");
    let account = json!({ "email": "ada@example.com", "password": "Zq8#vLmm-42" });
    assert!(post("/auth/v1/signup", account).await.expect("sign up").status().is_success());
    assert!(
        post("/auth/v1/recover", json!({ "email": "ada@example.com" })).await.expect("recover").status().is_success()
    );

    // Mail goes out after the answer (its timing must not tell whether the account exists): wait for both the
    // confirmation and the recovery mail to be logged. Every line is written as it is logged.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while std::fs::read_to_string(&log_path).unwrap_or_default().matches(MAIL_WRITTEN).count() < 2 {
        assert!(std::time::Instant::now() < deadline, "the two mails were not written");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    server.kill().expect("stop the server");
    server.wait().expect("the server stops");
    let log = std::fs::read_to_string(&log_path).expect("the log");

    let tokens: std::collections::BTreeSet<String> = std::fs::read_dir(data_dir.join("outbox"))
        .expect("mail was written to the outbox")
        .map(|entry| std::fs::read_to_string(entry.expect("a mail").path()).expect("read a mail"))
        .flat_map(|mail| link_tokens(&mail))
        .collect();
    assert_eq!(tokens.len(), 2, "the confirmation and recovery links' tokens: {tokens:?}");
    for token in &tokens {
        assert!(!log.contains(token.as_str()), "a mailed token is in the log:\n{log}");
    }
    assert!(!log.contains(&id), "the paste id is in the log:\n{log}");
    assert!(log.contains("path=/api/pastes/{id}") && log.contains("path=/paste/{id}"), "routes are logged:\n{log}");
    std::fs::remove_dir_all(&data_dir).ok();
}

/// The `token=` values of the links in a mail (its quoted-printable soft line breaks undone).
fn link_tokens(mail: &str) -> Vec<String> {
    let text = mail.replace("=\r\n", "").replace("=\n", "").replace("=3D", "=");
    text.match_indices("token=")
        .map(|(at, _)| {
            text[at + "token=".len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
                .collect::<String>()
        })
        .filter(|token| token.len() >= 16)
        .collect()
}
