//! The SQL Formatter.

use penknife_core::sql::{self as engine, KeywordCase, SqlDialect, SqlError, SqlIndent, SqlOptions};

use crate::input::FuzzInput;

const DIALECTS: [SqlDialect; 5] =
    [SqlDialect::Standard, SqlDialect::Postgresql, SqlDialect::Mysql, SqlDialect::Sqlite, SqlDialect::SqlServer];

pub fn fuzz(mut input: FuzzInput) {
    let dialect = DIALECTS[input.number(0..=DIALECTS.len() - 1)];
    let options = SqlOptions { dialect, keyword_case: KeywordCase::Preserve, indent: SqlIndent::TwoSpaces };
    let text = input.text().to_owned();
    match engine::format_sql(&text, &options) {
        // With the case kept, formatting changes only whitespace: the same characters in the same order.
        Ok(formatted) => {
            let visible = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
            assert_eq!(visible(&formatted), visible(&text), "{dialect:?}");
            // Formatting what was formatted accepts it again.
            // Formatting what was formatted accepts it again: no comment swallowed code, no quote was split.
            let again = engine::format_sql(&formatted, &options);
            assert!(again.is_ok(), "{dialect:?}: {again:?} from {formatted:?}");
        }
        // A refusal points inside the text.
        Err(SqlError::Unclosed { line, column, .. } | SqlError::UnexpectedCloser { line, column, .. }) => {
            let lines: Vec<&str> = text.split('\n').collect();
            assert!(line >= 1 && line <= lines.len(), "line {line} of {}", lines.len());
            assert!(column >= 1 && column <= lines[line - 1].chars().count(), "column {column} of line {line}");
        }
        Err(SqlError::TooLarge { .. }) => assert!(text.len() > engine::MAX_INPUT_BYTES),
    }
}
