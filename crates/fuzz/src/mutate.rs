//! A small deterministic mutator for the smoke test: the same kinds of edits libFuzzer makes (byte flips,
//! insertions, deletions, repeats, splices, interesting tokens), driven by a seeded generator so every run
//! feeds the engines the same inputs. No coverage feedback: that is what `make fuzz` is for.

use penknife_core::random::{RandomSource, SeededRandom, below};

/// Tokens that matter to some engine: delimiters, escapes, markup, and the NUL that separates text from options.
const TOKENS: &[&[u8]] = &[
    b"\0",
    b"{",
    b"}",
    b"[",
    b"]",
    b"(",
    b")",
    b"\"",
    b"'",
    b"`",
    b"\\",
    b"\\u",
    b"<",
    b">",
    b"</",
    b"/>",
    b"<!--",
    b"-->",
    b"<script>",
    b"</script>",
    b"<style>",
    b"</style>",
    b"<div>",
    b"@media{",
    b"/*",
    b"*/",
    b"//",
    b"${",
    b"=>",
    b"**",
    b"__",
    b"~~",
    b"```",
    b"|",
    b"- [ ] ",
    b"# ",
    b"\n",
    b"\r\n",
    b"\t",
    b"=",
    b"\xe2\x80\x8b",
    b"\xc3\x9f",
    b"\xf0\x9f\x98\x80",
    b"\xff",
    b"-0",
    b"1e999",
    b"9223372036854775808",
];

/// Largest input the mutator builds: enough for nesting and long lines, small enough to stay fast.
const MAX_LEN: usize = 4096;

#[derive(Debug)]
pub struct Mutator {
    rng: SeededRandom,
}

impl Mutator {
    pub fn new(seed: u64) -> Self {
        Self { rng: SeededRandom::new(seed) }
    }

    fn below(&mut self, n: usize) -> usize {
        below(&mut self.rng, n.max(1) as u64) as usize
    }

    /// A mutant of `corpus`'s inputs: one picked at random, edited one to eight times.
    pub fn mutant(&mut self, corpus: &[Vec<u8>]) -> Vec<u8> {
        let mut data = if corpus.is_empty() { Vec::new() } else { corpus[self.below(corpus.len())].clone() };
        for _ in 0..=self.below(8) {
            self.edit(&mut data, corpus);
        }
        data.truncate(MAX_LEN);
        data
    }

    fn edit(&mut self, data: &mut Vec<u8>, corpus: &[Vec<u8>]) {
        let at = self.below(data.len() + 1);
        match self.below(7) {
            0 if !data.is_empty() => {
                let i = self.below(data.len());
                data[i] ^= 1 << self.below(8);
            }
            1 if !data.is_empty() => {
                let i = self.below(data.len());
                data[i] = self.rng.next_u64() as u8;
            }
            2 => {
                let token = TOKENS[self.below(TOKENS.len())];
                data.splice(at..at, token.iter().copied());
            }
            3 if at < data.len() => {
                let end = (at + 1 + self.below(16)).min(data.len());
                data.drain(at..end);
            }
            4 if at < data.len() => {
                // Repeat a piece many times: deep nesting, long runs, many lines.
                let end = (at + 1 + self.below(8)).min(data.len());
                let piece = data[at..end].to_vec();
                let times = 1 + self.below(256);
                let repeated: Vec<u8> = piece.iter().copied().cycle().take(piece.len() * times).collect();
                data.splice(at..at, repeated);
            }
            5 if !corpus.is_empty() => {
                let other = &corpus[self.below(corpus.len())];
                let from = self.below(other.len());
                let end = (from + 1 + self.below(64)).min(other.len());
                data.splice(at..at, other[from..end].iter().copied());
            }
            _ => {
                let bytes = self.rng.next_u64().to_le_bytes();
                data.splice(at..at, bytes[..1 + self.below(8)].iter().copied());
            }
        }
    }
}
