//! Account e-mail (confirm sign-up, password recovery, e-mail change): SMTP through lettre when configured,
//! otherwise an outbox folder in the data directory plus a log line with the link, so a local run needs no mail
//! server.
//!
//! Every message is multipart/alternative (plain text and HTML), in the language of the request that asked for it
//! (`Mail::locale`, said again in a `Content-Language` header). Each part is sent as 7bit when it can be (ASCII,
//! lines within RFC 5322's 998 octets), and text in another language as 8bit UTF-8 (RFC 6152), so the link appears
//! in the raw message exactly as written: lettre on its own would pick quoted-printable for any line over 76
//! characters and fold the link, or base64 and hide it. An SMTP server that does not take 8-bit text gets
//! quoted-printable instead.

mod outbox;
mod templates;
mod words;

use std::fmt;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context as _;
use lettre::message::header::{ContentTransferEncoding, ContentType, Header, HeaderName, HeaderValue};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport as _, Message, Tokio1Executor};

use crate::locales::Locale;

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
    /// The language it is written in: that of the request that asked for it (`Accept-Language`).
    pub locale: Locale,
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
        let rendered = templates::render(mail);
        let message = self.message(mail, rendered.clone(), true)?;
        match &self.smtp {
            Some(smtp) => {
                let mut sent = self.deliver(smtp, message).await;
                // lettre refuses 8-bit text to a server that does not announce 8BITMIME before it sends anything:
                // such a server gets the message again, every part 7-bit.
                let eight_bit = !(rendered.text.is_ascii() && rendered.html.is_ascii());
                if eight_bit && matches!(&sent, Err(SmtpFailure::Refused(error)) if error.is_client()) {
                    sent = self.deliver(smtp, self.message(mail, rendered, false)?).await;
                }
                match sent {
                    Ok(()) => {}
                    Err(SmtpFailure::Refused(error)) => return Err(MailError::Send(smtp_error(&error))),
                    Err(SmtpFailure::TimedOut) => {
                        return Err(MailError::Send("the SMTP server did not answer in time".into()));
                    }
                }
                tracing::info!(kind = mail.kind.file_label(), locale = %mail.locale, "account mail sent by SMTP");
            }
            None => {
                let path = outbox::write(&self.config.outbox_dir, &self.file_name(mail.kind), message.formatted())
                    .await
                    .map_err(|error| MailError::Send(format!("could not write to the outbox: {error}")))?;
                // Where it is, never its link: the token in it would let whoever reads the log take the account.
                tracing::info!(
                    kind = mail.kind.file_label(),
                    locale = %mail.locale,
                    file = %path.display(),
                    "account mail written to the outbox (no SMTP server configured)"
                );
            }
        }
        let kind = mail.kind.file_label().to_owned();
        crate::metrics::METRICS.mails.get_or_create(&crate::metrics::MailLabels { kind }).inc();
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

    /// The MIME message of `mail` as `rendered`, its text in 8bit where needed if `eight_bit` (see the module docs).
    fn message(&self, mail: &Mail, rendered: templates::Rendered, eight_bit: bool) -> Result<Message, MailError> {
        let to: Mailbox = mail.to.parse().map_err(|_| MailError::Send("invalid recipient address".into()))?;
        let body = MultiPart::alternative()
            .singlepart(part(ContentType::TEXT_PLAIN, rendered.text, eight_bit))
            .singlepart(part(ContentType::TEXT_HTML, rendered.html, eight_bit));
        Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(rendered.subject)
            .header(ContentLanguage(mail.locale.tag().to_owned()))
            .message_id(Some(self.message_id()))
            .multipart(body)
            .map_err(|error| MailError::Send(format!("could not build the message: {error}")))
    }

    /// Hands `message` to the SMTP server, within the timeout.
    async fn deliver(&self, smtp: &AsyncSmtpTransport<Tokio1Executor>, message: Message) -> Result<(), SmtpFailure> {
        match tokio::time::timeout(self.timeout, smtp.send(message)).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(error)) => Err(SmtpFailure::Refused(error)),
            Err(_) => Err(SmtpFailure::TimedOut),
        }
    }
}

/// Why a message did not reach the SMTP server.
enum SmtpFailure {
    /// lettre's error: the server's answer, the connection's failure, or lettre's own refusal.
    Refused(lettre::transport::smtp::Error),
    TimedOut,
}

/// `Content-Language` (RFC 3282): the language a message is written in.
#[derive(Debug, Clone)]
struct ContentLanguage(String);

impl Header for ContentLanguage {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("Content-Language")
    }

    fn parse(value: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Self(value.trim().to_owned()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), self.0.clone())
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

/// A MIME part whose body reads in the raw message as written when it can (see the module docs): 7bit for ASCII,
/// else 8bit if `eight_bit`, each with lines within 998 octets; quoted-printable otherwise, which keeps an ASCII
/// link legible, if folded.
fn part(content_type: ContentType, text: String, eight_bit: bool) -> SinglePart {
    let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
    let as_written = !crlf.contains('\0') && crlf.split("\r\n").all(|line| line.len() <= 998);
    let body = if as_written && crlf.is_ascii() {
        Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::SevenBit)
    } else if as_written && eight_bit {
        Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::EightBit)
    } else {
        // Quoted-printable takes any text; the fallback only keeps the types happy.
        Body::new_with_encoding(text, ContentTransferEncoding::QuotedPrintable).unwrap_or_else(Body::new)
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
