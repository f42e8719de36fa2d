//! The three minifier bundles (`minify-html`, `minify-css`, `minify-js`): one engine each.

#[cfg(feature = "minify-css")]
pub mod css;
#[cfg(feature = "minify-html")]
pub mod html;
#[cfg(feature = "minify-js")]
pub mod js;
