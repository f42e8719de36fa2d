use super::*;
use proptest::prelude::*;

fn converted(text: &str) -> ColorReport {
    convert(text).expect("a colour")
}

#[test]
fn red_in_every_notation() {
    let red = converted("#ff0000");
    assert_eq!(red.rgb, "rgb(255, 0, 0)");
    assert_eq!(red.hsl, "hsl(0, 100%, 50%)");
    assert_eq!(red.hex, "#ff0000");
    assert_eq!(red.hwb, "hwb(0 0% 0%)");
    assert_eq!(red.cmyk, "cmyk(0%, 100%, 100%, 0%)");
    assert_eq!(red.lab, "lab(54.29 80.8 69.89)");
    assert_eq!(red.lch, "lch(54.29 106.84 40.86)");
    assert_eq!(red.oklch, "oklch(62.8% 0.2577 29.23)");
    assert_eq!(red.name.as_deref(), Some("red"));
    assert_eq!((red.picker.as_str(), red.alpha), ("#ff0000", 1.0));
}

#[test]
fn every_notation_reads_back_to_the_same_colour() {
    let red = converted("#ff0000");
    for text in [&red.rgb, &red.hsl, &red.hwb, &red.cmyk, &red.lab, &red.lch, &red.oklch, "red", "RED", " #F00 "] {
        assert_eq!(converted(text).hex, "#ff0000", "{text}");
    }
    assert_eq!(converted("device-cmyk(0 1 1 0)").hex, "#ff0000");
    assert_eq!(converted("rebeccapurple").rgb, "rgb(102, 51, 153)");
}

#[test]
fn a_see_through_colour_keeps_its_alpha_where_the_notation_has_one() {
    let half = converted("rgba(255, 0, 0, 0.5)");
    assert_eq!(half.hex, "#ff000080");
    assert_eq!(half.rgb, "rgba(255, 0, 0, 0.5)");
    assert_eq!(half.hsl, "hsla(0, 100%, 50%, 0.5)");
    assert_eq!(half.hwb, "hwb(0 0% 0% / 0.5)");
    assert_eq!(half.picker, "#ff0000");
    assert_eq!(half.name, None);
}

#[test]
fn greys_have_hue_zero_and_no_chroma() {
    let grey = converted("#808080");
    assert_eq!(grey.hsl, "hsl(0, 0%, 50.2%)");
    assert_eq!(grey.cmyk, "cmyk(0%, 0%, 0%, 49.8%)");
    assert_eq!(converted("black").cmyk, "cmyk(0%, 0%, 0%, 100%)");
}

#[test]
fn wcag_contrast_with_its_verdicts() {
    let color = |text: &str| parse(text).expect("a colour");
    let black_on_white = contrast(&color("black"), &color("white"));
    assert_eq!(
        black_on_white,
        Contrast { ratio: 21.0, normal_aa: true, normal_aaa: true, large_aa: true, large_aaa: true }
    );
    assert_eq!(contrast(&color("white"), &color("white")).ratio, 1.0);
    // #767676 on white is the lightest grey that passes AA for normal text (4.54:1).
    let grey = contrast(&color("#767676"), &color("white"));
    assert_eq!((grey.ratio, grey.normal_aa, grey.normal_aaa), (4.54, true, false));
    let light = contrast(&color("#777777"), &color("white"));
    assert_eq!((light.ratio, light.normal_aa, light.large_aa), (4.48, false, true));
    // A see-through foreground is seen over the background.
    assert_eq!(contrast(&color("rgba(0, 0, 0, 0)"), &color("white")).ratio, 1.0);
}

#[test]
fn what_is_not_a_colour_is_named_by_the_syntax_it_started() {
    assert_eq!(convert("  "), Err(ColorError::Empty));
    assert_eq!(convert("rgb(300 0"), Err(ColorError::Malformed { syntax: ColorSyntax::Rgb }));
    assert_eq!(convert("#ff00zz"), Err(ColorError::Malformed { syntax: ColorSyntax::Hex }));
    assert_eq!(convert("cmyk(0, 1, 1)"), Err(ColorError::Malformed { syntax: ColorSyntax::Cmyk }));
    assert_eq!(convert("cmyk(0, 1, 1, 200%)"), Err(ColorError::Malformed { syntax: ColorSyntax::Cmyk }));
    assert_eq!(convert("reddish"), Err(ColorError::Unknown));
    assert_eq!(
        convert("hsl(x)").map_err(|e| e.to_string()),
        Err("This is not a valid hsl() color: check its numbers, units and separators.".to_owned())
    );
}

#[test]
fn refusals_serialise_as_kinds_with_parameters() {
    let json = serde_json::to_string(&ColorError::Malformed { syntax: ColorSyntax::Oklch }).expect("serialisable");
    assert_eq!(json, r#"{"kind":"malformed","params":{"syntax":"oklch"}}"#);
}

proptest! {
    /// Whatever the colour, every notation reads back within one step of each 8-bit channel, and the text never
    /// says NaN or inf.
    #[test]
    fn every_notation_round_trips(r: u8, g: u8, b: u8) {
        let report = report(&Color::from_rgba8(r, g, b, 255));
        for text in [&report.hex, &report.rgb, &report.hsl, &report.hwb, &report.lab, &report.lch, &report.oklch] {
            prop_assert!(!text.contains("NaN") && !text.contains("inf"), "{}", text);
            let back = parse(text).expect("reads back").to_rgba8();
            for (got, want) in back.iter().zip([r, g, b]) {
                prop_assert!(got.abs_diff(want) <= 1, "{} → {:?}, not {:?}", text, back, [r, g, b]);
            }
        }
        let back = parse(&report.cmyk).expect("reads back").to_rgba8();
        for (got, want) in back.iter().zip([r, g, b]) {
            prop_assert!(got.abs_diff(want) <= 2, "{} → {:?}", report.cmyk, back);
        }
    }

    #[test]
    fn any_text_is_a_colour_or_a_refusal(text in "\\PC{0,40}") {
        let _ = convert(&text);
    }
}

#[test]
fn a_colour_outside_srgb_is_written_as_its_clipped_swatch_in_every_notation() {
    // Found by the fuzzer: unclipped, this colour's lab() had a negative lightness and read back as magenta.
    let report = convert("oklch(31.8% 0.2577 29.23)").expect("a colour");
    let shown = parse(&report.hex).expect("hex").to_rgba8();
    for written in [&report.rgb, &report.hsl, &report.hwb, &report.lab, &report.lch, &report.oklch] {
        let back = parse(written).expect("reads back").to_rgba8();
        for (got, want) in back.iter().zip(shown) {
            assert!(got.abs_diff(want) <= 1, "{written} → {back:?}, not {shown:?}");
        }
    }
    assert!(report.lab.starts_with("lab(") && !report.lab.starts_with("lab(-"), "{}", report.lab);
}
