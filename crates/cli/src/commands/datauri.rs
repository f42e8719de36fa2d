use crate::input;
use anyhow::Context as _;
use clap::Args;
use penknife_core::datauri::{self as engine, Form};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// An image to a data URL (its type read from its bytes, never its name), or with --decode a data URL or Base64
/// back to the image.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The image (or with --decode the data URL or Base64 text); reads standard input when absent or `-`.
    file: Option<PathBuf>,
    /// Print the Base64 alone instead of the data URL.
    #[arg(long, group = "form", conflicts_with = "decode")]
    raw: bool,
    /// Print a CSS declaration: background-image: url("data:…");
    #[arg(long, group = "form", conflicts_with = "decode")]
    css: bool,
    /// Print an HTML tag: <img src="data:…" alt="">
    #[arg(long, group = "form", conflicts_with = "decode")]
    html: bool,
    /// Decode a data URL (RFC 2397) or bare Base64 (white space and the URL-safe alphabet accepted) to the image.
    #[arg(short, long)]
    decode: bool,
    /// With --decode: write the image here (the right extension added when OUT has none) instead of standard output.
    #[arg(short, long, value_name = "OUT", requires = "decode")]
    output: Option<PathBuf>,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    if args.decode {
        return decode(args.file.as_deref(), args.output);
    }
    let encoded = engine::encode(&input::read_bytes(args.file.as_deref())?)?;
    let form = match (args.raw, args.css, args.html) {
        (true, _, _) => Form::Base64,
        (_, true, _) => Form::Css,
        (_, _, true) => Form::Html,
        _ => Form::DataUrl,
    };
    println!("{}", encoded.text(form));
    Ok(())
}

fn decode(file: Option<&Path>, output: Option<PathBuf>) -> anyhow::Result<()> {
    let decoded = engine::decode(&input::read_text(file)?)?;
    if let Some(declared) = &decoded.declared_mime {
        eprintln!("penknife: the data URL says {declared}, but the data is {}", decoded.mime);
    }
    let Some(mut output) = output else {
        std::io::stdout().lock().write_all(&decoded.bytes)?;
        return Ok(());
    };
    match output.extension().and_then(|extension| extension.to_str()) {
        None => {
            output.set_extension(&decoded.extension);
        }
        Some(extension) if !extension.eq_ignore_ascii_case(&decoded.extension) => {
            eprintln!("penknife: {} is {}: its extension would be .{}", output.display(), decoded.mime, decoded.extension);
        }
        Some(_) => {}
    }
    std::fs::write(&output, &decoded.bytes).with_context(|| format!("cannot write {}", output.display()))?;
    eprintln!("{} ({}, {} bytes)", output.display(), decoded.mime, decoded.bytes.len());
    Ok(())
}
