//! What a lookup answers besides the record: for each half of it (the location from the city databases, the
//! network from the ASN sources), whether a database had the address and which. Without it a record of "Unknown"
//! fields could not be told from a found one, and the page would credit a database it did not use.

use std::net::IpAddr;

use penknife_core::ip::IpInfo;
use serde::Serialize;

use super::source::DataSource;
use super::watch::Watched;

/// What the databases of one kind said about an address.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(tsify::Tsify), tsify(missing_as_null))]
#[serde(tag = "status", rename_all = "camelCase")]
pub enum Finding {
    /// `source` has an entry for the address: this half of the record is what it says.
    Found { source: DataSource },
    /// None of `databases` (those in service that could hold the address, in order; none when no database of
    /// this kind is loaded) has an entry for it: this half of the record is all Unknown.
    Missing { databases: Vec<DataSource> },
    /// Not looked up: the address is reserved, so no database holds it (the answer's note says why).
    Skipped,
}

/// The record of an address and where each half of it comes from.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    pub info: IpInfo,
    pub location: Finding,
    pub network: Finding,
}

impl Answer {
    /// The answer for an address no database is asked about.
    pub fn skipped(address: IpAddr) -> Self {
        Self { info: IpInfo::unknown(address), location: Finding::Skipped, network: Finding::Skipped }
    }
}

/// A loaded database, as a search goes through them.
pub trait Database {
    fn source(&self) -> &DataSource;
    /// Whether it can hold `address` at all (an IPv4-only file holds no IPv6 address).
    fn holds(&self, address: IpAddr) -> bool;
}

/// The first entry for `address` in the files in service, in order, and the finding that says whose it is; a file
/// whose record cannot be decoded is logged and passed over. `find` answers `None` for an entry that knows nothing.
pub fn search<T: Database, R>(
    files: &[Watched<T>],
    address: IpAddr,
    find: impl Fn(&T) -> Result<Option<R>, maxminddb::MaxMindDbError>,
) -> (Option<R>, Finding) {
    let mut asked: Vec<DataSource> = Vec::new();
    for file in files {
        let Some(database) = file.current().filter(|database| database.holds(address)) else { continue };
        match find(&database) {
            Ok(Some(entry)) => return (Some(entry), Finding::Found { source: database.source().clone() }),
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(path = %file.path().display(), %error, "geolocation record could not be read");
            }
        }
        // An IPv4 and an IPv6 file of one product are one database to the reader.
        if !asked.contains(database.source()) {
            asked.push(database.source().clone());
        }
    }
    (None, Finding::Missing { databases: asked })
}
