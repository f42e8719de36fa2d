//! Several app servers on one database, as behind a load balancer: a token one signs is good on the others (the
//! generated JWT secret is kept in the database), and on PostgreSQL a client meets one limit whichever server its
//! request reaches (the counters live in the database's `rate_limits`; SQLite is one server's database, its
//! counters stay in memory).

use crate::common::{Backend, TestDatabase, TestServer, backends, generous_limits, web_app};
use penknife_server::auth::RateLimits;
use reqwest::StatusCode;
use serde_json::json;

const PASSWORD: &str = "Zq8#vLmm-42";

/// Two servers on one database (`url`), each configured by `configure`.
async fn two_servers(url: &str, configure: fn(&mut penknife_server::ServeConfig)) -> [TestServer; 2] {
    let start = || {
        TestServer::start_configured(web_app(), |config| {
            config.auth.rate_limits = generous_limits();
            config.auth.trusted_proxy = true;
            config.database_url = Some(url.to_owned());
            configure(config);
        })
    };
    [start().await, start().await]
}

#[tokio::test]
async fn a_session_one_server_signed_is_good_on_another() {
    for backend in backends() {
        let database = match backend {
            Backend::Postgres => Some(TestDatabase::create().await),
            Backend::Sqlite => None,
        };
        let sqlite = format!("sqlite://{}?mode=rwc", crate::common::fresh_dir("penknife-two").join("db").display());
        let url = database.as_ref().map_or(sqlite, |database| database.url.clone());
        let [first, second] = two_servers(&url, |_| {}).await;
        let session = first.confirmed_user("two@example.com", PASSWORD).await;
        let token = session["access_token"].as_str().expect("an access token");
        let (status, user) = second.get_authed("/auth/v1/user", token).await;
        assert_eq!((status, user["email"].as_str()), (StatusCode::OK, Some("two@example.com")), "{backend:?}");
        // The refresh token too: rotated on the second server.
        let refresh = json!({ "refresh_token": session["refresh_token"] });
        let (status, _) = second.post_json("/auth/v1/token?grant_type=refresh_token", &refresh).await;
        assert_eq!(status, StatusCode::OK, "{backend:?}");
        if let Some(database) = database {
            database.drop_database().await;
        }
    }
}

#[tokio::test]
async fn a_secret_an_earlier_version_kept_in_the_data_directory_is_adopted() {
    let kept = "an-earlier-versions-secret-of-32-characters-or-more";
    let server = TestServer::start_configured(web_app(), |config| {
        std::fs::write(config.data_dir.join("jwt-secret"), kept).expect("write the old secret");
    })
    .await;
    let rows = server.select_rows("SELECT value FROM server_secrets WHERE name = 'jwt'").await;
    assert_eq!(rows, [[Some(kept.to_owned())]], "sessions signed before the upgrade stay good");
}

#[tokio::test]
async fn paste_creates_from_one_client_are_counted_once_across_servers() {
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let database = TestDatabase::create().await;
    let servers = two_servers(&database.url, |config| config.pastes.creates_per_window = 3).await;
    let create = async |server: &TestServer, client: &str| {
        let from = [("x-forwarded-for", client)];
        server.post_json_with("/api/pastes", &json!({ "content": "x" }), &from).await.status()
    };
    // Taking turns: the third is the last either server accepts.
    let mut statuses = Vec::new();
    for n in 0..5 {
        statuses.push(create(&servers[n % 2], "203.0.113.7").await.as_u16());
    }
    assert_eq!(statuses, [201, 201, 201, 429, 429]);

    // Twenty at once, spread over both: exactly three get through (one atomic count per event).
    let mut racing = tokio::task::JoinSet::new();
    for n in 0..20 {
        let (client, url) = (servers[n % 2].client.clone(), servers[n % 2].url("/api/pastes"));
        racing.spawn(async move {
            let request = client.post(url).header("content-type", "application/json");
            let request = request.header("x-forwarded-for", "198.51.100.9").body(r#"{"content":"x"}"#);
            request.send().await.expect("POST").status()
        });
    }
    let statuses = racing.join_all().await;
    let created = statuses.iter().filter(|status| **status == StatusCode::CREATED).count();
    let refused = statuses.iter().filter(|status| **status == StatusCode::TOO_MANY_REQUESTS).count();
    assert_eq!((created, refused), (3, 17), "{statuses:?}");
    database.drop_database().await;
}

#[tokio::test]
async fn failed_sign_ins_against_one_account_are_counted_once_across_servers() {
    if !backends().contains(&Backend::Postgres) {
        return;
    }
    let database = TestDatabase::create().await;
    let servers = two_servers(&database.url, |config| {
        config.auth.rate_limits = RateLimits { failed_sign_ins_per_hour: 2, ..generous_limits() };
    })
    .await;
    let guess = async |server: &TestServer| {
        let body = json!({ "email": "victim@example.com", "password": "not-the-password-1" });
        server.post_json("/auth/v1/token?grant_type=password", &body).await.0
    };
    assert_eq!(guess(&servers[0]).await, StatusCode::BAD_REQUEST, "a wrong password");
    assert_eq!(guess(&servers[1]).await, StatusCode::BAD_REQUEST, "a wrong password, on the other server");
    assert_eq!(guess(&servers[0]).await, StatusCode::TOO_MANY_REQUESTS, "the account's allowance is spent");
    assert_eq!(guess(&servers[1]).await, StatusCode::TOO_MANY_REQUESTS, "on every server");
    // The table holds digests of the keys, never the address counted.
    let rows = servers[0].select_rows("SELECT bucket, key FROM rate_limits ORDER BY bucket").await;
    assert!(!rows.is_empty());
    for row in rows {
        let key = row[1].as_deref().expect("a key");
        assert!(key.len() == 64 && key.bytes().all(|b| b.is_ascii_hexdigit()), "{row:?}");
    }
    database.drop_database().await;
}
