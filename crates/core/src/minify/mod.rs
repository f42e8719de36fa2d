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
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Minified {
    pub output: String,
    pub stats: MinifyStats,
    /// What the page's Warnings alert shows (e.g. 'Debug statements removed - test thoroughly').
    pub warnings: Vec<MinifyWarning>,
}

impl Minified {
    pub fn new(input: &str, output: String, warnings: Vec<MinifyWarning>) -> Self {
        let stats = MinifyStats::between(input, &output);
        Self { output, stats, warnings }
    }
}

/// Something to know about a minification that succeeded: a kind and its parameters, which the page words in its
/// visitor's language; `Display` is the English the CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum MinifyWarning {
    /// The printed JavaScript does not parse again (should never happen; kept as the spec's safety net).
    #[error("Potential syntax error detected - please verify output")]
    SyntaxCheck,
    /// Remove Debug Statements removed at least one `debugger` or `console` call.
    #[error("Debug statements removed - test thoroughly")]
    DebugStatementsRemoved,
    /// Remove Trailing Semicolons removed the output's final semicolon.
    #[error("Trailing semicolons removed - verify syntax")]
    TrailingSemicolonsRemoved,
    /// Merge Duplicate Rules was skipped: lightningcss would have rewritten a vendor-prefixed selector.
    #[error("Duplicate rules were not merged: merging would have changed vendor-prefixed selectors")]
    DuplicatesNotMerged,
    /// A block of inline code the HTML minifier left as written because its engine refused it, at its place in
    /// the document (the column when the engine gave one).
    #[error("{}", inline_kept(block, *line, *column, reason))]
    InlineKept {
        block: InlineBlock,
        line: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        column: Option<usize>,
        reason: InlineRefusal,
    },
    /// A warning of the CSS engine's on an inline `<style>` at `line` of the document.
    #[error("Inline <style> at line {line}: {warning}")]
    InlineStyle { line: usize, warning: Box<MinifyWarning> },
}

/// The warnings the CSS and JS engines give, which carry nothing but their kind: what the HTML engine reads back
/// from those engines when they run in other wasm bundles (a reader of every [`MinifyWarning`] would cost that
/// bundle 20 KB compressed). Each is named as [`MinifyWarning`] serialises its kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum EngineWarning {
    SyntaxCheck,
    DebugStatementsRemoved,
    TrailingSemicolonsRemoved,
    DuplicatesNotMerged,
}

impl From<EngineWarning> for MinifyWarning {
    fn from(warning: EngineWarning) -> Self {
        match warning {
            EngineWarning::SyntaxCheck => Self::SyntaxCheck,
            EngineWarning::DebugStatementsRemoved => Self::DebugStatementsRemoved,
            EngineWarning::TrailingSemicolonsRemoved => Self::TrailingSemicolonsRemoved,
            EngineWarning::DuplicatesNotMerged => Self::DuplicatesNotMerged,
        }
    }
}

fn inline_kept(block: &InlineBlock, line: usize, column: Option<usize>, reason: &InlineRefusal) -> String {
    match column {
        Some(column) => format!("{block} left as written: {reason} at line {line}, column {column}"),
        None => format!("{block} at line {line} left as written: {reason}"),
    }
}

/// Which inline code the HTML minifier left as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum InlineBlock {
    Script,
    Style,
    StyleAttribute,
}

impl std::fmt::Display for InlineBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Script => "Inline <script>",
            Self::Style => "Inline <style>",
            Self::StyleAttribute => "A style attribute",
        })
    }
}

/// Why an engine refused a block of inline code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum InlineRefusal {
    /// The parser's words (a compiler's message, like code, kept as it writes it).
    #[error("{message}")]
    Syntax { message: String },
    #[error("{}", nesting::TooDeep::reason(*limit))]
    TooDeep { limit: usize },
    /// The engine could not run.
    #[error("{message}")]
    Engine { message: String },
    /// A `style` attribute whose value is not only declarations (`color: red} a {color: blue`).
    #[error("it holds rules, not only declarations")]
    HoldsRules,
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

    #[test]
    fn each_engine_warning_is_read_back_by_the_kind_its_warning_is_written_with() {
        use EngineWarning::*;
        for warning in [SyntaxCheck, DebugStatementsRemoved, TrailingSemicolonsRemoved, DuplicatesNotMerged] {
            let written = serde_json::to_value(MinifyWarning::from(warning)).expect("serialises");
            assert_eq!(written, serde_json::json!({ "kind": written["kind"] }), "no parameters");
            let read: EngineWarning = serde_json::from_value(written["kind"].clone()).expect("reads its kind");
            assert_eq!(read, warning);
        }
    }
}
