//! English, the source language: the words every other language translates.

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "If the button doesn't work, copy this link into your browser:",
    expires: "The link expires in 1 hour and works once.",
    footer: "Penknife - everyday tools that run in your browser",
    new_address: "a new address",
    confirm_signup: KindWords {
        subject: "Confirm your Penknife account",
        text: include_str!("../templates/en/confirm.txt"),
        intro: "Thanks for signing up for Penknife. Confirm your e-mail address to finish creating your account.",
        button: "Confirm my account",
        not_you: "If you didn't sign up for Penknife, ignore this e-mail: no account is activated unless someone opens \
                  the link.",
    },
    recovery: KindWords {
        subject: "Reset your Penknife password",
        text: include_str!("../templates/en/recovery.txt"),
        intro: "Someone asked to reset the password of the Penknife account for this e-mail address. Choose a new \
                password here:",
        button: "Choose a new password",
        not_you: "If it wasn't you, ignore this e-mail: your password stays as it is.",
    },
    email_change: KindWords {
        subject: "Confirm your new e-mail address",
        text: include_str!("../templates/en/email-change.txt"),
        intro: "Someone asked to use this e-mail address for a Penknife account. The change also needs confirming \
                from the account's current address. Confirm it here:",
        button: "Confirm my new address",
        not_you: "If it wasn't you, ignore this e-mail: the account keeps its current address.",
    },
    email_change_current: KindWords {
        subject: "Confirm the change of your e-mail address",
        text: include_str!("../templates/en/email-change-current.txt"),
        intro: "Someone asked to change the e-mail address of your Penknife account from <strong>{{email}}</strong> \
                to <strong>{{new_email}}</strong>. The change happens only once both addresses confirm it. If it was \
                you, confirm it here:",
        button: "Confirm the change",
        not_you: "If it wasn't you, don't open the link: your account keeps this address. Someone may have your \
                  password or a device you are signed in on, so change your password (that also signs out your \
                  other devices).",
    },
};
