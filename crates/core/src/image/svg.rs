//! The SVG sanitiser: untrusted SVG text in, a static SVG that cannot run or fetch anything out, with its
//! intrinsic size.
//!
//! **Parse, then rebuild from an allow-list.** roxmltree parses the text as XML with DTDs refused, so no entity
//! is ever declared, let alone expanded (a billion-laughs file fails at its `<!DOCTYPE`). The output is written
//! afresh from the tree: only allow-listed SVG elements and attributes are copied, every value is XML-escaped,
//! and comments, processing instructions (`<?xml-stylesheet?>`), CDATA markers and foreign namespaces vanish.
//! Nothing is patched in place, so an attack the lists do not foresee is dropped rather than let through.
//!
//! What never survives: `<script>`, `<foreignObject>`, HTML embedding elements, `on*` handlers (not on the
//! list), every animation element (SMIL `<set>`/`<animate>` can rewrite any attribute, `href` included, after
//! sanitising; the converter outputs a still image, so there is nothing to lose), references other than
//! `#fragment` or an inline `data:image/(png|jpeg|gif|webp);base64`, `url(…)` other than `url(#id)`, and in CSS
//! every at-rule (`@import`, `@font-face`), escape, string outside font names and value function that can
//! carry a URL. `<a>` becomes a `<g>` with the same presentation: its children still render, no link remains.
//! [`tests`] has a hostile file for each of these.

use super::{ImageError, SvgRefusal, escape_attribute};
use roxmltree::{Attribute, Document, Node, ParsingOptions};
use serde::Serialize;
use std::collections::HashMap;
use std::fmt::Write as _;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const XLINK_NS: &str = "http://www.w3.org/1999/xlink";
const XML_NS: &str = "http://www.w3.org/XML/1998/namespace";

/// Deepest element nesting accepted: far beyond any drawing, and the rebuild recurses once per level.
pub const MAX_DEPTH: usize = 256;
/// Most XML nodes parsed (elements, text, comments): bounds the parser's memory in the browser.
pub const MAX_NODES: u32 = 1_000_000;
/// Most elements a drawing may expand to once every `<use>` is resolved: a "use bomb" (ten `<use>`s of ten
/// `<use>`s of … a circle) is a few hundred bytes that would draw a billion shapes and freeze the preview.
pub const MAX_DRAWN_ELEMENTS: u64 = 1_000_000;
/// Longest chain of elements and references followed while counting (bounds the recursion).
const MAX_REFERENCE_DEPTH: usize = 1024;
/// The size of an SVG that gives none (no usable width, height or viewBox), as browsers draw it.
pub const DEFAULT_WIDTH: f64 = 300.0;
pub const DEFAULT_HEIGHT: f64 = 150.0;

/// A sanitised SVG and its intrinsic size in CSS pixels.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
pub struct SanitizedSvg {
    pub svg: String,
    pub width: f64,
    pub height: f64,
}

/// Sanitises untrusted SVG text; see the module documentation for what is kept.
pub fn sanitize_svg(text: &str) -> Result<SanitizedSvg, ImageError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let options = ParsingOptions { allow_dtd: false, nodes_limit: MAX_NODES, ..ParsingOptions::default() };
    let document = Document::parse_with_options(text, options).map_err(parse_error)?;
    let root = document.root_element();
    if root.tag_name().name() != "svg" {
        return Err(invalid(SvgRefusal::NotSvg { root: root.tag_name().name().to_owned() }));
    }
    if !in_svg_namespace(root) {
        return Err(invalid(SvgRefusal::NotInSvgNamespace));
    }
    let (width, height) = intrinsic_size(root);
    let mut writer = Writer { out: String::with_capacity(text.len()), uses_xlink: false };
    writer.element(root, 0, Some((width, height)))?;
    let mut svg = writer.out;
    if writer.uses_xlink {
        // The root's start tag begins `<svg xmlns="…"`; the xlink prefix is declared beside it only when used.
        let at = "<svg".len() + format!(" xmlns=\"{SVG_NS}\"").len();
        svg.insert_str(at, &format!(" xmlns:xlink=\"{XLINK_NS}\""));
    }
    check_expansion(&svg)?;
    Ok(SanitizedSvg { svg, width, height })
}

fn invalid(refusal: SvgRefusal) -> ImageError {
    ImageError::InvalidSvg(refusal)
}

fn parse_error(error: roxmltree::Error) -> ImageError {
    match error {
        roxmltree::Error::DtdDetected => invalid(SvgRefusal::Doctype),
        roxmltree::Error::NodesLimitReached => invalid(SvgRefusal::TooManyNodes { limit: MAX_NODES }),
        other => invalid(SvgRefusal::NotWellFormed { reason: other.to_string() }),
    }
}

/// SVG elements are in the SVG namespace; hand-written files often leave `xmlns` out, which browsers forgive
/// when the file is pasted inline, so no namespace counts too.
fn in_svg_namespace(node: Node) -> bool {
    matches!(node.tag_name().namespace(), None | Some(SVG_NS))
}

/// Refuses a drawing whose `<use>` references expand past [`MAX_DRAWN_ELEMENTS`]. Runs on the sanitised output,
/// where every reference left is a `#fragment`.
fn check_expansion(svg: &str) -> Result<(), ImageError> {
    let document = Document::parse(svg).map_err(parse_error)?;
    let by_id: HashMap<&str, Node> =
        document.descendants().filter_map(|node| node.attribute("id").map(|id| (id, node))).collect();
    let mut counted = HashMap::new();
    drawn_elements(document.root_element(), &by_id, &mut counted, 0).map(|_| ())
}

/// Elements drawn for `node`: itself, its children and, for `<use>`, what it references. A reference back to an
/// element still being counted draws nothing, as browsers ignore circular `<use>`.
fn drawn_elements(
    node: Node,
    by_id: &HashMap<&str, Node>,
    counted: &mut HashMap<roxmltree::NodeId, u64>,
    depth: usize,
) -> Result<u64, ImageError> {
    let too_complex = || invalid(SvgRefusal::TooComplex { limit: MAX_DRAWN_ELEMENTS });
    if depth > MAX_REFERENCE_DEPTH {
        return Err(too_complex());
    }
    if let Some(&count) = counted.get(&node.id()) {
        return Ok(count);
    }
    counted.insert(node.id(), 0);
    let mut count: u64 = 1;
    for child in node.children().filter(Node::is_element) {
        count = count.saturating_add(drawn_elements(child, by_id, counted, depth + 1)?);
    }
    if node.tag_name().name() == "use" {
        let reference = node.attribute("href").or_else(|| node.attribute((XLINK_NS, "href")));
        if let Some(target) = reference.and_then(|href| href.strip_prefix('#')).and_then(|id| by_id.get(id)) {
            count = count.saturating_add(drawn_elements(*target, by_id, counted, depth + 1)?);
        }
    }
    if count > MAX_DRAWN_ELEMENTS {
        return Err(too_complex());
    }
    counted.insert(node.id(), count);
    Ok(count)
}

/// What becomes of an element.
enum ElementRule {
    /// Copied with its allowed attributes.
    Keep(&'static str),
    /// `<a>`: kept as a `<g>` so its children and presentation render, without the link.
    AsGroup,
    /// Dropped with everything inside it.
    Drop,
}

fn element_rule(node: Node) -> ElementRule {
    if !in_svg_namespace(node) {
        return ElementRule::Drop;
    }
    let name = node.tag_name().name();
    if name == "a" {
        return ElementRule::AsGroup;
    }
    match ALLOWED_ELEMENTS.iter().find(|allowed| **allowed == name) {
        Some(allowed) => ElementRule::Keep(allowed),
        None => ElementRule::Drop,
    }
}

/// Static SVG: structure, shapes, text, paint servers, clipping, masking, markers and every filter primitive.
#[rustfmt::skip]
const ALLOWED_ELEMENTS: &[&str] = &[
    "svg", "g", "defs", "symbol", "use", "switch", "title", "desc", "style", "path", "rect", "circle", "ellipse",
    "line", "polyline", "polygon", "text", "tspan", "textPath", "image", "linearGradient", "radialGradient", "stop",
    "pattern", "clipPath", "mask", "marker", "filter", "feBlend", "feColorMatrix", "feComponentTransfer",
    "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow",
    "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode",
    "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
];

/// Attributes without a namespace that are copied (then value-checked): geometry, presentation, paint servers,
/// clipping and masking units, markers, text layout and filter-primitive parameters. No `on*`, no `target`.
#[rustfmt::skip]
const ALLOWED_ATTRIBUTES: &[&str] = &[
    // Core and structure.
    "id", "class", "style", "lang", "transform", "viewBox", "preserveAspectRatio", "version", "baseProfile",
    "requiredFeatures", "requiredExtensions", "systemLanguage", "href", "type", "media",
    // Geometry.
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr", "width", "height", "d",
    "points", "pathLength",
    // Presentation attributes (the CSS properties SVG maps to attributes).
    "alignment-baseline", "baseline-shift", "clip", "clip-path", "clip-rule", "color", "color-interpolation",
    "color-interpolation-filters", "color-rendering", "direction", "display", "dominant-baseline",
    "enable-background", "fill", "fill-opacity", "fill-rule", "filter", "flood-color", "flood-opacity", "font",
    "font-family", "font-size", "font-size-adjust", "font-stretch", "font-style", "font-variant", "font-weight",
    "glyph-orientation-horizontal", "glyph-orientation-vertical", "image-rendering", "isolation", "kerning",
    "letter-spacing", "lighting-color", "marker", "marker-start", "marker-mid", "marker-end", "mask", "mask-type",
    "mix-blend-mode", "opacity", "overflow", "paint-order", "pointer-events", "shape-rendering", "stop-color",
    "stop-opacity", "stroke", "stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin",
    "stroke-miterlimit", "stroke-opacity", "stroke-width", "text-anchor", "text-decoration", "text-rendering",
    "transform-origin", "unicode-bidi", "vector-effect", "visibility", "word-spacing", "writing-mode",
    // Gradients, patterns, clipping paths, masks, markers.
    "gradientUnits", "gradientTransform", "spreadMethod", "offset", "patternUnits", "patternContentUnits",
    "patternTransform", "clipPathUnits", "maskUnits", "maskContentUnits", "markerWidth", "markerHeight",
    "markerUnits", "refX", "refY", "orient",
    // Text.
    "dx", "dy", "rotate", "textLength", "lengthAdjust", "startOffset", "method", "spacing", "side",
    // Filters and their primitives.
    "filterUnits", "primitiveUnits", "filterRes", "in", "in2", "result", "mode", "values", "tableValues", "slope",
    "intercept", "amplitude", "exponent", "operator", "k1", "k2", "k3", "k4", "order", "kernelMatrix", "divisor",
    "bias", "targetX", "targetY", "edgeMode", "kernelUnitLength", "preserveAlpha", "surfaceScale",
    "diffuseConstant", "specularConstant", "specularExponent", "scale", "xChannelSelector", "yChannelSelector",
    "stdDeviation", "radius", "baseFrequency", "numOctaves", "seed", "stitchTiles", "azimuth", "elevation", "z",
    "pointsAtX", "pointsAtY", "pointsAtZ", "limitingConeAngle",
];

/// Builds the output text.
struct Writer {
    out: String,
    /// An `xlink:href` was written, so the root must declare the prefix.
    uses_xlink: bool,
}

impl Writer {
    /// Writes an allowed element and its allowed content. `root_size` is given for the root only: the
    /// intrinsic size it must carry when its own width or height is missing or relative.
    fn element(&mut self, node: Node, depth: usize, root_size: Option<(f64, f64)>) -> Result<(), ImageError> {
        if depth >= MAX_DEPTH {
            return Err(invalid(SvgRefusal::TooDeep { limit: MAX_DEPTH }));
        }
        let name = match element_rule(node) {
            ElementRule::Keep(name) => name,
            ElementRule::AsGroup => "g",
            ElementRule::Drop => return Ok(()),
        };
        self.out.push('<');
        self.out.push_str(name);
        if root_size.is_some() {
            let _ = write!(self.out, " xmlns=\"{SVG_NS}\"");
        }
        for attribute in node.attributes() {
            let is_link = node.tag_name().name() == "a" && attribute.name() == "href";
            // The root's relative or missing size is replaced by the intrinsic size, written below.
            let is_relative_root_size = root_size.is_some()
                && attribute.namespace().is_none()
                && matches!(attribute.name(), "width" | "height")
                && absolute_length(attribute.value()).is_none();
            if !is_link && !is_relative_root_size {
                self.attribute(attribute);
            }
        }
        if let Some((width, height)) = root_size {
            for (attribute, size) in [("width", width), ("height", height)] {
                if node.attribute(attribute).and_then(absolute_length).is_none() {
                    let _ = write!(self.out, " {attribute}=\"{size}\"");
                }
            }
        }
        if name == "style" {
            let css: String =
                node.children().filter(|child| child.is_text()).filter_map(|child| child.text()).collect();
            let css = sanitize_stylesheet(&css);
            if css.is_empty() {
                self.out.push_str("/>");
            } else {
                self.out.push('>');
                escape_text(&mut self.out, &css);
                self.out.push_str("</style>");
            }
            return Ok(());
        }
        self.out.push('>');
        let content_from = self.out.len();
        for child in node.children() {
            if child.is_element() {
                self.element(child, depth + 1, None)?;
            } else if let Some(text) = child.text().filter(|_| child.is_text()) {
                escape_text(&mut self.out, text);
            }
        }
        if self.out.len() == content_from {
            // Nothing inside survived: self-closing, as a second pass would write it.
            self.out.truncate(content_from - 1);
            self.out.push_str("/>");
            return Ok(());
        }
        let _ = write!(self.out, "</{name}>");
        Ok(())
    }

    /// Writes one attribute if its name is allowed and its value safe.
    fn attribute(&mut self, attribute: Attribute) {
        let name = attribute.name();
        let prefix = match attribute.namespace() {
            None if ALLOWED_ATTRIBUTES.contains(&name) => "",
            Some(XLINK_NS) if name == "href" => "xlink:",
            Some(XML_NS) if name == "space" || name == "lang" => "xml:",
            _ => return,
        };
        let value = attribute.value();
        let value = if name == "style" {
            std::borrow::Cow::Owned(sanitize_declarations(value))
        } else if name == "href" {
            if !is_safe_reference(value) {
                return;
            }
            std::borrow::Cow::Borrowed(value.trim())
        } else {
            if !is_safe_attribute_value(value) {
                return;
            }
            std::borrow::Cow::Borrowed(value)
        };
        if value.is_empty() && name == "style" {
            return;
        }
        if prefix == "xlink:" {
            self.uses_xlink = true;
        }
        let _ = write!(self.out, " {prefix}{name}=\"");
        escape_attribute(&mut self.out, &value);
        self.out.push('"');
    }
}

/// `href`: a fragment of this document, or an inline raster image a browser decodes without running anything.
fn is_safe_reference(value: &str) -> bool {
    let value = value.trim();
    if value.starts_with('#') {
        return !value.contains(|c: char| c.is_whitespace() || c == '(' || c == '\\');
    }
    let lower = value.to_ascii_lowercase();
    ["png", "jpeg", "gif", "webp"].iter().any(|format| {
        lower
            .strip_prefix("data:image/")
            .and_then(|rest| rest.strip_prefix(format))
            .and_then(|rest| rest.strip_prefix(";base64,"))
            .is_some_and(|data| {
                data.bytes().all(|b| {
                    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'=' | b' ' | b'\n' | b'\r' | b'\t')
                })
            })
    })
}

/// CSS functions that take a URL as a string (`image-set("…")`, `src("…")`) or substitute text from elsewhere
/// (`var()`, `attr()`, `env()`), and IE's `expression()`. Presentation attributes are CSS values too (`mask`
/// takes an image), so these are refused in attributes and declarations alike.
const URL_CARRYING_FUNCTIONS: &[&str] =
    &["image-set(", "src(", "expression(", "var(", "attr(", "env(", "image(", "cross-fade(", "element("];

/// Any other attribute value (and any CSS declaration's value): no script URL, no CSS escape (which could spell
/// `url`), no function that carries a URL or text from elsewhere, and every `url(…)` pointing inside the document.
fn is_safe_attribute_value(value: &str) -> bool {
    if value.contains('\\') {
        return false;
    }
    // Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`).
    let compact: String =
        value.chars().filter(|c| !c.is_whitespace() && !c.is_control()).flat_map(char::to_lowercase).collect();
    if ["javascript:", "vbscript:", "data:text", "livescript:"].iter().any(|scheme| compact.contains(scheme)) {
        return false;
    }
    !URL_CARRYING_FUNCTIONS.iter().any(|function| compact.contains(function)) && urls_are_local(&compact)
}

/// Every `url(` in (lower-cased, whitespace-free) CSS text is followed by a `#fragment`.
fn urls_are_local(compact: &str) -> bool {
    compact.match_indices("url(").all(|(at, _)| {
        let argument = compact[at + 4..].trim_start_matches(['"', '\'']);
        argument.starts_with('#')
    })
}

/// A `<style>` element's CSS, rebuilt from the rules simplecss understands with their declarations filtered.
/// Every at-rule (`@import`, `@font-face`, `@media`) is dropped.
fn sanitize_stylesheet(css: &str) -> String {
    let sheet = simplecss::StyleSheet::parse(css);
    let mut out = String::new();
    for rule in &sheet.rules {
        let selector = rule.selector.to_string();
        if !is_safe_selector(&selector) {
            continue;
        }
        let declarations = safe_declarations(rule.declarations.iter().copied());
        if !declarations.is_empty() {
            let _ = writeln!(out, "{selector}{{{declarations}}}");
        }
    }
    out
}

/// A `style` attribute's declarations, filtered.
fn sanitize_declarations(text: &str) -> String {
    safe_declarations(simplecss::DeclarationTokenizer::from(text))
}

fn safe_declarations<'a>(declarations: impl Iterator<Item = simplecss::Declaration<'a>>) -> String {
    let mut out = String::new();
    for declaration in declarations.filter(is_safe_declaration) {
        let important = if declaration.important { "!important" } else { "" };
        let _ = write!(out, "{}:{}{important};", declaration.name, declaration.value.trim());
    }
    out
}

/// A re-serialised selector can hold nothing that leaves the selector: no braces, semicolons, at-signs,
/// escapes or comments, and its quoted attribute values close (simplecss drops their inner quotes' escapes).
fn is_safe_selector(selector: &str) -> bool {
    !selector.is_empty()
        && selector.chars().all(|c| c.is_alphanumeric() || " _-#.:>+*[]=~|'".contains(c))
        && selector.matches('\'').count().is_multiple_of(2)
}

/// A CSS declaration that cannot fetch or run anything: a plain property name (no custom properties, no
/// `behavior`/`-moz-binding`), and a value with no escape, no structure characters, no `url(` but `url(#…)`, no
/// function that takes a URL string or substitutes other text, and quotes only in font names.
fn is_safe_declaration(declaration: &simplecss::Declaration) -> bool {
    let name = declaration.name.to_ascii_lowercase();
    let plain_name = !name.starts_with("--")
        && name.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        && !["behavior", "-moz-binding", "-ms-behavior"].contains(&name.as_str());
    if !plain_name {
        return false;
    }
    let value = declaration.value;
    if value.contains(['\\', '@', '{', '}', ';', '<', '\n', '\r']) {
        return false;
    }
    let quotes_allowed = name == "font-family" || name == "font";
    let quoted = value.contains(['"', '\'']);
    if quoted
        && (!quotes_allowed
            || !value.matches('"').count().is_multiple_of(2)
            || !value.matches('\'').count().is_multiple_of(2))
    {
        return false;
    }
    is_safe_attribute_value(value)
}

/// The size a browser gives the SVG as an image: absolute width and height; one of them with the viewBox's
/// aspect ratio; the viewBox's own size; else 300×150. Percentages count as missing.
fn intrinsic_size(root: Node) -> (f64, f64) {
    let view_box = root.attribute("viewBox").and_then(parse_view_box);
    let width = root.attribute("width").and_then(absolute_length);
    let height = root.attribute("height").and_then(absolute_length);
    match (width, height, view_box) {
        (Some(width), Some(height), _) => (width, height),
        (Some(width), None, Some((vw, vh))) => (width, width * vh / vw),
        (None, Some(height), Some((vw, vh))) => (height * vw / vh, height),
        (Some(width), None, None) => (width, DEFAULT_HEIGHT),
        (None, Some(height), None) => (DEFAULT_WIDTH, height),
        (None, None, Some(size)) => size,
        (None, None, None) => (DEFAULT_WIDTH, DEFAULT_HEIGHT),
    }
}

/// A positive length in CSS pixels (96 per inch; `em` as the 16 px default font), or `None` for a percentage,
/// an unknown unit, zero or garbage.
fn absolute_length(text: &str) -> Option<f64> {
    let text = text.trim();
    let (number, unit) = text.split_at(number_length(text));
    let number: f64 = number.trim().parse().ok()?;
    let pixels_per_unit = match unit.to_ascii_lowercase().as_str() {
        "" | "px" => 1.0,
        "pt" => 96.0 / 72.0,
        "pc" => 16.0,
        "in" => 96.0,
        "cm" => 96.0 / 2.54,
        "mm" => 96.0 / 25.4,
        "q" => 96.0 / 101.6,
        "em" => 16.0,
        "ex" => 8.0,
        _ => return None,
    };
    let pixels = number * pixels_per_unit;
    (pixels.is_finite() && pixels > 0.0).then_some(pixels)
}

/// Bytes of the CSS number at the start of `text` (sign, digits, fraction, exponent), so `1e2px` splits
/// before `px`, not before `e2`.
fn number_length(text: &str) -> usize {
    let bytes = text.as_bytes();
    let digits_from = |mut at: usize| {
        while bytes.get(at).is_some_and(u8::is_ascii_digit) {
            at += 1;
        }
        at
    };
    let mut end = digits_from(usize::from(matches!(bytes.first(), Some(b'+' | b'-'))));
    if bytes.get(end) == Some(&b'.') {
        end = digits_from(end + 1);
    }
    if matches!(bytes.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(bytes.get(end + 1), Some(b'+' | b'-')));
        if bytes.get(end + 1 + sign).is_some_and(u8::is_ascii_digit) {
            end = digits_from(end + 1 + sign);
        }
    }
    end
}

/// The viewBox's width and height when both are positive.
fn parse_view_box(text: &str) -> Option<(f64, f64)> {
    let numbers: Vec<f64> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    match numbers[..] {
        [_, _, width, height] if width > 0.0 && height > 0.0 && width.is_finite() && height.is_finite() => {
            Some((width, height))
        }
        _ => None,
    }
}

fn escape_text(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests;
