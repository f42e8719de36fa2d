//! Arabic (Modern Standard Arabic), written right to left: the layout sets `dir="rtl"`, and keeps the link and
//! the addresses left to right.

use super::{KindWords, Words};

pub static WORDS: Words = Words {
    copy_link: "إذا لم يعمل الزر، فانسخ هذا الرابط والصقه في متصفحك:",
    expires: "تنتهي صلاحية الرابط بعد ساعة واحدة، ولا يعمل إلا مرة واحدة.",
    footer: "Penknife - أدوات يومية تعمل في متصفحك",
    new_address: "عنوان جديد",
    confirm_signup: KindWords {
        subject: "أكّد حسابك على Penknife",
        text: include_str!("../templates/ar/confirm.txt"),
        intro: "شكرًا لتسجيلك في Penknife. أكّد عنوان بريدك الإلكتروني لإكمال إنشاء حسابك.",
        button: "تأكيد حسابي",
        not_you: "إذا لم تسجّل في Penknife، فتجاهل هذه الرسالة: لن يُفعَّل أي حساب ما لم يفتح أحدٌ الرابط.",
    },
    recovery: KindWords {
        subject: "أعد تعيين كلمة مرور Penknife",
        text: include_str!("../templates/ar/recovery.txt"),
        intro: "طلب شخصٌ ما إعادة تعيين كلمة مرور حساب Penknife المرتبط بعنوان البريد الإلكتروني هذا. اختر كلمة مرور \
                جديدة من هنا:",
        button: "اختيار كلمة مرور جديدة",
        not_you: "إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.",
    },
    email_change: KindWords {
        subject: "أكّد عنوان بريدك الإلكتروني الجديد",
        text: include_str!("../templates/ar/email-change.txt"),
        intro: "طلب شخصٌ ما استخدام عنوان البريد الإلكتروني هذا لحساب على Penknife. ويجب تأكيد هذا التغيير أيضًا من \
                العنوان الحالي للحساب. أكّده من هنا:",
        button: "تأكيد عنواني الجديد",
        not_you: "إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: سيحتفظ الحساب بعنوانه الحالي.",
    },
    email_change_current: KindWords {
        subject: "أكّد تغيير عنوان بريدك الإلكتروني",
        text: include_str!("../templates/ar/email-change-current.txt"),
        intro: "طلب شخصٌ ما تغيير عنوان البريد الإلكتروني لحسابك على Penknife من <strong>{{email}}</strong> إلى \
                <strong>{{new_email}}</strong>. لن يتم التغيير إلا بعد أن يؤكده العنوانان كلاهما. إذا كنت أنت من \
                طلب ذلك، فأكّده من هنا:",
        button: "تأكيد التغيير",
        not_you: "إذا لم تكن أنت من طلب ذلك، فلا تفتح الرابط: سيحتفظ حسابك بهذا العنوان. ربما يعرف شخصٌ ما كلمة \
                  مرورك أو يملك جهازًا سجّلت الدخول عليه، لذا غيّر كلمة مرورك (سيؤدي ذلك أيضًا إلى تسجيل خروجك من \
                  أجهزتك الأخرى).",
    },
};
