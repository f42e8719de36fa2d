//! `penknife sql`: the SQL Formatter on the command line. Reads a file or standard input, prints the SQL laid out.

use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::sql::{self as engine, KeywordCase, SqlDialect, SqlIndent, SqlOptions};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  echo 'select a,b from t where x=1' | penknife sql\n  penknife sql --dialect mysql --case lower dump.sql")]
pub struct CommandArgs {
    /// Whose quoting rules the SQL follows.
    #[arg(long, value_enum, default_value_t = Dialect::Standard)]
    dialect: Dialect,
    /// What keywords become.
    #[arg(long = "case", value_enum, default_value_t = Case::Upper)]
    keyword_case: Case,
    /// One level of indentation.
    #[arg(long, value_enum, default_value_t = Indent::Two)]
    indent: Indent,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Dialect {
    Standard,
    Postgresql,
    Mysql,
    Sqlite,
    SqlServer,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Case {
    Upper,
    Lower,
    Preserve,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Indent {
    /// Two spaces.
    Two,
    /// Four spaces.
    Four,
    Tab,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let options = SqlOptions {
        dialect: match args.dialect {
            Dialect::Standard => SqlDialect::Standard,
            Dialect::Postgresql => SqlDialect::Postgresql,
            Dialect::Mysql => SqlDialect::Mysql,
            Dialect::Sqlite => SqlDialect::Sqlite,
            Dialect::SqlServer => SqlDialect::SqlServer,
        },
        keyword_case: match args.keyword_case {
            Case::Upper => KeywordCase::Upper,
            Case::Lower => KeywordCase::Lower,
            Case::Preserve => KeywordCase::Preserve,
        },
        indent: match args.indent {
            Indent::Two => SqlIndent::TwoSpaces,
            Indent::Four => SqlIndent::FourSpaces,
            Indent::Tab => SqlIndent::Tab,
        },
    };
    let formatted = engine::format_sql(&input::read_text(args.file.as_deref())?, &options)?;
    std::io::stdout().lock().write_all(formatted.as_bytes())?;
    Ok(())
}
