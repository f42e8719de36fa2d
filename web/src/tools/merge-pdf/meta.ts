import { FileStack } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Merge PDF`,
  slug: "merge-pdf",
  category: "image-media",
  order: 13,
  icon: FileStack,
  description: msg`Combine several PDFs into one, in the order you choose, right in your browser.`,
  keywords: ["pdf", "merge", "combine", "join", "pages", "documents"],
  premiumExtras: [msg`Keep bookmarks and form fields`],
  page: () => import("./Page"),
};

export default meta;
