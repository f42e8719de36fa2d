//! `penknife qr` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin, stdout};
use penknife_core::qr::{Content, Ecc, QrOptions, WifiSecurity, generate};

/// The SVG the engine draws, as the command should print it.
fn svg(content: Content, options: QrOptions) -> String {
    format!("{}\n", generate(&content, &options).expect("as written").svg)
}

#[test]
fn writes_the_svg_of_the_argument_or_of_standard_input() {
    let expected = svg(Content::Text { text: "https://example.com".into() }, QrOptions::default());
    assert!(expected.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"512\""));
    assert_eq!(stdout(&penknife(&["qr", "https://example.com"])), expected);
    // The pipe's last line break is not part of the text.
    assert_eq!(stdout(&penknife_with_stdin(&["qr"], "https://example.com\n")), expected);
}

#[test]
fn options_reach_the_engine() {
    let options = QrOptions { ecc: Ecc::H, margin: 1, size: 200, foreground: "navy".into(), background: "#ffe".into() };
    assert_eq!(
        stdout(&penknife(&[
            "qr", "hi", "--ecc", "h", "--margin", "1", "--size", "200", "--fg", "navy", "--bg", "#ffe"
        ])),
        svg(Content::Text { text: "hi".into() }, options)
    );
}

#[test]
fn wifi_email_and_contact_from_their_flags() {
    let wifi = Content::Wifi { ssid: "Home".into(), password: "p;w".into(), security: WifiSecurity::Wep, hidden: true };
    assert_eq!(
        stdout(&penknife(&[
            "qr",
            "--wifi-ssid",
            "Home",
            "--wifi-password",
            "p;w",
            "--wifi-security",
            "wep",
            "--wifi-hidden"
        ])),
        svg(wifi, QrOptions::default())
    );
    let email = Content::Email { address: "a@b.c".into(), subject: "Hi".into(), body: "".into() };
    assert_eq!(
        stdout(&penknife(&["qr", "--email-to", "a@b.c", "--email-subject", "Hi"])),
        svg(email, QrOptions::default())
    );
    let contact = Content::Contact {
        name: "Ada Lovelace".into(),
        phone: "+1 555".into(),
        email: "".into(),
        organization: "Engines".into(),
        url: "".into(),
    };
    assert_eq!(
        stdout(&penknife(&[
            "qr",
            "--contact-name",
            "Ada Lovelace",
            "--contact-phone",
            "+1 555",
            "--contact-org",
            "Engines"
        ])),
        svg(contact, QrOptions::default())
    );
}

#[test]
fn refusals_and_the_contrast_warning() {
    assert_eq!(
        failure(&penknife(&["qr", &"a".repeat(1300), "--ecc", "H"])),
        "penknife: Too long for a QR code: 1300 bytes, and at error correction H one holds at most 1273 bytes."
    );
    assert_eq!(
        failure(&penknife(&["qr", "x", "--fg", "#12"])),
        "penknife: The foreground is not a color: enter a hex code such as #000000, rgb() or a CSS color name."
    );
    assert_eq!(failure(&penknife(&["qr", "--wifi-ssid", ""])), "penknife: Enter the network name (SSID).");
    let out = penknife(&["qr", "x", "--fg", "white", "--bg", "black"]);
    assert!(stdout(&out).starts_with("<svg"));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "penknife: warning: The code is lighter than its background: many scanners will not read it. Use a dark foreground on a light background."
    );
}

const CODES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/tests/images/qr-codes.png");

#[test]
fn read_prints_every_codes_text_on_its_own_line() {
    let expected = "https://example.com/menu?table=4&lang=en#drinks\njavascript:alert(1)\n";
    assert_eq!(stdout(&penknife(&["qr", "read", CODES])), expected);
    let png = std::fs::read(CODES).expect("fixture");
    assert_eq!(stdout(&penknife_with_stdin(&["qr", "read"], &png)), expected);
    // `--` makes the word the text to encode.
    assert!(stdout(&penknife(&["qr", "--", "read"])).starts_with("<svg "));
}

#[test]
fn read_fails_with_the_engines_message_when_no_code_is_found_or_the_file_is_no_image() {
    let blank = std::env::temp_dir().join(format!("penknife-qr-blank-{}.png", std::process::id()));
    image::GrayImage::from_pixel(64, 48, image::Luma([255])).save(&blank).expect("written");
    let message = failure(&penknife(&["qr", "read", blank.to_str().expect("UTF-8")]));
    std::fs::remove_file(&blank).expect("removed");
    assert_eq!(message, format!("penknife: {}", penknife_core::qr::read::ReadError::NotFound));
    let message = failure(&penknife_with_stdin(&["qr", "read", "-"], "not an image"));
    assert!(message.starts_with("penknife: cannot open standard input as an image: "), "{message}");
}
