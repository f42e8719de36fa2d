use anyhow::{Context, bail};
use clap::{Args, Subcommand, ValueEnum};
use penknife_core::pdf::{self as engine, ImagesOptions, Orientation, PageSize, Source};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

/// Merges PDFs into one (`penknife pdf merge a.pdf b.pdf -o out.pdf`), or splits one by page ranges
/// (`penknife pdf split in.pdf --pages 1-3,5,8- -o out.pdf`) or into a ZIP of single pages (`--each -o pages.zip`),
/// or makes one of JPEGs and PNGs (`penknife pdf from-images a.jpg b.png --page a4 -o out.pdf`). Encrypted and
/// damaged files are refused by name; at most 100 MB of files and 2,000 pages at once. The output goes to -o, or to
/// standard output when that is not a terminal.
#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Merge the PDFs' pages, in the order given, into one PDF.
    Merge {
        /// The PDFs to merge (at least one).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Where to write the merged PDF (default: standard output, when it is not a terminal).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Keep some pages of a PDF, in the order given, or write every page to its own PDF in a ZIP.
    Split {
        /// The PDF to split.
        file: PathBuf,
        /// The pages to keep, such as 1-3,5,8- (8- is 8 to the last page); a page may be named twice.
        #[arg(short, long, required_unless_present = "each", conflicts_with = "each")]
        pages: Option<String>,
        /// Write every page to its own PDF (page-001.pdf, …) in a ZIP instead.
        #[arg(long)]
        each: bool,
        /// Where to write the PDF or the ZIP (default: standard output, when it is not a terminal).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Put JPEGs and PNGs, one a page in the order given, into one PDF. JPEGs go in as they are (no re-encoding);
    /// each image is centred and shrunk to fit inside the margin, never enlarged.
    FromImages {
        /// The JPEG and PNG files (at least one).
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The paper: A4, Letter, or each page the size of its image (a pixel a point).
        #[arg(long, value_enum, default_value = "a4")]
        page: Page,
        /// Which way up the paper goes; auto turns each page to match its image.
        #[arg(long, value_enum, default_value = "auto")]
        orientation: Turn,
        /// The blank border on every side, in millimetres (0 to 50).
        #[arg(long, default_value_t = 0.0)]
        margin: f64,
        /// Where to write the PDF (default: standard output, when it is not a terminal).
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Page {
    A4,
    Letter,
    Fit,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Turn {
    Auto,
    Portrait,
    Landscape,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    match args.action {
        Action::Merge { files, output } => {
            let inputs = files.iter().map(|path| read(path)).collect::<anyhow::Result<Vec<_>>>()?;
            let sources: Vec<Source<'_>> = inputs.iter().map(|(name, bytes)| Source { name, bytes }).collect();
            write(output.as_deref(), &engine::merge(&sources)?)
        }
        Action::Split { file, pages, each, output } => {
            let (name, bytes) = read(&file)?;
            let source = Source { name: &name, bytes: &bytes };
            let result = match pages {
                Some(pages) if !each => engine::split(source, &pages)?,
                _ => engine::split_each(source)?,
            };
            write(output.as_deref(), &result)
        }
        Action::FromImages { files, page, orientation, margin, output } => {
            let inputs = files.iter().map(|path| read(path)).collect::<anyhow::Result<Vec<_>>>()?;
            let sources: Vec<Source<'_>> = inputs.iter().map(|(name, bytes)| Source { name, bytes }).collect();
            let options = ImagesOptions {
                page: match page {
                    Page::A4 => PageSize::A4,
                    Page::Letter => PageSize::Letter,
                    Page::Fit => PageSize::Fit,
                },
                orientation: match orientation {
                    Turn::Auto => Orientation::Auto,
                    Turn::Portrait => Orientation::Portrait,
                    Turn::Landscape => Orientation::Landscape,
                },
                margin_mm: margin,
            };
            write(output.as_deref(), &engine::images_to_pdf(&sources, &options)?)
        }
    }
}

/// The file's name (as the engine's messages name it) and its bytes.
fn read(path: &Path) -> anyhow::Result<(String, Vec<u8>)> {
    let name = path.file_name().map_or_else(|| path.display().to_string(), |name| name.to_string_lossy().into_owned());
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    Ok((name, bytes))
}

/// Binary output: to `output`, or to standard output unless that is a terminal, which it would only garble.
fn write(output: Option<&Path>, bytes: &[u8]) -> anyhow::Result<()> {
    if let Some(output) = output {
        return std::fs::write(output, bytes).with_context(|| format!("cannot write {}", output.display()));
    }
    let mut stdout = std::io::stdout().lock();
    if stdout.is_terminal() {
        bail!("the output is binary: give -o FILE, or redirect standard output to a file");
    }
    stdout.write_all(bytes)?;
    Ok(())
}
