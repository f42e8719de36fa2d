//! `penknife image compress|resize|convert|crop|avif FILE…`: the image tools on files, in parallel over the machine's
//! cores as far as memory allows ([`MemoryBudget`]), with the page's codecs and defaults and its download names.

use crate::memory_budget::MemoryBudget;
use anyhow::{Context as _, bail};
use clap::{Args, Subcommand, ValueEnum};
use penknife_core::image::MAX_DIMENSION;
use penknife_core::image::avif::{AVIF_SLIDERS, AvifOptions, encode_avif};
use penknife_core::image::encode::{DEFAULT_QUALITY, EncodeOptions};
use penknife_core::image::geometry::{self, AspectRatio, CropRect, Geometry, Rotation};
use penknife_core::image::metadata::MetadataPolicy;
use penknife_core::image::native::{self, Decoded, SourceFormat};
use penknife_core::image::pipeline::{self, ImageJob, Resize, Source};
use penknife_core::image::quality::{QUALITY_SLIDERS, RESIZE_QUALITY};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

/// PNG to JPG's default quality (spec), used by `convert --format jpeg`.
const CONVERT_JPEG_QUALITY: u8 = QUALITY_SLIDERS.png_to_jpg.default;

#[derive(Debug, Args)]
pub struct CommandArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Compress, keeping each file's format (JPEG → MozJPEG-class JPEG, PNG → optimised lossless PNG, WebP →
    /// WebP; GIF, BMP and TIFF become PNG). Writes {name}_compressed_q{quality}.{ext}.
    Compress {
        #[command(flatten)]
        files: Files,
        /// 1–100 (the page's slider: 10–100, default 80).
        #[arg(long, default_value_t = DEFAULT_QUALITY, value_parser = clap::value_parser!(u8).range(1..=100))]
        quality: u8,
        /// PNG output reduced to a palette at --quality (the page's 'Lossy PNG' switch): often far smaller, not
        /// lossless.
        #[arg(long)]
        lossy_png: bool,
        /// Write this format instead of the input's.
        #[arg(long)]
        format: Option<Format>,
    },
    /// Resize to --width and/or --height (one alone keeps the aspect ratio). Writes resized_{name}.
    Resize {
        #[command(flatten)]
        files: Files,
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DIMENSION)))]
        width: Option<u32>,
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_DIMENSION)))]
        height: Option<u32>,
        /// JPEG or WebP quality, 1–100.
        #[arg(long, default_value_t = RESIZE_QUALITY, value_parser = clap::value_parser!(u8).range(1..=100))]
        quality: u8,
        /// Write this format instead of the input's.
        #[arg(long)]
        format: Option<Format>,
    },
    /// Convert to another format (transparency goes onto white in a JPEG). Writes {name}.{ext}.
    Convert {
        #[command(flatten)]
        files: Files,
        #[arg(long)]
        format: Format,
        /// JPEG or WebP quality, 1–100 (defaults: JPEG 85, WebP 80; PNG is lossless).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=100))]
        quality: Option<u8>,
    },
    /// Crop to --rect (x,y,width,height in pixels of the upright image) or the largest centred --ratio box, then
    /// turn clockwise by --rotate and flip (--flip h, --flip v; after the turn). Keeps each file's format (GIF, BMP
    /// and TIFF become PNG). Writes {name}-cropped.{ext}.
    Crop {
        #[command(flatten)]
        files: Files,
        /// The area to keep: x,y,width,height (e.g. 0,0,800,600). Default: the whole image.
        #[arg(long, value_parser = parse_rect, conflicts_with = "ratio")]
        rect: Option<CropRect>,
        /// The largest box of this shape, centred: free, 1:1, 4:3, 16:9 or 9:16.
        #[arg(long, value_parser = parse_ratio)]
        ratio: Option<AspectRatio>,
        /// Clockwise turn in degrees: 0, 90, 180 or 270.
        #[arg(long, default_value = "0", value_parser = parse_rotation)]
        rotate: Rotation,
        /// Flip the result: h (left ↔ right) or v (top ↔ bottom); give it twice for both.
        #[arg(long, value_parser = ["h", "v"])]
        flip: Vec<String>,
    },
    /// Convert to AVIF (the AVIF Converter: rav1e's AV1 encoder; transparency kept, metadata not). Writes
    /// {name}.avif. AVIF files themselves are not read here: the web page converts them to JPG or PNG.
    Avif {
        #[command(flatten)]
        files: Files,
        /// 1–100: lower is smaller (AVIF's scale: 60 looks about as good as a JPEG at 80).
        #[arg(long, default_value_t = AVIF_SLIDERS.quality.default, value_parser = clap::value_parser!(u8).range(1..=100))]
        quality: u8,
        /// 1 (slowest, a little smaller) to 10 (fastest).
        #[arg(long, default_value_t = AVIF_SLIDERS.speed.default, value_parser = clap::value_parser!(u8).range(1..=10))]
        speed: u8,
    },
}

/// `--rect x,y,width,height`.
fn parse_rect(value: &str) -> Result<CropRect, String> {
    let numbers: Vec<u32> = value.split(',').map(|part| part.trim().parse::<u32>()).collect::<Result<_, _>>().map_err(
        |_| "expected four whole numbers x,y,width,height (e.g. 0,0,800,600)".to_owned(),
    )?;
    match numbers[..] {
        [x, y, width, height] => Ok(CropRect { x, y, width, height }),
        _ => Err("expected four whole numbers x,y,width,height (e.g. 0,0,800,600)".to_owned()),
    }
}

/// `--ratio`: the engine's names of its shapes.
fn parse_ratio(value: &str) -> Result<AspectRatio, String> {
    serde_json::from_value(serde_json::Value::from(value)).map_err(|_| "expected free, 1:1, 4:3, 16:9 or 9:16".to_owned())
}

/// `--rotate`: the engine's names of its turns.
fn parse_rotation(value: &str) -> Result<Rotation, String> {
    serde_json::from_value(serde_json::Value::from(value)).map_err(|_| "expected 0, 90, 180 or 270".to_owned())
}

#[derive(Debug, Args)]
struct Files {
    /// Image files: JPEG, PNG, WebP, GIF, BMP or TIFF.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Where to write the results (default: next to each input).
    #[arg(long)]
    out_dir: Option<PathBuf>,
    /// A photo's EXIF metadata (camera, exposure, date, author) in the results: removed, kept without the GPS
    /// position, or all kept. Kept metadata says the pixels are upright and gives the new size.
    #[arg(long, default_value = "remove", value_parser = parse_metadata_policy)]
    metadata: MetadataPolicy,
    /// Memory the files being worked on may take at once, in MB. Files run side by side, up to one per core,
    /// while the memory their image sizes need fits (about 17 bytes a pixel: 1.7 GB for 100 megapixels); a file
    /// that needs more than the whole budget runs alone. Default: half the memory available (MemAvailable in
    /// /proc/meminfo), else 4096.
    #[arg(long, env = "PENKNIFE_MEMORY_BUDGET", value_name = "MB", value_parser = clap::value_parser!(u64).range(1..))]
    memory_budget: Option<u64>,
}

/// `--metadata`'s values: the page's choices, in the CLI's kebab case.
fn parse_metadata_policy(value: &str) -> Result<MetadataPolicy, String> {
    match value {
        "remove" => Ok(MetadataPolicy::Remove),
        "keep-without-location" => Ok(MetadataPolicy::KeepWithoutLocation),
        "keep-all" => Ok(MetadataPolicy::KeepAll),
        _ => Err("expected remove, keep-without-location or keep-all".to_owned()),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    Jpeg,
    Png,
    Webp,
}

impl Format {
    /// The format a tool keeps for a source: the same, or PNG for the formats Penknife does not write.
    fn keeping(source: SourceFormat) -> Self {
        match source {
            SourceFormat::Jpeg => Self::Jpeg,
            SourceFormat::Webp => Self::Webp,
            SourceFormat::Png | SourceFormat::Gif | SourceFormat::Bmp | SourceFormat::Tiff => Self::Png,
        }
    }

    /// The input's own extension when it names this format (photo.jpeg stays .jpeg), else the usual one.
    fn extension(self, input: &Path) -> String {
        let own = input.extension().and_then(|e| e.to_str()).unwrap_or_default();
        let names: &[&str] = match self {
            Self::Jpeg => &["jpg", "jpeg"],
            Self::Png => &["png"],
            Self::Webp => &["webp"],
        };
        names.iter().find(|name| own.eq_ignore_ascii_case(name)).map_or(names[0], |_| own).to_owned()
    }
}

/// One finished file, for the summary line.
#[derive(Debug)]
struct Done {
    output: PathBuf,
    width: u32,
    height: u32,
    input_bytes: usize,
    output_bytes: usize,
}

pub fn run(args: CommandArgs) -> anyhow::Result<()> {
    let action = args.action;
    if let Action::Resize { width: None, height: None, .. } = action {
        bail!("give --width, --height or both");
    }
    let files = action.files();
    // A missing --out-dir is made (with its parents), so `--out-dir small/` just works.
    if let Some(directory) = &files.out_dir {
        std::fs::create_dir_all(directory).with_context(|| format!("cannot create {}", directory.display()))?;
    }
    let budget = MemoryBudget::new(files.memory_budget.map_or_else(default_memory_budget, |mb| mb << 20));
    let workers = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
    let results = budget.run_all(
        files.files.len(),
        workers,
        |index| {
            let bytes = std::fs::read(&files.files[index]);
            let estimate = bytes.as_ref().map_or(0, |bytes| action.peak_memory(bytes));
            (estimate, bytes)
        },
        |index, bytes| {
            let input = &files.files[index];
            action.process(input, bytes.context("cannot read the file")?).with_context(|| input.display().to_string())
        },
    );
    let mut failed = 0;
    for (input, result) in files.files.iter().zip(results) {
        match result {
            Ok(done) => println!(
                "{} → {} ({}×{}, {} → {} bytes)",
                input.display(),
                done.output.display(),
                done.width,
                done.height,
                done.input_bytes,
                done.output_bytes
            ),
            Err(error) => {
                eprintln!("penknife: {error:#}");
                failed += 1;
            }
        }
    }
    if failed > 0 {
        bail!("{failed} of {} files failed", files.files.len());
    }
    Ok(())
}

impl Action {
    fn files(&self) -> &Files {
        match self {
            Action::Compress { files, .. }
            | Action::Resize { files, .. }
            | Action::Convert { files, .. }
            | Action::Crop { files, .. } => files,
            | Action::Avif { files, .. } => files,
        }
    }

    /// What processing `bytes` will hold at its peak, from the size its header declares (0 when it has none: it
    /// will fail as soon as it is decoded).
    fn peak_memory(&self, bytes: &[u8]) -> u64 {
        native::declared_size(bytes).map_or(0, |(width, height)| pipeline::peak_memory(width, height, self.resize()))
    }

    fn resize(&self) -> Option<Resize> {
        match *self {
            Action::Resize { width, height, .. } => Some(Resize { width, height }),
            Action::Compress { .. } | Action::Convert { .. } | Action::Crop { .. } | Action::Avif { .. } => None,
        }
    }

    /// The job for `bytes` (`input`'s file), decoded, and its output name from `input`'s base name (`None` for
    /// AVIF, which is not the pipeline's: [`encode_avif`]).
    fn job(&self, bytes: &[u8], decoded: &Decoded, input: &Path, base: &str) -> Option<(ImageJob, String)> {
        let source = decoded.format;
        let (format, quality, lossy_png, name) = match *self {
            Action::Crop { rect, ratio, rotate, ref flip, ref files } => {
                let image = &decoded.image;
                let crop = rect.or_else(|| ratio.map(|ratio| geometry::centred_box(image.width, image.height, ratio)));
                let flipped = |direction: &str| flip.iter().any(|f| f == direction);
                let geometry = Geometry { crop, rotate, flip_horizontal: flipped("h"), flip_vertical: flipped("v") };
                let output = geometry::crop_output(bytes, &input.file_name().unwrap_or_default().to_string_lossy());
                let (encoding, metadata) = (output.encoding, files.metadata);
                return Some((ImageJob { geometry: Some(geometry), resize: None, encoding, metadata }, output.file_name));
            }
            Action::Avif { .. } => return None,
            Action::Compress { quality, format, lossy_png, .. } => {
                let format = format.unwrap_or_else(|| Format::keeping(source));
                (format, quality, lossy_png, format!("{base}_compressed_q{quality}"))
            }
            Action::Resize { quality, format, .. } => {
                (format.unwrap_or_else(|| Format::keeping(source)), quality, false, format!("resized_{base}"))
            }
            Action::Convert { format, quality, .. } => {
                let quality = quality.unwrap_or(match format {
                    Format::Jpeg => CONVERT_JPEG_QUALITY,
                    Format::Png | Format::Webp => DEFAULT_QUALITY,
                });
                (format, quality, false, base.to_owned())
            }
        };
        let encoding = match format {
            Format::Jpeg => EncodeOptions::jpeg(quality),
            // The compressor's 'Lossy PNG' quantises below quality 100; otherwise PNG is lossless.
            Format::Png if lossy_png && quality < 100 => EncodeOptions::png_lossy(quality),
            Format::Png => EncodeOptions::png(),
            Format::Webp => EncodeOptions::WebpLossy { quality },
        };
        let job = ImageJob { geometry: None, resize: self.resize(), encoding, metadata: self.files().metadata };
        Some((job, format!("{name}.{}", format.extension(input))))
    }

    fn process(&self, input: &Path, bytes: Vec<u8>) -> anyhow::Result<Done> {
        if is_avif(&bytes) {
            bail!("AVIF files are read by the AVIF Converter web page only: this command has no AVIF decoder");
        }
        let decoded = native::decode(&bytes)?;
        let base = input.file_stem().and_then(|s| s.to_str()).context("the file name is not UTF-8")?;
        let (written, width, height, name) = match self.job(&bytes, &decoded, input, base) {
            Some((job, name)) => {
                let source = Source { file: Some(&bytes), colour_profile: decoded.icc_profile.as_deref() };
                let processed = pipeline::process(decoded.image, source, &job)?;
                (processed.bytes, processed.sizes.width, processed.sizes.height, name)
            }
            None => {
                let Action::Avif { quality, speed, .. } = *self else { bail!("no job for this file") };
                let (width, height) = (decoded.image.width, decoded.image.height);
                (encode_avif(&decoded.image, &AvifOptions { quality, speed })?, width, height, format!("{base}.avif"))
            }
        };
        let directory = match &self.files().out_dir {
            Some(directory) => directory.clone(),
            None => input.parent().map(Path::to_path_buf).unwrap_or_default(),
        };
        let output = directory.join(name);
        if same_file(&output, input) {
            bail!("the result would overwrite the input ({}); use --out-dir", output.display());
        }
        std::fs::write(&output, &written).with_context(|| format!("cannot write {}", output.display()))?;
        Ok(Done { output, width, height, input_bytes: bytes.len(), output_bytes: written.len() })
    }
}

/// Half the memory the system says is available without swapping (Linux's MemAvailable), else 4 GiB.
fn default_memory_budget() -> u64 {
    let available = std::fs::read_to_string("/proc/meminfo").ok().and_then(|meminfo| {
        let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kib << 10)
    });
    available.map_or(4 << 30, |bytes| bytes / 2)
}

/// An AVIF file: an ISO-BMFF `ftyp` box whose major brand is `avif` (a still image) or `avis` (a sequence).
fn is_avif(bytes: &[u8]) -> bool {
    bytes.get(4..8) == Some(b"ftyp") && matches!(bytes.get(8..12), Some(b"avif" | b"avis"))
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
