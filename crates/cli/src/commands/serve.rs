use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use super::ip::GeoIpArgs;
use penknife_server::ConnectionLimits;
use penknife_server::auth::{AuthConfig, RateLimits, providers::Providers};
use penknife_server::geoip::GeoIpConfig;
use penknife_server::pastes::{PasteClock, PasteConfig};

/// Where the server listens unless told otherwise (and where `penknife paste` looks for it).
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "PENKNIFE_ADDR", default_value = DEFAULT_ADDR)]
    addr: SocketAddr,
    /// Folder for the database and other server data.
    #[arg(long, env = "PENKNIFE_DATA_DIR", default_value = "./data")]
    data_dir: PathBuf,
    /// Serve the web app from this folder (a `make build`'s web/dist), read on each request, instead of the one
    /// built into this binary.
    #[arg(long, env = "PENKNIFE_WEB_DIR")]
    web_dir: Option<PathBuf>,
    /// Serve Prometheus metrics at http://<this address>/metrics (off by default; keep it off the public network).
    #[arg(long, env = "PENKNIFE_METRICS_ADDR")]
    metrics_addr: Option<SocketAddr>,
    /// Log format: `pretty` for people, `json` for log collectors.
    #[arg(long, env = "PENKNIFE_LOG_FORMAT", default_value = "pretty", value_parser = ["pretty", "json"])]
    log_format: String,
    /// Database: `postgres://…` or `sqlite://…` (default: penknife.db in the data folder).
    #[arg(long, env = "DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
    /// The site's public URL, for links in mails and allowed redirects (default: http://<addr>).
    #[arg(long, env = "PENKNIFE_SITE_URL")]
    site_url: Option<String>,
    /// Sign-ups get a session at once, without confirming their e-mail address.
    #[arg(long, env = "PENKNIFE_AUTH_AUTOCONFIRM", default_value_t = false, action = clap::ArgAction::Set)]
    auth_autoconfirm: bool,
    /// Other origins or URL prefixes that sign-in may redirect to, comma-separated.
    #[arg(long, env = "PENKNIFE_AUTH_REDIRECT_ALLOW_LIST", value_delimiter = ',')]
    auth_redirect_allow_list: Vec<String>,
    /// SMTP server for account mail (smtp://user:pass@host:port, smtps://…); without it mail goes to <data>/outbox.
    #[arg(long, env = "PENKNIFE_SMTP_URL", hide_env_values = true)]
    smtp_url: Option<String>,
    /// The From address of account mail.
    #[arg(long, env = "PENKNIFE_SMTP_FROM")]
    smtp_from: Option<String>,
    /// Read the client address from X-Forwarded-For (only behind a proxy that appends to it): its final entry;
    /// when that is not an address, the proxy's own.
    #[arg(long, env = "PENKNIFE_TRUSTED_PROXY", default_value_t = false, action = clap::ArgAction::Set)]
    trusted_proxy: bool,
    /// The JWT signing secret (at least 32 characters; default: generated once and kept in the database).
    #[arg(long, env = "PENKNIFE_JWT_SECRET", hide_env_values = true)]
    jwt_secret: Option<String>,
    /// Open connections in all; more are answered 503 (lowered to fit the open-file limit).
    #[arg(long, env = "PENKNIFE_MAX_CONNECTIONS", default_value_t = ConnectionLimits::default().max_connections)]
    max_connections: usize,
    /// Open connections from one client (an IPv4 address or IPv6 /64, as for every per-client limit); not
    /// applied with --trusted-proxy.
    #[arg(
        long,
        env = "PENKNIFE_MAX_CONNECTIONS_PER_CLIENT",
        default_value_t = ConnectionLimits::default().max_connections_per_client
    )]
    max_connections_per_client: usize,
    /// Bytes of request bodies held at once, all clients together; a body beyond it is answered 503 with
    /// Retry-After (each route's own limit bounds one body: 1 MiB, a paste's JSON twice the paste size).
    #[arg(long, env = "PENKNIFE_UPLOAD_MEMORY", default_value_t = ConnectionLimits::default().upload_memory)]
    upload_memory: usize,
    /// Requests per client (an IPv4 address or IPv6 /64) to each sign-in/sign-up/recovery route per window.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_PER_IP", default_value_t = RateLimits::default().per_ip)]
    rate_limit_per_ip: u32,
    /// Requests per e-mail address from one client to each of those routes per window.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_PER_ACCOUNT", default_value_t = RateLimits::default().per_account)]
    rate_limit_per_account: u32,
    /// Token refreshes per client per window.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_REFRESH_PER_IP", default_value_t = RateLimits::default().refresh_per_ip)]
    rate_limit_refresh_per_ip: u32,
    /// The rate-limit window in seconds.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_WINDOW_SECS", default_value_t = RateLimits::default().window.as_secs())]
    rate_limit_window_secs: u64,
    /// Account mails per address per hour asked for from one client.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_EMAILS_PER_HOUR", default_value_t = RateLimits::default().emails_per_hour)]
    rate_limit_emails_per_hour: u32,
    /// Account mails per address per hour from all clients together (devices that signed in to the
    /// account before are not held by it).
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_EMAILS_PER_ADDRESS", default_value_t = RateLimits::default().emails_per_address_per_hour)]
    rate_limit_emails_per_address: u32,
    /// Failed sign-ins per account per hour from devices that never signed in to it, before their sign-ins to it
    /// are refused for the rest of the hour; each known device has an allowance of its own.
    #[arg(long, env = "PENKNIFE_RATE_LIMIT_FAILED_SIGN_INS", default_value_t = RateLimits::default().failed_sign_ins_per_hour)]
    rate_limit_failed_sign_ins: u32,
    /// The largest paste in bytes (public: its text as UTF-8; private: its ciphertext).
    #[arg(long, env = "PENKNIFE_PASTE_MAX_BYTES", default_value_t = PasteConfig::default().max_bytes)]
    paste_max_bytes: usize,
    /// Pastes one client may create per hour.
    #[arg(long, env = "PENKNIFE_PASTE_RATE_LIMIT", default_value_t = PasteConfig::default().creates_per_window)]
    paste_rate_limit: u32,
    #[command(flatten)]
    geoip: GeoIpArgs,
    /// IP lookups (/api/ip-lookup) one client may make per minute.
    #[arg(long, env = "PENKNIFE_IP_LOOKUP_RATE_LIMIT", default_value_t = GeoIpConfig::default().lookups_per_window)]
    ip_lookup_rate_limit: u32,
}

pub fn run(args: ServeArgs) -> anyhow::Result<()> {
    init_logging(&args.log_format);
    let mut config = penknife_server::ServeConfig::new(args.addr, args.data_dir);
    config.database_url = args.database_url;
    config.web_dir = args.web_dir;
    config.metrics_addr = args.metrics_addr;
    config.connections = ConnectionLimits {
        max_connections: args.max_connections,
        max_connections_per_client: args.max_connections_per_client,
        upload_memory: args.upload_memory,
        ..ConnectionLimits::default()
    };
    config.auth = AuthConfig {
        site_url: args.site_url,
        autoconfirm: args.auth_autoconfirm,
        redirect_allow_list: args
            .auth_redirect_allow_list
            .into_iter()
            .filter(|entry| !entry.trim().is_empty())
            .collect(),
        smtp_url: args.smtp_url,
        smtp_from: args.smtp_from,
        trusted_proxy: args.trusted_proxy,
        jwt_secret: args.jwt_secret,
        rate_limits: RateLimits {
            per_ip: args.rate_limit_per_ip,
            per_account: args.rate_limit_per_account,
            refresh_per_ip: args.rate_limit_refresh_per_ip,
            window: Duration::from_secs(args.rate_limit_window_secs),
            emails_per_hour: args.rate_limit_emails_per_hour,
            emails_per_address_per_hour: args.rate_limit_emails_per_address,
            failed_sign_ins_per_hour: args.rate_limit_failed_sign_ins,
        },
        providers: Providers::from_env(|key| std::env::var(key).ok())?,
    };
    config.pastes = PasteConfig {
        max_bytes: args.paste_max_bytes,
        creates_per_window: args.paste_rate_limit,
        clock: PasteClock::from_env(),
        ..PasteConfig::default()
    };
    config.geoip =
        args.geoip.config(GeoIpConfig { lookups_per_window: args.ip_lookup_rate_limit, ..GeoIpConfig::default() });
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(penknife_server::serve(config))
}

/// Logs go to stderr so stdout carries only the "running at" line; `RUST_LOG` overrides the level. Colours only on
/// a terminal: a log file or journal gets plain text.
fn init_logging(format: &str) {
    use std::io::IsTerminal as _;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    if format == "json" {
        builder.json().init();
    } else {
        builder.compact().init();
    }
}
