//! The engines under fuzzing, one target each, grouped as the core crate groups them.

mod developer;
mod generators;
mod images;
mod minifiers;
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
}

impl Engine {
    pub const ALL: [Engine; 18] = [
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
        }
    }

    pub fn from_name(name: &str) -> Option<Engine> {
        Engine::ALL.into_iter().find(|engine| engine.name() == name)
    }

    /// Runs the engine on one fuzzer input; panics when something that must hold for every input does not.
    pub fn run(self, data: &[u8]) {
        let input = FuzzInput::new(data);
        match self {
            Engine::Json => developer::json(input),
            Engine::Markdown => developer::markdown(input),
            Engine::MinifyHtml => minifiers::html(input),
            Engine::MinifyCss => minifiers::css(input),
            Engine::MinifyJs => minifiers::js(input),
            Engine::Base64 => developer::base64(input),
            Engine::TextCase => text::case(input),
            Engine::TextDedupe => text::dedupe(input),
            Engine::WordStats => text::word_stats(input),
            Engine::CharStats => text::char_stats(input),
            Engine::Password => generators::password(input),
            Engine::Username => generators::username(input),
            Engine::Lorem => generators::lorem(input),
            Engine::Hashtags => generators::hashtags(input),
            Engine::RandomNumbers => generators::random_numbers(input),
            Engine::Wheel => generators::wheel(input),
            Engine::SvgSanitize => images::svg_sanitize(input),
            Engine::SvgTrace => images::svg_trace(input),
        }
    }
}
