// The peers' options that match what penknife does with every option on (its CLI default), so the sizes compare
// like with like. html-minifier-terser does nothing unless asked; these are the switches minify-html always or
// optionally applies (whitespace, comments, optional tags, redundant/empty attributes, inline CSS and JS,
// boolean attributes, attribute quotes, short doctype, default type attributes).
export const HTML_MINIFIER_OPTIONS = {
  collapseWhitespace: true,
  removeComments: true,
  removeOptionalTags: true,
  removeRedundantAttributes: true,
  removeEmptyAttributes: true,
  minifyCSS: true,
  minifyJS: true,
  collapseBooleanAttributes: true,
  removeAttributeQuotes: true,
  useShortDoctype: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  decodeEntities: true,
};
