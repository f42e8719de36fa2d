//! Joins raw DEFLATE streams, compressed separately, into one zlib stream that inflates to their data in order.
//!
//! libdeflate compresses a whole buffer at once and always ends with a final block; it cannot stop mid-stream
//! as zlib's `Z_SYNC_FLUSH` does. So each stream is walked block by block (decoding its Huffman codes, writing
//! nothing) to find where its last block starts and where it ends; that block's BFINAL bit is cleared and an
//! empty stored block brings the next stream to a byte boundary (5 bytes a join). The checksum is combined from
//! each part's Adler-32, as zlib's `adler32_combine` does.

/// A raw DEFLATE stream and the checksum and length of the data it inflates to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Part {
    pub deflate: Vec<u8>,
    pub adler: u32,
    pub len: u64,
}

impl Part {
    /// `deflate`, a complete raw DEFLATE stream of `data`.
    pub fn new(deflate: Vec<u8>, data: &[u8]) -> Self {
        Self { deflate, adler: adler32(data), len: data.len() as u64 }
    }
}

/// One zlib stream of every part's data, in order (`level_flag` is the header's FLEVEL, 0–3, a hint only), or
/// `None` when a part is not a well-formed DEFLATE stream.
pub(super) fn join(parts: &[Part], level_flag: u8) -> Option<Vec<u8>> {
    let compressed: usize = parts.iter().map(|part| part.deflate.len() + 5).sum();
    let mut out = Vec::with_capacity(compressed + 6);
    // CMF: deflate with a 32 KB window; FLG: the level hint and the check bits that make CMF·256 + FLG ≡ 0 (31).
    let cmf = 0x78u8;
    let flg = (level_flag & 3) << 6;
    out.extend([cmf, flg + ((31 - (u16::from(cmf) * 256 + u16::from(flg)) % 31) % 31) as u8]);
    let mut adler = 1;
    for (index, part) in parts.iter().enumerate() {
        let (final_block_bit, end_bit) = walk(&part.deflate)?;
        let start = out.len();
        out.extend_from_slice(&part.deflate[..end_bit.div_ceil(8) as usize]);
        let tail = (end_bit % 8) as u32;
        if tail > 0 {
            *out.last_mut().expect("a partial byte") &= (1 << tail) - 1;
        }
        if index + 1 < parts.len() {
            out[start + (final_block_bit / 8) as usize] &= !(1 << (final_block_bit % 8));
            // An empty stored block (what zlib's Z_SYNC_FLUSH writes) brings the next part to a byte boundary, where
            // its own stored blocks expect to start counting: three zero header bits, padding, LEN 0, NLEN 0xFFFF.
            if tail == 0 || tail > 5 {
                out.push(0);
            }
            out.extend([0, 0, 0xFF, 0xFF]);
        }
        adler = adler32_combine(adler, part.adler, part.len);
    }
    if parts.is_empty() {
        // An empty final stored block: the stream must hold at least one block.
        out.extend([1, 0, 0, 0xFF, 0xFF]);
    }
    out.extend(adler.to_be_bytes());
    Some(out)
}

pub(super) fn adler32(data: &[u8]) -> u32 {
    libdeflater::adler32(data)
}

/// The Adler-32 of `a`'s data followed by `b`'s (`b_len` bytes), from zlib's `adler32_combine`.
fn adler32_combine(a: u32, b: u32, b_len: u64) -> u32 {
    const BASE: u64 = 65521;
    let rem = b_len % BASE;
    let a_low = u64::from(a & 0xFFFF);
    let low = (a_low + u64::from(b & 0xFFFF) + BASE - 1) % BASE;
    let high = (rem * a_low + u64::from(a >> 16) + u64::from(b >> 16) + BASE - rem) % BASE;
    ((high << 16) | low) as u32
}

/// The bit positions of the last block's header and of the stream's end, or `None` for a malformed stream.
fn walk(deflate: &[u8]) -> Option<(u64, u64)> {
    let mut bits = BitReader { bytes: deflate, at: 0 };
    let fixed = fixed_codes();
    loop {
        let header = bits.at;
        let is_final = bits.take(1)? == 1;
        match bits.take(2)? {
            0 => {
                bits.at = bits.at.next_multiple_of(8);
                let len = bits.take(16)?;
                let nlen = bits.take(16)?;
                if len != !nlen & 0xFFFF {
                    return None;
                }
                bits.skip(u64::from(len) * 8)?;
            }
            1 => skip_symbols(&mut bits, &fixed.0, &fixed.1)?,
            2 => {
                let (literals, distances) = dynamic_codes(&mut bits)?;
                skip_symbols(&mut bits, &literals, &distances)?;
            }
            _ => return None,
        }
        if is_final {
            return Some((header, bits.at));
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: u64,
}

impl BitReader<'_> {
    /// The next `n` (≤ 16) bits, least significant first; `None` past the end.
    fn take(&mut self, n: u32) -> Option<u32> {
        let value = self.peek(n)?;
        self.at += u64::from(n);
        Some(value)
    }

    /// The next `n` bits without consuming them; `None` past the end.
    fn peek(&self, n: u32) -> Option<u32> {
        if self.at + u64::from(n) > self.bytes.len() as u64 * 8 {
            return None;
        }
        Some(self.peek_padded(n))
    }

    /// The next `n` (≤ 24) bits, zeros past the end.
    fn peek_padded(&self, n: u32) -> u32 {
        let byte = (self.at / 8) as usize;
        let mut window = 0u32;
        for (i, &b) in self.bytes.iter().skip(byte).take(4).enumerate() {
            window |= u32::from(b) << (8 * i);
        }
        (window >> (self.at % 8)) & ((1 << n) - 1)
    }

    fn skip(&mut self, n: u64) -> Option<()> {
        if self.at + n > self.bytes.len() as u64 * 8 {
            return None;
        }
        self.at += n;
        Some(())
    }
}

/// Bits looked up at once; longer codes (rare) are decoded bit by bit.
const FAST_BITS: u32 = 10;

/// A canonical Huffman code: a lookup table for codes up to [`FAST_BITS`] long, and per length the count of codes
/// and the symbols in code order for the rest.
struct Code {
    /// `(symbol << 4) | length` for each `FAST_BITS`-bit window, 0 where the code is longer.
    fast: Vec<u16>,
    counts: [u16; 16],
    symbols: Vec<u16>,
}

impl Code {
    /// `None` for lengths that over-subscribe the code (more codes than bit patterns).
    fn new(lengths: &[u8]) -> Option<Self> {
        let mut counts = [0u16; 16];
        for &length in lengths {
            counts[usize::from(length)] += 1;
        }
        counts[0] = 0;
        let mut left = 1i32;
        for &count in &counts[1..] {
            left = left * 2 - i32::from(count);
            if left < 0 {
                return None;
            }
        }
        let mut offsets = [0u16; 16];
        for length in 1..15 {
            offsets[length + 1] = offsets[length] + counts[length];
        }
        let mut symbols = vec![0u16; lengths.len()];
        for (symbol, &length) in lengths.iter().enumerate() {
            if length > 0 {
                symbols[usize::from(offsets[usize::from(length)])] = symbol as u16;
                offsets[usize::from(length)] += 1;
            }
        }
        let mut fast = vec![0u16; 1 << FAST_BITS];
        let mut code = 0u32;
        let mut index = 0usize;
        for length in 1..=FAST_BITS {
            for _ in 0..counts[length as usize] {
                let reversed = code.reverse_bits() >> (32 - length);
                let entry = (symbols[index] << 4) | length as u16;
                for fill in (reversed..1 << FAST_BITS).step_by(1 << length) {
                    fast[fill as usize] = entry;
                }
                code += 1;
                index += 1;
            }
            code <<= 1;
        }
        Some(Self { fast, counts, symbols })
    }

    fn decode(&self, bits: &mut BitReader) -> Option<u16> {
        let entry = self.fast[bits.peek_padded(FAST_BITS) as usize];
        if entry != 0 {
            bits.take(u32::from(entry & 15))?;
            return Some(entry >> 4);
        }
        // Bit by bit, as zlib's `puff` decodes: codes of each length are consecutive, in symbol order.
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for length in 1..16 {
            code |= bits.take(1)? as i32;
            let count = i32::from(self.counts[length]);
            if code - count < first {
                return self.symbols.get((index + code - first) as usize).copied();
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        None
    }
}

fn fixed_codes() -> (Code, Code) {
    let mut lengths = [8u8; 288];
    lengths[144..256].fill(9);
    lengths[256..280].fill(7);
    (Code::new(&lengths).expect("the fixed code is complete"), Code::new(&[5; 30]).expect("complete"))
}

fn dynamic_codes(bits: &mut BitReader) -> Option<(Code, Code)> {
    const ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
    let literal_count = bits.take(5)? as usize + 257;
    let distance_count = bits.take(5)? as usize + 1;
    let length_code_count = bits.take(4)? as usize + 4;
    if literal_count > 286 || distance_count > 30 {
        return None;
    }
    let mut length_lengths = [0u8; 19];
    for &position in &ORDER[..length_code_count] {
        length_lengths[position] = bits.take(3)? as u8;
    }
    let length_code = Code::new(&length_lengths)?;
    let mut lengths = vec![0u8; literal_count + distance_count];
    let mut index = 0;
    while index < lengths.len() {
        let symbol = length_code.decode(bits)?;
        let (value, repeat) = match symbol {
            0..=15 => (symbol as u8, 1),
            16 => (*lengths.get(index.checked_sub(1)?)?, 3 + bits.take(2)? as usize),
            17 => (0, 3 + bits.take(3)? as usize),
            18 => (0, 11 + bits.take(7)? as usize),
            _ => return None,
        };
        lengths.get_mut(index..index + repeat)?.fill(value);
        index += repeat;
    }
    if lengths[256] == 0 {
        return None;
    }
    Some((Code::new(&lengths[..literal_count])?, Code::new(&lengths[literal_count..])?))
}

/// Skips one block's symbols up to and including its end-of-block code.
fn skip_symbols(bits: &mut BitReader, literals: &Code, distances: &Code) -> Option<()> {
    const LENGTH_EXTRA: [u8; 29] =
        [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
    const DISTANCE_EXTRA: [u8; 30] =
        [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
    loop {
        match literals.decode(bits)? {
            0..=255 => {}
            256 => return Some(()),
            symbol => {
                bits.take(u32::from(*LENGTH_EXTRA.get(usize::from(symbol - 257))?))?;
                let distance = distances.decode(bits)?;
                bits.take(u32::from(*DISTANCE_EXTRA.get(usize::from(distance))?))?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use libdeflater::{CompressionLvl, Compressor, Decompressor};

    fn deflate(data: &[u8], level: i32) -> Vec<u8> {
        let mut compressor = Compressor::new(CompressionLvl::new(level).expect("a valid level"));
        let mut out = vec![0; compressor.deflate_compress_bound(data.len())];
        let written = compressor.deflate_compress(data, &mut out).expect("fits the bound");
        out.truncate(written);
        out
    }

    fn inflate(zlib: &[u8], len: usize) -> Vec<u8> {
        let mut out = vec![0; len];
        let written = Decompressor::new().zlib_decompress(zlib, &mut out).expect("a valid zlib stream");
        assert_eq!(written, len);
        out
    }

    /// Text-like data with repeats (fixed and dynamic blocks), or noise (stored blocks).
    fn sample(len: usize, seed: u32, noise: bool) -> Vec<u8> {
        let mut state = seed | 1;
        let words: [&[u8]; 5] = [b"pixel ", b"band ", b"deflate ", b"stream ", b"join "];
        let mut out = Vec::with_capacity(len);
        while out.len() < len {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            if noise {
                out.push(state as u8);
            } else {
                out.extend_from_slice(words[(state % 5) as usize]);
            }
        }
        out.truncate(len);
        out
    }

    #[test]
    fn joined_parts_inflate_to_the_data_in_order() {
        for level in [1, 7, 11, 12] {
            for lens in [&[1000, 1, 70_000][..], &[0, 5, 0], &[300_000, 300_000, 17], &[2]] {
                for noise in [false, true] {
                    let data: Vec<Vec<u8>> =
                        lens.iter().enumerate().map(|(i, &len)| sample(len, i as u32 + 7, noise)).collect();
                    let parts: Vec<Part> = data.iter().map(|chunk| Part::new(deflate(chunk, level), chunk)).collect();
                    let whole = data.concat();
                    let joined = join(&parts, 3).expect("libdeflate's streams walk");
                    assert_eq!(inflate(&joined, whole.len()), whole, "level {level}, {lens:?}, {noise}");
                }
            }
        }
    }

    #[test]
    fn the_walk_finds_the_end_of_each_stream() {
        let data = sample(200_000, 3, false);
        let stream = deflate(&data, 11);
        let (final_block_bit, end_bit) = walk(&stream).expect("walks");
        assert_eq!(end_bit.div_ceil(8), stream.len() as u64, "the stream ends in its last byte");
        assert!(final_block_bit < end_bit);
        // The final block's flag is set where the walk says it is.
        assert_eq!(stream[(final_block_bit / 8) as usize] >> (final_block_bit % 8) & 1, 1);
    }

    #[test]
    fn no_parts_make_an_empty_stream() {
        assert_eq!(inflate(&join(&[], 0).expect("nothing to walk"), 0), b"");
    }

    #[test]
    fn the_checksum_combines_as_if_computed_over_the_whole() {
        let (a, b) = (sample(100_000, 1, true), sample(70_001, 2, false));
        let whole = [a.clone(), b.clone()].concat();
        assert_eq!(adler32_combine(adler32(&a), adler32(&b), b.len() as u64), adler32(&whole));
        assert_eq!(adler32_combine(adler32(&a), adler32(&[]), 0), adler32(&a));
    }

    #[test]
    fn malformed_streams_are_refused_without_panicking() {
        let data = sample(50_000, 9, false);
        let stream = deflate(&data, 11);
        assert_eq!(walk(&stream[..stream.len() / 2]), None, "cut short");
        assert_eq!(walk(&[0b111]), None, "block type 3");
        assert_eq!(walk(&[0b001, 0, 0, 0, 0]), None, "a stored length without its complement");
        assert_eq!(walk(&[]), None);
        assert_eq!(join(&[Part::new(stream[..9].to_vec(), &data)], 3), None);
        for flip in 0..400 {
            let mut damaged = stream.clone();
            damaged[flip * 7 % stream.len()] ^= 1 << (flip % 8);
            let _ = walk(&damaged);
        }
    }
}
