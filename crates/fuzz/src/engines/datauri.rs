//! The Image to Base64: the input is both a file to encode and a text to decode.

use penknife_core::datauri::{self as engine, DataUriError, Form};

pub fn fuzz(data: &[u8]) {
    // Any file the sniffer takes as an image comes back byte for byte, as the same format, from each text.
    if let Ok(encoded) = engine::encode(data) {
        assert_eq!(engine::sniff(data), Some(encoded.format));
        for text in [encoded.text(Form::DataUrl), encoded.base64.clone()] {
            let decoded = engine::decode(&text).expect("an encoded image decodes");
            assert_eq!((decoded.bytes.as_slice(), decoded.format), (data, encoded.format));
        }
    }
    // Any text decodes to an image the sniffer knows, or is refused at a place inside it holding what it quotes.
    let text = String::from_utf8_lossy(data);
    match engine::decode(&text) {
        Ok(decoded) => assert_eq!(engine::sniff(&decoded.bytes), Some(decoded.format)),
        Err(DataUriError::InvalidCharacter { position, character }) => {
            assert_eq!(text.chars().nth(position - 1).map(String::from), Some(character), "in {text:?}");
        }
        Err(DataUriError::InvalidEscape { position, sequence }) => {
            let at: String = text.chars().skip(position - 1).collect();
            assert!(at.starts_with(&sequence), "{sequence:?} at {position} in {text:?}");
        }
        Err(_) => {}
    }
}
