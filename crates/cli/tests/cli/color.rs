//! `penknife color` as a user runs it.

use crate::common::{failure, penknife, stdout};

#[test]
fn prints_every_notation_of_a_colour() {
    assert_eq!(
        stdout(&penknife(&["color", "#ff0000"])),
        "HEX   #ff0000\nRGB   rgb(255, 0, 0)\nHSL   hsl(0, 100%, 50%)\nHWB   hwb(0 0% 0%)\n\
         CMYK  cmyk(0%, 100%, 100%, 0%)\nLAB   lab(54.29 80.8 69.89)\nLCH   lch(54.29 106.84 40.86)\n\
         OKLCH oklch(62.8% 0.2577 29.23)\nName  red\n"
    );
}

#[test]
fn prints_the_contrast_on_a_background() {
    let out = stdout(&penknife(&["color", "black", "--on", "white"]));
    assert!(
        out.ends_with("\nContrast 21:1\nNormal text  AA pass  AAA pass\nLarge text   AA pass  AAA pass\n"),
        "{out}"
    );
}

#[test]
fn what_is_not_a_colour_exits_non_zero_with_the_users_message() {
    assert_eq!(
        failure(&penknife(&["color", "rgb(300 0"])),
        "penknife: This is not a valid rgb() color: check its numbers, units and separators."
    );
}
