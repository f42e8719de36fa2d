//! `/api/me`: a signed-in user's settings, favorites and history, and account deletion. Who may reach which rows,
//! merges without duplicates, the limits and their messages, and what deleting an account removes.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

use crate::common::{TestServer, each_backend, header, status_and_json};

const PASSWORD: &str = "Zq8#vLmm-42";
const SESSION_ENDED: &str = "Sign in again: your session has ended.";
const TOO_MANY_FAVORITES: &str = "You can keep at most 200 favorite tools.";

/// A signed-in user: their access token and id.
struct User {
    token: String,
    id: String,
    session: Value,
}

async fn sign_up(server: &TestServer, email: &str) -> User {
    let session = server.confirmed_user(email, PASSWORD).await;
    User {
        token: session["access_token"].as_str().expect("an access token").to_owned(),
        id: session["user"]["id"].as_str().expect("a user id").to_owned(),
        session,
    }
}

/// `method path` with an optional bearer token and JSON body; the status and the JSON answer.
async fn call(
    server: &TestServer,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (StatusCode, Value) {
    let mut request = server.client.request(method, server.url(path));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.header("content-type", "application/json").body(body.to_string());
    }
    status_and_json(request.send().await.expect("request succeeds")).await
}

async fn get(server: &TestServer, user: &User, path: &str) -> Value {
    let (status, body) = call(server, Method::GET, path, Some(&user.token), None).await;
    assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
    body
}

async fn send(server: &TestServer, user: &User, method: Method, path: &str, body: &Value) -> Value {
    let (status, answer) = call(server, method.clone(), path, Some(&user.token), Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{method} {path}: {answer}");
    answer
}

/// Sends `body` and expects a refusal with `status` and exactly `message`.
async fn refused(
    server: &TestServer,
    user: &User,
    method: Method,
    path: &str,
    body: &Value,
    status: StatusCode,
) -> String {
    let (got, answer) = call(server, method.clone(), path, Some(&user.token), Some(body)).await;
    assert_eq!(got, status, "{method} {path}: {answer}");
    answer["message"].as_str().expect("a message").to_owned()
}

async fn delete(server: &TestServer, user: &User, path: &str) -> Value {
    let (status, body) = call(server, Method::DELETE, path, Some(&user.token), None).await;
    assert_eq!(status, StatusCode::OK, "DELETE {path}: {body}");
    body
}

/// A history entry as the browser sends it.
fn entry(id: &str, timestamp: &str) -> Value {
    json!({
        "id": id,
        "tool": "json-formatter",
        "category": "developer",
        "timestamp": timestamp,
        "duration": 2.5,
        "description": "Formatted JSON",
        "url": "/tools/json-formatter",
    })
}

/// `2026-01-01T00:00:00Z` plus `seconds` (under a day).
fn at_second(seconds: usize) -> String {
    format!("2026-01-01T{:02}:{:02}:{:02}Z", seconds / 3600, seconds / 60 % 60, seconds % 60)
}

fn ids(history: &Value) -> Vec<String> {
    history["entries"].as_array().expect("entries").iter().map(|e| e["id"].as_str().expect("id").to_owned()).collect()
}

fn tools(favorites: &Value) -> Vec<String> {
    favorites["favorites"]
        .as_array()
        .expect("favorites")
        .iter()
        .map(|f| f["tool"].as_str().expect("tool").to_owned())
        .collect()
}

async fn count(server: &TestServer, query: &str) -> usize {
    let rows = server.select_rows(query).await;
    rows[0][0].as_deref().expect("a count").parse().expect("a number")
}

/// How many rows of `table` belong to `user_id` (by `column`).
async fn rows_of(server: &TestServer, table: &str, column: &str, user_id: &str) -> usize {
    count(server, &format!("SELECT COUNT(*) FROM {table} WHERE {column} = '{user_id}'")).await
}

/// The same token with its `sub` claim changed to `other_id`, the signature left as it was.
fn with_other_sub(token: &str, other_id: &str) -> String {
    let mut parts = token.split('.');
    let (head, payload, signature) =
        (parts.next().expect("head"), parts.next().expect("payload"), parts.next().expect("signature"));
    let mut claims: Value = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).expect("base64")).expect("JSON");
    claims["sub"] = json!(other_id);
    format!("{head}.{}.{signature}", URL_SAFE_NO_PAD.encode(claims.to_string()))
}

/// Every route with a body it would accept.
fn routes() -> Vec<(Method, &'static str, Option<Value>)> {
    vec![
        (Method::GET, "/api/me/settings", None),
        (Method::PUT, "/api/me/settings", Some(json!({ "theme": "dark" }))),
        (Method::GET, "/api/me/favorites", None),
        (Method::POST, "/api/me/favorites", Some(json!({ "favorites": [{ "tool": "word-counter" }] }))),
        (Method::DELETE, "/api/me/favorites/word-counter", None),
        (Method::GET, "/api/me/history", None),
        (Method::POST, "/api/me/history", Some(json!({ "entries": [entry("e1", "2026-01-01T00:00:00Z")] }))),
        (Method::DELETE, "/api/me/history", None),
        (Method::DELETE, "/api/me/history?before=2026-01-01T00:00:00Z", None),
        (Method::DELETE, "/api/me", None),
    ]
}

#[tokio::test]
async fn every_route_refuses_a_missing_bad_or_tampered_token_and_changes_nothing() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let bob = sign_up(&server, "bob@example.com").await;
            let (_, head) = ada.token.split_once('.').expect("a JWT");
            let tokens = [
                None,
                Some(String::new()),
                Some("not.a.jwt".to_owned()),
                Some(with_other_sub(&ada.token, &bob.id)),
                Some(format!("{}x", ada.token)),
                Some(format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{head}")),
            ];
            for (method, path, body) in routes() {
                for token in &tokens {
                    let (status, answer) = call(&server, method.clone(), path, token.as_deref(), body.as_ref()).await;
                    assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path} with {token:?}: {answer}");
                    assert_eq!(answer, json!({ "error": "invalid_token", "message": SESSION_ENDED }));
                }
            }
            // Refused before the body is read: an oversized body gets the 401 too.
            let big = json!({ "theme": "x".repeat(20_000) });
            let (status, _) = call(&server, Method::PUT, "/api/me/settings", None, Some(&big)).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED);

            for table in ["user_settings", "favorite_tools", "history_entries"] {
                assert_eq!(count(&server, &format!("SELECT COUNT(*) FROM {table}")).await, 0, "{table}");
            }
            assert_eq!(count(&server, "SELECT COUNT(*) FROM users").await, 2, "no account was deleted");
        },
    )
    .await;
}

#[tokio::test]
async fn answers_are_json_never_cached_and_other_methods_get_405() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            for path in ["/api/me/settings", "/api/me/favorites", "/api/me/history"] {
                let response = server.client.get(server.url(path)).bearer_auth(&ada.token).send().await.expect("GET");
                assert_eq!(response.status(), StatusCode::OK);
                assert_eq!(header(&response, "cache-control"), "no-store");
                assert_eq!(header(&response, "content-type"), "application/json");
            }
            let response = server.get("/api/me/history").await;
            assert_eq!(header(&response, "cache-control"), "no-store", "refusals too");
            let (status, body) = call(&server, Method::PATCH, "/api/me/settings", Some(&ada.token), None).await;
            assert_eq!((status, &body["error"]), (StatusCode::METHOD_NOT_ALLOWED, &json!("method_not_allowed")));
        },
    )
    .await;
}

#[tokio::test]
async fn settings_round_trip_and_the_last_write_wins() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            assert_eq!(get(&server, &ada, "/api/me/settings").await, json!({ "settings": null, "updatedAt": null }));

            let first = json!({
                "theme": "dark",
                "notifications": { "email": true, "push": false },
                "preferences": { "fontSize": 16, "defaultLanguage": "rust" },
                "data": { "historyRetention": 90, "exportFormat": "json" },
            });
            let saved = send(&server, &ada, Method::PUT, "/api/me/settings", &first).await;
            assert_eq!(saved["settings"], first);
            let first_time = saved["updatedAt"].as_str().expect("a time").to_owned();
            assert!(first_time.ends_with('Z'), "{first_time}");
            assert_eq!(get(&server, &ada, "/api/me/settings").await, saved);

            // Another browser saves later: its object replaces the first whole.
            let second = json!({ "theme": "light", "preferences": { "fontSize": 12 } });
            let saved = send(&server, &ada, Method::PUT, "/api/me/settings", &second).await;
            let read = get(&server, &ada, "/api/me/settings").await;
            assert_eq!(read, saved);
            assert_eq!(read["settings"], second);
            assert!(read["updatedAt"].as_str().expect("a time") >= first_time.as_str());
            assert_eq!(count(&server, "SELECT COUNT(*) FROM user_settings").await, 1);
        },
    )
    .await;
}

#[tokio::test]
async fn settings_that_are_not_an_object_or_over_16_kb_are_refused_and_the_saved_ones_kept() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let kept = send(&server, &ada, Method::PUT, "/api/me/settings", &json!({ "theme": "dark" })).await;

            for not_an_object in [json!([1, 2]), json!("dark"), json!(null), json!(3)] {
                let message =
                    refused(&server, &ada, Method::PUT, "/api/me/settings", &not_an_object, StatusCode::BAD_REQUEST)
                        .await;
                assert_eq!(message, "Settings must be a JSON object.");
            }

            // 16 KiB of JSON exactly is accepted; one byte more is not.
            let padding = |bytes: usize| json!({ "theme": "x".repeat(bytes - r#"{"theme":""}"#.len()) });
            let exact = padding(16 * 1024);
            assert_eq!(exact.to_string().len(), 16 * 1024);
            send(&server, &ada, Method::PUT, "/api/me/settings", &exact).await;
            let kept = send(&server, &ada, Method::PUT, "/api/me/settings", &kept["settings"]).await;
            let message = refused(
                &server,
                &ada,
                Method::PUT,
                "/api/me/settings",
                &padding(16 * 1024 + 1),
                StatusCode::PAYLOAD_TOO_LARGE,
            )
            .await;
            assert_eq!(message, "Settings are limited to 16 KB.");

            // The same without a Content-Length (chunked): refused once the limit is passed.
            let body = padding(17 * 1024).to_string();
            let answer = raw_request(
                &server,
                &format!(
                    "PUT /api/me/settings HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {}\r\n\
                     Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n\
                     {:x}\r\n{body}\r\n0\r\n\r\n",
                    ada.token,
                    body.len()
                ),
            )
            .await;
            assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
            assert!(answer.contains("Settings are limited to 16 KB."), "{answer}");

            let (status, body) = status_and_json(
                server
                    .client
                    .put(server.url("/api/me/settings"))
                    .bearer_auth(&ada.token)
                    .header("content-type", "application/json")
                    .body("{\"theme\": ")
                    .send()
                    .await
                    .expect("PUT"),
            )
            .await;
            assert_eq!((status, &body["error"]), (StatusCode::BAD_REQUEST, &json!("bad_json")));
            assert!(
                body["message"].as_str().expect("a message").starts_with("Could not read the request body as JSON")
            );
            let (status, body) = status_and_json(
                server
                    .client
                    .put(server.url("/api/me/settings"))
                    .bearer_auth(&ada.token)
                    .header("content-type", "text/plain")
                    .body("{}")
                    .send()
                    .await
                    .expect("PUT"),
            )
            .await;
            assert_eq!((status, &body["error"]), (StatusCode::UNSUPPORTED_MEDIA_TYPE, &json!("bad_json")));

            assert_eq!(
                get(&server, &ada, "/api/me/settings").await,
                kept,
                "every refusal left the settings as they were"
            );
        },
    )
    .await;
}

/// Sends `request` as written and returns the whole answer (the request must ask `Connection: close`).
async fn raw_request(server: &TestServer, request: &str) -> String {
    let mut stream = tokio::net::TcpStream::connect(server.addr).await.expect("connect");
    stream.write_all(request.as_bytes()).await.expect("send the request");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read the answer");
    String::from_utf8_lossy(&answer).into_owned()
}

#[tokio::test]
async fn favorites_merge_without_duplicates_keep_their_first_time_and_can_be_removed() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            assert_eq!(get(&server, &ada, "/api/me/favorites").await, json!({ "favorites": [] }));

            let body = json!({ "favorites": [
                { "tool": "word-counter", "addedAt": "2026-03-01T10:00:00Z" },
                { "tool": "json-formatter", "addedAt": "2026-02-01T10:00:00+02:00" },
            ] });
            let merged = send(&server, &ada, Method::POST, "/api/me/favorites", &body).await;
            assert_eq!(
                merged,
                json!({ "favorites": [
                    { "tool": "json-formatter", "addedAt": "2026-02-01T08:00:00.000Z" },
                    { "tool": "word-counter", "addedAt": "2026-03-01T10:00:00.000Z" },
                ] }),
                "oldest first"
            );

            // A second browser's list: a tool already there keeps its first time, even an earlier one sent now;
            // a tool sent twice is stored once; one without a time is added now.
            let body = json!({ "favorites": [
                { "tool": "word-counter", "addedAt": "2025-01-01T00:00:00Z" },
                { "tool": "lorem-ipsum-generator" },
                { "tool": "lorem-ipsum-generator", "addedAt": "2020-01-01T00:00:00Z" },
            ] });
            let merged = send(&server, &ada, Method::POST, "/api/me/favorites", &body).await;
            assert_eq!(tools(&merged), ["json-formatter", "word-counter", "lorem-ipsum-generator"]);
            assert_eq!(merged["favorites"][1]["addedAt"], "2026-03-01T10:00:00.000Z");
            assert_eq!(get(&server, &ada, "/api/me/favorites").await, merged);
            assert_eq!(count(&server, "SELECT COUNT(*) FROM favorite_tools").await, 3);

            let left = delete(&server, &ada, "/api/me/favorites/word-counter").await;
            assert_eq!(tools(&left), ["json-formatter", "lorem-ipsum-generator"]);
            let again = delete(&server, &ada, "/api/me/favorites/word-counter").await;
            assert_eq!(again, left, "removing an absent tool still answers the list");
            assert_eq!(get(&server, &ada, "/api/me/favorites").await, left);
        },
    )
    .await;
}

#[tokio::test]
async fn bad_favorites_and_more_than_200_are_refused_and_nothing_is_stored() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let favorites = |tools: Vec<String>| json!({ "favorites": tools.iter().map(|t| json!({ "tool": t })).collect::<Vec<_>>() });
            let first_150: Vec<String> = (0..150).map(|n| format!("tool-{n}")).collect();
            send(&server, &ada, Method::POST, "/api/me/favorites", &favorites(first_150)).await;

            // 150 + 51 new would be 201: refused whole.
            let next_51: Vec<String> = (150..201).map(|n| format!("tool-{n}")).collect();
            let message =
                refused(&server, &ada, Method::POST, "/api/me/favorites", &favorites(next_51), StatusCode::BAD_REQUEST)
                    .await;
            assert_eq!(message, TOO_MANY_FAVORITES);
            assert_eq!(count(&server, "SELECT COUNT(*) FROM favorite_tools").await, 150);
            let over: Vec<String> = (0..201).map(|n| format!("other-{n}")).collect();
            let message =
                refused(&server, &ada, Method::POST, "/api/me/favorites", &favorites(over), StatusCode::BAD_REQUEST).await;
            assert_eq!(message, TOO_MANY_FAVORITES);

            // Tools already there do not count twice: up to exactly 200 is fine.
            let to_200: Vec<String> = (100..200).map(|n| format!("tool-{n}")).collect();
            let merged = send(&server, &ada, Method::POST, "/api/me/favorites", &favorites(to_200)).await;
            assert_eq!(tools(&merged).len(), 200);
            let message = refused(
                &server,
                &ada,
                Method::POST,
                "/api/me/favorites",
                &favorites(vec!["tool-200".to_owned()]),
                StatusCode::BAD_REQUEST,
            )
            .await;
            assert_eq!(message, TOO_MANY_FAVORITES);

            let bad_name = "\"Word Counter\" is not a tool name: a tool name is 1 to 64 lowercase letters, digits \
                            and hyphens, starting with a letter or digit.";
            let body = json!({ "favorites": [{ "tool": "tool-0" }, { "tool": "Word Counter" }] });
            let message = refused(&server, &ada, Method::POST, "/api/me/favorites", &body, StatusCode::BAD_REQUEST).await;
            assert_eq!(message, bad_name);
            let body = json!({ "favorites": [{ "tool": "x".repeat(65) }] });
            let message = refused(&server, &ada, Method::POST, "/api/me/favorites", &body, StatusCode::BAD_REQUEST).await;
            assert!(message.contains("is not a tool name"), "{message}");
            let body = json!({ "favorites": [{ "tool": "tool-0", "addedAt": "last week" }] });
            let message = refused(&server, &ada, Method::POST, "/api/me/favorites", &body, StatusCode::BAD_REQUEST).await;
            assert_eq!(
                message,
                "The addedAt of \"tool-0\" must be a date and time like 2026-11-25T02:00:00Z, not \"last week\"."
            );
            let (status, body) =
                call(&server, Method::DELETE, "/api/me/favorites/Word%20Counter", Some(&ada.token), None).await;
            assert_eq!((status, body["message"].as_str()), (StatusCode::BAD_REQUEST, Some(bad_name)));
            let message = refused(
                &server,
                &ada,
                Method::POST,
                "/api/me/favorites",
                &json!({ "favorites": "tool-0" }),
                StatusCode::BAD_REQUEST,
            )
            .await;
            assert!(message.starts_with("Could not read the request body as JSON"), "{message}");

            let huge = json!({ "favorites": [{ "tool": "tool-0", "note": "x".repeat(64 * 1024) }] });
            let message =
                refused(&server, &ada, Method::POST, "/api/me/favorites", &huge, StatusCode::PAYLOAD_TOO_LARGE).await;
            assert_eq!(message, "Favorites are limited to 64 KB per request.");

            let stored = get(&server, &ada, "/api/me/favorites").await;
            assert_eq!(tools(&stored), tools(&merged), "no refusal changed the list");
        },
    )
    .await;
}

#[tokio::test]
async fn history_merges_by_id_without_duplicates_newest_first() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            assert_eq!(get(&server, &ada, "/api/me/history").await, json!({ "entries": [] }));

            let mut first = entry("a", "2026-01-02T09:00:00.125+01:00");
            first["tool"] = json!("word-counter");
            first["category"] = json!("text-writing");
            first["duration"] = json!(0.25);
            first["description"] = json!("Counted 1,204 words · ünïcode");
            first["url"] = json!("/tools/word-counter?x=1#stats");
            first["isFavorite"] = json!(true);
            let body = json!({ "entries": [first, entry("b", "2026-01-03T00:00:00Z"), entry("a", "2026-01-09T00:00:00Z")] });
            let added = send(&server, &ada, Method::POST, "/api/me/history", &body).await;
            assert_eq!(added, json!({ "added": 2 }), "an id sent twice is one entry");

            // The second browser's list overlaps the first: only the new ids are added.
            let body = json!({ "entries": [entry("b", "2026-01-03T00:00:00Z"), entry("c", "2026-01-01T00:00:00Z"), entry("d", "2026-01-04T00:00:00Z")] });
            assert_eq!(send(&server, &ada, Method::POST, "/api/me/history", &body).await, json!({ "added": 2 }));
            let body = json!({ "entries": [entry("a", "2026-01-05T00:00:00Z")] });
            assert_eq!(send(&server, &ada, Method::POST, "/api/me/history", &body).await, json!({ "added": 0 }));

            let history = get(&server, &ada, "/api/me/history").await;
            assert_eq!(ids(&history), ["d", "b", "a", "c"], "newest first, each id once");
            assert_eq!(
                history["entries"][2],
                json!({
                    "id": "a",
                    "tool": "word-counter",
                    "category": "text-writing",
                    "timestamp": "2026-01-02T08:00:00.125Z",
                    "duration": 0.25,
                    "description": "Counted 1,204 words · ünïcode",
                    "url": "/tools/word-counter?x=1#stats",
                }),
                "the first upload of an id is kept, isFavorite is not stored"
            );
            assert_eq!(count(&server, "SELECT COUNT(*) FROM history_entries").await, 4);
        },
    )
    .await;
}

#[tokio::test]
async fn history_keeps_the_newest_5000_entries() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            // 5,000 entries, one a second from 00:00:01.
            for batch in 0..10 {
                let entries: Vec<Value> =
                    (1..=500).map(|n| batch * 500 + n).map(|s| entry(&format!("e{s}"), &at_second(s))).collect();
                let added = send(&server, &ada, Method::POST, "/api/me/history", &json!({ "entries": entries })).await;
                assert_eq!(added, json!({ "added": 500 }));
            }
            assert_eq!(count(&server, "SELECT COUNT(*) FROM history_entries").await, 5000);

            // One newer and one older than all: the older falls outside the newest 5,000, and so does e1.
            let body = json!({ "entries": [entry("newest", &at_second(6000)), entry("oldest", &at_second(0))] });
            send(&server, &ada, Method::POST, "/api/me/history", &body).await;
            let history = ids(&get(&server, &ada, "/api/me/history").await);
            assert_eq!(history.len(), 5000);
            assert_eq!(history[0], "newest");
            assert_eq!(history[1], "e5000");
            assert_eq!(history[4999], "e2", "e1 and the older entry were pruned");
            assert_eq!(count(&server, "SELECT COUNT(*) FROM history_entries").await, 5000);
        },
    )
    .await;
}

#[tokio::test]
async fn history_is_cleared_all_or_before_a_date() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let body = json!({ "entries": [
                entry("jan", "2026-01-15T00:00:00Z"),
                entry("feb", "2026-02-15T00:00:00Z"),
                entry("edge", "2026-03-01T00:00:00Z"),
                entry("mar", "2026-03-15T00:00:00Z"),
            ] });
            send(&server, &ada, Method::POST, "/api/me/history", &body).await;

            let (status, answer) =
                call(&server, Method::DELETE, "/api/me/history?before=March", Some(&ada.token), None).await;
            assert_eq!(status, StatusCode::BAD_REQUEST);
            assert_eq!(answer["message"], "before \"March\" must be a date and time like 2026-11-25T02:00:00Z.");

            // Only the older ones; an entry at the very time is not older.
            let deleted = delete(&server, &ada, "/api/me/history?before=2026-03-01T01:00:00%2B01:00").await;
            assert_eq!(deleted, json!({ "deleted": 2 }));
            assert_eq!(ids(&get(&server, &ada, "/api/me/history").await), ["mar", "edge"]);

            assert_eq!(delete(&server, &ada, "/api/me/history").await, json!({ "deleted": 2 }));
            assert_eq!(get(&server, &ada, "/api/me/history").await, json!({ "entries": [] }));
            assert_eq!(delete(&server, &ada, "/api/me/history").await, json!({ "deleted": 0 }));
        },
    )
    .await;
}

#[tokio::test]
async fn every_history_limit_is_refused_with_its_message_and_nothing_is_stored() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let with = |field: &str, value: Value| {
                let mut bad = entry("bad", "2026-01-01T00:00:00Z");
                bad[field] = value;
                json!({ "entries": [entry("good", "2026-01-01T00:00:00Z"), bad] })
            };
            let cases = [
                (with("id", json!("")), "History entry 2: the id \"\" must be 1 to 64 letters, digits, hyphens or underscores."),
                (with("id", json!("a".repeat(65))), "History entry 2: the id"),
                (with("id", json!("no spaces")), "History entry 2: the id \"no spaces\""),
                (with("tool", json!("JSON Formatter")), "History entry 2: \"JSON Formatter\" is not a tool name"),
                (
                    with("category", json!("all")),
                    "History entry 2: the category \"all\" must be one of text-writing, image-media, developer, \
                     networking-security, fun-viral.",
                ),
                (
                    with("timestamp", json!("yesterday")),
                    "History entry 2: the timestamp \"yesterday\" must be a date and time like 2026-11-25T02:00:00Z.",
                ),
                (with("duration", json!(-1)), "History entry 2: the duration must be 0 to 86400 seconds, not -1."),
                (with("duration", json!(86_401)), "History entry 2: the duration must be 0 to 86400 seconds"),
                (
                    with("description", json!("x".repeat(501))),
                    "History entry 2: the description must be at most 500 characters, on one line.",
                ),
                (with("description", json!("a\u{0}b")), "History entry 2: the description"),
                (
                    with("url", json!("https://evil.example/")),
                    "History entry 2: the url \"https://evil.example/\" must be a path on this site",
                ),
                (with("url", json!("//evil.example/")), "History entry 2: the url"),
                (with("url", json!(format!("/{}", "a".repeat(2048)))), "History entry 2: the url"),
                (json!({ "entries": [] }), "Send 1 to 500 history entries at a time, not 0."),
                (
                    json!({ "entries": (0..501).map(|n| entry(&format!("e{n}"), "2026-01-01T00:00:00Z")).collect::<Vec<_>>() }),
                    "Send 1 to 500 history entries at a time, not 501.",
                ),
                (with("duration", json!("5")), "Could not read the request body as JSON"),
                (json!({ "entries": [{ "id": "x" }] }), "Could not read the request body as JSON: missing field"),
            ];
            for (body, start) in cases {
                let message = refused(&server, &ada, Method::POST, "/api/me/history", &body, StatusCode::BAD_REQUEST).await;
                assert!(message.starts_with(start), "{message:?} does not start with {start:?}");
            }

            let huge = json!({ "entries": [entry("a", "2026-01-01T00:00:00Z")], "padding": "x".repeat(2 * 1024 * 1024) });
            let message = refused(&server, &ada, Method::POST, "/api/me/history", &huge, StatusCode::PAYLOAD_TOO_LARGE).await;
            assert_eq!(message, "History uploads are limited to 2 MB: send fewer entries at a time.");

            assert_eq!(count(&server, "SELECT COUNT(*) FROM history_entries").await, 0, "not even the good entries");
        },
    )
    .await;
}

#[tokio::test]
async fn a_user_never_reads_or_changes_another_users_rows() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let bob = sign_up(&server, "bob@example.com").await;
            let ada_settings = send(&server, &ada, Method::PUT, "/api/me/settings", &json!({ "theme": "dark" })).await;
            let favorites = json!({ "favorites": [{ "tool": "word-counter" }, { "tool": "json-formatter" }] });
            let ada_favorites = send(&server, &ada, Method::POST, "/api/me/favorites", &favorites).await;
            let history = json!({ "entries": [entry("shared-id", "2026-01-01T00:00:00Z"), entry("ada-only", "2026-01-02T00:00:00Z")] });
            send(&server, &ada, Method::POST, "/api/me/history", &history).await;
            let ada_history = get(&server, &ada, "/api/me/history").await;

            // Bob sees none of it.
            assert_eq!(get(&server, &bob, "/api/me/settings").await["settings"], Value::Null);
            assert_eq!(get(&server, &bob, "/api/me/favorites").await, json!({ "favorites": [] }));
            assert_eq!(get(&server, &bob, "/api/me/history").await, json!({ "entries": [] }));

            // Bob's writes, with the same tool names and entry ids, change only Bob's rows.
            send(&server, &bob, Method::PUT, "/api/me/settings", &json!({ "theme": "light" })).await;
            assert_eq!(tools(&delete(&server, &bob, "/api/me/favorites/word-counter").await), Vec::<String>::new());
            let bob_favorites = json!({ "favorites": [{ "tool": "json-formatter", "addedAt": "2020-01-01T00:00:00Z" }] });
            send(&server, &bob, Method::POST, "/api/me/favorites", &bob_favorites).await;
            let bob_history = json!({ "entries": [entry("shared-id", "2026-06-01T00:00:00Z")] });
            assert_eq!(send(&server, &bob, Method::POST, "/api/me/history", &bob_history).await, json!({ "added": 1 }));
            assert_eq!(delete(&server, &bob, "/api/me/history?before=2030-01-01T00:00:00Z").await, json!({ "deleted": 1 }));
            send(&server, &bob, Method::POST, "/api/me/history", &bob_history).await;

            assert_eq!(get(&server, &ada, "/api/me/settings").await, ada_settings);
            assert_eq!(get(&server, &ada, "/api/me/favorites").await, ada_favorites);
            assert_eq!(get(&server, &ada, "/api/me/history").await, ada_history);

            // Deleting Bob's account leaves Ada's data whole.
            let (status, _) = call(&server, Method::DELETE, "/api/me", Some(&bob.token), None).await;
            assert_eq!(status, StatusCode::NO_CONTENT);
            assert_eq!(get(&server, &ada, "/api/me/settings").await, ada_settings);
            assert_eq!(get(&server, &ada, "/api/me/favorites").await, ada_favorites);
            assert_eq!(get(&server, &ada, "/api/me/history").await, ada_history);
            assert_eq!(rows_of(&server, "users", "id", &ada.id).await, 1);
        },
    )
    .await;
}

#[tokio::test]
async fn deleting_the_account_removes_the_user_and_every_row_they_own() {
    each_backend(
        |_| {},
        |server, _| async move {
            let ada = sign_up(&server, "ada@example.com").await;
            let bob = sign_up(&server, "bob@example.com").await;
            // A second session (another browser), a pending recovery link, and a sign-in flow in progress.
            let other_browser = server.sign_in("ada@example.com", PASSWORD).await;
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "ada@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
            server
                .execute_sql(&format!(
                    "INSERT INTO flow_states (id, authentication_method, redirect_to, user_id, created_at) \
                     VALUES ('flow-1', 'magiclink', '/', '{}', 0)",
                    ada.id
                ))
                .await;
            for user in [&ada, &bob] {
                send(&server, user, Method::PUT, "/api/me/settings", &json!({ "theme": "dark" })).await;
                send(&server, user, Method::POST, "/api/me/favorites", &json!({ "favorites": [{ "tool": "word-counter" }] }))
                    .await;
                let history = json!({ "entries": [entry("e1", "2026-01-01T00:00:00Z")] });
                send(&server, user, Method::POST, "/api/me/history", &history).await;
                for n in 0..2 {
                    let (status, _) = server
                        .send_authed(Method::POST, "/api/pastes", &user.token, &json!({ "content": format!("paste {n}") }))
                        .await;
                    assert_eq!(status, StatusCode::CREATED);
                }
            }
            let (status, anonymous) = server.post_json("/api/pastes", &json!({ "content": "nobody's" })).await;
            assert_eq!(status, StatusCode::CREATED);
            let owned: [(&str, &str); 9] = [
                ("users", "id"),
                ("identities", "user_id"),
                ("sessions", "user_id"),
                ("one_time_tokens", "user_id"),
                ("flow_states", "user_id"),
                ("user_settings", "user_id"),
                ("favorite_tools", "user_id"),
                ("history_entries", "user_id"),
                ("pastes", "owner_id"),
            ];
            for (table, column) in owned {
                assert!(rows_of(&server, table, column, &ada.id).await > 0, "{table} has rows of Ada's to delete");
            }
            let refresh_tokens_of = |id: &str| {
                format!("SELECT COUNT(*) FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = '{id}')")
            };
            assert!(count(&server, &refresh_tokens_of(&ada.id)).await >= 2, "one for each browser at least");
            let bob_refresh_tokens = count(&server, &refresh_tokens_of(&bob.id)).await;
            let bob_rows_before: Vec<usize> = {
                let mut counts = Vec::new();
                for (table, column) in owned {
                    counts.push(rows_of(&server, table, column, &bob.id).await);
                }
                counts
            };

            let response = server.client.delete(server.url("/api/me")).bearer_auth(&ada.token).send().await.expect("DELETE");
            assert_eq!(response.status(), StatusCode::NO_CONTENT);
            assert_eq!(response.text().await.expect("body"), "");

            for (table, column) in owned {
                assert_eq!(rows_of(&server, table, column, &ada.id).await, 0, "{table}");
            }
            assert_eq!(count(&server, "SELECT COUNT(*) FROM refresh_tokens").await, bob_refresh_tokens, "Bob's alone");
            assert_eq!(count(&server, "SELECT COUNT(*) FROM pastes WHERE owner_id IS NULL").await, 1);
            let (status, _) =
                call(&server, Method::GET, &format!("/api/pastes/{}", anonymous["id"].as_str().expect("id")), None, None).await;
            assert_eq!(status, StatusCode::OK, "a paste nobody owns stays");
            let mut bob_rows_after = Vec::new();
            for (table, column) in owned {
                bob_rows_after.push(rows_of(&server, table, column, &bob.id).await);
            }
            assert_eq!(bob_rows_after, bob_rows_before, "Bob's rows are untouched");

            // Both of Ada's sessions have ended: her access tokens get 401, her refresh tokens nothing.
            for token in [ada.token.as_str(), other_browser["access_token"].as_str().expect("a token")] {
                for (method, path, body) in routes() {
                    let (status, answer) = call(&server, method.clone(), path, Some(token), body.as_ref()).await;
                    assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}: {answer}");
                    assert_eq!(answer, json!({ "error": "invalid_token", "message": SESSION_ENDED }));
                }
                let (status, _) = server.get_authed("/auth/v1/user", token).await;
                assert_eq!(status, StatusCode::FORBIDDEN, "the accounts API has no user for it either");
            }
            for session in [&ada.session, &other_browser] {
                let (status, answer) = server
                    .post_json("/auth/v1/token?grant_type=refresh_token", &json!({ "refresh_token": session["refresh_token"] }))
                    .await;
                assert!(status.is_client_error(), "{status}: {answer}");
            }
            let (status, answer) = server
                .post_json("/auth/v1/token?grant_type=password", &json!({ "email": "ada@example.com", "password": PASSWORD }))
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
            assert_eq!(answer["error_code"], "invalid_credentials");
        },
    )
    .await;
}

#[tokio::test]
async fn a_deleted_account_leaves_nothing_in_the_data_directory() {
    each_backend(
        |_| {},
        |server, backend| async move {
            let ada = sign_up(&server, "ada.erased@example.com").await;
            let bob = sign_up(&server, "bob.kept@example.com").await;
            // A value overwritten before the deletion, a paste, mail still in the outbox for both her addresses.
            send(&server, &ada, Method::PUT, "/api/me/settings", &json!({ "note": "first-secret-value" })).await;
            send(&server, &ada, Method::PUT, "/api/me/settings", &json!({ "note": "second-secret-value" })).await;
            let (status, _) = server
                .send_authed(Method::POST, "/api/pastes", &ada.token, &json!({ "content": "paste-secret-value" }))
                .await;
            assert_eq!(status, StatusCode::CREATED);
            let (status, _) = server
                .send_authed(Method::PUT, "/auth/v1/user", &ada.token, &json!({ "email": "ada.next@example.com" }))
                .await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_mail("ada.next@example.com", "email-change").await;
            server.wait_for_mail("ada.erased@example.com", "email-change-current").await;
            let (status, _) = server.post_json("/auth/v1/recover", &json!({ "email": "bob.kept@example.com" })).await;
            assert_eq!(status, StatusCode::OK);
            server.wait_for_mail("bob.kept@example.com", "recovery").await;
            let mails_to = |address: &'static str| {
                server.outbox().iter().filter(|mail| mail.contains(&format!("To: {address}\r\n"))).count()
            };
            assert_eq!((mails_to("ada.erased@example.com"), mails_to("ada.next@example.com")), (2, 1));

            let response =
                server.client.delete(server.url("/api/me")).bearer_auth(&ada.token).send().await.expect("DELETE");
            assert_eq!(response.status(), StatusCode::NO_CONTENT);

            assert_eq!(
                (mails_to("ada.erased@example.com"), mails_to("ada.next@example.com")),
                (0, 0),
                "her mail is gone"
            );
            assert_eq!(mails_to("bob.kept@example.com"), 2, "Bob's confirmation and recovery stay");
            if backend == crate::common::Backend::Sqlite {
                // Not in the database, its write-ahead log or its index: neither what she deleted nor what she
                // overwrote before (`grep -c EMAIL DATA/penknife.db*` finds nothing).
                let files: Vec<_> = std::fs::read_dir(&server.data_dir)
                    .expect("the data directory")
                    .map(|entry| entry.expect("an entry").path())
                    .filter(|path| {
                        path.file_name().is_some_and(|name| name.to_string_lossy().starts_with("penknife.db"))
                    })
                    .collect();
                assert!(!files.is_empty());
                for file in files {
                    let bytes = std::fs::read(&file).expect("readable");
                    for secret in [
                        "ada.erased@example.com",
                        "ada.next@example.com",
                        "first-secret-value",
                        "second-secret-value",
                        "paste-secret-value",
                        ada.id.as_str(),
                    ] {
                        let found = bytes.windows(secret.len()).any(|window| window == secret.as_bytes());
                        assert!(!found, "{secret} is still in {}", file.display());
                    }
                }
            }
            get(&server, &bob, "/api/me/settings").await;
        },
    )
    .await;
}
