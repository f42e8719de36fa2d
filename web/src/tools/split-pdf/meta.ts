import { Scissors } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Split PDF`,
  slug: "split-pdf",
  category: "image-media",
  order: 14,
  icon: Scissors,
  description: msg`Keep the pages you choose from a PDF, or save every page as its own file, right in your browser.`,
  keywords: ["pdf", "split", "extract", "pages", "page range", "separate", "zip"],
  premiumExtras: [msg`Split by bookmarks or file size`],
  page: () => import("./Page"),
};

export default meta;
