//! Japanese (polite です/ます).

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "ボタンが機能しない場合は、次のリンクをコピーしてブラウザに貼り付けてください：",
    expires: "このリンクの有効期限は1時間で、使用できるのは1回だけです。",
    footer: "Penknife - ブラウザで動く毎日の便利ツール",
    new_address: "新しいアドレス",
    confirm_signup: KindWords {
        subject: "Penknife アカウントの確認",
        text: include_str!("../templates/ja/confirm.txt"),
        intro: "Penknife にご登録いただきありがとうございます。アカウントの作成を完了するには、\
                メールアドレスを確認してください。",
        button: "アカウントを確認する",
        not_you: "Penknife に登録した覚えがない場合は、このメールを無視してください。誰かがリンクを開かない限り、\
                  アカウントが有効になることはありません。",
    },
    recovery: KindWords {
        subject: "Penknife のパスワードの再設定",
        text: include_str!("../templates/ja/recovery.txt"),
        intro: "このメールアドレスの Penknife アカウントについて、パスワードの再設定がリクエストされました。\
                こちらから新しいパスワードを設定してください：",
        button: "新しいパスワードを設定する",
        not_you: "心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
    },
    email_change: KindWords {
        subject: "新しいメールアドレスの確認",
        text: include_str!("../templates/ja/email-change.txt"),
        intro: "このメールアドレスを Penknife アカウントで使用するリクエストがありました。この変更には、\
                アカウントの現在のアドレスからの確認も必要です。こちらから確認してください：",
        button: "新しいアドレスを確認する",
        not_you: "心当たりがない場合は、このメールを無視してください。アカウントのアドレスは現在のまま変わりません。",
    },
    email_change_current: KindWords {
        subject: "メールアドレス変更の確認",
        text: include_str!("../templates/ja/email-change-current.txt"),
        intro: "お使いの Penknife アカウントのメールアドレスを <strong>{{email}}</strong> から \
                <strong>{{new_email}}</strong> に変更するリクエストがありました。変更は、両方のアドレスで確認が済んだ\
                時点で行われます。ご本人による操作の場合は、こちらから確認してください：",
        button: "変更を確認する",
        not_you: "心当たりがない場合は、リンクを開かないでください。アカウントのアドレスはこのまま変わりません。\
                  第三者があなたのパスワード、またはログイン中の端末を入手している可能性があるため、\
                  パスワードを変更してください（ほかの端末からもログアウトされます）。",
    },
};
