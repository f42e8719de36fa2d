//! Reading a tool's input: the named file, or stdin when none (or `-`) is given.

use anyhow::Context as _;
use std::io::Read as _;
use std::path::Path;

pub fn read_bytes(file: Option<&Path>) -> anyhow::Result<Vec<u8>> {
    match file {
        Some(path) if path != Path::new("-") => {
            std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
        }
        _ => {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes).context("cannot read standard input")?;
            Ok(bytes)
        }
    }
}

pub fn read_text(file: Option<&Path>) -> anyhow::Result<String> {
    String::from_utf8(read_bytes(file)?).context("input is not UTF-8 text")
}
