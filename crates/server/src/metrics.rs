//! What a running server is doing, for Prometheus: `GET /metrics` in its text exposition format (OpenMetrics) on an
//! address of its own (`--metrics-addr`, off by default), so the figures never share the public port.
//!
//! One set of figures per process (a server is one process): requests by route template and status, their
//! latency, open connections, refusals by rate limit, the database pool's connections, mails sent. Routes are
//! axum's templates (`/api/pastes/{id}`), never the ids in them; what no route matched (the web app's files and
//! pages) counts as `web app`.

use std::sync::LazyLock;
use std::time::Instant;

use anyhow::Context as _;
use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;
use tokio::net::TcpListener;

use crate::db::Database;

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
pub struct RequestLabels {
    pub route: String,
    pub method: String,
    pub status: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
pub struct RouteLabels {
    pub route: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
pub struct LimitLabels {
    pub limit: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
pub struct MailLabels {
    pub kind: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
pub struct PoolLabels {
    pub state: &'static str,
}

/// Latency buckets from 1 ms to about 16 s, doubling.
fn latency_histogram() -> Histogram {
    Histogram::new(exponential_buckets(0.001, 2.0, 15))
}

#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    pub requests: Family<RequestLabels, Counter>,
    pub latency: Family<RouteLabels, Histogram, fn() -> Histogram>,
    pub open_connections: Gauge,
    pub refusals: Family<LimitLabels, Counter>,
    pub mails: Family<MailLabels, Counter>,
    pool: Family<PoolLabels, Gauge>,
}

/// The process's figures.
pub static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("penknife");
    let metrics = Metrics {
        requests: Family::default(),
        latency: Family::new_with_constructor(latency_histogram as fn() -> Histogram),
        open_connections: Gauge::default(),
        refusals: Family::default(),
        mails: Family::default(),
        pool: Family::default(),
        registry: Registry::default(),
    };
    registry.register(
        "http_requests",
        "HTTP requests answered, by route template, method and status",
        metrics.requests.clone(),
    );
    registry.register(
        "http_request_duration_seconds",
        "Time from a request's arrival to its answer's head, by route template",
        metrics.latency.clone(),
    );
    registry.register("open_connections", "Client connections open now", metrics.open_connections.clone());
    registry.register("rate_limit_refusals", "Requests refused by a rate limit, by limit", metrics.refusals.clone());
    registry.register("mails_sent", "Account mails sent (by SMTP, or to the outbox), by kind", metrics.mails.clone());
    registry.register("database_connections", "The database pool's connections, idle or in use", metrics.pool.clone());
    Metrics { registry, ..metrics }
});

/// Middleware: counts each request under its route template and times it.
pub async fn track(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<MatchedPath>().map_or("web app", MatchedPath::as_str).to_owned();
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16();
    METRICS.latency.get_or_create(&RouteLabels { route: route.clone() }).observe(started.elapsed().as_secs_f64());
    METRICS.requests.get_or_create(&RequestLabels { route, method, status }).inc();
    response
}

/// `GET /metrics`: the figures as they are now.
async fn scrape(State(database): State<Database>) -> Response {
    let idle = i64::try_from(database.pool.num_idle()).unwrap_or(i64::MAX);
    let size = i64::from(database.pool.size());
    METRICS.pool.get_or_create(&PoolLabels { state: "idle" }).set(idle);
    METRICS.pool.get_or_create(&PoolLabels { state: "in_use" }).set(size.saturating_sub(idle));
    let mut text = String::new();
    if prometheus_client::encoding::text::encode(&mut text, &METRICS.registry).is_err() {
        return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }
    ([(header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8")], text).into_response()
}

/// Serves `/metrics` on `listener` until the runtime stops (a task of its own; the public server never sees it).
pub fn spawn(listener: TcpListener, database: Database) -> tokio::task::JoinHandle<()> {
    let app = Router::new().route("/metrics", get(scrape)).with_state(database);
    tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, app).await.context("the metrics server stopped") {
            tracing::error!(%error);
        }
    })
}
