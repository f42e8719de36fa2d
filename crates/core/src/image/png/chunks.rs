//! A PNG file's chunks: the one reader and writer of them that the encoders (the banded PNG), the metadata
//! stripper ([`super::without_metadata`]) and the metadata writer (`image::metadata`) share.

/// Every PNG file starts with these bytes.
pub(crate) const SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";

/// One chunk of a PNG file.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Chunk<'a> {
    pub name: &'a [u8; 4],
    pub data: &'a [u8],
    /// The whole chunk as it stands in the file: length, name, data and CRC.
    pub bytes: &'a [u8],
    /// Where the chunk starts in the file.
    pub at: usize,
}

/// The chunks of a PNG `file`, up to and including IEND, CRCs unchecked. Nothing when `file` is not a PNG; the
/// chunks before the damage when it is damaged or cut short (so a caller that needs the whole file looks for
/// IEND).
pub(crate) fn chunks(file: &[u8]) -> impl Iterator<Item = Chunk<'_>> {
    let mut at = if file.starts_with(SIGNATURE) { SIGNATURE.len() } else { file.len() };
    let mut ended = false;
    std::iter::from_fn(move || {
        if ended {
            return None;
        }
        let rest = &file[at..];
        let len = u32::from_be_bytes(rest.get(..4)?.try_into().ok()?) as usize;
        let bytes = rest.get(..len.checked_add(12)?)?;
        let name: &[u8; 4] = bytes[4..8].try_into().ok()?;
        let chunk = Chunk { name, data: &bytes[8..8 + len], bytes, at };
        at += bytes.len();
        ended = name == b"IEND";
        Some(chunk)
    })
}

/// The chunk `name` of `data`: length, name, data and its CRC-32; `None` for data over 4 GiB.
pub(crate) fn chunk(name: &[u8; 4], data: &[u8]) -> Option<Vec<u8>> {
    let mut chunk = u32::try_from(data.len()).ok()?.to_be_bytes().to_vec();
    chunk.extend_from_slice(name);
    chunk.extend_from_slice(data);
    chunk.extend(libdeflater::crc32(&chunk[4..]).to_be_bytes());
    Some(chunk)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chunk_carries_its_length_and_crc() {
        // IEND's CRC-32 is the same in every PNG file.
        assert_eq!(chunk(b"IEND", &[]).expect("small"), b"\0\0\0\0IEND\xAE\x42\x60\x82");
        assert_eq!(chunk(b"tEXt", b"a\0b").expect("small")[..11], *b"\0\0\0\x03tEXta\0b");
    }

    #[test]
    fn the_walk_ends_at_iend_or_before_damage() {
        let text = chunk(b"tEXt", b"a\0b").expect("small");
        let end = chunk(b"IEND", &[]).expect("small");
        let file = [&SIGNATURE[..], &text, &end, b"trailing bytes"].concat();
        let found: Vec<_> = chunks(&file).map(|c| (*c.name, c.data.len(), c.at, c.bytes.len())).collect();
        assert_eq!(found, [(*b"tEXt", 3, 8, 15), (*b"IEND", 0, 23, 12)]);
        let cut = &file[..file.len() - 16];
        assert_eq!(chunks(cut).map(|c| *c.name).collect::<Vec<_>>(), [*b"tEXt"], "IEND cut short");
        assert_eq!(chunks(&file[1..]).count(), 0, "no signature");
    }
}
