import { FileText } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Markdown to HTML Converter`,
  slug: "markdown-to-html-converter",
  category: "developer",
  order: 8,
  icon: FileText,
  description: msg`Convert Markdown to clean HTML with a live preview and table of contents.`,
  keywords: ["markdown", "md", "html", "convert", "gfm", "preview"],
  premiumExtras: [msg`Math equations`, msg`Diagrams`, msg`Custom themes`, msg`Batch conversion`],
  premiumTitle: msg`Premium Markdown Tools`,
  page: () => import("./Page"),
};

export default meta;
