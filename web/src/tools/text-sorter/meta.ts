import { ArrowDownAZ } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Text Sorter`,
  slug: "text-sorter",
  category: "text-writing",
  order: 9,
  icon: ArrowDownAZ,
  description: msg`Sort lines A to Z, naturally, by number or length, or shuffle them, with trimming and unique lines.`,
  keywords: ["sort", "lines", "alphabetical", "natural", "numeric", "shuffle", "order", "list"],
  premiumExtras: [msg`Batch processing`],
  page: () => import("./Page"),
};

export default meta;
