//! Accepting connections, with the limits `axum::serve` lacks: a client that sends its headers slowly, or keeps
//! a connection open doing nothing, is disconnected; the number of open connections is capped, in all and per
//! client address, and a connection beyond the cap gets a short 503 instead of using up the process's file
//! descriptors. The request timeout in `layers` only starts once the headers are in, so it cannot do this.

mod admission;
mod idle;
pub(crate) mod open_files;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{ConnectInfo, Request};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::AsyncWriteExt as _;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tower::ServiceExt as _;

use admission::Admission;
use idle::IdleTimeout;

/// How many connections the server keeps open, and how long it waits for a slow or silent client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Open connections in all; more are answered 503 and closed. Lowered at start-up to fit the process's
    /// open-file limit.
    pub max_connections: usize,
    /// Open connections from one client address (browsers open at most six per site). Not applied behind a
    /// trusted proxy, where every connection comes from the proxy.
    pub max_connections_per_client: usize,
    /// The time a client has to send a request's headers: its first request's counted from when the connection
    /// was accepted, a kept-alive connection's next one from the end of the previous response (the idle
    /// keep-alive timeout as well).
    pub header_read_timeout: Duration,
    /// The time a read or write may wait without progress (a body sent, or a response read, too slowly; an
    /// HTTP/2 connection with nothing to do). Longer than the request timeout, so it never cuts a slow handler.
    pub idle_timeout: Duration,
    /// The bytes of request bodies held at once, all clients together (see `upload_budget`).
    pub upload_memory: usize,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        Self {
            max_connections: 10_000,
            max_connections_per_client: 256,
            header_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            upload_memory: crate::upload_budget::DEFAULT_UPLOAD_MEMORY,
        }
    }
}

/// What a connection beyond the cap is told before it is closed.
const BUSY_MESSAGE: &str = "The server is busy. Please try again in a few seconds.\n";

/// How long a refused client gets to take its 503 before the socket is dropped anyway.
const REFUSAL_TIMEOUT: Duration = Duration::from_secs(1);

/// Serves `app` on `listener` within `limits` until `shutdown` resolves; then closes the listener and idle
/// connections at once and lets requests already being handled finish.
pub(crate) async fn serve(
    listener: TcpListener,
    app: Router,
    limits: ConnectionLimits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) {
    let admission = Admission::new(&limits);
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(limits.header_read_timeout);
    let graceful = GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);

    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    back_off_after(&error).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = admission.admit(peer.ip()) else {
            tokio::spawn(refuse(stream));
            continue;
        };
        let first_request = Arc::new(Notify::new());
        let request_arrived = first_request.clone();
        // The per-client rate limits read the peer address from the request, as `into_make_service_with_connect_info`
        // would put it there.
        let service = app.clone().map_request(move |mut request: Request<_>| {
            request_arrived.notify_one();
            request.extensions_mut().insert(ConnectInfo(peer));
            request
        });
        let io = TokioIo::new(IdleTimeout::new(stream, limits.idle_timeout));
        let connection = builder.serve_connection_with_upgrades(io, TowerToHyperService::new(service)).into_owned();
        let connection = graceful.watch(connection);
        let header_read_timeout = limits.header_read_timeout;
        tokio::spawn(async move {
            if let Err(error) = until_closed(connection, &first_request, header_read_timeout).await {
                tracing::debug!(%peer, %error, "connection ended with an error");
            }
            drop(slot);
        });
    }

    drop(listener);
    graceful.shutdown().await;
}

/// Runs `connection` to its end, or drops it (closing the socket) when no request has arrived within `timeout`
/// of being accepted. hyper's own header timer starts at the first byte, so a client that sends nothing would
/// otherwise hold its connection for the whole idle timeout.
async fn until_closed<C, E>(connection: C, first_request: &Notify, timeout: Duration) -> Result<(), E>
where
    C: Future<Output = Result<(), E>>,
{
    let mut connection = std::pin::pin!(connection);
    let first = tokio::time::timeout(timeout, async {
        tokio::select! {
            ended = connection.as_mut() => Some(ended),
            () = first_request.notified() => None,
        }
    });
    match first.await {
        Err(_silent) => Ok(()),
        Ok(Some(ended)) => ended,
        Ok(None) => connection.await,
    }
}

/// A failed accept: for one connection (reset before it was accepted), try the next at once; when the process
/// is out of file descriptors or memory, wait a little so the loop does not spin while connections close.
async fn back_off_after(error: &std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(error.kind(), ConnectionAborted | ConnectionRefused | ConnectionReset) {
        return;
    }
    tracing::warn!(%error, "could not accept a connection");
    tokio::time::sleep(Duration::from_millis(50)).await;
}

/// Tells a client beyond the cap to come back later, without reading its request.
async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(REFUSAL_TIMEOUT, async {
        let response = format!(
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\n\
             Connection: close\r\nContent-Length: {}\r\n\r\n{BUSY_MESSAGE}",
            BUSY_MESSAGE.len()
        );
        stream.write_all(response.as_bytes()).await?;
        stream.shutdown().await
    })
    .await;
}
