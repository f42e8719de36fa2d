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
  premiumExtras: ["Advanced minification", "Batch processing", "Custom rules", "Variable renaming", "Tree shaking"],
  page: () => import("./Page"),
};

export default meta;
