//! Cleaning an EXIF block (a TIFF structure) for a new file, in place: every offset and the maker note's own
//! offsets stay valid, which rebuilding the structure would break (Canon's and others' maker notes point at
//! absolute positions).
//!
//! What changes: the orientation becomes 1 (the pixels were turned upright when decoded); the pixel dimensions
//! become the new file's; the thumbnail (IFD1, stale and unrotated) is cut off and its bytes zeroed; the GPS
//! directory, unless kept, is unlinked and zeroed with every value it points at.

/// TIFF tags this module reads or changes.
mod tag {
    pub const ORIENTATION: u16 = 0x0112;
    pub const EXIF_IFD: u16 = 0x8769;
    pub const GPS_IFD: u16 = 0x8825;
    pub const PIXEL_X_DIMENSION: u16 = 0xA002;
    pub const PIXEL_Y_DIMENSION: u16 = 0xA003;
    pub const THUMBNAIL_OFFSET: u16 = 0x0201;
    pub const THUMBNAIL_LENGTH: u16 = 0x0202;
}

const SHORT: u16 = 3;
const LONG: u16 = 4;
const ENTRY_LEN: usize = 12;

/// A TIFF structure being edited: its bytes, their byte order, and the ranges erasing must not touch.
struct Tiff {
    bytes: Vec<u8>,
    big_endian: bool,
    /// The header and the directories kept (IFD0, the Exif IFD): a hostile block may point a value to be erased
    /// at them, and erasing them would leave a block that reads differently, or cleans differently a second time.
    kept: Vec<(usize, usize)>,
    /// Set when an erasure met a kept range; such a block is not kept.
    overlapped: bool,
}

/// One directory entry, as found at `at` (the entry's first byte).
#[derive(Clone, Copy)]
struct Entry {
    at: usize,
    tag: u16,
    kind: u16,
    count: u32,
}

/// `tiff` cleaned for a `width × height` file, or `None` when it is not a TIFF structure this module can walk
/// safely: a directory it keeps, or a value of one, lies outside the block, before or after the cleaning (which
/// zeroes bytes a hostile block may have pointed at from two places). Nothing of such a block is kept.
pub(super) fn clean(tiff: &[u8], keep_location: bool, width: u32, height: u32) -> Option<Vec<u8>> {
    let header: [u8; 4] = tiff.get(..4)?.try_into().ok()?;
    let big_endian = match &header {
        b"MM\0*" => true,
        b"II*\0" => false,
        _ => return None,
    };
    let mut tiff = Tiff { bytes: tiff.to_vec(), big_endian, kept: vec![(0, 8)], overlapped: false };
    let ifd0 = tiff.u32_at(4)? as usize;
    let entries = tiff.entries(ifd0)?;
    let exif_ifd = tiff.walk(ifd0, tag::EXIF_IFD)?;
    for directory in [Some(ifd0), exif_ifd].into_iter().flatten() {
        tiff.kept.push((directory, tiff.next_offset_at(directory)? + 4));
    }
    if let Some(exif_ifd) = exif_ifd {
        for entry in tiff.entries(exif_ifd)? {
            match entry.tag {
                tag::PIXEL_X_DIMENSION => tiff.set_dimension(&entry, width)?,
                tag::PIXEL_Y_DIMENSION => tiff.set_dimension(&entry, height)?,
                _ => {}
            }
        }
    }
    let orientation = entries.iter().find(|entry| entry.tag == tag::ORIENTATION);
    if let Some(orientation) = orientation
        && (orientation.kind, orientation.count) == (SHORT, 1)
    {
        tiff.set_u16(orientation.at + 8, 1)?;
    }
    if !keep_location && let Some(gps_ifd) = tiff.pointer(&entries, tag::GPS_IFD)? {
        tiff.erase_directory(gps_ifd)?;
        tiff.remove_entry(ifd0, tag::GPS_IFD)?;
    }
    tiff.cut_thumbnail(ifd0)?;
    // What is kept must still be whole: the header too, which a hostile IFD0 overlaps when its link to IFD1
    // (now zeroed) is the header's own offset.
    if tiff.overlapped || tiff.bytes[..4] != header || tiff.u32_at(4)? as usize != ifd0 {
        return None;
    }
    tiff.walk(ifd0, tag::EXIF_IFD)?;
    tiff.walk(ifd0, tag::GPS_IFD)?;
    Some(tiff.bytes)
}

impl Tiff {
    fn u16_at(&self, at: usize) -> Option<u16> {
        let bytes: [u8; 2] = self.bytes.get(at..at.checked_add(2)?)?.try_into().ok()?;
        Some(if self.big_endian { u16::from_be_bytes(bytes) } else { u16::from_le_bytes(bytes) })
    }

    fn u32_at(&self, at: usize) -> Option<u32> {
        let bytes: [u8; 4] = self.bytes.get(at..at.checked_add(4)?)?.try_into().ok()?;
        Some(if self.big_endian { u32::from_be_bytes(bytes) } else { u32::from_le_bytes(bytes) })
    }

    fn set_u16(&mut self, at: usize, value: u16) -> Option<()> {
        let bytes = if self.big_endian { value.to_be_bytes() } else { value.to_le_bytes() };
        self.bytes.get_mut(at..at.checked_add(2)?)?.copy_from_slice(&bytes);
        Some(())
    }

    fn set_u32(&mut self, at: usize, value: u32) -> Option<()> {
        let bytes = if self.big_endian { value.to_be_bytes() } else { value.to_le_bytes() };
        self.bytes.get_mut(at..at.checked_add(4)?)?.copy_from_slice(&bytes);
        Some(())
    }

    /// Zeroes `len` bytes from `start`, noting when they reach into a kept range.
    fn erase(&mut self, start: usize, len: usize) -> Option<()> {
        let end = start.checked_add(len)?;
        self.bytes.get_mut(start..end)?.fill(0);
        if self.kept.iter().any(|&(kept_start, kept_end)| start < kept_end && kept_start < end) {
            self.overlapped = true;
        }
        Some(())
    }

    /// The entries of the directory at `at`, every one inside the block (else `None`).
    fn entries(&self, at: usize) -> Option<Vec<Entry>> {
        let count = usize::from(self.u16_at(at)?);
        // The entries and the next-directory offset after them must be inside the block.
        self.bytes.get(at..at.checked_add(2 + count * ENTRY_LEN + 4)?)?;
        (0..count)
            .map(|index| {
                let at = at + 2 + index * ENTRY_LEN;
                Some(Entry { at, tag: self.u16_at(at)?, kind: self.u16_at(at + 2)?, count: self.u32_at(at + 4)? })
            })
            .collect()
    }

    /// Where the next-directory offset of the directory at `at` is.
    fn next_offset_at(&self, at: usize) -> Option<usize> {
        at.checked_add(2 + usize::from(self.u16_at(at)?) * ENTRY_LEN)
    }

    /// A one-value SHORT or LONG entry's value (directory pointers are LONGs, some writers use SHORTs).
    fn value_u32(&self, entry: &Entry) -> Option<u32> {
        match (entry.kind, entry.count) {
            (SHORT, 1) => self.u16_at(entry.at + 8).map(u32::from),
            (LONG | 13, 1) => self.u32_at(entry.at + 8),
            _ => None,
        }
    }

    fn set_dimension(&mut self, entry: &Entry, value: u32) -> Option<()> {
        match (entry.kind, entry.count) {
            (SHORT, 1) => self.set_u16(entry.at + 8, u16::try_from(value).ok()?),
            (LONG, 1) => self.set_u32(entry.at + 8, value),
            // An odd type for a dimension: left as it is rather than guessed at.
            _ => Some(()),
        }
    }

    /// Bytes of an entry's value, and where they are when they do not fit in the entry itself.
    fn value_outside(&self, entry: &Entry) -> Option<Option<(usize, usize)>> {
        let unit = match entry.kind {
            1 | 2 | 6 | 7 => 1,
            3 | 8 => 2,
            4 | 9 | 11 | 13 => 4,
            5 | 10 | 12 => 8,
            // An unknown type's size is unknown: nothing outside the entry is touched.
            _ => return Some(None),
        };
        let len = usize::try_from(entry.count).ok()?.checked_mul(unit)?;
        if len <= 4 { Some(None) } else { Some(Some((self.u32_at(entry.at + 8)? as usize, len))) }
    }

    /// The directory a pointer entry `tag` among `entries` points at: `Some(None)` without one, `None` when it is
    /// not a one-value SHORT or LONG.
    fn pointer(&self, entries: &[Entry], tag: u16) -> Option<Option<usize>> {
        match entries.iter().find(|entry| entry.tag == tag) {
            Some(entry) => Some(Some(self.value_u32(entry)? as usize)),
            None => Some(None),
        }
    }

    /// Checks IFD0 and the directory its pointer `tag` leads to (if any): every entry and every value inside the
    /// block. Gives that directory's offset.
    fn walk(&self, ifd0: usize, tag: u16) -> Option<Option<usize>> {
        let entries = self.entries(ifd0)?;
        self.values_inside(&entries)?;
        let directory = self.pointer(&entries, tag)?;
        if let Some(at) = directory {
            self.values_inside(&self.entries(at)?)?;
        }
        Some(directory)
    }

    /// `Some` when every value of `entries` stored outside its entry lies inside the block.
    fn values_inside(&self, entries: &[Entry]) -> Option<()> {
        for entry in entries {
            if let Some((start, len)) = self.value_outside(entry)? {
                self.bytes.get(start..start.checked_add(len)?)?;
            }
        }
        Some(())
    }

    /// Zeroes the directory at `at` and every value it points at, leaving an empty directory.
    fn erase_directory(&mut self, at: usize) -> Option<()> {
        for entry in self.entries(at)? {
            if let Some((start, len)) = self.value_outside(&entry)? {
                // A value pointing outside the block has nothing here to erase.
                let _ = self.erase(start, len);
            }
        }
        let next = self.next_offset_at(at)?;
        self.erase(at, next + 4 - at)
    }

    /// Removes the entry `tag` from the directory at `at`: the later entries and the next-directory offset move
    /// up one entry, and the freed last 12 bytes are zeroed (nothing points into a directory's middle).
    fn remove_entry(&mut self, at: usize, tag: u16) -> Option<()> {
        let entries = self.entries(at)?;
        let index = entries.iter().position(|entry| entry.tag == tag)?;
        let start = entries[index].at;
        let end = self.next_offset_at(at)? + 4;
        self.bytes.copy_within(start + ENTRY_LEN..end, start);
        self.bytes[end - ENTRY_LEN..end].fill(0);
        self.set_u16(at, u16::try_from(entries.len() - 1).ok()?)
    }

    /// Unlinks IFD1 (the thumbnail) from IFD0 and zeroes it, with the thumbnail's JPEG bytes.
    fn cut_thumbnail(&mut self, ifd0: usize) -> Option<()> {
        let link = self.next_offset_at(ifd0)?;
        let ifd1 = self.u32_at(link)? as usize;
        self.set_u32(link, 0)?;
        if ifd1 == 0 {
            return Some(());
        }
        // A damaged IFD1 is unlinked all the same; there is just nothing more to zero.
        let Some(entries) = self.entries(ifd1) else { return Some(()) };
        let find = |tag: u16| entries.iter().find(|entry| entry.tag == tag).and_then(|entry| self.value_u32(entry));
        if let (Some(offset), Some(len)) = (find(tag::THUMBNAIL_OFFSET), find(tag::THUMBNAIL_LENGTH)) {
            let _ = self.erase(offset as usize, len as usize);
        }
        let _ = self.erase_directory(ifd1);
        Some(())
    }
}
