use super::*;

fn text(text: &str) -> Content {
    Content::Text { text: text.into() }
}

fn wifi(ssid: &str, password: &str, security: WifiSecurity, hidden: bool) -> Content {
    Content::Wifi { ssid: ssid.into(), password: password.into(), security, hidden }
}

fn email(address: &str, subject: &str, body: &str) -> Content {
    Content::Email { address: address.into(), subject: subject.into(), body: body.into() }
}

fn contact(name: &str, phone: &str, email: &str, organization: &str, url: &str) -> Content {
    Content::Contact {
        name: name.into(),
        phone: phone.into(),
        email: email.into(),
        organization: organization.into(),
        url: url.into(),
    }
}

fn options(ecc: Ecc) -> QrOptions {
    QrOptions { ecc, ..QrOptions::default() }
}

/// The modules the SVG's path draws, read back from its `M{x} {y}h{run}v1h-{run}z` runs, drawn at `scale` pixels a
/// module on the background, as a camera would see them (grey levels, 0 dark).
pub(super) fn pixels(svg: &str, scale: usize) -> (usize, Vec<u8>) {
    let side: usize = svg
        .split("viewBox=\"0 0 ")
        .nth(1)
        .expect("as written")
        .split(' ')
        .next()
        .expect("as written")
        .parse()
        .expect("as written");
    let path = svg.split(" d=\"").nth(1).expect("as written").split('"').next().expect("as written");
    let mut dark = vec![false; side * side];
    for run in path.split('M').filter(|run| !run.is_empty()) {
        let (start, rest) = run.split_once('h').expect("as written");
        let (x, y) = start.split_once(' ').expect("as written");
        let (x, y): (usize, usize) = (x.parse().expect("as written"), y.parse().expect("as written"));
        let length: usize = rest.split_once('v').expect("as written").0.parse().expect("as written");
        assert_eq!(rest, format!("{length}v1h-{length}z"));
        for module in &mut dark[y * side + x..y * side + x + length] {
            *module = true;
        }
    }
    let width = side * scale;
    let grey = (0..width * width).map(|i| if dark[(i / width / scale) * side + (i % width) / scale] { 0 } else { 255 });
    (width, grey.collect())
}

/// What a real decoder (rqrr) reads from the drawn code.
fn decode(svg: &str) -> String {
    let (width, grey) = pixels(svg, 4);
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, width, |x, y| grey[y * width + x]);
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one code found");
    grids[0].decode().expect("the code decodes").1
}

#[test]
fn wifi_payload_escapes_the_specs_characters() {
    assert_eq!(
        payload(&wifi("Home", "secret", WifiSecurity::Wpa, false)).expect("as written"),
        "WIFI:T:WPA;S:Home;P:secret;;"
    );
    assert_eq!(
        payload(&wifi(r#"My;Net,"x":y\z"#, r#"p;a,s:s\w""#, WifiSecurity::Wep, true)).expect("as written"),
        r#"WIFI:T:WEP;S:My\;Net\,\"x\"\:y\\z;P:p\;a\,s\:s\\w\";H:true;;"#
    );
    assert_eq!(
        payload(&wifi("Café", "ignored", WifiSecurity::None, false)).expect("as written"),
        "WIFI:T:nopass;S:Café;;"
    );
    assert_eq!(payload(&wifi("", "x", WifiSecurity::Wpa, false)), Err(QrError::NoSsid));
}

#[test]
fn mailto_payload_percent_encodes_subject_and_body() {
    assert_eq!(payload(&email(" ada@example.com ", "", "")).expect("as written"), "mailto:ada@example.com");
    assert_eq!(
        payload(&email("ada@example.com", "Hi & bye?", "Line 1\nLine 2 = 50%")).expect("as written"),
        "mailto:ada@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0ALine%202%20%3D%2050%25"
    );
    assert_eq!(payload(&email("a@b.c", "", "Ça")).expect("as written"), "mailto:a@b.c?body=%C3%87a");
    assert_eq!(payload(&email("  ", "x", "")), Err(QrError::NoAddress));
}

#[test]
fn vcard_payload_escapes_its_values() {
    assert_eq!(
        payload(&contact(
            "Ada Lovelace",
            "+44 20 7946 0000",
            "ada@example.com",
            "Analytical, Engines; Ltd",
            "https://example.com/a,b"
        ))
        .expect("as written"),
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Analytical\\, Engines\\; Ltd\r\n\
         TEL:+44 20 7946 0000\r\nEMAIL:ada@example.com\r\nURL:https://example.com/a,b\r\nEND:VCARD"
    );
    assert_eq!(
        payload(&contact("Cher", "", "", "", "")).expect("as written"),
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Cher;;;\r\nFN:Cher\r\nEND:VCARD"
    );
    // A line break cannot start a property of its own.
    assert_eq!(
        payload(&contact("A\\B\nC", "1\r\nEND:VCARD", "", "Org\r\nX", "")).expect("as written"),
        "BEGIN:VCARD\r\nVERSION:3.0\r\nN:C;A\\\\B;;;\r\nFN:A\\\\B\\nC\r\nORG:Org\\nX\r\nTEL:1 END:VCARD\r\nEND:VCARD"
    );
    assert_eq!(payload(&contact(" ", "1", "", "", "")), Err(QrError::NoName));
}

#[test]
fn text_and_url_payloads() {
    assert_eq!(payload(&text(" as typed \n")).expect("as written"), " as typed \n");
    assert_eq!(
        payload(&Content::Url { url: " https://example.com/?q=1 ".into() }).expect("as written"),
        "https://example.com/?q=1"
    );
    assert_eq!(payload(&text("")), Err(QrError::Empty));
}

#[test]
fn every_level_reads_back_through_a_real_decoder() {
    let contents = [
        text("https://penknife.example/tools/qr-code-generator"),
        text("Crème brûlée, 北京, emoji 🎉, tab\tand line\nbreak"),
        wifi("Home;Net", "p\"w:d", WifiSecurity::Wpa, true),
        email("ada@example.com", "Hello", "Two\nlines"),
        contact("Ada Lovelace", "+1 555", "ada@example.com", "Engines", "https://example.com"),
    ];
    for ecc in [Ecc::L, Ecc::M, Ecc::Q, Ecc::H] {
        for content in &contents {
            let code = generate(content, &options(ecc)).expect("as written");
            assert_eq!(decode(&code.svg), code.payload, "{ecc} {content:?}");
        }
    }
}

#[test]
fn the_svg_is_one_path_with_exact_colours_and_the_quiet_zone() {
    let code = generate(
        &text("HELLO"),
        &QrOptions {
            margin: 2,
            size: 300,
            foreground: "navy".into(),
            background: "rgb(255 250 240)".into(),
            ..options(Ecc::L)
        },
    )
    .expect("as written");
    assert_eq!((code.version, code.modules), (1, 21));
    assert!(code.svg.starts_with(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"300\" viewBox=\"0 0 25 25\" \
         shape-rendering=\"crispEdges\"><rect width=\"25\" height=\"25\" fill=\"#fffaf0\"/><path fill=\"#000080\" d=\"M2 2h7v1h-7z"
    ));
    assert_eq!(code.svg.matches("<path").count(), 1);
    assert!(code.svg.ends_with("z\"/></svg>"));
    assert_eq!(code.warning, None);
    // No quiet zone: the finder pattern starts at the corner; the size and margin are kept in their bounds.
    let bare = generate(&text("HELLO"), &QrOptions { margin: 99, size: 1, ..options(Ecc::L) }).expect("as written");
    assert!(bare.svg.contains("width=\"64\" height=\"64\" viewBox=\"0 0 53 53\""));
    let bare = generate(&text("HELLO"), &QrOptions { margin: 0, ..options(Ecc::L) }).expect("as written");
    assert!(bare.svg.contains("d=\"M0 0h7v1h-7z"));
}

#[test]
fn warns_of_low_contrast_and_of_a_light_code_on_dark() {
    let warn = |foreground: &str, background: &str| {
        let colours =
            QrOptions { foreground: foreground.into(), background: background.into(), ..QrOptions::default() };
        generate(&text("x"), &colours).expect("as written").warning
    };
    assert_eq!(warn("#000", "#fff"), None);
    assert_eq!(warn("#777", "#888"), Some(ContrastWarning::Low { ratio: 1.26 }));
    assert_eq!(warn("#fff", "#000"), Some(ContrastWarning::Inverted));
    assert_eq!(warn("#1a4", "#fff"), None);
    assert_eq!(
        ContrastWarning::Low { ratio: 1.23 }.to_string(),
        "Low contrast (1.23:1): many scanners will not read this code. Use a darker foreground or a lighter background."
    );
}

#[test]
fn refuses_invalid_colours() {
    let bad = |foreground: &str, background: &str| {
        let colours =
            QrOptions { foreground: foreground.into(), background: background.into(), ..QrOptions::default() };
        generate(&text("x"), &colours).expect_err("refused")
    };
    assert_eq!(bad("#12", "#fff"), QrError::Foreground);
    assert_eq!(bad("black", "notacolour"), QrError::Background);
    assert_eq!(bad("", "#fff"), QrError::Foreground);
    assert_eq!(bad("#000", "rgb(1,2"), QrError::Background);
}

#[test]
fn refuses_text_too_long_for_the_level_naming_the_limit() {
    for ecc in [Ecc::L, Ecc::M, Ecc::Q, Ecc::H] {
        let limit = ecc.byte_limit();
        let fits = generate(&text(&"a".repeat(limit)), &options(ecc)).expect("as written");
        assert_eq!(fits.version, 40);
        assert_eq!(
            generate(&text(&"a".repeat(limit + 1)), &options(ecc)),
            Err(QrError::TooLong { bytes: limit + 1, limit, ecc })
        );
    }
    assert_eq!(
        QrError::TooLong { bytes: 3000, limit: 2331, ecc: Ecc::M }.to_string(),
        "Too long for a QR code: 3000 bytes, and at error correction M one holds at most 2331 bytes."
    );
    // Huge input is refused before any encoding.
    let huge = "x".repeat(50_000_000);
    assert_eq!(
        generate(&text(&huge), &options(Ecc::L)),
        Err(QrError::TooLong { bytes: 50_000_000, limit: 2953, ecc: Ecc::L })
    );
    // Digits pack tighter than bytes: more of them fit than the byte limit.
    assert!(generate(&text(&"7".repeat(5000)), &options(Ecc::L)).is_ok());
}

#[test]
fn control_characters_are_encoded_as_they_are() {
    let hostile = "\0\u{1}\u{7f}\u{1b}[31m\u{202e}\u{feff}end";
    let code = generate(&text(hostile), &options(Ecc::M)).expect("as written");
    assert_eq!(decode(&code.svg), hostile);
}

#[test]
fn options_deserialize_with_defaults_and_refuse_unknown_fields() {
    let json = serde_json::json!({ "kind": "wifi", "ssid": "a", "password": "b", "security": "wep", "hidden": true });
    assert_eq!(serde_json::from_value::<Content>(json).expect("as written"), wifi("a", "b", WifiSecurity::Wep, true));
    assert!(serde_json::from_value::<Content>(serde_json::json!({ "kind": "text", "text": "a", "x": 1 })).is_err());
    assert_eq!(
        serde_json::from_value::<QrOptions>(serde_json::json!({ "ecc": "H" })).expect("as written"),
        options(Ecc::H)
    );
    assert!(serde_json::from_value::<QrOptions>(serde_json::json!({ "colour": "red" })).is_err());
}
