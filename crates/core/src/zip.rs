//! A ZIP archive of files stored as they are (method 0, no compression), for results that are compressed already:
//! Split PDF's pages now, the Favicon Generator's images later. APPNOTE.TXT 6.3.10's plain format: a local header and
//! the bytes of each file, then the central directory and its end record. No ZIP64, so at most 65,535 files and
//! 4 GiB in all — far above what a tool's limits let through, and refused rather than written wrong.
//!
//! The output is deterministic: every file is dated 1980-01-01 00:00 (the format's first day), with no extra fields.

/// Why no archive could be written: more files or bytes than the plain format counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("The archive would be over the ZIP format's limits (65,535 files, 4 GiB).")]
pub struct ZipTooLarge;

/// One file of the archive: its name (a relative path with `/`, which the caller makes safe) and its bytes.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    pub name: &'a str,
    pub bytes: &'a [u8],
}

const LOCAL_HEADER: u32 = 0x0403_4b50;
const CENTRAL_HEADER: u32 = 0x0201_4b50;
const END_OF_CENTRAL_DIRECTORY: u32 = 0x0605_4b50;
/// Version 2.0 needed to extract (the plain format), made by MS-DOS (0) so no external attributes are read.
const VERSION: u16 = 20;
/// Bit 11: the names are UTF-8.
const FLAGS: u16 = 1 << 11;
/// MS-DOS date of 1980-01-01 (year 0 from 1980, month 1, day 1) and time 00:00:00.
const DOS_DATE: u16 = (1 << 5) | 1;
const DOS_TIME: u16 = 0;

/// The archive of `entries`, in their order.
pub fn store(entries: &[Entry<'_>]) -> Result<Vec<u8>, ZipTooLarge> {
    let count = u16::try_from(entries.len()).map_err(|_| ZipTooLarge)?;
    let size: usize = entries.iter().map(|entry| 76 + 2 * entry.name.len() + entry.bytes.len()).sum::<usize>() + 22;
    if u32::try_from(size).is_err() {
        return Err(ZipTooLarge);
    }
    let mut out = Vec::with_capacity(size);
    let mut directory = Vec::new();
    for entry in entries {
        let name_len = u16::try_from(entry.name.len()).map_err(|_| ZipTooLarge)?;
        // Both fit: the whole archive's size was checked against u32 above.
        let (offset, len) = (out.len() as u32, entry.bytes.len() as u32);
        let crc = crc32fast::hash(entry.bytes);
        // The fields a local header and a central header share, from "version needed" to the name's length.
        let mut common = Vec::with_capacity(26);
        for field in [VERSION, FLAGS, 0, DOS_TIME, DOS_DATE] {
            common.extend_from_slice(&field.to_le_bytes());
        }
        for field in [crc, len, len] {
            common.extend_from_slice(&field.to_le_bytes());
        }
        common.extend_from_slice(&name_len.to_le_bytes());

        out.extend_from_slice(&LOCAL_HEADER.to_le_bytes());
        out.extend_from_slice(&common);
        out.extend_from_slice(&0u16.to_le_bytes()); // extra field length
        out.extend_from_slice(entry.name.as_bytes());
        out.extend_from_slice(entry.bytes);

        directory.extend_from_slice(&CENTRAL_HEADER.to_le_bytes());
        directory.extend_from_slice(&VERSION.to_le_bytes()); // version made by
        directory.extend_from_slice(&common);
        // Extra field and comment lengths, disk number, internal and external attributes.
        for field in [0u16, 0, 0, 0, 0, 0] {
            directory.extend_from_slice(&field.to_le_bytes());
        }
        directory.extend_from_slice(&offset.to_le_bytes());
        directory.extend_from_slice(entry.name.as_bytes());
    }
    let (directory_offset, directory_len) = (out.len() as u32, directory.len() as u32);
    out.extend_from_slice(&directory);
    out.extend_from_slice(&END_OF_CENTRAL_DIRECTORY.to_le_bytes());
    for field in [0u16, 0, count, count] {
        out.extend_from_slice(&field.to_le_bytes());
    }
    out.extend_from_slice(&directory_len.to_le_bytes());
    out.extend_from_slice(&directory_offset.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes()); // comment length
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Cursor, Read};

    fn read_back(archive: &[u8]) -> Vec<(String, Vec<u8>)> {
        let mut zip = ::zip::ZipArchive::new(Cursor::new(archive)).expect("a ZIP a real reader opens");
        (0..zip.len())
            .map(|index| {
                let mut file = zip.by_index(index).expect("each file");
                assert_eq!(file.compression(), ::zip::CompressionMethod::Stored);
                let mut bytes = Vec::new();
                file.read_to_end(&mut bytes).expect("the file's bytes, its CRC checked");
                (file.name().expect("as built").to_string(), bytes)
            })
            .collect()
    }

    #[test]
    fn a_real_reader_reads_back_every_file_in_order() {
        let big: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
        let archive = store(&[
            Entry { name: "page-001.pdf", bytes: b"%PDF-1.7 one" },
            Entry { name: "page-002.pdf", bytes: &big },
            Entry { name: "empty.txt", bytes: b"" },
        ])
        .expect("as built");
        assert_eq!(
            read_back(&archive),
            [
                ("page-001.pdf".to_owned(), b"%PDF-1.7 one".to_vec()),
                ("page-002.pdf".to_owned(), big),
                ("empty.txt".to_owned(), Vec::new())
            ]
        );
    }

    #[test]
    fn an_empty_archive_is_the_end_record_alone() {
        let archive = store(&[]).expect("as built");
        assert_eq!(archive.len(), 22);
        assert!(read_back(&archive).is_empty());
    }

    #[test]
    fn the_same_files_give_the_same_bytes() {
        let entries = [Entry { name: "a.pdf", bytes: b"a" }, Entry { name: "b.pdf", bytes: b"bb" }];
        assert_eq!(store(&entries), store(&entries));
    }

    #[test]
    fn more_files_than_the_format_counts_are_refused() {
        let entries: Vec<Entry<'_>> = (0..65_536).map(|_| Entry { name: "x", bytes: b"" }).collect();
        assert_eq!(store(&entries), Err(ZipTooLarge));
    }
}
