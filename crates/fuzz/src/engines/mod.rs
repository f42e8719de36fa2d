//! The engines under fuzzing, one target each, grouped as the core crate groups them.

mod developer;
mod generators;
mod images;
mod minifiers;
mod raster;
mod text;

use crate::input::FuzzInput;

/// One fuzz target per engine. The name is the target's name everywhere: `FUZZ_ENGINE`, the seed, corpus and
/// crash folders, and `make fuzz FUZZ_ENGINES=…`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Json,
    Markdown,
    MinifyHtml,
    MinifyCss,
    MinifyJs,
    Base64,
    TextCase,
    TextDedupe,
    WordStats,
    CharStats,
    Password,
    Username,
    Lorem,
    Hashtags,
    RandomNumbers,
    Wheel,
    SvgSanitize,
    SvgTrace,
    PngStrip,
    PngBands,
    RasterPipeline,
    ImageMetadata,
}

impl Engine {
    pub const ALL: [Engine; 22] = [
        Engine::Json,
        Engine::Markdown,
        Engine::MinifyHtml,
        Engine::MinifyCss,
        Engine::MinifyJs,
        Engine::Base64,
        Engine::TextCase,
        Engine::TextDedupe,
        Engine::WordStats,
        Engine::CharStats,
        Engine::Password,
        Engine::Username,
        Engine::Lorem,
        Engine::Hashtags,
        Engine::RandomNumbers,
        Engine::Wheel,
        Engine::SvgSanitize,
        Engine::SvgTrace,
        Engine::PngStrip,
        Engine::PngBands,
        Engine::RasterPipeline,
        Engine::ImageMetadata,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Engine::Json => "json",
            Engine::Markdown => "markdown",
            Engine::MinifyHtml => "minify-html",
            Engine::MinifyCss => "minify-css",
            Engine::MinifyJs => "minify-js",
            Engine::Base64 => "base64",
            Engine::TextCase => "text-case",
            Engine::TextDedupe => "text-dedupe",
            Engine::WordStats => "word-stats",
            Engine::CharStats => "char-stats",
            Engine::Password => "password",
            Engine::Username => "username",
            Engine::Lorem => "lorem",
            Engine::Hashtags => "hashtags",
            Engine::RandomNumbers => "random-numbers",
            Engine::Wheel => "wheel",
            Engine::SvgSanitize => "svg-sanitize",
            Engine::SvgTrace => "svg-trace",
            Engine::PngStrip => "png-strip",
            Engine::PngBands => "png-bands",
            Engine::RasterPipeline => "raster-pipeline",
            Engine::ImageMetadata => "image-metadata",
        }
    }

    pub fn from_name(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|engine| engine.name() == name)
    }

    /// Runs the engine on one fuzzer input; panics when something that must hold for every input does not.
    pub fn run(self, data: &[u8]) {
        let text_input = || FuzzInput::new(data);
        match self {
            Engine::Json => developer::json(text_input()),
            Engine::Markdown => developer::markdown(text_input()),
            Engine::MinifyHtml => minifiers::html(text_input()),
            Engine::MinifyCss => minifiers::css(text_input()),
            Engine::MinifyJs => minifiers::js(text_input()),
            Engine::Base64 => developer::base64(text_input()),
            Engine::TextCase => text::case(text_input()),
            Engine::TextDedupe => text::dedupe(text_input()),
            Engine::WordStats => text::word_stats(text_input()),
            Engine::CharStats => text::char_stats(text_input()),
            Engine::Password => generators::password(text_input()),
            Engine::Username => generators::username(text_input()),
            Engine::Lorem => generators::lorem(text_input()),
            Engine::Hashtags => generators::hashtags(text_input()),
            Engine::RandomNumbers => generators::random_numbers(text_input()),
            Engine::Wheel => generators::wheel(text_input()),
            Engine::SvgSanitize => images::svg_sanitize(text_input()),
            Engine::SvgTrace => images::svg_trace(text_input()),
            Engine::PngStrip => raster::png_strip(data),
            Engine::PngBands => {
                let (options, bytes) = FuzzInput::with_file(data);
                raster::png_bands(options, bytes)
            }
            Engine::RasterPipeline => {
                let (options, file) = FuzzInput::with_file(data);
                raster::pipeline(options, file)
            }
            Engine::ImageMetadata => raster::image_metadata(data),
        }
    }
}
