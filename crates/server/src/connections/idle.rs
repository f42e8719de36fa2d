//! A stream that fails a read or write which waits longer than the idle timeout: a client that stops sending a
//! body, or stops reading its response, gives its connection back instead of holding it forever.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};

#[derive(Debug)]
pub(super) struct IdleTimeout<S> {
    inner: S,
    timeout: Duration,
    read: Deadline,
    write: Deadline,
}

/// A timer started when an operation first has to wait, and stopped when it makes progress.
#[derive(Debug)]
struct Deadline {
    sleep: Pin<Box<Sleep>>,
    running: bool,
}

impl Deadline {
    fn new() -> Self {
        Self { sleep: Box::pin(tokio::time::sleep(Duration::ZERO)), running: false }
    }

    /// Passes `poll` through; a `Pending` that has lasted `timeout` becomes a `TimedOut` error.
    fn guard<T>(&mut self, timeout: Duration, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if poll.is_ready() {
            self.running = false;
            return poll;
        }
        if !self.running {
            self.sleep.as_mut().reset(Instant::now() + timeout);
            self.running = true;
        }
        match self.sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(io::ErrorKind::TimedOut, "the client went idle"))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S> IdleTimeout<S> {
    pub(super) fn new(inner: S, timeout: Duration) -> Self {
        Self { inner, timeout, read: Deadline::new(), write: Deadline::new() }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for IdleTimeout<S> {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_read(cx, buf);
        this.read.guard(this.timeout, cx, poll)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for IdleTimeout<S> {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write(cx, buf);
        this.write.guard(this.timeout, cx, poll)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_write_vectored(cx, bufs);
        this.write.guard(this.timeout, cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_flush(cx);
        this.write.guard(this.timeout, cx, poll)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let poll = Pin::new(&mut this.inner).poll_shutdown(cx);
        this.write.guard(this.timeout, cx, poll)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

    #[tokio::test(start_paused = true)]
    async fn a_read_that_waits_past_the_timeout_fails_and_one_with_data_does_not() {
        let (client, server) = tokio::io::duplex(64);
        let mut server = IdleTimeout::new(server, Duration::from_secs(60));
        let mut client = client;
        client.write_all(b"hi").await.expect("write");
        let mut buffer = [0u8; 2];
        server.read_exact(&mut buffer).await.expect("data arrives");
        // With the clock paused, tokio jumps to the timer: no real waiting.
        let error = server.read(&mut buffer).await.expect_err("nothing more is sent");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    }

    #[tokio::test(start_paused = true)]
    async fn a_write_to_a_client_that_never_reads_fails() {
        let (_client, server) = tokio::io::duplex(8);
        let mut server = IdleTimeout::new(server, Duration::from_secs(60));
        let error = server.write_all(&[0u8; 64]).await.expect_err("the client reads nothing");
        assert_eq!(error.kind(), io::ErrorKind::TimedOut);
    }
}
