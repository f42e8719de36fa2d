//! Account mail: the outbox (.eml files a person or a test can open), the templates, and SMTP through the local
//! stand-in (with and without AUTH, refused credentials, unreachable and silent servers).

use std::path::{Path, PathBuf};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;

use crate::common::smtp::{SmtpAuth, SmtpServer, first_link};
use crate::common::unfold_quoted_printable;
use penknife_server::auth::mail::{Mail, MailConfig, MailKind, Mailer};
use penknife_server::locales::Locale;

const FROM: &str = "Penknife <no-reply@penknife.test>";
/// Long (over lettre's 76-character line limit for 7bit), with `&`, `%` and `=` that quoted-printable would mangle.
const LINK: &str = "http://127.0.0.1:8080/auth/v1/verify?token=Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFy\
    &type=signup&redirect_to=http%3A%2F%2F127.0.0.1%3A8080%2Ftools%2Fjson-formatter%3Ftab%3Dformat";

/// A fresh, not yet existing folder under the system's temporary directory.
fn fresh_dir(name: &str) -> PathBuf {
    let mut random = [0u8; 8];
    getrandom::fill(&mut random).expect("random bytes");
    let suffix: String = random.iter().map(|b| format!("{b:02x}")).collect();
    std::env::temp_dir().join(format!("penknife-mail-{name}-{suffix}")).join("outbox")
}

fn outbox_mailer(dir: &Path) -> Mailer {
    Mailer::new(MailConfig { smtp_url: None, from: FROM.into(), outbox_dir: dir.to_path_buf() }).expect("mailer")
}

fn smtp_mailer(url: &str) -> Mailer {
    Mailer::new(MailConfig { smtp_url: Some(url.into()), from: FROM.into(), outbox_dir: fresh_dir("unused") })
        .expect("mailer")
}

/// `&` is allowed in an address, and must be escaped in the HTML part.
const NEW_EMAIL: &str = "ada&lovelace@example.org";

fn mail(kind: MailKind) -> Mail {
    let new_email = (kind == MailKind::EmailChangeCurrent).then(|| NEW_EMAIL.to_owned());
    Mail { to: "ada@example.com".into(), kind, link: LINK.into(), new_email, locale: Locale::En }
}

/// The .eml files in `dir`, sorted by name.
fn eml_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(dir).expect("outbox exists").map(|e| e.expect("entry").path()).collect();
    files.sort();
    files
}

/// The MIME part whose Content-Type starts with `content_type`: its headers and body.
fn part<'a>(message: &'a str, content_type: &str) -> (&'a str, &'a str) {
    let start = message
        .find(&format!("Content-Type: {content_type}"))
        .unwrap_or_else(|| panic!("no {content_type} part in {message}"));
    let rest = &message[start..];
    let (headers, body) = rest.split_once("\r\n\r\n").expect("part headers end");
    let end = body.find("\r\n--").expect("part ends at a boundary");
    (headers, &body[..end])
}

fn header_value<'a>(message: &'a str, name: &str) -> &'a str {
    let head = message.split_once("\r\n\r\n").expect("message has a header block").0;
    head.lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no {name} header in {head}"))
}

#[tokio::test]
async fn outbox_writes_each_kind_as_a_complete_message_with_the_link_intact() {
    let dir = fresh_dir("kinds");
    let mailer = outbox_mailer(&dir);
    assert!(!mailer.uses_smtp());
    let cases = [
        (MailKind::ConfirmSignup, "confirm", "Confirm your Penknife account", "If you didn't sign up for Penknife"),
        (MailKind::Recovery, "recovery", "Reset your Penknife password", "If it wasn't you, ignore this e-mail"),
        (
            MailKind::EmailChange,
            "email-change",
            "Confirm your new e-mail address",
            "If it wasn't you, ignore this e-mail",
        ),
        (
            MailKind::EmailChangeCurrent,
            "email-change-current",
            "Confirm the change of your e-mail address",
            "If it wasn't you, don't open the link",
        ),
    ];
    for (kind, _, _, _) in cases {
        mailer.send(&mail(kind)).await.expect("written to the outbox");
    }

    let files = eml_files(&dir);
    assert_eq!(files.len(), cases.len(), "one file per message and nothing else: {files:?}");
    for (file, (kind, label, subject, not_you)) in files.iter().zip(cases) {
        let name = file.file_name().and_then(|n| n.to_str()).expect("UTF-8 name");
        let parts: Vec<&str> = name.strip_suffix(".eml").expect(".eml").splitn(3, '-').collect();
        assert!(parts[0].len() >= 13 && parts[0].bytes().all(|b| b.is_ascii_digit()), "unix ms in {name}");
        assert!(parts[1].bytes().all(|b| b.is_ascii_digit()), "sequence in {name}");
        assert_eq!(parts[2], label, "{name}");

        let message = std::fs::read_to_string(file).expect("read .eml");
        assert_eq!(header_value(&message, "From"), FROM);
        assert_eq!(header_value(&message, "To"), "ada@example.com");
        assert_eq!(header_value(&message, "Subject"), subject);
        assert_eq!(header_value(&message, "Content-Language"), "en");
        assert!(header_value(&message, "Content-Type").starts_with("multipart/alternative"), "{message}");
        assert!(header_value(&message, "Message-ID").starts_with('<'));
        assert!(!header_value(&message, "Date").is_empty());

        let (text_headers, text) = part(&message, "text/plain");
        assert!(text_headers.contains("Content-Transfer-Encoding: 7bit"), "{text_headers}");
        assert!(text.contains(&format!("\r\n{LINK}\r\n")), "the link on a line of its own, unchanged: {text}");
        assert!(text.contains("expires in 1 hour"), "{text}");
        assert!(text.contains(not_you), "{text}");
        assert!(text.starts_with(subject), "{text}");

        let (_, html) = part(&message, "text/html");
        let escaped = LINK.replace('&', "&amp;");
        assert!(html.contains(&format!("href=\"{escaped}\"")), "the link HTML-escaped in the href: {html}");
        assert!(!html.contains(LINK), "no unescaped & in the HTML: {html}");
        assert!(html.contains(&format!("<h1 style=\"margin:0 0 16px;font-size:20px\">{subject}</h1>")), "{html}");
        assert!(html.contains("expires in 1 hour") && html.contains(not_you), "{html}");
        assert!(!message.contains("{{"), "every placeholder filled: {message}");

        if kind == MailKind::EmailChangeCurrent {
            // The current address is told which address the account would move to.
            assert!(text.contains(&format!("from ada@example.com to {NEW_EMAIL}")), "{text}");
            let escaped = NEW_EMAIL.replace('&', "&amp;");
            assert!(html.contains(&format!("to <strong>{escaped}</strong>")), "{html}");
        }

        // What the e2e tests do: the first URL in the raw file is the link.
        assert_eq!(first_link(&message).as_deref(), Some(LINK));
    }
    let _ = std::fs::remove_dir_all(dir.parent().expect("parent"));
}

/// A header's value, its folded lines joined and its RFC 2047 encoded words (`=?utf-8?b?…?=`) decoded.
fn decoded_header(message: &str, name: &str) -> String {
    let head = message.split_once("\r\n\r\n").expect("message has a header block").0;
    let prefix = format!("{name}: ");
    let mut lines = head.split("\r\n").skip_while(|line| !line.starts_with(&prefix));
    let mut raw = lines.next().unwrap_or_else(|| panic!("no {name} header in {head}"))[prefix.len()..].to_owned();
    for folded in lines.take_while(|line| line.starts_with([' ', '\t'])) {
        raw.push_str(folded);
    }
    let mut decoded = String::new();
    let mut after_encoded_word = false;
    for word in raw.split([' ', '\t']).filter(|word| !word.is_empty()) {
        let encoded = word.strip_prefix("=?").and_then(|word| word.strip_suffix("?=")).map(|inner| {
            let fields: Vec<&str> = inner.splitn(3, '?').collect();
            assert!(fields[0].eq_ignore_ascii_case("utf-8") && fields[1].eq_ignore_ascii_case("b"), "{word}");
            String::from_utf8(BASE64.decode(fields[2]).expect("base64")).expect("UTF-8")
        });
        // White space between two encoded words is not part of the text (RFC 2047 §6.2).
        if !decoded.is_empty() && (!after_encoded_word || encoded.is_none()) {
            decoded.push(' ');
        }
        after_encoded_word = encoded.is_some();
        decoded.push_str(&encoded.unwrap_or_else(|| word.to_owned()));
    }
    decoded
}

/// A quoted-printable body decoded.
fn decode_quoted_printable(body: &str) -> String {
    let body = body.replace("=\r\n", "");
    let mut bytes = Vec::new();
    let mut rest = body.as_bytes();
    while let Some((&byte, after)) = rest.split_first() {
        if byte == b'=' && after.len() >= 2 {
            let hex = std::str::from_utf8(&after[..2]).expect("hex digits");
            bytes.push(u8::from_str_radix(hex, 16).expect("an escaped octet"));
            rest = &after[2..];
        } else {
            bytes.push(byte);
            rest = after;
        }
    }
    String::from_utf8(bytes).expect("UTF-8")
}

/// Each language's subject for a sign-up confirmation.
const CONFIRM_SUBJECTS: [(Locale, &str); 8] = [
    (Locale::En, "Confirm your Penknife account"),
    (Locale::Es, "Confirma tu cuenta de Penknife"),
    (Locale::Fr, "Confirmez votre compte Penknife"),
    (Locale::De, "Bestätige dein Penknife-Konto"),
    (Locale::PtBr, "Confirme sua conta do Penknife"),
    (Locale::Ja, "Penknife アカウントの確認"),
    (Locale::ZhCn, "确认你的 Penknife 账户"),
    (Locale::Ar, "أكّد حسابك على Penknife"),
];

#[tokio::test]
async fn outbox_mail_in_each_language_says_which_and_keeps_the_link_as_written() {
    let dir = fresh_dir("languages");
    let mailer = outbox_mailer(&dir);
    for (locale, _) in CONFIRM_SUBJECTS {
        mailer.send(&Mail { locale, ..mail(MailKind::ConfirmSignup) }).await.expect("written");
    }
    let files = eml_files(&dir);
    assert_eq!(files.len(), CONFIRM_SUBJECTS.len(), "{files:?}");
    for (file, (locale, subject)) in files.iter().zip(CONFIRM_SUBJECTS) {
        let message = std::fs::read_to_string(file).expect("read .eml as UTF-8");
        assert_eq!(header_value(&message, "Content-Language"), locale.tag());
        assert_eq!(decoded_header(&message, "Subject"), subject);
        // Headers stay ASCII; the text is UTF-8 as written (8bit), so the link is there unfolded.
        assert!(message.split_once("\r\n\r\n").expect("head").0.is_ascii(), "{message}");
        let (text_headers, text) = part(&message, "text/plain");
        let encoding = if locale == Locale::En { "7bit" } else { "8bit" };
        assert!(text_headers.contains(&format!("Content-Transfer-Encoding: {encoding}")), "{text_headers}");
        assert!(text.starts_with(subject), "{text}");
        assert!(text.contains(&format!("\r\n{LINK}\r\n")), "{text}");
        let (_, html) = part(&message, "text/html");
        assert!(html.contains(&format!("<html lang=\"{}\"", locale.tag())), "{html}");
        assert!(html.contains(&format!(">{subject}</h1>")), "{html}");
        assert_eq!(html.contains("dir=\"rtl\""), locale == Locale::Ar, "{html}");
        assert_eq!(first_link(&message).as_deref(), Some(LINK));
    }
    let _ = std::fs::remove_dir_all(dir.parent().expect("parent"));
}

#[tokio::test]
async fn outbox_files_are_private_distinct_and_leave_no_temporary_files() {
    let dir = fresh_dir("private");
    let mailer = outbox_mailer(&dir);
    // Twenty in a row: several land in the same millisecond; the sequence keeps them apart.
    for _ in 0..20 {
        mailer.send(&mail(MailKind::Recovery)).await.expect("written");
    }
    let files = eml_files(&dir);
    assert_eq!(files.len(), 20, "no overwritten message and no leftover temporary file: {files:?}");
    assert!(files.iter().all(|f| f.extension().is_some_and(|e| e == "eml")), "{files:?}");
    #[cfg(unix)]
    for file in &files {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(file).expect("metadata").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{} carries a sign-in link: owner only", file.display());
    }
    let _ = std::fs::remove_dir_all(dir.parent().expect("parent"));
}

#[tokio::test]
async fn an_html_special_link_is_escaped_in_html_and_kept_in_text() {
    let dir = fresh_dir("escape");
    let mailer = outbox_mailer(&dir);
    let link = "http://localhost/auth/v1/verify?token=a\"><script>alert(1)</script>&type=signup";
    mailer
        .send(&Mail {
            to: "ada@example.com".into(),
            kind: MailKind::ConfirmSignup,
            link: link.into(),
            new_email: None,
            locale: Locale::En,
        })
        .await
        .expect("written");
    let message = std::fs::read_to_string(&eml_files(&dir)[0]).expect("read");
    let (_, html) = part(&message, "text/html");
    assert!(!html.contains("<script>"), "{html}");
    assert!(html.contains("token=a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;type=signup"), "{html}");
    let (_, text) = part(&message, "text/plain");
    assert!(text.contains(link), "{text}");
    let _ = std::fs::remove_dir_all(dir.parent().expect("parent"));
}

#[tokio::test]
async fn a_bad_recipient_is_a_mail_error_and_writes_nothing() {
    let dir = fresh_dir("recipient");
    let mailer = outbox_mailer(&dir);
    for to in ["not an address", "ada@example.com\r\nBcc: eve@example.com", ""] {
        let mail =
            Mail { to: to.into(), kind: MailKind::Recovery, link: LINK.into(), new_email: None, locale: Locale::En };
        let error = mailer.send(&mail).await;
        let error = error.expect_err("refused").to_string();
        assert_eq!(error, "could not send mail: invalid recipient address");
    }
    assert!(!dir.exists() || eml_files(&dir).is_empty());
}

#[test]
fn a_bad_from_address_or_smtp_url_fails_at_start_without_showing_the_password() {
    let config = |from: &str, url: Option<&str>| MailConfig {
        smtp_url: url.map(Into::into),
        from: from.into(),
        outbox_dir: PathBuf::from("/nonexistent"),
    };
    let error = Mailer::new(config("no at sign", None)).expect_err("bad From");
    assert!(error.to_string().contains("invalid mail From address"), "{error}");

    let error = Mailer::new(config(FROM, Some("imap://user:hunter2@mail.example.com"))).expect_err("bad scheme");
    let shown = format!("{error:#}");
    assert!(shown.contains("invalid SMTP URL imap://mail.example.com"), "{shown}");
    assert!(!shown.contains("hunter2"), "{shown}");

    let mailer = Mailer::new(config(FROM, Some("smtps://user:hunter2@mail.example.com"))).expect("valid");
    assert!(mailer.uses_smtp());
    let debug = format!("{mailer:?}");
    assert!(debug.contains("smtps://mail.example.com") && !debug.contains("hunter2"), "{debug}");
}

#[tokio::test]
async fn smtp_delivers_the_message_to_a_plain_relay() {
    let smtp = SmtpServer::start().await;
    let mailer = smtp_mailer(&smtp.url());
    assert!(mailer.uses_smtp());
    mailer.send(&mail(MailKind::ConfirmSignup)).await.expect("sent");

    let received = smtp.next_message().await;
    assert_eq!(received.mail_from, "no-reply@penknife.test");
    assert_eq!(received.rcpt_to, ["ada@example.com"]);
    assert_eq!(received.auth, None);
    assert_eq!(header_value(&received.data, "Subject"), "Confirm your Penknife account");
    assert_eq!(received.link().as_deref(), Some(LINK));
    let (text_headers, _) = part(&received.data, "text/plain");
    assert!(text_headers.contains("7bit"), "{text_headers}");
    assert!(smtp.try_next_message().await.is_none(), "exactly one message");
}

#[tokio::test]
async fn smtp_sends_another_language_as_8bit_text_or_as_quoted_printable_to_a_server_without_8bitmime() {
    let japanese = Mail { locale: Locale::Ja, ..mail(MailKind::Recovery) };
    let subject = "Penknife のパスワードの再設定";

    let smtp = SmtpServer::start().await;
    smtp_mailer(&smtp.url()).send(&japanese).await.expect("sent");
    let received = smtp.next_message().await;
    assert_eq!(header_value(&received.data, "Content-Language"), "ja");
    assert_eq!(decoded_header(&received.data, "Subject"), subject);
    let (text_headers, text) = part(&received.data, "text/plain");
    assert!(text_headers.contains("Content-Transfer-Encoding: 8bit"), "{text_headers}");
    assert!(text.starts_with(subject), "{text}");
    assert_eq!(received.link().as_deref(), Some(LINK));
    let eight_bit = text.to_owned();

    // lettre refuses 8-bit text to this one; the mailer sends the same message again, all of it 7-bit.
    let older = SmtpServer::without_8bitmime().await;
    smtp_mailer(&older.url()).send(&japanese).await.expect("sent as quoted-printable");
    let received = older.next_message().await;
    assert!(received.data.is_ascii(), "{}", received.data);
    assert_eq!(header_value(&received.data, "Content-Language"), "ja");
    let (text_headers, text) = part(&received.data, "text/plain");
    assert!(text_headers.contains("Content-Transfer-Encoding: quoted-printable"), "{text_headers}");
    assert_eq!(decode_quoted_printable(text), eight_bit);
    let (_, html) = part(&received.data, "text/html");
    assert!(decode_quoted_printable(html).contains("<html lang=\"ja\">"), "{html}");
    assert_eq!(first_link(&unfold_quoted_printable(&received.data)).as_deref(), Some(LINK));
    assert!(older.try_next_message().await.is_none(), "exactly one message");
}

#[tokio::test]
async fn smtp_authenticates_with_the_urls_credentials_by_plain_and_login() {
    for mechanism in ["PLAIN", "LOGIN"] {
        let smtp = SmtpServer::with_auth("mailer@penknife.test", "s3cret p@ss:/", &[mechanism]).await;
        // Credentials in a URL are percent-encoded; lettre decodes them.
        let url = format!("smtp://mailer%40penknife.test:s3cret%20p%40ss%3A%2F@{}", smtp.addr);
        smtp_mailer(&url).send(&mail(MailKind::EmailChange)).await.expect("sent");

        let received = smtp.next_message().await;
        let expected = SmtpAuth {
            mechanism: mechanism.into(),
            username: "mailer@penknife.test".into(),
            password: "s3cret p@ss:/".into(),
        };
        assert_eq!(received.auth, Some(expected), "{mechanism}");
        assert_eq!(header_value(&received.data, "Subject"), "Confirm your new e-mail address");
        assert_eq!(received.link().as_deref(), Some(LINK));
    }
}

#[tokio::test]
async fn refused_credentials_are_a_mail_error_that_does_not_repeat_them() {
    let smtp = SmtpServer::with_auth("mailer", "right", &["PLAIN", "LOGIN"]).await;
    let url = format!("smtp://mailer:wrong-password@{}", smtp.addr);
    let error = smtp_mailer(&url).send(&mail(MailKind::Recovery)).await.expect_err("refused").to_string();
    assert!(error.starts_with("could not send mail: the SMTP server refused the message (535"), "{error}");
    assert!(!error.contains("wrong-password"), "{error}");
    assert_eq!(smtp.auth_attempts().len(), 1);
    assert_eq!(smtp.auth_attempts()[0].password, "wrong-password");
    assert!(smtp.try_next_message().await.is_none());
}

#[tokio::test]
async fn an_unreachable_smtp_server_is_a_mail_error() {
    // A port that was free a moment ago: nothing listens there.
    let port = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind").local_addr().expect("addr").port();
    let mailer = smtp_mailer(&format!("smtp://127.0.0.1:{port}"));
    let outcome = tokio::time::timeout(Duration::from_secs(10), mailer.send(&mail(MailKind::Recovery))).await;
    let error = outcome.expect("fails at once, no hang").expect_err("connection refused").to_string();
    assert!(error.starts_with("could not send mail: could not talk to the SMTP server"), "{error}");
}

#[tokio::test]
async fn a_silent_smtp_server_times_out_instead_of_hanging() {
    // Accepts connections and never says a word.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = listener.local_addr().expect("addr");
    let (held, mut connected) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let _ = held.send(stream);
        }
    });
    let mailer = smtp_mailer(&format!("smtp://{addr}")).with_timeout(Duration::from_millis(300));
    let outcome = tokio::time::timeout(Duration::from_secs(10), mailer.send(&mail(MailKind::Recovery))).await;
    let error = outcome.expect("gives up after its own timeout").expect_err("timed out").to_string();
    assert_eq!(error, "could not send mail: the SMTP server did not answer in time");
    assert!(connected.try_recv().is_ok(), "the mailer did connect");
}
