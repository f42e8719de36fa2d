use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "PENKNIFE_ADDR", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Folder for the database and other server data.
    #[arg(long, env = "PENKNIFE_DATA_DIR", default_value = "./data")]
    data_dir: PathBuf,
    /// Log format: `pretty` for people, `json` for log collectors.
    #[arg(long, env = "PENKNIFE_LOG_FORMAT", default_value = "pretty", value_parser = ["pretty", "json"])]
    log_format: String,
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_logging(&args.log_format);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(penknife_server::serve(penknife_server::ServeConfig { addr: args.addr, data_dir: args.data_dir }))
}

/// Logs go to stderr so stdout carries only the "running at" line; `RUST_LOG` overrides the level.
fn init_logging(format: &str) {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if format == "json" {
        builder.json().init();
    } else {
        builder.compact().init();
    }
}
