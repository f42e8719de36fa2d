//! JavaScript minifier on oxc: parse (oxc_parser) → optionally rewrite, compress and mangle → print
//! (oxc_codegen). Everything operates on the syntax tree; no option rewrites source text, so an input that
//! parses always gives an output with the same behaviour (apart from the debug calls the user asks to drop).
//!
//! How the spec's options map onto oxc (documented per field on [`JsMinifyOptions`]):
//! - whitespace and comments are the printer's own options;
//! - Shorten Booleans and Remove Debug Statements are two small passes of our own over the tree (`rewrite`):
//!   oxc only offers them inside its compressor, which does much more;
//! - Remove Dead Code is oxc's full compressor (its *smallest* preset), Mangle its mangler — the only times
//!   oxc's minifier runs; with both, functions used once are also inlined where they are used
//!   (`inline_functions`, a pass of our own);
//! - Preserve Some Newlines and keeping empty lines print each top-level statement on its own;
//! - the printer always omits a semicolon before `}` when it removes whitespace; Remove Trailing Semicolons
//!   also drops the last one of the output.
//!
//! Source type: oxc's "unambiguous" mode — a module when the input has `import`/`export`, a script otherwise,
//! so browser scripts keep their top-level (global) names and modules may have theirs renamed — unless the
//! caller knows ([`ProgramKind`], e.g. a `<script>` element's type).
//!
//! The options, errors and warnings are here for every build; the engine (`minify-js` feature) beside them, so
//! the HTML minifier's wasm bundle can name them and call the JS bundle for the engine.

#[cfg(feature = "minify-js")]
mod engine;
#[cfg(feature = "minify-js")]
mod inline_functions;
#[cfg(feature = "minify-js")]
mod rewrite;
#[cfg(feature = "minify-js")]
mod walk;

use serde::{Deserialize, Serialize};

use super::nesting::TooDeep;

#[cfg(feature = "minify-js")]
pub use engine::{minify_js, minify_program};

/// The JS Minifier's options: the spec's seven plus the two extras the spec sells as Premium.
/// `Default` is the spec's defaults (the web page); [`JsMinifyOptions::smallest`] is the CLI's default.
/// With only the first three and Preserve Some Newlines on, the code is parsed and printed, nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct JsMinifyOptions {
    /// Drop comments. Legal comments (`/*!`, `@license`, `@preserve`) are kept, like terser and esbuild
    /// do, because licences require it. Off: oxc prints statement-level comments; comments inside an
    /// expression are not printed (an oxc printer limit).
    pub remove_comments: bool,
    /// Print without whitespace (oxc's minified printing). Off: the code is re-printed with 2-space
    /// indentation, one statement per line — the printer works from the syntax tree, not the original layout.
    pub remove_whitespace: bool,
    /// The printer never writes empty lines, so on is always honoured. Off (with whitespace kept, or with
    /// Preserve Some Newlines) keeps one empty line between top-level statements where the input had one.
    pub remove_empty_lines: bool,
    /// Every `true` literal becomes `!0` and every `false` `!1` (the printer adds parentheses where needed:
    /// `(!0).toString()`), and nothing else changes. Property names and strings spelled `true` are not
    /// literals and stay. With Remove Dead Code the compressor shortens them whatever this says.
    pub shorten_booleans: bool,
    /// Removes `debugger;` statements and calls on the global `console`: `console.log(…)`, `console["warn"](…)`,
    /// `console.log?.(…)`, `console.log.call(…)` / `.apply(…)`. A call that is a statement is removed (a lone
    /// body becomes `;`: `if (x) console.log(1)` → `if(x);`); one used as a value becomes `void 0`, which is
    /// what it returned; either way its arguments are no longer evaluated. Kept: a call whose result is used
    /// further (`console.createTask(n).run(f)`), `console.log.bind(console)`, and every `console` inside a
    /// function (or `with` body, or the whole program) that declares its own binding named `console`
    /// (a variable, parameter, function, class, catch parameter or import) — that one is not the global.
    pub remove_debug_statements: bool,
    /// The printer always omits semicolons before `}` in minified output (always safe, so off is not
    /// honoured there); on also removes the output's final semicolon when that is not an empty statement
    /// (`for(;;);` keeps it), and warns only when it did.
    pub remove_trailing_semicolons: bool,
    /// With whitespace removed, print each top-level statement on its own line.
    pub preserve_newlines: bool,
    /// Rename local variables and functions to short names (oxc's mangler). Top-level names are renamed in
    /// modules only: in a script they are globals other scripts may use.
    pub mangle: bool,
    /// oxc's full compressor (smallest preset): removes unreachable and unused code, inlines constants, folds
    /// expressions, joins statements, and shortens booleans whatever Shorten Booleans says. Runs after
    /// Remove Debug Statements (oxc's own `drop_console`/`drop_debugger` stay off: ours counts and knows scopes).
    pub remove_dead_code: bool,
}

impl Default for JsMinifyOptions {
    /// The spec's defaults.
    fn default() -> Self {
        Self {
            remove_comments: true,
            remove_whitespace: true,
            remove_empty_lines: true,
            shorten_booleans: true,
            remove_debug_statements: false,
            remove_trailing_semicolons: false,
            preserve_newlines: false,
            mangle: false,
            remove_dead_code: false,
        }
    }
}

impl JsMinifyOptions {
    /// The smallest output (the CLI's default, like terser's and esbuild's): compress + mangle, no whitespace or
    /// comments; `console` calls stay (turn `remove_debug_statements` on to drop them).
    pub fn smallest() -> Self {
        Self { remove_trailing_semicolons: true, mangle: true, remove_dead_code: true, ..Self::default() }
    }
}

/// Why an input cannot be minified.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum JsMinifyError {
    /// The input is not valid JavaScript: the parser's first error, at the 1-based line and column where the
    /// parser found it, and the other place it points at if any (where the bracket it expected closing opened).
    #[error("{message} at line {line}, column {column}{}", RelatedPlace::note(.related.as_ref()))]
    Syntax { message: String, line: usize, column: usize, related: Option<RelatedPlace> },
    /// The engine could not run (in the browser: the JS bundle the HTML minifier calls failed to load or run).
    #[error("Could not minify the JavaScript: {0}")]
    Engine(String),
    /// Nested deeper than [`JS_MAX_DEPTH`](crate::minify::nesting::JS_MAX_DEPTH): refused before the parser,
    /// which would run out of stack.
    #[error(transparent)]
    TooDeep(#[from] TooDeep),
}

/// The second place a syntax error points at, e.g. the `(` a missing `)` should close: the parser may only notice
/// on a later line, so the message says where to look as well.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct RelatedPlace {
    /// The parser's label for it, in lower case ('opened here', 'conditional starts here').
    pub label: String,
    pub line: usize,
    pub column: usize,
}

impl RelatedPlace {
    /// ' (opened here: line 1, column 12)', or nothing.
    fn note(place: Option<&Self>) -> String {
        place.map_or_else(String::new, |p| format!(" ({}: line {}, column {})", p.label, p.line, p.column))
    }
}

/// How the input is read: a script (top-level names are globals other scripts share) or a module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum ProgramKind {
    /// A module when the code has `import` or `export`, a script otherwise (a file or a paste).
    Detect,
    /// A classic script (`<script>`).
    Script,
    /// A module (`<script type="module">`).
    Module,
}
