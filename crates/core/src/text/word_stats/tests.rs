use super::*;
use proptest::prelude::*;

const SAMPLE: &str = "Hello world. This is a test! Is this working? Yes, it is.\n\nSecond paragraph here.";

#[test]
fn sample_text_statistics() {
    assert_eq!(
        analyze(SAMPLE),
        TextStats {
            characters: 81,
            characters_no_spaces: 66,
            words: 15,
            sentences: 5,
            paragraphs: 2,
            lines: 3,
            reading_time: 1,
            speaking_time: 1,
            average_words_per_sentence: 3.0,
            average_characters_per_word: 4.4,
            longest_word: "paragraph".into(),
            most_common_word: "this".into(),
            most_common_word_count: 2,
        }
    );
}

#[test]
fn empty_text_is_all_zero() {
    assert_eq!(
        analyze(""),
        TextStats {
            characters: 0,
            characters_no_spaces: 0,
            words: 0,
            sentences: 0,
            paragraphs: 0,
            lines: 0,
            reading_time: 0,
            speaking_time: 0,
            average_words_per_sentence: 0.0,
            average_characters_per_word: 0.0,
            longest_word: String::new(),
            most_common_word: String::new(),
            most_common_word_count: 0,
        }
    );
}

#[test]
fn reading_and_speaking_time_round_up() {
    let words = |n: usize| vec!["word"; n].join(" ");
    let cases = [(0, 0, 0), (1, 1, 1), (150, 1, 1), (151, 1, 2), (200, 1, 2), (201, 2, 2), (400, 2, 3), (401, 3, 3)];
    for (n, reading, speaking) in cases {
        let stats = analyze(&words(n));
        assert_eq!(stats.words, n);
        assert_eq!((stats.reading_time, stats.speaking_time), (reading, speaking), "{n} words");
    }
    assert_eq!(minutes_for(2000, READING_WORDS_PER_MINUTE), READING_BAR_FULL_MINUTES);
    assert_eq!(minutes_for(1950, SPEAKING_WORDS_PER_MINUTE), SPEAKING_BAR_FULL_MINUTES);
}

#[test]
fn words_are_runs_of_non_white_space() {
    assert_eq!(analyze("  don't  e-mail\t3.14\n—  ").words, 4);
    assert_eq!(analyze("   \n\t ").words, 0);
}

#[test]
fn characters_are_user_perceived() {
    // Thumbs up with a skin tone (2 code points), e + combining acute (2), a family emoji joined by ZWJs (5).
    let stats = analyze("👍🏽 e\u{301} 👨\u{200D}👩\u{200D}👧");
    assert_eq!((stats.characters, stats.characters_no_spaces, stats.words), (5, 3, 3));
    // A Windows line break is one character.
    assert_eq!(analyze("a\r\nb").characters, 3);
}

#[test]
fn sentences_split_on_terminator_runs_followed_by_space() {
    let cases = [
        ("", 0),
        ("No terminator", 1),
        ("One. Two! Three?", 3),
        ("Wait... what?!", 2),
        ("...", 0),
        ("Pi is 3.14 and example.com is a site.", 1),
        ("He said \"hi.\" Then left.", 2),
        ("Line one.\nLine two", 2),
        ("Hello!!!World", 1),
        ("こんにちは。元気ですか？ はい。", 3),
    ];
    for (text, sentences) in cases {
        assert_eq!(analyze(text).sentences, sentences, "{text:?}");
    }
}

#[test]
fn paragraphs_are_separated_by_blank_lines() {
    let cases =
        [("", 0), ("   ", 0), ("a", 1), ("a\nb", 1), ("a\n\nb", 2), ("a\n \t\nb", 2), ("\n\n\na\n\n\n\nb\n\n", 2)];
    for (text, paragraphs) in cases {
        assert_eq!(analyze(text).paragraphs, paragraphs, "{text:?}");
    }
}

#[test]
fn lines_are_line_breaks_plus_one() {
    let cases = [("", 0), ("abc", 1), ("a\n", 2), ("\n", 2), ("a\nb\nc", 3), ("a\r\nb\rc", 3), ("  ", 1)];
    for (text, lines) in cases {
        assert_eq!(analyze(text).lines, lines, "{text:?}");
    }
}

#[test]
fn averages_are_to_one_decimal() {
    // 7 words, 2 sentences → 3.5; 29 characters without spaces / 7 words = 4.14… → 4.1.
    let stats = analyze("One two three four. Five six seven.");
    assert_eq!(stats.words, 7);
    assert_eq!(stats.average_words_per_sentence, 3.5);
    assert_eq!(stats.characters_no_spaces, 29);
    assert_eq!(stats.average_characters_per_word, 4.1);
}

#[test]
fn longest_word_is_trimmed_of_punctuation_and_first_wins_ties() {
    assert_eq!(analyze("\"Extraordinary!\" she said.").longest_word, "Extraordinary");
    assert_eq!(analyze("alpha gamma delta").longest_word, "alpha");
    assert_eq!(analyze("Ärgerlich, sehr").longest_word, "Ärgerlich");
    assert_eq!(analyze("!!! ---").longest_word, "");
}

#[test]
fn most_common_word_ignores_short_words_and_case() {
    let stats = analyze("The cat and THE dog. the end, an ox is at it; is it?");
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("the", 3));
    // Words of two letters or fewer never win, however often they occur.
    let stats = analyze("it is it is it is so so so word");
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("word", 1));
    assert_eq!(analyze("a an it").most_common_word, "");
    assert_eq!(analyze("a an it").most_common_word_count, 0);
}

#[test]
fn most_common_word_tie_goes_to_the_word_seen_first() {
    let stats = analyze("apple banana banana apple cherry");
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("apple", 2));
}

#[test]
fn most_common_word_is_case_insensitive_in_every_script() {
    let stats = analyze("Über über ÜBER öl");
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("über", 3));
    // Greek final sigma: ΟΔΟΣ lowers to οδος, as written in small letters.
    let stats = analyze("ΟΔΟΣ οδος");
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("οδος", 2));
}

#[test]
fn report_lists_every_statistic() {
    let report = report(&analyze(SAMPLE));
    assert_eq!(
        report,
        "Text Analysis Report\n\
         ====================\n\
         \n\
         Characters:                  81\n\
         Characters (no spaces):      66\n\
         Words:                       15\n\
         Sentences:                   5\n\
         Paragraphs:                  2\n\
         Lines:                       3\n\
         Reading time:                1 min (at 200 words per minute)\n\
         Speaking time:               1 min (at 150 words per minute)\n\
         Average words per sentence:  3.0\n\
         Average characters per word: 4.4\n\
         Longest word:                paragraph\n\
         Most common word:            this (2 times)\n\
         \n\
         Characters are counted as you see them: an emoji or an accented letter counts once.\n"
    );
    let empty = super::report(&analyze(""));
    assert!(empty.contains("Longest word:                -\n"), "{empty}");
    assert!(empty.contains("Most common word:            -\n"), "{empty}");
}

#[test]
fn five_megabytes_in_one_pass() {
    let paragraph = "The quick brown fox jumps over the lazy dog. Ärger über Öl! 👍🏽 Is it 3.14?\n\n";
    let text = paragraph.repeat(5 * 1024 * 1024 / paragraph.len());
    let stats = analyze(&text);
    let copies = text.len() / paragraph.len();
    assert_eq!(stats.words, copies * 16);
    assert_eq!(stats.sentences, copies * 3);
    assert_eq!(stats.paragraphs, copies);
    assert_eq!((stats.most_common_word.as_str(), stats.most_common_word_count), ("the", copies * 2));
}

proptest! {
    #[test]
    fn counts_are_consistent(text in "\\PC{0,80}|[a-z .!?\\n]{0,80}") {
        let stats = analyze(&text);
        prop_assert!(stats.characters_no_spaces <= stats.characters);
        prop_assert!(stats.characters <= text.chars().count());
        prop_assert!(stats.words <= stats.characters_no_spaces);
        prop_assert!(stats.paragraphs <= stats.words);
        if text.is_ascii() {
            // Scripts written without spaces can hold several sentences in one "word" (はい。いいえ。).
            prop_assert!(stats.sentences <= stats.words);
        }
        prop_assert!(stats.lines <= stats.characters + 1);
        if text.is_ascii() {
            prop_assert_eq!(stats.words, text.split_ascii_whitespace().count());
        }
        prop_assert_eq!(stats.reading_time, stats.words.div_ceil(200));
        prop_assert!(stats.most_common_word_count <= stats.words);
    }
}
