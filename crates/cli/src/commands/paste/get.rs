//! `penknife paste get LINK`: prints a paste's content exactly as saved, decrypting a private paste with the key
//! in the link's fragment. A burn-after-reading paste is opened (and so deleted) only after its link was checked.

use super::api::Server;
use super::link;
use super::password;
use anyhow::{anyhow, bail};
use clap::Args;
use penknife_core::paste;
use std::io::Write as _;

#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The paste's link (`…/paste/ID#KEY`), or its id on --server.
    // Ids are base64url, so one in 64 begins with '-': it is a value, not an option.
    #[arg(allow_hyphen_values = true)]
    link: String,
    /// The Penknife server for a bare id.
    #[arg(long, env = "PENKNIFE_SERVER", default_value_t = super::default_server())]
    server: String,
}

const NO_KEY: &str = "This paste is private: its link needs the key that follows '#' (…/paste/ID#KEY).";

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let link = link::parse(&args.link, &args.server)?;
    let server = Server::new(link.site)?;
    let mut paste = server.get(&link.id)?;
    if paste.private {
        // Checked before a burn-after-reading paste is opened: a bad link must not burn it unread.
        paste::parse_key(link.key.as_deref().ok_or_else(|| anyhow!(NO_KEY))?)?;
    }
    // Asked before a burn-after-reading paste is opened: without a password it must not burn unread.
    let password = if paste.private && paste.password_protected { Some(password::for_reading()?) } else { None };
    let burnt = paste.burn_after_reading;
    if burnt {
        paste = server.open(&link.id)?;
        eprintln!("This paste is deleted once read: it is now deleted from the server.");
    }
    let content = match &paste.encrypted {
        Some(sealed) => {
            let key = link.key.as_deref().ok_or_else(|| anyhow!(NO_KEY))?;
            match paste::open(sealed, key, password.as_deref()) {
                Ok(payload) => payload.content,
                Err(error) if burnt => bail!("{error} (The paste was deleted when it was opened.)"),
                Err(error) => bail!(error),
            }
        }
        None => paste.content.ok_or_else(|| anyhow!("The server sent the paste without its content."))?,
    };
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(content.as_bytes())?;
    stdout.flush()?;
    Ok(())
}
