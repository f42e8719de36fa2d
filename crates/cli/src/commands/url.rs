//! `penknife url encode|decode|parse`: the URL Encoder/Decoder on the command line. The text is read from a file or
//! standard input; its final line break (what `echo` adds) is not part of it.

use crate::input;
use clap::{Args, Subcommand};
use penknife_core::url::{self as engine, Scope, UrlParts};
use std::io::Write as _;
use std::path::{Path, PathBuf};

#[derive(Debug, Args)]
#[command(
    after_help = "Examples:\n  echo 'a b&c/d' | penknife url encode\n  echo 'https://example.com/?q=a+b#top' | penknife url parse\n  echo '../img/a.png' | penknife url parse --base https://example.com/blog/post/"
)]
pub struct CommandArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Percent-encode text as a URL component (as encodeURIComponent: `a b&c/d` → `a%20b%26c%2Fd`).
    Encode(TextArgs),
    /// Percent-decode text; a malformed escape or bytes that are not UTF-8 are refused with their position.
    Decode(TextArgs),
    /// Print a URL's parts (scheme, host, port, path, query, fragment) and its query parameters, decoded; with
    /// --base, of a relative URL resolved against that base first.
    Parse(ParseArgs),
}

#[derive(Debug, Args)]
struct TextArgs {
    /// Treat the text as a whole URL: keep the characters that separate its parts (as encodeURI / decodeURI).
    #[arg(long)]
    url: bool,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Args)]
struct ParseArgs {
    /// Print the parts as one JSON object.
    #[arg(long)]
    json: bool,
    /// Resolve the input against this absolute URL, as a link on the page at BASE reads it (RFC 3986 §5).
    #[arg(long, value_name = "BASE")]
    base: Option<String>,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let scope = |url: bool| if url { Scope::Url } else { Scope::Component };
    let output = match args.action {
        Action::Encode(text) => engine::encode(&read(text.file.as_deref())?, scope(text.url)) + "\n",
        Action::Decode(text) => engine::decode(&read(text.file.as_deref())?, scope(text.url))? + "\n",
        Action::Parse(parse) => {
            let text = read(parse.file.as_deref())?;
            let parts = match &parse.base {
                Some(base) => engine::resolve(&text, base)?,
                None => engine::parse(&text)?,
            };
            if parse.json { serde_json::to_string_pretty(&parts)? + "\n" } else { table(&parts) }
        }
    };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}

/// The input without the line break that ends it.
fn read(file: Option<&Path>) -> anyhow::Result<String> {
    let mut text = input::read_text(file)?;
    let kept = text.strip_suffix('\n').map(|line| line.strip_suffix('\r').unwrap_or(line)).map(str::len);
    text.truncate(kept.unwrap_or(text.len()));
    Ok(text)
}

/// One part per line, then one query parameter per line (`name = value`).
fn table(parts: &UrlParts) -> String {
    let port = parts.port.map(|port| port.to_string()).unwrap_or_default();
    let rows = [
        ("scheme", parts.scheme.as_str()),
        ("host", &parts.host),
        ("port", &port),
        ("path", &parts.path),
        ("query", &parts.query),
        ("fragment", &parts.fragment),
    ];
    let mut out: String = rows.iter().map(|(name, value)| format!("{name:<9}{value}\n")).collect();
    for param in &parts.params {
        out += &format!("  {} = {}\n", param.name, param.value);
    }
    out
}
