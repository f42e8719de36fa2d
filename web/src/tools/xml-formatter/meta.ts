import { FileCode2 } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`XML Formatter`,
  slug: "xml-formatter",
  category: "developer",
  order: 20,
  icon: FileCode2,
  description: msg`Format, minify and check XML: errors with line and column, no outside entity ever read.`,
  keywords: ["xml", "format", "beautify", "pretty print", "minify", "validate", "well-formed", "indent", "xxe"],
  premiumExtras: [msg`Batch processing`, msg`XSD and DTD validation`],
  page: () => import("./Page"),
};

export default meta;
