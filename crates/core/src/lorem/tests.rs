use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};

fn generate(kind: LoremKind, count: i64, style: LoremStyle, start_with_lorem: bool, seed: u64) -> LoremText {
    generate_lorem(&LoremOptions { kind, count, style, start_with_lorem }, &mut SeededRandom::new(seed))
}

/// A word as it appears in the vocabulary: punctuation stripped, lower case.
fn bare(word: &str) -> String {
    word.trim_end_matches([',', '.']).to_lowercase()
}

fn sentences_of(block: &str) -> Vec<&str> {
    block.split_inclusive(". ").map(str::trim_end).collect()
}

#[test]
fn every_word_list_is_large_lower_case_and_unique() {
    for style in LoremStyle::ALL {
        let words = style.words();
        assert!(words.len() >= 60, "{style:?} has only {} words", words.len());
        let unique: HashSet<_> = words.iter().collect();
        assert_eq!(unique.len(), words.len(), "{style:?} repeats a word");
        for word in words {
            assert!(
                !word.is_empty() && word.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{style:?}: {word:?}"
            );
        }
    }
}

#[test]
fn the_styles_are_different_vocabularies() {
    let classic: HashSet<_> = LoremStyle::Classic.words().iter().collect();
    for style in [LoremStyle::Cicero, LoremStyle::Hipster, LoremStyle::Corporate] {
        let shared = style.words().iter().filter(|w| classic.contains(w)).count();
        assert!(shared <= 3, "{style:?} shares {shared} words with classic");
    }
    assert!(LoremStyle::Cicero.words().contains(&"pleasure"));
    assert!(LoremStyle::Hipster.words().contains(&"kombucha"));
    assert!(LoremStyle::Corporate.words().contains(&"synergy"));
}

#[test]
fn classic_list_opens_with_the_start_phrase() {
    let opening: Vec<String> = LOREM_START.iter().map(|w| w.to_lowercase()).collect();
    assert_eq!(&LoremStyle::Classic.words()[..5], opening.as_slice());
}

#[test]
fn count_is_clamped_to_1_through_100() {
    assert_eq!(clamp_count(i64::MIN), 1);
    assert_eq!(clamp_count(-3), 1);
    assert_eq!(clamp_count(0), 1);
    assert_eq!(clamp_count(1), 1);
    assert_eq!(clamp_count(42), 42);
    assert_eq!(clamp_count(100), 100);
    assert_eq!(clamp_count(500), 100);
    assert_eq!(generate(LoremKind::Words, 0, LoremStyle::Classic, false, 1).word_count, 1);
    assert_eq!(generate(LoremKind::Words, 500, LoremStyle::Classic, false, 1).word_count, 100);
    assert_eq!(generate(LoremKind::Paragraphs, 101, LoremStyle::Hipster, false, 1).text.split("\n\n").count(), 100);
}

#[test]
fn defaults_are_three_classic_paragraphs_starting_with_lorem_ipsum() {
    let text = generate_lorem(&LoremOptions::default(), &mut SeededRandom::new(7)).text;
    assert!(text.starts_with("Lorem ipsum dolor sit amet, "), "{text}");
    assert_eq!(text.split("\n\n").count(), 3);
}

#[test]
fn few_words_take_the_start_of_the_phrase() {
    let words = |count| generate(LoremKind::Words, count, LoremStyle::Classic, true, 3).text;
    assert_eq!(words(1), "Lorem");
    assert_eq!(words(2), "Lorem ipsum");
    assert_eq!(words(4), "Lorem ipsum dolor sit");
    assert_eq!(words(5), "Lorem ipsum dolor sit amet");
    let more = words(12);
    assert!(more.starts_with("Lorem ipsum dolor sit amet "), "{more}");
    assert_eq!(more.split(' ').count(), 12);
}

#[test]
fn sentences_and_paragraphs_open_with_lorem_ipsum_dolor_sit_amet() {
    for kind in [LoremKind::Sentences, LoremKind::Paragraphs] {
        for seed in 0..20 {
            let text = generate(kind, 2, LoremStyle::Classic, true, seed).text;
            assert!(text.starts_with("Lorem ipsum dolor sit amet, "), "{text}");
            // Only the first sentence carries the opening.
            assert_eq!(text.matches("Lorem ipsum dolor sit amet").count(), 1, "{text}");
        }
    }
}

#[test]
fn the_start_option_only_applies_to_classic() {
    for style in [LoremStyle::Cicero, LoremStyle::Hipster, LoremStyle::Corporate] {
        for kind in [LoremKind::Words, LoremKind::Sentences, LoremKind::Paragraphs] {
            let text = generate(kind, 5, style, true, 11).text;
            assert!(!text.to_lowercase().contains("lorem"), "{style:?} {kind:?}: {text}");
        }
    }
}

#[test]
fn without_the_start_option_classic_text_starts_anywhere() {
    let openings: HashSet<String> = (0..30)
        .map(|seed| generate(LoremKind::Sentences, 1, LoremStyle::Classic, false, seed).text)
        .map(|text| text.split(' ').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert!(openings.len() > 20, "{openings:?}");
}

#[test]
fn a_pinned_sentence_shape() {
    let result = generate(LoremKind::Sentences, 3, LoremStyle::Corporate, false, 2024);
    let sentences = sentences_of(&result.text);
    assert_eq!(sentences.len(), 3);
    for sentence in sentences {
        assert!(sentence.ends_with('.'));
        assert!(sentence.chars().next().is_some_and(|c| c.is_uppercase()), "{sentence}");
        assert!((8..=22).contains(&sentence.split(' ').count()), "{sentence}");
    }
    assert_eq!(result.word_count, result.text.split_whitespace().count());
    assert_eq!(result.character_count, result.text.len());
}

#[test]
fn the_same_seed_gives_the_same_text() {
    let a = generate(LoremKind::Paragraphs, 4, LoremStyle::Hipster, false, 99);
    let b = generate(LoremKind::Paragraphs, 4, LoremStyle::Hipster, false, 99);
    let c = generate(LoremKind::Paragraphs, 4, LoremStyle::Hipster, false, 100);
    assert_eq!(a, b);
    assert_ne!(a.text, c.text);
}

#[test]
fn sentence_lengths_cover_8_to_22_evenly() {
    let mut rng = SeededRandom::new(5);
    let options =
        LoremOptions { kind: LoremKind::Sentences, count: 100, style: LoremStyle::Classic, start_with_lorem: false };
    let mut lengths: HashMap<usize, usize> = HashMap::new();
    for _ in 0..30 {
        for sentence in sentences_of(&generate_lorem(&options, &mut rng).text) {
            *lengths.entry(sentence.split(' ').count()).or_default() += 1;
        }
    }
    // 3000 sentences over 15 lengths: 200 expected each.
    assert_eq!(lengths.keys().copied().min(), Some(8));
    assert_eq!(lengths.keys().copied().max(), Some(22));
    for length in 8..=22 {
        let seen = lengths.get(&length).copied().unwrap_or(0);
        assert!((120..=280).contains(&seen), "length {length} seen {seen} times");
    }
}

#[test]
fn paragraph_sizes_cover_3_to_6_sentences() {
    let mut rng = SeededRandom::new(8);
    let options =
        LoremOptions { kind: LoremKind::Paragraphs, count: 100, style: LoremStyle::Cicero, start_with_lorem: false };
    let mut sizes: HashMap<usize, usize> = HashMap::new();
    for _ in 0..8 {
        for paragraph in generate_lorem(&options, &mut rng).text.split("\n\n") {
            *sizes.entry(sentences_of(paragraph).len()).or_default() += 1;
        }
    }
    // 800 paragraphs over 4 sizes: 200 expected each.
    assert_eq!(sizes.len(), 4, "{sizes:?}");
    for size in 3..=6 {
        let seen = sizes.get(&size).copied().unwrap_or(0);
        assert!((130..=270).contains(&seen), "{size} sentences seen {seen} times");
    }
}

#[test]
fn every_word_of_a_style_gets_used() {
    for style in LoremStyle::ALL {
        let text = generate(LoremKind::Words, 100, style, false, 1).text
            + " "
            + &generate(LoremKind::Paragraphs, 100, style, false, 2).text;
        let used: HashSet<String> = text.split_whitespace().map(bare).collect();
        for word in style.words() {
            assert!(used.contains(*word), "{style:?} never used {word:?}");
        }
    }
}

#[test]
fn commas_appear_but_never_doubled_or_at_a_sentence_end() {
    let text = generate(LoremKind::Paragraphs, 50, LoremStyle::Classic, false, 12).text;
    assert!(text.contains(','));
    assert!(!text.contains(",,") && !text.contains(",.") && !text.contains(". ,"));
    for sentence in text.split("\n\n").flat_map(sentences_of) {
        let words: Vec<&str> = sentence.split(' ').collect();
        assert!(!words[0].ends_with(','), "{sentence}");
        assert!(words.iter().rev().take(3).all(|w| !w.ends_with(',')), "{sentence}");
    }
}

fn kind_strategy() -> impl Strategy<Value = LoremKind> {
    prop_oneof![Just(LoremKind::Words), Just(LoremKind::Sentences), Just(LoremKind::Paragraphs)]
}

fn style_strategy() -> impl Strategy<Value = LoremStyle> {
    prop_oneof![
        Just(LoremStyle::Classic),
        Just(LoremStyle::Cicero),
        Just(LoremStyle::Hipster),
        Just(LoremStyle::Corporate)
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_result_follows_the_rules(
        kind in kind_strategy(), count in -5i64..130, style in style_strategy(), start: bool, seed: u64,
    ) {
        let result = generate(kind, count, style, start, seed);
        let text = &result.text;
        let count = clamp_count(count);
        let vocabulary: HashSet<&str> = style.words().iter().copied().collect();

        // Counts reported match the text.
        prop_assert_eq!(result.word_count, text.split_whitespace().count());
        prop_assert_eq!(result.character_count, text.chars().count());
        prop_assert_eq!(text.trim(), text.as_str());

        // Every word is the style's own, and no word follows itself.
        let words: Vec<String> = text.split_whitespace().map(bare).collect();
        for word in &words {
            prop_assert!(vocabulary.contains(word.as_str()), "{:?} not in {:?}", word, style);
        }
        for pair in words.windows(2) {
            prop_assert_ne!(&pair[0], &pair[1]);
        }

        match kind {
            LoremKind::Words => {
                prop_assert_eq!(result.word_count, count);
                prop_assert!(!text.contains(['\n', ',', '.']));
            }
            LoremKind::Sentences => {
                prop_assert!(!text.contains('\n'));
                prop_assert_eq!(sentences_of(text).len(), count);
            }
            LoremKind::Paragraphs => {
                let paragraphs: Vec<&str> = text.split("\n\n").collect();
                prop_assert_eq!(paragraphs.len(), count);
                for paragraph in paragraphs {
                    prop_assert!(!paragraph.contains('\n'));
                    prop_assert!((3..=6).contains(&sentences_of(paragraph).len()), "{}", paragraph);
                }
            }
        }
        if kind != LoremKind::Words {
            for sentence in text.split("\n\n").flat_map(sentences_of) {
                prop_assert!(sentence.ends_with('.'), "{}", sentence);
                prop_assert!(sentence.chars().next().is_some_and(char::is_uppercase), "{}", sentence);
                prop_assert!((8..=22).contains(&sentence.split(' ').count()), "{}", sentence);
            }
        }
        prop_assert!(text.chars().next().is_some_and(char::is_uppercase));

        let opening = LOREM_START[..count.min(5)].join(" ");
        let opens = if kind == LoremKind::Words { text.starts_with(&opening) } else { text.starts_with("Lorem ipsum dolor sit amet, ") };
        if start && style == LoremStyle::Classic {
            prop_assert!(opens, "{}", text);
        }
    }
}
