//! The three minifier bundles (`minify-html`, `minify-css`, `minify-js`): one engine each. The HTML bundle calls
//! the other two for inline code through functions the page hands it, so it carries neither engine.

#[cfg(feature = "minify-css")]
pub mod css;
#[cfg(feature = "minify-html")]
pub mod html;
#[cfg(feature = "minify-js")]
pub mod js;
