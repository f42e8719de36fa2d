//! Test helper for the vector engines: rasterises SVG text with resvg, natively.

use resvg::{tiny_skia, usvg};

/// The SVG drawn at its own size: `(width, height, straight-alpha RGBA pixels)`.
pub(crate) fn rasterise(svg: &str) -> (u32, u32, Vec<u8>) {
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default()).expect("resvg parses the SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a non-empty canvas");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let pixels = pixmap.pixels().iter().flat_map(|pixel| {
        let colour = pixel.demultiply();
        [colour.red(), colour.green(), colour.blue(), colour.alpha()]
    });
    (size.width(), size.height(), pixels.collect())
}
