//! `penknife paste create FILE|-`: uploads text and prints its link (the last line of stdout); the delete token
//! goes to stderr so that `$(penknife paste create …)` captures only the link.

use super::api::{NewPaste, Server};
use super::password;
use crate::input;
use anyhow::{anyhow, bail};
use clap::Args;
use penknife_core::paste::{self, Expiry, Language, PastePayload};
use penknife_core::random::SystemRandom;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The text file to paste; `-` reads standard input.
    file: PathBuf,
    /// The paste's title (default 'Untitled Paste').
    #[arg(long)]
    title: Option<String>,
    #[arg(long, help = choices_help("Highlighting (default text)", Language::ALL))]
    language: Option<Language>,
    #[arg(long, default_value_t = Expiry::default(), help = choices_help("When the server deletes it (1w = 7 days, 1M = 30 days)", Expiry::ALL))]
    expires: Expiry,
    /// Encrypt title and content here; the key is only in the link (after `#`), never sent to the server.
    #[arg(long)]
    private: bool,
    /// Ask for a password the reader needs as well as the link (private pastes only): typed at the terminal, or
    /// taken from PENKNIFE_PASTE_PASSWORD; never on the command line, where `ps` and shell history show it.
    #[arg(long, requires = "private")]
    password: bool,
    /// Delete the paste once it has been read.
    #[arg(long)]
    burn: bool,
    /// The Penknife server.
    #[arg(long, env = "PENKNIFE_SERVER", default_value_t = super::default_server())]
    server: String,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let content = read_content(&args.file)?;
    let title = paste::checked_title(args.title.as_deref().unwrap_or_default()).map_err(|message| anyhow!(message))?;
    let server = Server::parse(&args.server)?;
    let password = if args.password { Some(password::for_new_paste()?) } else { None };

    let common = NewPaste { expires_in: args.expires, burn_after_reading: args.burn, ..NewPaste::default() };
    let (request, key_text) = if args.private {
        let mut rng = SystemRandom::new();
        let key = paste::new_key(&mut rng);
        let payload = PastePayload { title: title.to_owned(), content, language: args.language.unwrap_or_default() };
        let encrypted = paste::seal(&payload, &key, password.as_deref(), &mut rng);
        (NewPaste { encrypted: Some(encrypted), ..common }, Some(paste::key_text(&key)))
    } else {
        (NewPaste { title: args.title.as_deref(), content: Some(&content), language: args.language, ..common }, None)
    };
    let created = server.create(&request)?;
    eprintln!("Delete token: {}", created.delete_token);
    if let Some(expires_at) = &created.expires_at {
        eprintln!("Expires at: {expires_at}");
    }
    // The key joins the link here, on this machine: the server never saw it.
    match key_text {
        Some(key) => println!("{}#{key}", created.url),
        None => println!("{}", created.url),
    }
    Ok(())
}

/// The choices written once, by the core enums: "What: a, b or c".
fn choices_help(what: &str, choices: &[impl std::fmt::Display]) -> String {
    let names: Vec<String> = choices.iter().map(ToString::to_string).collect();
    format!("{what}: {}", names.join(", "))
}

/// The paste's text: UTF-8 and not blank (the spec's message).
fn read_content(file: &std::path::Path) -> anyhow::Result<String> {
    let bytes = input::read_bytes(Some(file))?;
    let name = if file == std::path::Path::new("-") { "standard input".to_owned() } else { file.display().to_string() };
    let content = String::from_utf8(bytes).map_err(|_| anyhow!("{name} is not UTF-8 text: a paste holds text"))?;
    if content.trim().is_empty() {
        bail!(paste::CONTENT_REQUIRED);
    }
    Ok(content)
}
