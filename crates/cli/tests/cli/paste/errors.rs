//! What `penknife paste` says before and around a server: bad input and arguments, an unreachable server, the
//! server's own error messages, and the exact JSON it sends (checked against a scripted stand-in server).

use super::scripted::{Answer, ScriptedServer, json};
use crate::common::{failure, penknife_with_env, penknife_with_stdin, stdout};
use serde_json::{Value, json};

fn temp_file(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("penknife-cli-paste-input-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write input");
    path.to_str().expect("UTF-8 path").to_owned()
}

/// A loopback address nothing listens on (bound, then released).
fn closed_server() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    format!("http://{}", listener.local_addr().expect("address"))
}

#[test]
fn a_missing_file_is_named() {
    let out = penknife_with_stdin(&["paste", "create", "no-such-file.txt", "--server", &closed_server()], b"");
    assert_eq!(failure(&out), "penknife: cannot read no-such-file.txt: No such file or directory (os error 2)");
}

#[test]
fn binary_content_is_refused_before_anything_is_sent() {
    let file = temp_file("binary.bin", &[0x89, b'P', b'N', b'G', 0xFF, 0xFE]);
    let out = penknife_with_stdin(&["paste", "create", &file, "--server", &closed_server()], b"");
    assert_eq!(failure(&out), format!("penknife: {file} is not UTF-8 text: a paste holds text"));
    let out = penknife_with_stdin(&["paste", "create", "-", "--server", &closed_server()], [0xC3, 0x28]);
    assert_eq!(failure(&out), "penknife: standard input is not UTF-8 text: a paste holds text");
}

#[test]
fn blank_content_gets_the_specs_message() {
    let out = penknife_with_stdin(&["paste", "create", "-", "--server", &closed_server()], " \n\t\n");
    assert_eq!(failure(&out), "penknife: Please enter some content to save");
}

#[test]
fn a_long_title_is_refused() {
    let title = "t".repeat(201);
    let out = penknife_with_stdin(&["paste", "create", "-", "--title", &title, "--server", &closed_server()], "x");
    assert_eq!(failure(&out), "penknife: The title is longer than 200 characters.");
}

#[test]
fn unknown_languages_and_expiries_list_the_choices() {
    let out = penknife_with_stdin(&["paste", "create", "-", "--language", "cobol"], "x");
    let message = failure(&out);
    assert!(
        message.contains(
            "unknown language 'cobol' (expected one of: text, javascript, typescript, python, java, cpp, c, csharp, \
             php, ruby, go, rust, html, css, sql, json, xml, yaml, markdown, bash)"
        ),
        "{message}"
    );
    let out = penknife_with_stdin(&["paste", "create", "-", "--expires", "2d"], "x");
    let message = failure(&out);
    assert!(message.contains("unknown expiry '2d' (expected one of: never, 10m, 1h, 1d, 1w, 1M)"), "{message}");
}

#[test]
fn a_password_needs_private() {
    let out = penknife_with_stdin(&["paste", "create", "-", "--password"], "x");
    let message = failure(&out);
    assert!(message.contains("required arguments were not provided") && message.contains("--private"), "{message}");
}

#[test]
fn a_password_is_never_taken_from_the_command_line() {
    // argv shows in `ps` and shell history: a password after --password is refused, not used.
    let out = penknife_with_stdin(&["paste", "create", "-", "--private", "--password", "hunter2"], "x");
    let message = failure(&out);
    assert!(message.contains("unexpected argument 'hunter2' found"), "{message}");
    let out = penknife_with_stdin(
        &["paste", "get", "http://127.0.0.1:9/paste/AAAAAAAAAAAAAAAAAAAAAA", "--password", "hunter2"],
        "",
    );
    assert!(failure(&out).contains("unexpected argument '--password' found"));

    // Without PENKNIFE_PASTE_PASSWORD and without a terminal, nothing is sent: the server here is closed.
    let server = closed_server();
    let out = penknife_with_stdin(&["paste", "create", "-", "--private", "--password", "--server", &server], "x");
    assert!(
        failure(&out)
            .starts_with("penknife: No terminal to ask for the password on: set PENKNIFE_PASTE_PASSWORD instead")
    );
    let empty = [("PENKNIFE_PASTE_PASSWORD", "")];
    let out = penknife_with_env(&["paste", "create", "-", "--private", "--password", "--server", &server], "x", &empty);
    assert_eq!(failure(&out), "penknife: The password is empty: leave --password out for a paste without one.");
}

#[test]
fn an_unreachable_server_is_named() {
    let server = closed_server();
    let out = penknife_with_stdin(&["paste", "create", "-", "--server", &server], "hello");
    let message = failure(&out);
    assert!(message.starts_with(&format!("penknife: cannot reach the Penknife server at {server}/ (")), "{message}");
    assert!(message.ends_with("): is it running there?"), "{message}");

    let out = penknife_with_stdin(&["paste", "get", &format!("{server}/paste/AAAAAAAAAAAAAAAAAAAAAA")], "");
    assert!(failure(&out).contains("cannot reach the Penknife server"));

    // An id may begin with '-' (base64url): it is still the paste's id, not an option, before or after --server.
    for args in [["-nAAAAAAAAAAAAAAAAAAAAA", "--server", &server], ["--server", &server, "-nAAAAAAAAAAAAAAAAAAAAA"]] {
        let out = penknife_with_stdin(&[&["paste", "get"][..], &args[..]].concat(), "");
        assert!(failure(&out).contains("cannot reach the Penknife server"), "{args:?}");
    }
}

#[test]
fn bad_server_addresses_and_links_are_refused() {
    let out = penknife_with_stdin(&["paste", "create", "-", "--server", "localhost"], "hello");
    assert_eq!(failure(&out), "penknife: 'localhost' is not a server address: give one like http://127.0.0.1:8080");
    for link in ["https://example.org/", "https://example.org/paste/a%2Fb", "../../etc/passwd"] {
        let out = penknife_with_stdin(&["paste", "get", link, "--server", "http://127.0.0.1:8080"], "");
        assert_eq!(
            failure(&out),
            format!(
                "penknife: '{link}' is not a paste link: give one like http://127.0.0.1:8080/paste/ID#KEY, or a \
                 paste's id"
            )
        );
    }
}

fn created(url: &str) -> Answer {
    json(
        "201 Created",
        json!({ "id": "AAAAAAAAAAAAAAAAAAAAAA", "url": format!("{url}/paste/AAAAAAAAAAAAAAAAAAAAAA"),
                "deleteToken": "the-delete-token", "expiresAt": "2026-01-02T03:04:05Z" }),
    )
}

#[test]
fn a_public_create_sends_the_contracts_json_to_the_penknife_server_variables_server() {
    let server = ScriptedServer::start(|_| created("https://paste.example"));
    let out = penknife_with_env(
        &["paste", "create", "-", "--title", "Notes", "--language", "rust", "--expires", "1d", "--burn"],
        "fn main() {}",
        &[("PENKNIFE_SERVER", &server.url)],
    );
    assert_eq!(stdout(&out), "https://paste.example/paste/AAAAAAAAAAAAAAAAAAAAAA\n");
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Delete token: the-delete-token\nExpires at: 2026-01-02T03:04:05Z\n"
    );
    let requests = server.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].line, "POST /api/pastes");
    let sent: Value = serde_json::from_str(&requests[0].body).expect("JSON body");
    assert_eq!(
        sent,
        json!({ "title": "Notes", "content": "fn main() {}", "language": "rust", "expiresIn": "1d",
                "burnAfterReading": true })
    );
}

#[test]
fn a_private_create_sends_only_ciphertext() {
    let server = ScriptedServer::start(|_| created("https://paste.example"));
    let secret = "the launch code is 0000";
    let out = penknife_with_stdin(
        &["paste", "create", "-", "--private", "--title", "Top secret", "--server", &server.url],
        secret,
    );
    let link = stdout(&out);
    let key = link.trim().strip_prefix("https://paste.example/paste/AAAAAAAAAAAAAAAAAAAAAA#").expect("link#key");
    assert_eq!(key.len(), 43, "a 32-byte key in base64url: {key}");
    let body = &server.requests()[0].body;
    for plaintext in [secret, "launch", "Top secret", key] {
        assert!(!body.contains(plaintext), "{plaintext:?} reached the server: {body}");
    }
    let sent: Value = serde_json::from_str(body).expect("JSON body");
    let fields: Vec<&str> = sent.as_object().expect("an object").keys().map(String::as_str).collect();
    assert_eq!(fields, ["burnAfterReading", "encrypted", "expiresIn"]);
    assert_eq!(sent["encrypted"]["kdf"], Value::Null);
    assert_eq!(sent["encrypted"]["iv"].as_str().map(str::len), Some(16));
}

#[test]
fn the_servers_error_message_is_printed() {
    let server = ScriptedServer::start(|_| {
        json(
            "413 Payload Too Large",
            json!({"error": "paste_too_large", "message": "The paste is 1.4 MB, more than the 1 MB limit."}),
        )
    });
    let out = penknife_with_stdin(&["paste", "create", "-", "--server", &server.url], "big");
    assert_eq!(failure(&out), "penknife: The paste is 1.4 MB, more than the 1 MB limit.");

    let proxy = ScriptedServer::start(|_| Answer {
        status: "502 Bad Gateway",
        content_type: "text/html",
        body: "<h1>Bad Gateway</h1>".to_owned(),
    });
    let out = penknife_with_stdin(&["paste", "get", "AAAAAAAAAAAAAAAAAAAAAA", "--server", &proxy.url], "");
    assert_eq!(failure(&out), format!("penknife: the server at {}/ answered 502 Bad Gateway", proxy.url));
}

#[test]
fn a_private_burn_paste_is_not_opened_through_a_link_without_its_key() {
    let server = ScriptedServer::start(|_| {
        json(
            "200 OK",
            json!({ "id": "AAAAAAAAAAAAAAAAAAAAAA", "title": null, "content": null, "language": null, "private": true,
                    "encrypted": null, "burnAfterReading": true, "createdAt": "2026-01-01T00:00:00Z",
                    "expiresAt": null, "views": 0 }),
        )
    });
    let link = format!("{}/paste/AAAAAAAAAAAAAAAAAAAAAA", server.url);
    for (link, message) in [
        (link.clone(), "This paste is private: its link needs the key that follows '#' (…/paste/ID#KEY)."),
        (format!("{link}#AAEC"), "The link's key is incomplete or damaged: check that the whole link was copied."),
    ] {
        let out = penknife_with_stdin(&["paste", "get", &link], "");
        assert_eq!(failure(&out), format!("penknife: {message}"));
    }
    let lines: Vec<String> = server.requests().into_iter().map(|request| request.line).collect();
    assert_eq!(lines, ["GET /api/pastes/AAAAAAAAAAAAAAAAAAAAAA"; 2], "nothing may burn the paste");
}
