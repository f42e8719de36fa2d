use super::*;
use lopdf::{Stream, dictionary};

/// A PDF of `pages.len()` pages; page `i` is `pages[i]` points wide (so its width tells which page it is) and says
/// its width in a content stream. The media box of the first half is inherited from the page tree, as real files do.
pub(crate) fn pdf_of(pages: &[i64]) -> Vec<u8> {
    let mut document = Document::with_version("1.5");
    let pages_id = document.new_object_id();
    let font = document.add_object(dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica" });
    let mut kids = Vec::new();
    for (index, &width) in pages.iter().enumerate() {
        let text = format!("BT /F1 12 Tf 10 10 Td ({width}) Tj ET");
        let content = document.add_object(Stream::new(dictionary! {}, text.into_bytes()));
        let mut page = dictionary! {
            "Type" => "Page",
            "Parent" => pages_id,
            "Contents" => content,
            "MediaBox" => vec![0.into(), 0.into(), width.into(), 100.into()],
        };
        if index == 0 {
            // Inherits its resources from the tree.
        } else {
            page.set("Resources", dictionary! { "Font" => dictionary! { "F1" => font } });
        }
        kids.push(Object::Reference(document.add_object(page)));
    }
    let count = kids.len() as i64;
    document.objects.insert(
        pages_id,
        Object::Dictionary(dictionary! {
            "Type" => "Pages",
            "Kids" => kids,
            "Count" => count,
            "Resources" => dictionary! { "Font" => dictionary! { "F1" => font } },
        }),
    );
    let catalog = document.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    document.trailer.set("Root", catalog);
    let mut bytes = Vec::new();
    document.save_to(&mut bytes).expect("as built");
    bytes
}

/// Each page's width, in order, and whether every page has resources with the font.
fn widths(pdf: &[u8]) -> Vec<i64> {
    let document = Document::load_mem(pdf).expect("the output reads back");
    document
        .page_iter()
        .map(|id| {
            let page = document.get_dictionary(id).expect("as built");
            let resources = page.get_deref(b"Resources", &document).and_then(Object::as_dict).expect("resources");
            assert!(resources.get_deref(b"Font", &document).is_ok(), "the page keeps its font");
            let media = page.get_deref(b"MediaBox", &document).and_then(Object::as_array).expect("a media box");
            media[2].as_i64().expect("as built")
        })
        .collect()
}

fn source<'a>(name: &'a str, bytes: &'a [u8]) -> Source<'a> {
    Source { name, bytes }
}

fn message<T: std::fmt::Debug>(result: Result<T, PdfError>) -> String {
    result.expect_err("a refusal").to_string()
}

#[test]
fn merge_keeps_every_page_in_the_files_order() {
    let a = pdf_of(&[101, 102, 103]);
    let b = pdf_of(&[201]);
    let c = pdf_of(&[301, 302]);
    let merged = merge(&[source("a.pdf", &a), source("b.pdf", &b), source("c.pdf", &c)]).expect("as built");
    assert_eq!(widths(&merged), [101, 102, 103, 201, 301, 302]);
    let reordered = merge(&[source("c.pdf", &c), source("a.pdf", &a)]).expect("as built");
    assert_eq!(widths(&reordered), [301, 302, 101, 102, 103]);
}

#[test]
fn merging_a_file_with_itself_doubles_it() {
    let a = pdf_of(&[101, 102]);
    assert_eq!(widths(&merge(&[source("a.pdf", &a), source("a.pdf", &a)]).expect("as built")), [101, 102, 101, 102]);
}

#[test]
fn the_output_is_deterministic() {
    let a = pdf_of(&[101, 102]);
    let b = pdf_of(&[201]);
    let sources = [source("a.pdf", &a), source("b.pdf", &b)];
    assert_eq!(merge(&sources), merge(&sources));
    assert_eq!(split(sources[0], "2,1"), split(sources[0], "2,1"));
}

#[test]
fn page_count_counts() {
    assert_eq!(page_count(source("a.pdf", &pdf_of(&[1, 2, 3, 4, 5, 6, 7]))), Ok(7));
}

#[test]
fn split_keeps_the_ranges_pages_in_the_order_written() {
    let pdf = pdf_of(&[101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
    let a = source("report.pdf", &pdf);
    assert_eq!(widths(&split(a, "1-3,5,8-").expect("as built")), [101, 102, 103, 105, 108, 109, 110]);
    assert_eq!(widths(&split(a, "5, 1-2").expect("as built")), [105, 101, 102]);
    assert_eq!(widths(&split(a, "2,2").expect("as built")), [102, 102]);
    assert_eq!(widths(&split(a, "10").expect("as built")), [110]);
}

#[test]
fn split_drops_the_pages_not_chosen() {
    let pdf = pdf_of(&[101, 102, 103]);
    let one = split(source("a.pdf", &pdf), "2").expect("as built");
    let document = Document::load_mem(&one).expect("as built");
    // Besides the cross-reference stream lopdf writes.
    let streams = document
        .objects
        .values()
        .filter(|object| matches!(object, Object::Stream(s) if !s.dict.has_type(b"XRef")))
        .count();
    assert_eq!(streams, 1, "only page 2’s content stream is left: {:?}", document.objects);
}

#[test]
fn split_each_zips_every_page_as_a_file() {
    use std::io::Read;
    let pdf = pdf_of(&[101, 102, 103]);
    let archive = split_each(source("a.pdf", &pdf)).expect("as built");
    let mut zip = ::zip::ZipArchive::new(std::io::Cursor::new(archive)).expect("as built");
    let mut seen = Vec::new();
    for index in 0..zip.len() {
        let mut file = zip.by_index(index).expect("as built");
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).expect("as built");
        let streams = Document::load_mem(&bytes)
            .expect("a PDF")
            .objects
            .values()
            .filter(|object| matches!(object, Object::Stream(s) if !s.dict.has_type(b"XRef")))
            .count();
        assert_eq!(streams, 1, "each file holds its own page's content alone");
        seen.push((file.name().expect("as built").to_string(), widths(&bytes)));
    }
    assert_eq!(
        seen,
        [
            ("page-001.pdf".to_owned(), vec![101]),
            ("page-002.pdf".to_owned(), vec![102]),
            ("page-003.pdf".to_owned(), vec![103])
        ]
    );
}

#[test]
fn ranges_parse_as_written() {
    let range = |first, last| PageRange { first, last };
    assert_eq!(parse_ranges("1-3,5,8-", 10), Ok(vec![range(1, 3), range(5, 5), range(8, 10)]));
    assert_eq!(parse_ranges(" 2 - 4 , 1 ,", 5), Ok(vec![range(2, 4), range(1, 1)]));
    assert_eq!(parse_ranges("3-3,1-2,2", 3), Ok(vec![range(3, 3), range(1, 2), range(2, 2)]));
    assert_eq!(parse_ranges("7-", 7), Ok(vec![range(7, 7)]));
}

#[test]
fn bad_ranges_say_what_and_where() {
    assert_eq!(message(parse_ranges("1-3,9", 7)), "Page 9 is past the last page (7), at character 5.");
    assert_eq!(message(parse_ranges("0", 7)), "Pages are counted from 1: the 0 at character 1 is not a page.");
    assert_eq!(message(parse_ranges("1, 5-3", 7)), "The range 5-3 at character 4 runs backwards: write 3-5.");
    assert_eq!(message(parse_ranges("abc", 7)), "‘abc’ at character 1 is not a page or a range such as 1-3.");
    assert_eq!(message(parse_ranges("1,2-x", 7)), "‘2-x’ at character 3 is not a page or a range such as 1-3.");
    assert_eq!(message(parse_ranges("-3", 7)), "‘-3’ at character 1 is not a page or a range such as 1-3.");
    assert_eq!(message(parse_ranges("1-2-3", 7)), "‘1-2-3’ at character 1 is not a page or a range such as 1-3.");
    assert_eq!(
        message(parse_ranges("99999999999", 7)),
        "‘99999999999’ at character 1 is not a page or a range such as 1-3."
    );
    assert_eq!(message(parse_ranges("", 7)), "Enter the pages to keep, such as 1-3,5,8-.");
    assert_eq!(message(parse_ranges(" , ", 7)), "Enter the pages to keep, such as 1-3,5,8-.");
    // Positions count characters, not bytes.
    assert_eq!(message(parse_ranges("1,é", 7)), "‘é’ at character 3 is not a page or a range such as 1-3.");
    assert_eq!(message(parse_ranges("é,9", 7)), "‘é’ at character 1 is not a page or a range such as 1-3.");
    assert_eq!(message(parse_ranges("1, 9", 7)), "Page 9 is past the last page (7), at character 4.");
}

#[test]
fn ranges_are_bounded_in_pages() {
    assert_eq!(parse_ranges("1-2000", 2000).map(|r| r.len()), Ok(1));
    assert_eq!(
        message(parse_ranges("1-2000,1", 2000)),
        "That makes more than 2000 pages, the most this tool handles at once."
    );
}

#[test]
fn an_encrypted_pdf_is_refused_by_name() {
    // A real encrypted file's trailer: /Encrypt names a standard security handler whose key the empty password
    // does not open.
    let mut document = Document::load_mem(&pdf_of(&[101])).expect("as built");
    let encrypt = document.add_object(dictionary! {
        "Filter" => "Standard", "V" => 2, "R" => 3, "Length" => 128, "P" => -44,
        "O" => Object::string_literal(vec![1u8; 32]), "U" => Object::string_literal(vec![2u8; 32]),
    });
    document.trailer.set("Encrypt", encrypt);
    document.trailer.set("ID", vec![Object::string_literal(vec![3u8; 16]), Object::string_literal(vec![3u8; 16])]);
    let mut locked = Vec::new();
    document.save_to(&mut locked).expect("as built");
    let good = pdf_of(&[201]);
    let expected =
        "‘locked.pdf’ is encrypted (password-protected): remove its password in a PDF reader, then add it again.";
    assert_eq!(message(merge(&[source("good.pdf", &good), source("locked.pdf", &locked)])), expected);
    assert_eq!(message(page_count(source("locked.pdf", &locked))), expected);
    assert_eq!(message(split(source("locked.pdf", &locked), "1")), expected);
}

#[test]
fn a_truncated_or_foreign_file_is_refused_by_name_with_the_reason() {
    let pdf = pdf_of(&[101, 102, 103]);
    let truncated = &pdf[..pdf.len() / 3];
    let error = page_count(source("cut.pdf", truncated)).expect_err("a refusal");
    assert!(
        matches!(&error, PdfError::Damaged { name, .. } | PdfError::NoPages { name } if name == "cut.pdf"),
        "{error:?}"
    );
    let error = merge(&[source("ok.pdf", &pdf), source("notes.txt", b"just some text")]).expect_err("a refusal");
    assert!(
        matches!(&error, PdfError::Damaged { name, reason } if name == "notes.txt" && !reason.is_empty()),
        "{error:?}"
    );
    assert!(error.to_string().starts_with("‘notes.txt’ is damaged or not a PDF: "), "{error}");
    assert!(matches!(page_count(source("empty.pdf", b"")), Err(PdfError::Damaged { .. })));
}

#[test]
fn limits_are_refused_before_work() {
    assert_eq!(merge(&[]), Err(PdfError::NoFiles));
    let huge = vec![b' '; MAX_TOTAL_BYTES + 1];
    assert_eq!(
        message(page_count(source("huge.pdf", &huge))),
        "The PDFs come to more than 100 MB, the most this tool reads at once."
    );
    let half = vec![b' '; MAX_TOTAL_BYTES / 2 + 1];
    assert_eq!(merge(&[source("a.pdf", &half), source("b.pdf", &half)]), Err(PdfError::TooLarge { limit_mb: 100 }));
}

#[test]
fn too_many_pages_in_all_are_refused() {
    let pdf = pdf_of(&vec![100; 700]);
    let a = source("a.pdf", &pdf);
    assert_eq!(merge(&[a, a, a]).map(|_| ()), Err(PdfError::TooManyPages { limit: MAX_PAGES }));
}

#[test]
fn a_content_stream_bomb_is_copied_not_decompressed() {
    // 64 MiB of zeros in 64 KB of deflate: a content stream is never decoded, so the merge costs its compressed size.
    let mut zeros = Stream::new(dictionary! {}, vec![0u8; 64 << 20]);
    zeros.compress().expect("as built");
    let bomb = zeros.content;
    let mut document = Document::load_mem(&pdf_of(&[101])).expect("as built");
    let page = document.page_iter().next().expect("as built");
    let stream = document.add_object(Stream::new(dictionary! { "Filter" => "FlateDecode" }, bomb.clone()));
    document.get_dictionary_mut(page).expect("as built").set("Contents", stream);
    let mut pdf = Vec::new();
    document.save_to(&mut pdf).expect("as built");
    let merged = merge(&[source("bomb.pdf", &pdf)]).expect("as built");
    assert!(merged.len() < bomb.len() + 4096, "{} bytes", merged.len());
}

#[test]
fn download_names() {
    let ranges = parse_ranges("1-3,5,8-", 10).expect("as built");
    assert_eq!(split_file_name("report.pdf", &ranges), "report-pages-1-3_5_8-10.pdf");
    assert_eq!(split_file_name("My Report.PDF", &ranges[..1]), "My Report-pages-1-3.pdf");
    let many = parse_ranges("1,2,3,4,5,6,7,8,9,10,1,2,3,4,5,6,7,8,9,10,1,2,3", 10).expect("as built");
    assert_eq!(split_file_name("a.pdf", &many), "a-pages.pdf");
    assert_eq!(zip_file_name("report.pdf"), "report-pages.zip");
    assert_eq!(zip_file_name("../x\u{0}y.pdf"), "x_y-pages.zip");
    assert_eq!(zip_file_name(".pdf"), ".pdf-pages.zip");
    assert_eq!(zip_file_name(""), "document-pages.zip");
    assert_eq!(page_file_name(7, 12), "page-007.pdf");
    assert_eq!(page_file_name(7, 1200), "page-0007.pdf");
}
