import { FileCode } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`HTML Minifier`,
  slug: "html-minifier",
  category: "developer",
  order: 5,
  icon: FileCode,
  description: msg`Minify HTML, including inline CSS and JavaScript, to make pages load faster.`,
  keywords: ["html", "minify", "compress", "optimize", "web"],
  // The spec's list less what the free page does: it runs minify-html at full strength, and its inline scripts
  // go through the JS minifier at its smallest (variables renamed, dead code removed).
  premiumExtras: [msg`Batch processing`, msg`Custom rules`],
  page: () => import("./Page"),
};

export default meta;
