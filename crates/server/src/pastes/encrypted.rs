//! A private paste as the server sees it: core's [`Sealed`] (format v1, whose parsing already checks the base64url
//! and the IV length), held to the rest of the shape here. The server never holds a key, so it cannot check more:
//! whether it opens is for the reader's browser or CLI to find out.

use penknife_core::paste::{Kdf, SALT_BYTES, STORED_ITERATIONS, Sealed};

use super::error::{PasteError, PasteResult};

/// AES-GCM's tag, which every ciphertext ends with.
const TAG_BYTES: usize = 16;

/// Checks what parsing cannot; returns the ciphertext's length in bytes (what the size limit counts).
pub fn check(sealed: &Sealed) -> PasteResult<usize> {
    if sealed.ciphertext.len() <= TAG_BYTES {
        return Err(PasteError::invalid("encrypted.ciphertext is too short to hold anything."));
    }
    if let Some(Kdf::Pbkdf2Sha256 { iterations, salt }) = &sealed.kdf {
        if !STORED_ITERATIONS.contains(iterations) {
            return Err(PasteError::invalid(format!(
                "encrypted.kdf.iterations must be from {} to {}.",
                STORED_ITERATIONS.start(),
                STORED_ITERATIONS.end()
            )));
        }
        if salt.len() != SALT_BYTES {
            return Err(PasteError::invalid(format!("encrypted.kdf.salt must be {SALT_BYTES} bytes.")));
        }
    }
    Ok(sealed.ciphertext.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use penknife_core::paste::NEW_PASSWORD_ITERATIONS;

    /// The format's test vectors as our writers send them: the vectors stretch a password 1,000 times to stay
    /// quick, our writers [`NEW_PASSWORD_ITERATIONS`] times (the server never opens a paste, so it cannot tell).
    fn vectors() -> Vec<Sealed> {
        let file: serde_json::Value =
            serde_json::from_str(include_str!("../../../core/src/paste/test-vectors.json")).expect("vectors");
        file["vectors"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|vector| {
                let mut sealed: Sealed = serde_json::from_value(vector["encrypted"].clone()).expect("the wire shape");
                if let Some(Kdf::Pbkdf2Sha256 { iterations, .. }) = &mut sealed.kdf {
                    *iterations = NEW_PASSWORD_ITERATIONS;
                }
                sealed
            })
            .collect()
    }

    #[test]
    fn the_format_test_vectors_pass() {
        let [plain, with_password] = <[Sealed; 2]>::try_from(vectors()).expect("two vectors");
        for vector in [&plain, &with_password] {
            assert_eq!(check(vector).expect("a valid private paste"), vector.ciphertext.len());
        }
    }

    #[test]
    fn a_password_stretched_less_than_our_writers_do_is_refused() {
        let [_, with_password] = <[Sealed; 2]>::try_from(vectors()).expect("two vectors");
        let stretched = |count: u32| Sealed {
            kdf: Some(Kdf::Pbkdf2Sha256 { iterations: count, salt: vec![0; SALT_BYTES] }),
            ..with_password.clone()
        };
        for weak in [1_000, NEW_PASSWORD_ITERATIONS - 1, 10_000_001] {
            let Err(PasteError::Invalid(message)) = check(&stretched(weak)) else { panic!("{weak} accepted") };
            assert_eq!(message, "encrypted.kdf.iterations must be from 600000 to 10000000.");
        }
        assert!(check(&stretched(NEW_PASSWORD_ITERATIONS)).is_ok());
    }

    #[test]
    fn bad_shapes_are_refused() {
        let [plain, with_password] = <[Sealed; 2]>::try_from(vectors()).expect("two vectors");
        let tag_only = Sealed { ciphertext: vec![0; TAG_BYTES], ..plain.clone() };
        let with_kdf = |iterations: u32, salt: Vec<u8>| Sealed {
            kdf: Some(Kdf::Pbkdf2Sha256 { iterations, salt }),
            ..with_password.clone()
        };
        for bad in [tag_only, with_kdf(999, vec![0; SALT_BYTES]), with_kdf(600_000, vec![0; 4])] {
            assert!(matches!(check(&bad), Err(PasteError::Invalid(_))), "{bad:?}");
        }
        // What parsing refuses never reaches `check`: a short IV, padding, another KDF.
        let wire = |patch: &dyn Fn(&mut serde_json::Value)| {
            let mut value = serde_json::to_value(&with_password).expect("serialises");
            patch(&mut value);
            serde_json::from_value::<Sealed>(value)
        };
        assert!(wire(&|v| v["iv"] = "AAAA".into()).is_err());
        assert!(
            wire(&|v| v["ciphertext"] = format!("{}=", v["ciphertext"].as_str().unwrap_or_default()).into()).is_err()
        );
        assert!(wire(&|v| v["kdf"]["name"] = "Argon2id".into()).is_err());
    }
}
