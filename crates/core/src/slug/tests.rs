use super::*;
use proptest::prelude::*;

fn slug(text: &str) -> String {
    slugify(text, &SlugOptions::default())
}

fn with(separator: Separator, case: SlugCase, max_length: usize) -> SlugOptions {
    SlugOptions { separator, case, max_length }
}

#[test]
fn the_issues_example() {
    assert_eq!(slug("Crème Brûlée à Paris!"), "creme-brulee-a-paris");
}

#[test]
fn transliterates_unicode() {
    assert_eq!(slug("Straße in München"), "strasse-in-munchen");
    assert_eq!(slug("Łódź, Kraków & Gdańsk"), "lodz-krakow-gdansk");
    assert_eq!(slug("北京欢迎你"), "bei-jing-huan-ying-ni");
    assert_eq!(slug("Ωmega Σigma"), "omega-sigma");
    assert_eq!(slug("Привет, мир"), "privet-mir");
    assert_eq!(slug("Æsir Œuvre"), "aesir-oeuvre");
}

#[test]
fn separators_appear_once_and_only_between_words() {
    assert_eq!(slug("  --Hello,   World!!  -- "), "hello-world");
    assert_eq!(slug("a/b\\c?d#e"), "a-b-c-d-e");
    assert_eq!(slug("!!!"), "");
    assert_eq!(slug(""), "");
    assert_eq!(slug("version 2.0 released"), "version-2-0-released");
}

#[test]
fn apostrophes_inside_words_are_dropped() {
    assert_eq!(slug("Don't stop"), "dont-stop");
    assert_eq!(slug("L’été d’Amélie"), "lete-damelie");
    assert_eq!(slug("'quoted' words"), "quoted-words");
}

#[test]
fn separator_and_case() {
    let text = "Crème Brûlée à Paris!";
    assert_eq!(slugify(text, &with(Separator::Underscore, SlugCase::Lower, 0)), "creme_brulee_a_paris");
    assert_eq!(slugify(text, &with(Separator::Dot, SlugCase::Upper, 0)), "CREME.BRULEE.A.PARIS");
    assert_eq!(slugify(text, &with(Separator::Hyphen, SlugCase::Keep, 0)), "Creme-Brulee-a-Paris");
}

#[test]
fn maximum_length_cuts_at_a_word_boundary() {
    let text = "Crème Brûlée à Paris!";
    let at = |max| slugify(text, &with(Separator::Hyphen, SlugCase::Lower, max));
    assert_eq!(at(20), "creme-brulee-a-paris");
    assert_eq!(at(19), "creme-brulee-a");
    assert_eq!(at(14), "creme-brulee-a");
    assert_eq!(at(13), "creme-brulee");
    assert_eq!(at(6), "creme");
    // A first word longer than the maximum is the only one cut.
    assert_eq!(at(3), "cre");
    assert_eq!(at(1), "c");
}

#[test]
fn one_slug_per_line() {
    let text = "Crème Brûlée à Paris!\r\n\r\nHello World\nÜber uns";
    assert_eq!(slugify_lines(text, &SlugOptions::default()), "creme-brulee-a-paris\n\nhello-world\nuber-uns");
    assert_eq!(slugify_lines("", &SlugOptions::default()), "");
}

#[test]
fn hostile_input() {
    // A megabyte of one word, and of separators.
    let long = "é".repeat(500_000);
    assert_eq!(slug(&long), "e".repeat(500_000));
    assert_eq!(slugify(&long, &with(Separator::Hyphen, SlugCase::Lower, 60)), "e".repeat(60));
    assert_eq!(slug(&"-!? ".repeat(250_000)), "");
    // Characters with no transliteration, control characters, private use.
    assert_eq!(slug("a\u{0}b\u{E000}c\u{FFFF}d"), "a-b-c-d");
    // A million lines.
    let lines = "Ça va?\n".repeat(1_000_000);
    let out = slugify_lines(&lines, &SlugOptions::default());
    assert_eq!(out.lines().count(), 1_000_000);
    assert!(out.starts_with("ca-va\nca-va\n"));
}

proptest! {
    #[test]
    fn every_slug_is_url_safe_and_bounded(text in "\\PC{0,40}", max in 0usize..30, dot: bool) {
        let separator = if dot { Separator::Dot } else { Separator::Hyphen };
        let options = with(separator, SlugCase::Lower, max);
        let out = slugify(&text, &options);
        let sep = separator.as_char();
        prop_assert!(out.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == sep), "{out}");
        prop_assert!(!out.starts_with(sep) && !out.ends_with(sep), "{out}");
        prop_assert!(!out.contains(&format!("{sep}{sep}")), "{out}");
        if max > 0 {
            prop_assert!(out.len() <= max);
        }
        // A slug is its own slug.
        prop_assert_eq!(slugify(&out, &options), out.clone());
    }
}
