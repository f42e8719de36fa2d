//! One memory budget for every request body being received or handled, whatever its route: a body's bytes are
//! reserved as they arrive (its whole `Content-Length` at once when it declares one) and released when its
//! response is ready. A body that would pass the budget is answered 503 with `Retry-After`, so a flood of large
//! uploads holds at most the budget, not the route's limit times the number of connections.

use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, ready};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use http_body::{Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::api::error::{ApiCode, error_response};

/// The default budget: 64 MiB, room for 32 of the largest paste uploads at once.
pub const DEFAULT_UPLOAD_MEMORY: usize = 64 * 1024 * 1024;

/// What a client is told when the budget is spent, and when to come back.
const BUSY_MESSAGE: &str = "The server is busy receiving other uploads. Please try again in a few seconds.";
const RETRY_AFTER_SECS: u64 = 5;

/// The bytes of request bodies the server may hold at once. Cheap to clone.
#[derive(Debug, Clone)]
pub struct UploadBudget {
    bytes: Arc<Semaphore>,
    total: usize,
}

impl UploadBudget {
    pub fn new(total: usize) -> Self {
        let total = total.min(Semaphore::MAX_PERMITS);
        Self { bytes: Arc::new(Semaphore::new(total)), total }
    }

    /// Bytes not reserved by any request now.
    #[cfg(test)]
    fn available(&self) -> usize {
        self.bytes.available_permits()
    }
}

/// One request's share of the budget, held until its response is ready.
#[derive(Debug, Default)]
struct Reservation {
    permits: Mutex<Option<OwnedSemaphorePermit>>,
    /// Set when a frame found the budget spent: the handler saw a failed read, the client gets the 503.
    refused: AtomicBool,
}

impl Reservation {
    /// Adds `bytes` to what this request holds; false when the budget has not that much left.
    fn take(&self, budget: &UploadBudget, bytes: usize) -> bool {
        let Ok(count) = u32::try_from(bytes) else { return false };
        let Ok(permit) = budget.bytes.clone().try_acquire_many_owned(count) else { return false };
        let mut held = self.permits.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        match held.as_mut() {
            Some(permits) => permits.merge(permit),
            None => *held = Some(permit),
        }
        true
    }
}

/// The middleware: every request's body is counted against `budget`.
pub async fn limit(State(budget): State<UploadBudget>, request: Request, next: Next) -> Response {
    let reservation = Arc::new(Reservation::default());
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok())
        .unwrap_or(0);
    // A declared length the whole budget could never hold is left to the route, whose own limit refuses it
    // with 413 before reading; anything the route does read is still counted frame by frame below.
    let reserved = if declared <= budget.total {
        if declared > 0 && !reservation.take(&budget, declared) {
            return busy();
        }
        declared
    } else {
        0
    };
    let request = request.map(|body| {
        Body::new(CountedBody { inner: body, budget, reservation: reservation.clone(), read: 0, reserved })
    });
    let response = next.run(request).await;
    if reservation.refused.load(Ordering::Relaxed) { busy() } else { response }
}

fn busy() -> Response {
    let response = error_response(StatusCode::SERVICE_UNAVAILABLE, ApiCode::ServerBusy, BUSY_MESSAGE.to_owned());
    crate::http::retry_after(response, RETRY_AFTER_SECS)
}

/// A request body that reserves each frame's bytes beyond what was reserved up front, failing the read when the
/// budget is spent.
struct CountedBody {
    inner: Body,
    budget: UploadBudget,
    reservation: Arc<Reservation>,
    read: usize,
    reserved: usize,
}

impl http_body::Body for CountedBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let this = &mut *self;
        let frame = ready!(Pin::new(&mut this.inner).poll_frame(cx));
        if let Some(data) = frame.as_ref().and_then(|frame| frame.as_ref().ok()).and_then(Frame::data_ref) {
            this.read = this.read.saturating_add(data.len());
            if this.read > this.reserved {
                if !this.reservation.take(&this.budget, this.read - this.reserved) {
                    this.reservation.refused.store(true, Ordering::Relaxed);
                    return Poll::Ready(Some(Err(axum::Error::new(BUSY_MESSAGE))));
                }
                this.reserved = this.read;
            }
        }
        Poll::Ready(frame)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use std::collections::VecDeque;
    use tower::ServiceExt as _;

    /// A body sent in chunks, as a client without `Content-Length` sends it.
    struct Chunks(VecDeque<Bytes>);

    impl http_body::Body for Chunks {
        type Data = Bytes;
        type Error = std::convert::Infallible;

        fn poll_frame(
            mut self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
            Poll::Ready(self.0.pop_front().map(|chunk| Ok(Frame::data(chunk))))
        }
    }

    /// Posts `chunks` (with `Content-Length` when `declared`) to a route that reads its whole body; the status,
    /// `Retry-After` and body of the answer.
    async fn post(
        budget: &UploadBudget,
        chunks: &[usize],
        declared: Option<usize>,
    ) -> (StatusCode, Option<String>, String) {
        let app = axum::Router::new()
            .route(
                "/",
                axum::routing::post(|body: Body| async move {
                    match axum::body::to_bytes(body, usize::MAX).await {
                        Ok(bytes) => format!("read {}", bytes.len()),
                        Err(_) => "the read failed".to_owned(),
                    }
                }),
            )
            .layer(axum::middleware::from_fn_with_state(budget.clone(), limit));
        let body = Chunks(chunks.iter().map(|&size| Bytes::from(vec![b'x'; size])).collect());
        let mut request = Request::post("/").body(Body::new(body)).expect("a request");
        if let Some(length) = declared {
            request.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        }
        let response = app.oneshot(request).await.expect("an answer");
        let status = response.status();
        let retry_after = response.headers().get(header::RETRY_AFTER).map(|v| v.to_str().expect("text").to_owned());
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.expect("the answer's body");
        (status, retry_after, String::from_utf8(body.to_vec()).expect("UTF-8"))
    }

    #[tokio::test]
    async fn bodies_are_counted_as_they_arrive_and_released_with_their_answer() {
        let budget = UploadBudget::new(1000);
        assert_eq!(post(&budget, &[400, 400], None).await, (StatusCode::OK, None, "read 800".to_owned()));
        assert_eq!(budget.available(), 1000, "released once answered");

        // Another request holds half: a chunked body that grows past the rest is refused mid-way.
        let other = Reservation::default();
        assert!(other.take(&budget, 500));
        let busy = json_busy();
        assert_eq!(
            post(&budget, &[400, 400], None).await,
            (StatusCode::SERVICE_UNAVAILABLE, Some("5".to_owned()), busy.clone())
        );
        // A declared length that does not fit is refused before a byte is read.
        assert_eq!(
            post(&budget, &[600], Some(600)).await,
            (StatusCode::SERVICE_UNAVAILABLE, Some("5".to_owned()), busy.clone())
        );
        assert_eq!(post(&budget, &[500], Some(500)).await, (StatusCode::OK, None, "read 500".to_owned()));
        // A declared length beyond the whole budget is the route's to refuse; read anyway, it is counted.
        assert_eq!(post(&budget, &[300, 300], Some(5000)).await.0, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(budget.available(), 500, "every refused request gave back what it held");
        drop(other);
        assert_eq!(budget.available(), 1000);
    }

    fn json_busy() -> String {
        serde_json::json!({ "error": "server_busy", "message": BUSY_MESSAGE }).to_string()
    }

    #[test]
    fn a_reservation_holds_its_bytes_until_dropped() {
        let budget = UploadBudget::new(100);
        let first = Reservation::default();
        assert!(first.take(&budget, 60) && first.take(&budget, 30));
        assert_eq!(budget.available(), 10);
        let second = Reservation::default();
        assert!(!second.take(&budget, 11), "more than is left");
        assert!(second.take(&budget, 10));
        drop(first);
        assert_eq!(budget.available(), 90);
        drop(second);
        assert_eq!(budget.available(), 100);
    }
}
