//! Every `penknife` subcommand, listed once in `commands!` below: its help line, then its name and module
//! (`Url(url)`: `url.rs` in this folder, with a clap `CommandArgs` struct and `pub fn run(args: CommandArgs)`).
//! The list declares the modules, the `Command` enum clap parses and its dispatch: a new command is one entry.

pub mod serve;

macro_rules! commands {
    ($($(#[doc = $help:literal])+ $variant:ident($module:ident),)+) => {
        $(pub mod $module;)+

        #[derive(Debug, clap::Subcommand)]
        pub enum Command {
            /// Run the website (the default when no command is given).
            // Boxed: its many settings would make every command's value as large as theirs.
            Serve(Box<serve::ServeArgs>),
            $($(#[doc = $help])+ $variant($module::CommandArgs),)+
        }

        impl Command {
            pub fn run(self) -> anyhow::Result<()> {
                match self {
                    Command::Serve(args) => serve::run(*args),
                    $(Command::$variant(args) => $module::run(args),)+
                }
            }
        }
    };
}

commands! {
    /// Convert an integer of any size between bases (binary, octal, decimal, hexadecimal, any base 2–36).
    Base(base),
    /// Encode to or decode from Base64 (RFC 4648, standard alphabet).
    Base64(base64),
    /// Convert text between cases: camelCase, snake_case, Title Case, …
    Case(case),
    /// Convert a colour between HEX, RGB, HSL, HWB, CMYK, LAB, LCH, OKLCH and CSS names, or check two for contrast.
    Color(color),
    /// Convert between YAML, JSON and TOML (key order kept, YAML anchors resolved, errors with line and column).
    Convert(convert),
    /// Count words or characters and print the statistics.
    Count(count),
    /// Convert CSV to JSON or JSON to CSV (delimiter detected, header row, quoted fields, optional typing).
    Csv(csv),
    /// Turn an image into a data URL (or raw Base64, CSS, an <img> tag), or a pasted data URL or Base64 back into the image.
    Datauri(datauri),
    /// Remove duplicate lines, keeping each line's first occurrence.
    Dedupe(dedupe),
    /// Compare two text files line by line and print their unified diff (exit status 1 when they differ, as diff).
    Diff(diff),
    /// Encode text as HTML entities or decode every HTML5 named, decimal and hexadecimal reference.
    Entities(entities),
    /// Make a site's favicon.ico, Apple and Android icons, web manifest and <link> tags from one image.
    Favicon(favicon),
    /// Print the digests of a file or standard input: MD5, SHA-1, SHA-2, SHA3-256 and BLAKE3 (or their HMACs).
    Hash(hash),
    /// Suggest hashtags for a post.
    Hashtags(hashtags),
    /// Compress, resize or convert images (JPEG, PNG, WebP), several files at once.
    Image(image),
    /// Look up where an IP address is and whose network it is, from local databases.
    Ip(ip),
    /// Format, minify or validate JSON (key order and numbers kept exactly as written).
    Json(json),
    /// Decode a JSON Web Token (header, payload, claims and their dates) and verify its signature with a key.
    Jwt(jwt),
    /// Generate Lorem Ipsum placeholder text.
    Lorem(lorem),
    /// Convert Markdown to HTML (GitHub-flavoured by default; --commonmark for strict CommonMark).
    Markdown(markdown),
    /// Minify HTML, CSS or JavaScript.
    Minify(minify),
    /// Generate strong random passwords.
    Password(password),
    /// Share text through a Penknife server: create a paste (private ones encrypted here) or read one.
    Paste(paste),
    /// Merge PDFs into one, or split one into page ranges or a ZIP of single pages.
    Pdf(pdf),
    /// Make a QR code (SVG) of text, a URL, Wi-Fi, an e-mail or a contact, or read the codes in an image (`qr read`).
    Qr(qr),
    /// Draw random numbers (unbiased, from the system's secure generator).
    Random(random),
    /// Turn text into URL slugs (Unicode transliterated), one per line: separator, case, maximum length.
    Slug(slug),
    /// Sort lines alphabetically, naturally, by number or length, or shuffle them; optionally trimmed and unique.
    Sort(sort),
    /// Format SQL: keywords on their own lines, indented, in the dialect and keyword case you choose.
    Sql(sql),
    /// Calculate an IPv4 or IPv6 subnet: network, broadcast, host range and count, mask; split it or test an address.
    Subnet(subnet),
    /// Convert a Unix timestamp (s, ms, µs or ns, detected) to dates in any time zone, or a date back to timestamps.
    Time(time),
    /// Encode or decode URLs and their parts (percent-encoding), or split a URL into its parts.
    Url(url),
    /// Generate usernames.
    Username(username),
    /// Generate UUIDs (v4, v7) or ULIDs, or inspect one: its version, variant and time.
    Uuid(uuid),
    /// Spin a wheel of options and print the winner.
    Wheel(wheel),
    /// Format, minify or check XML (well-formedness, errors with line and column; no entity is read from outside).
    Xml(xml),
}
