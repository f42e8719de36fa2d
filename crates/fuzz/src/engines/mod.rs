//! The engines under fuzzing, one target each, grouped as the core crate groups them. Every target is listed once,
//! in [`for_each_engine!`]: a new one is a function in one of these modules and one line there.

mod base;
mod color;
mod convert;
mod csv;
mod datauri;
mod developer;
mod diff;
mod entities;
mod generators;
mod hash;
mod images;
mod images_to_pdf;
mod jwt;
mod minifiers;
mod pdf;
mod qr;
mod qr_read;
mod raster;
mod slug;
mod sql;
mod subnet;
mod text;
mod time;
mod url;
mod uuid;
mod xml;

use crate::input::FuzzInput;

/// Every fuzz target, one line each: its variant, its test's name in `tests/smoke.rs`, its name (`FUZZ_ENGINE`, the
/// seed, corpus and crash folders, `make fuzz FUZZ_ENGINES=…`) and how it runs one fuzzer input. Hands the list to
/// `$then!`: [`define_engines!`] here, the smoke tests' generator there.
#[macro_export]
macro_rules! for_each_engine {
    ($then:ident) => {
        $then! {
            Json json "json" => |data| developer::json(FuzzInput::new(data)),
            Markdown markdown "markdown" => |data| developer::markdown(FuzzInput::new(data)),
            MinifyHtml minify_html "minify-html" => |data| minifiers::html(FuzzInput::new(data)),
            MinifyCss minify_css "minify-css" => |data| minifiers::css(FuzzInput::new(data)),
            MinifyJs minify_js "minify-js" => |data| minifiers::js(FuzzInput::new(data)),
            Base64 base64 "base64" => |data| developer::base64(FuzzInput::new(data)),
            TextCase text_case "text-case" => |data| text::case(FuzzInput::new(data)),
            TextDedupe text_dedupe "text-dedupe" => |data| text::dedupe(FuzzInput::new(data)),
            TextSort text_sort "text-sort" => |data| text::sort(FuzzInput::new(data)),
            WordStats word_stats "word-stats" => |data| text::word_stats(FuzzInput::new(data)),
            CharStats char_stats "char-stats" => |data| text::char_stats(FuzzInput::new(data)),
            Password password "password" => |data| generators::password(FuzzInput::new(data)),
            Username username "username" => |data| generators::username(FuzzInput::new(data)),
            Lorem lorem "lorem" => |data| generators::lorem(FuzzInput::new(data)),
            Hashtags hashtags "hashtags" => |data| generators::hashtags(FuzzInput::new(data)),
            RandomNumbers random_numbers "random-numbers" => |data| generators::random_numbers(FuzzInput::new(data)),
            Wheel wheel "wheel" => |data| generators::wheel(FuzzInput::new(data)),
            SvgSanitize svg_sanitize "svg-sanitize" => |data| images::svg_sanitize(FuzzInput::new(data)),
            SvgTrace svg_trace "svg-trace" => |data| images::svg_trace(FuzzInput::new(data)),
            PngStrip png_strip "png-strip" => |data| raster::png_strip(data),
            PngBands png_bands "png-bands" => |data| { let (options, file) = FuzzInput::with_file(data); raster::png_bands(options, file) },
            RasterPipeline raster_pipeline "raster-pipeline" => |data| { let (options, file) = FuzzInput::with_file(data); raster::pipeline(options, file) },
            ImageMetadata image_metadata "image-metadata" => |data| raster::image_metadata(data),
            Favicon favicon "favicon" => |data| raster::favicon(FuzzInput::new(data)),
            ImageCrop image_crop "image-crop" => |data| { let (options, file) = FuzzInput::with_file(data); raster::crop(options, file) },
            Avif avif "avif" => |data| raster::avif(FuzzInput::new(data)),
            Url url "url" => |data| url::fuzz(FuzzInput::new(data)),
            Sql sql "sql" => |data| sql::fuzz(FuzzInput::new(data)),
            Color color "color" => |data| color::fuzz(FuzzInput::new(data)),
            Convert convert "convert" => |data| convert::fuzz(FuzzInput::new(data)),
            Diff diff "diff" => |data| diff::fuzz(FuzzInput::new(data)),
            Csv csv "csv" => |data| csv::fuzz(data),
            Datauri datauri "datauri" => |data| datauri::fuzz(data),
            Hash hash "hash" => |data| hash::fuzz(FuzzInput::new(data)),
            Entities entities "entities" => |data| entities::fuzz(FuzzInput::new(data)),
            Time time "time" => |data| time::fuzz(FuzzInput::new(data)),
            Uuid uuid "uuid" => |data| uuid::fuzz(FuzzInput::new(data)),
            Base base "base" => |data| base::fuzz(FuzzInput::new(data)),
            Jwt jwt "jwt" => |data| jwt::fuzz(FuzzInput::new(data)),
            Xml xml "xml" => |data| xml::fuzz(FuzzInput::new(data)),
            Subnet subnet "subnet" => |data| subnet::fuzz(FuzzInput::new(data)),
            Slug slug "slug" => |data| slug::fuzz(FuzzInput::new(data)),
            Qr qr "qr" => |data| qr::fuzz(FuzzInput::new(data)),
            QrRead qr_read "qr-read" => |data| { let (options, file) = FuzzInput::with_file(data); qr_read::fuzz(options, file) },
            Pdf pdf "pdf" => |data| pdf::fuzz(data),
            ImagesToPdf images_to_pdf "images-to-pdf" => |data| images_to_pdf::fuzz(data),
        }
    };
}

/// The [`Engine`] enum, its names and its dispatch, from [`for_each_engine!`]'s list.
macro_rules! define_engines {
    ($($variant:ident $test:ident $name:literal => $run:expr,)+) => {
        /// One fuzz target per engine.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Engine {
            $($variant,)+
        }

        impl Engine {
            pub const ALL: &[Engine] = &[$(Engine::$variant,)+];

            pub fn name(self) -> &'static str {
                match self {
                    $(Engine::$variant => $name,)+
                }
            }

            /// Runs the engine on one fuzzer input; panics when something that must hold for every input does not.
            #[allow(clippy::redundant_closure_call, reason = "each line of the list says how its target runs as a closure")]
            pub fn run(self, data: &[u8]) {
                match self {
                    $(Engine::$variant => ($run)(data),)+
                }
            }
        }
    };
}

for_each_engine!(define_engines);

impl Engine {
    pub fn from_name(name: &str) -> Option<Engine> {
        Engine::ALL.iter().copied().find(|engine| engine.name() == name)
    }
}
