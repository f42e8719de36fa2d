//! `penknife hash`: the Hash Generator on the command line. The file (or standard input) is read in chunks, never
//! whole, and every algorithm's digest is printed on a line of its own after its name. A key for HMAC is read from a
//! file or an environment variable, never from the command line, where `ps` and shell history show it.

use anyhow::{Context as _, anyhow, bail};
use clap::Args;
use penknife_core::hash::{Algorithm, Digest, HashResult, Hasher};
use std::io::{Read, Write as _};
use std::path::PathBuf;

#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  penknife hash download.iso\n  printf abc | penknife hash --algorithm sha256\n  \
    penknife hash --hmac-key-file key.txt message.txt\n  HMAC_KEY=Jefe penknife hash --hmac-key-env HMAC_KEY --base64 message.txt")]
pub struct CommandArgs {
    /// Print only this algorithm's digest, alone on its line: md5, sha1, sha256, sha384, sha512, sha3-256 or blake3.
    #[arg(long, short, value_parser = parse_algorithm)]
    algorithm: Option<Algorithm>,
    /// Print the digests in Base64 instead of lowercase hexadecimal.
    #[arg(long)]
    base64: bool,
    /// Print MACs under the key in this file (its bytes, without a final line break): HMAC, and BLAKE3's keyed mode
    /// when the key is 32 bytes.
    #[arg(long, value_name = "PATH", conflicts_with = "hmac_key_env")]
    hmac_key_file: Option<PathBuf>,
    /// As --hmac-key-file, the key being the value of this environment variable (give its name, not the key).
    #[arg(long, value_name = "NAME")]
    hmac_key_env: Option<String>,
    /// Input file; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

fn parse_algorithm(name: &str) -> Result<Algorithm, String> {
    Algorithm::from_name(name).ok_or_else(|| {
        let names: Vec<String> = Algorithm::ALL.iter().map(|a| a.name().to_lowercase().replace("sha-", "sha")).collect();
        format!("expected one of {}", names.join(", "))
    })
}

/// Bytes read at a time.
const CHUNK: usize = 1 << 16;

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let key = read_key(&args)?;
    let algorithms = args.algorithm.map_or(Algorithm::ALL.to_vec(), |algorithm| vec![algorithm]);
    let mut hasher = Hasher::new(&algorithms, key.as_deref())?;
    let mut input = crate::input::open(args.file.as_deref())?;
    let mut buffer = vec![0; CHUNK];
    loop {
        let read = match input.read(&mut buffer) {
            Ok(0) => break,
            Ok(read) => read,
            Err(error) if error.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error).context(crate::input::reading(args.file.as_deref())),
        };
        hasher.update(&buffer[..read]);
    }
    let result = hasher.finish();
    if let Some(missing) = result.unavailable.first()
        && args.algorithm.is_some()
    {
        bail!("{}", missing.reason);
    }
    for missing in &result.unavailable {
        eprintln!("penknife: {} left out: {}", missing.algorithm.name(), missing.reason);
    }
    std::io::stdout().lock().write_all(print(&result, args.algorithm.is_some(), args.base64).as_bytes())?;
    Ok(())
}

fn print(result: &HashResult, alone: bool, base64: bool) -> String {
    let value = |digest: &Digest| if base64 { digest.base64.clone() } else { digest.hex.clone() };
    if alone {
        return result.digests.iter().map(|digest| value(digest) + "\n").collect();
    }
    result.digests.iter().map(|digest| format!("{:<14}{}\n", name(digest.algorithm, result.keyed), value(digest))).collect()
}

/// The algorithm's name, or its MAC's: `HMAC-SHA-256`, `BLAKE3-keyed`.
fn name(algorithm: Algorithm, keyed: bool) -> String {
    match (algorithm, keyed) {
        (_, false) => algorithm.name().to_owned(),
        (Algorithm::Blake3, true) => "BLAKE3-keyed".to_owned(),
        (_, true) => format!("HMAC-{}", algorithm.name()),
    }
}

/// The key's bytes, without the line break that ends a file written by `echo` or an editor.
fn read_key(args: &CommandArgs) -> anyhow::Result<Option<Vec<u8>>> {
    let mut key = if let Some(path) = &args.hmac_key_file {
        std::fs::read(path).with_context(|| format!("cannot read the key file {}", path.display()))?
    } else if let Some(name) = &args.hmac_key_env {
        let value = std::env::var_os(name).ok_or_else(|| anyhow!("The environment variable {name} is not set."))?;
        value.into_string().map_err(|_| anyhow!("{name} is not UTF-8 text."))?.into_bytes()
    } else {
        return Ok(None);
    };
    if key.ends_with(b"\n") {
        key.pop();
        if key.ends_with(b"\r") {
            key.pop();
        }
    }
    Ok(Some(key))
}
