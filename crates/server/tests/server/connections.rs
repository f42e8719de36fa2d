//! Slow and greedy clients: connections that send their headers slowly or not at all are closed (the header
//! timeout counts from accept), the number of open connections is capped in all and per client with a 503 beyond
//! it, and `/api/health` keeps answering while thousands of half-sent requests are open.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use penknife_server::ConnectionLimits;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpSocket, TcpStream};

use crate::common::{TestServer, web_app};

/// Upper bound for what should take a second or two, so a regression fails instead of hanging the suite.
const PATIENCE: Duration = Duration::from_secs(30);

/// A request whose headers never end (the blank line is missing).
const HALF_SENT: &[u8] = b"GET /api/health HTTP/1.1\r\nHost: penknife.test\r\nX-Slow: ";

async fn start(limits: ConnectionLimits) -> TestServer {
    TestServer::start_configured(web_app(), |config| config.connections = limits).await
}

/// A connection to `server` from the loopback address `from` (all of 127/8 is loopback on Linux), so one test
/// can be several clients.
async fn connect_from(server: SocketAddr, from: &str) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("socket");
    let from: IpAddr = from.parse().expect("an address");
    socket.bind(SocketAddr::new(from, 0)).expect("bind to the client address");
    socket.connect(server).await.expect("connect")
}

/// Everything the server sends until it closes the connection (or resets it), failing if it never does.
async fn read_until_closed(stream: &mut TcpStream) -> String {
    let mut received = Vec::new();
    let mut buffer = [0u8; 1024];
    tokio::time::timeout(PATIENCE, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received.extend_from_slice(&buffer[..n]),
            }
        }
    })
    .await
    .expect("the server closes the connection");
    String::from_utf8_lossy(&received).into_owned()
}

/// The status of `/api/health` on a connection of its own: the test client's pooled connection from an earlier
/// check may be closed by the server for idling (the tests' 1 s header timeout) just as it is reused, and the
/// request then fails with an incomplete message, which says nothing about the server's health.
async fn health_status(server: &TestServer) -> u16 {
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build().expect("HTTP client");
    let request = client.get(server.url("/api/health")).send();
    let response = tokio::time::timeout(PATIENCE, request).await.expect("/api/health answers");
    response.expect("GET /api/health succeeds").status().as_u16()
}

/// Room for both ends of every test connection in this one process.
fn allow_many_open_files() {
    use rustix::process::{Resource, Rlimit, getrlimit, setrlimit};
    let Rlimit { maximum, .. } = getrlimit(Resource::Nofile);
    setrlimit(Resource::Nofile, Rlimit { current: maximum, maximum }).expect("raise the open-file limit");
}

#[tokio::test]
async fn thousands_of_half_sent_requests_are_closed_and_health_still_answers() {
    const SLOW_CLIENTS: usize = 3_000;
    allow_many_open_files();
    let server = start(ConnectionLimits {
        max_connections_per_client: SLOW_CLIENTS + 10,
        header_read_timeout: Duration::from_secs(1),
        ..ConnectionLimits::default()
    })
    .await;

    let mut slow = Vec::with_capacity(SLOW_CLIENTS);
    for _ in 0..SLOW_CLIENTS {
        let mut stream = TcpStream::connect(server.addr).await.expect("connect");
        stream.write_all(HALF_SENT).await.expect("send half a request");
        slow.push(stream);
    }
    assert_eq!(health_status(&server).await, 200, "/api/health answers beside {SLOW_CLIENTS} slow clients");

    for stream in &mut slow {
        let answer = read_until_closed(stream).await;
        assert!(!answer.contains("200 OK"), "a request that never finished was answered: {answer}");
    }
    assert_eq!(health_status(&server).await, 200);
}

#[tokio::test]
async fn a_connection_that_never_sends_a_byte_is_closed_by_the_header_timeout() {
    // The idle timeout (60 s) is longer than PATIENCE: only the header timeout, counted from accept, closes it.
    let server =
        start(ConnectionLimits { header_read_timeout: Duration::from_secs(1), ..ConnectionLimits::default() }).await;
    let mut silent = TcpStream::connect(server.addr).await.expect("connect");
    assert_eq!(read_until_closed(&mut silent).await, "", "closed without an answer");
    assert_eq!(health_status(&server).await, 200);
}

#[tokio::test]
async fn an_idle_kept_alive_connection_is_closed() {
    let server =
        start(ConnectionLimits { header_read_timeout: Duration::from_secs(1), ..ConnectionLimits::default() }).await;
    let mut stream = TcpStream::connect(server.addr).await.expect("connect");
    stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: penknife.test\r\n\r\n").await.expect("send a request");
    let answer = read_until_closed(&mut stream).await;
    assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer}");
}

#[tokio::test]
async fn a_body_that_stops_arriving_ends_the_connection() {
    let server = start(ConnectionLimits { idle_timeout: Duration::from_secs(1), ..ConnectionLimits::default() }).await;
    let mut stream = TcpStream::connect(server.addr).await.expect("connect");
    stream
        .write_all(
            b"POST /auth/v1/signup HTTP/1.1\r\nHost: penknife.test\r\nContent-Type: application/json\r\n\
              Content-Length: 100\r\n\r\n{\"email\":",
        )
        .await
        .expect("send the headers and part of the body");
    let answer = read_until_closed(&mut stream).await;
    assert!(!answer.contains("200 OK"), "{answer}");
}

#[tokio::test]
async fn connections_beyond_the_cap_are_told_to_come_back_and_room_returns() {
    let server = start(ConnectionLimits { max_connections: 20, ..ConnectionLimits::default() }).await;
    let mut held = Vec::new();
    for _ in 0..20 {
        held.push(TcpStream::connect(server.addr).await.expect("connect"));
    }
    // The listener accepts in order, so once this connection is answered all twenty before it hold a slot.
    let mut refused = TcpStream::connect(server.addr).await.expect("connect");
    let answer = read_until_closed(&mut refused).await;
    assert!(answer.starts_with("HTTP/1.1 503 Service Unavailable\r\n"), "{answer}");
    assert!(answer.contains("\r\nRetry-After: 5\r\n"), "{answer}");
    assert!(answer.ends_with("The server is busy. Please try again in a few seconds.\n"), "{answer}");

    drop(held);
    // The server frees the slots as it notices the closes; a request soon gets through.
    tokio::time::timeout(PATIENCE, async {
        loop {
            let mut stream = TcpStream::connect(server.addr).await.expect("connect");
            stream.write_all(b"GET /api/health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").await.ok();
            if read_until_closed(&mut stream).await.starts_with("HTTP/1.1 200 OK") {
                break;
            }
        }
    })
    .await
    .expect("a connection is served once the others have closed");
}

#[tokio::test]
async fn one_client_cannot_hold_every_connection() {
    let server = start(ConnectionLimits { max_connections_per_client: 5, ..ConnectionLimits::default() }).await;
    let mut held = Vec::new();
    for _ in 0..5 {
        let mut stream = connect_from(server.addr, "127.0.0.2").await;
        stream.write_all(HALF_SENT).await.expect("send half a request");
        held.push(stream);
    }
    let mut sixth = connect_from(server.addr, "127.0.0.2").await;
    assert!(read_until_closed(&mut sixth).await.starts_with("HTTP/1.1 503 "));

    let mut other = connect_from(server.addr, "127.0.0.3").await;
    other.write_all(b"GET /api/health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n").await.expect("send");
    assert!(read_until_closed(&mut other).await.starts_with("HTTP/1.1 200 OK"), "another client is served");
}
