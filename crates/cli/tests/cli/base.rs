//! `penknife base` as a user runs it.

use crate::common::{failure, penknife, stdout};

#[test]
fn prints_the_four_bases() {
    assert_eq!(stdout(&penknife(&["base", "255"])), "bin 11111111\noct 377\ndec 255\nhex ff\n");
    assert_eq!(stdout(&penknife(&["base", "-0xff"])), "bin -11111111\noct -377\ndec -255\nhex -ff\n");
    assert_eq!(stdout(&penknife(&["base", "1111_1111", "--from", "2", "--to", "16"])), "ff\n");
    assert_eq!(stdout(&penknife(&["base", "zz", "--from", "36", "--to", "10"])), "1295\n");
}

#[test]
fn names_an_invalid_digit_and_where_it_is() {
    assert_eq!(
        failure(&penknife(&["base", "109", "--from", "2"])),
        "penknife: ‘9’ at position 3 is not a binary digit."
    );
    assert_eq!(failure(&penknife(&["base", "1", "--to", "40"])), "penknife: Base 40 is not between 2 and 36.");
}
