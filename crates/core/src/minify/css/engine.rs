//! The CSS minifier on lightningcss (see the module above for what it promises).

use lightningcss::declaration::DeclarationBlock;
use lightningcss::properties::custom::CustomPropertyName;
use lightningcss::properties::{Property, PropertyId};
use lightningcss::rules::{CssRule, CssRuleList};
use lightningcss::stylesheet::{MinifyOptions, ParserFlags, ParserOptions, PrinterOptions, StyleSheet};
use lightningcss::targets::{Browsers, Features, Targets};

use super::{CssMinifyError, CssMinifyOptions};
use crate::minify::position::line_column;
use crate::minify::{Minified, MinifyWarning};

/// The browsers the output must keep working in: without targets lightningcss assumes the newest browsers and
/// writes newer, shorter syntax than the author did (`(min-width:600px)` → `(width>=600px)`, four offsets →
/// `inset`), which older browsers ignore. With these targets it only shortens into
/// syntax all of them support. Every lowering transform is excluded, so nothing the author wrote is rewritten
/// for old browsers either (no vendor prefixes added, nesting, logical properties, selectors and colour
/// functions kept as written): the minifier minifies, it does not transpile.
fn targets() -> Targets {
    const fn version(major: u32, minor: u32) -> Option<u32> {
        Some(major << 16 | minor << 8)
    }
    // Browsers of 2021 onwards (Safari 14.1 / Chrome 87 / Firefox 78 ESR). Logical properties are excluded from
    // lowering (lowering them writes `:dir()` rules), so the engine may fold four offsets into `inset`, which
    // exactly these versions support.
    let browsers = Browsers {
        android: version(87, 0),
        chrome: version(87, 0),
        edge: version(87, 0),
        firefox: version(78, 0),
        ie: None,
        ios_saf: version(14, 5),
        opera: version(73, 0),
        safari: version(14, 1),
        samsung: version(14, 0),
    };
    let shortening = Features::HexAlphaColors | Features::MediaQueries;
    Targets { browsers: Some(browsers), include: Features::empty(), exclude: Features::all() - shortening }
}

/// Minifies a style sheet.
pub fn minify_css(input: &str, options: &CssMinifyOptions) -> Result<Minified, CssMinifyError> {
    crate::minify::nesting::check_css(input)?;
    crate::stack::on_engine_stack(|| minify_checked(input, options))
}

/// [`minify_css`] for an input the nesting guard accepted, on the engine stack.
fn minify_checked(input: &str, options: &CssMinifyOptions) -> Result<Minified, CssMinifyError> {
    let unmerged = render(input, options, false)?;
    if !options.merge_duplicate_rules {
        return Ok(Minified::new(input, unmerged, Vec::new()));
    }
    let merged = render(input, options, true)?;
    // lightningcss's merging can rewrite a vendor-prefixed pseudo selector into its unprefixed twin when it
    // merges it with an identical rule (`::-webkit-input-placeholder` → `::placeholder`), which changes where the
    // rule applies. Every prefixed pseudo selector must survive; otherwise merging is skipped, with a warning.
    let kept = prefixed_pseudos(&unmerged);
    if kept.iter().all(|pseudo| merged.contains(pseudo.as_str())) {
        Ok(Minified::new(input, merged, Vec::new()))
    } else {
        Ok(Minified::new(input, unmerged, vec![MinifyWarning::DuplicatesNotMerged]))
    }
}

fn parse_error<T: std::fmt::Display>(input: &str, error: lightningcss::error::Error<T>) -> CssMinifyError {
    let (line, column) = error.loc.as_ref().map_or((1, 1), |loc| {
        let (line, column) = line_column(input, byte_offset(input, loc.line, loc.column));
        (u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(column).unwrap_or(u32::MAX))
    });
    CssMinifyError::Parse { line, column, message: error.kind.to_string() }
}

/// The byte offset of a place as cssparser gives it: lines from 0, broken by `\n`, `\r\n`, `\r` or a form feed,
/// and columns from 1 in UTF-16 units. The JS minifier counts characters; this turns one into the other, so an
/// emoji before an error moves the column by one in both.
fn byte_offset(input: &str, line: u32, column: u32) -> usize {
    let mut start = 0;
    let mut lines_left = line;
    let mut chars = input.char_indices().peekable();
    while lines_left > 0 {
        let Some((at, c)) = chars.next() else { return input.len() };
        let breaks = match c {
            '\r' => {
                if chars.peek().is_some_and(|&(_, next)| next == '\n') {
                    chars.next();
                    start = at + 2;
                } else {
                    start = at + 1;
                }
                true
            }
            '\n' | '\x0c' => {
                start = at + 1;
                true
            }
            _ => false,
        };
        if breaks {
            lines_left -= 1;
        }
    }
    let mut units = 0;
    for (at, c) in input[start..].char_indices() {
        if units + 1 >= column as usize || matches!(c, '\n' | '\r' | '\x0c') {
            return start + at;
        }
        units += c.len_utf16();
    }
    input.len()
}

/// Parses and prints the sheet with the options, merging rules or not.
fn render(input: &str, options: &CssMinifyOptions, merge: bool) -> Result<String, CssMinifyError> {
    let parser_options = ParserOptions { flags: ParserFlags::NESTING, ..ParserOptions::default() };
    let mut sheet = StyleSheet::parse(input, parser_options).map_err(|error| parse_error(input, error))?;
    if options.remove_comments {
        sheet.license_comments.clear();
    }
    if merge {
        sheet
            .minify(MinifyOptions { targets: targets(), ..MinifyOptions::default() })
            .map_err(|error| CssMinifyError::Engine(error.to_string()))?;
    } else if options.remove_empty_rules {
        remove_empty_rules(&mut sheet.rules);
    }
    if options.sort_properties {
        sort_rules(&mut sheet.rules);
    }
    let printed = sheet
        .to_css(PrinterOptions { minify: options.remove_whitespace, targets: targets(), ..PrinterOptions::default() })
        .map_err(|error| CssMinifyError::Engine(error.to_string()))?;
    let code = restore_legacy_placeholders(printed.code);
    // lightningcss drops the last semicolon exactly when it removes whitespace; undo that where asked.
    Ok(if options.remove_whitespace == options.remove_last_semicolon {
        code
    } else {
        set_last_semicolons(&code, !options.remove_last_semicolon)
    })
}

/// The distinct vendor-prefixed pseudo-classes and pseudo-elements in printed CSS (`:-moz-focusring`,
/// `::-webkit-scrollbar` …), found textually: a `:` followed by `-webkit-`, `-moz-`, `-ms-` or `-o-`.
fn prefixed_pseudos(css: &str) -> std::collections::BTreeSet<String> {
    let mut found = std::collections::BTreeSet::new();
    for (at, _) in css.match_indices(':') {
        let rest = &css[at + 1..];
        if ["-webkit-", "-moz-", "-ms-", "-o-"].iter().any(|prefix| rest.starts_with(prefix)) {
            let len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-')).unwrap_or(rest.len());
            found.insert(css[at..at + 1 + len].to_string());
        }
    }
    found
}

/// lightningcss reads the legacy placeholder pseudo-classes `:-moz-placeholder` (Firefox < 51) and
/// `:-ms-input-placeholder` (IE, old Edge) as prefixed `:placeholder-shown` and prints `:-moz-placeholder-shown`
/// / `:-ms-placeholder-shown`, which no browser knows: the rule would stop matching where it did. Put the
/// author's selectors back (the printed forms never existed, so nothing real is rewritten).
fn restore_legacy_placeholders(code: String) -> String {
    if !code.contains("placeholder-shown") {
        return code;
    }
    code.replace(":-moz-placeholder-shown", ":-moz-placeholder")
        .replace(":-ms-placeholder-shown", ":-ms-input-placeholder")
}

/// Removes style rules with nothing in them, then grouping blocks left empty (innermost first).
fn remove_empty_rules(rules: &mut CssRuleList) {
    rules.0.retain_mut(|rule| match rule {
        CssRule::Style(style) => {
            remove_empty_rules(&mut style.rules);
            !style.is_empty()
        }
        CssRule::Media(media) => {
            remove_empty_rules(&mut media.rules);
            !media.rules.0.is_empty()
        }
        CssRule::Supports(supports) => {
            remove_empty_rules(&mut supports.rules);
            !supports.rules.0.is_empty()
        }
        CssRule::Container(container) => {
            remove_empty_rules(&mut container.rules);
            !container.rules.0.is_empty()
        }
        CssRule::StartingStyle(starting) => {
            remove_empty_rules(&mut starting.rules);
            !starting.rules.0.is_empty()
        }
        CssRule::LayerBlock(layer) => {
            remove_empty_rules(&mut layer.rules);
            true
        }
        CssRule::Nesting(nesting) => {
            remove_empty_rules(&mut nesting.style.rules);
            !nesting.style.is_empty()
        }
        CssRule::NestedDeclarations(nested) => !nested.declarations.is_empty(),
        _ => true,
    });
}

/// Sorts the declarations of every block in the sheet (see [`CssMinifyOptions::sort_properties`]).
fn sort_rules(rules: &mut CssRuleList) {
    for rule in &mut rules.0 {
        match rule {
            CssRule::Style(style) => {
                sort_block(&mut style.declarations);
                sort_rules(&mut style.rules);
            }
            CssRule::Nesting(nesting) => {
                sort_block(&mut nesting.style.declarations);
                sort_rules(&mut nesting.style.rules);
            }
            CssRule::NestedDeclarations(nested) => sort_block(&mut nested.declarations),
            CssRule::Keyframes(keyframes) => {
                for keyframe in &mut keyframes.keyframes {
                    sort_block(&mut keyframe.declarations);
                }
            }
            CssRule::Media(media) => sort_rules(&mut media.rules),
            CssRule::Supports(supports) => sort_rules(&mut supports.rules),
            CssRule::Container(container) => sort_rules(&mut container.rules),
            CssRule::StartingStyle(starting) => sort_rules(&mut starting.rules),
            CssRule::LayerBlock(layer) => sort_rules(&mut layer.rules),
            CssRule::Scope(scope) => sort_rules(&mut scope.rules),
            CssRule::MozDocument(document) => sort_rules(&mut document.rules),
            _ => {}
        }
    }
}

fn sort_block(block: &mut DeclarationBlock) {
    sort_declarations(&mut block.declarations);
    sort_declarations(&mut block.important_declarations);
}

/// Insertion sort by name where a declaration moves left only past declarations independent of it, so every
/// step swaps two declarations whose order cannot matter and the cascade result is the input's.
fn sort_declarations(declarations: &mut [Property]) {
    let keys: Vec<SortKey> = declarations.iter().map(SortKey::of).collect();
    let mut order: Vec<usize> = (0..declarations.len()).collect();
    for i in 1..order.len() {
        let mut j = i;
        while j > 0 {
            let (left, right) = (&keys[order[j - 1]], &keys[order[j]]);
            if right.name < left.name && left.independent_of(right) {
                order.swap(j - 1, j);
                j -= 1;
            } else {
                break;
            }
        }
    }
    if order.iter().enumerate().all(|(i, &o)| i == o) {
        return;
    }
    let mut taken: Vec<Option<Property>> = declarations.iter().cloned().map(Some).collect();
    for (slot, &from) in declarations.iter_mut().zip(&order) {
        if let Some(property) = taken[from].take() {
            *slot = property;
        }
    }
}

/// What the sort needs to know about one declaration.
struct SortKey {
    /// Name without vendor prefix, then the prefixed spelling: `transition` < `-webkit-transition`… grouped.
    name: (String, String),
    /// Every longhand the declaration sets (unprefixed names), a shorthand expanded.
    longhands: Vec<String>,
    /// The family a declaration belongs to; two of the same family never swap (see [`family`]).
    family: String,
    /// An unknown property or `all`: it never moves and nothing moves past it.
    barrier: bool,
    /// A custom property (`--x`): independent of every other name.
    custom: bool,
}

impl SortKey {
    fn of(property: &Property) -> Self {
        let id = property.property_id();
        let name = id.name().to_ascii_lowercase();
        let printed = format!("{}{}", prefix_text(&id), name);
        let (barrier, custom) = match &id {
            PropertyId::All => (true, false),
            PropertyId::Custom(CustomPropertyName::Unknown(_)) => (true, false),
            PropertyId::Custom(CustomPropertyName::Custom(_)) => (false, true),
            _ => (false, false),
        };
        let mut longhands = Vec::new();
        collect_longhands(&id, &mut longhands);
        let family = family(&name);
        Self { name: (name, printed), longhands, family, barrier, custom }
    }

    fn independent_of(&self, other: &SortKey) -> bool {
        if self.barrier || other.barrier {
            return false;
        }
        if self.custom || other.custom {
            return self.name.0 != other.name.0;
        }
        self.family != other.family && !self.longhands.iter().any(|l| other.longhands.contains(l))
    }
}

fn prefix_text(id: &PropertyId) -> String {
    let prefix = id.prefix();
    let mut out = String::new();
    for (flag, text) in [
        (lightningcss::vendor_prefix::VendorPrefix::WebKit, "-webkit-"),
        (lightningcss::vendor_prefix::VendorPrefix::Moz, "-moz-"),
        (lightningcss::vendor_prefix::VendorPrefix::Ms, "-ms-"),
        (lightningcss::vendor_prefix::VendorPrefix::O, "-o-"),
    ] {
        if prefix.contains(flag) {
            out.push_str(text);
        }
    }
    out
}

fn collect_longhands(id: &PropertyId, out: &mut Vec<String>) {
    match id.longhands() {
        Some(longhands) => {
            for longhand in &longhands {
                collect_longhands(longhand, out);
            }
        }
        None => out.push(id.name().to_ascii_lowercase()),
    }
}

/// A coarse family per property: the first word of its unprefixed name, with the words whose properties
/// reach each other across names joined (`inset`/`top`/`left`…, `width`/`inline-size`…, `font`/`line-height`,
/// the aliases `word-wrap`/`overflow-wrap`, `grid-gap`/`gap`, `page-break-*`/`break-*`, `white-space`/
/// `text-wrap`, `vertical-align`/`baseline-*`). Physical and logical properties land in the same family.
fn family(name: &str) -> String {
    let first = name.split('-').next().unwrap_or(name);
    let joined = match first {
        "top" | "right" | "bottom" | "left" | "inset" => "inset",
        "width" | "height" | "min" | "max" | "block" | "inline" | "aspect" => "size",
        "align" | "justify" | "place" => "align",
        "gap" | "row" | "column" | "columns" | "grid" => "grid",
        "font" | "line" => "font",
        "white" | "text" => "text",
        "word" | "overflow" => "overflow",
        "page" | "break" => "break",
        "vertical" | "alignment" | "baseline" | "dominant" => "baseline",
        other => other,
    };
    joined.to_string()
}

/// Adds (`keep`) or removes the `;` after the last declaration of every block in printed CSS. Strings,
/// escapes, comments, unquoted `url()`s and `{}` inside custom property values are passed through untouched;
/// only items that are declarations (not starting with `@`, holding a `:`) are affected.
fn set_last_semicolons(css: &str, keep: bool) -> String {
    let bytes = css.as_bytes();
    let mut out = String::with_capacity(css.len() + 64);
    let mut item = Item::default();
    // Position in `out` of the `;` that ended the previous declaration of this block, if nothing followed.
    let mut last_semicolon: Option<usize> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let rest = &css[i..];
        let skip = if c == b'"' || c == b'\'' {
            quoted_len(bytes, i)
        } else if rest.starts_with("/*") {
            rest.find("*/").map_or(rest.len(), |end| end + 2)
        } else if c == b'\\' {
            rest.chars().nth(1).map_or(1, |next| 1 + next.len_utf8())
        } else if rest.get(..4).is_some_and(|start| start.eq_ignore_ascii_case("url(")) && !url_is_quoted(rest) {
            rest.find(')').map_or(rest.len(), |end| end + 1)
        } else if c == b'{' && item.is_custom_property() {
            custom_block_len(bytes, i)
        } else {
            0
        };
        if skip > 0 {
            if !rest.starts_with("/*") {
                item.content(c);
                last_semicolon = None;
            }
            out.push_str(&rest[..skip]);
            i += skip;
            continue;
        }
        match c {
            b'{' => {
                item = Item::default();
                last_semicolon = None;
            }
            b';' => {
                last_semicolon = (item.is_declaration()).then_some(out.len());
                item = Item::default();
            }
            b'}' => {
                if keep && item.is_declaration() {
                    let end = out.trim_end().len();
                    out.insert(end, ';');
                } else if let (false, true, Some(at)) = (keep, item.is_empty(), last_semicolon) {
                    out.remove(at);
                }
                item = Item::default();
                last_semicolon = None;
            }
            _ => {
                if !c.is_ascii_whitespace() {
                    item.content(c);
                    last_semicolon = None;
                }
            }
        }
        let len = rest.chars().next().map_or(1, char::len_utf8);
        out.push_str(&rest[..len]);
        i += len;
    }
    out
}

/// The text since the last `{`, `;` or `}` in [`set_last_semicolons`].
#[derive(Default)]
struct Item {
    first: Option<u8>,
    second: Option<u8>,
    colon: bool,
}

impl Item {
    fn content(&mut self, c: u8) {
        if self.first.is_none() {
            self.first = Some(c);
        } else if self.second.is_none() {
            self.second = Some(c);
        }
        self.colon |= c == b':';
    }
    fn is_empty(&self) -> bool {
        self.first.is_none()
    }
    fn is_declaration(&self) -> bool {
        self.first.is_some_and(|c| c != b'@') && self.colon
    }
    fn is_custom_property(&self) -> bool {
        self.first == Some(b'-') && self.second == Some(b'-') && self.colon
    }
}

/// Length of the quoted string starting at `start` (quotes included; an unclosed string runs to the end).
fn quoted_len(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            c if c == quote => return i + 1 - start,
            _ => i += 1,
        }
    }
    bytes.len() - start
}

fn url_is_quoted(rest: &str) -> bool {
    rest[4..].trim_start().starts_with(['"', '\''])
}

/// Length of a `{…}` block inside a custom property value, nested blocks and strings included.
fn custom_block_len(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i += quoted_len(bytes, i);
                continue;
            }
            b'\\' => i += 1,
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1 - start;
                }
            }
            _ => {}
        }
        i += 1;
    }
    bytes.len() - start
}
