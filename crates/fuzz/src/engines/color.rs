//! The Color Converter.

use penknife_core::color as engine;

use crate::input::FuzzInput;

pub fn fuzz(input: FuzzInput) {
    let text = input.text();
    let Ok(report) = engine::convert(text) else { return };
    // Every notation the converter writes reads back as (nearly) the same colour, and contrast is defined.
    let original = engine::parse(text).expect("it was read once").to_rgba8();
    for written in [&report.hex, &report.rgb, &report.hsl, &report.hwb, &report.lab, &report.lch, &report.oklch] {
        let again = engine::parse(written).unwrap_or_else(|error| panic!("{written:?} from {text:?}: {error}"));
        let back = again.to_rgba8();
        for (got, want) in back.iter().zip(original) {
            assert!(got.abs_diff(want) <= 1, "{written} → {back:?}, not {original:?} ({text:?})");
        }
        let contrast = engine::contrast(&again, &again);
        assert!((1.0..=21.0).contains(&contrast.ratio), "{contrast:?}");
    }
}
