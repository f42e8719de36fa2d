//! German (informal "du", as the Spanish and Portuguese mails say "tú" and "você").

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:",
    expires: "Der Link ist 1 Stunde lang gültig und funktioniert nur einmal.",
    footer: "Penknife - Alltagswerkzeuge, die in deinem Browser laufen",
    new_address: "eine neue Adresse",
    confirm_signup: KindWords {
        subject: "Bestätige dein Penknife-Konto",
        text: include_str!("../templates/de/confirm.txt"),
        intro: "Danke für deine Registrierung bei Penknife. Bestätige deine E-Mail-Adresse, um die Erstellung deines \
                Kontos abzuschließen.",
        button: "Mein Konto bestätigen",
        not_you: "Falls du dich nicht bei Penknife registriert hast, ignoriere diese E-Mail: Ein Konto wird nur \
                  aktiviert, wenn jemand den Link öffnet.",
    },
    recovery: KindWords {
        subject: "Setze dein Penknife-Passwort zurück",
        text: include_str!("../templates/de/recovery.txt"),
        intro: "Jemand hat angefordert, das Passwort des Penknife-Kontos für diese E-Mail-Adresse zurückzusetzen. \
                Wähle hier ein neues Passwort:",
        button: "Neues Passwort wählen",
        not_you: "Falls du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.",
    },
    email_change: KindWords {
        subject: "Bestätige deine neue E-Mail-Adresse",
        text: include_str!("../templates/de/email-change.txt"),
        intro: "Jemand möchte diese E-Mail-Adresse für ein Penknife-Konto verwenden. Die Änderung muss außerdem über \
                die aktuelle Adresse des Kontos bestätigt werden. Bestätige sie hier:",
        button: "Meine neue Adresse bestätigen",
        not_you: "Falls du das nicht warst, ignoriere diese E-Mail: Das Konto behält seine aktuelle Adresse.",
    },
    email_change_current: KindWords {
        subject: "Bestätige die Änderung deiner E-Mail-Adresse",
        text: include_str!("../templates/de/email-change-current.txt"),
        intro: "Jemand möchte die E-Mail-Adresse deines Penknife-Kontos von <strong>{{email}}</strong> in \
                <strong>{{new_email}}</strong> ändern. Die Änderung wird erst wirksam, wenn beide Adressen sie \
                bestätigt haben. Falls du das warst, bestätige sie hier:",
        button: "Änderung bestätigen",
        not_you: "Falls du das nicht warst, öffne den Link nicht: Dein Konto behält diese Adresse. Möglicherweise \
                  kennt jemand dein Passwort oder hat Zugriff auf ein Gerät, auf dem du angemeldet bist. Ändere daher \
                  dein Passwort (dadurch wirst du auch auf deinen anderen Geräten abgemeldet).",
    },
};
