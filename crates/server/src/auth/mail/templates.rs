//! Puts a message together in its language: the plain-text body of its kind and language, and the one HTML frame
//! (`templates/layout.html`) filled with the language's words (`words.rs`), by named `{{placeholders}}`.

use super::Mail;
use super::words::Words;
use crate::locales::Locale;

/// A message ready to be put into MIME parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: &'static str,
    pub text: String,
    pub html: String,
}

/// The subject and both bodies of `mail`'s kind in `mail`'s language, carrying its link (HTML-escaped in the HTML
/// part) and, for the mail to the current address of an e-mail change, both addresses.
pub fn render(mail: &Mail) -> Rendered {
    let locale = mail.locale;
    let words = Words::of(locale);
    let kind = words.kind(mail.kind);
    let link = mail.link.as_str();
    let new_email = mail.new_email.as_deref().unwrap_or(words.new_address);

    let rtl = locale.is_rtl();
    // An address is escaped, and in a right-to-left message kept left to right whatever surrounds it.
    let address = |address: &str| {
        let escaped = escape_html(address);
        if rtl { format!("<bdi dir=\"ltr\">{escaped}</bdi>") } else { escaped }
    };
    let intro = fill(kind.intro, &[("email", &address(&mail.to)), ("new_email", &address(new_email))]);
    // Left to right is HTML's default: only a right-to-left language says its direction.
    let dir = if rtl { " dir=\"rtl\"" } else { "" };
    // Webmail shows the body without `<html>`: the content repeats the language (which also picks the Japanese or
    // Chinese forms of the characters they share) and the direction, but for English, the frame's own.
    let content = if locale == Locale::En { String::new() } else { format!(" lang=\"{}\"{dir}", locale.tag()) };
    // The link written out stays left to right in a right-to-left message.
    let ltr = if rtl { " dir=\"ltr\"" } else { "" };
    // The words are ours, and the addresses in them escaped; the link is escaped here.
    let html = fill(
        include_str!("templates/layout.html"),
        &[
            ("lang", locale.tag()),
            ("dir", dir),
            ("content", &content),
            ("ltr", ltr),
            ("title", kind.subject),
            ("intro", &intro),
            ("button", kind.button),
            ("copy_link", words.copy_link),
            ("link", &escape_html(link)),
            ("expires", words.expires),
            ("not_you", kind.not_you),
            ("footer", words.footer),
        ],
    );
    let text = fill(kind.text, &[("link", link), ("email", &mail.to), ("new_email", new_email)]);
    Rendered { subject: kind.subject, text, html }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::mail::MailKind;

    const KINDS: [MailKind; 4] =
        [MailKind::ConfirmSignup, MailKind::Recovery, MailKind::EmailChange, MailKind::EmailChangeCurrent];
    /// With `&`, `<` and `"`, which the HTML part must escape.
    const LINK: &str = "https://penknife.test/auth/v1/verify?token=abc&type=signup&redirect_to=%2F\"<x>";
    const NEW_EMAIL: &str = "ada&lovelace@example.org";

    fn mail(locale: Locale, kind: MailKind, new_email: Option<&str>) -> Mail {
        Mail { to: "ada@example.com".into(), kind, link: LINK.into(), new_email: new_email.map(Into::into), locale }
    }

    #[test]
    fn every_kind_renders_in_every_language() {
        let escaped_link = escape_html(LINK);
        for locale in Locale::ALL {
            let words = Words::of(locale);
            for kind in KINDS {
                let context = format!("{kind:?} in {locale}");
                let own = words.kind(kind);
                let new_email = (kind == MailKind::EmailChangeCurrent).then_some(NEW_EMAIL);
                let Rendered { subject, text, html } = render(&mail(locale, kind, new_email));
                assert_eq!(subject, own.subject, "{context}");
                for part in [subject, &text, &html] {
                    assert!(!part.contains("{{") && !part.contains("}}"), "{context}: a placeholder left in {part}");
                }

                // Plain text: the subject first, the link on a line of its own as it is, the shared lines.
                assert!(text.starts_with(&format!("{subject}\n\n")), "{context}: {text}");
                assert!(text.contains(&format!("\n{LINK}\n")), "{context}: {text}");
                assert!(text.contains(words.expires) && text.ends_with(&format!("\n{}\n", words.footer)), "{context}");

                // HTML: the language's words around the escaped link, twice (button and written out).
                assert!(html.contains(&format!("<html lang=\"{}\"", locale.tag())), "{context}");
                assert_eq!(html.matches(&format!("href=\"{escaped_link}\"")).count(), 2, "{context}: {html}");
                assert!(html.contains(&format!(">{escaped_link}</a>")) && !html.contains(LINK), "{context}");
                assert!(html.contains(&format!("<title>{subject}</title>")), "{context}");
                for phrase in [own.button, own.not_you, words.copy_link, words.expires, words.footer] {
                    assert!(html.contains(phrase), "{context}: {phrase:?} missing from {html}");
                }

                if kind == MailKind::EmailChangeCurrent {
                    // The current address is told which address the account would move to.
                    for address in ["ada@example.com", NEW_EMAIL] {
                        assert!(text.contains(address), "{context}: {text}");
                        let escaped = escape_html(address);
                        let shown = if locale.is_rtl() { format!("<bdi dir=\"ltr\">{escaped}</bdi>") } else { escaped };
                        assert!(html.contains(&format!("<strong>{shown}</strong>")), "{context}: {html}");
                    }
                    assert!(!html.contains(NEW_EMAIL), "{context}: the new address unescaped in {html}");
                }

                if locale != Locale::En {
                    // Translated, not copied: nothing of the English words is left.
                    let english = Words::of(Locale::En).kind(kind);
                    for (ours, theirs) in [
                        (own.subject, english.subject),
                        (own.intro, english.intro),
                        (own.button, english.button),
                        (own.not_you, english.not_you),
                    ] {
                        assert_ne!(ours, theirs, "{context}");
                    }
                    assert!(!text.contains("The link expires") && !html.contains("The link expires"), "{context}");
                    assert!(!html.contains("If the button"), "{context}");
                }
            }
        }
    }

    #[test]
    fn arabic_reads_right_to_left_with_the_link_and_addresses_left_to_right() {
        for kind in KINDS {
            let html = render(&mail(Locale::Ar, kind, Some(NEW_EMAIL))).html;
            assert!(html.contains("<html lang=\"ar\" dir=\"rtl\">"), "{html}");
            assert!(html.contains("<div lang=\"ar\" dir=\"rtl\" style="), "webmail drops <html>: {html}");
            let written_out = format!(
                "<p dir=\"ltr\" style=\"margin:0 0 24px;font-size:13px;word-break:break-all\">\
                 <a href=\"{0}\" style=\"color:#2563eb\">{0}</a></p>",
                escape_html(LINK)
            );
            assert!(html.contains(&written_out), "{html}");
        }
        for locale in Locale::ALL.into_iter().filter(|locale| !locale.is_rtl()) {
            let html = render(&mail(locale, MailKind::EmailChangeCurrent, Some(NEW_EMAIL))).html;
            assert!(!html.contains("dir=") && !html.contains("<bdi"), "{locale}: left to right is the default");
        }
        let html = render(&mail(Locale::Ja, MailKind::Recovery, None)).html;
        assert!(html.contains("<div lang=\"ja\" style="), "{html}");
    }

    #[test]
    fn english_keeps_its_frame_as_it_was() {
        let html = render(&mail(Locale::En, MailKind::ConfirmSignup, None)).html;
        assert!(html.starts_with("<!doctype html>\n<html lang=\"en\">\n<head>\n"), "{html}");
        assert!(html.contains("\n<div style=\"max-width:480px;"), "{html}");
        assert!(html.contains("\n<p style=\"margin:0 0 24px;font-size:13px;word-break:break-all\"><a href="), "{html}");
    }

    #[test]
    fn a_missing_new_address_is_named_in_the_mails_language() {
        for locale in Locale::ALL {
            let rendered = render(&mail(locale, MailKind::EmailChangeCurrent, None));
            let fallback = Words::of(locale).new_address;
            assert!(rendered.text.contains(fallback), "{locale}: {}", rendered.text);
            assert!(rendered.html.contains(fallback), "{locale}: {}", rendered.html);
        }
        assert!(render(&mail(Locale::En, MailKind::EmailChangeCurrent, None)).text.contains("to a new address."));
    }

    #[test]
    fn an_address_cannot_inject_placeholders_or_markup() {
        let mut sneaky = mail(Locale::Ar, MailKind::EmailChangeCurrent, Some("{{link}}<b>@example.org"));
        sneaky.to = "{{new_email}}@example.com".into();
        let rendered = render(&sneaky);
        assert!(rendered.html.contains("<bdi dir=\"ltr\">{{new_email}}@example.com</bdi>"), "{}", rendered.html);
        assert!(rendered.html.contains("{{link}}&lt;b&gt;@example.org"), "{}", rendered.html);
        assert!(rendered.text.contains("{{new_email}}@example.com\n"), "{}", rendered.text);
    }
}
