use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn generate(options: &UsernameOptions, seed: u64) -> Vec<String> {
    generate_usernames(options, &mut SeededRandom::new(seed))
}

fn random_style(length: usize) -> UsernameOptions {
    UsernameOptions { style: UsernameStyle::Random, length, ..UsernameOptions::default() }
}

/// Splits a PascalCase name into its lowercase words: "SwiftTiger" → ["swift", "tiger"].
fn pascal_words(name: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() || words.is_empty() {
            words.push(String::new());
        }
        if let Some(word) = words.last_mut() {
            word.push(c.to_ascii_lowercase());
        }
    }
    words
}

#[test]
fn defaults_are_ten_adjective_noun_names_and_length_eight() {
    let defaults = UsernameOptions::default();
    assert_eq!((defaults.count, defaults.length, defaults.style), (10, 8, UsernameStyle::AdjectiveNoun));
    assert!(!defaults.numbers && !defaults.symbols);
    assert_eq!(STYLES[0], UsernameStyle::default());
    assert_eq!(generate(&defaults, 1).len(), 10);
}

#[test]
fn word_lists_are_large_lowercase_and_distinct() {
    for list in [ADJECTIVES, NOUNS, TECH_TERMS, GAMING_TERMS] {
        assert!(list.len() >= 40, "{} words", list.len());
        assert_eq!(list.iter().collect::<HashSet<_>>().len(), list.len(), "a word repeats");
        assert!(list.iter().all(|word| word.len() >= 2 && word.bytes().all(|b| b.is_ascii_lowercase())));
    }
}

#[test]
fn each_word_style_joins_its_two_lists_in_pascal_case() {
    for (style, first, second) in [
        (UsernameStyle::AdjectiveNoun, ADJECTIVES, NOUNS),
        (UsernameStyle::Tech, ADJECTIVES, TECH_TERMS),
        (UsernameStyle::Gaming, NOUNS, GAMING_TERMS),
    ] {
        for name in generate(&UsernameOptions { style, count: 50, ..UsernameOptions::default() }, 3) {
            let words = pascal_words(name.trim_end_matches(|c: char| c.is_ascii_digit()));
            assert_eq!(words.len(), 2, "{name}");
            assert!(first.contains(&words[0].as_str()), "{name}: {} not in the first list", words[0]);
            assert!(second.contains(&words[1].as_str()), "{name}: {} not in the second list", words[1]);
        }
    }
}

#[test]
fn symbols_join_lowercase_words_and_the_number_with_one_separator() {
    let options = UsernameOptions { numbers: true, symbols: true, count: 50, ..UsernameOptions::default() };
    for name in generate(&options, 4) {
        let separator = name.chars().find(|c| SEPARATORS.contains(c)).expect("a separator");
        let parts: Vec<&str> = name.split(separator).collect();
        assert_eq!(parts.len(), 3, "{name}");
        assert!(ADJECTIVES.contains(&parts[0]) && NOUNS.contains(&parts[1]), "{name}");
        let number: i64 = parts[2].trim_end_matches(|c: char| !c.is_ascii_digit()).parse().expect("number");
        assert!((1..=999).contains(&number) || parts[2].len() > 3, "{name}");
    }
}

#[test]
fn every_separator_is_used() {
    let options = UsernameOptions { symbols: true, count: 50, ..UsernameOptions::default() };
    let names = generate(&options, 5);
    for separator in SEPARATORS {
        assert!(names.iter().any(|name| name.contains(separator)), "{separator} never drawn: {names:?}");
    }
}

#[test]
fn random_style_has_the_chosen_length_and_starts_with_a_letter() {
    for length in [3, 8, 20] {
        for name in generate(&UsernameOptions { count: 50, ..random_style(length) }, 6) {
            assert_eq!(name.len(), length, "{name}");
            assert!(name.starts_with(|c: char| c.is_ascii_lowercase()), "{name}");
            assert!(name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()), "{name}");
        }
    }
}

#[test]
fn random_style_with_symbols_puts_the_separator_inside() {
    for name in generate(&UsernameOptions { symbols: true, count: 50, ..random_style(3) }, 7) {
        assert_eq!(name.chars().count(), 3, "{name}");
        let middle = name.chars().nth(1).expect("three characters");
        assert!(SEPARATORS.contains(&middle), "{name}");
    }
}

#[test]
fn length_and_count_are_clamped() {
    assert_eq!(generate(&UsernameOptions { count: 0, ..random_style(1) }, 1)[0].len(), 3);
    assert_eq!(generate(&UsernameOptions { count: 1, ..random_style(99) }, 1)[0].len(), 20);
    assert_eq!(generate(&UsernameOptions { count: 0, ..UsernameOptions::default() }, 1).len(), 1);
    assert_eq!(generate(&UsernameOptions { count: 500, ..UsernameOptions::default() }, 1).len(), 50);
}

#[test]
fn numbers_append_one_to_nine_hundred_ninety_nine() {
    let mut rng = SeededRandom::new(8);
    let options = UsernameOptions { numbers: true, count: 50, ..random_style(5) };
    let mut smallest = i64::MAX;
    let mut largest = i64::MIN;
    for _ in 0..40 {
        for name in generate_usernames(&options, &mut rng) {
            let number: i64 = name[5..].parse().expect("digits after the five random characters");
            assert!((1..=999).contains(&number), "{name}");
            smallest = smallest.min(number);
            largest = largest.max(number);
        }
    }
    // 2000 draws from 1..=999 reach close to both ends.
    assert!(smallest <= 10 && largest >= 990, "{smallest}..{largest}");
}

#[test]
fn prefix_and_suffix_are_added_as_typed_without_whitespace() {
    let options = UsernameOptions { prefix: "the ".into(), suffix: " _YT".into(), ..UsernameOptions::default() };
    for name in generate(&options, 9) {
        assert!(name.starts_with("the") && name.ends_with("_YT"), "{name}");
        assert!(!name.contains(' '), "{name}");
        assert!(name[3..4].chars().all(|c| c.is_ascii_uppercase()), "core starts after the prefix: {name}");
    }
}

#[test]
fn duplicates_in_a_batch_get_numeric_suffixes() {
    let mut taken = HashSet::new();
    assert_eq!(first_free("Ace".into(), &mut taken), "Ace");
    assert_eq!(first_free("ace".into(), &mut taken), "ace2");
    assert_eq!(first_free("Ace".into(), &mut taken), "Ace3");
    assert_eq!(first_free("Ace2".into(), &mut taken), "Ace22");

    // 60 nouns × 51 gaming terms: a batch of 50 repeats a name about one time in three, so over 20 batches
    // some are renamed, and every batch stays distinct.
    let options = UsernameOptions { count: 50, style: UsernameStyle::Gaming, ..UsernameOptions::default() };
    let mut renamed = 0;
    for seed in 0..20 {
        let names = generate(&options, seed);
        let distinct: HashSet<_> = names.iter().map(|name| name.to_lowercase()).collect();
        assert_eq!(distinct.len(), 50, "{names:?}");
        renamed += names
            .iter()
            .filter(|name| name.ends_with('2') && names.contains(&name[..name.len() - 1].to_owned()))
            .count();
    }
    assert!(renamed > 0, "no batch had a duplicate to rename");
}

#[test]
fn csv_is_one_comma_separated_record_quoting_only_when_needed() {
    let names: Vec<String> = ["SwiftTiger", "a,b", "say\"hi\"", "x_y"].map(String::from).to_vec();
    assert_eq!(usernames_to_csv(&names), "SwiftTiger,\"a,b\",\"say\"\"hi\"\"\",x_y");
    assert_eq!(usernames_to_csv(&[]), "");
}

#[test]
fn style_ids_are_kebab_case_names_for_the_page_and_cli() {
    let ids: Vec<_> = STYLES.iter().map(|style| serde_json::to_string(style).expect("serialises")).collect();
    assert_eq!(ids, ["\"adjective-noun\"", "\"tech\"", "\"gaming\"", "\"random\""]);
}

fn style() -> impl Strategy<Value = UsernameStyle> {
    proptest::sample::select(STYLES.to_vec())
}

proptest! {
    #[test]
    fn batches_have_the_count_and_distinct_well_formed_names(
        style in style(),
        length in 0usize..30,
        count in 0usize..80,
        numbers: bool,
        symbols: bool,
        prefix in "[a-zA-Z0-9_ ]{0,6}",
        suffix in "[a-zA-Z0-9_ ]{0,6}",
        seed: u64,
    ) {
        let options = UsernameOptions { style, length, count, numbers, symbols, prefix: prefix.clone(), suffix: suffix.clone() };
        let names = generate(&options, seed);
        prop_assert_eq!(names.len(), count.clamp(1, 50));
        let distinct: HashSet<_> = names.iter().map(|name| name.to_lowercase()).collect();
        prop_assert_eq!(distinct.len(), names.len());
        let prefix = prefix.replace(' ', "");
        let suffix = suffix.replace(' ', "");
        for name in &names {
            prop_assert!(name.starts_with(&prefix), "{}", name);
            prop_assert!(!name.contains(char::is_whitespace), "{}", name);
            let core = &name[prefix.len()..];
            // The suffix may be followed by a duplicate counter.
            let core = core.trim_end_matches(|c: char| c.is_ascii_digit());
            let core = core.strip_suffix(suffix.trim_end_matches(|c: char| c.is_ascii_digit())).unwrap_or(core);
            prop_assert!(core.chars().all(|c| c.is_ascii_alphanumeric() || SEPARATORS.contains(&c)), "{}", name);
            prop_assert_eq!(core.chars().any(|c| SEPARATORS.contains(&c)), symbols, "{}", name);
            if style == UsernameStyle::Random && !numbers {
                let clamped = length.clamp(3, 20);
                prop_assert!(name.len() >= prefix.len() + clamped + suffix.len(), "{}", name);
            }
        }
    }
}
