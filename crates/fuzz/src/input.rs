//! How a target reads its fuzzer bytes: `text NUL options`, split at the last NUL byte. The text is what the user
//! would type (invalid UTF-8 replaced, as a browser's text box would); the option bytes drive [`arbitrary`]'s
//! structured choices and then the generators' randomness. Without a NUL byte everything is text and every option
//! takes its zero value, so any plain file from the engines' tests is a useful seed as it is. File targets (raster
//! images) read `options file` instead: [`FuzzInput::with_file`].

use std::borrow::Cow;

use arbitrary::Unstructured;
use penknife_core::random::{RandomSource, SeededRandom};

use crate::fnv1a;

/// Option bytes in front of a file target's file: room for every choice a target makes, so the file starts at
/// the same offset in every input.
pub const FILE_OPTION_BYTES: usize = 16;

#[derive(Debug)]
pub struct FuzzInput<'a> {
    text: Cow<'a, str>,
    options: Unstructured<'a>,
    /// Seeds the randomness that follows once the option bytes run out.
    fallback_seed: u64,
}

impl<'a> FuzzInput<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        let (text, options) = match data.iter().rposition(|&byte| byte == 0) {
            Some(nul) => (&data[..nul], &data[nul + 1..]),
            None => (data, &[][..]),
        };
        Self { text: String::from_utf8_lossy(text), options: Unstructured::new(options), fallback_seed: fnv1a(data) }
    }

    /// A file target's input: [`FILE_OPTION_BYTES`] option bytes, then the file exactly as it is (files hold NUL
    /// bytes, so the text split above would cut them). An input that short is options only, with an empty file.
    pub fn with_file(data: &'a [u8]) -> (Self, &'a [u8]) {
        let (options, file) = data.split_at(data.len().min(FILE_OPTION_BYTES));
        let input = Self { text: Cow::Borrowed(""), options: Unstructured::new(options), fallback_seed: fnv1a(data) };
        (input, file)
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// The text's lines, for engines whose form has several text fields.
    pub fn fields(&self) -> Vec<&str> {
        self.text.split('\n').collect()
    }

    pub fn flag(&mut self) -> bool {
        self.options.arbitrary().unwrap_or_default()
    }

    /// A number in `range` (its start once the option bytes run out).
    pub fn number<T>(&mut self, range: std::ops::RangeInclusive<T>) -> T
    where
        T: arbitrary::unstructured::Int + Copy,
    {
        let start = *range.start();
        self.options.int_in_range(range).unwrap_or(start)
    }

    /// Any value of `T` the remaining option bytes describe.
    pub fn any<T: for<'b> arbitrary::Arbitrary<'b> + Default>(&mut self) -> T {
        self.options.arbitrary().unwrap_or_default()
    }

    /// One of `choices` (the first once the option bytes run out).
    pub fn choose<T: Copy>(&mut self, choices: &[T]) -> T {
        self.options.choose(choices).copied().unwrap_or(choices[0])
    }

    /// The generators' randomness: the remaining option bytes first, so the fuzzer steers the draws, then a
    /// seeded generator, so a draw loop never sees a constant stream a real generator could not produce.
    pub fn randomness(self) -> FuzzRandom<'a> {
        FuzzRandom { bytes: self.options, fallback: SeededRandom::new(self.fallback_seed) }
    }
}

#[derive(Debug)]
pub struct FuzzRandom<'a> {
    bytes: Unstructured<'a>,
    fallback: SeededRandom,
}

impl RandomSource for FuzzRandom<'_> {
    fn next_u64(&mut self) -> u64 {
        if self.bytes.len() >= 8
            && let Ok(word) = self.bytes.arbitrary::<u64>()
        {
            return word;
        }
        self.fallback.next_u64()
    }
}
