//! Passwords: the policy (length, not one of the most common) and Argon2id hashing off the async runtime.

use std::collections::HashSet;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock};

use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier as _, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::Semaphore;

use super::error::{AuthError, AuthResult};
use crate::secrets::random_bytes;

/// ASVS 5.0 (V6.2.1): at least 8 characters; the common-password list below does the rest.
pub const MIN_LENGTH: usize = 8;
/// ASVS 5.0 (V6.2.9) asks that at least 64 characters be allowed. The cap keeps what reaches Argon2 bounded: a
/// sign-in never hashes more than `MAX_LENGTH` characters (at most 4 × `MAX_LENGTH` bytes).
pub const MAX_LENGTH: usize = 256;

/// The shipped list (see the file's header for its source).
static COMMON_PASSWORDS: LazyLock<HashSet<&'static str>> = LazyLock::new(|| {
    include_str!("common-passwords.txt").lines().filter(|line| !line.is_empty() && !line.starts_with('#')).collect()
});

/// Whether `password` is within [`MAX_LENGTH`] characters: no password longer than that can have been set, so a
/// longer one is refused before it costs an Argon2 run. Bytes are checked first, so a huge one is not even counted.
pub fn within_max_length(password: &str) -> bool {
    password.len() <= MAX_LENGTH * 4 && password.chars().count() <= MAX_LENGTH
}

/// Refuses passwords a sign-up or a password change must not set.
pub fn check_strength(password: &str) -> AuthResult<()> {
    if !within_max_length(password) || password.chars().count() < MIN_LENGTH {
        return Err(AuthError::weak_password(
            "Password should be at least 8 characters and at most 256 characters.",
            vec!["length"],
        ));
    }
    // The list is lowercase; "Password1" is as guessable as "password1".
    if COMMON_PASSWORDS.contains(password.to_lowercase().as_str()) {
        return Err(AuthError::weak_password(
            "Password is known to be weak and easy to guess, please choose a different one.",
            vec!["pwned"],
        ));
    }
    Ok(())
}

/// Argon2id (m = 19 MiB, t = 2, p = 1, OWASP's recommendation) on blocking threads, at most a few at a time: a
/// flood of sign-ins queues here instead of taking every thread or hundreds of MiB of memory.
#[derive(Debug, Clone)]
pub struct PasswordHasher {
    permits: Arc<Semaphore>,
    /// A hash of a random password, checked when the e-mail is unknown so that answer takes as long as a
    /// wrong password for a real account.
    dummy_hash: Arc<str>,
    /// Argon2 runs so far (hashes and checks): the tests compare the work of answers that must look alike.
    runs: Arc<AtomicU64>,
}

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid Argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn hash_now(password: &str) -> AuthResult<String> {
    let salt = SaltString::encode_b64(&random_bytes(16)).map_err(|error| AuthError::internal(&error))?;
    let hash = argon2().hash_password(password.as_bytes(), &salt).map_err(|error| AuthError::internal(&error))?;
    Ok(hash.to_string())
}

fn verify_now(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| argon2().verify_password(password.as_bytes(), &parsed).is_ok())
}

impl PasswordHasher {
    pub fn new() -> AuthResult<Self> {
        let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        let dummy = hash_now(&crate::secrets::random_token(24))?;
        Ok(Self { permits: Arc::new(Semaphore::new(threads.max(2))), dummy_hash: dummy.into(), runs: Arc::default() })
    }

    /// How many hashes and checks this hasher has run.
    pub fn runs(&self) -> u64 {
        self.runs.load(Ordering::Relaxed)
    }

    pub async fn hash(&self, password: &str) -> AuthResult<String> {
        let password = password.to_owned();
        self.run(move || hash_now(&password)).await?
    }

    /// Checks `password` against `hash`, or against the dummy hash when there is no account (always false then).
    pub async fn verify(&self, password: &str, hash: Option<&str>) -> AuthResult<bool> {
        let (password, real) = (password.to_owned(), hash.is_some());
        let hash = hash.map_or_else(|| self.dummy_hash.to_string(), str::to_owned);
        let matches = self.run(move || verify_now(&password, &hash)).await?;
        Ok(real && matches)
    }

    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> AuthResult<T> {
        let _permit = self.permits.acquire().await.map_err(|error| AuthError::internal(&error))?;
        self.runs.fetch_add(1, Ordering::Relaxed);
        tokio::task::spawn_blocking(work).await.map_err(|error| AuthError::internal(&error))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::error::AuthCode;

    #[test]
    fn length_limits() {
        assert_eq!(check_strength("Zq8#vLm").expect_err("7 characters").weak_password_reasons, ["length"]);
        assert!(check_strength("Zq8#vLmx").is_ok());
        assert!(check_strength(&"Zq8#vL".repeat(43)[..256]).is_ok());
        assert_eq!(check_strength(&"x7".repeat(129)).expect_err("258 characters").weak_password_reasons, ["length"]);
        // Characters, not bytes: eight é are eight characters, and 256 four-byte characters are allowed.
        assert!(check_strength("éèêëēėęě").is_ok());
        assert!(check_strength(&"🔑".repeat(256)).is_ok());
        assert!(!within_max_length(&"🔑".repeat(257)));
        assert!(!within_max_length(&"x".repeat(1 << 20)));
    }

    #[test]
    fn common_passwords_are_refused_in_any_case() {
        for password in ["password", "12345678", "qwerty123", "Password", "ILOVEYOU"] {
            let error = check_strength(password).expect_err(password);
            assert_eq!(error.code, AuthCode::WeakPassword);
            assert_eq!(error.weak_password_reasons, ["pwned"], "{password}");
        }
        assert!(COMMON_PASSWORDS.len() > 3000);
        assert!(COMMON_PASSWORDS.iter().all(|p| p.chars().count() >= MIN_LENGTH));
    }

    #[tokio::test]
    async fn hashes_verify_only_their_password() {
        let hasher = PasswordHasher::new().expect("hasher");
        let hash = hasher.hash("correct horse").await.expect("hash");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"));
        assert!(hasher.verify("correct horse", Some(&hash)).await.expect("verify"));
        assert!(!hasher.verify("wrong horse", Some(&hash)).await.expect("verify"));
        assert!(!hasher.verify("correct horse", None).await.expect("verify"));
    }
}
