//! The QR Code Generator.

use penknife_core::qr::{self as engine, Content, Ecc, QrError, QrOptions, WifiSecurity};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let ecc = input.choose(&[Ecc::L, Ecc::M, Ecc::Q, Ecc::H]);
    let kind = input.number(0..=4);
    let security = input.choose(&[WifiSecurity::Wpa, WifiSecurity::Wep, WifiSecurity::None]);
    let margin: u32 = input.number(0..=20);
    let text = input.text();
    // The fields are the text's lines, so one input fills every field of a kind.
    let mut lines = text.split('\n').map(str::to_owned);
    let mut field = || lines.next().unwrap_or_default();
    let content = match kind {
        0 => Content::Text { text: text.to_owned() },
        1 => Content::Wifi { ssid: field(), password: field(), security, hidden: margin.is_multiple_of(2) },
        2 => Content::Email { address: field(), subject: field(), body: field() },
        3 => Content::Contact { name: field(), phone: field(), email: field(), organization: field(), url: field() },
        _ => Content::Text { text: "x".into() },
    };
    let (foreground, background) = if kind == 4 { (field(), field()) } else { ("#000".into(), "#fff".into()) };
    let options = QrOptions { ecc, margin, size: 256, foreground, background };
    match engine::generate(&content, &options) {
        Ok(code) => {
            assert!((1..=40).contains(&code.version));
            assert_eq!(code.modules, 17 + 4 * u32::from(code.version));
            assert!(code.payload.len() <= 7089);
            assert!(code.svg.starts_with("<svg ") && code.svg.ends_with("</svg>"));
            assert_eq!(code.svg.matches('<').count(), 4, "one rectangle and one path: {}", code.svg);
            if kind == 3 {
                // No field starts a vCard property of its own: every line is one of ours, the card ends once.
                let lines: Vec<&str> = code.payload.split("\r\n").collect();
                let ours = ["BEGIN:", "VERSION:", "N:", "FN:", "ORG:", "TEL:", "EMAIL:", "URL:", "END:"];
                assert!(
                    lines.iter().all(|line| ours.iter().any(|p| line.starts_with(p)) && !line.contains(['\r', '\n']))
                );
                assert_eq!(lines.iter().filter(|line| line.starts_with("END:")).count(), 1);
                assert_eq!(lines.last(), Some(&"END:VCARD"));
            }
        }
        Err(QrError::TooLong { bytes, limit, ecc: level }) => {
            assert_eq!(level, ecc);
            assert!(bytes > limit && limit == ecc.byte_limit());
        }
        Err(_) => {}
    }
}
