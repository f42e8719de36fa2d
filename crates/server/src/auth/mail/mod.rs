//! Account e-mail (confirm sign-up, password recovery, e-mail change): SMTP through lettre when configured,
//! otherwise an outbox folder in the data directory plus a log line with the link, so a local run needs no mail
//! server.
//!
//! Every message is multipart/alternative (plain text and HTML). The plain-text part is sent as 7bit whenever it
//! can be (ASCII, lines within RFC 5322's 998 octets), so the link appears in the raw message exactly as written:
//! lettre on its own would pick quoted-printable for any line over 76 characters and fold the link.

mod outbox;
mod templates;

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context as _;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};

/// Which message to send; each has a plain-text and an HTML template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    ConfirmSignup,
    Recovery,
    /// To the new address of an e-mail change.
    EmailChange,
    /// To the account's current address: an e-mail change was asked for, and needs its confirmation too.
    EmailChangeCurrent,
}

impl MailKind {
    /// The name in outbox file names: `confirm`, `recovery`, `email-change`, `email-change-current`.
    pub fn file_label(self) -> &'static str {
        match self {
            Self::ConfirmSignup => "confirm",
            Self::Recovery => "recovery",
            Self::EmailChange => "email-change",
            Self::EmailChangeCurrent => "email-change-current",
        }
    }
}

/// One message: the recipient and the single-use link it carries.
#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub kind: MailKind,
    pub link: String,
    /// For an e-mail change: the address asked for (the mail to the current address names it).
    pub new_email: Option<String>,
}

/// How mail leaves the server.
#[derive(Clone)]
pub struct MailConfig {
    /// `smtp://user:pass@host:port`, `smtps://…` (implicit TLS) or `smtp://…?tls=required` (STARTTLS);
    /// `None` writes to `outbox_dir` instead.
    pub smtp_url: Option<String>,
    /// The From address, e.g. `Penknife <no-reply@localhost>`.
    pub from: String,
    /// Where messages go without SMTP: `<data dir>/outbox`.
    pub outbox_dir: PathBuf,
}

/// Shows the SMTP URL without its credentials, so logging a configuration never leaks them.
impl fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MailConfig")
            .field("smtp_url", &self.smtp_url.as_deref().map(redact_url))
            .field("from", &self.from)
            .field("outbox_dir", &self.outbox_dir)
            .finish()
    }
}

/// `scheme://host:port/path` with user, password and query left out (an unparsable URL shows as `<invalid>`).
fn redact_url(raw: &str) -> String {
    match url::Url::parse(raw) {
        Ok(url) => {
            let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
            format!("{}://{}{port}{}", url.scheme(), url.host_str().unwrap_or(""), url.path())
        }
        Err(_) => "<invalid>".to_owned(),
    }
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("could not send mail: {0}")]
    Send(String),
}

/// How long one message may take to reach the SMTP server (connect, every command, the data) by default.
const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// Sends account e-mail. Cheap to clone.
#[derive(Clone)]
pub struct Mailer {
    config: MailConfig,
    from: Mailbox,
    smtp: Option<AsyncSmtpTransport<Tokio1Executor>>,
    timeout: Duration,
    /// Orders outbox files written in the same millisecond.
    sequence: Arc<AtomicU64>,
}

impl fmt::Debug for Mailer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Mailer").field("config", &self.config).field("timeout", &self.timeout).finish_non_exhaustive()
    }
}

impl Mailer {
    /// Checks the configuration: the From address must parse, and so must the SMTP URL (the error never
    /// repeats the URL, which may hold a password).
    pub fn new(config: MailConfig) -> anyhow::Result<Self> {
        let from: Mailbox =
            config.from.parse().with_context(|| format!("invalid mail From address {:?}", config.from))?;
        let smtp = config.smtp_url.as_deref().map(smtp_transport).transpose()?;
        Ok(Self { config, from, smtp, timeout: DEFAULT_TIMEOUT, sequence: Arc::default() })
    }

    /// Gives up on an SMTP delivery after `timeout` (default 30 s) instead of waiting on a silent server.
    #[must_use]
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Whether messages go out by SMTP (otherwise to the outbox).
    pub fn uses_smtp(&self) -> bool {
        self.smtp.is_some()
    }

    pub async fn send(&self, mail: &Mail) -> Result<(), MailError> {
        let message = self.message(mail)?;
        match &self.smtp {
            Some(smtp) => {
                match tokio::time::timeout(self.timeout, smtp.send(message)).await {
                    Ok(Ok(_)) => {}
                    Ok(Err(error)) => return Err(MailError::Send(smtp_error(&error))),
                    Err(_) => return Err(MailError::Send("the SMTP server did not answer in time".into())),
                }
                tracing::info!(kind = mail.kind.file_label(), "account mail sent by SMTP");
            }
            None => {
                let path = outbox::write(&self.config.outbox_dir, &self.file_name(mail.kind), message.formatted())
                    .await
                    .map_err(|error| MailError::Send(format!("could not write to the outbox: {error}")))?;
                // Where it is, never its link: the token in it would let whoever reads the log take the account.
                tracing::info!(
                    kind = mail.kind.file_label(),
                    file = %path.display(),
                    "account mail written to the outbox (no SMTP server configured)"
                );
            }
        }
        Ok(())
    }

    /// Removes every message in the outbox addressed to one of `addresses` (a deleted account's); returns how
    /// many. SMTP mail has left the server already.
    pub async fn forget(&self, addresses: &[String]) -> std::io::Result<usize> {
        outbox::remove_addressed_to(&self.config.outbox_dir, addresses).await
    }

    /// `<unix-ms>-<seq>-<kind>.eml`
    fn file_name(&self, kind: MailKind) -> String {
        let millis = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|elapsed| elapsed.as_millis())
            .unwrap_or_default();
        let sequence = self.sequence.fetch_add(1, Ordering::Relaxed);
        format!("{millis}-{sequence}-{}.eml", kind.file_label())
    }

    /// `<128 random bits in hex@the From domain>`: unique without revealing the server's host name.
    fn message_id(&self) -> String {
        let mut random = [0u8; 16];
        // Without the OS's randomness the id is merely less unique, which no client relies on.
        let _ = getrandom::fill(&mut random);
        let hex: String = random.iter().map(|byte| format!("{byte:02x}")).collect();
        format!("<{hex}@{}>", self.from.email.domain())
    }

    fn message(&self, mail: &Mail) -> Result<Message, MailError> {
        let to: Mailbox = mail.to.parse().map_err(|_| MailError::Send("invalid recipient address".into()))?;
        let rendered = templates::render(mail);
        let body = MultiPart::alternative()
            .singlepart(part(ContentType::TEXT_PLAIN, rendered.text))
            .singlepart(part(ContentType::TEXT_HTML, rendered.html));
        Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(rendered.subject)
            .message_id(Some(self.message_id()))
            .multipart(body)
            .map_err(|error| MailError::Send(format!("could not build the message: {error}")))
    }
}

/// The transport `url` describes. The whole delivery is bounded by [`Mailer::send`]'s timeout, since lettre's
/// own applies only to connecting.
fn smtp_transport(url: &str) -> anyhow::Result<AsyncSmtpTransport<Tokio1Executor>> {
    let builder = AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|error| {
        anyhow::anyhow!(
            "invalid SMTP URL {} (expected smtp://user:password@host:port, smtp://…?tls=required or smtps://…): {error}",
            redact_url(url)
        )
    })?;
    Ok(builder.build())
}

/// Lettre's error without its source chain's details beyond the server's answer (never credentials: lettre
/// does not put them in errors, and the URL is not part of them).
fn smtp_error(error: &lettre::transport::smtp::Error) -> String {
    if let Some(code) = error.status() {
        format!("the SMTP server refused the message ({code})")
    } else if error.is_timeout() {
        "the SMTP server did not answer in time".into()
    } else {
        format!("could not talk to the SMTP server: {error}")
    }
}

/// A MIME part whose body is 7bit when it can be (see the module docs), else lettre's own choice.
fn part(content_type: ContentType, text: String) -> SinglePart {
    let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
    let seven_bit = crlf.is_ascii() && !crlf.contains('\0') && crlf.split("\r\n").all(|line| line.len() <= 998);
    let body = if seven_bit {
        Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::SevenBit)
    } else {
        Body::new(text)
    };
    SinglePart::builder().header(content_type).body(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redacted_urls_keep_no_credentials() {
        let shown = redact_url("smtps://mailer:s3cret@mail.example.com:465/?tls=required");
        assert_eq!(shown, "smtps://mail.example.com:465/");
        assert_eq!(redact_url("not a url"), "<invalid>");
    }

    #[test]
    fn placeholders_are_filled_once() {
        assert_eq!(templates::fill("a {{x}} b {{y}}", &[("x", "{{y}}"), ("y", "2")]), "a {{y}} b 2");
        assert_eq!(templates::fill("{{unknown}} {{", &[]), "{{unknown}} {{");
    }
}
