use super::*;

/// The first bytes of each format: enough for the sniffer, not a whole image.
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0";
const JPEG: &[u8] = &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F', 0];
const GIF: &[u8] = b"GIF89a\x01\0\x01\0\x80\0\0";
const WEBP: &[u8] = b"RIFF\x24\0\0\0WEBPVP8L\x0d\0\0\0\x2f\0\0\0";
const AVIF: &[u8] = b"\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf";
const AVIF_COMPATIBLE: &[u8] = b"\0\0\0\x18ftypmif1\0\0\0\0mif1avif";
const BMP: &[u8] = b"BM\x3a\0\0\0\0\0\0\0\x36\0\0\0\x28\0\0\0\x01\0\0\0";
const ICO: &[u8] = &[0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0];
const SVG: &[u8] = br#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#;

fn refusal<T: std::fmt::Debug>(result: Result<T, DataUriError>) -> DataUriError {
    result.expect_err("a refusal")
}

#[test]
fn sniffs_each_format_from_its_first_bytes() {
    let cases = [
        (PNG, ImageFormat::Png, "image/png", "png"),
        (JPEG, ImageFormat::Jpeg, "image/jpeg", "jpg"),
        (GIF, ImageFormat::Gif, "image/gif", "gif"),
        (WEBP, ImageFormat::Webp, "image/webp", "webp"),
        (AVIF, ImageFormat::Avif, "image/avif", "avif"),
        (AVIF_COMPATIBLE, ImageFormat::Avif, "image/avif", "avif"),
        (BMP, ImageFormat::Bmp, "image/bmp", "bmp"),
        (ICO, ImageFormat::Ico, "image/x-icon", "ico"),
        (SVG, ImageFormat::Svg, "image/svg+xml", "svg"),
    ];
    for (bytes, format, mime, extension) in cases {
        assert_eq!(sniff(bytes), Some(format), "{format:?}");
        assert_eq!((format.mime(), format.extension()), (mime, extension));
    }
}

#[test]
fn sniffs_svg_after_its_prolog_and_only_then() {
    let prolog = "\u{feff}<?xml version=\"1.0\"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x\">\n<svg>";
    assert_eq!(sniff(prolog.as_bytes()), Some(ImageFormat::Svg));
    assert_eq!(sniff(b"  <svg\n viewBox='0 0 1 1'></svg>"), Some(ImageFormat::Svg));
    for not_svg in [
        &b"<html><body><svg></svg></body></html>"[..],
        b"<svgfoo/>",
        b"<!-- <svg> in an unclosed comment",
        b"<?xml version='1.0'?><root/>",
        b"hello <svg>",
        b"<svg\xff\xfe>",
    ] {
        assert_eq!(sniff(not_svg), None, "{}", String::from_utf8_lossy(not_svg));
    }
}

#[test]
fn does_not_mistake_lookalikes_for_images() {
    for bytes in [
        &b"BMW is a car"[..],
        b"RIFF\0\0\0\0WAVEfmt ",
        b"\0\0\0\x18ftypmp42\0\0\0\0mp42isom",
        b"\0\0\x01\0\0\0",
        b"\x89PN",
        b"\xFF\xD8",
        b"GIF8",
        b"%PDF-1.7",
        b"",
    ] {
        assert_eq!(sniff(bytes), None, "{bytes:?}");
    }
}

#[test]
fn encodes_an_image_to_the_four_texts() {
    let encoded = encode(GIF).expect("an image");
    let base64 = "R0lGODlhAQABAIAAAA==";
    assert_eq!(encoded.format, ImageFormat::Gif);
    assert_eq!(encoded.mime, "image/gif");
    assert_eq!(encoded.base64, base64);
    assert_eq!(encoded.text(Form::DataUrl), format!("data:image/gif;base64,{base64}"));
    assert_eq!(encoded.text(Form::Base64), base64);
    assert_eq!(encoded.text(Form::Css), format!("background-image: url(\"data:image/gif;base64,{base64}\");"));
    assert_eq!(encoded.text(Form::Html), format!("<img src=\"data:image/gif;base64,{base64}\" alt=\"\">"));
    // The page gets the Base64 once and each form's surroundings, in the order it shows them.
    let texts: Vec<_> = encoded.texts.iter().map(|t| [t.before.as_str(), &encoded.base64, t.after].concat()).collect();
    assert_eq!(texts, Form::ALL.map(|form| encoded.text(form)));
}

#[test]
fn round_trips_every_format_through_each_text() {
    for bytes in [PNG, JPEG, GIF, WEBP, AVIF, BMP, ICO, SVG] {
        let encoded = encode(bytes).expect("an image");
        for text in [encoded.text(Form::DataUrl), encoded.base64.clone()] {
            let decoded = decode(&text).expect("decodes");
            assert_eq!((decoded.bytes.as_slice(), decoded.format), (bytes, encoded.format));
            assert_eq!(decoded.declared_mime, None);
        }
    }
}

#[test]
fn refuses_what_is_not_an_image_on_both_ways() {
    assert_eq!(refusal(encode(b"%PDF-1.7\n")), DataUriError::NotAnImage);
    assert_eq!(refusal(decode("data:text/plain;base64,aGVsbG8=")), DataUriError::NotAnImage);
    assert_eq!(refusal(decode("aGVsbG8=")), DataUriError::NotAnImage);
    assert_eq!(
        DataUriError::NotAnImage.to_string(),
        "This is not an image in a format this tool knows (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG)."
    );
}

#[test]
fn refuses_empty_input() {
    assert_eq!(refusal(encode(b"")), DataUriError::Empty);
    assert_eq!(refusal(decode("  \n")), DataUriError::Empty);
    assert_eq!(refusal(decode("data:image/png;base64,")), DataUriError::Empty);
    assert_eq!(DataUriError::Empty.to_string(), "There is nothing to convert: the input is empty.");
}

#[test]
fn refuses_images_over_25_megabytes_both_ways() {
    let mut huge = PNG.to_vec();
    huge.resize(MAX_BYTES + 1, 0);
    let too_large = DataUriError::TooLarge { limit_megabytes: 25 };
    assert_eq!(refusal(encode(&huge)), too_large);
    assert_eq!(check_size(50 << 30), Err(too_large.clone()));
    assert_eq!(check_size(0), Err(DataUriError::Empty));
    assert_eq!(check_size(MAX_BYTES as u64), Ok(()));
    assert_eq!(too_large.to_string(), "This is too large: the limit is 25 MB of image.");
    huge.truncate(MAX_BYTES);
    assert_eq!(decode(&encode(&huge).expect("an image").base64).expect("decodes").bytes.len(), MAX_BYTES);
    // Unpadded, so three more bytes can follow.
    huge.truncate(MAX_BYTES - MAX_BYTES % 3);
    let over = format!("{}AAAA", encode(&huge).expect("an image").base64);
    assert_eq!(refusal(decode(&over)), too_large);
    assert_eq!(refusal(decode(&"A".repeat(MAX_TEXT + 1))), too_large);
}

#[test]
fn trusts_the_bytes_not_the_declared_type() {
    let base64 = crate::base64::encode(JPEG);
    let decoded = decode(&format!("data:image/png;base64,{base64}")).expect("decodes");
    assert_eq!((decoded.format, decoded.extension.as_str()), (ImageFormat::Jpeg, "jpg"));
    assert_eq!(decoded.declared_mime.as_deref(), Some("image/png"));
    let decoded = decode(&format!("DATA:Image/JPG;charset=x;BASE64,{base64}")).expect("decodes");
    assert_eq!((decoded.format, decoded.declared_mime), (ImageFormat::Jpeg, None));
    let decoded = decode(&format!("data:;base64,{base64}")).expect("decodes");
    assert_eq!(decoded.declared_mime, None);
}

#[test]
fn tolerates_white_space_and_the_url_safe_alphabet() {
    let bytes = [PNG, &[0, 0xFB, 0xFF, 0xBF]].concat();
    let base64 = crate::base64::encode(&bytes);
    assert!(base64.contains('+') && base64.contains('/'));
    let url_safe = base64.replace('+', "-").replace('/', "_").trim_end_matches('=').to_owned();
    let wrapped: String =
        url_safe.as_bytes().chunks(8).map(|c| std::str::from_utf8(c).expect("ASCII")).collect::<Vec<_>>().join("\r\n ");
    assert_eq!(decode(&format!("\n data:image/png;base64,\n{wrapped}\n")).expect("decodes").bytes, bytes);
}

#[test]
fn names_the_first_bad_character_and_its_position() {
    assert_eq!(
        refusal(decode("data:image/png;base64,iVBOR*w0K")),
        DataUriError::InvalidCharacter { position: 28, character: "*".into() }
    );
    assert_eq!(refusal(decode("  iVB€OR")), DataUriError::InvalidCharacter { position: 6, character: "€".into() });
    // Padding before the end: the `=` is what is out of place.
    assert_eq!(refusal(decode("QQ==QQ==")), DataUriError::InvalidCharacter { position: 3, character: "=".into() });
    assert_eq!(
        DataUriError::InvalidCharacter { position: 28, character: "*".into() }.to_string(),
        "Invalid Base64 at character 28: “*” cannot be there."
    );
}

#[test]
fn refuses_truncated_base64() {
    let base64 = encode(PNG).expect("an image").base64;
    assert_eq!(refusal(decode(&base64[..base64.len() - 3])), DataUriError::Truncated);
    assert_eq!(refusal(decode("QQ===")), DataUriError::Truncated);
}

#[test]
fn refuses_a_data_url_without_its_comma() {
    assert_eq!(refusal(decode("data:image/png;base64")), DataUriError::MissingComma);
}

#[test]
fn decodes_a_percent_encoded_svg_data_url() {
    let decoded = decode("data:image/svg+xml,%3Csvg%20xmlns%3D%22http://www.w3.org/2000/svg%22/%3E").expect("decodes");
    assert_eq!(decoded.bytes, br#"<svg xmlns="http://www.w3.org/2000/svg"/>"#);
    assert_eq!((decoded.format, decoded.extension.as_str()), (ImageFormat::Svg, "svg"));
    assert_eq!(
        refusal(decode("data:image/svg+xml,%3Csvg%zz")),
        DataUriError::InvalidEscape { position: 26, sequence: "%zz".into() }
    );
}

proptest::proptest! {
    #[test]
    fn any_png_round_trips(tail in proptest::collection::vec(proptest::num::u8::ANY, 0..200)) {
        let bytes = [PNG, &tail].concat();
        let encoded = encode(&bytes).expect("an image");
        proptest::prop_assert_eq!(decode(&encoded.text(Form::DataUrl)).expect("decodes").bytes, bytes);
    }

    #[test]
    fn never_panics_and_positions_point_inside(text in "\\PC{0,64}") {
        if let Err(DataUriError::InvalidCharacter { position, character }) = decode(&text) {
            proptest::prop_assert_eq!(text.chars().nth(position - 1).map(String::from), Some(character));
        }
    }
}
