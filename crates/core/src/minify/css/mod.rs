//! CSS minifier on lightningcss: the source is parsed into typed values and printed back, so the output is
//! always valid CSS with the meaning of the input. The spec's options map onto the engine as documented on
//! [`CssMinifyOptions`]; the few the engine cannot switch off say so there instead of being faked.
//!
//! Input that does not parse is an error with its line and column (1-based), never a half-minified output.
//!
//! The options and errors are here for every build; the engine (`minify-css` feature) beside them, so the HTML
//! minifier's wasm bundle can name them and call the CSS bundle for the engine.

#[cfg(feature = "minify-css")]
mod engine;

use serde::{Deserialize, Serialize};

use super::nesting::TooDeep;

#[cfg(feature = "minify-css")]
pub use engine::minify_css;

/// The spec's CSS options. `Default` is the spec's defaults: everything on except `merge_duplicate_rules`
/// and `sort_properties`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct CssMinifyOptions {
    /// Drop comments. Off: license comments (opening with `/*!`) at the top of the file are kept. lightningcss
    /// keeps no other comments (it has no comment nodes), so ordinary comments are always removed.
    pub remove_comments: bool,
    /// Print without whitespace. Off: the output is pretty-printed (one declaration per line, two-space
    /// indent) — the engine re-prints the style sheet, it cannot keep the original layout.
    pub remove_whitespace: bool,
    /// Drop the `;` after the last declaration of each block. Honoured with whitespace removed or kept.
    pub remove_last_semicolon: bool,
    /// Write colours in their shortest exact form (`#ffffff` → `#fff`, `white` → `#fff`, `rgb(255,0,0)` →
    /// `red`). Not switchable: lightningcss parses a colour into its value and always prints the shortest
    /// spelling, so off behaves like on.
    pub compress_colors: bool,
    /// Write zero lengths without a unit (`0px` → `0`; never inside `calc()`, never for times or angles where
    /// a unit is required). Not switchable: lightningcss always prints a zero length as `0`, so off behaves
    /// like on.
    pub remove_zero_units: bool,
    /// lightningcss's structural pass: merges adjacent rules with the same selectors or the same
    /// declarations, drops a rule wholly overridden by a later identical one, joins adjacent identical
    /// `@media`/`@supports` blocks, folds longhands into shorthands and drops overridden declarations. It
    /// also always removes empty rules, whatever `remove_empty_rules` says.
    pub merge_duplicate_rules: bool,
    /// Sort each block's declarations by property name, moving a declaration only past ones it cannot
    /// interact with (a shorthand never crosses its longhands, a prefixed property never crosses the
    /// unprefixed one, unknown properties and `all` never move), so the cascade result is unchanged.
    pub sort_properties: bool,
    /// Drop rules with no declarations (`a{}`) and `@media`/`@supports`/`@container`/`@starting-style`
    /// blocks left empty. Empty `@layer`, `@keyframes` and `@font-face` are kept: they still mean something.
    pub remove_empty_rules: bool,
}

impl Default for CssMinifyOptions {
    fn default() -> Self {
        Self {
            remove_comments: true,
            remove_whitespace: true,
            remove_last_semicolon: true,
            compress_colors: true,
            remove_zero_units: true,
            merge_duplicate_rules: false,
            sort_properties: false,
            remove_empty_rules: true,
        }
    }
}

impl CssMinifyOptions {
    /// The smallest output, every option on (the CLI's default, like the peers' defaults).
    pub fn smallest() -> Self {
        Self { merge_duplicate_rules: true, sort_properties: true, ..Self::default() }
    }
}

/// Why a style sheet could not be minified; the message is what the user sees.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum CssMinifyError {
    /// The input is not valid CSS. Line and column are 1-based.
    #[error("Invalid CSS at line {line}, column {column}: {message}")]
    Parse { line: u32, column: u32, message: String },
    /// The engine failed after parsing (should not happen on parsed input).
    #[error("Could not minify the CSS: {0}")]
    Engine(String),
    /// Nested deeper than [`CSS_MAX_DEPTH`](crate::minify::nesting::CSS_MAX_DEPTH): refused before the parser,
    /// which would run out of stack.
    #[error(transparent)]
    TooDeep(#[from] TooDeep),
}
