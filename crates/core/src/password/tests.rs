use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn options(length: usize, sets: [bool; 4], exclude_similar: bool) -> PasswordOptions {
    let [uppercase, lowercase, numbers, symbols] = sets;
    PasswordOptions { length, uppercase, lowercase, numbers, symbols, exclude_similar }
}

#[test]
fn defaults_are_the_specs() {
    let defaults = PasswordOptions::default();
    assert_eq!(defaults, options(16, [true; 4], false));
    assert_eq!(defaults.pool().len(), 26 + 26 + 10 + 26);
    assert_eq!(SYMBOLS, "!@#$%^&*()_+-=[]{}|;:,.<>?");
    let password = generate(&defaults, &mut SeededRandom::new(1)).expect("a password");
    assert_eq!(password.chars().count(), 16);
}

#[test]
fn missing_option_fields_take_the_defaults() {
    use serde::de::IntoDeserializer;
    use serde::de::value::{Error, MapDeserializer};
    let only_length = MapDeserializer::<_, Error>::new([("length", 24u64.into_deserializer())].into_iter());
    let parsed = PasswordOptions::deserialize(only_length).expect("options deserialize");
    assert_eq!(parsed, options(24, [true; 4], false));
}

#[test]
fn no_character_type_is_the_specs_error() {
    let none = options(16, [false; 4], false);
    let error = generate(&none, &mut SeededRandom::new(1)).expect_err("no sets");
    assert_eq!(error, PasswordError::NoCharacterTypes);
    assert_eq!(error.to_string(), "Please select at least one character type");
    assert_eq!(entropy_bits(&none), 0.0);
}

#[test]
fn length_is_clamped_to_4_through_128() {
    let mut rng = SeededRandom::new(7);
    for (asked, got) in [(0, 4), (3, 4), (4, 4), (16, 16), (128, 128), (129, 128), (10_000, 128)] {
        let password = generate(&options(asked, [true; 4], false), &mut rng).expect("a password");
        assert_eq!(password.chars().count(), got, "length {asked}");
    }
}

#[test]
fn exclude_similar_removes_exactly_the_specs_characters() {
    let sets = options(16, [true; 4], true).character_sets();
    let all: String = sets.concat().into_iter().collect();
    for c in ['i', 'l', '1', 'L', 'o', '0', 'O'] {
        assert!(!all.contains(c), "{c} should be excluded");
    }
    // Uppercase I is not in the spec's list.
    assert!(all.contains('I'));
    assert_eq!(sets.iter().map(Vec::len).collect::<Vec<_>>(), [24, 23, 8, 26]);
}

#[test]
fn strength_follows_the_specs_points() {
    for (password, score, label) in [
        ("", 0, "Very Weak"),
        ("abc", 1, "Weak"),
        ("abcdefgh", 2, "Fair"),
        ("abcdefgh1", 3, "Good"),
        ("Abcdefgh1", 4, "Strong"),
        ("abcdefghijk1", 4, "Strong"),
        ("Abcdefgh1!", 5, "Very Strong"),
        // Six points, capped at five.
        ("Abcdefghijk1!", 5, "Very Strong"),
        ("!!!!", 1, "Weak"),
        // Non-ASCII letters count as 'other' characters; length is in characters.
        ("ééééééé", 1, "Weak"),
        ("éééééééé", 2, "Fair"),
    ] {
        let result = strength(password);
        assert_eq!((result.score, result.level.to_string()), (score, label.to_owned()), "{password:?}");
    }
}

#[test]
fn entropy_is_length_times_log2_of_the_pool() {
    let close = |a: f64, b: f64| (a - b).abs() < 1e-9;
    assert!(close(entropy_bits(&PasswordOptions::default()), 16.0 * 88f64.log2()));
    assert!(close(entropy_bits(&options(10, [false, true, false, false], false)), 10.0 * 26f64.log2()));
    assert!(close(entropy_bits(&options(20, [true; 4], true)), 20.0 * 81f64.log2()));
    // Clamped length.
    assert!(close(entropy_bits(&options(1, [false, false, true, false], false)), 4.0 * 10f64.log2()));
}

/// The doc comment's claim: requiring one of each set costs under one bit from 12 characters on. Counts the
/// passwords that contain every enabled set by inclusion–exclusion, for every combination of options.
#[test]
fn the_one_of_each_rule_costs_under_a_bit_from_12_characters() {
    for mask in 1u8..16 {
        for exclude_similar in [false, true] {
            let sets: [bool; 4] = std::array::from_fn(|i| mask & (1 << i) != 0);
            let chosen = options(12, sets, exclude_similar);
            let sizes: Vec<f64> = chosen.character_sets().iter().map(|set| set.len() as f64).collect();
            let pool: f64 = sizes.iter().sum();
            let mut with_every_set = 0.0;
            for missing in 0u32..(1 << sizes.len()) {
                let absent: f64 = (0..sizes.len()).filter(|i| missing & (1 << i) != 0).map(|i| sizes[i]).sum();
                let sign = if missing.count_ones() % 2 == 0 { 1.0 } else { -1.0 };
                with_every_set += sign * ((pool - absent) / pool).powi(12);
            }
            let lost_bits = -with_every_set.log2();
            assert!((0.0..1.0).contains(&lost_bits), "{chosen:?} loses {lost_bits} bits");
        }
    }
}

#[test]
fn same_seed_same_password() {
    let a = generate_with_strength(&PasswordOptions::default(), &mut SeededRandom::new(42)).expect("a password");
    let b = generate_with_strength(&PasswordOptions::default(), &mut SeededRandom::new(42)).expect("a password");
    assert_eq!(a, b);
    assert_eq!(a.strength, strength(&a.password));
    assert_ne!(a.password, generate(&PasswordOptions::default(), &mut SeededRandom::new(43)).expect("a password"));
}

#[test]
fn characters_are_roughly_uniform() {
    // One set: every letter equally likely. 200 × 128 = 25,600 draws, ~985 per letter (σ ≈ 31).
    let lower = options(128, [false, true, false, false], false);
    let mut rng = SeededRandom::new(3);
    let mut counts = [0u32; 26];
    for _ in 0..200 {
        for c in generate(&lower, &mut rng).expect("a password").bytes() {
            counts[usize::from(c - b'a')] += 1;
        }
    }
    let expected = 25_600.0 / 26.0;
    for (letter, &count) in counts.iter().enumerate() {
        let ratio = f64::from(count) / expected;
        assert!((0.8..1.2).contains(&ratio), "letter {letter} drawn {count} times");
    }
}

#[test]
fn the_guaranteed_characters_land_anywhere() {
    // Length 4 with four sets is one character of each, shuffled: the first is a digit a quarter of the time.
    let mut rng = SeededRandom::new(5);
    let four = options(4, [true; 4], false);
    let digit_first = (0..4000)
        .filter(|_| generate(&four, &mut rng).expect("a password").starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert!((850..1150).contains(&digit_first), "digit first {digit_first} times of 4000");
}

fn any_options() -> impl Strategy<Value = PasswordOptions> {
    (0usize..200, any::<[bool; 4]>(), any::<bool>())
        .prop_filter("at least one set", |(_, sets, _)| sets.iter().any(|&on| on))
        .prop_map(|(length, sets, exclude)| options(length, sets, exclude))
}

proptest! {
    #[test]
    fn passwords_have_the_length_the_pool_and_every_set(chosen in any_options(), seed in any::<u64>()) {
        let password = generate(&chosen, &mut SeededRandom::new(seed)).expect("a password");
        let chars: Vec<char> = password.chars().collect();
        prop_assert_eq!(chars.len(), chosen.length.clamp(4, 128));
        let pool = chosen.pool();
        prop_assert!(chars.iter().all(|c| pool.contains(c)), "{} has a character outside the pool", password);
        for set in chosen.character_sets() {
            prop_assert!(chars.iter().any(|c| set.contains(c)), "{} misses a set", password);
        }
        if chosen.exclude_similar {
            prop_assert!(!chars.iter().any(|&c| SIMILAR.contains(c)), "{} has a similar character", password);
        }
    }

    #[test]
    fn strength_is_always_a_labelled_score_up_to_5(password in ".{0,40}") {
        let result = strength(&password);
        prop_assert!(result.score <= 5);
        prop_assert_eq!(result.level, STRENGTH_LEVELS[usize::from(result.score)]);
    }
}
