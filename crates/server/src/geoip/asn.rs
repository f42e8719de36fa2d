//! ASN sources: a MaxMind DB file (GeoLite2-ASN, DB-IP's ASN Lite) or ip-location-db's CSV
//! (`start,end,asn,"organisation"`, one range a line), which is loaded into a sorted table of ranges.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::Path;

use anyhow::{Context as _, bail};
use maxminddb::{Reader, geoip2};

use super::answer::Database;
use super::source::{DataSource, Kind};

/// The autonomous system an address belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AutonomousSystem {
    pub number: Option<u32>,
    pub organisation: Option<String>,
}

pub struct AsnDatabase {
    data: AsnData,
    source: DataSource,
}

enum AsnData {
    MaxMind(Reader<Vec<u8>>),
    Ranges(RangeTable),
}

/// Not the data (tens of megabytes): what kind of source it is and how large.
impl std::fmt::Debug for AsnDatabase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut debug = f.debug_struct("AsnDatabase");
        match &self.data {
            AsnData::MaxMind(reader) => debug.field("database_type", &reader.metadata().database_type),
            AsnData::Ranges(table) => debug.field("ranges", &table.ranges.len()),
        };
        debug.field("source", &self.source).finish()
    }
}

impl AsnDatabase {
    /// A `.csv` file is read as ip-location-db's CSV, anything else as a MaxMind DB file.
    pub fn load(path: &Path) -> anyhow::Result<Self> {
        let bytes = std::fs::read(path).with_context(|| format!("could not read {}", path.display()))?;
        if path.extension().is_some_and(|extension| extension.eq_ignore_ascii_case("csv")) {
            let text = String::from_utf8(bytes).context("the CSV is not UTF-8")?;
            let table = RangeTable::parse(&text)?;
            return Ok(Self { data: AsnData::Ranges(table), source: DataSource::of_csv(path, Kind::Network) });
        }
        let reader = Reader::from_source(bytes).context("not a MaxMind DB file")?;
        let source = DataSource::of_mmdb(reader.metadata(), path, Kind::Network);
        Ok(Self { data: AsnData::MaxMind(reader), source })
    }

    /// The autonomous system of `address`; `Ok(None)` when the source has no entry for it, or one that knows
    /// neither the number nor the organisation.
    pub fn find(&self, address: IpAddr) -> Result<Option<AutonomousSystem>, maxminddb::MaxMindDbError> {
        let system = match &self.data {
            AsnData::MaxMind(reader) => {
                if !self.holds(address) {
                    return Ok(None);
                }
                let record = reader.lookup(address)?.decode::<geoip2::Asn>()?;
                record.map(|record| AutonomousSystem {
                    number: record.autonomous_system_number,
                    organisation: record
                        .autonomous_system_organization
                        .map(str::trim)
                        .filter(|name| !name.is_empty())
                        .map(str::to_owned),
                })
            }
            AsnData::Ranges(table) => table.find(address),
        };
        Ok(system.filter(|system| system.number.is_some() || system.organisation.is_some()))
    }
}

impl Database for AsnDatabase {
    fn source(&self) -> &DataSource {
        &self.source
    }

    fn holds(&self, address: IpAddr) -> bool {
        match &self.data {
            AsnData::MaxMind(reader) => !(address.is_ipv6() && reader.metadata().ip_version == 4),
            AsnData::Ranges(table) => table.holds_family_of(address),
        }
    }
}

/// Address ranges (IPv4 as IPv4-mapped IPv6, so one ordering holds both) sorted by their first address, each
/// with its AS number and an index into the organisation names (a few thousand names for half a million ranges).
#[derive(Default)]
pub struct RangeTable {
    ranges: Vec<Range>,
    organisations: Vec<String>,
    /// Whether any range is of IPv4 addresses, and any of IPv6 (ip-location-db publishes one file for each).
    has_ipv4: bool,
    has_ipv6: bool,
}

impl std::fmt::Debug for RangeTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RangeTable")
            .field("ranges", &self.ranges.len())
            .field("organisations", &self.organisations.len())
            .finish()
    }
}

#[derive(Debug, Clone, Copy)]
struct Range {
    first: u128,
    last: u128,
    number: u32,
    organisation: u32,
}

fn key(address: IpAddr) -> u128 {
    match address {
        IpAddr::V4(v4) => v4.to_ipv6_mapped().to_bits(),
        IpAddr::V6(v6) => v6.to_bits(),
    }
}

/// Whether a key is an IPv4 address's (IPv4-mapped).
fn is_ipv4(key: u128) -> bool {
    key >> 32 == 0xffff
}

impl RangeTable {
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let mut table = Self::default();
        let mut organisation_index: HashMap<String, u32> = HashMap::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim_end_matches('\r');
            if line.trim().is_empty() {
                continue;
            }
            let (first, last, asn, organisation) =
                split_line(line).with_context(|| format!("line {}: not start,end,asn,organisation", number + 1))?;
            let parse_address = |text: &str| {
                text.parse::<IpAddr>().map(key).with_context(|| format!("line {}: bad address {text:?}", number + 1))
            };
            let (first, last) = (parse_address(first)?, parse_address(last)?);
            let ipv4 = is_ipv4(first);
            table.has_ipv4 |= ipv4;
            table.has_ipv6 |= !ipv4;
            if last < first {
                bail!("line {}: the range ends before it starts", number + 1);
            }
            let asn = asn.parse::<u32>().with_context(|| format!("line {}: bad AS number {asn:?}", number + 1))?;
            let next = u32::try_from(table.organisations.len()).context("too many organisations")?;
            let index = *organisation_index.entry(organisation.clone()).or_insert_with(|| {
                table.organisations.push(organisation);
                next
            });
            table.ranges.push(Range { first, last, number: asn, organisation: index });
        }
        if table.ranges.is_empty() {
            bail!("no ranges in the CSV");
        }
        table.ranges.sort_unstable_by_key(|range| range.first);
        Ok(table)
    }

    /// Whether the table has ranges of `address`'s family at all.
    pub fn holds_family_of(&self, address: IpAddr) -> bool {
        if is_ipv4(key(address)) { self.has_ipv4 } else { self.has_ipv6 }
    }

    pub fn find(&self, address: IpAddr) -> Option<AutonomousSystem> {
        let key = key(address);
        let after = self.ranges.partition_point(|range| range.first <= key);
        let range = self.ranges.get(after.checked_sub(1)?)?;
        (key <= range.last).then(|| AutonomousSystem {
            number: Some(range.number),
            organisation: self.organisations.get(range.organisation as usize).filter(|name| !name.is_empty()).cloned(),
        })
    }
}

/// `start,end,asn,organisation` where the organisation may be quoted (`"Cloudflare, Inc."`, `""` for a quote).
fn split_line(line: &str) -> Option<(&str, &str, &str, String)> {
    let mut fields = line.splitn(4, ',');
    let (first, last, asn, rest) = (fields.next()?, fields.next()?, fields.next()?, fields.next().unwrap_or(""));
    let organisation = match rest.strip_prefix('"') {
        Some(quoted) => quoted.strip_suffix('"')?.replace("\"\"", "\""),
        None => rest.to_owned(),
    };
    Some((first.trim(), last.trim(), asn.trim(), organisation))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSV: &str = "1.0.0.0,1.0.0.255,13335,\"Cloudflare, Inc.\"\n\
        1.0.4.0,1.0.7.255,38803,Gtelecom Pty Ltd\n\
        8.8.8.0,8.8.8.255,15169,\"Say \"\"hi\"\" Ltd\"\n\
        2001:4860::,2001:4860:ffff:ffff:ffff:ffff:ffff:ffff,15169,Google LLC\n";

    fn find(table: &RangeTable, address: &str) -> Option<AutonomousSystem> {
        table.find(address.parse().expect("an address"))
    }

    #[test]
    fn ranges_answer_their_as_and_gaps_answer_nothing() {
        let table = RangeTable::parse(CSV).expect("parses");
        let cloudflare = find(&table, "1.0.0.1").expect("in the first range");
        assert_eq!(cloudflare.number, Some(13335));
        assert_eq!(cloudflare.organisation.as_deref(), Some("Cloudflare, Inc."));
        assert_eq!(find(&table, "1.0.7.255").and_then(|asn| asn.number), Some(38803));
        assert_eq!(find(&table, "8.8.8.8").and_then(|asn| asn.organisation).as_deref(), Some("Say \"hi\" Ltd"));
        assert_eq!(find(&table, "2001:4860:4860::8888").and_then(|asn| asn.number), Some(15169));
        assert_eq!(find(&table, "1.0.1.0"), None);
        assert_eq!(find(&table, "0.255.255.255"), None);
        assert_eq!(find(&table, "9.0.0.0"), None);
        assert_eq!(find(&table, "2001:4861::"), None);
    }

    #[test]
    fn a_table_holds_the_address_families_of_its_ranges() {
        let both = RangeTable::parse(CSV).expect("parses");
        let ipv4 = RangeTable::parse("1.0.0.0,1.0.0.255,13335,Cloudflare\n").expect("parses");
        let ipv6 = RangeTable::parse("2001:4860::,2001:4860::ffff,15169,Google LLC\n").expect("parses");
        let (v4, v6): (IpAddr, IpAddr) = ("9.9.9.9".parse().expect("v4"), "2001:db9::1".parse().expect("v6"));
        assert_eq!([both.holds_family_of(v4), both.holds_family_of(v6)], [true, true]);
        assert_eq!([ipv4.holds_family_of(v4), ipv4.holds_family_of(v6)], [true, false]);
        assert_eq!([ipv6.holds_family_of(v4), ipv6.holds_family_of(v6)], [false, true]);
    }

    #[test]
    fn a_broken_csv_is_refused_with_its_line() {
        for (csv, line) in [
            ("1.0.0.0,1.0.0.255,13335,A\nnonsense\n", "line 2"),
            ("1.0.0.0,1.0.0.255,x,A\n", "line 1"),
            ("1.0.0.9,1.0.0.1,1,A\n", "line 1"),
            ("1.0.0.0,1.0.0.255,1,\"unclosed\n", "line 1"),
        ] {
            let error = format!("{:#}", RangeTable::parse(csv).expect_err(csv));
            assert!(error.contains(line), "{error}");
        }
        assert!(RangeTable::parse("").is_err());
    }
}
