//! The layers every request passes through, outermost first: request log, security headers, compression,
//! timeout. The body limit is per route (see `build_app`): paste uploads have their own.

use std::time::Duration;

use axum::Router;
use axum::extract::{MatchedPath, Request};
use axum::http::{Extensions, HeaderMap, StatusCode, Version};
use tower::ServiceBuilder;
use tower_http::LatencyUnit;
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{DefaultPredicate, Predicate as _};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnRequest, DefaultOnResponse, TraceLayer};
use tracing::Level;

/// Largest request body accepted by every route but paste uploads. JSON forms never come near it; the tools
/// process files in the browser and never upload them.
pub const MAX_REQUEST_BODY_BYTES: usize = 1024 * 1024;

/// How long a handler may take before the client gets an error instead of waiting forever.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

pub(crate) fn apply(routes: Router) -> Router {
    routes.layer(
        ServiceBuilder::new()
            // Outermost, so every response is logged, including those produced by the layers below.
            .layer(
                TraceLayer::new_for_http()
                    // Method and route only: the query string may carry tokens, headers carry cookies and
                    // Authorization, and a paste's id is the whole secret of a public or burn paste.
                    .make_span_with(|request: &Request| {
                        tracing::info_span!("request", method = %request.method(), path = %logged_path(request))
                    })
                    .on_request(DefaultOnRequest::new().level(Level::DEBUG))
                    .on_response(DefaultOnResponse::new().level(Level::INFO).latency_unit(LatencyUnit::Millis)),
            )
            // Outside the layers that can answer on their own (timeout, body limit), so their answers get it too.
            .layer(axum::middleware::map_response(crate::security_headers::apply))
            // Compresses what the handlers did not: API JSON, error pages. Static files were already given their
            // (precompressed) encoding by `spa` and carry the `Negotiated` marker, which this layer respects.
            .layer(CompressionLayer::new().compress_when(DefaultPredicate::new().and(not_negotiated)))
            // 503: the server ran out of time, not the client.
            .layer(TimeoutLayer::with_status_code(StatusCode::SERVICE_UNAVAILABLE, REQUEST_TIMEOUT)),
    )
}

/// What the log records of a request's path: the pattern of the API route it matched (`/api/pastes/{id}`); for
/// the web app, the file it asked for, or its client route with the paste id left out (`/paste/{id}`).
fn logged_path(request: &Request) -> &str {
    if let Some(route) = request.extensions().get::<MatchedPath>() {
        return route.as_str();
    }
    let path = request.uri().path();
    if path.starts_with("/paste/") { "/paste/{id}" } else { path }
}

/// Compression predicate: skip responses whose handler already negotiated the encoding (static files).
fn not_negotiated(_: StatusCode, _: Version, _: &HeaderMap, extensions: &Extensions) -> bool {
    extensions.get::<crate::precompress::Negotiated>().is_none()
}
