//! The messages' words: one plain-text and one HTML template per kind, filled by named `{{placeholders}}`.

use super::MailKind;

/// A message ready to be put into MIME parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: &'static str,
    pub text: String,
    pub html: String,
}

/// The subject and both bodies of `kind`, carrying `link` (HTML-escaped in the HTML part).
pub fn render(kind: MailKind, link: &str) -> Rendered {
    let (subject, text, html) = match kind {
        MailKind::ConfirmSignup => (
            "Confirm your Penknife account",
            include_str!("templates/confirm.txt"),
            include_str!("templates/confirm.html"),
        ),
        MailKind::Recovery => (
            "Reset your Penknife password",
            include_str!("templates/recovery.txt"),
            include_str!("templates/recovery.html"),
        ),
        MailKind::EmailChange => (
            "Confirm your new e-mail address",
            include_str!("templates/email-change.txt"),
            include_str!("templates/email-change.html"),
        ),
    };
    Rendered { subject, text: fill(text, &[("link", link)]), html: fill(html, &[("link", &escape_html(link))]) }
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
