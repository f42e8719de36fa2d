use super::*;
use proptest::prelude::*;

#[test]
fn counts_every_category_of_a_known_text() {
    let stats = analyze("Hello, World! 123 $5 + 😀\nÉtude d'été.");
    assert_eq!(stats.total, 37);
    assert_eq!(stats.spaces, 7);
    assert_eq!(stats.total_no_spaces, 30);
    assert_eq!(stats.letters, 19, "HelloWorld + Étudedété");
    assert_eq!(stats.numbers, 4, "1 2 3 5");
    assert_eq!(stats.punctuation, 4, ", ! ' .");
    assert_eq!(stats.symbols, 3, "$ + 😀");
    assert_eq!(stats.uppercase, 3, "H W É");
    assert_eq!(stats.lowercase, 16);
    assert_eq!(stats.words, 8);
    assert_eq!(stats.sentences, 2);
    assert_eq!(stats.paragraphs, 1);
    assert_eq!(stats.lines, 2);
}

#[test]
fn empty_text() {
    let stats = analyze("");
    assert_eq!((stats.total, stats.words, stats.lines, stats.unique_chars), (0, 0, 0, 0));
    assert_eq!(stats.most_common, None);
    assert!(stats.platforms.iter().all(|p| p.within_limit && p.percent == 0.0 && p.remaining == p.limit));
}

#[test]
fn user_perceived_characters_count_once() {
    // Thumbs up + skin tone, e + combining acute, family emoji joined by zero-width joiners, flag (two regional
    // indicators), and a Windows line break.
    let stats = analyze("👍🏽e\u{301}👨\u{200D}👩\u{200D}👧🇩🇪\r\n");
    assert_eq!(stats.total, 5);
    assert_eq!(stats.letters, 1);
    assert_eq!(stats.lowercase, 1);
    assert_eq!(stats.symbols, 3);
    assert_eq!(stats.spaces, 1);
    assert_eq!(stats.unique_chars, 4);
    assert_eq!(stats.platforms[0].count, 5);
}

#[test]
fn punctuation_follows_unicode_categories() {
    for c in ['.', ',', '!', '?', '"', '\'', '-', '_', '(', ')', '[', ']', '{', '}', '@', '#', '%', '&', '*', '/'] {
        assert!(is_punctuation(c), "{c:?} is punctuation");
    }
    for c in ['¿', '¡', '«', '»', '—', '–', '…', '“', '”', '。', '、', '「', '؟', '・'] {
        assert!(is_punctuation(c), "{c:?} is punctuation");
    }
    for c in ['$', '+', '<', '=', '>', '^', '`', '|', '~', '€', '©', '°', '×', '😀', 'a', '1', ' ', 'é'] {
        assert!(!is_punctuation(c), "{c:?} is not punctuation");
    }
}

#[test]
fn unique_and_most_common_leave_out_white_space_and_keep_case() {
    let stats = analyze("a b  c   A a\n\n");
    assert_eq!(stats.unique_chars, 4, "a b c A");
    assert_eq!(stats.most_common, Some(MostCommonChar { character: "a".into(), count: 2 }));
    // A tie goes to the character seen first.
    let stats = analyze("xyyx");
    assert_eq!(stats.most_common, Some(MostCommonChar { character: "x".into(), count: 2 }));
    // Clusters count as one character here too.
    let stats = analyze("👍🏽 👍🏽 👍 é");
    assert_eq!(stats.most_common, Some(MostCommonChar { character: "👍🏽".into(), count: 2 }));
    assert_eq!(stats.unique_chars, 3);
    assert_eq!(analyze("   \n").most_common, None);
}

#[test]
fn platform_limits_are_the_specs_eight() {
    let limits: Vec<(&str, usize)> = PLATFORM_LIMITS.iter().map(|p| (p.name, p.limit)).collect();
    assert_eq!(
        limits,
        [
            ("Twitter/X", 280),
            ("Instagram caption", 2200),
            ("Facebook post", 63206),
            ("LinkedIn", 1300),
            ("YouTube description", 5000),
            ("TikTok caption", 150),
            ("Meta description", 160),
            ("SMS", 160),
        ]
    );
}

#[test]
fn progress_is_capped_at_100_percent_with_the_over_limit_count() {
    let platforms = platform_usage(300);
    let twitter = &platforms[0];
    assert_eq!((twitter.percent, twitter.over, twitter.remaining, twitter.within_limit), (100.0, 20, 0, false));
    let tiktok = &platforms[5];
    assert_eq!((tiktok.percent, tiktok.over, tiktok.within_limit), (100.0, 150, false));
    let instagram = &platforms[1];
    assert_eq!((instagram.percent, instagram.over, instagram.remaining, instagram.within_limit), (13.6, 0, 1900, true));
    // Exactly at the limit is still within it.
    let at_limit = &platform_usage(280)[0];
    assert_eq!((at_limit.percent, at_limit.over, at_limit.within_limit), (100.0, 0, true));
    assert!(platform_usage(1_000_000).iter().all(|p| p.percent == 100.0));
}

#[test]
fn report_lists_the_stats_and_each_platform_as_ok_or_over_limit() {
    let text = "a".repeat(300);
    let report = report(&analyze(&text));
    assert_eq!(
        report,
        "Character Analysis Report\n\
         =========================\n\
         \n\
         Basic\n\
         \x20 Characters:              300\n\
         \x20 Characters (no spaces):  300\n\
         \x20 Words:                   1\n\
         \x20 Sentences:               1\n\
         \x20 Paragraphs:              1\n\
         \x20 Lines:                   1\n\
         \n\
         Breakdown\n\
         \x20 Letters:                 300\n\
         \x20 Numbers:                 0\n\
         \x20 Spaces:                  0\n\
         \x20 Punctuation:             0\n\
         \x20 Symbols:                 0\n\
         \n\
         Advanced\n\
         \x20 Uppercase letters:       0\n\
         \x20 Lowercase letters:       300\n\
         \x20 Unique characters:       1\n\
         \x20 Most common character:   \"a\" (300 times)\n\
         \n\
         Platform limits\n\
         \x20 Twitter/X                    300/280  OVER LIMIT by 20\n\
         \x20 Instagram caption           300/2200  OK\n\
         \x20 Facebook post              300/63206  OK\n\
         \x20 LinkedIn                    300/1300  OK\n\
         \x20 YouTube description         300/5000  OK\n\
         \x20 TikTok caption               300/150  OVER LIMIT by 150\n\
         \x20 Meta description             300/160  OVER LIMIT by 140\n\
         \x20 SMS                          300/160  OVER LIMIT by 140\n\
         \n\
         Characters are counted as you see them: an emoji or an accented letter counts once.\n"
    );
    let empty = super::report(&analyze(""));
    assert!(empty.contains("  Most common character:   -\n"), "{empty}");
    assert!(super::report(&analyze("\u{7}")).contains("U+0007 (1 time)"));
}

#[test]
fn words_sentences_paragraphs_and_lines_agree_with_the_word_counter() {
    let text = "First one. Second?\n\nThird paragraph here\nwith two lines";
    let chars = analyze(text);
    let words = crate::text::word_stats::analyze(text);
    assert_eq!(
        (chars.total, chars.total_no_spaces, chars.words, chars.sentences, chars.paragraphs, chars.lines),
        (words.characters, words.characters_no_spaces, words.words, words.sentences, words.paragraphs, words.lines)
    );
    assert_eq!((chars.words, chars.sentences, chars.paragraphs, chars.lines), (9, 3, 2, 4));
}

#[test]
fn five_megabytes_in_one_pass() {
    let paragraph = "The quick brown fox jumps over the lazy dog. Ärger über Öl! 👍🏽 Is it 3.14?\n\n";
    let text = paragraph.repeat(5 * 1024 * 1024 / paragraph.len());
    let copies = text.len() / paragraph.len();
    let stats = analyze(&text);
    // 👍🏽 is two code points and one character.
    assert_eq!(stats.total, copies * (paragraph.chars().count() - 1));
    assert_eq!(stats.symbols, copies);
    assert_eq!(stats.most_common.map(|c| c.character), Some("e".to_owned()));
}

proptest! {
    #[test]
    fn the_five_categories_add_up_to_the_total(text in "\\PC{0,80}") {
        let stats = analyze(&text);
        prop_assert_eq!(stats.letters + stats.numbers + stats.spaces + stats.punctuation + stats.symbols, stats.total);
        prop_assert_eq!(stats.total_no_spaces + stats.spaces, stats.total);
        prop_assert!(stats.uppercase + stats.lowercase <= stats.letters);
        prop_assert!(stats.unique_chars <= stats.total_no_spaces);
        prop_assert_eq!(stats.most_common.is_some(), stats.total_no_spaces > 0);
        for platform in &stats.platforms {
            prop_assert!(platform.percent <= 100.0);
            prop_assert_eq!(platform.within_limit, platform.over == 0);
            prop_assert_eq!(platform.count, stats.total);
        }
    }
}
