//! `penknife paste create|get`: pastes on a Penknife server from the command line. A private paste is sealed here
//! (penknife_core::paste) before it leaves the machine; its key travels only in the link's fragment.

mod api;
mod create;
mod get;
mod link;
mod password;

use clap::{Args, Subcommand};

#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Upload a file (or `-` for standard input) and print its link on the last line.
    Create(create::CommandArgs),
    /// Print a paste's content, decrypting a private paste with the key in its link.
    Get(get::CommandArgs),
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    match args.action {
        Action::Create(args) => create::run(args),
        Action::Get(args) => get::run(args),
    }
}

/// The server both commands talk to unless told otherwise: where `penknife serve` listens by default.
fn default_server() -> String {
    format!("http://{}", super::serve::DEFAULT_ADDR)
}
