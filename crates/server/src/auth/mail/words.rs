//! The messages' words in each language Penknife speaks: one [`Words`] per language (`words/<language>.rs`), whose
//! plain-text bodies are `templates/<tag>/<kind>.txt`. `templates.rs` puts them together, alike for every language.

mod ar;
mod de;
mod en;
mod es;
mod fr;
mod ja;
mod pt_br;
mod zh_cn;

use super::MailKind;
use crate::locales::Locale;

/// One language's words: those the HTML frame (`templates/layout.html`) shares between the kinds, and each kind's.
#[derive(Debug)]
pub struct Words {
    /// Above the link written out, for when the button does not work.
    pub copy_link: &'static str,
    /// How long the link lasts (the same in the plain-text bodies).
    pub expires: &'static str,
    /// The last line: what Penknife is (the same in the plain-text bodies).
    pub footer: &'static str,
    /// Plain text and HTML: stands for the new address in a mail that names it when it has none.
    pub new_address: &'static str,
    pub confirm_signup: KindWords,
    pub recovery: KindWords,
    pub email_change: KindWords,
    pub email_change_current: KindWords,
}

/// What one kind of message says.
#[derive(Debug)]
pub struct KindWords {
    /// Also the plain-text body's first line, and the HTML's title and heading.
    pub subject: &'static str,
    /// The plain-text body, with `{{link}}` (on a line of its own) and, where the message names them,
    /// `{{email}}` (the recipient) and `{{new_email}}`.
    pub text: &'static str,
    /// HTML, ours: may use `{{email}}` and `{{new_email}}`, which are filled with the addresses escaped.
    pub intro: &'static str,
    pub button: &'static str,
    /// What to do if the recipient did not ask for the message.
    pub not_you: &'static str,
}

impl Words {
    pub fn of(locale: Locale) -> &'static Self {
        match locale {
            Locale::En => &en::WORDS,
            Locale::Es => &es::WORDS,
            Locale::Fr => &fr::WORDS,
            Locale::De => &de::WORDS,
            Locale::PtBr => &pt_br::WORDS,
            Locale::Ja => &ja::WORDS,
            Locale::ZhCn => &zh_cn::WORDS,
            Locale::Ar => &ar::WORDS,
        }
    }

    pub fn kind(&self, kind: MailKind) -> &KindWords {
        match kind {
            MailKind::ConfirmSignup => &self.confirm_signup,
            MailKind::Recovery => &self.recovery,
            MailKind::EmailChange => &self.email_change,
            MailKind::EmailChangeCurrent => &self.email_change_current,
        }
    }
}
