use super::*;
use proptest::prelude::*;
use std::collections::HashSet;

/// A source that replays fixed words, for the edges of the helpers.
struct Replay(Vec<u64>, usize);

impl RandomSource for Replay {
    fn next_u64(&mut self) -> u64 {
        let word = self.0[self.1 % self.0.len()];
        self.1 += 1;
        word
    }
}

/// Counts the words drawn, to show that distinct sampling takes a bounded number of steps.
struct Counting(SeededRandom, usize);

impl RandomSource for Counting {
    fn next_u64(&mut self) -> u64 {
        self.1 += 1;
        self.0.next_u64()
    }
}

mod primitives {
    use super::*;

    #[test]
    fn below_stays_below_n_for_small_and_huge_n() {
        let mut rng = SeededRandom::new(1);
        for n in [1, 2, 3, 7, 10, 1 << 32, (1 << 63) + 1, u64::MAX - 1, u64::MAX] {
            for _ in 0..1000 {
                assert!(below(&mut rng, n) < n, "below({n})");
            }
        }
        assert_eq!(below(&mut rng, 1), 0);
    }

    #[test]
    #[should_panic(expected = "below(0)")]
    fn below_zero_is_refused() {
        below(&mut SeededRandom::new(1), 0);
    }

    #[test]
    fn below_maps_the_extreme_words_inside_the_range() {
        // Multiply-high: the word 0 gives 0 and the largest word gives n − 1 (n a power of two rejects nothing).
        assert_eq!(below(&mut Replay(vec![0], 0), 8), 0);
        assert_eq!(below(&mut Replay(vec![u64::MAX], 0), 8), 7);
        // For n = 10 the word 0 falls in the rejected zone (2^64 mod 10 = 6 low products), so the next is read.
        let mut rng = Replay(vec![0, u64::MAX], 0);
        assert_eq!(below(&mut rng, 10), 9);
        assert_eq!(rng.1, 2);
    }

    #[test]
    fn below_rejects_the_words_that_would_bias_it() {
        // n = 2^63 + 1: 2^64 mod n = 2^63 − 1 low products are rejected. Word 1 gives low product 2^63 + 1
        // (kept, value 0); word 2 gives low product 2 (rejected), so the next word is read.
        let n = (1u64 << 63) + 1;
        let mut rng = Replay(vec![2, 1], 0);
        assert_eq!(below(&mut rng, n), 0);
        assert_eq!(rng.1, 2, "the biased word was redrawn");
    }

    #[test]
    fn between_includes_both_ends() {
        let mut rng = SeededRandom::new(2);
        let seen: HashSet<i64> = (0..1000).map(|_| between(&mut rng, -2, 2)).collect();
        assert_eq!(seen, (-2..=2).collect::<HashSet<_>>());
        assert_eq!(between(&mut rng, 7, 7), 7);
        let top: HashSet<i64> = (0..200).map(|_| between(&mut rng, i64::MAX - 1, i64::MAX)).collect();
        assert_eq!(top, HashSet::from([i64::MAX - 1, i64::MAX]));
        let bottom: HashSet<i64> = (0..200).map(|_| between(&mut rng, i64::MIN, i64::MIN + 1)).collect();
        assert_eq!(bottom, HashSet::from([i64::MIN, i64::MIN + 1]));
    }

    #[test]
    fn between_covers_the_whole_i64_range() {
        // 2^64 values: one raw word each, mapped so the extreme words give the extreme values.
        assert_eq!(between(&mut Replay(vec![0], 0), i64::MIN, i64::MAX), i64::MIN);
        assert_eq!(between(&mut Replay(vec![u64::MAX], 0), i64::MIN, i64::MAX), i64::MAX);
        let mut rng = SeededRandom::new(3);
        let draws: Vec<i64> = (0..1000).map(|_| between(&mut rng, i64::MIN, i64::MAX)).collect();
        let negative = draws.iter().filter(|&&x| x < 0).count();
        assert!((400..600).contains(&negative), "{negative} of 1000 negative");
    }

    #[test]
    #[should_panic(expected = "low <= high")]
    fn between_refuses_a_reversed_range() {
        between(&mut SeededRandom::new(1), 2, 1);
    }

    #[test]
    fn unit_f64_is_in_zero_to_one_exclusive() {
        assert_eq!(unit_f64(&mut Replay(vec![0], 0)), 0.0);
        let top = unit_f64(&mut Replay(vec![u64::MAX], 0));
        assert!(top < 1.0 && top > 0.999_999_999);
        let mut rng = SeededRandom::new(4);
        let draws: Vec<f64> = (0..10_000).map(|_| unit_f64(&mut rng)).collect();
        assert!(draws.iter().all(|x| (0.0..1.0).contains(x)));
        let mean = draws.iter().sum::<f64>() / draws.len() as f64;
        assert!((0.48..0.52).contains(&mean), "mean {mean}");
        let low_tenth = draws.iter().filter(|&&x| x < 0.1).count();
        assert!((850..1150).contains(&low_tenth), "{low_tenth} below 0.1");
    }

    #[test]
    fn choose_picks_every_element_and_none_from_nothing() {
        let mut rng = SeededRandom::new(5);
        assert_eq!(choose::<u8>(&mut rng, &[]), None);
        let items = ['a', 'b', 'c'];
        let seen: HashSet<char> = (0..100).filter_map(|_| choose(&mut rng, &items).copied()).collect();
        assert_eq!(seen.len(), 3);
    }

    #[test]
    fn shuffle_gives_every_order_about_equally_often() {
        let mut rng = SeededRandom::new(6);
        let mut counts = std::collections::HashMap::new();
        for _ in 0..6000 {
            let mut items = [1, 2, 3];
            shuffle(&mut rng, &mut items);
            *counts.entry(items).or_insert(0) += 1;
        }
        assert_eq!(counts.len(), 6);
        for (order, count) in counts {
            assert!((850..1150).contains(&count), "{order:?} came {count} times of 6000");
        }
        let mut empty: [u8; 0] = [];
        shuffle(&mut rng, &mut empty);
        let mut one = [9];
        shuffle(&mut rng, &mut one);
        assert_eq!(one, [9]);
    }

    #[test]
    fn sample_distinct_edges() {
        let mut rng = SeededRandom::new(7);
        assert!(sample_distinct(&mut rng, 10, 0).is_empty());
        assert!(sample_distinct(&mut rng, 0, 0).is_empty());
        assert_eq!(sample_distinct(&mut rng, 1, 1), [0]);
        let huge = sample_distinct(&mut rng, u64::MAX, 5);
        assert_eq!(huge.iter().collect::<HashSet<_>>().len(), 5);
        assert!(huge.iter().all(|&x| x < u64::MAX));
    }

    #[test]
    #[should_panic(expected = "cannot draw more distinct values")]
    fn sample_distinct_refuses_more_than_the_range_holds() {
        sample_distinct(&mut SeededRandom::new(1), 3, 4);
    }

    #[test]
    fn sample_distinct_draws_10000_of_10000_in_bounded_steps() {
        let mut rng = Counting(SeededRandom::new(8), 0);
        let mut all = sample_distinct(&mut rng, 10_000, 10_000);
        // Floyd (one draw per value) plus the shuffle (one per value): about 2 × 10,000 words.
        assert!(rng.1 < 20_100, "{} words drawn", rng.1);
        assert_ne!(all[..10], (0..10).collect::<Vec<_>>()[..], "the order is random");
        all.sort_unstable();
        assert_eq!(all, (0..10_000).collect::<Vec<_>>());
    }

    #[test]
    fn sample_distinct_is_uniform_in_membership_and_order() {
        // 3 of 10, 10,000 times: each value is in a sample 3,000 times, first 1,000 times.
        let mut rng = SeededRandom::new(9);
        let mut member = [0u32; 10];
        let mut first = [0u32; 10];
        for _ in 0..10_000 {
            let sample = sample_distinct(&mut rng, 10, 3);
            for &x in &sample {
                member[x as usize] += 1;
            }
            first[sample[0] as usize] += 1;
        }
        for value in 0..10 {
            assert!((2700..3300).contains(&member[value]), "{value} in {} samples", member[value]);
            assert!((850..1150).contains(&first[value]), "{value} first {} times", first[value]);
        }
    }

    proptest! {
        #[test]
        fn between_stays_in_range(a in any::<i64>(), b in any::<i64>(), seed in any::<u64>()) {
            let (low, high) = if a <= b { (a, b) } else { (b, a) };
            let x = between(&mut SeededRandom::new(seed), low, high);
            prop_assert!(low <= x && x <= high);
        }

        #[test]
        fn sample_distinct_is_distinct_and_in_range(n in 0u64..5000, fraction in 0.0f64..=1.0, seed in any::<u64>()) {
            let k = (n as f64 * fraction) as usize;
            let sample = sample_distinct(&mut SeededRandom::new(seed), n, k);
            prop_assert_eq!(sample.len(), k);
            prop_assert!(sample.iter().all(|&x| x < n));
            prop_assert_eq!(sample.iter().collect::<HashSet<_>>().len(), k);
        }
    }
}

mod numbers {
    use super::*;

    fn form(min: &str, max: &str, count: &str) -> RandomNumberForm {
        RandomNumberForm { min: min.into(), max: max.into(), count: count.into(), ..RandomNumberForm::default() }
    }

    fn unique(mut form: RandomNumberForm) -> RandomNumberForm {
        form.allow_duplicates = false;
        form
    }

    fn decimals(mut form: RandomNumberForm, places: &str) -> RandomNumberForm {
        form.decimals = true;
        form.decimal_places = places.into();
        form
    }

    fn settings(form: &RandomNumberForm) -> RandomNumberSettings {
        form.parse().expect("valid settings")
    }

    fn error(form: &RandomNumberForm) -> String {
        form.parse().expect_err("invalid settings").to_string()
    }

    /// A value's text as an integer in units of 10^-places, checking it has exactly `places` digits after the
    /// point.
    fn units(text: &str, places: usize) -> i128 {
        match text.split_once('.') {
            None => {
                assert_eq!(places, 0, "{text} has no decimal point");
                text.parse().expect("a whole number")
            }
            Some((_, fraction)) => {
                assert_eq!(fraction.len(), places, "{text} should have {places} places");
                text.replace('.', "").parse().expect("a decimal number")
            }
        }
    }

    #[test]
    fn defaults_are_the_specs() {
        let defaults = RandomNumberForm::default();
        assert_eq!(
            defaults,
            RandomNumberForm {
                min: "1".into(),
                max: "100".into(),
                count: "10".into(),
                allow_duplicates: true,
                decimals: false,
                decimal_places: "2".into(),
            }
        );
        let parsed = settings(&defaults);
        assert_eq!((parsed.count, parsed.allow_duplicates, parsed.range.places()), (10, true, 0));
        assert_eq!(parsed.range.size(), 100);
        let drawn = draw_numbers(&parsed, &mut SeededRandom::new(1));
        assert_eq!(drawn.numbers.len(), 10);
        assert_eq!(drawn.notice, None);
        assert!(drawn.numbers.iter().all(|n| (1..=100).contains(&units(n, 0))));
    }

    #[test]
    fn messages_for_bad_settings() {
        for (bad, message) in [
            (form("5", "5", "10"), "Minimum must be less than maximum"),
            (form("10", "1", "10"), "Minimum must be less than maximum"),
            (form("abc", "100", "10"), "Minimum must be a number"),
            (form("", "100", "10"), "Minimum must be a number"),
            (form("1", "1e3", "10"), "Maximum must be a number"),
            (form("1", "1,000", "10"), "Maximum must be a number"),
            (form("--1", "5", "10"), "Minimum must be a number"),
            (form(".", "5", "10"), "Minimum must be a number"),
            (form("1.5", "100", "10"), "Minimum must be a whole number"),
            (form("1", "99.9", "10"), "Maximum must be a whole number"),
            (
                form("1", "9223372036854775808", "10"),
                "Maximum must be between -9223372036854775808 and 9223372036854775807",
            ),
            (
                form("-99999999999999999999999999", "1", "10"),
                "Minimum must be between -9223372036854775808 and 9223372036854775807",
            ),
            (form("1", "100", "ten"), "Count must be a whole number"),
            (form("1", "100", ""), "Count must be a whole number"),
            (form("1", "100", "2.5"), "Count must be a whole number"),
            (decimals(form("1", "2", "10"), "x"), "Decimal places must be a whole number"),
            (
                decimals(form("0.001", "0.009", "10"), "2"),
                "No number with 2 decimal places lies between 0.001 and 0.009",
            ),
            // The spec's message comes before the other fields' problems.
            (form("7", "3", "ten"), "Minimum must be less than maximum"),
            (decimals(form("2.5", "2.5", "10"), "x"), "Minimum must be less than maximum"),
        ] {
            assert_eq!(error(&bad), message, "{bad:?}");
        }
    }

    #[test]
    fn accepts_plain_decimal_spellings() {
        let range = NumberRange::new(" +3 ", "7.", None).expect("valid range");
        assert_eq!((range.min_text(), range.max_text()), ("3".into(), "7".into()));
        let range = NumberRange::new("-.5", "1.250", Some(2)).expect("valid range");
        assert_eq!((range.min_text(), range.max_text()), ("-0.5".into(), "1.25".into()));
        // A whole number written with a zero fraction is whole; places are ignored when decimals are off.
        let mut whole = form("1.0", "5.00", "3");
        whole.decimal_places = "not read".into();
        assert_eq!(settings(&whole).range.size(), 5);
        assert!(NumberRange::new("-9223372036854775808", "9223372036854775807", None).is_ok());
    }

    #[test]
    fn count_and_places_are_clamped() {
        for (typed, count) in [("0", 1), ("-4", 1), ("1", 1), ("10000", 10_000), ("20000", 10_000)] {
            assert_eq!(settings(&form("1", "100", typed)).count, count, "count {typed}");
        }
        assert_eq!(settings(&form("1", "100", "99999999999999999999999999999")).count, 10_000);
        for (typed, places) in [("0", 1), ("-3", 1), ("1", 1), ("10", 10), ("11", 10), ("300", 10)] {
            assert_eq!(settings(&decimals(form("0", "1", "5"), typed)).range.places(), places, "places {typed}");
        }
        assert_eq!(RandomNumberSettings::new(settings(&form("1", "2", "1")).range, 0, true).count, 1);
    }

    #[test]
    fn unique_overflow_is_capped_with_the_specs_notice() {
        let drawn = draw_numbers(&settings(&unique(form("1", "5", "10"))), &mut SeededRandom::new(2));
        assert_eq!(
            drawn.notice.map(|notice| notice.to_string()).as_deref(),
            Some("Cannot generate 10 unique numbers in range 1-5. Generating 5 numbers instead.")
        );
        assert_eq!(drawn.requested, 10);
        let mut numbers: Vec<i128> = drawn.numbers.iter().map(|n| units(n, 0)).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, [1, 2, 3, 4, 5]);
        // With duplicates allowed there is no cap.
        let drawn = draw_numbers(&settings(&form("1", "5", "10")), &mut SeededRandom::new(2));
        assert_eq!((drawn.numbers.len(), drawn.notice), (10, None));
        // Exactly the range's size is not an overflow.
        let drawn = draw_numbers(&settings(&unique(form("-2", "2", "5"))), &mut SeededRandom::new(2));
        assert_eq!((drawn.numbers.len(), drawn.notice), (5, None));
    }

    #[test]
    fn ten_thousand_unique_from_a_range_of_ten_thousand() {
        let mut rng = Counting(SeededRandom::new(3), 0);
        let drawn = draw_numbers(&settings(&unique(form("1", "10000", "10000"))), &mut rng);
        assert_eq!(drawn.notice, None);
        assert!(rng.1 < 20_100, "{} words drawn", rng.1);
        let mut numbers: Vec<i128> = drawn.numbers.iter().map(|n| units(n, 0)).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=10_000).collect::<Vec<_>>());
    }

    #[test]
    fn the_whole_i64_range_works_with_and_without_duplicates() {
        let full = form("-9223372036854775808", "9223372036854775807", "10000");
        let mut rng = SeededRandom::new(4);
        for chosen in [full.clone(), unique(full)] {
            let drawn = draw_numbers(&settings(&chosen), &mut rng);
            assert_eq!(drawn.numbers.len(), 10_000);
            let values: Vec<i64> = drawn.numbers.iter().map(|n| n.parse().expect("an i64")).collect();
            let distinct: HashSet<_> = values.iter().collect();
            assert_eq!(distinct.len(), 10_000, "2^64 values: no repeat expected in 10,000 either way");
            let negative = values.iter().filter(|&&x| x < 0).count();
            assert!((4500..5500).contains(&negative), "{negative} negative");
        }
        let top = settings(&unique(form("9223372036854775806", "9223372036854775807", "3")));
        let mut drawn = draw_numbers(&top, &mut rng).numbers;
        drawn.sort_unstable();
        assert_eq!(drawn, ["9223372036854775806", "9223372036854775807"]);
    }

    #[test]
    fn decimals_have_exactly_the_places_and_stay_in_the_range() {
        let chosen = settings(&decimals(form("-1.5", "2.25", "2000"), "1"));
        // -1.5, -1.4, …, 2.2: 2.25 rounds down to stay inside the range.
        assert_eq!(chosen.range.size(), 38);
        let drawn = draw_numbers(&chosen, &mut SeededRandom::new(5));
        let values: HashSet<i128> = drawn.numbers.iter().map(|n| units(n, 1)).collect();
        assert_eq!(values, (-15..=22).collect::<HashSet<_>>());
        assert!(drawn.numbers.contains(&"-0.1".to_string()) && drawn.numbers.contains(&"0.0".to_string()));
    }

    #[test]
    fn decimals_without_duplicates_draw_distinct_values_and_cap_at_the_grid() {
        let drawn = draw_numbers(&settings(&unique(decimals(form("0", "1", "200"), "2"))), &mut SeededRandom::new(6));
        assert_eq!(
            drawn.notice.map(|notice| notice.to_string()).as_deref(),
            Some("Cannot generate 200 unique numbers in range 0-1. Generating 101 numbers instead.")
        );
        let values: HashSet<i128> = drawn.numbers.iter().map(|n| units(n, 2)).collect();
        assert_eq!(values, (0..=100).collect::<HashSet<_>>());
        assert!(drawn.numbers.contains(&"0.00".to_string()) && drawn.numbers.contains(&"1.00".to_string()));
        let drawn = draw_numbers(&settings(&unique(decimals(form("0", "1", "50"), "3"))), &mut SeededRandom::new(6));
        assert_eq!(drawn.notice, None);
        assert_eq!(drawn.numbers.iter().collect::<HashSet<_>>().len(), 50);
    }

    #[test]
    fn decimals_over_the_widest_range_with_ten_places() {
        let widest = decimals(form("-9223372036854775808", "9223372036854775807", "1000"), "10");
        let chosen = settings(&unique(widest));
        assert!(chosen.range.size() > u128::from(u64::MAX), "wider than 64 bits");
        let drawn = draw_numbers(&chosen, &mut SeededRandom::new(7));
        let values: HashSet<i128> = drawn.numbers.iter().map(|n| units(n, 10)).collect();
        assert_eq!(values.len(), 1000);
        let (low, high) = (i128::from(i64::MIN) * 10i128.pow(10), i128::from(i64::MAX) * 10i128.pow(10));
        assert!(values.iter().all(|v| (low..=high).contains(v)));
        assert!(values.iter().any(|&v| v < 0) && values.iter().any(|&v| v > 0));
    }

    #[test]
    fn draws_are_uniform_including_the_ends() {
        // 0.0 to 1.0 with one place: 11 values, each 1/11 — the ends as likely as the middle.
        let range = NumberRange::new("0", "1", Some(1)).expect("valid range");
        let mut rng = SeededRandom::new(8);
        let mut counts = [0u32; 11];
        for _ in 0..22_000 {
            counts[units(&draw_number(&range, &mut rng), 1) as usize] += 1;
        }
        for (value, &count) in counts.iter().enumerate() {
            assert!((1800..2200).contains(&count), "0.{value} drawn {count} times of 22,000");
        }
        // Whole numbers through the numbers card: 1..=10, 10 × 10,000 draws.
        let chosen = settings(&form("1", "10", "10000"));
        let mut counts = [0u32; 11];
        for _ in 0..10 {
            for n in draw_numbers(&chosen, &mut rng).numbers {
                counts[units(&n, 0) as usize] += 1;
            }
        }
        assert_eq!(counts[0], 0);
        for (value, &count) in counts.iter().enumerate().skip(1) {
            assert!((9000..11_000).contains(&count), "{value} drawn {count} times of 100,000");
        }
    }

    #[test]
    fn single_numbers_are_in_the_range_and_formatted() {
        let mut rng = SeededRandom::new(9);
        let range = NumberRange::new("-0.1", "0", Some(2)).expect("valid range");
        let seen: HashSet<String> = (0..500).map(|_| draw_number(&range, &mut rng)).collect();
        let expected: HashSet<String> =
            ["-0.10", "-0.09", "-0.08", "-0.07", "-0.06", "-0.05", "-0.04", "-0.03", "-0.02", "-0.01", "0.00"]
                .map(String::from)
                .into();
        assert_eq!(seen, expected);
        let whole = NumberRange::new("-3", "-1", None).expect("valid range");
        let seen: HashSet<String> = (0..100).map(|_| draw_number(&whole, &mut rng)).collect();
        assert_eq!(seen, HashSet::from(["-3", "-2", "-1"].map(String::from)));
    }

    #[test]
    fn evenly_spaced_divides_the_range_into_count_minus_one_steps() {
        let whole = |min: &str, max: &str| NumberRange::new(min, max, None).expect("valid range");
        assert_eq!(evenly_spaced(&whole("0", "100"), 5), ["0", "25", "50", "75", "100"]);
        assert_eq!(evenly_spaced(&whole("1", "100"), 10), ["1", "12", "23", "34", "45", "56", "67", "78", "89", "100"]);
        assert_eq!(evenly_spaced(&whole("1", "10"), 4), ["1", "4", "7", "10"]);
        assert_eq!(evenly_spaced(&whole("0", "10"), 4), ["0", "3", "7", "10"]);
        assert_eq!(evenly_spaced(&whole("1", "100"), 1), ["1"]);
        assert_eq!(evenly_spaced(&whole("1", "100"), 2), ["1", "100"]);
        // A tie (−5.5) goes to the upper value.
        assert_eq!(evenly_spaced(&whole("-10", "-1"), 3), ["-10", "-5", "-1"]);
        assert_eq!(evenly_spaced(&whole("1", "3"), 5), ["1", "2", "2", "3", "3"]);
        assert_eq!(
            evenly_spaced(&whole("-9223372036854775808", "9223372036854775807"), 3),
            ["-9223372036854775808", "0", "9223372036854775807"]
        );
        let two_places = NumberRange::new("0", "1", Some(2)).expect("valid range");
        assert_eq!(evenly_spaced(&two_places, 4), ["0.00", "0.33", "0.67", "1.00"]);
        let ten_thousand = evenly_spaced(&whole("0", "9999"), 10_000);
        assert_eq!(ten_thousand, (0..10_000).map(|n| n.to_string()).collect::<Vec<_>>());
        assert_eq!(evenly_spaced(&whole("0", "9999"), 50_000).len(), 10_000, "count is clamped");
    }

    fn whole_range() -> impl Strategy<Value = (i64, i64)> {
        (any::<i64>(), any::<i64>()).prop_filter("min < max", |(a, b)| a != b).prop_map(|(a, b)| (a.min(b), a.max(b)))
    }

    proptest! {
        #[test]
        fn unique_draws_are_distinct_in_range_and_capped(
            low in -1000i64..1000,
            width in 1i64..300,
            count in 1usize..400,
            seed in any::<u64>(),
        ) {
            let high = low + width;
            let chosen = settings(&unique(form(&low.to_string(), &high.to_string(), &count.to_string())));
            let drawn = draw_numbers(&chosen, &mut SeededRandom::new(seed));
            let size = (width + 1) as usize;
            prop_assert_eq!(drawn.numbers.len(), count.min(size));
            prop_assert_eq!(drawn.notice.is_some(), count > size);
            let values: HashSet<i128> = drawn.numbers.iter().map(|n| units(n, 0)).collect();
            prop_assert_eq!(values.len(), drawn.numbers.len());
            prop_assert!(values.iter().all(|v| (i128::from(low)..=i128::from(high)).contains(v)));
        }

        #[test]
        fn draws_stay_in_any_i64_range((low, high) in whole_range(), count in 1usize..50, seed in any::<u64>()) {
            for allow_duplicates in [true, false] {
                let mut chosen = form(&low.to_string(), &high.to_string(), &count.to_string());
                chosen.allow_duplicates = allow_duplicates;
                let drawn = draw_numbers(&settings(&chosen), &mut SeededRandom::new(seed));
                let size = i128::from(high) - i128::from(low) + 1;
                prop_assert_eq!(drawn.numbers.len() as i128, (count as i128).min(if allow_duplicates { i128::MAX } else { size }));
                for n in &drawn.numbers {
                    let v: i64 = n.parse().expect("an i64");
                    prop_assert!(low <= v && v <= high);
                }
            }
        }

        #[test]
        fn decimal_draws_have_the_places_and_stay_in_range(
            low in -100_000i64..100_000,
            width in 1i64..100_000,
            places in 1u32..=4,
            allow_duplicates in any::<bool>(),
            seed in any::<u64>(),
        ) {
            // Ends with three places, e.g. "-12.345".
            let text = |v: i64| format!("{}{}.{:03}", if v < 0 { "-" } else { "" }, v.abs() / 1000, v.abs() % 1000);
            let mut chosen = decimals(form(&text(low), &text(low + width), "30"), &places.to_string());
            chosen.allow_duplicates = allow_duplicates;
            let Ok(parsed) = chosen.parse() else {
                // Only a range narrower than one step of the places has no value.
                prop_assert!(width < 10i64.pow(3 - places.min(3)));
                return Ok(());
            };
            let drawn = draw_numbers(&parsed, &mut SeededRandom::new(seed));
            let scale = 10i128.pow(places);
            for n in &drawn.numbers {
                let v = units(n, places as usize);
                // v / scale within [low, high] / 1000  ⇔  v · 1000 within [low · scale, high · scale].
                prop_assert!(v * 1000 >= i128::from(low) * scale && v * 1000 <= i128::from(low + width) * scale);
            }
            if !allow_duplicates {
                prop_assert_eq!(drawn.numbers.iter().collect::<HashSet<_>>().len(), drawn.numbers.len());
            }
        }

        #[test]
        fn sequences_run_from_min_to_max_without_going_back((low, high) in whole_range(), count in 1usize..300) {
            let range = NumberRange::new(&low.to_string(), &high.to_string(), None).expect("valid range");
            let values: Vec<i64> = evenly_spaced(&range, count).iter().map(|n| n.parse().expect("an i64")).collect();
            prop_assert_eq!(values.len(), count);
            prop_assert_eq!(values[0], low);
            if count > 1 {
                prop_assert_eq!(values[count - 1], high);
            }
            prop_assert!(values.windows(2).all(|pair| pair[0] <= pair[1]));
        }
    }
}
