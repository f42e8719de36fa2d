//! City databases: MaxMind DB files in the GeoIP2/GeoLite2 schema (also DB-IP's own `.mmdb` downloads), or in
//! the flat schema of ip-location-db's `dbip-city-mmdb` (country_code, state1, city, latitude, longitude,
//! timezone; no country names, often no time zone).

use std::net::IpAddr;
use std::path::Path;

use anyhow::Context as _;
use maxminddb::{Reader, geoip2};
use serde::Deserialize;

use super::countries;

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
}

/// Not the file's bytes (tens of megabytes): what kind of database it is.
impl std::fmt::Debug for CityDatabase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CityDatabase")
            .field("database_type", &self.reader.metadata().database_type)
            .field("schema", &self.schema)
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
        Ok(Self { reader, schema })
    }

    /// What the database says about `address`; `Ok(None)` when it holds nothing for it (an IPv6 address in an
    /// IPv4-only file included).
    pub fn locate(&self, address: IpAddr) -> Result<Option<Location>, maxminddb::MaxMindDbError> {
        if address.is_ipv6() && self.reader.metadata().ip_version == 4 {
            return Ok(None);
        }
        let result = self.reader.lookup(address)?;
        Ok(match self.schema {
            Schema::MaxMind => result.decode::<geoip2::City>()?.map(|record| from_maxmind(&record)),
            Schema::Flat => result.decode::<FlatRecord>()?.map(|record| from_flat(&record)),
        })
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
    use super::*;

    /// MaxMind DB encodings (the format's spec, "Output Data Section"): a control byte of type and size, with
    /// types above 7 written as type 0 and an extension byte.
    fn string(text: &str) -> Vec<u8> {
        let mut bytes = vec![0x40 | u8::try_from(text.len()).expect("short")];
        bytes.extend_from_slice(text.as_bytes());
        bytes
    }

    fn uint16(value: u16) -> Vec<u8> {
        let mut bytes = vec![0xA0 | 2];
        bytes.extend_from_slice(&value.to_be_bytes());
        bytes
    }

    fn uint32(value: u32) -> Vec<u8> {
        let mut bytes = vec![0xC0 | 4];
        bytes.extend_from_slice(&value.to_be_bytes());
        bytes
    }

    fn uint64(value: u64) -> Vec<u8> {
        let mut bytes = vec![8, 9 - 7];
        bytes.extend_from_slice(&value.to_be_bytes());
        bytes
    }

    fn float(value: f32) -> Vec<u8> {
        let mut bytes = vec![4, 15 - 7];
        bytes.extend_from_slice(&value.to_be_bytes());
        bytes
    }

    fn map(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
        let mut bytes = vec![0xE0 | u8::try_from(entries.len()).expect("few")];
        for (key, value) in entries {
            bytes.extend(string(key));
            bytes.extend_from_slice(value);
        }
        bytes
    }

    /// An IPv4 database in ip-location-db's schema whose one record answers every address: a search tree of
    /// one node whose two 24-bit records both point at the record.
    fn flat_database(record: &[u8]) -> Vec<u8> {
        let node_count = 1u32;
        let pointer = (node_count + 16).to_be_bytes();
        let mut bytes = [&pointer[1..], &pointer[1..]].concat();
        bytes.extend_from_slice(&[0; 16]);
        bytes.extend_from_slice(record);
        bytes.extend_from_slice(b"\xAB\xCD\xEFMaxMind.com");
        bytes.extend(map(&[
            ("binary_format_major_version", uint16(2)),
            ("binary_format_minor_version", uint16(0)),
            ("build_epoch", uint64(1_780_666_922)),
            ("database_type", string("city ipv4")),
            ("description", map(&[])),
            ("ip_version", uint16(4)),
            ("languages", vec![0, 11 - 7]),
            ("node_count", uint32(node_count)),
            ("record_size", uint16(24)),
        ]));
        bytes
    }

    /// Loaded from a file as the server loads it, so the schema is told from the metadata.
    fn flat(record: &[u8]) -> CityDatabase {
        let mut name = [0u8; 8];
        getrandom::fill(&mut name).expect("random bytes");
        let path = std::env::temp_dir().join(format!("penknife-flat-{:x}.mmdb", u64::from_le_bytes(name)));
        std::fs::write(&path, flat_database(record)).expect("write the database");
        let database = CityDatabase::load(&path).expect("a valid database");
        std::fs::remove_file(&path).expect("remove the database");
        assert_eq!(database.schema, Schema::Flat);
        database
    }

    #[test]
    fn db_ip_records_give_the_country_name_from_the_code_and_single_precision_coordinates() {
        let database = flat(&map(&[
            ("city", string("London")),
            ("country_code", string("GB")),
            ("latitude", float(51.5143)),
            ("longitude", float(-0.091_224_4)),
            ("postcode", string("")),
            ("state1", string("England")),
            ("state2", string("")),
            ("timezone", string("")),
        ]));
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
    fn an_empty_db_ip_record_knows_nothing() {
        let database = flat(&map(&[("country_code", string("")), ("city", string(" "))]));
        let location = database.locate("8.8.8.8".parse().expect("address")).expect("decodes").expect("found");
        assert_eq!(location, Location::default());
    }
}
