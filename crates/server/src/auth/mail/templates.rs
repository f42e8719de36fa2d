//! The messages' words: a plain-text template per kind, and one HTML frame filled with each kind's words, by
//! named `{{placeholders}}`.

use super::{Mail, MailKind};

/// A message ready to be put into MIME parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: &'static str,
    pub text: String,
    pub html: String,
}

/// What differs between the kinds' HTML bodies; the frame around them is `templates/layout.html`.
struct HtmlWords {
    /// HTML: what comes from outside (addresses) is escaped before it is put here.
    intro: String,
    button: &'static str,
    not_you: &'static str,
}

/// The subject and both bodies of `mail`'s kind, carrying its link (HTML-escaped in the HTML part) and, for the
/// mail to the current address of an e-mail change, both addresses.
pub fn render(mail: &Mail) -> Rendered {
    let link = mail.link.as_str();
    let new_email = mail.new_email.as_deref().unwrap_or("a new address");
    let (subject, text, words) = match mail.kind {
        MailKind::ConfirmSignup => (
            "Confirm your Penknife account",
            include_str!("templates/confirm.txt"),
            HtmlWords {
                intro:
                    "Thanks for signing up for Penknife. Confirm your e-mail address to finish creating your account."
                        .to_owned(),
                button: "Confirm my account",
                not_you: "If you didn't sign up for Penknife, ignore this e-mail: no account is activated unless someone \
                          opens the link.",
            },
        ),
        MailKind::Recovery => (
            "Reset your Penknife password",
            include_str!("templates/recovery.txt"),
            HtmlWords {
                intro: "Someone asked to reset the password of the Penknife account for this e-mail address. Choose a \
                        new password here:"
                    .to_owned(),
                button: "Choose a new password",
                not_you: "If it wasn't you, ignore this e-mail: your password stays as it is.",
            },
        ),
        MailKind::EmailChange => (
            "Confirm your new e-mail address",
            include_str!("templates/email-change.txt"),
            HtmlWords {
                intro: "Someone asked to use this e-mail address for a Penknife account. The change also needs \
                        confirming from the account's current address. Confirm it here:"
                    .to_owned(),
                button: "Confirm my new address",
                not_you: "If it wasn't you, ignore this e-mail: the account keeps its current address.",
            },
        ),
        MailKind::EmailChangeCurrent => (
            "Confirm the change of your e-mail address",
            include_str!("templates/email-change-current.txt"),
            HtmlWords {
                intro: format!(
                    "Someone asked to change the e-mail address of your Penknife account from <strong>{}</strong> \
                     to <strong>{}</strong>. The change happens only once both addresses confirm it. If it was \
                     you, confirm it here:",
                    escape_html(&mail.to),
                    escape_html(new_email)
                ),
                button: "Confirm the change",
                not_you: "If it wasn't you, don't open the link: your account keeps this address. Someone may \
                          have your password or a device you are signed in on, so change your password (that also \
                          signs out your other devices).",
            },
        ),
    };
    // The words are ours, and the addresses in them escaped; the link is escaped here.
    let html = fill(
        include_str!("templates/layout.html"),
        &[
            ("title", subject),
            ("intro", &words.intro),
            ("button", words.button),
            ("not_you", words.not_you),
            ("link", &escape_html(link)),
        ],
    );
    let text = fill(text, &[("link", link), ("email", &mail.to), ("new_email", new_email)]);
    Rendered { subject, text, html }
}

/// Replaces each `{{name}}` with its value in one pass, so a value is never itself searched for placeholders.
/// An unknown name is left as written.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 256);
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let value = after
            .find("}}")
            .and_then(|end| values.iter().find(|(name, _)| *name == &after[..end]).map(|(_, value)| (end, *value)));
        match value {
            Some((end, value)) => {
                out.push_str(value);
                rest = &after[end + 2..];
            }
            None => {
                out.push_str("{{");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Escapes text for an HTML element or a quoted attribute.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}
