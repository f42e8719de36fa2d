//! The HTML minifier bundle (`minify-html`). It carries no CSS or JS engine: for inline code it calls the
//! `minify-css` and `minify-js` bundles' functions, which the page loads only when their option is on.

use js_sys::{Array, Function, Reflect};
use penknife_core::minify::css::{CssMinifyError, CssMinifyOptions};
use penknife_core::minify::html::{self as engine, HtmlMinifyOptions, InlineEngines};
use penknife_core::minify::js::{JsMinifyError, JsMinifyOptions, ProgramKind};
use penknife_core::minify::nesting::TooDeep;
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

/// Why a call into another bundle failed, as that bundle's refusal (its `detail`) says: nested too deep, or the
/// parser's words at a place; anything else as text.
enum Failure {
    TooDeep(TooDeep),
    Syntax { message: String, line: usize, column: usize },
    Other(String),
}

impl BundleEngines {
    /// Calls the function `name` with `args`.
    fn call(&self, name: &str, args: &[JsValue]) -> Result<JsValue, Failure> {
        let function = Reflect::get(&self.0, &name.into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
        let Some(function) = function else {
            return Err(Failure::Other(format!("the page gave no `{name}` engine")));
        };
        function.apply(&JsValue::NULL, &args.iter().collect::<Array>()).map_err(|thrown| Failure::from(&thrown))
    }
}

/// `value[name]`, when it is there.
fn field(value: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(value, &name.into()).ok().filter(|v| !v.is_undefined() && !v.is_null())
}

impl From<&JsValue> for Failure {
    /// A bundle's refusal (`detail: { kind, params }`, crate::js_error), or anything else thrown, as text.
    fn from(thrown: &JsValue) -> Self {
        let detail = field(thrown, "detail");
        let kind = detail.as_ref().and_then(|detail| field(detail, "kind")).and_then(|kind| kind.as_string());
        let params = detail.as_ref().and_then(|detail| field(detail, "params"));
        let param = |name: &str| params.as_ref().and_then(|params| field(params, name));
        let number = |name: &str| param(name).and_then(|v| v.as_f64()).map(|n| n as usize);
        let place = number("line").zip(number("column"));
        let message = param("message").and_then(|v| v.as_string());
        match (kind.as_deref(), place, number("limit"), message) {
            (Some("tooDeep"), Some((line, column)), Some(limit), _) => Self::TooDeep(TooDeep { limit, line, column }),
            (Some("syntax" | "parse"), Some((line, column)), _, Some(message)) => {
                Self::Syntax { message, line, column }
            }
            _ => {
                let text = field(thrown, "message").and_then(|v| v.as_string()).or_else(|| thrown.as_string());
                Self::Other(text.unwrap_or_else(|| "the engine failed".to_owned()))
            }
        }
    }
}

impl From<Failure> for JsMinifyError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::TooDeep(too_deep) => Self::TooDeep(too_deep),
            Failure::Syntax { message, line, column } => Self::Syntax { message, line, column, related: None },
            Failure::Other(message) => Self::Engine(message),
        }
    }
}

impl From<Failure> for CssMinifyError {
    fn from(failure: Failure) -> Self {
        match failure {
            Failure::TooDeep(too_deep) => Self::TooDeep(too_deep),
            Failure::Syntax { message, line, column } => {
                Self::Parse { line: line as u32, column: column as u32, message }
            }
            Failure::Other(message) => Self::Engine(message),
        }
    }
}

/// A value for a call, or the failure of making it.
fn arg<T: serde::Serialize>(value: &T) -> Result<JsValue, Failure> {
    to_js(value).map_err(|error| Failure::Other(format!("{:?}", JsValue::from(error))))
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
    let answer: InlineAnswer = from_js(value).map_err(|error| Failure::Other(format!("{:?}", JsValue::from(error))))?;
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
