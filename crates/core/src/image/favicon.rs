//! The Favicon Generator: one image in, the files a site's icons need out — `favicon.ico` (16, 32 and 48 pixels,
//! PNG entries), `apple-touch-icon.png` (180), `android-chrome-192x192.png` and `android-chrome-512x512.png`, a
//! `site.webmanifest`, and the `<link>` tags that point at them.
//!
//! A non-square image is centred on a transparent square first (nothing is cut off). The Apple touch icon is then
//! put on the background colour, as iOS shows transparency black; the others keep their transparency.

use super::pixels::flatten_in_place;
use super::{ImageError, RgbaImage, encode, escape_attribute, png, resize::resize};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// The sizes in `favicon.ico`, smallest first.
pub const ICO_SIZES: [u32; 3] = [16, 32, 48];
/// The Apple touch icon's side.
pub const APPLE_TOUCH_SIZE: u32 = 180;
/// The Android (and manifest) icons' sides.
pub const ANDROID_SIZES: [u32; 2] = [192, 512];

pub const ICO_NAME: &str = "favicon.ico";
pub const APPLE_TOUCH_NAME: &str = "apple-touch-icon.png";
pub const MANIFEST_NAME: &str = "site.webmanifest";

/// The web app's name and colours, for the manifest and the tags. From JS: `{ name, shortName, themeColour,
/// backgroundColour }`; omitted fields take [`FaviconOptions::default`].
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct FaviconOptions {
    /// The manifest's `name` (shown when the site is installed).
    pub name: String,
    /// The manifest's `short_name` (under the icon on a home screen) and Apple's web app title.
    pub short_name: String,
    /// `#rgb` or `#rrggbb`: the browser's toolbar colour (`theme_color`, `<meta name="theme-color">`).
    pub theme_colour: String,
    /// `#rgb` or `#rrggbb`: the splash screen's colour (`background_color`) and the Apple touch icon's background.
    pub background_colour: String,
}

impl Default for FaviconOptions {
    fn default() -> Self {
        Self {
            name: "My Website".to_owned(),
            short_name: "Website".to_owned(),
            theme_colour: "#ffffff".to_owned(),
            background_colour: "#ffffff".to_owned(),
        }
    }
}

/// One file of the set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct FaviconFile {
    pub name: String,
    pub mime: &'static str,
    /// The icon's side in pixels (for `favicon.ico`, its largest entry); `None` for the manifest.
    pub size: Option<u32>,
    #[serde(serialize_with = "crate::as_bytes")]
    #[cfg_attr(feature = "typescript", tsify(type = "Uint8Array"))]
    pub bytes: Vec<u8>,
}

/// Every file, in the order a page lists them, and the HTML that links them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct FaviconSet {
    pub files: Vec<FaviconFile>,
    /// The `<link>` and `<meta>` tags for a page's `<head>`, one a line.
    pub link_tags: String,
}

/// The file name of the Android icon of side `size`.
pub fn android_name(size: u32) -> String {
    format!("android-chrome-{size}x{size}.png")
}

/// The whole set made from `image` (any size; see the module's notes on shape and transparency).
pub fn favicons(image: &RgbaImage, options: &FaviconOptions) -> Result<FaviconSet, ImageError> {
    let colours = Colours::of(options)?;
    let square = padded_to_square(image)?;
    let mut files = vec![file(ICO_NAME, "image/x-icon", Some(ICO_SIZES[2]), ico_of_square(&square)?)];
    let mut apple = resize(&square, APPLE_TOUCH_SIZE, APPLE_TOUCH_SIZE)?;
    flatten_in_place(&mut apple, rgb(&colours.background));
    let apple = encode::encode(&apple, &encode::EncodeOptions::png())?;
    files.push(file(APPLE_TOUCH_NAME, "image/png", Some(APPLE_TOUCH_SIZE), apple));
    for size in ANDROID_SIZES {
        let icon = encode::encode(&resize(&square, size, size)?, &encode::EncodeOptions::png())?;
        files.push(file(&android_name(size), "image/png", Some(size), icon));
    }
    let manifest = manifest_with(options, &colours);
    files.push(file(MANIFEST_NAME, "application/manifest+json", None, manifest.into_bytes()));
    Ok(FaviconSet { files, link_tags: link_tags_with(&options.short_name, &colours.theme) })
}

/// `favicon.ico` alone: `image` padded to a square, at 16, 32 and 48 pixels.
pub fn favicon_ico(image: &RgbaImage) -> Result<Vec<u8>, ImageError> {
    ico_of_square(&padded_to_square(image)?)
}

fn ico_of_square(square: &RgbaImage) -> Result<Vec<u8>, ImageError> {
    let entries = ICO_SIZES
        .iter()
        .map(|&size| Ok((size, png::encode_rgba8(&resize(square, size, size)?)?)))
        .collect::<Result<Vec<_>, ImageError>>()?;
    Ok(ico(&entries))
}

/// `site.webmanifest` alone.
pub fn manifest(options: &FaviconOptions) -> Result<String, ImageError> {
    Ok(manifest_with(options, &Colours::of(options)?))
}

/// The `<link>` and `<meta>` tags alone.
pub fn link_tags(options: &FaviconOptions) -> Result<String, ImageError> {
    Ok(link_tags_with(&options.short_name, &Colours::of(options)?.theme))
}

/// The options' colours, checked and written as lower-case `#rrggbb`.
struct Colours {
    theme: String,
    background: String,
}

impl Colours {
    fn of(options: &FaviconOptions) -> Result<Self, ImageError> {
        Ok(Self { theme: hex_colour(&options.theme_colour)?, background: hex_colour(&options.background_colour)? })
    }
}

fn file(name: &str, mime: &'static str, size: Option<u32>, bytes: Vec<u8>) -> FaviconFile {
    FaviconFile { name: name.to_owned(), mime, size, bytes }
}

/// `image` centred on a transparent square as wide as its longer side (the odd pixel, if any, right or below).
pub fn padded_to_square(image: &RgbaImage) -> Result<RgbaImage, ImageError> {
    image.validate()?;
    let side = image.width.max(image.height);
    if image.width == image.height {
        return Ok(image.clone());
    }
    let (left, top) = ((side - image.width) / 2, (side - image.height) / 2);
    let (side_px, width_px) = (side as usize, image.width as usize);
    let mut pixels = vec![0; side_px * side_px * 4];
    for (y, row) in image.pixels.chunks_exact(width_px * 4).enumerate() {
        let start = ((y + top as usize) * side_px + left as usize) * 4;
        pixels[start..start + row.len()].copy_from_slice(row);
    }
    RgbaImage::new(side, side, pixels)
}

/// An ICO file of square PNG `entries` (side, PNG): the 6-byte ICONDIR, a 16-byte entry each, then the PNGs.
pub fn ico(entries: &[(u32, Vec<u8>)]) -> Vec<u8> {
    const HEADER: usize = 6;
    const ENTRY: usize = 16;
    let count = u16::try_from(entries.len()).expect("an ICO holds a handful of sizes");
    let mut out =
        Vec::with_capacity(HEADER + ENTRY * entries.len() + entries.iter().map(|(_, png)| png.len()).sum::<usize>());
    // Reserved, type 1 (icon), the number of images.
    out.extend([0, 0, 1, 0]);
    out.extend(count.to_le_bytes());
    let mut offset = HEADER + ENTRY * entries.len();
    for (size, png) in entries {
        // Width and height in one byte each; 0 means 256.
        let side = u8::try_from(*size).unwrap_or(0);
        // No palette, reserved, 1 colour plane, 32 bits a pixel.
        out.extend([side, side, 0, 0, 1, 0, 32, 0]);
        out.extend(u32::try_from(png.len()).expect("an icon is small").to_le_bytes());
        out.extend(u32::try_from(offset).expect("an icon is small").to_le_bytes());
        offset += png.len();
    }
    for (_, png) in entries {
        out.extend_from_slice(png);
    }
    out
}

/// `#rgb` or `#rrggbb` (either case) as lower-case `#rrggbb`.
fn hex_colour(text: &str) -> Result<String, ImageError> {
    let refused = || ImageError::InvalidColour(text.to_owned());
    let digits = text.strip_prefix('#').filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit())).ok_or_else(refused)?;
    let lower = digits.to_ascii_lowercase();
    match lower.len() {
        6 => Ok(format!("#{lower}")),
        3 => Ok(lower.chars().fold("#".to_owned(), |mut out, c| {
            out.extend([c, c]);
            out
        })),
        _ => Err(refused()),
    }
}

/// The bytes of a `#rrggbb` colour [`hex_colour`] wrote.
fn rgb(hex: &str) -> [u8; 3] {
    let channel = |at: usize| u8::from_str_radix(&hex[at..at + 2], 16).unwrap_or_default();
    [channel(1), channel(3), channel(5)]
}

/// The web app manifest, as JSON (serde_json escapes the names).
fn manifest_with(options: &FaviconOptions, colours: &Colours) -> String {
    #[derive(Serialize)]
    struct Icon {
        src: String,
        sizes: String,
        r#type: &'static str,
    }
    #[derive(Serialize)]
    struct Manifest<'a> {
        name: &'a str,
        short_name: &'a str,
        icons: Vec<Icon>,
        theme_color: &'a str,
        background_color: &'a str,
        display: &'static str,
    }
    let icons = ANDROID_SIZES
        .map(|size| Icon {
            src: format!("/{}", android_name(size)),
            sizes: format!("{size}x{size}"),
            r#type: "image/png",
        })
        .into();
    let manifest = Manifest {
        name: &options.name,
        short_name: &options.short_name,
        icons,
        theme_color: &colours.theme,
        background_color: &colours.background,
        display: "standalone",
    };
    let mut json = serde_json::to_string_pretty(&manifest).expect("strings and numbers always serialise");
    json.push('\n');
    json
}

/// The tags for a page's `<head>` (the manifest names the Android icons); `short_name` (escaped) is Apple's web
/// app title.
fn link_tags_with(short_name: &str, theme: &str) -> String {
    let mut title = String::new();
    escape_attribute(&mut title, short_name);
    let mut tags = String::new();
    let ico_sizes = ICO_SIZES.map(|size| format!("{size}x{size}")).join(" ");
    let _ = writeln!(tags, r#"<link rel="icon" href="/{ICO_NAME}" sizes="{ico_sizes}">"#);
    let apple = APPLE_TOUCH_SIZE;
    let _ = writeln!(tags, r#"<link rel="apple-touch-icon" sizes="{apple}x{apple}" href="/{APPLE_TOUCH_NAME}">"#);
    let _ = writeln!(tags, r#"<link rel="manifest" href="/{MANIFEST_NAME}">"#);
    let _ = writeln!(tags, r#"<meta name="apple-mobile-web-app-title" content="{title}">"#);
    let _ = writeln!(tags, r#"<meta name="theme-color" content="{theme}">"#);
    tags
}

#[cfg(test)]
mod tests;
