//! `penknife pdf` as a user runs it.

use crate::common::{failure, penknife, penknife_with_stdin};
use std::path::{Path, PathBuf};

/// A PDF of one page per width, each page that many points wide, written by hand with an exact cross-reference table.
fn pdf(widths: &[u32]) -> Vec<u8> {
    let count = widths.len();
    let kids: Vec<String> = (0..count).map(|i| format!("{} 0 R", i + 3)).collect();
    let mut objects = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        format!("<< /Type /Pages /Kids [{}] /Count {count} >>", kids.join(" ")),
    ];
    objects.extend(
        widths.iter().map(|w| format!("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {w} 100] /Resources << >> >>")),
    );
    let mut out = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (index, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", index + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        out.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    out
}

/// The page widths of a PDF the CLI wrote, read back from its media boxes in page order (the writer puts the pages in
/// order, one `/MediaBox[0 0 w 100]` each).
fn widths(pdf: &[u8]) -> Vec<u32> {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/MediaBox[0 0 ")
        .map(|(at, needle)| {
            text[at + needle.len()..].split(' ').next().expect("test setup").parse().expect("test setup")
        })
        .collect()
}

fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("penknife-pdf-cli-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("test setup");
    dir
}

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).display().to_string()
}

#[test]
fn merges_in_the_order_given() {
    let dir = scratch("merge");
    std::fs::write(dir.join("a.pdf"), pdf(&[101, 102])).expect("test setup");
    std::fs::write(dir.join("b.pdf"), pdf(&[201])).expect("test setup");
    let out = penknife(&["pdf", "merge", &path(&dir, "b.pdf"), &path(&dir, "a.pdf"), "-o", &path(&dir, "out.pdf")]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(widths(&std::fs::read(dir.join("out.pdf")).expect("test setup")), [201, 101, 102]);
    // Standard output, when it is not a terminal (here a pipe).
    let out = penknife(&["pdf", "merge", &path(&dir, "a.pdf"), &path(&dir, "b.pdf")]);
    assert_eq!(widths(&out.stdout), [101, 102, 201]);
}

#[test]
fn splits_by_ranges_and_into_a_zip() {
    let dir = scratch("split");
    std::fs::write(dir.join("in.pdf"), pdf(&[101, 102, 103, 104, 105])).expect("test setup");
    let out = penknife(&["pdf", "split", &path(&dir, "in.pdf"), "--pages", "4-,1", "-o", &path(&dir, "out.pdf")]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(widths(&std::fs::read(dir.join("out.pdf")).expect("test setup")), [104, 105, 101]);
    let out = penknife(&["pdf", "split", &path(&dir, "in.pdf"), "--each", "-o", &path(&dir, "pages.zip")]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let zip = std::fs::read(dir.join("pages.zip")).expect("test setup");
    assert!(zip.starts_with(b"PK\x03\x04"));
    for page in 1..=5 {
        let name = format!("page-{page:03}.pdf");
        assert!(zip.windows(name.len()).any(|window| window == name.as_bytes()), "{name}");
    }
}

#[test]
fn a_bad_range_exits_non_zero_with_where_it_is() {
    let dir = scratch("ranges");
    std::fs::write(dir.join("in.pdf"), pdf(&[1, 2, 3, 4, 5, 6, 7])).expect("test setup");
    let out = penknife(&["pdf", "split", &path(&dir, "in.pdf"), "--pages", "1-3,9", "-o", &path(&dir, "out.pdf")]);
    assert_eq!(failure(&out), "penknife: Page 9 is past the last page (7), at character 5.");
    assert!(!dir.join("out.pdf").exists());
}

#[test]
fn a_damaged_file_is_named_with_the_reason() {
    let dir = scratch("damaged");
    std::fs::write(dir.join("good.pdf"), pdf(&[1])).expect("test setup");
    std::fs::write(dir.join("notes.pdf"), "just text").expect("test setup");
    let out =
        penknife(&["pdf", "merge", &path(&dir, "good.pdf"), &path(&dir, "notes.pdf"), "-o", &path(&dir, "o.pdf")]);
    assert!(failure(&out).starts_with("penknife: ‘notes.pdf’ is damaged or not a PDF: "), "{}", failure(&out));
}

#[test]
fn needs_its_arguments() {
    assert!(!penknife_with_stdin(&["pdf", "merge"], "").status.success());
    assert!(!penknife_with_stdin(&["pdf", "split", "x.pdf"], "").status.success());
}

/// A `width`×`height` JPEG, as the `image` crate encodes it.
fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x * 6) as u8, (y * 8) as u8, 120]));
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgb8(image)
        .write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Jpeg)
        .expect("test setup");
    bytes
}

/// A `width`×`height` PNG with a transparent corner.
fn png(width: u32, height: u32) -> Vec<u8> {
    let image =
        image::RgbaImage::from_fn(width, height, |x, y| image::Rgba([200, 40, 40, if x + y == 0 { 0 } else { 255 }]));
    let mut bytes = Vec::new();
    image::DynamicImage::ImageRgba8(image)
        .write_to(&mut std::io::Cursor::new(&mut bytes), image::ImageFormat::Png)
        .expect("test setup");
    bytes
}

#[test]
fn from_images_makes_a_page_an_image_with_the_jpeg_as_it_is() {
    let dir = scratch("images");
    let photo = jpeg(40, 30);
    std::fs::write(dir.join("photo.jpg"), &photo).expect("test setup");
    std::fs::write(dir.join("logo.png"), png(20, 20)).expect("test setup");
    let out = penknife(&[
        "pdf",
        "from-images",
        &path(&dir, "photo.jpg"),
        &path(&dir, "logo.png"),
        "--page",
        "letter",
        "--orientation",
        "portrait",
        "--margin",
        "10",
        "-o",
        &path(&dir, "out.pdf"),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let pdf = std::fs::read(dir.join("out.pdf")).expect("test setup");
    assert!(pdf.windows(photo.len()).any(|window| window == photo), "the JPEG's bytes verbatim");
    assert_eq!(String::from_utf8_lossy(&pdf).matches("/MediaBox[0 0 612 792]").count(), 2);
    assert!(String::from_utf8_lossy(&pdf).contains("/SMask"));
    // Fitted to the image, to standard output.
    let out = penknife(&["pdf", "from-images", &path(&dir, "photo.jpg"), "--page", "fit"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("/MediaBox[0 0 40 30]"));
}

#[test]
fn from_images_refuses_a_file_that_is_no_image_by_name() {
    let dir = scratch("not-image");
    std::fs::write(dir.join("notes.txt"), "just text").expect("test setup");
    let out = penknife(&["pdf", "from-images", &path(&dir, "notes.txt"), "-o", &path(&dir, "o.pdf")]);
    assert_eq!(failure(&out), "penknife: ‘notes.txt’ is not a JPEG or PNG image.");
    let out = penknife(&["pdf", "from-images", &path(&dir, "notes.txt"), "--margin", "80"]);
    assert_eq!(failure(&out), "penknife: The margin must be from 0 to 50 mm.");
    assert!(!penknife_with_stdin(&["pdf", "from-images"], "").status.success());
}
