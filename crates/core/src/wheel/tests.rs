use super::*;
use crate::random::SeededRandom;
use proptest::prelude::*;

fn texts(options: &[OptionSpec]) -> Vec<&str> {
    options.iter().map(|o| o.text.as_str()).collect()
}

/// Proposed options' English texts, as the CLI shows them.
fn english(options: &[ProposedOption]) -> Vec<String> {
    options.iter().map(|o| o.in_english().text).collect()
}

#[test]
fn palette_has_18_distinct_hex_colours_and_wraps_by_position() {
    let mut hexes: Vec<&str> = PALETTE.iter().map(|c| c.hex).collect();
    for hex in &hexes {
        assert_eq!(hex.len(), 7, "{hex}");
        assert!(hex.starts_with('#') && hex[1..].chars().all(|c| c.is_ascii_hexdigit() && !c.is_lowercase()));
    }
    hexes.sort_unstable();
    hexes.dedup();
    assert_eq!(hexes.len(), 18);
    assert_eq!(palette_color(0), "#EF4444");
    assert_eq!(palette_color(17), "#64748B");
    assert_eq!(palette_color(18), palette_color(0));
    assert_eq!(palette_color(19), palette_color(1));
    let names: Vec<String> = PALETTE.iter().map(|c| c.name.to_string()).collect();
    assert_eq!(names[..3], ["Red", "Blue", "Green"]);
    assert_eq!(names[17], "Slate");
}

#[test]
fn proposed_words_serialise_as_kinds_with_parameters() {
    let json = |word: OptionWord| serde_json::to_string(&word).expect("serialisable");
    assert_eq!(json(OptionWord::Numbered { number: 3 }), r#"{"kind":"numbered","params":{"number":3}}"#);
    assert_eq!(json(OptionWord::Yes), r#"{"kind":"yes"}"#);
    assert_eq!(json(OptionWord::Color { name: ColorName::Fuchsia }), r#"{"kind":"color","params":{"name":"fuchsia"}}"#);
    assert_eq!(serde_json::to_string(&PresetId::NumbersOneToTen).expect("serialisable"), r#""numbersOneToTen""#);
}

#[test]
fn default_wheel_is_option_1_to_6_in_the_first_palette_colours() {
    let options = default_options();
    assert_eq!(english(&options), ["Option 1", "Option 2", "Option 3", "Option 4", "Option 5", "Option 6"]);
    for (i, option) in options.iter().enumerate() {
        assert_eq!(option.color, PALETTE[i].hex);
    }
}

#[test]
fn presets_are_the_four_in_the_spec() {
    let presets = presets();
    let names: Vec<String> = presets.iter().map(|p| p.id.to_string()).collect();
    assert_eq!(names, ["Yes or No", "Numbers 1-10", "Colors", "Default Options"]);
    assert_eq!(english(&presets[0].options), ["Yes", "No"]);
    assert_eq!(presets[0].options[0].color, "#22C55E");
    assert_eq!(presets[0].options[1].color, "#EF4444");
    assert_eq!(english(&presets[1].options), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    assert_eq!(english(&presets[2].options), ["Red", "Blue", "Green", "Yellow", "Purple", "Orange"]);
    for option in &presets[2].options {
        let OptionWord::Color { name } = option.word else { panic!("{:?} is a colour", option.word) };
        let named = PALETTE.iter().find(|c| c.name == name).expect("a palette colour of that name");
        assert_eq!(option.color, named.hex, "{name} is drawn in its own colour");
    }
    assert_eq!(presets[3].options, default_options());
    for preset in &presets {
        assert!((MIN_OPTIONS..=MAX_OPTIONS).contains(&preset.options.len()));
    }
}

#[test]
fn errors_carry_the_spec_titles_and_descriptions() {
    let cases = [
        (WheelError::EmptyOption, "Invalid Option", "Please enter some text for the new option"),
        (
            WheelError::TooManyOnWheel,
            "Maximum Options Reached",
            "You can only have a maximum of 20 options on the wheel. Remove some options to add new ones.",
        ),
        (WheelError::TooFewToRemove, "Minimum Options Required", "You need at least 2 options to spin the wheel"),
        (WheelError::TooFewToImport, "Invalid Input", "Please enter at least 2 options (one per line)"),
        (WheelError::TooManyToImport, "Too Many Options", "You can only import a maximum of 20 options at once"),
    ];
    for (error, title, description) in cases {
        assert_eq!(error.title(), title);
        assert_eq!(error.to_string(), description);
    }
}

#[test]
fn adding_trims_and_takes_the_palette_colour_of_its_position() {
    assert_eq!(new_option(6, "  Pizza  "), Ok(OptionSpec { text: "Pizza".into(), color: PALETTE[6].hex.into() }));
    assert_eq!(new_option(18, "x").map(|o| o.color), Ok(PALETTE[0].hex.into()));
    assert_eq!(new_option(19, "x").map(|o| o.color), Ok(PALETTE[1].hex.into()));
}

#[test]
fn adding_empty_or_whitespace_is_invalid_even_on_a_full_wheel() {
    for text in ["", " ", "\t\n ", "\u{3000}"] {
        assert_eq!(new_option(3, text), Err(WheelError::EmptyOption), "{text:?}");
        assert_eq!(new_option(20, text), Err(WheelError::EmptyOption), "{text:?}");
    }
}

#[test]
fn adding_a_21st_option_is_refused() {
    assert!(new_option(19, "twentieth").is_ok());
    assert_eq!(new_option(20, "21st"), Err(WheelError::TooManyOnWheel));
    assert_eq!(new_option(25, "more"), Err(WheelError::TooManyOnWheel));
}

#[test]
fn removing_needs_more_than_two_options() {
    assert_eq!(check_removal(3), Ok(()));
    assert_eq!(check_removal(20), Ok(()));
    for count in 0..=2 {
        assert_eq!(check_removal(count), Err(WheelError::TooFewToRemove));
    }
}

#[test]
fn import_splits_lines_trims_and_ignores_blank_lines() {
    let options = import_options("Alice\r\n\n   \n  Bob  \nCarol\n\n").expect("three options");
    assert_eq!(texts(&options), ["Alice", "Bob", "Carol"]);
    for (i, option) in options.iter().enumerate() {
        assert_eq!(option.color, PALETTE[i].hex);
    }
}

#[test]
fn import_needs_2_to_20_non_blank_lines() {
    assert_eq!(import_options(""), Err(WheelError::TooFewToImport));
    assert_eq!(import_options("only one\n\n  \n"), Err(WheelError::TooFewToImport));
    assert_eq!(import_options("a\nb").map(|o| o.len()), Ok(2));
    let twenty: Vec<String> = (1..=20).map(|i| format!("Item {i}")).collect();
    assert_eq!(import_options(&twenty.join("\n")).map(|o| o.len()), Ok(20));
    // Blank lines do not count towards the limit.
    assert_eq!(import_options(&twenty.join("\n\n")).map(|o| o.len()), Ok(20));
    let twenty_one: Vec<String> = (1..=21).map(|i| format!("Item {i}")).collect();
    assert_eq!(import_options(&twenty_one.join("\n")), Err(WheelError::TooManyToImport));
    // Colours wrap after 18.
    let imported = import_options(&twenty.join("\n")).expect("20 options");
    assert_eq!(imported[18].color, PALETTE[0].hex);
}

#[test]
fn normalize_brings_any_angle_into_0_to_360() {
    assert_eq!(normalize_degrees(0.0), 0.0);
    assert_eq!(normalize_degrees(360.0), 0.0);
    assert_eq!(normalize_degrees(725.0), 5.0);
    assert_eq!(normalize_degrees(-90.0), 270.0);
    assert_eq!(normalize_degrees(-1e-20), 0.0);
    assert_eq!(normalize_degrees(f64::NAN), 0.0);
    assert_eq!(normalize_degrees(f64::INFINITY), 0.0);
}

#[test]
fn the_pointer_at_the_top_reads_the_segment_turned_under_it() {
    // Four segments of 90°: 0 = [0, 90), 1 = [90, 180), 2 = [180, 270), 3 = [270, 360) clockwise from the top.
    let at = |rotation: f64| winner_index(rotation, 4).expect("non-empty");
    assert_eq!(at(0.0), 0, "segment 0 starts at the pointer");
    // Turning clockwise brings the segments *before* the pointer's position under it: last segment first.
    assert_eq!(at(1.0), 3);
    assert_eq!(at(45.0), 3);
    assert_eq!(at(90.0), 3, "on a boundary the segment starting there wins");
    assert_eq!(at(91.0), 2);
    assert_eq!(at(180.0), 2);
    assert_eq!(at(269.0), 1);
    assert_eq!(at(271.0), 0);
    assert_eq!(at(359.0), 0);
    assert_eq!(at(360.0 * 7.0 + 45.0), 3, "whole turns change nothing");
    assert_eq!(at(-45.0), 0);
    assert_eq!(winner_index(123.0, 1), Ok(0));
    assert_eq!(winner_index(0.0, 0), Err(WheelError::NoOptions));
    // Three segments of 120°: rotation 200 puts wheel angle 160 under the pointer, in segment 1.
    assert_eq!(winner_index(200.0, 3), Ok(1));
    assert_eq!(pointer_angle(200.0), 160.0);
}

#[test]
fn spin_plan_lands_its_winner_under_the_pointer() {
    let mut rng = SeededRandom::new(7);
    for count in 1..=MAX_OPTIONS {
        for spin in 0..500 {
            let current = f64::from(spin) * 137.5 - 2000.0;
            let plan = plan_spin(&mut rng, current, count).expect("options");
            assert!(plan.winner_index < count);
            assert_eq!(winner_index(plan.final_rotation, count), Ok(plan.winner_index), "{count} options, {plan:?}");
        }
    }
}

#[test]
fn spin_plan_turns_5_to_10_times_plus_under_one_turn_from_the_current_picture() {
    let mut rng = SeededRandom::new(11);
    let mut turns_seen = [false; 11];
    for _ in 0..2000 {
        let plan = plan_spin(&mut rng, 1000.0, 6).expect("options");
        assert_eq!(plan.start_rotation, 280.0, "1000° shows the same picture as 280°");
        assert!((MIN_TURNS..=MAX_TURNS).contains(&plan.turns));
        turns_seen[plan.turns as usize] = true;
        let extra = plan.final_rotation - plan.start_rotation - f64::from(plan.turns) * 360.0;
        assert!((0.0..360.0).contains(&extra), "extra {extra}");
    }
    assert_eq!(turns_seen[5..=10], [true; 6], "every turn count from 5 to 10 occurs");
}

#[test]
fn spin_plan_stops_away_from_segment_edges() {
    let mut rng = SeededRandom::new(3);
    for count in [2, 7, 20] {
        let segment = 360.0 / count as f64;
        for _ in 0..1000 {
            let plan = plan_spin(&mut rng, 0.0, count).expect("options");
            let into = pointer_angle(plan.final_rotation) - plan.winner_index as f64 * segment;
            assert!(into >= 0.099 * segment && into <= 0.901 * segment, "{into} of {segment}");
        }
    }
}

#[test]
fn spin_needs_an_option() {
    assert_eq!(plan_spin(&mut SeededRandom::new(1), 0.0, 0), Err(WheelError::NoOptions));
}

#[test]
fn winners_are_uniform() {
    // 60,000 spins over 6 options: each count within ±5 % of 10,000 (about 10 standard deviations).
    let mut rng = SeededRandom::new(2024);
    let mut counts = [0u32; 6];
    for _ in 0..60_000 {
        let plan = plan_spin(&mut rng, 0.0, 6).expect("options");
        counts[winner_index(plan.final_rotation, 6).expect("options")] += 1;
    }
    for count in counts {
        assert!((9_500..=10_500).contains(&count), "{counts:?}");
    }
}

#[test]
fn label_rules_shrink_then_number_then_hide() {
    let sizes: Vec<u32> = (2..=15).map(|n| label_style(n).font_px).collect();
    assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "font shrinks as options grow: {sizes:?}");
    assert!(label_style(2).font_px > label_style(15).font_px);
    for n in 1..=15 {
        let style = label_style(n);
        // A full-length label fits the ~120 px between the hub and the rim of the 400 px wheel.
        assert!(f64::from(style.font_px) * 0.6 * style.max_chars as f64 <= 120.0, "{n}: {style:?}");
    }
    assert_eq!(label_style(15).mode, LabelMode::Text);
    assert_eq!(label_style(16).mode, LabelMode::Number);
    assert_eq!(label_style(20).mode, LabelMode::Number);
    assert_eq!(label_style(21).mode, LabelMode::Hidden);
    assert!(!label_style(12).show_hint);
    assert!(label_style(13).show_hint);
    assert!(label_style(20).show_hint);
}

#[test]
fn labels_are_truncated_by_user_perceived_characters() {
    assert_eq!(truncate_label("  Pizza  ", 10), "Pizza");
    assert_eq!(truncate_label("Exactly ten", 11), "Exactly ten");
    assert_eq!(truncate_label("Supercalifragilistic", 10), "Supercali…");
    assert_eq!(label_style(6).max_chars, 12);
    assert_eq!(truncate_label("Option number 12", label_style(6).max_chars), "Option numb…");
    assert_eq!(truncate_label("Long word here", 6), "Long…", "no space before the ellipsis");
    assert_eq!(truncate_label("👩‍💻👩‍💻👩‍💻👩‍💻", 3), "👩‍💻👩‍💻…");
    assert_eq!(truncate_label("Ärger über Öl!", 6), "Ärger…");
}

#[test]
fn wheel_labels_follow_the_count() {
    let few = wheel_labels(&["Alice", "A very long option name indeed"]);
    assert_eq!(few.style.mode, LabelMode::Text);
    assert_eq!(few.labels[0].as_deref(), Some("Alice"));
    assert_eq!(few.labels[1].as_deref().map(|l| l.chars().count()), Some(few.style.max_chars));

    let sixteen: Vec<String> = (0..16).map(|i| format!("Name {i}")).collect();
    let numbered = wheel_labels(&sixteen);
    assert_eq!(numbered.labels[0].as_deref(), Some("1"));
    assert_eq!(numbered.labels[15].as_deref(), Some("16"));

    let many: Vec<String> = (0..21).map(|i| i.to_string()).collect();
    assert!(wheel_labels(&many).labels.iter().all(Option::is_none));
}

#[test]
fn history_keeps_the_ten_newest_first() {
    let mut history: Vec<String> = Vec::new();
    for i in 1..=12 {
        history = record_winner(&history, &format!("Winner {i}"));
    }
    assert_eq!(history.len(), HISTORY_LIMIT);
    assert_eq!(history[0], "Winner 12");
    assert_eq!(history[9], "Winner 3");
}

#[test]
fn spin_seconds_clamp_to_1_to_10() {
    assert_eq!(clamp_spin_seconds(3.0), 3);
    assert_eq!(clamp_spin_seconds(0.0), 1);
    assert_eq!(clamp_spin_seconds(-5.0), 1);
    assert_eq!(clamp_spin_seconds(10.4), 10);
    assert_eq!(clamp_spin_seconds(99.0), 10);
    assert_eq!(clamp_spin_seconds(f64::NAN), DEFAULT_SPIN_SECONDS);
    assert_eq!(clamp_spin_seconds(f64::INFINITY), 10);
}

proptest! {
    #[test]
    fn any_spin_from_any_rotation_lands_on_its_winner(
        seed in any::<u64>(),
        count in 1usize..=MAX_OPTIONS,
        current in -1.0e7f64..1.0e7,
    ) {
        let plan = plan_spin(&mut SeededRandom::new(seed), current, count).expect("options");
        prop_assert!(plan.winner_index < count);
        prop_assert!((0.0..360.0).contains(&plan.start_rotation));
        prop_assert!((MIN_TURNS..=MAX_TURNS).contains(&plan.turns));
        let travel = plan.final_rotation - plan.start_rotation;
        prop_assert!(travel >= f64::from(MIN_TURNS) * 360.0 && travel < f64::from(MAX_TURNS + 1) * 360.0);
        prop_assert_eq!(winner_index(plan.final_rotation, count), Ok(plan.winner_index));
        // The start shows the same picture as the current rotation.
        prop_assert_eq!(winner_index(plan.start_rotation, count), winner_index(current, count));
    }

    #[test]
    fn winner_index_is_always_a_segment(rotation in any::<f64>(), count in 1usize..=100) {
        prop_assert!(winner_index(rotation, count).expect("options") < count);
    }

    #[test]
    fn import_keeps_every_non_blank_line_in_order(lines in proptest::collection::vec("[a-z ]{0,8}", 0..30)) {
        let kept: Vec<String> =
            lines.iter().map(|l| l.trim().to_owned()).filter(|l| !l.is_empty()).collect();
        match import_options(&lines.join("\n")) {
            Ok(options) => {
                prop_assert!((MIN_OPTIONS..=MAX_OPTIONS).contains(&kept.len()));
                prop_assert_eq!(options.iter().map(|o| o.text.clone()).collect::<Vec<_>>(), kept);
            }
            Err(WheelError::TooFewToImport) => prop_assert!(kept.len() < MIN_OPTIONS),
            Err(WheelError::TooManyToImport) => prop_assert!(kept.len() > MAX_OPTIONS),
            Err(other) => prop_assert!(false, "unexpected {other:?}"),
        }
    }
}
