//! Brazilian Portuguese, also what any other Portuguese is answered in.

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "Se o botão não funcionar, copie e cole este link no seu navegador:",
    expires: "O link expira em 1 hora e só pode ser usado uma vez.",
    footer: "Penknife - ferramentas do dia a dia que funcionam no seu navegador",
    new_address: "um novo endereço",
    confirm_signup: KindWords {
        subject: "Confirme sua conta do Penknife",
        text: include_str!("../templates/pt-BR/confirm.txt"),
        intro: "Obrigado por se cadastrar no Penknife. Confirme seu endereço de e-mail para concluir a criação da sua \
                conta.",
        button: "Confirmar minha conta",
        not_you: "Se você não se cadastrou no Penknife, ignore este e-mail: nenhuma conta é ativada a menos que alguém \
                  abra o link.",
    },
    recovery: KindWords {
        subject: "Redefina sua senha do Penknife",
        text: include_str!("../templates/pt-BR/recovery.txt"),
        intro: "Alguém pediu para redefinir a senha da conta do Penknife associada a este endereço de e-mail. Escolha \
                uma nova senha aqui:",
        button: "Escolher uma nova senha",
        not_you: "Se não foi você, ignore este e-mail: sua senha continua a mesma.",
    },
    email_change: KindWords {
        subject: "Confirme seu novo endereço de e-mail",
        text: include_str!("../templates/pt-BR/email-change.txt"),
        intro: "Alguém pediu para usar este endereço de e-mail em uma conta do Penknife. A alteração também precisa \
                ser confirmada pelo endereço atual da conta. Confirme aqui:",
        button: "Confirmar meu novo endereço",
        not_you: "Se não foi você, ignore este e-mail: a conta mantém o endereço atual.",
    },
    email_change_current: KindWords {
        subject: "Confirme a alteração do seu endereço de e-mail",
        text: include_str!("../templates/pt-BR/email-change-current.txt"),
        intro: "Alguém pediu para alterar o endereço de e-mail da sua conta do Penknife de <strong>{{email}}</strong> \
                para <strong>{{new_email}}</strong>. A alteração só acontece depois que os dois endereços a \
                confirmarem. Se foi você, confirme aqui:",
        button: "Confirmar a alteração",
        not_you: "Se não foi você, não abra o link: sua conta mantém este endereço. Alguém pode ter sua senha ou um \
                  dispositivo em que você está conectado, então altere sua senha (isso também desconecta seus outros \
                  dispositivos).",
    },
};
