use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn options() -> HashtagOptions {
    HashtagOptions::default()
}

fn generate(options: &HashtagOptions, seed: u64) -> HashtagResult {
    generate_hashtags(options, &mut SeededRandom::new(seed))
}

fn id(text: &str) -> HashtagCategoryId {
    text.parse().expect("known category")
}

fn no_categories() -> HashtagOptions {
    HashtagOptions { categories: Vec::new(), ..options() }
}

fn category(name: &str) -> &'static HashtagCategory {
    CATEGORIES.iter().find(|category| category.id == id(name)).expect("known category")
}

#[test]
fn the_eleven_categories_of_the_spec_with_popular_first() {
    assert_eq!(
        category_ids(),
        [
            "popular",
            "lifestyle",
            "photography",
            "business",
            "travel",
            "food",
            "fitness",
            "technology",
            "art",
            "music",
            "education"
        ]
    );
    assert_eq!(DEFAULT_CATEGORY.id(), "popular");
    assert_eq!(options().categories, [HashtagCategoryId::Popular]);
    for category in &CATEGORIES {
        let json = serde_json::to_value(category.id).expect("serialisable");
        assert_eq!(json, category.id.id(), "the page sends the CLI's id");
    }
    assert_eq!(options().max, 20);
}

#[test]
fn category_lists_are_real_hashtags_without_duplicates() {
    for category in &CATEGORIES {
        let name = category.id.id();
        assert!(category.hashtags.len() >= 15, "{name} has {} tags", category.hashtags.len());
        let distinct: HashSet<_> = category.hashtags.iter().collect();
        assert_eq!(distinct.len(), category.hashtags.len(), "{name} repeats a tag");
        for tag in category.hashtags {
            assert!(tag.len() > 1, "{tag}");
            assert!(tag.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()), "{tag}");
        }
    }
}

#[test]
fn description_words_are_lowercased_stripped_and_short_words_ignored() {
    assert_eq!(description_words("Sunset at the BEACH!"), ["sunset", "beach"]);
    assert_eq!(description_words("Go up, ok? Big day."), ["big", "day"]);
    assert_eq!(description_words("Ärger über Öl — café naïve"), ["ärger", "über", "café", "naïve"]);
    assert_eq!(description_words("well-being, don't #coffee 2024"), ["wellbeing", "dont", "coffee", "2024"]);
    assert_eq!(description_words("東京の夜 🎉 ok"), ["東京の夜"]);
    assert!(description_words("  \n ").is_empty());
}

#[test]
fn custom_hashtags_split_on_commas_and_spaces_without_hash() {
    assert_eq!(custom_tags("#Summer, #beachlife  sun,,fun #x"), ["Summer", "beachlife", "sun", "fun", "x"]);
    assert_eq!(custom_tags("#rock'n'roll ##twice"), ["rocknroll", "twice"]);
    assert!(custom_tags(" , # ,").is_empty());
}

#[test]
fn custom_first_then_words_then_categories() {
    let result = generate(
        &HashtagOptions { custom: "#Summer, goodtimes".into(), description: "Sunset at the beach".into(), ..options() },
        1,
    );
    assert_eq!(&result.tags[..4], ["Summer", "goodtimes", "sunset", "beach"]);
    assert_eq!(result.tags.len(), 12, "2 custom + 2 words + 8 popular: {:?}", result.tags);
    assert_eq!(result.available, 12);
    for tag in &result.tags[4..] {
        assert!(category("popular").hashtags.contains(&tag.as_str()), "{tag} is from popular");
    }
}

#[test]
fn single_character_tags_are_dropped() {
    let result = generate(&HashtagOptions { custom: "a b #c go".into(), ..no_categories() }, 1);
    assert_eq!(result.tags, ["go"]);
}

#[test]
fn niche_adds_three_suffixes_per_word() {
    let result = generate(&HashtagOptions { description: "sunset".into(), niche: true, ..no_categories() }, 1);
    assert_eq!(result.tags, ["sunset", "sunsetphotography", "sunsetlife", "sunsetlove"]);

    // A word already ending in a suffix does not get it twice.
    let result = generate(&HashtagOptions { description: "photography".into(), niche: true, ..no_categories() }, 1);
    assert_eq!(result.tags, ["photography", "photographylife", "photographylove"]);
}

#[test]
fn trending_adds_the_six_trending_tags_last() {
    let result = generate(&HashtagOptions { description: "sunset".into(), trending: true, ..no_categories() }, 1);
    assert_eq!(result.tags, ["sunset", "viral", "trending", "explore", "fyp", "reels", "instagram"]);
}

#[test]
fn eight_distinct_random_tags_per_selected_category_in_tile_order() {
    let chosen = HashtagOptions { categories: vec![id("music"), id("travel"), id("travel")], max: 50, ..options() };
    let result = generate(&chosen, 7);
    assert_eq!(result.tags.len(), 16);
    assert!(result.tags[..8].iter().all(|tag| category("travel").hashtags.contains(&tag.as_str())));
    assert!(result.tags[8..].iter().all(|tag| category("music").hashtags.contains(&tag.as_str())));
}

#[test]
fn overlapping_categories_still_give_eight_each() {
    // popular and photography share several tags; the second skips those already taken.
    let chosen = HashtagOptions { categories: vec![id("popular"), id("photography")], max: 50, ..options() };
    for seed in 0..50 {
        let result = generate(&chosen, seed);
        assert_eq!(result.tags.len(), 16, "seed {seed}: {:?}", result.tags);
    }
}

#[test]
fn duplicates_are_removed_case_insensitively_first_kept() {
    let result = generate(
        &HashtagOptions {
            custom: "Travel".into(),
            description: "travel TRAVEL wanderlust".into(),
            categories: vec![id("travel")],
            max: 50,
            ..options()
        },
        3,
    );
    assert_eq!(result.tags[..2], ["Travel", "wanderlust"]);
    let lower: HashSet<_> = result.tags.iter().map(|tag| tag.to_lowercase()).collect();
    assert_eq!(lower.len(), result.tags.len());
    assert_eq!(result.tags.len(), 10, "2 + 8 travel tags other than travel/wanderlust");
}

#[test]
fn max_is_clamped_to_5_through_50() {
    let many = HashtagOptions { categories: CATEGORIES.map(|category| category.id).into(), ..options() };
    assert_eq!(generate(&HashtagOptions { max: 0, ..many.clone() }, 1).tags.len(), 5);
    assert_eq!(generate(&HashtagOptions { max: 500, ..many.clone() }, 1).tags.len(), 50);
    let result = generate(&HashtagOptions { max: 20, ..many }, 1);
    assert_eq!(result.tags.len(), 20);
    assert_eq!(result.available, 88);
}

#[test]
fn over_max_custom_is_kept_then_slots_dealt_in_turns() {
    let result = generate(
        &HashtagOptions {
            custom: "one two".into(),
            description: "sunset beach ocean waves".into(),
            niche: true,
            trending: true,
            max: 10,
            ..options()
        },
        5,
    );
    // 8 slots after the custom pair: words, niche, popular, trending take 2 each.
    assert_eq!(result.tags.len(), 10);
    assert_eq!(&result.tags[..6], ["one", "two", "sunset", "beach", "sunsetphotography", "sunsetlife"]);
    assert!(category("popular").hashtags.contains(&result.tags[6].as_str()));
    assert!(category("popular").hashtags.contains(&result.tags[7].as_str()));
    assert_eq!(&result.tags[8..], ["viral", "trending"]);
    assert_eq!(result.available, 2 + 4 + 12 + 8 + 6);
}

#[test]
fn custom_tags_alone_can_fill_the_cap() {
    let custom = (1..=30).map(|n| format!("tag{n}")).collect::<Vec<_>>().join(" ");
    let result = generate(&HashtagOptions { custom, trending: true, max: 5, ..options() }, 1);
    assert_eq!(result.tags, ["tag1", "tag2", "tag3", "tag4", "tag5"]);
}

#[test]
fn dealing_passes_over_exhausted_sources() {
    assert_eq!(deal_in_turns(&[1, 10, 0, 3], 9), [1, 5, 0, 3]);
    assert_eq!(deal_in_turns(&[2, 2], 10), [2, 2]);
    assert_eq!(deal_in_turns(&[], 10), Vec::<usize>::new());
}

#[test]
fn nothing_selected_gives_no_tags() {
    let result = generate(&no_categories(), 1);
    assert!(result.tags.is_empty());
    assert_eq!(result.available, 0);
}

#[test]
fn unknown_category_is_an_error_naming_the_choices() {
    let error = "cats".parse::<HashtagCategoryId>().expect_err("unknown id");
    assert_eq!(error, HashtagError::UnknownCategory("cats".into()));
    assert!(error.to_string().starts_with("Unknown category 'cats'. Choose from: popular, lifestyle,"));
    // Ids are read without regard to case or surrounding spaces (CLI convenience).
    assert_eq!(" Travel ".parse(), Ok(HashtagCategoryId::Travel));
    // Options name categories by id alone.
    let misspelt = serde_json::from_str::<HashtagOptions>(r#"{"categories":["cats"]}"#).expect_err("refused");
    assert!(misspelt.to_string().starts_with("unknown variant `cats`"), "{misspelt}");
}

#[test]
fn a_category_keeps_its_picks_when_other_settings_change() {
    let travel_tags = |result: &HashtagResult| -> Vec<String> {
        result.tags.iter().filter(|tag| category("travel").hashtags.contains(&tag.as_str())).cloned().collect()
    };
    let alone = generate(&HashtagOptions { categories: vec![id("travel")], max: 50, ..options() }, 42);
    let with_more = generate(
        &HashtagOptions {
            categories: vec![id("travel"), id("food")],
            description: "weekend getaway".into(),
            trending: true,
            max: 50,
            ..options()
        },
        42,
    );
    assert_eq!(travel_tags(&alone), travel_tags(&with_more));
}

#[test]
fn every_tag_of_a_category_gets_picked_over_many_draws() {
    let popular = HashtagOptions { max: 50, ..options() };
    let mut rng = SeededRandom::new(9);
    let mut counts = std::collections::HashMap::new();
    let draws = 3000;
    for _ in 0..draws {
        for tag in generate_hashtags(&popular, &mut rng).tags {
            *counts.entry(tag).or_insert(0usize) += 1;
        }
    }
    // Each of the 30 popular tags is picked with probability 8/30: expect 800 of 3000.
    let list = category("popular").hashtags;
    for tag in list {
        let count = counts.get(*tag).copied().unwrap_or(0);
        assert!((600..=1000).contains(&count), "{tag} picked {count} times");
    }
}

fn category_subset() -> impl Strategy<Value = Vec<HashtagCategoryId>> {
    proptest::sample::subsequence(CATEGORIES.map(|category| category.id).to_vec(), 0..=CATEGORIES.len())
}

proptest! {
    #[test]
    fn results_respect_max_uniqueness_and_tag_shape(
        description in "[a-zA-Zà-ÿ0-9 ,.!?#'-]{0,120}",
        custom in "[a-zA-Z0-9 ,#]{0,60}",
        categories in category_subset(),
        max in 0usize..80,
        niche: bool,
        trending: bool,
        seed: u64,
    ) {
        let options = HashtagOptions { description, custom, categories, max, niche, trending };
        let result = generate(&options, seed);
        let cap = max.clamp(MIN_HASHTAGS, MAX_HASHTAGS);
        prop_assert!(result.tags.len() <= cap);
        prop_assert_eq!(result.tags.len(), result.available.min(cap));
        let distinct: HashSet<_> = result.tags.iter().map(|tag| tag.to_lowercase()).collect();
        prop_assert_eq!(distinct.len(), result.tags.len());
        for tag in &result.tags {
            prop_assert!(tag.chars().count() > 1, "{}", tag);
            prop_assert!(!tag.contains('#'), "{}", tag);
            prop_assert!(tag.chars().all(|c| c.is_alphanumeric() || c == '_'), "{}", tag);
        }
    }

    #[test]
    fn every_switched_on_source_is_represented_when_capped(seed: u64, max in 5usize..=50) {
        let options = HashtagOptions {
            description: "sunset beach ocean waves summer holiday island paradise".into(),
            categories: vec![id("travel"), id("food")],
            niche: true,
            trending: true,
            max,
            ..HashtagOptions::default()
        };
        let tags = generate(&options, seed).tags;
        prop_assert!(tags.iter().any(|tag| tag == "sunset"));
        prop_assert!(tags.iter().any(|tag| tag == "sunsetphotography"));
        prop_assert!(tags.iter().any(|tag| tag == "viral"));
        prop_assert!(tags.iter().any(|tag| category("travel").hashtags.contains(&tag.as_str())));
        prop_assert!(tags.iter().any(|tag| category("food").hashtags.contains(&tag.as_str())));
    }
}
