//! Minifiers for HTML, CSS and JavaScript, each a thin wrapper over a real engine (minify-html, lightningcss,
//! oxc), and the result and statistics they share. Options are the spec's, mapped onto the engine's own; an
//! option the engine cannot honour says so in its doc comment instead of being faked.

#[cfg(any(feature = "minify-css", feature = "minify-html"))]
pub mod css;
#[cfg(feature = "minify-html")]
pub mod html;
#[cfg(any(feature = "minify-js", feature = "minify-html"))]
pub mod js;
pub mod nesting;
pub mod position;

use serde::{Deserialize, Serialize};

/// What every minifier returns: the output, the spec's statistics and any warnings for the user.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Minified {
    pub output: String,
    pub stats: MinifyStats,
    /// Messages shown in the page's Warnings alert (e.g. 'Debug statements removed - test thoroughly').
    pub warnings: Vec<String>,
}

impl Minified {
    pub fn new(input: &str, output: String, warnings: Vec<String>) -> Self {
        let stats = MinifyStats::between(input, &output);
        Self { output, stats, warnings }
    }
}

/// The spec's minifier statistics, in UTF-8 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct MinifyStats {
    pub original_size: usize,
    pub minified_size: usize,
    /// Bytes saved; negative when the output is larger (e.g. with every option off).
    pub reduction: i64,
    /// Percent of the original saved, one decimal; 0 for an empty input.
    pub reduction_percent: f64,
}

impl MinifyStats {
    pub fn between(input: &str, output: &str) -> Self {
        let (original_size, minified_size) = (input.len(), output.len());
        let reduction = original_size as i64 - minified_size as i64;
        let reduction_percent =
            if original_size == 0 { 0.0 } else { (reduction as f64 * 1000.0 / original_size as f64).round() / 10.0 };
        Self { original_size, minified_size, reduction, reduction_percent }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stats_count_utf8_bytes_and_round_the_percent_to_one_decimal() {
        // 'é' is two bytes: 8 bytes in, 6 out.
        let stats = MinifyStats::between("a  é  b", "a é b");
        assert_eq!((stats.original_size, stats.minified_size, stats.reduction), (8, 6, 2));
        assert_eq!(stats.reduction_percent, 25.0);
        assert_eq!(MinifyStats::between("abc", "ab").reduction_percent, 33.3);
    }

    #[test]
    fn a_larger_output_is_a_negative_reduction_and_an_empty_input_is_zero_percent() {
        assert_eq!(MinifyStats::between("a", "abc").reduction, -2);
        assert_eq!(MinifyStats::between("a", "abc").reduction_percent, -200.0);
        assert_eq!(MinifyStats::between("", "").reduction_percent, 0.0);
    }
}
