//! The messages' words: a plain-text template per kind, and one HTML frame filled with each kind's words, by
//! named `{{placeholders}}`.

use super::MailKind;

/// A message ready to be put into MIME parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: &'static str,
    pub text: String,
    pub html: String,
}

/// What differs between the kinds' HTML bodies; the frame around them is `templates/layout.html`.
struct HtmlWords {
    intro: &'static str,
    button: &'static str,
    not_you: &'static str,
}

/// The subject and both bodies of `kind`, carrying `link` (HTML-escaped in the HTML part).
pub fn render(kind: MailKind, link: &str) -> Rendered {
    let (subject, text, words) = match kind {
        MailKind::ConfirmSignup => (
            "Confirm your Penknife account",
            include_str!("templates/confirm.txt"),
            HtmlWords {
                intro: "Thanks for signing up for Penknife. Confirm your e-mail address to finish creating your account.",
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
                        new password here:",
                button: "Choose a new password",
                not_you: "If it wasn't you, ignore this e-mail: your password stays as it is.",
            },
        ),
        MailKind::EmailChange => (
            "Confirm your new e-mail address",
            include_str!("templates/email-change.txt"),
            HtmlWords {
                intro: "Someone asked to use this e-mail address for a Penknife account. Confirm the change here:",
                button: "Confirm my new address",
                not_you: "If it wasn't you, ignore this e-mail: the account keeps its current address.",
            },
        ),
    };
    // The words are ours and need no escaping; the link is the only value from outside.
    let html = fill(
        include_str!("templates/layout.html"),
        &[
            ("title", subject),
            ("intro", words.intro),
            ("button", words.button),
            ("not_you", words.not_you),
            ("link", &escape_html(link)),
        ],
    );
    Rendered { subject, text: fill(text, &[("link", link)]), html }
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
