//! The Hash Generator: the input fed in chunks the fuzzer chooses gives every algorithm's one-shot digest, keyed or
//! not, and a pasted digest is matched to its algorithm in each of its forms.

use penknife_core::hash::{self as engine, Algorithm, HashError, Hasher};

use crate::input::FuzzInput;

pub fn fuzz(mut input: FuzzInput) {
    let data = input.text().as_bytes().to_vec();
    let key: Option<Vec<u8>> = match input.number(0u8..=2) {
        0 => None,
        1 => Some(b"whats the Elvish word for friend".to_vec()),
        _ => Some(input.any::<Vec<u8>>()),
    };
    let whole = engine::hash(&data, key.as_deref());
    if key.as_ref().is_some_and(Vec::is_empty) {
        assert_eq!(whole, Err(HashError::EmptyKey));
        return;
    }
    let whole = whole.expect("a non-empty key");
    assert_eq!(whole.length, data.len() as u64);
    assert_eq!(whole.digests.len() + whole.unavailable.len(), Algorithm::ALL.len());
    // The chunks the fuzzer chooses, then the rest.
    let mut hasher = Hasher::new(&Algorithm::ALL, key.as_deref()).expect("a non-empty key");
    let mut from = 0;
    while from < data.len() {
        let size = usize::from(input.number(0u16..=1024));
        let to = if size == 0 { data.len() } else { (from + size).min(data.len()) };
        hasher.update(&data[from..to]);
        from = to;
    }
    assert_eq!(hasher.finish(), whole);
    // Each digest is found again from its hexadecimal (either case) and its Base64.
    for digest in &whole.digests {
        assert_eq!(digest.hex.len(), digest.algorithm.output_len() * 2);
        for pasted in [&digest.hex, &digest.hex.to_uppercase(), &digest.base64] {
            assert_eq!(engine::find_match(pasted, &whole.digests), Ok(Some(digest.algorithm)), "{pasted}");
        }
    }
    // Anything pasted is a digest that matches or not, or refused: never a panic.
    let _ = engine::find_match(input.text(), &whole.digests);
}
