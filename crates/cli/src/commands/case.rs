//! (to be written)
use clap::Args;

#[derive(Debug, Args)]
pub struct CommandArgs {}

pub fn run(_args: CommandArgs) -> anyhow::Result<()> {
    anyhow::bail!("not built yet")
}
