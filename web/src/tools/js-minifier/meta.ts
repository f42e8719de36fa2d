import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "JS Minifier",
  slug: "js-minifier",
  category: "developer",
  description: "Minify JavaScript code to reduce its size for production.",
  keywords: ["javascript", "js", "minify", "compress", "uglify", "optimize"],
  premiumExtras: ["Advanced minification", "Batch processing", "Custom rules", "Variable renaming", "Tree shaking"],
};

export default meta;
