//! `penknife favicon IMAGE -o DIR`: the Favicon Generator, writing the set's files into a directory.

use crate::input;
use anyhow::{Context as _, bail};
use clap::Args;
use penknife_core::image::favicon::{self, FaviconOptions};
use penknife_core::image::native;
use std::path::PathBuf;

/// Makes a site's icons from one image (PNG, JPEG, WebP, GIF, BMP or TIFF; `-` or nothing: standard input) and
/// writes them into --out-dir: favicon.ico (16, 32 and 48 pixels), apple-touch-icon.png (180, opaque on the
/// background colour), android-chrome-192x192.png, android-chrome-512x512.png and site.webmanifest; then prints
/// the <link> tags to paste into the page's <head>. A non-square image is centred on a transparent square.
/// SVG is not read here (no SVG renderer in the CLI): export it to PNG first, or use the web page.
#[derive(Debug, Args)]
pub struct CommandArgs {
    /// The image.
    file: Option<PathBuf>,
    /// The directory to write the files into (created if missing).
    #[arg(short, long)]
    out_dir: PathBuf,
    /// The web app's name, in the manifest.
    #[arg(long, default_value_t = FaviconOptions::default().name)]
    name: String,
    /// Its short name: under the icon on a home screen, and Apple's web app title.
    #[arg(long, default_value_t = FaviconOptions::default().short_name)]
    short_name: String,
    /// The browser's toolbar colour, #rgb or #rrggbb.
    #[arg(long, default_value_t = FaviconOptions::default().theme_colour)]
    theme_color: String,
    /// The splash screen's colour and the Apple touch icon's background, #rgb or #rrggbb.
    #[arg(long, default_value_t = FaviconOptions::default().background_colour)]
    background_color: String,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let bytes = input::read_bytes(args.file.as_deref())?;
    if looks_like_svg(&bytes) {
        bail!("SVG is not supported on the command line (it has no SVG renderer): export the SVG to PNG first");
    }
    let image = native::decode(&bytes)?.image;
    let options = FaviconOptions {
        name: args.name,
        short_name: args.short_name,
        theme_colour: args.theme_color,
        background_colour: args.background_color,
    };
    let set = favicon::favicons(&image, &options)?;
    let directory = &args.out_dir;
    std::fs::create_dir_all(directory).with_context(|| format!("cannot create {}", directory.display()))?;
    for file in &set.files {
        let path = directory.join(&file.name);
        std::fs::write(&path, &file.bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    print!("{}", set.link_tags);
    Ok(())
}

/// An XML or SVG text rather than a raster file: its first non-blank byte opens a tag.
fn looks_like_svg(bytes: &[u8]) -> bool {
    let text = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    text.iter().find(|byte| !byte.is_ascii_whitespace()) == Some(&b'<')
}
