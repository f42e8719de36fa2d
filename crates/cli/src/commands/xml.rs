//! `penknife xml`: the XML Formatter on files and pipes. Formats (or minifies) a well-formed document, or checks
//! it; a document that is not well-formed exits non-zero with what is wrong and where. No entity is ever read from
//! a file or a URL.

use crate::input;
use clap::{Args, ValueEnum};
use penknife_core::xml::{self as engine, XmlIndent, XmlMode, XmlOptions};
use std::io::Write as _;
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  echo '<a><b>1</b><c/></a>' | penknife xml\n  penknife xml --minify --remove-comments feed.xml\n  penknife xml --check config.xml")]
pub struct CommandArgs {
    /// Remove the whitespace between elements instead of indenting.
    #[arg(long, conflicts_with = "check")]
    minify: bool,
    /// Only check well-formedness: prints `well-formed`, or the error and exits 1.
    #[arg(long)]
    check: bool,
    /// One level of indentation.
    #[arg(long, value_enum, default_value_t = Indent::Two)]
    indent: Indent,
    /// Leave comments out.
    #[arg(long)]
    remove_comments: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Indent {
    /// Two spaces.
    #[value(name = "2")]
    Two,
    /// Four spaces.
    #[value(name = "4")]
    Four,
    Tab,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let text = input::read_bytes(args.file.as_deref())?;
    let mut stdout = std::io::stdout().lock();
    if args.check {
        engine::check_xml_bytes(&text)?;
        stdout.write_all(b"well-formed\n")?;
        return Ok(());
    }
    let options = XmlOptions {
        mode: if args.minify { XmlMode::Minify } else { XmlMode::Format },
        indent: match args.indent {
            Indent::Two => XmlIndent::TwoSpaces,
            Indent::Four => XmlIndent::FourSpaces,
            Indent::Tab => XmlIndent::Tab,
        },
        remove_comments: args.remove_comments,
    };
    let mut output = engine::transform_xml_bytes(&text, &options)?;
    if !output.ends_with('\n') {
        output.push('\n');
    }
    stdout.write_all(output.as_bytes())?;
    Ok(())
}
