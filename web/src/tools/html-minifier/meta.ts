import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "HTML Minifier",
  slug: "html-minifier",
  category: "developer",
  description: "Minify HTML, including inline CSS and JavaScript, to make pages load faster.",
  keywords: ["html", "minify", "compress", "optimize", "web"],
  premiumExtras: ["Advanced minification", "Batch processing", "Custom rules", "Variable renaming", "Tree shaking"],
  page: () => import("./Page"),
};

export default meta;
