//! A stand-in HTTP server with scripted answers, recording each request, for what needs no real Penknife: the
//! exact JSON the CLI sends, and the messages it prints for answers a healthy local server rarely gives.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

#[derive(Debug, Clone)]
pub struct Request {
    /// `METHOD /path`.
    pub line: String,
    pub body: String,
}

pub struct Answer {
    pub status: &'static str,
    pub content_type: &'static str,
    pub body: String,
}

pub fn json(status: &'static str, body: serde_json::Value) -> Answer {
    Answer { status, content_type: "application/json", body: body.to_string() }
}

pub struct ScriptedServer {
    pub url: String,
    requests: Arc<Mutex<Vec<Request>>>,
}

impl ScriptedServer {
    /// Answers every request with `answer(&request)` on a loopback port, one connection per request.
    pub fn start(answer: impl Fn(&Request) -> Answer + Send + 'static) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}", listener.local_addr().expect("address"));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&requests);
        // Blocked in accept until the test process ends: nothing to join.
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let Some(request) = read_request(&mut stream) else { continue };
                let answer = answer(&request);
                seen.lock().expect("lock").push(request);
                let head = format!(
                    "HTTP/1.1 {}\r\nContent-Type: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    answer.status,
                    answer.content_type,
                    answer.body.len()
                );
                let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(answer.body.as_bytes()));
            }
        });
        Self { url, requests }
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().expect("lock").clone()
    }
}

fn read_request(stream: &mut std::net::TcpStream) -> Option<Request> {
    let mut reader = BufReader::new(stream);
    let mut first = String::new();
    reader.read_line(&mut first).ok()?;
    let mut parts = first.split_whitespace();
    let line = format!("{} {}", parts.next()?, parts.next()?);
    let mut length = 0;
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().ok()?;
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).ok()?;
    Some(Request { line, body: String::from_utf8(body).ok()? })
}
