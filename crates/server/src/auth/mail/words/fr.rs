//! French (vouvoiement; a no-break space before `:`, as French typography wants).

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u{a0}:",
    expires: "Le lien expire dans 1 heure et ne fonctionne qu'une seule fois.",
    footer: "Penknife - des outils du quotidien qui fonctionnent dans votre navigateur",
    new_address: "une nouvelle adresse",
    confirm_signup: KindWords {
        subject: "Confirmez votre compte Penknife",
        text: include_str!("../templates/fr/confirm.txt"),
        intro: "Merci pour votre inscription sur Penknife. Confirmez votre adresse e-mail pour finir de créer votre \
                compte.",
        button: "Confirmer mon compte",
        not_you: "Si vous n'avez pas créé de compte sur Penknife, ignorez cet e-mail\u{a0}: aucun compte n'est activé \
                  tant que personne n'ouvre le lien.",
    },
    recovery: KindWords {
        subject: "Réinitialisez votre mot de passe Penknife",
        text: include_str!("../templates/fr/recovery.txt"),
        intro: "Quelqu'un a demandé à réinitialiser le mot de passe du compte Penknife associé à cette adresse \
                e-mail. Choisissez un nouveau mot de passe ici\u{a0}:",
        button: "Choisir un nouveau mot de passe",
        not_you: "Si ce n'était pas vous, ignorez cet e-mail\u{a0}: votre mot de passe reste inchangé.",
    },
    email_change: KindWords {
        subject: "Confirmez votre nouvelle adresse e-mail",
        text: include_str!("../templates/fr/email-change.txt"),
        intro: "Quelqu'un a demandé à utiliser cette adresse e-mail pour un compte Penknife. Le changement doit aussi \
                être confirmé depuis l'adresse actuelle du compte. Confirmez-le ici\u{a0}:",
        button: "Confirmer ma nouvelle adresse",
        not_you: "Si ce n'était pas vous, ignorez cet e-mail\u{a0}: le compte garde son adresse actuelle.",
    },
    email_change_current: KindWords {
        subject: "Confirmez le changement de votre adresse e-mail",
        text: include_str!("../templates/fr/email-change-current.txt"),
        intro: "Quelqu'un a demandé à remplacer l'adresse e-mail de votre compte Penknife, <strong>{{email}}</strong>, \
                par <strong>{{new_email}}</strong>. Le changement n'a lieu qu'une fois confirmé par les deux \
                adresses. Si c'était vous, confirmez-le ici\u{a0}:",
        button: "Confirmer le changement",
        not_you: "Si ce n'était pas vous, n'ouvrez pas le lien\u{a0}: votre compte garde cette adresse. Quelqu'un \
                  dispose peut-être de votre mot de passe ou d'un appareil connecté à votre compte\u{a0}: changez \
                  donc votre mot de passe (cela déconnecte aussi vos autres appareils).",
    },
};
