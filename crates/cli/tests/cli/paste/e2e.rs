//! Round trips through the real server: `penknife paste create` then `penknife paste get`, for public, private,
//! password-protected and burn-after-reading pastes, from a file and from standard input.

use super::server::PenknifeServer;
use crate::common::{failure, penknife_with_env, penknife_with_stdin, stdout};

/// Content that shows any change: no final newline, trailing spaces, CRLF, tabs, non-ASCII and markup.
const CONTENT: &str = "fn main() {\r\n\tprintln!(\"héllo 🔐\");  \n}\n\n<script>alert(1)</script>";

struct Created {
    link: String,
    id: String,
    stderr: String,
}

fn create(server: &PenknifeServer, args: &[&str], stdin: &str) -> Created {
    create_with_env(server, args, stdin, &[])
}

fn create_with_env(server: &PenknifeServer, args: &[&str], stdin: &str, env: &[(&str, &str)]) -> Created {
    let mut all = vec!["paste", "create"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--server", &server.url]);
    let out = penknife_with_env(&all, stdin, env);
    let printed = stdout(&out);
    let link = printed.lines().last().expect("a link on the last line").to_owned();
    let path = link.split('#').next().unwrap_or_default();
    let id = path.strip_prefix(&format!("{}/paste/", server.url)).unwrap_or_else(|| panic!("link {link}")).to_owned();
    assert_eq!(id.len(), 22, "a 128-bit base64url id: {id}");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(stderr.lines().any(|line| line.starts_with("Delete token: ") && line.len() > 40), "{stderr}");
    Created { link, id, stderr }
}

fn get(link: &str, extra: &[&str]) -> std::process::Output {
    let mut all = vec!["paste", "get", link];
    all.extend_from_slice(extra);
    penknife_with_stdin(&all, "")
}

/// `penknife paste get LINK` with the password where scripts put it.
fn get_with_password(link: &str, password: &str) -> std::process::Output {
    penknife_with_env(&["paste", "get", link], "", &[("PENKNIFE_PASTE_PASSWORD", password)])
}

/// What a run without a terminal and without PENKNIFE_PASTE_PASSWORD says when it needs a password.
const NO_TERMINAL: &str = "penknife: No terminal to ask for the password on: set PENKNIFE_PASTE_PASSWORD instead: No such device or address (os error 6)";

#[test]
fn a_public_paste_from_a_file_round_trips_exactly() {
    let server = PenknifeServer::start();
    let dir = std::env::temp_dir().join(format!("penknife-cli-paste-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("main.rs");
    std::fs::write(&file, CONTENT).expect("write input");
    let file = file.to_str().expect("UTF-8 path");

    let paste = create(&server, &[file, "--title", "Hello", "--language", "rust", "--expires", "1d"], "");
    assert_eq!(paste.link, format!("{}/paste/{}", server.url, paste.id), "a public link has no fragment");
    assert!(paste.stderr.contains("Expires at: "), "{}", paste.stderr);

    let out = get(&paste.link, &[]);
    assert_eq!(out.stdout, CONTENT.as_bytes(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    // A bare id on --server names the same paste.
    assert_eq!(stdout(&get(&paste.id, &["--server", &server.url])), CONTENT);

    let api = server.api_paste(&paste.id);
    assert_eq!((api["title"].as_str(), api["language"].as_str()), (Some("Hello"), Some("rust")));
    assert_eq!((api["private"].as_bool(), api["views"].as_i64()), (Some(false), Some(3)));
    assert!(api["expiresAt"].is_string(), "{api}");
}

#[test]
fn standard_input_is_pasted_with_the_defaults() {
    let server = PenknifeServer::start();
    let paste = create(&server, &["-"], "from a pipe\n");
    assert_eq!(stdout(&get(&paste.link, &[])), "from a pipe\n");
    let api = server.api_paste(&paste.id);
    assert_eq!((api["title"].as_str(), api["language"].as_str()), (Some("Untitled Paste"), Some("text")));
    assert!(api["expiresAt"].is_null(), "never expires by default: {api}");
    assert!(!paste.stderr.contains("Expires at"), "{}", paste.stderr);
}

#[test]
fn a_private_paste_opens_only_with_its_key() {
    let server = PenknifeServer::start();
    let paste = create(&server, &["-", "--private", "--title", "Secret plan", "--language", "rust"], CONTENT);
    let (bare, key) = paste.link.split_once('#').expect("the key in the fragment");
    assert_eq!(key.len(), 43);

    let api = server.api_paste(&paste.id);
    assert_eq!(api["private"], true);
    assert!(api["title"].is_null() && api["content"].is_null() && api["language"].is_null(), "{api}");
    let stored = api["encrypted"].to_string();
    for plaintext in ["Secret", "println", "rust", key] {
        assert!(!stored.contains(plaintext), "{plaintext} is readable on the server: {stored}");
    }

    assert_eq!(get(&paste.link, &[]).stdout, CONTENT.as_bytes());
    let no_key = failure(&get(bare, &[]));
    assert_eq!(no_key, "penknife: This paste is private: its link needs the key that follows '#' (…/paste/ID#KEY).");
    let short_key = failure(&get(&paste.link[..paste.link.len() - 2], &[]));
    assert_eq!(short_key, "penknife: The link's key is incomplete or damaged: check that the whole link was copied.");
    let other_key = format!("{bare}#{}", "A".repeat(42) + "E");
    assert_eq!(
        failure(&get(&other_key, &[])),
        "penknife: The link's key does not open this paste: the link was changed, or the key belongs to another paste."
    );
}

#[test]
fn a_password_protected_paste_needs_the_right_password() {
    let server = PenknifeServer::start();
    let password = [("PENKNIFE_PASTE_PASSWORD", "correct horse")];
    let paste = create_with_env(&server, &["-", "--private", "--password"], "behind two locks", &password);

    let api = server.api_paste(&paste.id);
    assert_eq!(api["encrypted"]["kdf"]["name"], "PBKDF2-SHA256");
    assert_eq!(api["encrypted"]["kdf"]["iterations"], 600_000);

    assert_eq!(failure(&get(&paste.link, &[])), NO_TERMINAL);
    assert_eq!(
        failure(&get_with_password(&paste.link, "battery staple")),
        "penknife: Wrong password, or the link's key does not open this paste."
    );
    assert_eq!(stdout(&get_with_password(&paste.link, "correct horse")), "behind two locks");
}

#[test]
fn a_burn_after_reading_paste_is_read_once() {
    let server = PenknifeServer::start();
    for private in [false, true] {
        let mut args = vec!["-", "--burn"];
        if private {
            args.push("--private");
        }
        let paste = create(&server, &args, "read me once");
        let first = get(&paste.link, &[]);
        assert_eq!(stdout(&first), "read me once", "private: {private}");
        assert!(String::from_utf8_lossy(&first.stderr).contains("it is now deleted"));
        assert_eq!(
            failure(&get(&paste.link, &[])),
            "penknife: This paste does not exist or has expired.",
            "private: {private}"
        );
    }
}

#[test]
fn a_password_protected_burn_paste_is_not_opened_without_its_password() {
    let server = PenknifeServer::start();
    let password = [("PENKNIFE_PASTE_PASSWORD", "hunter2")];
    let paste = create_with_env(&server, &["-", "--burn", "--private", "--password"], "burn with care", &password);
    // The server says a password is needed before anything is opened, so having none to give burns nothing.
    assert_eq!(failure(&get(&paste.link, &[])), NO_TERMINAL);
    assert_eq!(stdout(&get_with_password(&paste.link, "hunter2")), "burn with care");
}
