//! Penknife's HTTP server: the web app embedded in the binary, its security headers, and the JSON API.
//!
//! The CLI (`penknife serve`) calls [`serve`]; tests call [`build_app`] (or [`serve_with_shutdown`]) with an
//! [`AppState`] that carries an in-memory [`Assets`] source, so they never depend on `web/dist` being built.

use std::future::Future;
use std::io::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use axum::Router;
use tokio::net::TcpListener;
use tower_http::limit::RequestBodyLimitLayer;

pub mod api;
mod assets;
pub mod auth;
pub mod client;
mod connections;
mod data_dir;
pub mod db;
pub mod geoip;
pub mod http;
mod layers;
pub mod locales;
pub mod me;
pub mod metrics;
pub mod pastes;
mod precompress;
pub mod rate_limit;
pub mod secrets;
pub mod security_headers;
mod shutdown;
mod spa;
pub mod time;
mod upload_budget;

pub use assets::Assets;
pub use connections::ConnectionLimits;

/// What `penknife serve` was asked to do.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// Where to listen; port 0 picks a free port (the printed URL shows the real one).
    pub addr: SocketAddr,
    /// Where the server keeps its data (created if missing).
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…`; `None`: `penknife.db` in the data directory.
    pub database_url: Option<String>,
    /// Accounts: site URL, confirmation, mail, providers, rate limits.
    pub auth: auth::AuthConfig,
    /// Caps on open connections and the timeouts for slow or silent clients.
    pub connections: ConnectionLimits,
    /// Paste size and rate limits, and the clock expiry is judged by.
    pub pastes: pastes::PasteConfig,
    /// The IP tools' databases and lookup rate limit.
    pub geoip: geoip::GeoIpConfig,
    /// A web app build to serve instead of the one built into the binary, read from disk on each request (so a new
    /// build can be deployed without a restart).
    pub web_dir: Option<PathBuf>,
    /// Where to serve `/metrics` (Prometheus); `None`: nowhere.
    pub metrics_addr: Option<SocketAddr>,
}

impl ServeConfig {
    /// Defaults for everything but where to listen and where to keep data.
    pub fn new(addr: SocketAddr, data_dir: PathBuf) -> Self {
        Self {
            addr,
            data_dir,
            database_url: None,
            auth: auth::AuthConfig::default(),
            connections: ConnectionLimits::default(),
            pastes: pastes::PasteConfig::default(),
            geoip: geoip::GeoIpConfig::default(),
            web_dir: None,
            metrics_addr: None,
        }
    }
}

/// Everything request handlers share. Cheap to clone: the parts are behind `Arc`s.
#[derive(Debug, Clone)]
pub struct AppState {
    /// The configuration the server was started with (the data directory is used by later features).
    pub config: Arc<ServeConfig>,
    /// Where the web app's files come from: embedded in the binary, a folder, or in memory for tests.
    pub assets: Assets,
    /// The accounts API's storage, keys, mailer and counters.
    pub auth: auth::SharedAuth,
    /// The paste API's storage and limits.
    pub pastes: pastes::SharedPastes,
    /// The signed-in user's settings, favorites and history (`/api/me`).
    pub me: me::MeStore,
    /// The database itself, for what spans the stores (erasing deleted data).
    pub database: db::Database,
    /// Every rate limit's counters: the accounts API's, paste creation's, IP lookups'.
    pub limits: Arc<rate_limit::RateLimiter>,
    /// The IP tools' databases (reloaded in the background while the state lives).
    pub geoip: geoip::SharedGeoIp,
}

impl AppState {
    /// State serving the web app embedded in the binary: creates the data directory, connects to the database
    /// and migrates it, and loads (or creates) the JWT secret.
    pub async fn new(config: ServeConfig) -> anyhow::Result<Self> {
        data_dir::create(&config.data_dir).await?;
        let url = match &config.database_url {
            Some(url) => url.clone(),
            None => {
                // Before SQLite creates it with the umask's permissions.
                data_dir::create_private_file(&db::default_path(&config.data_dir)).await?;
                db::default_url(&config.data_dir)
            }
        };
        let database = db::Database::connect(&url).await?;
        let limits = Arc::new(rate_limit::RateLimiter::for_database(&database));
        let auth =
            auth::Auth::new(config.auth.clone(), &database, &config.data_dir, config.addr, limits.clone()).await?;
        let pastes = pastes::Pastes::new(config.pastes.clone(), &database);
        let me = me::MeStore::new(&database);
        let geoip = geoip::open(config.geoip.clone(), config.data_dir.clone()).await?;
        geoip::spawn_reloader(&geoip);
        let assets = config.web_dir.clone().map_or_else(Assets::embedded, Assets::from_dir);
        Ok(Self {
            config: Arc::new(config),
            assets,
            auth: Arc::new(auth),
            pastes: Arc::new(pastes),
            me,
            database,
            limits,
            geoip,
        })
    }

    /// Replaces the web app's files (tests use [`Assets::from_files`]).
    #[must_use]
    pub fn with_assets(mut self, assets: Assets) -> Self {
        self.assets = assets;
        self
    }
}

/// The whole application: `/api/*`, `/auth/*`, the web app for everything else, and the cross-cutting layers
/// (request logs, security headers, compression, timeout, body limit).
pub fn build_app(state: AppState) -> Router {
    let routes = Router::new()
        .nest("/api", api::router())
        .nest("/auth", auth::router())
        .merge(pastes::router())
        // Everything that is not an API route belongs to the web app (files, or index.html for client routes).
        .fallback(spa::handler)
        // Refuses a too-large Content-Length with 413 before reading any of the body.
        .layer(RequestBodyLimitLayer::new(layers::MAX_REQUEST_BODY_BYTES))
        // Paste uploads are larger and limited by their own rule (see `pastes::PasteConfig`).
        .merge(pastes::upload_router())
        // Each `/api/me` route limits its body itself, answering with the limit's own message.
        .merge(me::router())
        // Every route's bodies together stay within one memory budget (a route's own limit bounds one body).
        .layer(axum::middleware::from_fn_with_state(
            upload_budget::UploadBudget::new(state.config.connections.upload_memory),
            upload_budget::limit,
        ))
        .with_state(state)
        // Inside the router, so each request's route template (MatchedPath) is known.
        .layer(axum::middleware::from_fn(metrics::track));
    layers::apply(routes)
}

/// Creates the data directory, binds, prints `Penknife is running at http://{addr}/` on stdout, and serves until
/// SIGINT or SIGTERM; then stops accepting connections and lets in-flight requests finish.
pub async fn serve(mut config: ServeConfig) -> anyhow::Result<()> {
    // Registered before the address is announced, so a signal sent as soon as the line appears is never lost
    // (the default action would kill the process without a graceful shutdown).
    let shutdown = shutdown::signal().context("could not install the SIGINT/SIGTERM handlers")?;

    let listener =
        TcpListener::bind(config.addr).await.with_context(|| format!("could not listen on {}", config.addr))?;
    let addr = listener.local_addr().context("could not read the bound address")?;

    // The real port (when asked for port 0) is what the default site URL in mailed links must carry.
    config.addr = addr;
    let mut limits = config.connections.clone();
    connections::open_files::fit(&mut limits);
    if config.auth.trusted_proxy {
        // Every connection comes from the proxy: a per-client cap would cap everyone.
        limits.max_connections_per_client = limits.max_connections;
    }
    let metrics_listener = match config.metrics_addr {
        Some(addr) => {
            let listener = TcpListener::bind(addr).await.with_context(|| format!("could not listen on {addr}"))?;
            tracing::info!(addr = %listener.local_addr()?, "serving metrics");
            Some(listener)
        }
        None => None,
    };
    let state = AppState::new(config).await?;
    let sweeper = pastes::spawn_sweeper(state.pastes.clone());
    let eraser = db::spawn_eraser(state.database.clone());
    let metrics = metrics_listener.map(|listener| metrics::spawn(listener, state.database.clone()));

    // Scripts and tests parse this exact line; it is the only thing the server writes to stdout.
    let mut stdout = std::io::stdout().lock();
    writeln!(stdout, "Penknife is running at http://{addr}/").context("could not write to stdout")?;
    stdout.flush().context("could not write to stdout")?;
    drop(stdout);
    tracing::info!(%addr, data_dir = %state.config.data_dir.display(), "listening");

    let result = serve_with_shutdown(listener, build_app(state), limits, shutdown).await;
    sweeper.abort();
    eraser.abort();
    if let Some(metrics) = metrics {
        metrics.abort();
    }
    result
}

/// Serves `app` on `listener` within `limits` until `shutdown` resolves, then shuts down gracefully: the listener
/// is closed at once, idle connections are closed, and requests already being handled run to completion.
pub async fn serve_with_shutdown<F>(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    shutdown: F,
) -> anyhow::Result<()>
where
    F: Future<Output = ()> + Send + 'static,
{
    connections::serve(listener, app, limits, shutdown).await;
    tracing::info!("server stopped");
    Ok(())
}
