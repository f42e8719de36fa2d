//! Account e-mail (confirm sign-up, password recovery, e-mail change): SMTP through lettre when configured,
//! otherwise an outbox folder in the data directory plus a log line with the link.
//!
//! SKELETON: the interface below is fixed (the auth routes call it); the bodies are being written.

use std::path::PathBuf;

/// Which message to send; each has a plain-text and an HTML template.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailKind {
    ConfirmSignup,
    Recovery,
    EmailChange,
}

/// One message: the recipient and the single-use link it carries.
#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub kind: MailKind,
    pub link: String,
}

/// How mail leaves the server.
#[derive(Debug, Clone)]
pub struct MailConfig {
    /// `smtp://user:pass@host:port`, `smtps://…` (implicit TLS) or `smtp://…?tls=required` (STARTTLS);
    /// `None` writes to `outbox_dir` instead.
    pub smtp_url: Option<String>,
    /// The From address, e.g. `Penknife <no-reply@localhost>`.
    pub from: String,
    /// Where messages go without SMTP: `<data dir>/outbox`.
    pub outbox_dir: PathBuf,
}

#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("could not send mail: {0}")]
    Send(String),
}

#[derive(Debug, Clone)]
pub struct Mailer {
    config: MailConfig,
}

impl Mailer {
    pub fn new(config: MailConfig) -> anyhow::Result<Self> {
        Ok(Self { config })
    }

    pub async fn send(&self, mail: &Mail) -> Result<(), MailError> {
        let _ = (&self.config, mail);
        Err(MailError::Send("not written yet".into()))
    }
}
