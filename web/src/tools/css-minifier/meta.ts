import { Paintbrush } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`CSS Minifier`,
  slug: "css-minifier",
  category: "developer",
  order: 6,
  icon: Paintbrush,
  description: msg`Minify CSS stylesheets to cut their size and speed up your site.`,
  keywords: ["css", "minify", "compress", "stylesheet", "optimize"],
  // Not the spec's 'Advanced minification': the free page already runs lightningcss at full strength.
  premiumExtras: [msg`Batch processing`, msg`Custom rules`, msg`Variable renaming`, msg`Tree shaking`],
  page: () => import("./Page"),
};

export default meta;
