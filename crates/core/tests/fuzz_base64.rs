//! Inputs `make fuzz` found on which the Base64 engine went wrong, each replayed as it was found (issue 12).

use penknife_core::base64::{decode, decode_to_text, decode_to_text_checked};

/// A data-URL prefix broken by whitespace (`;ba \nse64,`, from the fuzzer's `crash-…` inputs): the decode tab took
/// the whitespace out first and then found the prefix, so it decoded what plain decoding (the CLI's) refused.
#[test]
fn the_decode_tab_and_plain_decoding_agree_on_a_prefix_broken_by_whitespace() {
    for text in ["DATA:ix;ba \nse64,/\x0c0", "DATA:*x;ba \nse64,/f=", "data:text/plain;base\n64,aGk="] {
        assert_eq!(decode_to_text_checked(text).text, decode_to_text(text), "{text:?}");
        assert!(decode(text).is_err(), "{text:?}");
    }
}
