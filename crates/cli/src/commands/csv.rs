//! `penknife csv`: the CSV JSON Converter on the command line. The file (or standard input) is read in chunks and,
//! from CSV, the JSON is written as its records complete, so a large file is never held whole. The direction is
//! `--to`, or the input's first character: `[` or `{` is JSON (to CSV), anything else CSV (to JSON). A refusal (an
//! unterminated quote, a row of the wrong length, a JSON syntax error, each with its line) exits non-zero.

use anyhow::Context as _;
use clap::{Args, ValueEnum};
use penknife_core::csv::{Converter, CsvOptions, Delimiter, Target};
use std::io::{Read, Write as _};
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife csv people.csv > people.json\n  \
    penknife csv --types --delimiter semicolon export.csv\n  penknife csv --escape-formulas people.json > people.csv")]
pub struct CommandArgs {
    /// What to convert to; by default JSON when the input is CSV, CSV when it starts with `[` or `{`.
    #[arg(long, value_enum)]
    to: Option<To>,
    /// The CSV's delimiter; by default detected when reading CSV, a comma when writing it.
    #[arg(long, short, value_enum)]
    delimiter: Option<DelimiterArg>,
    /// CSV to JSON: the first row is data (rows become arrays), not the header (rows become objects). JSON to CSV:
    /// no header row.
    #[arg(long)]
    no_header: bool,
    /// CSV to JSON: numbers, true and false typed, empty fields null (otherwise every value is text).
    #[arg(long)]
    types: bool,
    /// JSON to CSV: put ' before a cell that starts with = + - @ (and is no number), so a spreadsheet shows it as text
    /// instead of running it as a formula.
    #[arg(long)]
    escape_formulas: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum To {
    Json,
    Csv,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum DelimiterArg {
    #[value(alias = ",")]
    Comma,
    #[value(alias = ";")]
    Semicolon,
    #[value(alias = "\t")]
    Tab,
    #[value(alias = "|")]
    Pipe,
}

impl From<DelimiterArg> for Delimiter {
    fn from(delimiter: DelimiterArg) -> Self {
        match delimiter {
            DelimiterArg::Comma => Delimiter::Comma,
            DelimiterArg::Semicolon => Delimiter::Semicolon,
            DelimiterArg::Tab => Delimiter::Tab,
            DelimiterArg::Pipe => Delimiter::Pipe,
        }
    }
}

/// Bytes read at a time.
const CHUNK: usize = 1 << 20;

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let mut input = Chunks { reader: crate::input::open(args.file.as_deref())?, buffer: vec![0; CHUNK], file: args.file.clone() };
    // Read until the direction is known: the first character that is not blank (after a byte order mark).
    let mut head = Vec::new();
    let to = match args.to {
        Some(to) => to,
        None => loop {
            let chunk = input.next()?;
            head.extend_from_slice(chunk);
            let text = head.strip_prefix(b"\xef\xbb\xbf".as_slice()).unwrap_or(&head);
            match text.iter().find(|byte| !byte.is_ascii_whitespace()) {
                Some(b'[' | b'{') => break To::Csv,
                Some(_) => break To::Json,
                None if chunk.is_empty() => break To::Json,
                None => {}
            }
        },
    };
    let options = CsvOptions {
        to: match to {
            To::Json => Target::Json,
            To::Csv => Target::Csv,
        },
        delimiter: args.delimiter.map(Delimiter::from),
        header: !args.no_header,
        types: args.types,
        escape_formulas: args.escape_formulas,
    };
    let mut converter = Converter::new(&options);
    let mut out = std::io::stdout().lock();
    out.write_all(converter.push(&head)?.as_bytes())?;
    loop {
        let chunk = input.next()?;
        if chunk.is_empty() {
            break;
        }
        out.write_all(converter.push(chunk)?.as_bytes())?;
    }
    out.write_all(converter.finish()?.output.as_bytes())?;
    Ok(())
}

/// The input, a chunk at a time.
struct Chunks {
    reader: Box<dyn Read>,
    buffer: Vec<u8>,
    file: Option<PathBuf>,
}

impl Chunks {
    /// The next chunk; empty at the end.
    fn next(&mut self) -> anyhow::Result<&[u8]> {
        loop {
            match self.reader.read(&mut self.buffer) {
                Ok(count) => return Ok(&self.buffer[..count]),
                Err(error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error).context(crate::input::reading(self.file.as_deref())),
            }
        }
    }
}
