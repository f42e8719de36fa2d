//! The vector image engines: the SVG sanitiser (whose output must be safe whatever came in) and the tracer.

use penknife_core::image::RgbaImage;
use penknife_core::image::svg::sanitize_svg;
use penknife_core::image::trace::{CurveFitting, TraceMode, TraceOptions, trace_to_svg};

use crate::input::FuzzInput;

/// Elements that run, embed or animate: none may come out of the sanitiser.
const FORBIDDEN_ELEMENTS: &[&str] = &[
    "script",
    "foreignObject",
    "iframe",
    "embed",
    "object",
    "a",
    "set",
    "animate",
    "animateTransform",
    "animateMotion",
];

pub fn svg_sanitize(input: FuzzInput) {
    let text = input.text();
    let Ok(sanitized) = sanitize_svg(text) else { return };
    assert!(sanitized.width > 0.0 && sanitized.height > 0.0, "size {}×{}", sanitized.width, sanitized.height);
    let document = roxmltree::Document::parse(&sanitized.svg).expect("the sanitiser writes well-formed XML");
    for node in document.descendants().filter(|node| node.is_element()) {
        let name = node.tag_name().name();
        assert!(!FORBIDDEN_ELEMENTS.contains(&name), "<{name}> survived");
        for attribute in node.attributes() {
            let (name, value) = (attribute.name(), attribute.value());
            assert!(!name.to_ascii_lowercase().starts_with("on"), "{name} survived");
            let lower = value.to_ascii_lowercase();
            if name == "href" {
                assert!(lower.starts_with('#') || lower.starts_with("data:image/"), "href {value:?} survived");
            }
            assert!(!lower.contains("javascript:"), "{name}={value:?} survived");
            for (at, _) in lower.match_indices("url(") {
                let argument = lower[at + 4..].trim_start_matches([' ', '"', '\'']);
                assert!(argument.starts_with('#'), "{name}={value:?} survived");
            }
        }
        if name == "style" {
            let css = node.text().unwrap_or_default().to_ascii_lowercase();
            assert!(!css.contains('@') && !css.contains('\\'), "style {css:?} survived");
        }
    }
    // What the sanitiser wrote is already clean: a second pass changes nothing.
    let again = sanitize_svg(&sanitized.svg).expect("the sanitiser accepts its own output");
    assert_eq!(again, sanitized, "not idempotent");
}

pub fn svg_trace(mut input: FuzzInput) {
    let options = TraceOptions {
        mode: input.choose(&[TraceMode::Colour, TraceMode::BlackAndWhite]),
        colour_precision: input.number(1..=8),
        filter_speckle: input.number(0..=16),
        gradient_step: input.number(0..=255),
        curve_fitting: input.choose(&[CurveFitting::Splines, CurveFitting::Polygons, CurveFitting::Pixels]),
        corner_threshold: input.number(0..=180),
    };
    let width = input.number(1..=24u32);
    // The text's bytes are the pixels (repeated to fill the image), so seeds and mutations shape the picture.
    let bytes = input.text().as_bytes();
    let bytes = if bytes.is_empty() { &[0u8][..] } else { bytes };
    let height = (bytes.len() as u32 / 4 / width).clamp(1, 24);
    let pixels = bytes.iter().copied().cycle().take((width * height * 4) as usize).collect();
    let image = RgbaImage::new(width, height, pixels).expect("a valid image");
    let svg = trace_to_svg(&image, &options).expect("any image traces");
    let document = roxmltree::Document::parse(&svg).expect("the tracer writes well-formed XML");
    let root = document.root_element();
    assert_eq!(root.attribute("viewBox"), Some(format!("0 0 {width} {height}").as_str()));
}
