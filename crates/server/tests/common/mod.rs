//! Shared by the integration tests: a known in-memory web app, and the real router served on 127.0.0.1:0.

// The two test binaries use different subsets of these helpers.
#![allow(dead_code)]

use std::future::Future;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use penknife_server::auth::RateLimits;
use penknife_server::{AppState, Assets, ServeConfig, build_app, serve_with_shutdown};
use reqwest::StatusCode;
use serde_json::Value;
use sqlx::Connection as _;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};

pub const INDEX_HTML: &str = "<!doctype html>\n<html lang=\"en\"><head><title>Penknife test app</title>\
    <script src=\"/theme-init.js\"></script><script type=\"module\" src=\"/assets/app-3f9a1c2b.js\"></script>\
    </head><body><div id=\"root\"></div></body></html>\n";
pub const APP_JS_PATH: &str = "/assets/app-3f9a1c2b.js";

/// Whether `html` is the test app's `index.html` as a route gets it: in the route's language (`<html lang dir>`),
/// with the same page in every other language named (`hreflang`), and the app's script.
pub fn is_app_page(html: &str, lang: &str, dir: &str) -> bool {
    html.starts_with("<!doctype html>\n")
        && html.contains(&format!(r#"<html lang="{lang}" dir="{dir}">"#))
        && html.contains(r#"<script type="module" src="/assets/app-3f9a1c2b.js"></script>"#)
        && html.contains(r#"hreflang="x-default""#)
        && html.ends_with("<div id=\"root\"></div></body></html>\n")
}
pub const WASM_PATH: &str = "/assets/engine-9a8b7c6d.wasm";
pub const CSS_PATH: &str = "/assets/index-5e6f7a8b.css";
/// Small enough (< 512 bytes) that it is never compressed.
pub const THEME_JS: &str = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'system';\n";

/// Large and repetitive, so both brotli and gzip shrink it.
pub fn app_js() -> String {
    "export function describe(tool) { return `Penknife runs ${tool} in your browser`; }\n".repeat(300)
}

/// A wasm module header followed by zeros: compressible, and not valid UTF-8 text.
pub fn wasm() -> Vec<u8> {
    let mut bytes = b"\0asm\x01\0\0\0".to_vec();
    bytes.extend(std::iter::repeat_n(0u8, 4096));
    bytes
}

/// `body` in brotli at the highest quality and in gzip -9: the copies the web app's build writes beside a file
/// (web/build/precompress.ts).
pub fn compressed_copies(path: &str, body: &[u8]) -> [(String, Vec<u8>); 2] {
    let mut brotli = Vec::new();
    let params = brotli::enc::BrotliEncoderParams { quality: 11, lgwin: 22, ..Default::default() };
    brotli::BrotliCompress(&mut &body[..], &mut brotli, &params).expect("brotli compresses");
    let mut gzip = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gzip, body).expect("gzip compresses");
    [(format!("{path}.br"), brotli), (format!("{path}.gz"), gzip.finish().expect("gzip compresses"))]
}

/// The web app as the build leaves it: the files, and compressed copies of the two large enough to be worth it.
pub fn web_app() -> Assets {
    let files = [
        ("index.html".to_owned(), INDEX_HTML.as_bytes().to_vec()),
        (APP_JS_PATH.to_owned(), app_js().into_bytes()),
        (WASM_PATH.to_owned(), wasm()),
        (CSS_PATH.to_owned(), b"body { margin: 0 }\n".to_vec()),
        ("favicon.svg".to_owned(), b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>".to_vec()),
        ("theme-init.js".to_owned(), THEME_JS.as_bytes().to_vec()),
    ];
    let copies = [compressed_copies(APP_JS_PATH, app_js().as_bytes()), compressed_copies(WASM_PATH, &wasm())];
    Assets::from_files(files.into_iter().chain(copies.into_iter().flatten()))
}

pub struct TestServer {
    pub addr: SocketAddr,
    pub client: reqwest::Client,
    /// This server's own data directory (database, JWT secret, outbox).
    pub data_dir: PathBuf,
    /// The database the server uses (`sqlite://…` in the data directory, or a per-test PostgreSQL database).
    pub database_url: String,
    /// The server's accounts state, for tests that look at the work behind an answer (e.g. Argon2 runs).
    pub auth: penknife_server::auth::SharedAuth,
    /// The paste API's state: its store (to sweep) and its clock (to move).
    pub pastes: penknife_server::pastes::SharedPastes,
}

/// A fresh, empty directory under the system's temporary directory.
pub fn fresh_dir(prefix: &str) -> PathBuf {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).expect("random bytes");
    let name: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let dir = std::env::temp_dir().join(format!("{prefix}-{name}"));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    dir
}

impl TestServer {
    /// The real app (all layers) on a free port, serving `assets` as the web app, with a fresh data directory.
    pub async fn start(assets: Assets) -> Self {
        Self::start_configured(assets, |_| {}).await
    }

    /// Like [`Self::start`], after `configure` has changed the configuration (database, auth settings).
    pub async fn start_configured(assets: Assets, configure: impl FnOnce(&mut ServeConfig)) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let data_dir = fresh_dir("penknife-server-test");
        let mut config = ServeConfig::new(addr, data_dir.clone());
        configure(&mut config);
        let database_url = config.database_url.clone().unwrap_or_else(|| penknife_server::db::default_url(&data_dir));
        let limits = config.connections.clone();
        let state = AppState::new(config).await.expect("the app state starts");
        let auth = state.auth.clone();
        let pastes = state.pastes.clone();
        let app = build_app(state.with_assets(assets));
        // The server task ends with the test's runtime.
        tokio::spawn(serve_with_shutdown(listener, app, limits, std::future::pending()));
        // No automatic decompression: the tests look at Content-Encoding and the raw bytes.
        let client = reqwest::Client::builder()
            .no_gzip()
            .no_brotli()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("HTTP client");
        Self { addr, client, data_dir, database_url, auth, pastes }
    }

    pub async fn with_web_app() -> Self {
        Self::start(web_app()).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("GET succeeds")
    }

    pub async fn request(&self, method: reqwest::Method, path: &str) -> reqwest::Response {
        self.client.request(method, self.url(path)).send().await.expect("request succeeds")
    }

    /// Sends `head` (request line and headers, no body) as is and returns the response head as text: for
    /// requests a normal client refuses to make, like announcing a body it never sends.
    pub async fn raw_response_head(&self, head: &str) -> String {
        let mut stream = TcpStream::connect(self.addr).await.expect("connect");
        stream.write_all(head.as_bytes()).await.expect("send request");
        let mut received = Vec::new();
        let mut buffer = [0u8; 4096];
        while !received.windows(4).any(|w| w == b"\r\n\r\n") {
            let n = stream.read(&mut buffer).await.expect("read response");
            assert!(n > 0, "connection closed before the response head: {}", String::from_utf8_lossy(&received));
            received.extend_from_slice(&buffer[..n]);
        }
        String::from_utf8_lossy(&received).into_owned()
    }
}

/// Which database a test runs against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// SQLite always; PostgreSQL too when `PENKNIFE_TEST_POSTGRES_URL` (an admin URL) is set.
pub fn backends() -> Vec<Backend> {
    let mut backends = vec![Backend::Sqlite];
    if postgres_admin_url().is_some() {
        backends.push(Backend::Postgres);
    }
    backends
}

fn postgres_admin_url() -> Option<String> {
    std::env::var("PENKNIFE_TEST_POSTGRES_URL").ok().filter(|url| !url.is_empty())
}

/// Limits high enough that only the rate-limit tests ever meet them.
pub fn generous_limits() -> RateLimits {
    RateLimits {
        per_ip: 100_000,
        per_account: 100_000,
        refresh_per_ip: 100_000,
        window: Duration::from_secs(300),
        emails_per_hour: 100_000,
        emails_per_address_per_hour: 100_000,
        failed_sign_ins_per_hour: 100_000,
    }
}

/// Runs `body` once per backend, each time against a new server with an empty database (for PostgreSQL a new
/// database `penknife_test_<random>`, dropped afterwards even if the body panics). `configure` adjusts the
/// configuration after the test defaults (generous rate limits, auto-confirm off, mail to the outbox).
pub async fn each_backend<C, B, F>(configure: C, body: B)
where
    C: Fn(&mut ServeConfig),
    B: Fn(TestServer, Backend) -> F,
    F: Future<Output = ()> + Send + 'static,
{
    for backend in backends() {
        let database = match backend {
            Backend::Sqlite => None,
            Backend::Postgres => Some(TestDatabase::create().await),
        };
        let server = TestServer::start_configured(web_app(), |config| {
            config.auth.rate_limits = generous_limits();
            config.database_url = database.as_ref().map(|db| db.url.clone());
            configure(config);
        })
        .await;
        let outcome = tokio::spawn(body(server, backend)).await;
        if let Some(database) = database {
            database.drop_database().await;
        }
        if let Err(error) = outcome {
            match error.try_into_panic() {
                Ok(panic) => {
                    eprintln!("failed on {backend:?}");
                    std::panic::resume_unwind(panic)
                }
                Err(error) => panic!("test task failed on {backend:?}: {error}"),
            }
        }
    }
}

/// A PostgreSQL database made for one test.
pub struct TestDatabase {
    pub url: String,
    name: String,
    admin_url: String,
}

impl TestDatabase {
    pub async fn create() -> Self {
        let admin_url = postgres_admin_url().expect("PENKNIFE_TEST_POSTGRES_URL is set");
        let mut bytes = [0u8; 8];
        getrandom::fill(&mut bytes).expect("random bytes");
        let name = format!("penknife_test_{}", bytes.iter().map(|b| format!("{b:02x}")).collect::<String>());
        let mut admin = sqlx::postgres::PgConnection::connect(&admin_url).await.expect("connect to PostgreSQL");
        sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut admin).await.expect("create the test database");
        admin.close().await.expect("close");
        let mut url = url::Url::parse(&admin_url).expect("admin URL");
        url.set_path(&format!("/{name}"));
        Self { url: url.to_string(), name, admin_url }
    }

    pub async fn drop_database(self) {
        let mut admin = sqlx::postgres::PgConnection::connect(&self.admin_url).await.expect("connect to PostgreSQL");
        sqlx::query(&format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name))
            .execute(&mut admin)
            .await
            .expect("drop the test database");
    }
}

impl TestServer {
    /// POSTs `body` as JSON and returns the status and the JSON answer.
    pub async fn post_json(&self, path: &str, body: &Value) -> (StatusCode, Value) {
        let response = self
            .client
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("POST succeeds");
        status_and_json(response).await
    }

    /// POSTs `body` as JSON with extra headers (such as `X-Forwarded-For` to stand for another client, or a
    /// `Cookie`), and returns the response.
    pub async fn post_json_with(&self, path: &str, body: &Value, headers: &[(&str, &str)]) -> reqwest::Response {
        let mut request =
            self.client.post(self.url(path)).header("content-type", "application/json").body(body.to_string());
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.expect("POST succeeds")
    }

    /// GET with a bearer token.
    pub async fn get_authed(&self, path: &str, access_token: &str) -> (StatusCode, Value) {
        let response = self.client.get(self.url(path)).bearer_auth(access_token).send().await.expect("GET succeeds");
        status_and_json(response).await
    }

    /// A request with a bearer token and a JSON body.
    pub async fn send_authed(
        &self,
        method: reqwest::Method,
        path: &str,
        access_token: &str,
        body: &Value,
    ) -> (StatusCode, Value) {
        let response = self
            .client
            .request(method, self.url(path))
            .bearer_auth(access_token)
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("request succeeds");
        status_and_json(response).await
    }

    /// Runs one SQL statement on the server's database, for the rare test that must change what no route can
    /// (such as the age of a row); returns the number of rows affected.
    pub async fn execute_sql(&self, statement: &str) -> u64 {
        if self.database_url.starts_with("sqlite:") {
            let mut connection =
                sqlx::sqlite::SqliteConnection::connect(&self.database_url).await.expect("connect to SQLite");
            sqlx::query(statement).execute(&mut connection).await.expect("run the statement").rows_affected()
        } else {
            let mut connection =
                sqlx::postgres::PgConnection::connect(&self.database_url).await.expect("connect to PostgreSQL");
            sqlx::query(statement).execute(&mut connection).await.expect("run the statement").rows_affected()
        }
    }

    /// Every row `query` selects, each column as text (numbers written out, NULL as `None`): for tests that
    /// look at what was stored.
    pub async fn select_rows(&self, query: &str) -> Vec<Vec<Option<String>>> {
        fn columns<R: sqlx::Row>(row: &R) -> Vec<Option<String>>
        where
            for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
            for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
            usize: sqlx::ColumnIndex<R>,
        {
            (0..row.columns().len())
                .map(|i| match row.try_get::<Option<String>, _>(i) {
                    Ok(text) => text,
                    Err(_) => {
                        row.try_get::<Option<i64>, _>(i).expect("a text or integer column").map(|n| n.to_string())
                    }
                })
                .collect()
        }
        if self.database_url.starts_with("sqlite:") {
            let mut connection =
                sqlx::sqlite::SqliteConnection::connect(&self.database_url).await.expect("connect to SQLite");
            let rows = sqlx::query(query).fetch_all(&mut connection).await.expect("run the query");
            rows.iter().map(columns).collect()
        } else {
            let mut connection =
                sqlx::postgres::PgConnection::connect(&self.database_url).await.expect("connect to PostgreSQL");
            let rows = sqlx::query(query).fetch_all(&mut connection).await.expect("run the query");
            rows.iter().map(columns).collect()
        }
    }

    /// Keeps the server's database from being written (reads of the accounts tables too, on PostgreSQL) until
    /// [`WriteLock::release`]; the server's writes wait meanwhile.
    pub async fn lock_writes(&self) -> WriteLock {
        if self.database_url.starts_with("sqlite:") {
            let mut connection =
                sqlx::sqlite::SqliteConnection::connect(&self.database_url).await.expect("connect to SQLite");
            sqlx::query("BEGIN IMMEDIATE").execute(&mut connection).await.expect("take the write lock");
            WriteLock::Sqlite(connection)
        } else {
            let mut connection =
                sqlx::postgres::PgConnection::connect(&self.database_url).await.expect("connect to PostgreSQL");
            sqlx::query("BEGIN").execute(&mut connection).await.expect("begin");
            sqlx::query("LOCK TABLE users, one_time_tokens, flow_states IN ACCESS EXCLUSIVE MODE")
                .execute(&mut connection)
                .await
                .expect("lock the accounts tables");
            WriteLock::Postgres(connection)
        }
    }

    /// Signs up (auto-confirm off), follows the confirmation link from the outbox, and signs in.
    pub async fn confirmed_user(&self, email: &str, password: &str) -> Value {
        let (status, body) =
            self.post_json("/auth/v1/signup", &serde_json::json!({ "email": email, "password": password })).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let link = self.wait_for_link(email, "confirm").await;
        let response = self.client.get(link).send().await.expect("follow the link");
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        self.sign_in(email, password).await
    }

    /// A password sign-in that must succeed; returns the session.
    pub async fn sign_in(&self, email: &str, password: &str) -> Value {
        let (status, session) = self
            .post_json(
                "/auth/v1/token?grant_type=password",
                &serde_json::json!({ "email": email, "password": password }),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{session}");
        session
    }

    /// The outbox's messages, oldest first.
    pub fn outbox(&self) -> Vec<String> {
        read_outbox(&self.data_dir.join("outbox"))
    }

    /// Waits (up to 10 s) for a `kind` message (`confirm`, `recovery`, `email-change`, `email-change-current`) to
    /// `to` in the outbox that was not there before, and returns its link. Each link is handed out once.
    pub async fn wait_for_link(&self, to: &str, kind: &str) -> String {
        self.wait_for_mail(to, kind).await.1
    }

    /// [`Self::wait_for_link`], returning the whole message (quoted-printable unfolded) with the link.
    pub async fn wait_for_mail(&self, to: &str, kind: &str) -> (String, String) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let dir = self.data_dir.join("outbox");
            let mut names: Vec<_> = std::fs::read_dir(&dir)
                .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
                .unwrap_or_default();
            names.sort();
            for path in names {
                let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
                if !name.ends_with(&format!("-{kind}.eml")) {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                let taken = path.with_extension("taken");
                if text.contains(&format!("To: {to}\r\n")) && std::fs::rename(&path, &taken).is_ok() {
                    let text = unfold_quoted_printable(&text);
                    let link = smtp::first_link(&text).expect("the mail has a link");
                    return (text, link);
                }
            }
            assert!(tokio::time::Instant::now() < deadline, "no {kind} mail to {to} in the outbox");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// An open transaction holding the database's write lock (see [`TestServer::lock_writes`]).
pub enum WriteLock {
    Sqlite(sqlx::sqlite::SqliteConnection),
    Postgres(sqlx::postgres::PgConnection),
}

impl WriteLock {
    pub async fn release(self) {
        match self {
            Self::Sqlite(mut connection) => {
                sqlx::query("ROLLBACK").execute(&mut connection).await.expect("roll back");
                connection.close().await.expect("close");
            }
            Self::Postgres(mut connection) => {
                sqlx::query("ROLLBACK").execute(&mut connection).await.expect("roll back");
                connection.close().await.expect("close");
            }
        }
    }
}

/// Undoes quoted-printable soft line breaks and `=3D`, in case the mail's text part is encoded that way.
pub fn unfold_quoted_printable(text: &str) -> String {
    if text.contains("quoted-printable") {
        text.replace("=\r\n", "").replace("=\n", "").replace("=3D", "=")
    } else {
        text.to_owned()
    }
}

pub fn read_outbox(dir: &Path) -> Vec<String> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "eml" || e == "taken"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths.iter().map(|p| std::fs::read_to_string(p).expect("read a mail")).collect()
}

pub async fn status_and_json(response: reqwest::Response) -> (StatusCode, Value) {
    let status = response.status();
    let text = response.text().await.expect("body");
    let json = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("not JSON ({e}): {text}"))
    };
    (status, json)
}

pub fn header<'a>(response: &'a reqwest::Response, name: &str) -> &'a str {
    response
        .headers()
        .get(name)
        .unwrap_or_else(|| panic!("{} {} has no {name} header", response.status(), response.url().path()))
        .to_str()
        .expect("ASCII header")
}

/// A local OAuth 2 / OpenID Connect provider (and GitHub-shaped endpoints) speaking the real protocol.
pub mod oauth_provider;
/// A local SMTP server speaking the real protocol, recording what it receives.
pub mod smtp;
