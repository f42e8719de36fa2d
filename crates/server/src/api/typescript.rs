//! The web app's API types: `web/src/lib/api/types.ts`, the TypeScript declarations of every `/api` request and
//! answer, generated (by Tsify, as the engines' are) from the structs the server serialises and the core types
//! they carry, plus the few core constants the pages show (the paste menus' choices in order, the words for an
//! unknown field) and the languages the server serves pages in (which the web app's own list must equal). The
//! pages import them instead of writing their own; this test fails when the file is stale.

use penknife_core::{ip, paste};

use crate::locales::Locale;
use serde::Serialize;
use tsify::Tsify;

/// Where the web app reads the declarations, and the command that rewrites them.
const FILE: &str = "web/src/lib/api/types.ts";
const REGENERATE: &str = "make api-types";
/// Set (to anything) by `make api-types`: the test writes the file instead of comparing it.
const WRITE_VAR: &str = "PENKNIFE_WRITE_API_TYPES";

fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("a constant serialises")
}

fn generated() -> String {
    let core = [
        ip::IpVersion::DECL,
        ip::IpInfo::DECL,
        ip::Reserved::DECL,
        paste::Language::DECL,
        paste::Expiry::DECL,
        paste::Sealed::DECL,
        paste::Kdf::DECL,
    ];
    let api = [super::error::ApiCode::DECL, super::error::ApiErrorBody::DECL, super::health::Health::DECL];
    let declarations =
        [&core[..], &api, crate::geoip::TYPESCRIPT, &crate::pastes::typescript(), &crate::me::typescript()].concat();
    let constants = [
        ("LANGUAGES: readonly Language[]", json(&paste::Language::ALL)),
        ("EXPIRIES: readonly Expiry[]", json(&paste::Expiry::ALL)),
        ("UNTITLED", json(&paste::UNTITLED)),
        ("CONTENT_REQUIRED", json(&paste::CONTENT_REQUIRED)),
        ("UNKNOWN", json(&ip::UNKNOWN)),
        ("UNKNOWN_COUNTRY_CODE", json(&ip::UNKNOWN_COUNTRY_CODE)),
        ("LOCALE_TAGS: readonly string[]", json(&Locale::ALL.map(Locale::tag))),
        (
            "RIGHT_TO_LEFT_TAGS: readonly string[]",
            json(&Locale::ALL.into_iter().filter(|locale| locale.is_rtl()).map(Locale::tag).collect::<Vec<_>>()),
        ),
    ];
    let mut text = format!(
        "// Generated from the Rust structs the server serialises (crates/server/src/api/typescript.rs): do not \
         edit.\n// `{REGENERATE}` rewrites it.\n"
    );
    for declaration in declarations {
        text.push('\n');
        text.push_str(declaration);
        text.push('\n');
    }
    text.push('\n');
    for (name, value) in constants {
        text.push_str(&format!("export const {name} = {value};\n"));
    }
    text
}

#[test]
fn the_web_apps_api_types_are_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").join(FILE);
    let wanted = generated();
    if std::env::var_os(WRITE_VAR).is_some() {
        std::fs::write(&path, &wanted).expect("writes the API types");
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(committed == wanted, "{FILE} is stale: `{REGENERATE}` regenerates it from the server's structs");
}
