//! Merge PDF, Split PDF and Images to PDF in the `pdf` bundle (penknife_core::pdf): bytes and names in, bytes or a refusal out.

use crate::js::{from_js, to_js};
use crate::js_error;
use penknife_core::pdf::{self as engine, Source};
use wasm_bindgen::prelude::*;

/// How many pages the file has, or why it cannot be read (encrypted, damaged, too large).
#[wasm_bindgen(js_name = pdfPageCount)]
pub fn page_count(name: &str, bytes: &[u8]) -> Result<u32, JsValue> {
    engine::page_count(Source { name, bytes }).map_err(js_error)
}

/// The files a merge is made of, added one by one (a list of byte arrays does not cross the boundary in one call).
#[wasm_bindgen(js_name = PdfMerge)]
#[derive(Debug, Default)]
pub struct Merge {
    files: Vec<(String, Vec<u8>)>,
}

#[wasm_bindgen(js_class = PdfMerge)]
impl Merge {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Merge {
        Merge::default()
    }

    /// Adds the next file, after those already added.
    pub fn add(&mut self, name: String, bytes: Vec<u8>) {
        self.files.push((name, bytes));
    }

    /// Every page of every file added, in order, as one PDF.
    pub fn finish(&self) -> Result<Vec<u8>, JsValue> {
        let sources: Vec<Source<'_>> = self.files.iter().map(|(name, bytes)| Source { name, bytes }).collect();
        engine::merge(&sources).map_err(js_error)
    }
}

/// The merge's download name.
#[wasm_bindgen(js_name = pdfMergedFileName)]
pub fn merged_file_name() -> String {
    engine::MERGED_FILE_NAME.to_owned()
}

/// The pages `ranges` names (`1-3,5,8-`), in that order, as one PDF.
#[wasm_bindgen(js_name = pdfSplit)]
pub fn split(name: &str, bytes: &[u8], ranges: &str) -> Result<Vec<u8>, JsValue> {
    engine::split(Source { name, bytes }, ranges).map_err(js_error)
}

/// Every page as its own PDF in a ZIP.
#[wasm_bindgen(js_name = pdfSplitEach)]
pub fn split_each(name: &str, bytes: &[u8]) -> Result<Vec<u8>, JsValue> {
    engine::split_each(Source { name, bytes }).map_err(js_error)
}

/// Whether `ranges` is valid for a document of `pages` pages: its refusal, with the position, or nothing.
#[wasm_bindgen(js_name = pdfCheckRanges)]
pub fn check_ranges(ranges: &str, pages: u32) -> Result<(), JsValue> {
    engine::parse_ranges(ranges, pages).map(drop).map_err(js_error)
}

/// A split's download name: `report-pages-1-3_5.pdf`, or `report-pages.zip` for every page apart.
#[wasm_bindgen(js_name = pdfSplitFileName)]
pub fn split_file_name(name: &str, ranges: &str, pages: u32, each: bool) -> Result<String, JsValue> {
    if each {
        return Ok(engine::zip_file_name(name));
    }
    let ranges = engine::parse_ranges(ranges, pages).map_err(js_error)?;
    Ok(engine::split_file_name(name, &ranges))
}

/// An image's size in pixels, or why it cannot go into a PDF (not a JPEG or PNG, too large, damaged header).
#[wasm_bindgen(js_name = pdfImageSize, unchecked_return_type = "ImageSize")]
pub fn image_size(name: &str, bytes: &[u8]) -> Result<JsValue, JsValue> {
    let size = engine::image_size(Source { name, bytes }).map_err(js_error)?;
    Ok(to_js(&size)?)
}

/// The images a PDF is made of, added one by one, like [`Merge`].
#[wasm_bindgen(js_name = PdfFromImages)]
#[derive(Debug, Default)]
pub struct FromImages {
    files: Vec<(String, Vec<u8>)>,
}

#[wasm_bindgen(js_class = PdfFromImages)]
impl FromImages {
    #[wasm_bindgen(constructor)]
    pub fn new() -> FromImages {
        FromImages::default()
    }

    /// Adds the next image, after those already added.
    pub fn add(&mut self, name: String, bytes: Vec<u8>) {
        self.files.push((name, bytes));
    }

    /// One page an image, in order, laid out as `options` says.
    pub fn finish(
        &self,
        #[wasm_bindgen(unchecked_param_type = "ImagesOptions | undefined")] options: JsValue,
    ) -> Result<Vec<u8>, JsValue> {
        let options: engine::ImagesOptions =
            if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
        let sources: Vec<Source<'_>> = self.files.iter().map(|(name, bytes)| Source { name, bytes }).collect();
        engine::images_to_pdf(&sources, &options).map_err(js_error)
    }

    /// The download name: the one image's name with `.pdf`, or `images.pdf`.
    #[wasm_bindgen(js_name = fileName)]
    pub fn file_name(&self) -> String {
        let names: Vec<&str> = self.files.iter().map(|(name, _)| name.as_str()).collect();
        engine::images_file_name(&names)
    }
}

/// The engine's defaults for the page's controls (in [`engine::ImagesOptions::default`]).
#[wasm_bindgen(js_name = pdfImagesDefaults, unchecked_return_type = "Required<ImagesOptions>")]
pub fn images_defaults() -> Result<JsValue, JsError> {
    to_js(&engine::ImagesOptions::default())
}
