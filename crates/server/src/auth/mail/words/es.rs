//! Spanish (tuteo, as in most Spanish-language web apps).

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "Si el botón no funciona, copia este enlace en tu navegador:",
    expires: "El enlace caduca en 1 hora y solo funciona una vez.",
    footer: "Penknife - herramientas cotidianas que funcionan en tu navegador",
    new_address: "una dirección nueva",
    confirm_signup: KindWords {
        subject: "Confirma tu cuenta de Penknife",
        text: include_str!("../templates/es/confirm.txt"),
        intro: "Gracias por registrarte en Penknife. Confirma tu dirección de correo electrónico para terminar de \
                crear tu cuenta.",
        button: "Confirmar mi cuenta",
        not_you: "Si no te registraste en Penknife, ignora este correo: no se activa ninguna cuenta a menos que \
                  alguien abra el enlace.",
    },
    recovery: KindWords {
        subject: "Restablece tu contraseña de Penknife",
        text: include_str!("../templates/es/recovery.txt"),
        intro: "Alguien pidió restablecer la contraseña de la cuenta de Penknife asociada a esta dirección de correo \
                electrónico. Elige una contraseña nueva aquí:",
        button: "Elegir una contraseña nueva",
        not_you: "Si no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.",
    },
    email_change: KindWords {
        subject: "Confirma tu nueva dirección de correo electrónico",
        text: include_str!("../templates/es/email-change.txt"),
        intro: "Alguien pidió usar esta dirección de correo electrónico para una cuenta de Penknife. El cambio también \
                debe confirmarse desde la dirección actual de la cuenta. Confírmalo aquí:",
        button: "Confirmar mi nueva dirección",
        not_you: "Si no fuiste tú, ignora este correo: la cuenta conserva su dirección actual.",
    },
    email_change_current: KindWords {
        subject: "Confirma el cambio de tu dirección de correo electrónico",
        text: include_str!("../templates/es/email-change-current.txt"),
        intro: "Alguien pidió cambiar la dirección de correo electrónico de tu cuenta de Penknife de \
                <strong>{{email}}</strong> a <strong>{{new_email}}</strong>. El cambio solo se hace efectivo cuando \
                ambas direcciones lo confirman. Si fuiste tú, confírmalo aquí:",
        button: "Confirmar el cambio",
        not_you: "Si no fuiste tú, no abras el enlace: tu cuenta conserva esta dirección. Puede que alguien tenga tu \
                  contraseña o un dispositivo en el que hayas iniciado sesión, así que cambia tu contraseña (eso \
                  también cierra la sesión en tus otros dispositivos).",
    },
};
