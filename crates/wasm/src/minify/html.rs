//! The HTML minifier bundle (`minify-html`). It carries no CSS or JS engine: for inline code it calls the
//! `minify-css` and `minify-js` bundles' functions, which the page loads only when their option is on.

use js_sys::{Array, Function, Reflect};
use penknife_core::minify::css::{CssMinifyError, CssMinifyOptions};
use penknife_core::minify::html::{self as engine, HtmlMinifyOptions, InlineEngines};
use penknife_core::minify::js::{JsMinifyError, JsMinifyOptions, ProgramKind};
use penknife_core::minify::{EngineWarning, Minified};
use wasm_bindgen::prelude::*;

use crate::js::{from_js, to_js};
use crate::js_error;

/// HTML → `{ output, stats: { originalSize, minifiedSize, reduction, reductionPercent }, warnings }`.
/// `options` is a plain object of the spec's camelCase switches (missing ones take the spec's defaults;
/// `undefined` means all defaults). `engines` minify inline code: `{ script, styleSheet }`, the
/// `minify-js` bundle's `minifyJs` and the `minify-css` bundle's `minifyCss`;
/// each is needed only when its option is on. Inline code an engine refuses is kept, with a warning.
#[wasm_bindgen(js_name = minifyHtml, unchecked_return_type = "Minified")]
pub fn minify_html(
    input: &str,
    #[wasm_bindgen(unchecked_param_type = "HtmlMinifyOptions | undefined")] options: JsValue,
    #[wasm_bindgen(unchecked_param_type = "InlineEngines")] engines: JsValue,
) -> Result<JsValue, JsValue> {
    let options: HtmlMinifyOptions =
        if options.is_undefined() || options.is_null() { Default::default() } else { from_js(options)? };
    Ok(to_js(&engine::minify_html_with(input, &options, &mut BundleEngines(engines)).map_err(js_error)?)?)
}

/// The spec's defaults for the page's switches, written once (in [`HtmlMinifyOptions::default`]).
#[wasm_bindgen(js_name = htmlMinifyDefaults, unchecked_return_type = "Required<HtmlMinifyOptions>")]
pub fn html_minify_defaults() -> Result<JsValue, JsError> {
    to_js(&HtmlMinifyOptions::default())
}

// The other bundles' functions as this one calls them (their own .d.ts types the same functions).
#[wasm_bindgen(typescript_custom_section)]
const INLINE_ENGINES: &str = r#"
/** Minify inline code: the `minify-js` bundle's `minifyJs` and the `minify-css` bundle's `minifyCss`. */
export interface InlineEngines {
  script?: (code: string, options: JsMinifyOptions, kind: ProgramKind) => Minified;
  styleSheet?: (code: string, options: CssMinifyOptions) => Minified;
}
"#;

/// The functions the page handed in, as the HTML engine's [`InlineEngines`].
struct BundleEngines(JsValue);

/// Why a call into another bundle failed: the engine's reason and, for a parse error, where.
struct Failure {
    reason: String,
    position: Option<(usize, usize)>,
}

impl BundleEngines {
    /// Calls the function `name` with `args`.
    fn call(&self, name: &str, args: &[JsValue]) -> Result<JsValue, Failure> {
        let function = Reflect::get(&self.0, &name.into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
        let Some(function) = function else {
            return Err(Failure { reason: format!("the page gave no `{name}` engine"), position: None });
        };
        function.apply(&JsValue::NULL, &args.iter().collect::<Array>()).map_err(|thrown| Failure::from(&thrown))
    }
}

impl From<&JsValue> for Failure {
    /// A bundle's error (`reason`, `line`, `column` when it has a place), or anything else thrown, as text.
    fn from(thrown: &JsValue) -> Self {
        let field = |name: &str| Reflect::get(thrown, &name.into()).ok().filter(|v| !v.is_undefined());
        let number = |name: &str| field(name).and_then(|v| v.as_f64()).map(|n| n as usize);
        let reason = field("reason")
            .or_else(|| field("message"))
            .and_then(|v| v.as_string())
            .or_else(|| thrown.as_string())
            .unwrap_or_else(|| "the engine failed".to_owned());
        Self { reason, position: number("line").zip(number("column")) }
    }
}

impl From<Failure> for JsMinifyError {
    fn from(failure: Failure) -> Self {
        match failure.position {
            Some((line, column)) => Self::Syntax { message: failure.reason, line, column, related: None },
            None => Self::Engine(failure.reason),
        }
    }
}

impl From<Failure> for CssMinifyError {
    fn from(failure: Failure) -> Self {
        match failure.position {
            Some((line, column)) => Self::Parse { line: line as u32, column: column as u32, message: failure.reason },
            None => Self::Engine(failure.reason),
        }
    }
}

/// A value for a call, or the failure of making it.
fn arg<T: serde::Serialize>(value: &T) -> Result<JsValue, Failure> {
    to_js(value).map_err(|error| Failure { reason: format!("{:?}", JsValue::from(error)), position: None })
}

/// What the HTML engine reads of another engine's `Minified`: the output and the warnings' kinds.
#[derive(serde::Deserialize)]
struct InlineAnswer {
    output: String,
    warnings: Vec<Kind>,
}

#[derive(serde::Deserialize)]
struct Kind {
    kind: EngineWarning,
}

/// A call's result for `code`.
fn result(code: &str, value: JsValue) -> Result<Minified, Failure> {
    let answer: InlineAnswer =
        from_js(value).map_err(|error| Failure { reason: format!("{:?}", JsValue::from(error)), position: None })?;
    let warnings = answer.warnings.into_iter().map(|warning| warning.kind.into()).collect();
    Ok(Minified::new(code, answer.output, warnings))
}

impl InlineEngines for BundleEngines {
    fn script(&mut self, code: &str, options: &JsMinifyOptions, kind: ProgramKind) -> Result<Minified, JsMinifyError> {
        let value = self.call("script", &[code.into(), arg(options)?, arg(&kind)?])?;
        Ok(result(code, value)?)
    }

    fn style_sheet(&mut self, code: &str, options: &CssMinifyOptions) -> Result<Minified, CssMinifyError> {
        let value = self.call("styleSheet", &[code.into(), arg(options)?])?;
        Ok(result(code, value)?)
    }
}
