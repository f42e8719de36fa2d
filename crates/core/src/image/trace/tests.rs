use super::*;
use crate::image::vector_test_support::rasterise;

const RED: [u8; 4] = [220, 30, 40, 255];
const WHITE: [u8; 4] = [255, 255, 255, 255];
const BLUE: [u8; 4] = [20, 60, 200, 255];
const CLEAR: [u8; 4] = [0, 0, 0, 0];

/// A `size`-square image painted by `paint(x, y)`.
fn image(size: u32, paint: impl Fn(u32, u32) -> [u8; 4]) -> RgbaImage {
    let pixels = (0..size).flat_map(|y| (0..size).map(move |x| (x, y))).flat_map(|(x, y)| paint(x, y)).collect();
    RgbaImage::new(size, size, pixels).expect("a valid image")
}

fn inside_circle(x: u32, y: u32, centre: f64, radius: f64) -> bool {
    let (dx, dy) = (f64::from(x) + 0.5 - centre, f64::from(y) + 0.5 - centre);
    dx * dx + dy * dy <= radius * radius
}

/// A red disc on white: two flat colours and a curved edge.
fn disc_on(background: [u8; 4]) -> RgbaImage {
    image(64, |x, y| if inside_circle(x, y, 32.0, 20.0) { RED } else { background })
}

/// Share of pixels whose every channel is within `tolerance` of the source; fully transparent pixels compare
/// by alpha alone (their colour is meaningless).
fn matching_share(source: &RgbaImage, svg: &str, tolerance: u8) -> f64 {
    let (width, height, traced) = rasterise(svg);
    assert_eq!((width, height), (source.width, source.height), "the SVG keeps the image's size");
    let matching = source
        .pixels
        .chunks_exact(4)
        .zip(traced.chunks_exact(4))
        .filter(|(a, b)| {
            if a[3] == 0 || b[3] == 0 {
                a[3].abs_diff(b[3]) <= tolerance
            } else {
                a.iter().zip(b.iter()).all(|(a, b)| a.abs_diff(*b) <= tolerance)
            }
        })
        .count();
    matching as f64 / (source.pixels.len() / 4) as f64
}

fn path_fills(svg: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).expect("the tracer writes well-formed XML");
    document
        .descendants()
        .filter(|node| node.has_tag_name("path") || node.has_tag_name("g"))
        .filter_map(|node| node.attribute("fill").map(str::to_ascii_uppercase))
        .collect()
}

#[test]
fn a_two_colour_disc_becomes_paths_of_those_colours_that_redraw_the_image() {
    let source = disc_on(WHITE);
    let svg = trace_to_svg(&source, &TraceOptions::default()).expect("traces");
    let document = roxmltree::Document::parse(&svg).expect("well-formed");
    let root = document.root_element();
    assert_eq!(
        [root.attribute("width"), root.attribute("height"), root.attribute("viewBox")],
        [Some("64"), Some("64"), Some("0 0 64 64")]
    );
    assert!(document.descendants().any(|node| node.has_tag_name("path")), "{svg}");
    assert!(!document.descendants().any(|node| node.has_tag_name("image")), "no embedded bitmap: {svg}");
    assert!(!svg.contains("data:"), "no embedded bitmap: {svg}");
    let fills = path_fills(&svg);
    assert!(fills.contains(&"#DC1E28".to_owned()) && fills.contains(&"#FFFFFF".to_owned()), "{fills:?}");
    let share = matching_share(&source, &svg, 24);
    assert!(share >= 0.95, "only {:.1} % of pixels match", share * 100.0);
}

#[test]
fn every_curve_fitting_redraws_the_image() {
    let source = disc_on(WHITE);
    for curve_fitting in [CurveFitting::Pixels, CurveFitting::Polygons, CurveFitting::Splines] {
        let options = TraceOptions { curve_fitting, ..TraceOptions::default() };
        let svg = trace_to_svg(&source, &options).expect("traces");
        let share = matching_share(&source, &svg, 24);
        assert!(share >= 0.95, "{curve_fitting:?}: only {:.1} % of pixels match", share * 100.0);
    }
    // Pixel outlines are exact: every pixel matches.
    let options = TraceOptions { curve_fitting: CurveFitting::Pixels, ..TraceOptions::default() };
    let svg = trace_to_svg(&source, &options).expect("traces");
    assert!(matching_share(&source, &svg, 2) > 0.999);
}

#[test]
fn a_transparent_background_stays_transparent() {
    let source = disc_on(CLEAR);
    let svg = trace_to_svg(&source, &TraceOptions::default()).expect("traces");
    let (_, _, traced) = rasterise(&svg);
    assert_eq!(&traced[..4], [0, 0, 0, 0], "the corner is transparent");
    assert!(path_fills(&svg).iter().all(|fill| fill == "#DC1E28"), "only the disc is painted: {svg}");
    let share = matching_share(&source, &svg, 24);
    assert!(share >= 0.95, "only {:.1} % of pixels match", share * 100.0);
}

#[test]
fn a_small_transparent_hole_in_an_opaque_image_stays_transparent() {
    // Too little transparency for vtracer's own keying (a fifth of its sampled rows), so the hole is
    // clustered with the blue around it; the frontend wrapper must still take it out.
    let source = image(64, |x, y| if (28..36).contains(&x) && (28..36).contains(&y) { CLEAR } else { BLUE });
    let svg = trace_to_svg(&source, &TraceOptions { filter_speckle: 0, ..TraceOptions::default() }).expect("traces");
    let (_, _, traced) = rasterise(&svg);
    let alpha_at = |x: usize, y: usize| traced[(y * 64 + x) * 4 + 3];
    assert_eq!(alpha_at(31, 31), 0, "the hole's centre is transparent: {svg}");
    assert_eq!(alpha_at(5, 5), 255);
    let share = matching_share(&source, &svg, 24);
    assert!(share >= 0.95, "only {:.1} % of pixels match", share * 100.0);
}

#[test]
fn black_and_white_traces_the_dark_shapes_only() {
    let source =
        image(64, |x, y| if inside_circle(x, y, 32.0, 20.0) { [30, 30, 30, 255] } else { [240, 240, 200, 255] });
    let options = TraceOptions { mode: TraceMode::BlackAndWhite, ..TraceOptions::default() };
    let svg = trace_to_svg(&source, &options).expect("traces");
    let fills = path_fills(&svg);
    assert!(!fills.is_empty() && fills.iter().all(|fill| fill == "#000000"), "{fills:?}");
    let (_, _, traced) = rasterise(&svg);
    let pixel_at = |x: usize, y: usize| &traced[(y * 64 + x) * 4..(y * 64 + x) * 4 + 4];
    assert_eq!(pixel_at(32, 32), [0, 0, 0, 255], "the dark disc is ink");
    assert_eq!(pixel_at(2, 2)[3], 0, "the light background is left out");
}

#[test]
fn options_cross_as_camel_case_json_with_defaults_for_missing_fields() {
    let options: TraceOptions =
        serde_json::from_str(r#"{"mode":"blackAndWhite","curveFitting":"polygons","colourPrecision":3}"#)
            .expect("parses");
    assert_eq!(
        options,
        TraceOptions {
            mode: TraceMode::BlackAndWhite,
            curve_fitting: CurveFitting::Polygons,
            colour_precision: 3,
            ..TraceOptions::default()
        }
    );
    let json = serde_json::to_value(TraceOptions::default()).expect("serialises");
    assert_eq!(
        json,
        serde_json::json!({
            "mode": "colour", "colourPrecision": 6, "filterSpeckle": 4, "gradientStep": 16,
            "curveFitting": "splines", "cornerThreshold": 60
        })
    );
}

#[test]
fn out_of_range_options_are_refused_with_their_range() {
    let source = disc_on(WHITE);
    let cases = [
        (
            TraceOptions { colour_precision: 0, ..TraceOptions::default() },
            "Colour precision must be between 1 and 8 (got 0)",
        ),
        (
            TraceOptions { colour_precision: 9, ..TraceOptions::default() },
            "Colour precision must be between 1 and 8 (got 9)",
        ),
        (
            TraceOptions { filter_speckle: 129, ..TraceOptions::default() },
            "Filter speckle must be between 0 and 128 (got 129)",
        ),
        (
            TraceOptions { corner_threshold: 181, ..TraceOptions::default() },
            "Corner threshold must be between 0 and 180 (got 181)",
        ),
    ];
    for (options, message) in cases {
        assert_eq!(trace_to_svg(&source, &options).expect_err("refused").to_string(), message);
    }
}

#[test]
fn a_one_pixel_image_traces() {
    let source = RgbaImage::new(1, 1, RED.to_vec()).expect("valid");
    let svg = trace_to_svg(&source, &TraceOptions::default()).expect("traces");
    assert!(svg.contains(r#"viewBox="0 0 1 1""#), "{svg}");
}
