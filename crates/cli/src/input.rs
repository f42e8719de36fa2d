//! Reading a tool's input: the named file, or stdin when none (or `-`) is given.

use anyhow::Context as _;
use std::io::Read;
use std::path::Path;

pub fn read_bytes(file: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    open(file)?.read_to_end(&mut bytes).with_context(|| reading(file))?;
    Ok(bytes)
}

/// The input as text; bytes that are not UTF-8 are refused with where the first one is (1-based byte and line).
pub fn read_text(file: Option<&Path>) -> anyhow::Result<String> {
    String::from_utf8(read_bytes(file)?).map_err(|error| {
        let bytes = error.as_bytes();
        let valid = error.utf8_error().valid_up_to();
        let line = bytes[..valid].iter().filter(|&&byte| byte == b'\n').count() + 1;
        anyhow::anyhow!("The input is not UTF-8 text: byte {} (line {line}) is not part of a character.", valid + 1)
    })
}

/// The input as a stream, for commands that read it in chunks (a file larger than memory).
pub fn open(file: Option<&Path>) -> anyhow::Result<Box<dyn Read>> {
    Ok(match file {
        Some(path) if path != Path::new("-") => Box::new(std::fs::File::open(path).with_context(|| reading(file))?),
        _ => Box::new(std::io::stdin().lock()),
    })
}

/// What a failed read says: `cannot read FILE`, or `cannot read standard input`.
pub fn reading(file: Option<&Path>) -> String {
    match file {
        Some(path) if path != Path::new("-") => format!("cannot read {}", path.display()),
        _ => "cannot read standard input".to_owned(),
    }
}
