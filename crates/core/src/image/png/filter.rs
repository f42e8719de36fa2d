//! PNG row filtering: the five filters of the PNG specification, and the four ways of choosing them that
//! `oxipng -o2` tries on an image (every row None, every row Sub, and per row the filter whose output looks most
//! compressible by byte entropy or by distinct byte pairs). Written here because oxipng keeps its filtering
//! private, and the banded encoder ([`super::bands`]) filters each band on its own.

/// How each row's filter is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Strategy {
    None,
    Sub,
    /// The filter whose bytes (filter type included) have the lowest entropy estimate.
    Entropy,
    /// The filter whose bytes hold the fewest distinct pairs of neighbouring bytes.
    Bigrams,
}

impl Strategy {
    pub(super) const ALL: [Strategy; 4] = [Strategy::None, Strategy::Sub, Strategy::Entropy, Strategy::Bigrams];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowFilter {
    None = 0,
    Sub = 1,
    Up = 2,
    Average = 3,
    Paeth = 4,
}

const ROW_FILTERS: [RowFilter; 5] =
    [RowFilter::None, RowFilter::Sub, RowFilter::Up, RowFilter::Average, RowFilter::Paeth];

/// Appends `rows` (whole rows of `row_len` bytes, `bpp` bytes per pixel) to `out` as PNG filters them: a filter
/// type byte, then the row's filtered bytes. `previous` is the row above the first one (`None` at the top of the
/// image, where the filters see a row of zeros).
pub(super) fn filter_rows(
    rows: &[u8],
    previous: Option<&[u8]>,
    row_len: usize,
    bpp: usize,
    strategy: Strategy,
    out: &mut Vec<u8>,
) {
    let zeros = vec![0; row_len];
    let mut above = previous.unwrap_or(&zeros);
    let mut candidate = Vec::with_capacity(row_len + 1);
    let mut best = Vec::with_capacity(row_len + 1);
    let mut pairs = PairCounter::new();
    out.reserve(rows.len() / row_len * (row_len + 1));
    for row in rows.chunks_exact(row_len) {
        match strategy {
            Strategy::None => filter_row(RowFilter::None, row, above, bpp, out),
            Strategy::Sub => filter_row(RowFilter::Sub, row, above, bpp, out),
            // A row of zeros stays unfiltered, as oxipng does.
            _ if row.iter().all(|&byte| byte == 0) => filter_row(RowFilter::None, row, above, bpp, out),
            Strategy::Entropy | Strategy::Bigrams => {
                let mut best_score = i64::MIN;
                for filter in ROW_FILTERS {
                    candidate.clear();
                    filter_row(filter, row, above, bpp, &mut candidate);
                    let score = match strategy {
                        Strategy::Entropy => entropy_score(&candidate),
                        _ => -(pairs.distinct(&candidate) as i64),
                    };
                    // Strictly better only: ties keep the earlier filter.
                    if score > best_score {
                        best_score = score;
                        std::mem::swap(&mut best, &mut candidate);
                    }
                }
                out.extend_from_slice(&best);
            }
        }
        above = row;
    }
}

/// Appends the filter type and `row` filtered against `above`.
fn filter_row(filter: RowFilter, row: &[u8], above: &[u8], bpp: usize, out: &mut Vec<u8>) {
    out.push(filter as u8);
    let left = |i: usize| if i >= bpp { row[i - bpp] } else { 0 };
    let upper_left = |i: usize| if i >= bpp { above[i - bpp] } else { 0 };
    match filter {
        RowFilter::None => out.extend_from_slice(row),
        RowFilter::Sub => out.extend((0..row.len()).map(|i| row[i].wrapping_sub(left(i)))),
        RowFilter::Up => out.extend(row.iter().zip(above).map(|(&x, &b)| x.wrapping_sub(b))),
        RowFilter::Average => out.extend(
            (0..row.len()).map(|i| row[i].wrapping_sub(((u16::from(left(i)) + u16::from(above[i])) / 2) as u8)),
        ),
        RowFilter::Paeth => {
            out.extend((0..row.len()).map(|i| row[i].wrapping_sub(paeth(left(i), above[i], upper_left(i)))))
        }
    }
}

/// The PNG specification's Paeth predictor: of left, above and upper-left, the one nearest `a + b - c`.
fn paeth(a: u8, b: u8, c: u8) -> u8 {
    let (a16, b16, c16) = (i16::from(a), i16::from(b), i16::from(c));
    let p = a16 + b16 - c16;
    let (pa, pb, pc) = ((p - a16).abs(), (p - b16).abs(), (p - c16).abs());
    if pa <= pb && pa <= pc {
        a
    } else if pb <= pc {
        b
    } else {
        c
    }
}

/// Σ n·log2(n) over the byte values' counts, in oxipng's integer approximation: higher is more compressible.
fn entropy_score(bytes: &[u8]) -> i64 {
    let mut counts = [0u32; 256];
    for &byte in bytes {
        counts[usize::from(byte)] += 1;
    }
    counts.iter().filter(|&&n| n > 0).map(|&n| i64::from(n_log2_n(n))).sum()
}

/// n·log2(n), with log2 linear between powers of two (oxipng's `ilog2i`).
fn n_log2_n(n: u32) -> u32 {
    let log = n.ilog2();
    n * log + ((n - (1 << log)) << 1)
}

/// Counts distinct pairs of neighbouring bytes, reusing one 64 K table between rows.
struct PairCounter {
    seen: Vec<bool>,
    touched: Vec<u16>,
}

impl PairCounter {
    fn new() -> Self {
        Self { seen: vec![false; 1 << 16], touched: Vec::new() }
    }

    fn distinct(&mut self, bytes: &[u8]) -> usize {
        for &pair in &self.touched {
            self.seen[usize::from(pair)] = false;
        }
        self.touched.clear();
        for window in bytes.windows(2) {
            let pair = u16::from_be_bytes([window[0], window[1]]);
            if !self.seen[usize::from(pair)] {
                self.seen[usize::from(pair)] = true;
                self.touched.push(pair);
            }
        }
        self.touched.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Undoes the filters as a decoder does (the PNG specification's reconstruction).
    fn unfilter(filtered: &[u8], row_len: usize, bpp: usize) -> Vec<u8> {
        let mut out: Vec<u8> = Vec::new();
        for (y, line) in filtered.chunks_exact(row_len + 1).enumerate() {
            let start = out.len();
            for i in 0..row_len {
                let a = if i >= bpp { out[start + i - bpp] } else { 0 };
                let b = if y > 0 { out[start - row_len + i] } else { 0 };
                let c = if y > 0 && i >= bpp { out[start - row_len + i - bpp] } else { 0 };
                let predicted = match line[0] {
                    0 => 0,
                    1 => a,
                    2 => b,
                    3 => ((u16::from(a) + u16::from(b)) / 2) as u8,
                    4 => paeth(a, b, c),
                    other => panic!("filter type {other}"),
                };
                out.push(line[1 + i].wrapping_add(predicted));
            }
        }
        out
    }

    fn noisy_rows(row_len: usize, rows: usize) -> Vec<u8> {
        let mut state = 0x9E37_79B9u32;
        (0..row_len * rows)
            .map(|i| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                // A gradient with noise: every filter has something to win somewhere.
                ((i % row_len) as u32 * 3 + (i / row_len) as u32 * 2 + (state & 7)) as u8
            })
            .collect()
    }

    #[test]
    fn every_strategy_round_trips_through_a_decoder() {
        for bpp in [1, 2, 3, 4] {
            let row_len = bpp * 13;
            let rows = noisy_rows(row_len, 9);
            for strategy in Strategy::ALL {
                let mut filtered = Vec::new();
                filter_rows(&rows, None, row_len, bpp, strategy, &mut filtered);
                assert_eq!(filtered.len(), 9 * (row_len + 1));
                assert_eq!(unfilter(&filtered, row_len, bpp), rows, "{strategy:?}, {bpp} bytes per pixel");
            }
        }
    }

    #[test]
    fn heuristics_pick_per_row_and_use_every_filter() {
        let (row_len, bpp) = (3 * 40, 3);
        let rows = noisy_rows(row_len, 40);
        for strategy in [Strategy::Entropy, Strategy::Bigrams] {
            let mut filtered = Vec::new();
            filter_rows(&rows, None, row_len, bpp, strategy, &mut filtered);
            let types: std::collections::BTreeSet<u8> =
                filtered.chunks_exact(row_len + 1).map(|line| line[0]).collect();
            assert!(types.len() > 1, "{strategy:?} chose only {types:?}");
        }
        let mut filtered = Vec::new();
        filter_rows(&rows, None, row_len, bpp, Strategy::Sub, &mut filtered);
        assert!(filtered.chunks_exact(row_len + 1).all(|line| line[0] == 1));
    }

    #[test]
    fn a_band_continues_from_the_row_above_it() {
        let (row_len, bpp) = (4 * 10, 4);
        let rows = noisy_rows(row_len, 12);
        for strategy in Strategy::ALL {
            let mut whole = Vec::new();
            filter_rows(&rows, None, row_len, bpp, strategy, &mut whole);
            let (top, bottom) = rows.split_at(5 * row_len);
            let mut banded = Vec::new();
            filter_rows(top, None, row_len, bpp, strategy, &mut banded);
            filter_rows(bottom, Some(&top[4 * row_len..]), row_len, bpp, strategy, &mut banded);
            assert_eq!(banded, whole, "{strategy:?}");
        }
    }

    #[test]
    fn the_entropy_estimate_matches_oxipngs() {
        // oxipng's ilog2i: exact at powers of two, linear between.
        assert_eq!([1, 2, 3, 4, 8, 12].map(n_log2_n), [0, 2, 5, 8, 24, 44]);
    }

    #[test]
    fn paeth_prefers_left_then_above_then_upper_left() {
        assert_eq!(paeth(10, 10, 10), 10);
        assert_eq!(paeth(50, 20, 20), 50, "p = 50: left is exact");
        assert_eq!(paeth(20, 50, 20), 50, "p = 50: above is exact");
        assert_eq!(paeth(20, 60, 80), 20, "p = 0: left is nearest");
    }
}
