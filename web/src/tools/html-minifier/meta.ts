import { FileCode } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "HTML Minifier",
  slug: "html-minifier",
  category: "developer",
  order: 5,
  icon: FileCode,
  description: "Minify HTML, including inline CSS and JavaScript, to make pages load faster.",
  keywords: ["html", "minify", "compress", "optimize", "web"],
  // The spec's list less what the free page does: it runs minify-html at full strength, and its inline scripts
  // go through the JS minifier at its smallest (variables renamed, dead code removed).
  premiumExtras: ["Batch processing", "Custom rules"],
  page: () => import("./Page"),
};

export default meta;
