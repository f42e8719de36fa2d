import { FileText } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Markdown to HTML Converter",
  slug: "markdown-to-html-converter",
  category: "developer",
  order: 8,
  icon: FileText,
  description: "Convert Markdown to clean HTML with a live preview and table of contents.",
  keywords: ["markdown", "md", "html", "convert", "gfm", "preview"],
  premiumExtras: ["Math equations", "Diagrams", "Custom themes", "Batch conversion"],
  premiumTitle: "Premium Markdown Tools",
  page: () => import("./Page"),
};

export default meta;
