//! The paste API: create, read, raw text, ids, expiry and the sweep, burn after reading, delete rights, the
//! owner's list, size and rate limits, private pastes the server cannot read, and curl uploads.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use crate::common::{TestServer, each_backend, header, is_app_page, status_and_json};
use penknife_server::pastes::PasteClock;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

const PASSWORD: &str = "Zq8#vLmm-42";
const MINUTE_MS: i64 = 60_000;
const NOT_FOUND: &str = "This paste does not exist or has expired.";

/// The private-paste test vectors made with Web Crypto, as a browser sends them: the vectors stretch a password
/// 1,000 times to stay quick, a browser 600,000 times (the server never opens a paste, so it cannot tell).
fn test_vectors() -> Vec<Value> {
    let file: Value =
        serde_json::from_str(include_str!("../../../core/src/paste/test-vectors.json")).expect("the test vectors");
    let mut vectors = file["vectors"].as_array().expect("a list of vectors").clone();
    for vector in &mut vectors {
        if vector["encrypted"]["kdf"].is_object() {
            vector["encrypted"]["kdf"]["iterations"] = json!(600_000);
        }
    }
    vectors
}

/// Creates a paste that must be accepted; returns the answer (`id`, `url`, `deleteToken`, `expiresAt`).
async fn create(server: &TestServer, body: Value) -> Value {
    let (status, created) = server.post_json("/api/pastes", &body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created
}

async fn create_as(server: &TestServer, access_token: &str, body: Value) -> Value {
    let (status, created) = server.send_authed(Method::POST, "/api/pastes", access_token, &body).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    created
}

fn id(created: &Value) -> &str {
    created["id"].as_str().expect("an id")
}

async fn get_json(server: &TestServer, path: &str) -> (StatusCode, Value) {
    status_and_json(server.get(path).await).await
}

async fn open(server: &TestServer, paste_id: &str) -> (StatusCode, Value) {
    status_and_json(server.request(Method::POST, &format!("/api/pastes/{paste_id}/open")).await).await
}

async fn delete(server: &TestServer, paste_id: &str, headers: &[(&str, &str)]) -> (StatusCode, Value) {
    let mut request = server.client.delete(server.url(&format!("/api/pastes/{paste_id}")));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    status_and_json(request.send().await.expect("DELETE succeeds")).await
}

async fn row_count(server: &TestServer) -> usize {
    server.select_rows("SELECT id FROM pastes").await.len()
}

fn access_token(session: &Value) -> &str {
    session["access_token"].as_str().expect("an access token")
}

fn assert_not_found(status: StatusCode, body: &Value) {
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    assert_eq!(body, &json!({ "error": "paste_not_found", "message": NOT_FOUND }));
}

fn is_url_safe_id(id: &str) -> bool {
    id.len() == 22 && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[tokio::test]
async fn a_public_paste_is_created_read_counted_and_served_raw_as_sandboxed_text() {
    each_backend(
        |_| {},
        |server, _| async move {
            let content = "<script>alert(1)</script>\nfn main() {}\n";
            let created = create(
                &server,
                json!({ "title": "  Hello  ", "content": content, "language": "rust", "expiresIn": "never" }),
            )
            .await;
            let paste_id = id(&created).to_owned();
            assert!(is_url_safe_id(&paste_id), "{paste_id}");
            assert_eq!(created["url"], server.url(&format!("/paste/{paste_id}")));
            assert_eq!(created["expiresAt"], Value::Null);
            assert_eq!(created["deleteToken"].as_str().expect("a delete token").len(), 43);

            let (status, paste) = get_json(&server, &format!("/api/pastes/{paste_id}")).await;
            assert_eq!(status, StatusCode::OK, "{paste}");
            assert_eq!(paste["id"], paste_id.as_str());
            assert_eq!(paste["title"], "Hello");
            assert_eq!(paste["content"], content);
            assert_eq!(paste["language"], "rust");
            assert_eq!(paste["private"], false);
            assert_eq!(paste["encrypted"], Value::Null);
            assert_eq!(paste["burnAfterReading"], false);
            assert_eq!(paste["expiresAt"], Value::Null);
            assert_eq!(paste["views"], 1);
            assert!(paste["createdAt"].as_str().expect("a time").ends_with('Z'));

            let raw = server.get(&format!("/paste/{paste_id}/raw")).await;
            assert_eq!(raw.status(), StatusCode::OK);
            assert_eq!(header(&raw, "content-type"), "text/plain; charset=utf-8");
            assert_eq!(header(&raw, "x-content-type-options"), "nosniff");
            assert_eq!(header(&raw, "content-security-policy"), "default-src 'none'; sandbox");
            assert_eq!(raw.text().await.expect("text"), content);

            let (_, paste) = get_json(&server, &format!("/api/pastes/{paste_id}")).await;
            assert_eq!(paste["views"], 3, "the raw view counted too");

            // The page anyone with the link opens is the web app's.
            let page = server.get(&format!("/paste/{paste_id}")).await;
            assert_eq!(page.status(), StatusCode::OK);
            assert!(is_app_page(&page.text().await.expect("html"), "en", "ltr"));

            // Defaults: 'Untitled Paste', plain text.
            let created = create(&server, json!({ "title": "   ", "content": "x" })).await;
            let (_, paste) = get_json(&server, &format!("/api/pastes/{}", id(&created))).await;
            assert_eq!((&paste["title"], &paste["language"]), (&json!("Untitled Paste"), &json!("text")));
        },
    )
    .await;
}

#[tokio::test]
async fn ids_are_distinct_22_character_url_safe_strings() {
    each_backend(
        |_| {},
        |server, _| async move {
            let mut ids = HashSet::new();
            for n in 0..30 {
                let created = create(&server, json!({ "content": format!("paste {n}") })).await;
                assert!(is_url_safe_id(id(&created)), "{created}");
                ids.insert(id(&created).to_owned());
            }
            assert_eq!(ids.len(), 30);
        },
    )
    .await;
}

#[tokio::test]
async fn unknown_malformed_and_expired_ids_answer_the_same_404() {
    each_backend(
        |config| config.pastes.clock = PasteClock::adjustable(),
        |server, _| async move {
            let expiring = create(&server, json!({ "content": "soon gone", "expiresIn": "10m" })).await;
            let token = expiring["deleteToken"].as_str().expect("token").to_owned();
            server.pastes.config.clock.advance(11 * MINUTE_MS);
            for paste_id in [id(&expiring), "AAAAAAAAAAAAAAAAAAAAAA", "not-an-id", "AAAAAAAAAAAAAAAAAAAA.A", "%00"] {
                let (status, body) = get_json(&server, &format!("/api/pastes/{paste_id}")).await;
                assert_not_found(status, &body);
                let (status, body) = open(&server, paste_id).await;
                assert_not_found(status, &body);
                let (status, body) = delete(&server, paste_id, &[("penknife-delete-token", &token)]).await;
                assert_not_found(status, &body);
                let raw = server.get(&format!("/paste/{paste_id}/raw")).await;
                assert_eq!(raw.status(), StatusCode::NOT_FOUND);
                assert_eq!(header(&raw, "content-type"), "text/plain; charset=utf-8");
                assert_eq!(raw.text().await.expect("text"), NOT_FOUND);
            }
        },
    )
    .await;
}

#[tokio::test]
async fn expiry_follows_the_paste_clock_and_the_sweep_deletes_expired_rows() {
    each_backend(
        |config| config.pastes.clock = PasteClock::adjustable(),
        |server, _| async move {
            let session = server.confirmed_user("expiry@example.com", PASSWORD).await;
            let token = access_token(&session);
            let short = create_as(&server, token, json!({ "content": "ten minutes", "expiresIn": "10m" })).await;
            let day = create_as(&server, token, json!({ "content": "a day", "expiresIn": "1d" })).await;
            let forever = create_as(&server, token, json!({ "content": "forever" })).await;
            let created_at = server.pastes.now_ms();
            let expires_at = short["expiresAt"].as_str().expect("an expiry time");
            assert!(expires_at.ends_with('Z'), "{expires_at}");

            server.pastes.config.clock.advance(9 * MINUTE_MS);
            let (status, _) = get_json(&server, &format!("/api/pastes/{}", id(&short))).await;
            assert_eq!(status, StatusCode::OK, "still there after 9 minutes");

            server.pastes.config.clock.advance(2 * MINUTE_MS);
            let (status, body) = get_json(&server, &format!("/api/pastes/{}", id(&short))).await;
            assert_not_found(status, &body);
            let (_, listed) = server.get_authed("/api/me/pastes", token).await;
            let listed: Vec<&str> =
                listed["pastes"].as_array().expect("a list").iter().map(|p| p["id"].as_str().expect("id")).collect();
            assert_eq!(listed, [id(&forever), id(&day)], "newest first, the expired one left out");

            assert_eq!(row_count(&server).await, 3, "expired, not yet swept");
            let swept = server.pastes.store.sweep(server.pastes.now_ms()).await.expect("sweep");
            assert_eq!(swept, 1);
            let left: HashSet<String> = server
                .select_rows("SELECT id FROM pastes")
                .await
                .into_iter()
                .map(|row| row[0].clone().expect("id"))
                .collect();
            assert_eq!(left, HashSet::from([id(&day).to_owned(), id(&forever).to_owned()]));

            let swept = server.pastes.store.sweep(created_at + 24 * 60 * MINUTE_MS).await.expect("sweep");
            assert_eq!(swept, 1, "the day-long paste at its expiry");
            let (status, _) = get_json(&server, &format!("/api/pastes/{}", id(&forever))).await;
            assert_eq!(status, StatusCode::OK);
        },
    )
    .await;
}

#[tokio::test]
async fn burn_after_reading_shows_metadata_until_opened_once() {
    each_backend(
        |_| {},
        |server, _| async move {
            let created =
                create(&server, json!({ "title": "Once", "content": "read me once", "burnAfterReading": true })).await;
            let path = format!("/api/pastes/{}", id(&created));
            for _ in 0..2 {
                // A link preview or a crawler fetching the link burns nothing and learns nothing.
                let (status, paste) = get_json(&server, &path).await;
                assert_eq!(status, StatusCode::OK, "{paste}");
                assert_eq!(paste["burnAfterReading"], true);
                assert_eq!(
                    (&paste["title"], &paste["content"], &paste["encrypted"]),
                    (&Value::Null, &Value::Null, &Value::Null)
                );
                assert_eq!(paste["views"], 0);
            }
            let raw = server.get(&format!("/paste/{}/raw", id(&created))).await;
            assert_eq!(raw.status(), StatusCode::FORBIDDEN);
            assert_eq!(
                raw.text().await.expect("text"),
                "This paste is deleted once read: open its link in a browser to read it."
            );

            let (status, paste) = open(&server, id(&created)).await;
            assert_eq!(status, StatusCode::OK, "{paste}");
            assert_eq!((&paste["title"], &paste["content"]), (&json!("Once"), &json!("read me once")));
            assert_eq!(paste["views"], 1);
            let (status, body) = open(&server, id(&created)).await;
            assert_not_found(status, &body);
            let (status, body) = get_json(&server, &path).await;
            assert_not_found(status, &body);
            assert_eq!(row_count(&server).await, 0);

            // Opening a paste that does not burn is an ordinary view.
            let kept = create(&server, json!({ "content": "stays" })).await;
            for views in 1..=2 {
                let (_, paste) = open(&server, id(&kept)).await;
                assert_eq!(paste["views"], views);
            }
        },
    )
    .await;
}

#[tokio::test]
async fn burning_twice_at_once_gives_the_paste_to_one_reader() {
    each_backend(
        |_| {},
        |server, _| async move {
            for _ in 0..5 {
                let created = create(&server, json!({ "content": "one reader", "burnAfterReading": true })).await;
                let (first, second) = tokio::join!(open(&server, id(&created)), open(&server, id(&created)));
                let mut statuses = [first.0, second.0];
                statuses.sort();
                assert_eq!(statuses, [StatusCode::OK, StatusCode::NOT_FOUND]);
            }
        },
    )
    .await;
}

#[tokio::test]
async fn only_the_delete_token_or_the_owner_deletes_a_paste() {
    each_backend(
        |_| {},
        |server, _| async move {
            let created = create(&server, json!({ "content": "delete me" })).await;
            let token = created["deleteToken"].as_str().expect("token");
            let forbidden = json!({
                "error": "paste_delete_forbidden",
                "message": "Only the paste's delete token or its owner can delete it."
            });
            let wrong = format!("{}x", &token[..token.len() - 1]);
            for headers in [vec![], vec![("penknife-delete-token", wrong.as_str())]] {
                let (status, body) = delete(&server, id(&created), &headers).await;
                assert_eq!((status, body), (StatusCode::FORBIDDEN, forbidden.clone()));
            }
            assert_eq!(row_count(&server).await, 1);
            let (status, _) = delete(&server, id(&created), &[("penknife-delete-token", token)]).await;
            assert_eq!(status, StatusCode::NO_CONTENT);
            let (status, body) = delete(&server, id(&created), &[("penknife-delete-token", token)]).await;
            assert_not_found(status, &body);

            let owner = server.confirmed_user("owner@example.com", PASSWORD).await;
            let other = server.confirmed_user("other@example.com", PASSWORD).await;
            let owned = create_as(&server, access_token(&owner), json!({ "content": "mine" })).await;
            let bearer = |session: &Value| format!("Bearer {}", access_token(session));
            let (status, body) = delete(&server, id(&owned), &[("authorization", &bearer(&other))]).await;
            assert_eq!((status, body), (StatusCode::FORBIDDEN, forbidden.clone()));
            // Another user's paste's token does not open this one.
            let others = create_as(&server, access_token(&other), json!({ "content": "theirs" })).await;
            let others_token = others["deleteToken"].as_str().expect("token");
            let (status, _) = delete(&server, id(&owned), &[("penknife-delete-token", others_token)]).await;
            assert_eq!(status, StatusCode::FORBIDDEN);
            let (status, _) = delete(&server, id(&owned), &[("authorization", &bearer(&owner))]).await;
            assert_eq!(status, StatusCode::NO_CONTENT);
            let (status, body) = get_json(&server, &format!("/api/pastes/{}", id(&owned))).await;
            assert_not_found(status, &body);
        },
    )
    .await;
}

#[tokio::test]
async fn my_pastes_needs_a_sign_in_and_lists_only_the_callers_own() {
    each_backend(
        |_| {},
        |server, _| async move {
            let (status, body) = get_json(&server, "/api/me/pastes").await;
            // The same error as every other `/api/me` route without a sign-in.
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
            assert_eq!(body, json!({ "error": "invalid_token", "message": "Sign in to see your pastes." }));
            let (me_status, me_body) = get_json(&server, "/api/me/settings").await;
            assert_eq!((me_status, &me_body["error"]), (status, &body["error"]));
            let (status, body) = server.get_authed("/api/me/pastes", "not.a.jwt").await;
            assert_eq!((status, &body["error"]), (StatusCode::UNAUTHORIZED, &json!("invalid_token")));

            // A bad token on create is refused, not turned into an anonymous paste.
            let (status, body) =
                server.send_authed(Method::POST, "/api/pastes", "not.a.jwt", &json!({ "content": "x" })).await;
            assert_eq!((status, &body["error"]), (StatusCode::UNAUTHORIZED, &json!("invalid_token")));
            assert_eq!(row_count(&server).await, 0);

            let ada = server.confirmed_user("ada@example.com", PASSWORD).await;
            let bob = server.confirmed_user("bob@example.com", PASSWORD).await;
            let first = create_as(&server, access_token(&ada), json!({ "title": "First", "content": "1" })).await;
            create_as(&server, access_token(&bob), json!({ "content": "bob's" })).await;
            create(&server, json!({ "content": "anonymous" })).await;
            let sealed = test_vectors()[0]["encrypted"].clone();
            let second = create_as(
                &server,
                access_token(&ada),
                json!({ "encrypted": sealed, "expiresIn": "1w", "burnAfterReading": true }),
            )
            .await;

            let (status, listed) = server.get_authed("/api/me/pastes", access_token(&ada)).await;
            assert_eq!(status, StatusCode::OK, "{listed}");
            let pastes = listed["pastes"].as_array().expect("a list");
            assert_eq!(pastes.len(), 2, "{listed}");
            assert_eq!(pastes[0]["id"], id(&second));
            assert_eq!(pastes[0]["private"], true);
            assert_eq!(pastes[0]["burnAfterReading"], true);
            assert_eq!((&pastes[0]["title"], &pastes[0]["language"]), (&Value::Null, &Value::Null));
            assert_eq!(pastes[0]["expiresAt"], second["expiresAt"]);
            assert_eq!(pastes[1]["id"], id(&first));
            assert_eq!((&pastes[1]["title"], &pastes[1]["language"]), (&json!("First"), &json!("text")));
            assert_eq!(pastes[1]["views"], 0);
            assert!(pastes.iter().all(|p| p.get("content").is_none()), "the list carries no content");
        },
    )
    .await;
}

#[tokio::test]
async fn a_private_paste_is_stored_without_a_byte_of_its_plaintext() {
    each_backend(
        |_| {},
        |server, _| async move {
            for vector in test_vectors() {
                let sealed = vector["encrypted"].clone();
                let created = create(&server, json!({ "encrypted": sealed })).await;
                let (status, paste) = get_json(&server, &format!("/api/pastes/{}", id(&created))).await;
                assert_eq!(status, StatusCode::OK, "{paste}");
                assert_eq!(paste["private"], true);
                assert_eq!(paste["passwordProtected"], vector["password"].is_string(), "{paste}");
                assert_eq!(paste["encrypted"], sealed, "handed back exactly as sent");
                assert_eq!(
                    (&paste["title"], &paste["content"], &paste["language"]),
                    (&Value::Null, &Value::Null, &Value::Null)
                );
                let raw = server.get(&format!("/paste/{}/raw", id(&created))).await;
                assert_eq!(raw.status(), StatusCode::FORBIDDEN);
                assert_eq!(
                    raw.text().await.expect("text"),
                    "This paste is end-to-end encrypted: open its link in a browser to read it."
                );

                // Before a burn-after-reading paste is opened, a reader learns whether to bring a password.
                let burning = create(&server, json!({ "encrypted": sealed, "burnAfterReading": true })).await;
                let (_, meta) = get_json(&server, &format!("/api/pastes/{}", id(&burning))).await;
                assert_eq!(meta["encrypted"], Value::Null, "{meta}");
                assert_eq!(meta["passwordProtected"], vector["password"].is_string(), "{meta}");
            }

            let stored: String = server
                .select_rows("SELECT * FROM pastes")
                .await
                .into_iter()
                .flatten()
                .flatten()
                .collect::<Vec<_>>()
                .join("\u{0}");
            let payload: Value =
                serde_json::from_str(test_vectors()[0]["payload"].as_str().expect("payload")).expect("JSON");
            for plaintext in [&payload["title"], &payload["content"]] {
                let plaintext = plaintext.as_str().expect("text").as_bytes();
                for piece in plaintext.windows(4) {
                    assert!(
                        !stored.as_bytes().windows(4).any(|w| w == piece),
                        "{:?} of the plaintext is in the database",
                        String::from_utf8_lossy(piece)
                    );
                }
            }
            assert!(!stored.contains("rust"), "nor its language");

            // Title and language belong inside the ciphertext.
            let sealed = test_vectors()[0]["encrypted"].clone();
            for extra in [json!({ "title": "Secret plan" }), json!({ "language": "rust" }), json!({ "content": "x" })] {
                let mut body = json!({ "encrypted": sealed });
                body.as_object_mut().expect("object").extend(extra.as_object().expect("object").clone());
                let (status, error) = server.post_json("/api/pastes", &body).await;
                assert_eq!((status, &error["error"]), (StatusCode::BAD_REQUEST, &json!("invalid_paste")), "{body}");
            }
            let mut short_iv = sealed.clone();
            short_iv["iv"] = json!("AAAA");
            let (status, _) = server.post_json("/api/pastes", &json!({ "encrypted": short_iv })).await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            // A client may not choose a password stretch cheaper than our writers' to make guessing easy.
            let mut weak = test_vectors()[1]["encrypted"].clone();
            weak["kdf"]["iterations"] = json!(1_000);
            let (status, error) = server.post_json("/api/pastes", &json!({ "encrypted": weak })).await;
            assert_eq!(
                (status, error),
                (
                    StatusCode::BAD_REQUEST,
                    json!({ "error": "invalid_paste", "message": "encrypted.kdf.iterations must be from 600000 to 10000000." })
                )
            );
            assert_eq!(
                row_count(&server).await,
                4,
                "two private pastes and their burn-after-reading twins, nothing more"
            );
        },
    )
    .await;
}

#[tokio::test]
async fn what_is_not_a_paste_is_refused_with_nothing_stored() {
    each_backend(
        |_| {},
        |server, _| async move {
            let required = json!({ "error": "content_required", "message": "Please enter some content to save" });
            for body in [json!({}), json!({ "content": " \n\t " }), json!({ "title": "only a title" })] {
                let (status, error) = server.post_json("/api/pastes", &body).await;
                assert_eq!((status, error), (StatusCode::BAD_REQUEST, required.clone()), "{body}");
            }
            for body in [
                json!({ "content": "x", "colour": "red" }),
                json!({ "content": "x", "language": "cobol" }),
                json!({ "content": "x", "expiresIn": "1m" }),
                json!({ "content": "x", "title": "t".repeat(201) }),
                json!({ "content": "binary\0file" }),
                json!({ "content": "x", "title": "nul\0" }),
            ] {
                let (status, error) = server.post_json("/api/pastes", &body).await;
                assert_eq!((status, &error["error"]), (StatusCode::BAD_REQUEST, &json!("invalid_paste")), "{body}");
            }
            assert_eq!(row_count(&server).await, 0);
            create(&server, json!({ "content": "x", "title": "é".repeat(200) })).await;
        },
    )
    .await;
}

#[tokio::test]
async fn pastes_over_the_size_limit_are_refused_with_413_and_nothing_stored() {
    each_backend(
        |config| config.pastes.max_bytes = 1024 * 1024,
        |server, _| async move {
            let too_large = json!({
                "error": "paste_too_large",
                "message": "The paste is 1.4 MB, more than the 1 MB limit."
            });
            let content = "a".repeat(1_468_006);
            let (status, error) = server.post_json("/api/pastes", &json!({ "content": content })).await;
            assert_eq!((status, error), (StatusCode::PAYLOAD_TOO_LARGE, too_large.clone()));
            let response =
                server.client.post(server.url("/api/pastes")).body(content).send().await.expect("raw upload");
            assert_eq!(status_and_json(response).await, (StatusCode::PAYLOAD_TOO_LARGE, too_large));

            // Exactly the limit is fine; one UTF-8 byte more is not.
            let (status, _) = server.post_json("/api/pastes", &json!({ "content": "é".repeat(512 * 1024) })).await;
            assert_eq!(status, StatusCode::CREATED);
            let (status, error) =
                server.post_json("/api/pastes", &json!({ "content": format!("{}a", "é".repeat(512 * 1024)) })).await;
            assert_eq!((status, &error["message"]), (StatusCode::PAYLOAD_TOO_LARGE, &json!("The paste is 1.1 MB, more than the 1 MB limit.")));

            // A private paste counts its ciphertext.
            let mut sealed = test_vectors()[0]["encrypted"].clone();
            sealed["ciphertext"] = json!("A".repeat(1_400_000));
            let (status, error) = server.post_json("/api/pastes", &json!({ "encrypted": sealed })).await;
            assert_eq!((status, &error["error"]), (StatusCode::PAYLOAD_TOO_LARGE, &json!("paste_too_large")));

            // A 2 GB upload is refused from its Content-Length, before any of it is sent.
            let started = Instant::now();
            let head = server
                .raw_response_head(&format!(
                    "POST /api/pastes HTTP/1.1\r\nHost: {}\r\nContent-Type: text/plain\r\nContent-Length: 2147483648\r\n\r\n",
                    server.addr
                ))
                .await;
            assert!(head.starts_with("HTTP/1.1 413"), "{head}");
            assert!(started.elapsed() < Duration::from_secs(5));
            assert_eq!(row_count(&server).await, 1, "only the paste within the limit");
        },
    )
    .await;
}

#[tokio::test]
async fn creates_per_address_are_limited_with_429_and_retry_after() {
    each_backend(
        |config| {
            config.pastes.creates_per_window = 3;
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            let from = |ip: &'static str| [("x-forwarded-for", ip)];
            for n in 0..3 {
                let response = server
                    .post_json_with("/api/pastes", &json!({ "content": format!("{n}") }), &from("203.0.113.7"))
                    .await;
                assert_eq!(response.status(), StatusCode::CREATED);
            }
            let response = server.post_json_with("/api/pastes", &json!({ "content": "4" }), &from("203.0.113.7")).await;
            assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
            let retry_after: u64 = header(&response, "retry-after").parse().expect("seconds");
            assert!((3590..=3600).contains(&retry_after), "{retry_after}");
            let (_, error) = status_and_json(response).await;
            assert_eq!(
                error,
                json!({
                    "error": "paste_rate_limited",
                    "message": "Too many pastes from your address. Try again in 60 minutes."
                })
            );
            // The proxy's last X-Forwarded-For entry is the client, as for the accounts limits: what the client
            // wrote before it does not get it a fresh allowance.
            let spoofed = [("x-forwarded-for", "198.51.100.1, 203.0.113.7")];
            let response = server.post_json_with("/api/pastes", &json!({ "content": "5" }), &spoofed).await;
            assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
            assert_eq!(row_count(&server).await, 3);
            let response = server.post_json_with("/api/pastes", &json!({ "content": "6" }), &from("203.0.113.8")).await;
            assert_eq!(response.status(), StatusCode::CREATED, "another address has its own allowance");
        },
    )
    .await;
}

#[tokio::test]
async fn an_ipv6_64_creates_as_one_client() {
    each_backend(
        |config| {
            config.pastes.creates_per_window = 3;
            config.auth.trusted_proxy = true;
        },
        |server, _| async move {
            // One subscriber's /64 holds 2^64 addresses: each of them is the same client.
            let mut statuses = Vec::new();
            for i in 1..=5 {
                let address = format!("2a00:1450:4001:81c::{i:x}");
                let from = [("x-forwarded-for", address.as_str())];
                let response = server.post_json_with("/api/pastes", &json!({ "content": "x" }), &from).await;
                statuses.push(response.status().as_u16());
            }
            assert_eq!(statuses, [201, 201, 201, 429, 429]);
            let other = [("x-forwarded-for", "2a00:1450:4001:81d::1")];
            let response = server.post_json_with("/api/pastes", &json!({ "content": "y" }), &other).await;
            assert_eq!(response.status(), StatusCode::CREATED, "the next /64 is another client");
        },
    )
    .await;
}

#[tokio::test]
async fn a_curl_upload_answers_the_link_as_text() {
    each_backend(
        |_| {},
        |server, _| async move {
            // What `curl --data-binary @notes.rs SITE/api/pastes?…` sends.
            let content = "fn main() {\n    println!(\"hi & bye\");\n}\n";
            let response = server
                .client
                .post(server.url("/api/pastes?title=Notes&language=rust&expires=1d"))
                .header("content-type", "application/x-www-form-urlencoded")
                .body(content)
                .send()
                .await
                .expect("upload");
            assert_eq!(response.status(), StatusCode::CREATED);
            assert_eq!(header(&response, "content-type"), "text/plain; charset=utf-8");
            let token = header(&response, "penknife-delete-token").to_owned();
            let url = response.text().await.expect("text");
            let paste_id = url.trim_end().rsplit('/').next().expect("an id").to_owned();
            assert_eq!(url, format!("{}\n", server.url(&format!("/paste/{paste_id}"))));

            let (_, paste) = get_json(&server, &format!("/api/pastes/{paste_id}")).await;
            assert_eq!(
                (&paste["title"], &paste["language"], &paste["content"]),
                (&json!("Notes"), &json!("rust"), &json!(content))
            );
            assert!(paste["expiresAt"].is_string());
            let raw = server.get(&format!("/paste/{paste_id}/raw")).await;
            assert_eq!(raw.text().await.expect("text"), content);

            let (status, _) = delete(&server, &paste_id, &[("penknife-delete-token", &token)]).await;
            assert_eq!(status, StatusCode::NO_CONTENT);

            for (query, body) in
                [("", vec![0xff, 0xfe]), ("?expires=forever", b"x".to_vec()), ("?colour=red", b"x".to_vec())]
            {
                let response = server
                    .client
                    .post(server.url(&format!("/api/pastes{query}")))
                    .header("content-type", "text/plain")
                    .body(body)
                    .send()
                    .await
                    .expect("upload");
                assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{query}");
            }
            assert_eq!(row_count(&server).await, 0);
        },
    )
    .await;
}

#[tokio::test]
async fn other_methods_on_paste_routes_answer_the_api_405() {
    let server = TestServer::with_web_app().await;
    let paste_id = "AAAAAAAAAAAAAAAAAAAAAA";
    let cases = [
        (Method::GET, "/api/pastes".to_owned(), "POST"),
        (Method::PUT, format!("/api/pastes/{paste_id}"), "GET,HEAD,DELETE"),
        (Method::GET, format!("/api/pastes/{paste_id}/open"), "POST"),
        (Method::DELETE, "/api/me/pastes".to_owned(), "GET,HEAD"),
    ];
    for (method, path, allow) in cases {
        let response = server.request(method.clone(), &path).await;
        assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert_eq!(header(&response, "allow"), allow, "{method} {path}");
        let (_, error) = status_and_json(response).await;
        assert_eq!(error["error"], "method_not_allowed", "{method} {path}");
    }
}

#[tokio::test]
async fn a_json_body_is_bounded_by_twice_the_paste_limit() {
    let server = TestServer::with_web_app().await;
    // 2 MiB + 64 KiB is room for any paste the page or the CLI sends (escapes double text at most, base64 makes
    // ciphertext 4/3); one byte more is refused before it is read, whatever it would decode to.
    let head = |length: usize| {
        format!(
            "POST /api/pastes HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n",
            server.addr
        )
    };
    let refused = server.raw_response_head(&head(2 * 1024 * 1024 + 64 * 1024 + 1)).await;
    assert!(refused.starts_with("HTTP/1.1 413"), "{refused}");
    // At the bound the body is read: a 2 MB JSON body of escapes whose paste is 0.7 MB is taken.
    let content = format!("{}a", "a\\n".repeat(349_525));
    let body = format!("{{\"content\":\"{content}\"}}");
    assert!(body.len() > 1024 * 1024 && body.len() <= 2 * 1024 * 1024 + 64 * 1024);
    let response = server
        .client
        .post(server.url("/api/pastes"))
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("sent");
    assert_eq!(response.status(), StatusCode::CREATED);
}

#[tokio::test]
async fn uploads_in_flight_share_one_memory_budget() {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let server = TestServer::start_configured(crate::common::web_app(), |config| {
        config.connections.upload_memory = 2 * 1024 * 1024;
    })
    .await;
    async fn read_head(stream: &mut tokio::net::TcpStream) -> String {
        let mut received = Vec::new();
        while !received.windows(4).any(|w| w == b"\r\n\r\n") {
            let mut byte = [0u8; 1];
            assert_eq!(stream.read(&mut byte).await.expect("read"), 1, "{}", String::from_utf8_lossy(&received));
            received.push(byte[0]);
        }
        String::from_utf8(received).expect("an ASCII head")
    }
    let post_head = |length: usize, extra: &str| {
        format!(
            "POST /api/pastes HTTP/1.1\r\nHost: penknife.test\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n{extra}\r\n"
        )
    };

    // 1.5 MB of JSON (a 1 MB paste: 'a' and an escaped newline, three bytes for two), held half-sent. The server
    // says "100 Continue" when the handler starts reading: the 1.5 MB are reserved by then.
    let held = format!("{{\"content\":\"{}a\"}}", "a\\n".repeat(499_995));
    assert_eq!(held.len(), 1_500_000);
    let mut first = tokio::net::TcpStream::connect(server.addr).await.expect("connect");
    first.write_all(post_head(held.len(), "Expect: 100-continue\r\n").as_bytes()).await.expect("send");
    assert!(read_head(&mut first).await.starts_with("HTTP/1.1 100 Continue"));
    first.write_all(&held.as_bytes()[..750_000]).await.expect("send half");

    // Another 1 MB does not fit in the 0.5 MB left: 503 with Retry-After at once, before its body is sent.
    let busy = server.raw_response_head(&post_head(1_000_000, "")).await;
    assert!(busy.starts_with("HTTP/1.1 503"), "{busy}");
    assert!(busy.to_lowercase().contains("retry-after: 5\r\n"), "{busy}");
    // A small paste still fits.
    let (status, _) = server.post_json("/api/pastes", &json!({ "content": "small" })).await;
    assert_eq!(status, StatusCode::CREATED);

    first.write_all(&held.as_bytes()[750_000..]).await.expect("send the rest");
    assert!(read_head(&mut first).await.starts_with("HTTP/1.1 201"));
    // Answered, the first upload gave its share back: a 1 MB paste fits again.
    let (status, created) = server.post_json("/api/pastes", &json!({ "content": "b".repeat(999_986) })).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
}
