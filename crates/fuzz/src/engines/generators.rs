//! The generators: options from the fuzzer's bytes (text fields from its text), randomness from what is left.

use penknife_core::random::{RandomNumberForm, draw_numbers, evenly_spaced};
use penknife_core::{hashtag, lorem, password, username, wheel};

use crate::input::FuzzInput;

/// Counts and lengths reach a little past every engine's own limits, so the clamping and refusals run too.
const COUNT_SPAN: std::ops::RangeInclusive<usize> = 0..=200;

pub fn password(mut input: FuzzInput) {
    let options = password::PasswordOptions {
        length: input.number(COUNT_SPAN),
        uppercase: input.flag(),
        lowercase: input.flag(),
        numbers: input.flag(),
        symbols: input.flag(),
        exclude_similar: input.flag(),
    };
    password::strength(input.text());
    let pool = options.pool();
    match password::generate_with_strength(&options, &mut input.randomness()) {
        Ok(generated) => {
            assert_eq!(generated.password.chars().count(), options.effective_length());
            assert!(generated.password.chars().all(|c| pool.contains(&c)), "{generated:?}");
        }
        Err(_) => assert!(pool.is_empty(), "refused with characters to choose from"),
    }
}

pub fn username(mut input: FuzzInput) {
    let style = input.choose(&[
        username::UsernameStyle::AdjectiveNoun,
        username::UsernameStyle::Tech,
        username::UsernameStyle::Gaming,
        username::UsernameStyle::Random,
    ]);
    let fields = input.fields();
    let (prefix, suffix) = (fields[0].to_owned(), fields.get(1).copied().unwrap_or_default().to_owned());
    let options = username::UsernameOptions {
        style,
        length: input.number(COUNT_SPAN),
        count: input.number(COUNT_SPAN),
        numbers: input.flag(),
        symbols: input.flag(),
        prefix,
        suffix,
    };
    let names = username::generate_usernames(&options, &mut input.randomness());
    assert_eq!(names.len(), options.count.clamp(username::MIN_COUNT, username::MAX_COUNT));
    let distinct: std::collections::HashSet<String> = names.iter().map(|name| name.to_lowercase()).collect();
    assert_eq!(distinct.len(), names.len(), "{names:?}");
    username::usernames_to_csv(&names);
}

pub fn lorem(mut input: FuzzInput) {
    let options = lorem::LoremOptions {
        kind: input.choose(&[lorem::LoremKind::Words, lorem::LoremKind::Sentences, lorem::LoremKind::Paragraphs]),
        count: input.any(),
        style: input.choose(&[
            lorem::LoremStyle::Classic,
            lorem::LoremStyle::Cicero,
            lorem::LoremStyle::Hipster,
            lorem::LoremStyle::Corporate,
        ]),
        start_with_lorem: input.flag(),
    };
    let text = lorem::generate_lorem(&options, &mut input.randomness());
    assert!(text.word_count >= 1, "{text:?}");
}

pub fn hashtags(mut input: FuzzInput) {
    let fields = input.fields();
    let (description, custom) = (fields[0].to_owned(), fields.get(1).copied().unwrap_or_default().to_owned());
    // Any subset of the real categories, and a third line as one more, which must be refused unless it is real.
    let third = fields.get(2).map(|name| (*name).to_owned());
    let mut categories: Vec<hashtag::HashtagCategoryId> =
        hashtag::CATEGORIES.iter().map(|category| category.id).filter(|_| input.flag()).collect();
    if let Some(third) = third {
        match third.parse() {
            Ok(id) => categories.push(id),
            Err(hashtag::HashtagError::UnknownCategory(name)) => assert_eq!(name, third),
        }
    }
    let options = hashtag::HashtagOptions {
        description,
        custom,
        categories,
        max: input.number(COUNT_SPAN),
        niche: input.flag(),
        trending: input.flag(),
    };
    let result = hashtag::generate_hashtags(&options, &mut input.randomness());
    assert!(result.tags.len() <= options.max.max(hashtag::MIN_HASHTAGS), "{result:?}");
}

pub fn random_numbers(mut input: FuzzInput) {
    let fields = input.fields();
    let field = |i: usize| fields.get(i).copied().unwrap_or_default().to_owned();
    let form = RandomNumberForm {
        min: field(0),
        max: field(1),
        count: field(2),
        decimal_places: field(3),
        allow_duplicates: input.flag(),
        decimals: input.flag(),
    };
    let Ok(settings) = form.parse() else { return };
    let spaced = evenly_spaced(&settings.range, settings.count);
    assert!(spaced.len() <= settings.count);
    let drawn = draw_numbers(&settings, &mut input.randomness());
    assert!(drawn.numbers.len() <= drawn.requested, "{drawn:?}");
}

pub fn wheel(mut input: FuzzInput) {
    let text = input.text().to_owned();
    let options = wheel::import_options(&text)
        .unwrap_or_else(|_| wheel::default_options().iter().map(wheel::ProposedOption::in_english).collect());
    let count = options.len();
    let texts: Vec<&str> = options.iter().map(|option| option.text.as_str()).collect();
    wheel::wheel_labels(&texts);
    let _ = wheel::new_option(count, &text);
    let _ = wheel::check_removal(count);
    let rotation: f64 = input.any();
    let max_chars = input.number(COUNT_SPAN);
    wheel::truncate_label(&text, max_chars);
    wheel::label_style(input.number(COUNT_SPAN));
    wheel::clamp_spin_seconds(input.any());
    let winner = wheel::winner_index(rotation, count).expect("a wheel has options");
    assert!(winner < count, "{winner} of {count} at {rotation}");
    let plan = wheel::plan_spin(&mut input.randomness(), rotation, count).expect("a wheel has options");
    assert!(plan.winner_index < count);
    // The planned rotation brings the planned winner under the pointer.
    assert_eq!(wheel::winner_index(plan.final_rotation, count), Ok(plan.winner_index), "{plan:?}");
    wheel::record_winner(&texts.iter().map(|text| (*text).to_owned()).collect::<Vec<_>>(), &options[0].text);
}
