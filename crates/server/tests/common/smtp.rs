//! A local SMTP server on 127.0.0.1:0 that speaks enough real SMTP for lettre (greeting, EHLO/HELO, optional
//! AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA with dot-stuffing, RSET, NOOP, QUIT) and records every message it
//! accepts. A test awaits the next message through a channel, never by sleeping.
//!
//! ```ignore
//! let smtp = SmtpServer::start().await;               // or SmtpServer::with_auth("user", "pass", &["PLAIN"])
//! // … configure the mailer with smtp.url() and send …
//! let mail = smtp.next_message().await;
//! assert_eq!(mail.rcpt_to, ["ada@example.com"]);
//! let link = mail.link().expect("a link");
//! ```

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use tokio::io::{AsyncBufReadExt as _, AsyncWriteExt as _, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;

/// How long [`SmtpServer::next_message`] waits before failing the test (a bound, not a sleep).
const WAIT: Duration = Duration::from_secs(10);

/// The credentials a client authenticated with, and how.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpAuth {
    /// `PLAIN` or `LOGIN`.
    pub mechanism: String,
    pub username: String,
    pub password: String,
}

/// One accepted message: the envelope and the DATA exactly as received, dot-stuffing removed.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    pub mail_from: String,
    pub rcpt_to: Vec<String>,
    /// The message (headers and body) with CRLF line ends, without the terminating `.` line.
    pub data: String,
    /// How the session authenticated, if it did.
    pub auth: Option<SmtpAuth>,
}

impl ReceivedMail {
    /// The first `http(s)://` URL in the message: the plain-text part's link, since it comes first.
    pub fn link(&self) -> Option<String> {
        first_link(&self.data)
    }
}

/// The first `http://` or `https://` URL in `text` (an .eml file or a received message), up to whitespace or a
/// quote.
pub fn first_link(text: &str) -> Option<String> {
    let start = [text.find("http://"), text.find("https://")].into_iter().flatten().min()?;
    let rest = &text[start..];
    let end = rest.find(|c: char| c.is_whitespace() || c == '"' || c == '<').unwrap_or(rest.len());
    Some(rest[..end].to_owned())
}

#[derive(Debug, Clone)]
struct Config {
    /// Required credentials and the mechanisms advertised; `None` means no AUTH at all.
    auth: Option<(String, String, Vec<String>)>,
    /// Whether EHLO announces 8BITMIME (RFC 6152), without which lettre sends no 8-bit text.
    eight_bit_mime: bool,
}

#[derive(Debug)]
pub struct SmtpServer {
    pub addr: SocketAddr,
    received: tokio::sync::Mutex<mpsc::UnboundedReceiver<ReceivedMail>>,
    /// Every AUTH attempt, successful or not.
    auth_attempts: Arc<Mutex<Vec<SmtpAuth>>>,
    credentials: Option<(String, String)>,
}

impl SmtpServer {
    /// A server that accepts mail from anyone (a local relay).
    pub async fn start() -> Self {
        Self::start_with(Config { auth: None, eight_bit_mime: true }).await
    }

    /// A relay like [`Self::start`] that does not announce 8BITMIME, as some older servers do not.
    pub async fn without_8bitmime() -> Self {
        Self::start_with(Config { auth: None, eight_bit_mime: false }).await
    }

    /// A server that requires AUTH with these credentials before MAIL FROM, advertising `mechanisms`
    /// (`PLAIN`, `LOGIN` or both); wrong credentials get 535.
    pub async fn with_auth(username: &str, password: &str, mechanisms: &[&str]) -> Self {
        let mechanisms = mechanisms.iter().map(|m| m.to_string()).collect();
        let auth = Some((username.to_owned(), password.to_owned(), mechanisms));
        Self::start_with(Config { auth, eight_bit_mime: true }).await
    }

    async fn start_with(config: Config) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let (sender, receiver) = mpsc::unbounded_channel();
        let auth_attempts = Arc::new(Mutex::new(Vec::new()));
        let credentials = config.auth.as_ref().map(|(user, pass, _)| (user.clone(), pass.clone()));
        let attempts = Arc::clone(&auth_attempts);
        // The accept loop ends with the test's runtime.
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let session = Session::new(config.clone(), sender.clone(), Arc::clone(&attempts));
                tokio::spawn(async move {
                    // A client hanging up mid-session is not the server's failure.
                    let _ = session.run(stream).await;
                });
            }
        });
        Self { addr, received: tokio::sync::Mutex::new(receiver), auth_attempts, credentials }
    }

    /// `smtp://[user:pass@]127.0.0.1:<port>` (plain SMTP: the stand-in speaks no TLS).
    pub fn url(&self) -> String {
        match &self.credentials {
            Some((user, pass)) => format!("smtp://{user}:{pass}@{}", self.addr),
            None => format!("smtp://{}", self.addr),
        }
    }

    /// The next message accepted (in order), failing the test if none arrives within 10 s.
    pub async fn next_message(&self) -> ReceivedMail {
        let mut received = self.received.lock().await;
        tokio::time::timeout(WAIT, received.recv())
            .await
            .expect("no message reached the SMTP stand-in within 10 s")
            .expect("the SMTP stand-in stopped")
    }

    /// A message already accepted, if any (to check that nothing was sent).
    pub async fn try_next_message(&self) -> Option<ReceivedMail> {
        self.received.lock().await.try_recv().ok()
    }

    /// Every AUTH attempt so far, including refused ones.
    pub fn auth_attempts(&self) -> Vec<SmtpAuth> {
        self.auth_attempts.lock().expect("auth attempts lock").clone()
    }
}

struct Session {
    config: Config,
    sender: mpsc::UnboundedSender<ReceivedMail>,
    attempts: Arc<Mutex<Vec<SmtpAuth>>>,
    authenticated: Option<SmtpAuth>,
    mail_from: Option<String>,
    rcpt_to: Vec<String>,
}

type Reader = BufReader<tokio::net::tcp::OwnedReadHalf>;
type Writer = tokio::net::tcp::OwnedWriteHalf;

impl Session {
    fn new(config: Config, sender: mpsc::UnboundedSender<ReceivedMail>, attempts: Arc<Mutex<Vec<SmtpAuth>>>) -> Self {
        Self { config, sender, attempts, authenticated: None, mail_from: None, rcpt_to: Vec::new() }
    }

    async fn run(mut self, stream: TcpStream) -> std::io::Result<()> {
        let (read, mut write) = stream.into_split();
        let mut reader = BufReader::new(read);
        reply(&mut write, "220 penknife-smtp-stand-in ESMTP ready").await?;
        while let Some(line) = read_line(&mut reader).await? {
            let upper = line.to_ascii_uppercase();
            let verb = upper.split_whitespace().next().unwrap_or("");
            match verb {
                "EHLO" => {
                    let mut lines = vec!["250-penknife-smtp-stand-in".to_owned()];
                    if self.config.eight_bit_mime {
                        lines.push("250-8BITMIME".to_owned());
                    }
                    if let Some((_, _, mechanisms)) = &self.config.auth {
                        lines.push(format!("250-AUTH {}", mechanisms.join(" ")));
                    }
                    lines.push("250 SIZE 10485760".to_owned());
                    reply(&mut write, &lines.join("\r\n")).await?;
                }
                "HELO" => reply(&mut write, "250 penknife-smtp-stand-in").await?,
                "AUTH" => self.auth(&line, &mut reader, &mut write).await?,
                "MAIL" => {
                    if self.config.auth.is_some() && self.authenticated.is_none() {
                        reply(&mut write, "530 5.7.0 Authentication required").await?;
                    } else {
                        self.mail_from = Some(address_in(&line));
                        self.rcpt_to.clear();
                        reply(&mut write, "250 2.1.0 OK").await?;
                    }
                }
                "RCPT" => {
                    if self.mail_from.is_none() {
                        reply(&mut write, "503 5.5.1 MAIL first").await?;
                    } else {
                        self.rcpt_to.push(address_in(&line));
                        reply(&mut write, "250 2.1.5 OK").await?;
                    }
                }
                "DATA" => {
                    if self.rcpt_to.is_empty() {
                        reply(&mut write, "503 5.5.1 RCPT first").await?;
                        continue;
                    }
                    reply(&mut write, "354 End data with <CR><LF>.<CR><LF>").await?;
                    let data = read_data(&mut reader).await?;
                    let mail = ReceivedMail {
                        mail_from: self.mail_from.take().unwrap_or_default(),
                        rcpt_to: std::mem::take(&mut self.rcpt_to),
                        data,
                        auth: self.authenticated.clone(),
                    };
                    // The test may have finished already; the reply is the same.
                    let _ = self.sender.send(mail);
                    reply(&mut write, "250 2.0.0 OK: queued").await?;
                }
                "RSET" => {
                    self.mail_from = None;
                    self.rcpt_to.clear();
                    reply(&mut write, "250 2.0.0 OK").await?;
                }
                "NOOP" => reply(&mut write, "250 2.0.0 OK").await?,
                "QUIT" => {
                    reply(&mut write, "221 2.0.0 Bye").await?;
                    return Ok(());
                }
                _ => reply(&mut write, "502 5.5.2 Command not recognized").await?,
            }
        }
        Ok(())
    }

    /// `AUTH PLAIN [initial]` or `AUTH LOGIN [username]`, with 334 challenges for what was not given.
    async fn auth(&mut self, line: &str, reader: &mut Reader, write: &mut Writer) -> std::io::Result<()> {
        let Some((username, password, mechanisms)) = self.config.auth.clone() else {
            return reply(write, "502 5.5.2 AUTH not supported").await;
        };
        let mut words = line.split_whitespace().skip(1);
        let mechanism = words.next().unwrap_or("").to_ascii_uppercase();
        let initial = words.next().map(str::to_owned);
        if !mechanisms.contains(&mechanism) {
            return reply(write, "504 5.5.4 Unrecognized authentication type").await;
        }
        let given = match mechanism.as_str() {
            "PLAIN" => {
                let encoded = match initial {
                    Some(encoded) => encoded,
                    None => challenge(reader, write, "").await?,
                };
                let decoded = decode(&encoded);
                let mut fields = decoded.split('\0').skip(1);
                (fields.next().unwrap_or("").to_owned(), fields.next().unwrap_or("").to_owned())
            }
            _ => {
                let user = match initial {
                    Some(encoded) => encoded,
                    None => challenge(reader, write, &BASE64.encode("Username:")).await?,
                };
                let pass = challenge(reader, write, &BASE64.encode("Password:")).await?;
                (decode(&user), decode(&pass))
            }
        };
        let attempt = SmtpAuth { mechanism, username: given.0, password: given.1 };
        self.attempts.lock().expect("auth attempts lock").push(attempt.clone());
        if attempt.username == username && attempt.password == password {
            self.authenticated = Some(attempt);
            reply(write, "235 2.7.0 Authentication successful").await
        } else {
            reply(write, "535 5.7.8 Authentication credentials invalid").await
        }
    }
}

async fn challenge(reader: &mut Reader, write: &mut Writer, prompt: &str) -> std::io::Result<String> {
    reply(write, &format!("334 {prompt}")).await?;
    Ok(read_line(reader).await?.unwrap_or_default())
}

fn decode(encoded: &str) -> String {
    String::from_utf8_lossy(&BASE64.decode(encoded.trim()).unwrap_or_default()).into_owned()
}

/// The address between `<` and `>` in `MAIL FROM:<a@b> BODY=8BITMIME` or `RCPT TO:<a@b>`.
fn address_in(line: &str) -> String {
    let start = line.find('<').map_or(0, |i| i + 1);
    let end = line[start..].find('>').map_or(line.len(), |i| start + i);
    line[start..end].to_owned()
}

async fn reply(write: &mut Writer, text: &str) -> std::io::Result<()> {
    write.write_all(format!("{text}\r\n").as_bytes()).await?;
    write.flush().await
}

/// One line without its CRLF, or `None` at end of stream.
async fn read_line(reader: &mut Reader) -> std::io::Result<Option<String>> {
    let mut bytes = Vec::new();
    if reader.read_until(b'\n', &mut bytes).await? == 0 {
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&bytes);
    Ok(Some(line.trim_end_matches(['\r', '\n']).to_owned()))
}

/// DATA up to the lone `.` line, with the leading dot of dot-stuffed lines removed (RFC 5321 §4.5.2).
async fn read_data(reader: &mut Reader) -> std::io::Result<String> {
    let mut data = String::new();
    loop {
        let Some(line) = read_line(reader).await? else {
            return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "connection closed during DATA"));
        };
        if line == "." {
            return Ok(data);
        }
        data.push_str(line.strip_prefix('.').unwrap_or(&line));
        data.push_str("\r\n");
    }
}
