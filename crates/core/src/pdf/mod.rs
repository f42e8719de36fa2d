//! Merge PDF and Split PDF: several documents' pages into one, or chosen pages of one into a new document (or each
//! page into its own, in a ZIP); Images to PDF ([`images`]): JPEGs and PNGs, one a page. What `penknife pdf`, the
//! pages (through the `pdf` wasm bundle) and the fuzzer call.
//!
//! Rules, decided here:
//! - Every file is hostile. lopdf parses it with its nesting, reference and page-tree limits, and decodes only object
//!   and cross-reference streams, each bounded by [`MAX_STREAM_BYTES`]; page content streams and images are copied
//!   as they are, never decompressed, so a decompression bomb in one costs nothing. At most [`MAX_TOTAL_BYTES`] of
//!   input and [`MAX_PAGES`] pages, in and out.
//! - An encrypted document (a trailer `/Encrypt`, even one that opens without a password) is refused by name: its
//!   pages cannot be copied without its key, and writing them out decrypted would strip a protection its author
//!   chose. A file that does not parse is refused by name with lopdf's reason.
//! - The output is built as lopdf's merge example does, without copying whole documents: each chosen page takes the
//!   attributes it inherited from its page tree (resources, media box, crop box, rotation), and it and what it
//!   reaches are copied under new numbers past the previous ones, then the pages go under one new page tree in the
//!   order asked. A reference to a page not chosen, to the old page tree or to the catalog becomes null. The
//!   documents' outlines (bookmarks), forms (AcroForm), named destinations and other catalog entries are dropped:
//!   merging them is a tool of its own (their names and field names clash across files). A page kept twice is a
//!   copy of its dictionary. The output is deterministic: the same files give the same bytes.
//! - Split ranges are `1-3,5,8-` (see [`parse_ranges`]): pages in the order written, a page may be named twice.

pub mod images;
mod ranges;
#[cfg(test)]
mod tests;

pub use images::{ImageSize, ImagesOptions, Orientation, PageSize, image_size, images_file_name, images_to_pdf};
pub use ranges::{PageRange, parse_ranges};

use crate::zip;
use lopdf::{Dictionary, Document, LoadOptions, Object, ObjectId};
use std::collections::{HashMap, HashSet, VecDeque};

/// The most bytes of PDF read at once (all files of a merge together): 100 MB.
pub const MAX_TOTAL_BYTES: usize = 100 * 1_000_000;
/// The most pages read (all files together) or written: 2,000.
pub const MAX_PAGES: u32 = 2_000;
/// The most bytes one object or cross-reference stream may decode to: 32 MiB.
pub const MAX_STREAM_BYTES: usize = 32 << 20;
/// How far up its page tree a page's inherited attribute is looked for.
const MAX_TREE_DEPTH: usize = 64;

/// Why a merge, a split or a PDF of images could not be made: a kind and its parameters, which the pages word in their visitor's
/// language (`web/src/tools/merge-pdf/engine.ts`, `web/src/tools/split-pdf/engine.ts`); `Display` is the English the
/// CLI prints.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(tag = "kind", content = "params", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum PdfError {
    #[error("Add at least one PDF.")]
    NoFiles,
    #[error("The PDFs come to more than {limit_mb} MB, the most this tool reads at once.")]
    TooLarge { limit_mb: u32 },
    #[error("‘{name}’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.")]
    Encrypted { name: String },
    #[error("‘{name}’ is damaged or not a PDF: {reason}.")]
    Damaged { name: String, reason: String },
    #[error("‘{name}’ has no pages.")]
    NoPages { name: String },
    #[error("That makes more than {limit} pages, the most this tool handles at once.")]
    TooManyPages { limit: u32 },
    #[error("Enter the pages to keep, such as 1-3,5,8-.")]
    NoRanges,
    #[error("‘{text}’ at character {position} is not a page or a range such as 1-3.")]
    BadRange { text: String, position: u32 },
    #[error("Pages are counted from 1: the 0 at character {position} is not a page.")]
    PageZero { position: u32 },
    #[error("Page {page} is past the last page ({last}), at character {position}.")]
    PastEnd { page: u32, last: u32, position: u32 },
    #[error("The range {start}-{end} at character {position} runs backwards: write {end}-{start}.")]
    Backwards { start: u32, end: u32, position: u32 },
    #[error("Add at least one image.")]
    NoImages,
    #[error("The images come to more than {limit_mb} MB, the most this tool reads at once.")]
    ImagesTooLarge { limit_mb: u32 },
    #[error("‘{name}’ is not a JPEG or PNG image.")]
    NotAnImage { name: String },
    #[error("‘{name}’ is too large ({width}×{height} pixels; at most {max_megapixels} megapixels).")]
    ImageTooLarge { name: String, width: u32, height: u32, max_megapixels: u32 },
    #[error("‘{name}’ cannot be read as an image: {reason}.")]
    ImageDamaged { name: String, reason: String },
    #[error("The margin must be from 0 to {max} mm.")]
    BadMargin { max: u32 },
}

/// One input file: the name the visitor knows it by (for messages and download names) and its bytes.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    pub name: &'a str,
    pub bytes: &'a [u8],
}

/// The name of a merge's download.
pub const MERGED_FILE_NAME: &str = "merged.pdf";

/// How many pages `source` has (what the Split page shows on upload).
pub fn page_count(source: Source<'_>) -> Result<u32, PdfError> {
    check_size(source.bytes.len())?;
    Ok(load(source)?.1.len() as u32)
}

/// Every page of every source, in the sources' order, as one PDF.
pub fn merge(sources: &[Source<'_>]) -> Result<Vec<u8>, PdfError> {
    if sources.is_empty() {
        return Err(PdfError::NoFiles);
    }
    check_size(sources.iter().map(|source| source.bytes.len()).sum())?;
    let mut total = 0u32;
    let mut documents = Vec::with_capacity(sources.len());
    for &source in sources {
        let (document, pages) = load(source)?;
        total = total.saturating_add(pages.len() as u32);
        if total > MAX_PAGES {
            return Err(PdfError::TooManyPages { limit: MAX_PAGES });
        }
        documents.push((document, pages));
    }
    let parts: Vec<(&Document, &[ObjectId])> =
        documents.iter().map(|(document, pages)| (document, pages.as_slice())).collect();
    Ok(assemble(&parts))
}

/// The pages `ranges` names (see [`parse_ranges`]), in that order, as one PDF.
pub fn split(source: Source<'_>, ranges: &str) -> Result<Vec<u8>, PdfError> {
    check_size(source.bytes.len())?;
    let (document, pages) = load(source)?;
    let chosen = chosen_pages(&pages, ranges)?;
    Ok(assemble(&[(&document, &chosen)]))
}

/// Every page of `source` as a PDF of its own, named `page-001.pdf`, `page-002.pdf`, … in a store-only ZIP.
pub fn split_each(source: Source<'_>) -> Result<Vec<u8>, PdfError> {
    check_size(source.bytes.len())?;
    let (document, pages) = load(source)?;
    let files: Vec<(String, Vec<u8>)> = pages
        .iter()
        .enumerate()
        .map(|(index, &page)| (page_file_name(index as u32 + 1, pages.len() as u32), assemble(&[(&document, &[page])])))
        .collect();
    let entries: Vec<zip::Entry<'_>> = files.iter().map(|(name, bytes)| zip::Entry { name, bytes }).collect();
    // At most MAX_PAGES files of at most MAX_TOTAL_BYTES each are far under the format's limits, but a page that
    // shares large resources with all others is copied into every file: past 4 GiB, refuse as too large.
    zip::store(&entries).map_err(|_| PdfError::TooLarge { limit_mb: (MAX_TOTAL_BYTES / 1_000_000) as u32 })
}

/// The download name of a split: `report.pdf` with `1-3,5,8-` of 10 pages gives `report-pages-1-3_5_8-10.pdf`
/// (the ranges as read, so the name says what the file holds); a long list gives `report-pages.pdf`.
pub fn split_file_name(name: &str, ranges: &[PageRange]) -> String {
    let list: Vec<String> = ranges.iter().map(PageRange::to_string).collect();
    let list = list.join("_");
    if list.len() > 40 { format!("{}-pages.pdf", stem(name)) } else { format!("{}-pages-{list}.pdf", stem(name)) }
}

/// The download name of a split into single pages: `report.pdf` gives `report-pages.zip`.
pub fn zip_file_name(name: &str) -> String {
    format!("{}-pages.zip", stem(name))
}

/// The name of page `page` of `count` inside the ZIP: `page-007.pdf`, with as many digits as the last page needs
/// (at least three), so the files sort in page order.
pub fn page_file_name(page: u32, count: u32) -> String {
    let width = count.to_string().len().max(3);
    format!("page-{page:0width$}.pdf")
}

/// The name without its last extension, and with nothing a file system could read as a folder or a control.
fn stem(name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let base = match base.rfind('.') {
        Some(dot) if dot > 0 => &base[..dot],
        _ => base,
    };
    let clean: String = base.chars().map(|c| if c.is_control() { '_' } else { c }).collect();
    if clean.trim().is_empty() { "document".to_owned() } else { clean }
}

fn check_size(bytes: usize) -> Result<(), PdfError> {
    if bytes > MAX_TOTAL_BYTES {
        return Err(PdfError::TooLarge { limit_mb: (MAX_TOTAL_BYTES / 1_000_000) as u32 });
    }
    Ok(())
}

/// The pages `ranges` names, by their object ids.
fn chosen_pages(pages: &[ObjectId], ranges: &str) -> Result<Vec<ObjectId>, PdfError> {
    let ranges = parse_ranges(ranges, pages.len() as u32)?;
    Ok(ranges.iter().flat_map(|range| range.pages()).map(|page| pages[page as usize - 1]).collect())
}

/// The document and its pages' ids in order, or why not: encrypted, damaged, no pages, too many pages.
fn load(source: Source<'_>) -> Result<(Document, Vec<ObjectId>), PdfError> {
    let name = source.name.to_owned();
    let options = LoadOptions { max_decompressed_size: Some(MAX_STREAM_BYTES), ..LoadOptions::default() };
    let document = match Document::load_mem_with_options(source.bytes, options) {
        Ok(document) => document,
        Err(
            lopdf::Error::Decryption(_) | lopdf::Error::InvalidPassword | lopdf::Error::UnsupportedSecurityHandler(_),
        ) => {
            return Err(PdfError::Encrypted { name });
        }
        // A file that names a security handler but does not parse is most likely encrypted in a way lopdf does
        // not read: saying so helps more than the parser's words.
        Err(_) if source.bytes.windows(8).any(|window| window == b"/Encrypt") => {
            return Err(PdfError::Encrypted { name });
        }
        Err(error) => return Err(PdfError::Damaged { name, reason: error.to_string() }),
    };
    if document.is_encrypted() || document.was_encrypted() {
        return Err(PdfError::Encrypted { name });
    }
    let pages = pages_of(&document);
    if pages.is_empty() {
        return Err(PdfError::NoPages { name });
    }
    if pages.len() > MAX_PAGES as usize {
        return Err(PdfError::TooManyPages { limit: MAX_PAGES });
    }
    Ok((document, pages))
}

/// The page objects in page order (lopdf's page-tree walk: bounded depth, each node once). A kid that is not a
/// dictionary (a damaged object) is no page: it is skipped here, so the count shown is the count written.
fn pages_of(document: &Document) -> Vec<ObjectId> {
    // One more than the limit is enough to tell that a document is over it.
    document.page_iter().filter(|&id| document.get_dictionary(id).is_ok()).take(MAX_PAGES as usize + 1).collect()
}

/// One PDF of the given pages of each document, in order (see the module's rules).
fn assemble(documents: &[(&Document, &[ObjectId])]) -> Vec<u8> {
    let mut out = Output { document: Document::with_version("1.7"), kids: Vec::new(), next_id: 1 };
    for (document, pages) in documents {
        out.add_pages(document, pages);
    }
    out.finish()
}

/// The document being written: the pages so far, and the next free object number.
struct Output {
    document: Document,
    kids: Vec<ObjectId>,
    next_id: u32,
}

impl Output {
    fn new_id(&mut self) -> ObjectId {
        self.next_id += 1;
        (self.next_id - 1, 0)
    }

    /// Copies `pages` of `source` and what they reach, under new numbers given in the order met (so the output is
    /// deterministic), never copying the whole document: each page's cost is what it uses.
    fn add_pages(&mut self, source: &Document, pages: &[ObjectId]) {
        let chosen: HashSet<ObjectId> = pages.iter().copied().collect();
        let mut copy = Copy { source, chosen: &chosen, numbers: HashMap::new(), queue: VecDeque::new() };
        for &page in pages {
            let Ok(dictionary) = source.get_dictionary(page) else { continue };
            let mut page_dictionary = with_inherited_attributes(source, dictionary.clone());
            page_dictionary.remove(b"Parent");
            // A page named twice is written twice (one object has one parent); what points at the page (an
            // annotation's /P) points at its first copy.
            let id = self.new_id();
            copy.numbers.entry(page).or_insert(id);
            let object = copy.rewrite(Object::Dictionary(page_dictionary), self);
            self.document.objects.insert(id, object);
            self.kids.push(id);
        }
        while let Some(old) = copy.queue.pop_front() {
            let object = source.objects.get(&old).cloned().unwrap_or(Object::Null);
            let object = copy.rewrite(object, self);
            self.document.objects.insert(copy.numbers[&old], object);
        }
    }

    fn finish(mut self) -> Vec<u8> {
        let pages_id = self.new_id();
        let catalog_id = self.new_id();
        for kid in &self.kids {
            if let Ok(page) = self.document.get_dictionary_mut(*kid) {
                page.set("Parent", pages_id);
            }
        }
        let mut pages = Dictionary::new();
        pages.set("Type", "Pages");
        pages.set("Count", self.kids.len() as i64);
        pages.set("Kids", self.kids.iter().map(|&id| Object::Reference(id)).collect::<Vec<_>>());
        self.document.objects.insert(pages_id, Object::Dictionary(pages));
        let mut catalog = Dictionary::new();
        catalog.set("Type", "Catalog");
        catalog.set("Pages", pages_id);
        self.document.objects.insert(catalog_id, Object::Dictionary(catalog));
        self.document.trailer.set("Root", catalog_id);
        self.document.max_id = catalog_id.0;
        let mut bytes = Vec::new();
        // Writing to a Vec cannot fail.
        let _ = self.document.save_to(&mut bytes);
        bytes
    }
}

/// One source's objects on their way out: their new numbers, and those met but not yet copied.
struct Copy<'a> {
    source: &'a Document,
    chosen: &'a HashSet<ObjectId>,
    numbers: HashMap<ObjectId, ObjectId>,
    queue: VecDeque<ObjectId>,
}

impl Copy<'_> {
    /// `object` with its references renumbered, each object it reaches queued once. A reference to the page tree,
    /// the catalog or a page not chosen becomes null (as a missing object reads), so nothing of them comes along.
    /// The depth is lopdf's parser's bound (100), as every object comes from it.
    fn rewrite(&mut self, object: Object, out: &mut Output) -> Object {
        match object {
            Object::Reference(id) => {
                if let Some(&new) = self.numbers.get(&id) {
                    return Object::Reference(new);
                }
                let left_behind = match self.source.objects.get(&id) {
                    Some(Object::Dictionary(dictionary)) => match dictionary.get_type() {
                        Ok(b"Pages" | b"Catalog") => true,
                        Ok(b"Page") => !self.chosen.contains(&id),
                        _ => false,
                    },
                    Some(_) => false,
                    None => true,
                };
                if left_behind {
                    return Object::Null;
                }
                let new = out.new_id();
                self.numbers.insert(id, new);
                self.queue.push_back(id);
                Object::Reference(new)
            }
            Object::Array(items) => Object::Array(items.into_iter().map(|item| self.rewrite(item, out)).collect()),
            Object::Dictionary(dictionary) => Object::Dictionary(self.rewrite_dictionary(dictionary, out)),
            Object::Stream(mut stream) => {
                stream.dict = self.rewrite_dictionary(std::mem::take(&mut stream.dict), out);
                Object::Stream(stream)
            }
            other => other,
        }
    }

    fn rewrite_dictionary(&mut self, dictionary: Dictionary, out: &mut Output) -> Dictionary {
        let mut rewritten = Dictionary::new();
        for (key, value) in dictionary {
            let value = self.rewrite(value, out);
            rewritten.set(key, value);
        }
        rewritten
    }
}

/// `page` with the attributes it inherits from its page tree written into it, as it leaves that tree.
fn with_inherited_attributes(document: &Document, mut page: Dictionary) -> Dictionary {
    for key in [&b"Resources"[..], b"MediaBox", b"CropBox", b"Rotate"] {
        if page.has(key) {
            continue;
        }
        let mut seen = HashSet::new();
        let mut parent = page.get(b"Parent").and_then(Object::as_reference).ok();
        while let Some(id) = parent {
            if seen.len() >= MAX_TREE_DEPTH || !seen.insert(id) {
                break;
            }
            let Ok(node) = document.get_dictionary(id) else { break };
            if let Ok(value) = node.get(key) {
                page.set(key.to_vec(), value.clone());
                break;
            }
            parent = node.get(b"Parent").and_then(Object::as_reference).ok();
        }
    }
    // Every page needs a media box (ISO 32000-1 §7.7.3.3); a tree that gave none gets US Letter, as readers assume.
    if !page.has(b"MediaBox") {
        page.set("MediaBox", vec![0.into(), 0.into(), 612.into(), 792.into()]);
    }
    page
}
