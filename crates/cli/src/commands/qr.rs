//! `penknife qr`: the QR Code Generator, writing SVG; `penknife qr read`: the QR Code Reader.

use crate::input;
use anyhow::Context as _;
use clap::{Args, Subcommand, ValueEnum};
use penknife_core::image::native;
use penknife_core::qr::read::{self as reader, Pixels, TextEncoding};
use penknife_core::qr::{self as engine, Content, Ecc, QrOptions, WifiSecurity};
use std::path::PathBuf;

/// Makes a QR code and writes it as SVG (`penknife qr "https://example.com" > code.svg`). The text comes from the
/// argument, or --file, or standard input; or the code holds a Wi-Fi network (--wifi-ssid), an e-mail
/// (--email-to) or a contact (--contact-name) built from their flags. A warning goes to standard error when the
/// colours may not scan. `penknife qr read photo.png` reads codes instead (`penknife qr -- read` encodes the word).
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct CommandArgs {
    #[command(subcommand)]
    read: Option<QrCommand>,
    // Boxed: its many fields would make every command's value as large as theirs.
    #[command(flatten)]
    args: Box<QrArgs>,
}

#[derive(Debug, Subcommand)]
enum QrCommand {
    /// Reads every QR code in an image (PNG, JPEG, WebP, GIF, BMP or TIFF) and prints each one's text on its own
    /// line, top to bottom; fails when none can be read.
    Read(ReadArgs),
}

#[derive(Debug, Args)]
struct ReadArgs {
    /// The image; reads standard input when absent or `-`.
    file: Option<PathBuf>,
}

#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("kind").args(["text", "file", "wifi_ssid", "email_to", "contact_name"]))]
struct QrArgs {
    /// The text or URL to encode.
    text: Option<String>,
    /// Read the text from a file (`-`: standard input, the default when nothing else is given).
    #[arg(long)]
    file: Option<PathBuf>,
    /// A Wi-Fi network's name (SSID).
    #[arg(long, help_heading = "Wi-Fi")]
    wifi_ssid: Option<String>,
    /// Its password.
    #[arg(long, requires = "wifi_ssid", default_value = "", hide_default_value = true, help_heading = "Wi-Fi")]
    wifi_password: String,
    /// Its security.
    #[arg(long, value_enum, requires = "wifi_ssid", default_value_t = SecurityArg::Wpa, help_heading = "Wi-Fi")]
    wifi_security: SecurityArg,
    /// The network does not broadcast its name.
    #[arg(long, requires = "wifi_ssid", help_heading = "Wi-Fi")]
    wifi_hidden: bool,
    /// An e-mail's address (a `mailto:` link).
    #[arg(long, help_heading = "E-mail")]
    email_to: Option<String>,
    /// Its subject.
    #[arg(long, requires = "email_to", default_value = "", hide_default_value = true, help_heading = "E-mail")]
    email_subject: String,
    /// Its body.
    #[arg(long, requires = "email_to", default_value = "", hide_default_value = true, help_heading = "E-mail")]
    email_body: String,
    /// A contact's name (a vCard).
    #[arg(long, help_heading = "Contact")]
    contact_name: Option<String>,
    /// Its phone number.
    #[arg(long, requires = "contact_name", default_value = "", hide_default_value = true, help_heading = "Contact")]
    contact_phone: String,
    /// Its e-mail address.
    #[arg(long, requires = "contact_name", default_value = "", hide_default_value = true, help_heading = "Contact")]
    contact_email: String,
    /// Its organisation.
    #[arg(long, requires = "contact_name", default_value = "", hide_default_value = true, help_heading = "Contact")]
    contact_org: String,
    /// Its website.
    #[arg(long, requires = "contact_name", default_value = "", hide_default_value = true, help_heading = "Contact")]
    contact_url: String,
    /// Error correction: L (7 %), M (15 %), Q (25 %) or H (30 % of the code may be damaged).
    #[arg(long, value_enum, default_value_t = EccArg::M)]
    ecc: EccArg,
    /// The quiet zone around the code, in modules (0–16).
    #[arg(long, default_value_t = 4)]
    margin: u32,
    /// The SVG's width and height in pixels (64–4096).
    #[arg(long, default_value_t = 512)]
    size: u32,
    /// The code's colour (any CSS colour).
    #[arg(long, default_value = "#000000")]
    fg: String,
    /// The background's colour (any CSS colour).
    #[arg(long, default_value = "#ffffff")]
    bg: String,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum SecurityArg {
    Wpa,
    Wep,
    None,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
#[value(rename_all = "UPPER")]
enum EccArg {
    #[value(alias = "l")]
    L,
    #[value(alias = "m")]
    M,
    #[value(alias = "q")]
    Q,
    #[value(alias = "h")]
    H,
}

pub fn run(CommandArgs { read, args }: CommandArgs) -> anyhow::Result<()> {
    if let Some(QrCommand::Read(ReadArgs { file })) = read {
        return read_codes(file);
    }
    let content = if let Some(ssid) = args.wifi_ssid {
        let security = match args.wifi_security {
            SecurityArg::Wpa => WifiSecurity::Wpa,
            SecurityArg::Wep => WifiSecurity::Wep,
            SecurityArg::None => WifiSecurity::None,
        };
        Content::Wifi { ssid, password: args.wifi_password, security, hidden: args.wifi_hidden }
    } else if let Some(address) = args.email_to {
        Content::Email { address, subject: args.email_subject, body: args.email_body }
    } else if let Some(name) = args.contact_name {
        Content::Contact {
            name,
            phone: args.contact_phone,
            email: args.contact_email,
            organization: args.contact_org,
            url: args.contact_url,
        }
    } else if let Some(text) = args.text {
        Content::Text { text }
    } else {
        let text = input::read_text(args.file.as_deref())?;
        // A file's or a pipe's last line break is the file's, not the text's.
        let text = text.strip_suffix('\n').map_or(&*text, |t| t.strip_suffix('\r').unwrap_or(t)).to_owned();
        Content::Text { text }
    };
    let options = QrOptions {
        ecc: match args.ecc {
            EccArg::L => Ecc::L,
            EccArg::M => Ecc::M,
            EccArg::Q => Ecc::Q,
            EccArg::H => Ecc::H,
        },
        margin: args.margin,
        size: args.size,
        foreground: args.fg,
        background: args.bg,
    };
    let code = engine::generate(&content, &options)?;
    if let Some(warning) = code.warning {
        eprintln!("penknife: warning: {warning}");
    }
    println!("{}", code.svg);
    Ok(())
}

/// `penknife qr read`: the file decoded as the image commands decode it, then every code's text.
fn read_codes(file: Option<PathBuf>) -> anyhow::Result<()> {
    let bytes = input::read_bytes(file.as_deref())?;
    let name = match &file {
        Some(path) if path.as_os_str() != "-" => path.display().to_string(),
        _ => "standard input".to_owned(),
    };
    let image = native::decode(&bytes).with_context(|| format!("cannot open {name} as an image"))?.image;
    let scan = reader::read(Pixels::Rgba(&image.pixels), image.width, image.height)?;
    for (number, code) in scan.codes.iter().enumerate() {
        if code.encoding == TextEncoding::Latin1 {
            eprintln!("penknife: note: code {} is not UTF-8 text: it is read as ISO-8859-1 (Latin-1).", number + 1);
        }
        println!("{}", code.text);
    }
    if scan.unreadable > 0 {
        eprintln!("penknife: warning: {} more QR code(s) found could not be read.", scan.unreadable);
    }
    Ok(())
}
