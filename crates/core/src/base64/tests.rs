use super::*;

/// RFC 4648 §10 test vectors.
const RFC4648: [(&str, &str); 7] = [
    ("", ""),
    ("f", "Zg=="),
    ("fo", "Zm8="),
    ("foo", "Zm9v"),
    ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="),
    ("foobar", "Zm9vYmFy"),
];

#[test]
fn encodes_rfc4648_vectors() {
    for (plain, encoded) in RFC4648 {
        assert_eq!(encode(plain.as_bytes()), encoded, "encode({plain:?})");
    }
}

#[test]
fn decodes_rfc4648_vectors_and_they_are_canonical() {
    for (plain, encoded) in RFC4648 {
        assert_eq!(decode(encoded).as_deref(), Ok(plain.as_bytes()), "decode({encoded:?})");
        assert!(is_canonical(encoded), "{encoded:?} should be canonical");
    }
}

#[test]
fn utf8_text_round_trips() {
    for text in ["Hello, World!", "Ärger über Öl", "日本語のテキスト", "emoji 🎉👩‍💻", "tab\tnewline\n"]
    {
        let encoded = encode(text.as_bytes());
        assert_eq!(decode_to_text(&encoded).as_deref(), Ok(text));
    }
    assert_eq!(encode("€".as_bytes()), "4oKs");
}

#[test]
fn non_utf8_bytes_round_trip_as_bytes_but_not_as_text() {
    let bytes: Vec<u8> = (0..=255).collect();
    let encoded = encode(&bytes);
    assert_eq!(decode(&encoded), Ok(bytes));
    assert!(is_canonical(&encoded));
    // 0xFF 0xFE is not UTF-8.
    assert_eq!(encode(&[0xFF, 0xFE]), "//4=");
    assert_eq!(decode_to_text("//4="), Err(Base64Error::NotText));
}

#[test]
fn refuses_characters_outside_the_standard_alphabet() {
    for bad in ["SGVsbG8h!", "SGVs-G8=", "SGVs_G8=", "SGVsbG8=\u{0}", "Zm9v√", "Zm 9v$"] {
        assert_eq!(decode(bad), Err(Base64Error::Invalid), "{bad:?}");
        assert!(!is_canonical(bad));
    }
}

#[test]
fn refuses_misplaced_or_excess_padding_and_impossible_lengths() {
    for bad in ["=Zm9v", "Zm=9v", "Zg===", "Zm9vY", "Z", "Zm9v="] {
        assert_eq!(decode(bad), Err(Base64Error::Invalid), "{bad:?}");
    }
}

#[test]
fn accepts_missing_padding_like_atob_but_it_is_not_canonical() {
    assert_eq!(decode("Zg"), Ok(b"f".to_vec()));
    assert_eq!(decode("Zm8"), Ok(b"fo".to_vec()));
    assert!(!is_canonical("Zg"));
    assert!(!is_canonical("Zm8"));
}

#[test]
fn accepts_nonzero_trailing_bits_like_atob_but_it_is_not_canonical() {
    // "Zh==" carries the same byte as "Zg==" plus stray low bits.
    assert_eq!(decode("Zh=="), Ok(b"f".to_vec()));
    assert!(!is_canonical("Zh=="));
}

#[test]
fn skips_ascii_whitespace_such_as_mime_line_breaks() {
    assert_eq!(decode_to_text("Zm9v\r\nYmFy\n").as_deref(), Ok("foobar"));
    assert_eq!(decode_to_text("  Zm9v YmFy  ").as_deref(), Ok("foobar"));
    assert!(is_canonical("Zm9v\nYmFy"));
}

#[test]
fn empty_input_decodes_to_nothing() {
    assert_eq!(decode(""), Ok(vec![]));
    assert_eq!(decode_to_text("  \n"), Ok(String::new()));
    assert!(is_canonical(""));
}

#[test]
fn error_messages_are_the_ones_users_see() {
    assert_eq!(Base64Error::Invalid.to_string(), "Invalid Base64 string. Please check your input.");
}

#[test]
fn skips_a_data_url_header() {
    assert_eq!(decode("data:text/plain;base64,Zm9vYmFy"), Ok(b"foobar".to_vec()));
    assert_eq!(decode("DATA:image/png;charset=x;base64,//4="), Ok(vec![0xFF, 0xFE]));
    assert!(is_canonical("data:text/plain;base64,Zm9v"));
    // A data URL that is not Base64 is not Base64.
    assert_eq!(decode("data:text/plain,hello"), Err(Base64Error::Invalid));
}

#[test]
fn checked_decode_answers_text_and_badge_in_one_pass() {
    let ok = decode_to_text_checked("SGVsbG8=");
    assert_eq!(ok, CheckedText { text: Ok("Hello".into()), canonical: true });
    // Missing padding: decodes like atob, but the badge says 'Invalid Base64'.
    assert_eq!(decode_to_text_checked("SGVsbG8"), CheckedText { text: Ok("Hello".into()), canonical: false });
    assert_eq!(decode_to_text_checked("SGVsbG8h!!"), CheckedText { text: Err(Base64Error::Invalid), canonical: false });
    // Valid Base64 of bytes that are not UTF-8: canonical, but not text.
    assert_eq!(decode_to_text_checked("/w=="), CheckedText { text: Err(Base64Error::NotText), canonical: true });
    assert!(decode_to_text_checked("").canonical);
}
