//! The SQL Formatter: `penknife sql`, the page (through the `sql` wasm bundle) and the fuzzer call it.
//!
//! Layout is [sqlformat]'s (each clause's keyword on its own line, its arguments indented under it). Before
//! formatting, [`check`] reads the text the way the chosen dialect quotes it — strings, quoted identifiers,
//! comments, PostgreSQL's dollar quotes — and refuses what a database would refuse to read at all: a string,
//! identifier or comment left open, a bracket without its partner. A formatter fed such text would move the
//! rest of the query into the string, so the refusal names the place instead. Nothing else is validated: the
//! formatter lays out any statement, known or not.
//!
//! The literals and comments the scan finds go to the formatter as numbered placeholders and come back as they
//! were written: sqlformat's own reading of quotes and comments differs from every dialect's in corners
//! (backslashes, dollar quotes, nested comments, `--` right after an operator), and a formatter must never
//! change what a string says or move code into a comment.

mod scan;
#[cfg(test)]
mod tests;

use scan::LiteralKind;
pub use scan::check;
use serde::Deserialize;
use sqlformat::{Dialect, FormatOptions, Indent, QueryParams};
use std::fmt::Write as _;

/// Longest text formatted, in bytes: a dump larger than this is a job for a database tool, and the layout
/// is not linear in the worst case.
pub const MAX_INPUT_BYTES: usize = 5 * MEGABYTE;

const MEGABYTE: usize = 1024 * 1024;

/// How to lay the SQL out. Missing fields take the defaults (standard SQL, upper-case keywords, two spaces).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SqlOptions {
    pub dialect: SqlDialect,
    pub keyword_case: KeywordCase,
    pub indent: SqlIndent,
}

/// Whose quoting rules the text follows. In every dialect `'strings'` and `"identifiers"` double a quote or
/// escape it with a backslash, `` `identifiers` `` are read as such, and `--` starts a comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SqlDialect {
    /// ISO SQL.
    #[default]
    Standard,
    /// Adds `$tag$ dollar quotes $tag$`, nested block comments and `array[1]` brackets; a lone `\r` ends a `--`
    /// comment too.
    Postgresql,
    /// Adds `#` comments.
    Mysql,
    /// Adds `[identifiers]`.
    Sqlite,
    /// Adds `[identifiers]` and `@variables`.
    SqlServer,
}

/// What reserved words become.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum KeywordCase {
    #[default]
    Upper,
    Lower,
    /// As written.
    Preserve,
}

/// One level of indentation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum SqlIndent {
    #[default]
    TwoSpaces,
    FourSpaces,
    Tab,
}

/// What a bracket or quote is, for a refusal's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Opener {
    /// `'…'`
    String,
    /// `"…"`, `` `…` `` or `[…]` (SQLite, SQL Server).
    QuotedIdentifier,
    /// `/* … */`
    BlockComment,
    /// `$tag$ … $tag$` (PostgreSQL).
    DollarQuote,
    /// `(`
    Parenthesis,
    /// `[` (PostgreSQL arrays).
    Bracket,
}

impl Opener {
    fn english(self) -> &'static str {
        match self {
            Self::String => "string",
            Self::QuotedIdentifier => "quoted identifier",
            Self::BlockComment => "comment",
            Self::DollarQuote => "dollar-quoted string",
            Self::Parenthesis => "parenthesis",
            Self::Bracket => "bracket",
        }
    }
}

/// Why SQL could not be formatted: a kind and its parameters, worded by the page in its visitor's language
/// (`web/src/tools/sql-formatter/engine.ts`); `Display` is the English the CLI prints. Lines and columns count
/// from 1, columns in characters.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum SqlError {
    /// A quote, comment or bracket opened and never closed.
    #[error("The {} opened at line {line}, column {column} is never closed.", opener.english())]
    Unclosed { opener: Opener, line: usize, column: usize },
    /// A `)` or `]` with nothing open to close (or closing the other kind).
    #[error("The \"{closer}\" at line {line}, column {column} closes nothing that is open.")]
    UnexpectedCloser { closer: char, line: usize, column: usize },
    /// Larger than [`MAX_INPUT_BYTES`].
    #[error("The SQL is {} MB, more than the {} MB the formatter takes.", bytes.div_ceil(MEGABYTE), limit / MEGABYTE)]
    TooLarge { bytes: usize, limit: usize },
}

/// `sql` laid out by `options`: one clause per line, keywords in the chosen case. Empty text stays empty.
pub fn format_sql(sql: &str, options: &SqlOptions) -> Result<String, SqlError> {
    if sql.len() > MAX_INPUT_BYTES {
        return Err(SqlError::TooLarge { bytes: sql.len(), limit: MAX_INPUT_BYTES });
    }
    let literals = scan::literals(sql, options.dialect)?;
    if sql.trim().is_empty() {
        return Ok(String::new());
    }
    let format = FormatOptions {
        indent: match options.indent {
            SqlIndent::TwoSpaces => Indent::Spaces(2),
            SqlIndent::FourSpaces => Indent::Spaces(4),
            SqlIndent::Tab => Indent::Tabs,
        },
        uppercase: match options.keyword_case {
            KeywordCase::Upper => Some(true),
            KeywordCase::Lower => Some(false),
            KeywordCase::Preserve => None,
        },
        lines_between_queries: 2,
        dialect: match options.dialect {
            SqlDialect::Postgresql => Dialect::PostgreSql,
            SqlDialect::SqlServer | SqlDialect::Sqlite => Dialect::SQLServer,
            SqlDialect::Standard | SqlDialect::Mysql => Dialect::Generic,
        },
        ..FormatOptions::default()
    };
    let mut masked = String::with_capacity(sql.len());
    let mut copied = 0;
    for (index, literal) in literals.iter().enumerate() {
        masked.push_str(&sql[copied..literal.range.start]);
        // A space first, so the formatter never reads a comment's mark as part of an operator (`<!--`).
        if literal.kind != LiteralKind::Quoted {
            masked.push(' ');
        }
        masked.push_str(&placeholder(index, literal.kind));
        copied = literal.range.end;
        // The formatter's `--` comment ends at a `\n` or `\r\n` and is no comment at all before a lone `\r` (which
        // ends one in PostgreSQL): its placeholder would be laid out as code, pulled apart and never found again.
        let after = &sql[copied..];
        if literal.kind == LiteralKind::LineComment && after.starts_with('\r') && !after.starts_with("\r\n") {
            masked.push('\n');
        }
    }
    masked.push_str(&sql[copied..]);

    let laid_out = sqlformat::format(&masked, &QueryParams::None, &format);
    // The formatter keeps tokens in order, so each placeholder is found after the one before it.
    let mut formatted = String::with_capacity(laid_out.len() + sql.len());
    let mut rest = laid_out.as_str();
    for (index, literal) in literals.iter().enumerate() {
        let mark = placeholder(index, literal.kind);
        let at = rest.find(&mark).unwrap_or(rest.len());
        formatted.push_str(&rest[..at]);
        formatted.push_str(&sql[literal.range.clone()]);
        rest = rest.get(at + mark.len()..).unwrap_or_default();
    }
    formatted.push_str(rest);
    formatted.truncate(formatted.trim_end().len());
    formatted.push('\n');
    Ok(formatted)
}

/// The stand-in for literal number `index`: a string or comment of the same kind to the formatter, its digits
/// between two private-use characters that no SQL text has reason to hold.
fn placeholder(index: usize, kind: LiteralKind) -> String {
    let (open, close) = match kind {
        LiteralKind::Quoted => ("'", "'"),
        LiteralKind::LineComment => ("--", ""),
        LiteralKind::BlockComment => ("/*", "*/"),
    };
    let mut mark = String::from(open);
    let _ = write!(mark, "\u{E000}{index}\u{E000}{close}");
    mark
}
