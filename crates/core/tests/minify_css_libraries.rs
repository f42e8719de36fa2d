//! Bootstrap's and Bulma's full style sheets, minified with the page's defaults and with every option on: the
//! output parses, is smaller, and keeps every rule's meaning.
//!
//! Meaning is checked two ways that can each fail:
//! 1. Canonical form (lightningcss): the engine's fully-merged rendering of the original must equal that of our
//!    output (for the defaults output), so no selector, value, at-rule or rule order was changed by printing,
//!    semicolon handling or empty-rule removal.
//! 2. An independent parser (postcss, `minify_css_check/compare.cjs`): the defaults output has exactly the
//!    original's non-empty rules, in order, with the same selectors, contexts and property names; the
//!    everything-on output is the canonical form with declarations only reordered inside their blocks; and both
//!    keep exactly the original's (context, selector) pairs (so no rule merging may drop or rename a selector).
//!
//! The style sheets and postcss come from npm (`tests/npm`, see `common`).

mod common;

use common::{library, node_modules};
use penknife_core::minify::css::{CssMinifyOptions, minify_css};
use std::io::Write as _;
use std::process::{Command, Stdio};

/// lightningcss's canonical form: merged and printed minified, declarations in the engine's order.
fn canonical(css: &str) -> String {
    let options = CssMinifyOptions { sort_properties: false, ..CssMinifyOptions::smallest() };
    // A value that ended in a comment keeps a trailing space in the engine's token list (`content: x /* c */;`);
    // a space before `}` or `;` carries nothing.
    minify_css(css, &options).expect("canonical form").output.replace(" }", "}").replace(" ;", ";")
}

/// Runs the postcss comparison and fails with its report when it finds a difference.
fn compare(mode: &str, before: &str, after: &str, what: &str) {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/minify_css_check/compare.cjs");
    let mut child = Command::new("node")
        .arg(script)
        .env("NODE_PATH", node_modules())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("`node` on PATH (Node 20)");
    let input = serde_json::json!({ "mode": mode, "before": before, "after": after }).to_string();
    child.stdin.take().expect("should succeed").write_all(input.as_bytes()).expect("should succeed");
    let out = child.wait_with_output().expect("should succeed");
    assert!(out.status.success(), "postcss check failed to run: {}", String::from_utf8_lossy(&out.stderr));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
    assert_eq!(report["count"], 0, "{what} ({mode}): {report:#}");
    assert!(
        report["rules"][0].as_u64().expect("should succeed") > 100,
        "{what}: the check saw too few rules: {report}"
    );
}

fn check_library(path: &str) {
    let original = library(path);
    let defaults = minify_css(&original, &CssMinifyOptions::default()).expect("defaults minify").output;
    let all = minify_css(&original, &CssMinifyOptions::smallest()).expect("everything-on minify").output;
    for (name, output) in [("defaults", &defaults), ("everything on", &all)] {
        assert!(output.len() < original.len() * 9 / 10, "{path} {name}: {} → {} bytes", original.len(), output.len());
        minify_css(output, &CssMinifyOptions::default()).unwrap_or_else(|e| panic!("{path} {name} output: {e}"));
        compare("selectors", &original, output, &format!("{path} {name}"));
    }
    let canonical_original = canonical(&original);
    assert!(canonical(&defaults) == canonical_original, "{path}: the defaults output changed the canonical form");
    compare("structure", &original, &defaults, &format!("{path} defaults"));
    compare("permutation", &canonical_original, &all, &format!("{path} everything on"));
}

#[test]
fn bootstrap_keeps_its_meaning() {
    check_library("bootstrap/dist/css/bootstrap.css");
}

#[test]
fn bulma_keeps_its_meaning() {
    check_library("bulma/css/bulma.css");
}
