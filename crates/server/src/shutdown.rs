//! The signals that stop the server: SIGINT (Ctrl+C) and SIGTERM (what `docker stop`, systemd and `kill` send).

use std::future::Future;

/// Installs the handlers now (not when the future is first polled), so a signal that arrives between this call
/// and the server's start still triggers a graceful shutdown instead of killing the process.
#[cfg(unix)]
pub(crate) fn signal() -> std::io::Result<impl Future<Output = ()> + Send + 'static> {
    use tokio::signal::unix::{SignalKind, signal};

    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        let name = tokio::select! {
            _ = interrupt.recv() => "SIGINT",
            _ = terminate.recv() => "SIGTERM",
        };
        tracing::info!(signal = name, "shutting down; waiting for in-flight requests");
    })
}

/// Other platforms only have Ctrl+C.
#[cfg(not(unix))]
pub(crate) fn signal() -> std::io::Result<impl Future<Output = ()> + Send + 'static> {
    Ok(async {
        if tokio::signal::ctrl_c().await.is_ok() {
            tracing::info!(signal = "Ctrl+C", "shutting down; waiting for in-flight requests");
        }
    })
}
