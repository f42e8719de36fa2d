//! Randomness for every generator: a cryptographically secure source and unbiased ways to use it.
//!
//! Engines take `&mut impl RandomSource` instead of reaching for the system themselves, so they stay pure
//! functions that tests can drive with a seeded source. Production callers (the wasm door, the CLI) pass
//! [`SystemRandom`]: the operating system's CSPRNG, which in the browser is Web Crypto's `getRandomValues`.
//!
//! The helpers avoid the classic mistakes: no `floor(random * n)` or `% n` bias, and drawing distinct values
//! ([`sample_distinct`]) takes exactly k steps however full the range is — no redraw-until-new loops.

mod numbers;
#[cfg(test)]
mod tests;

pub use numbers::*;

use std::collections::HashSet;

/// A stream of uniformly distributed 64-bit words.
pub trait RandomSource {
    fn next_u64(&mut self) -> u64;
}

impl<R: RandomSource + ?Sized> RandomSource for &mut R {
    fn next_u64(&mut self) -> u64 {
        (**self).next_u64()
    }
}

/// The operating system's CSPRNG, read 256 bytes at a time to keep system calls (or JS calls) rare.
#[derive(Debug)]
pub struct SystemRandom {
    buffer: [u64; 32],
    used: usize,
}

impl SystemRandom {
    pub fn new() -> Self {
        Self { buffer: [0; 32], used: 32 }
    }
}

impl Default for SystemRandom {
    fn default() -> Self {
        Self::new()
    }
}

impl RandomSource for SystemRandom {
    fn next_u64(&mut self) -> u64 {
        if self.used == self.buffer.len() {
            let mut bytes = [0u8; 256];
            // The OS generator failing means the platform is broken; there is no safe fallback to offer.
            #[allow(clippy::expect_used)]
            getrandom::fill(&mut bytes).expect("the system's secure random number generator is unavailable");
            for (word, chunk) in self.buffer.iter_mut().zip(bytes.chunks_exact(8)) {
                *word = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
            }
            self.used = 0;
        }
        let word = self.buffer[self.used];
        self.used += 1;
        word
    }
}

/// A deterministic source (SplitMix64): tests, benchmarks, and non-secret picks a page wants to keep stable
/// between keystrokes (the hashtag page's category picks). Never for passwords or anything secret.
#[derive(Debug, Clone)]
pub struct SeededRandom(u64);

impl SeededRandom {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }
}

impl RandomSource for SeededRandom {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// A uniform integer in `0..n` (`n > 0`), by Lemire's multiply-and-reject method: unbiased, and it redraws
/// with probability below n / 2^64, so in practice once.
pub fn below(rng: &mut impl RandomSource, n: u64) -> u64 {
    assert!(n > 0, "below(0) has no value to return");
    let threshold = n.wrapping_neg() % n;
    loop {
        let product = u128::from(rng.next_u64()) * u128::from(n);
        if (product as u64) >= threshold {
            return (product >> 64) as u64;
        }
    }
}

/// A uniform integer in `low..=high` over the whole `i64` range (`low <= high`).
pub fn between(rng: &mut impl RandomSource, low: i64, high: i64) -> i64 {
    assert!(low <= high, "between() needs low <= high");
    let span = high.abs_diff(low);
    let offset = if span == u64::MAX { rng.next_u64() } else { below(rng, span + 1) };
    low.wrapping_add_unsigned(offset)
}

/// A uniform float in `[0, 1)` with 53 random bits.
pub fn unit_f64(rng: &mut impl RandomSource) -> f64 {
    (rng.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

/// One element chosen uniformly; `None` for an empty slice.
pub fn choose<'a, T>(rng: &mut impl RandomSource, items: &'a [T]) -> Option<&'a T> {
    if items.is_empty() {
        return None;
    }
    items.get(below(rng, items.len() as u64) as usize)
}

/// Fisher–Yates: every order equally likely.
pub fn shuffle<T>(rng: &mut impl RandomSource, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// `k` distinct values from `0..n` (`k <= n`) in random order. Floyd's algorithm: exactly `k` draws even when
/// `k == n`, memory proportional to `k` not `n`.
pub fn sample_distinct(rng: &mut impl RandomSource, n: u64, k: usize) -> Vec<u64> {
    assert!(k as u64 <= n, "cannot draw more distinct values than the range holds");
    let mut chosen = HashSet::with_capacity(k);
    let mut order = Vec::with_capacity(k);
    for j in (n - k as u64)..n {
        let t = below(rng, j + 1);
        let value = if chosen.insert(t) { t } else { j };
        if value == j {
            chosen.insert(j);
        }
        order.push(value);
    }
    shuffle(rng, &mut order);
    order
}
