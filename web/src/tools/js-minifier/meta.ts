import { Code } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`JS Minifier`,
  slug: "js-minifier",
  category: "developer",
  order: 7,
  icon: Code,
  description: msg`Minify JavaScript code to reduce its size for production.`,
  keywords: ["javascript", "js", "minify", "compress", "uglify", "optimize"],
  heading: msg`JavaScript Minifier`,
  // The spec's list also sells advanced minification, variable renaming and tree shaking: the free page gives
  // all three (its Advanced Compression options, what terser and esbuild do).
  premiumExtras: [msg`Batch processing`, msg`Custom rules`],
  premiumTitle: msg`Premium JavaScript Tools`,
  page: () => import("./Page"),
};

export default meta;
