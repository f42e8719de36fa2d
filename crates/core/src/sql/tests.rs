use super::*;
use proptest::prelude::*;

fn format(sql: &str) -> Result<String, SqlError> {
    format_sql(sql, &SqlOptions::default())
}

fn with(dialect: SqlDialect) -> SqlOptions {
    SqlOptions { dialect, ..SqlOptions::default() }
}

fn unclosed(opener: Opener, line: usize, column: usize) -> SqlError {
    SqlError::Unclosed { opener, line, column }
}

#[test]
fn puts_each_clause_keyword_on_its_own_line() {
    assert_eq!(format("select a,b from t where x=1").as_deref(), Ok("SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1\n"));
}

#[test]
fn keyword_case_and_indent_are_the_users_choice() {
    let lower = SqlOptions { keyword_case: KeywordCase::Lower, indent: SqlIndent::FourSpaces, ..SqlOptions::default() };
    assert_eq!(format_sql("SELECT a FROM t", &lower).as_deref(), Ok("select\n    a\nfrom\n    t\n"));
    let kept = SqlOptions { keyword_case: KeywordCase::Preserve, indent: SqlIndent::Tab, ..SqlOptions::default() };
    assert_eq!(format_sql("Select a From t", &kept).as_deref(), Ok("Select\n\ta\nFrom\n\tt\n"));
}

#[test]
fn strings_identifiers_and_comments_are_kept_as_written() {
    let formatted =
        format("select 'it''s -- not a comment', \"Odd \"\"name\"\"\" from t -- note\n/* keep */").expect("formats");
    assert!(formatted.contains("'it''s -- not a comment'"), "{formatted}");
    assert!(formatted.contains("\"Odd \"\"name\"\"\""), "{formatted}");
    assert!(formatted.contains("-- note") && formatted.contains("/* keep */"), "{formatted}");
}

#[test]
fn statements_are_separated_by_a_blank_line() {
    assert_eq!(format("select 1; select 2;").as_deref(), Ok("SELECT\n  1;\n\nSELECT\n  2;\n"));
}

#[test]
fn empty_or_blank_text_formats_to_nothing() {
    assert_eq!(format("").as_deref(), Ok(""));
    assert_eq!(format(" \n\t").as_deref(), Ok(""));
}

#[test]
fn what_is_left_open_is_named_with_its_place() {
    assert_eq!(format("select 'abc from t"), Err(unclosed(Opener::String, 1, 8)));
    assert_eq!(format("select a\nfrom t where (a = 1"), Err(unclosed(Opener::Parenthesis, 2, 14)));
    assert_eq!(format("select \"a from t"), Err(unclosed(Opener::QuotedIdentifier, 1, 8)));
    assert_eq!(format("select 1 /* never\nclosed"), Err(unclosed(Opener::BlockComment, 1, 10)));
    assert_eq!(
        format("select (a))").map_err(|e| e.to_string()),
        Err("The \")\" at line 1, column 11 closes nothing that is open.".to_owned())
    );
    assert_eq!(
        format("select 'abc").map_err(|e| e.to_string()),
        Err("The string opened at line 1, column 8 is never closed.".to_owned())
    );
}

#[test]
fn columns_count_characters_not_bytes() {
    assert_eq!(format("select 'é', 'ü"), Err(unclosed(Opener::String, 1, 13)));
}

#[test]
fn each_dialect_reads_its_own_quotes() {
    // MySQL: backticks, # comments, backslash escapes.
    assert!(format_sql("select `a(` from t # (\nwhere s = 'it\\'s'", &with(SqlDialect::Mysql)).is_ok());
    // A backslash escapes a quote in every dialect, as most databases and tools read it.
    assert_eq!(format_sql("select 'it\\'s'", &with(SqlDialect::Standard)), Ok("SELECT\n  'it\\'s'\n".to_owned()));
    // SQL Server and SQLite: [bracketed identifiers]; SQL Server has no backticks.
    assert!(format_sql("select [a)] from t", &with(SqlDialect::SqlServer)).is_ok());
    assert!(format_sql("select [a)] from `b(`", &with(SqlDialect::Sqlite)).is_ok());
    assert_eq!(format_sql("select [a", &with(SqlDialect::SqlServer)), Err(unclosed(Opener::QuotedIdentifier, 1, 8)));
    // PostgreSQL: dollar quotes, E'' strings, nested comments, array brackets, $1 parameters.
    let pg = with(SqlDialect::Postgresql);
    assert!(format_sql("select $body$ it's ( $body$, $$)$$, E'\\'', a[1] from t where b = $1", &pg).is_ok());
    assert!(format_sql("/* outer /* inner */ still ( comment */ select 1", &pg).is_ok());
    assert_eq!(format_sql("select $fn$ never", &pg), Err(unclosed(Opener::DollarQuote, 1, 8)));
    assert_eq!(format_sql("select a[1", &pg), Err(unclosed(Opener::Bracket, 1, 9)));
}

#[test]
fn hostile_input_is_refused_or_laid_out_without_overflowing_the_stack() {
    let deep = format!("select {}1{}", "(".repeat(100_000), ")".repeat(100_000));
    assert!(check(&deep, SqlDialect::Standard).is_ok());
    let open = "(".repeat(100_000);
    assert_eq!(format(&open), Err(unclosed(Opener::Parenthesis, 1, 100_000)));
    let huge = "x".repeat(MAX_INPUT_BYTES + 1);
    assert_eq!(format(&huge), Err(SqlError::TooLarge { bytes: MAX_INPUT_BYTES + 1, limit: MAX_INPUT_BYTES }));
}

#[test]
fn options_refuse_misspelt_fields_and_values() {
    let parse = |json: &str| serde_json::from_str::<SqlOptions>(json).map_err(|e| e.to_string());
    assert_eq!(parse(r#"{"dialect":"sqlServer","keywordCase":"lower"}"#).map(|o| o.dialect), Ok(SqlDialect::SqlServer));
    assert!(parse(r#"{"dialects":"mysql"}"#).expect_err("refused").starts_with("unknown field `dialects`"));
    assert!(parse(r#"{"dialect":"oracle"}"#).expect_err("refused").starts_with("unknown variant `oracle`"));
}

#[test]
fn refusals_serialise_as_kinds_with_parameters() {
    let json = serde_json::to_string(&unclosed(Opener::DollarQuote, 3, 4)).expect("formats");
    assert_eq!(json, r#"{"kind":"unclosed","params":{"opener":"dollarQuote","line":3,"column":4}}"#);
}

proptest! {
    /// Formatting never fails on what the check accepts, and formatting the result again changes nothing but
    /// layout: the same words in the same order.
    #[test]
    fn formatting_keeps_every_word(sql in "[a-z0-9_ ,.=<>()*+'\n-]{0,200}") {
        if check(&sql, SqlDialect::Standard).is_ok() {
            let formatted = format(&sql).expect("formats");
            let words = |text: &str| text.to_lowercase().split_whitespace().collect::<String>();
            prop_assert_eq!(words(&formatted), words(&sql).replace(' ', ""));
        }
    }
}

#[test]
fn literals_come_back_exactly_as_written_whatever_the_formatter_thinks_of_them() {
    // sqlformat alone reads '\\' as an escaped quote, and knows no dollar quotes.
    let mysql = format_sql("select 'a\\\\', 'it''s',`x y` from t", &with(SqlDialect::Mysql)).expect("formats");
    assert_eq!(mysql, "SELECT\n  'a\\\\',\n  'it''s',\n  `x y`\nFROM\n  t\n");
    let pg = format_sql("select $$ it's  (  spaced $$ as body, e'\\n' from t", &with(SqlDialect::Postgresql))
        .expect("formats");
    assert!(pg.contains("$$ it's  (  spaced $$"), "{pg}");
    let spaced = format("select 'two  spaces,  kept' from t").expect("formats");
    assert!(spaced.contains("'two  spaces,  kept'"), "{spaced}");
}

#[test]
fn comments_keep_their_text_and_never_swallow_code() {
    // The formatter alone reads `<!--` as an operator and would lay the comment's words out as code.
    let formatted = format("select a <!-- x, (y\nfrom t").expect("formats");
    assert!(formatted.contains("-- x, (y\n"), "{formatted}");
    assert!(check(&formatted, SqlDialect::Standard).is_ok(), "{formatted}");
    let nested = format_sql("select 1 /* a /* b */  c */ from t", &with(SqlDialect::Postgresql)).expect("formats");
    assert!(nested.contains("/* a /* b */  c */"), "{nested}");
}

#[test]
fn too_large_says_so_in_megabytes() {
    let error = SqlError::TooLarge { bytes: MAX_INPUT_BYTES + 1, limit: MAX_INPUT_BYTES };
    assert_eq!(error.to_string(), "The SQL is 6 MB, more than the 5 MB the formatter takes.");
}

#[test]
fn a_dollar_inside_a_name_is_part_of_it() {
    // sqlformat alone splits `JOI$body$` before the `$`, and `$body$` then reads as a dollar quote left open.
    let pg = format_sql("select a from t LEFT JOI$body$ where b = 1", &with(SqlDialect::Postgresql));
    assert_eq!(pg.as_deref(), Ok("SELECT\n  a\nFROM\n  t LEFT JOI$body$\nWHERE\n  b = 1\n"));
    let mysql = format_sql("select price$usd from t", &with(SqlDialect::Mysql));
    assert_eq!(mysql.as_deref(), Ok("SELECT\n  price$usd\nFROM\n  t\n"));
}

#[test]
fn a_dollar_quote_right_after_a_literal_is_read_as_one() {
    let pg = with(SqlDialect::Postgresql);
    // Two empty dollar quotes: the second is no name continuing the first.
    assert_eq!(format_sql("select $$$$$$$$ from t", &pg).as_deref(), Ok("SELECT\n  $$$$$$$$\nFROM\n  t\n"));
    // A name right after a dollar quote starts after it.
    assert_eq!(format_sql("select $$a$$x$y$ from t", &pg).as_deref(), Ok("SELECT\n  $$a$$x$y$\nFROM\n  t\n"));
}

#[test]
fn a_carriage_return_ends_a_line_comment_only_where_the_dialect_says_so() {
    // PostgreSQL ends a comment at a lone `\r`; sqlformat alone reads no comment there at all.
    let pg = format_sql("select 1 -- note\rfrom t", &with(SqlDialect::Postgresql));
    assert_eq!(pg.as_deref(), Ok("SELECT\n  1 -- note\nFROM\n  t\n"));
    // Elsewhere the comment runs on to the `\n`: what follows the `\r` stays in it.
    for dialect in [SqlDialect::Standard, SqlDialect::Mysql, SqlDialect::Sqlite, SqlDialect::SqlServer] {
        let formatted = format_sql("select 1 -- note\rfrom t\n, 2", &with(dialect));
        assert_eq!(formatted.as_deref(), Ok("SELECT\n  1 -- note\rfrom t\n,\n  2\n"), "{dialect:?}");
    }
    let hash = format_sql("select 1 # note\rfrom t\n, 2", &with(SqlDialect::Mysql));
    assert_eq!(hash.as_deref(), Ok("SELECT\n  1 # note\rfrom t\n,\n  2\n"));
    // `\r\n` ends a comment in every dialect, and the `\r` is not kept in it.
    assert_eq!(format("select 1 -- note\r\nfrom t").as_deref(), Ok("SELECT\n  1 -- note\nFROM\n  t\n"));
}
