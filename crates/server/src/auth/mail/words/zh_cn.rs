//! Simplified Chinese, also what any other Chinese is answered in.

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "如果按钮无法使用，请将此链接复制到浏览器中打开：",
    expires: "此链接将在 1 小时后失效，且只能使用一次。",
    footer: "Penknife - 在浏览器中运行的日常工具",
    new_address: "新地址",
    confirm_signup: KindWords {
        subject: "确认你的 Penknife 账户",
        text: include_str!("../templates/zh-CN/confirm.txt"),
        intro: "感谢你注册 Penknife。请确认你的电子邮箱地址，以完成账户创建。",
        button: "确认我的账户",
        not_you: "如果你没有注册 Penknife，请忽略此邮件：除非有人打开该链接，否则不会激活任何账户。",
    },
    recovery: KindWords {
        subject: "重置你的 Penknife 密码",
        text: include_str!("../templates/zh-CN/recovery.txt"),
        intro: "有人请求重置与此电子邮箱地址关联的 Penknife 账户的密码。请在此设置新密码：",
        button: "设置新密码",
        not_you: "如果这不是你本人的操作，请忽略此邮件：你的密码将保持不变。",
    },
    email_change: KindWords {
        subject: "确认你的新电子邮箱地址",
        text: include_str!("../templates/zh-CN/email-change.txt"),
        intro: "有人请求将此电子邮箱地址用于一个 Penknife 账户。此更改还需要通过该账户当前的地址进行确认。请在此确认：",
        button: "确认我的新地址",
        not_you: "如果这不是你本人的操作，请忽略此邮件：该账户将保留当前地址。",
    },
    email_change_current: KindWords {
        subject: "确认更改你的电子邮箱地址",
        text: include_str!("../templates/zh-CN/email-change-current.txt"),
        intro: "有人请求将你的 Penknife 账户的电子邮箱地址从 <strong>{{email}}</strong> 更改为 \
                <strong>{{new_email}}</strong>。只有两个地址都确认后，更改才会生效。如果这是你本人的操作，请在此确认：",
        button: "确认更改",
        not_you: "如果这不是你本人的操作，请不要打开该链接：你的账户将保留此地址。可能有人知道了你的密码，\
                  或拿到了你已登录的设备，因此请修改你的密码（这也会让你的其他设备退出登录）。",
    },
};
