import { GitCompare } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Diff Checker`,
  slug: "diff-checker",
  category: "developer",
  order: 21,
  icon: GitCompare,
  description: msg`Compare two texts side by side or unified, by line, word or character, and download the diff.`,
  keywords: ["diff", "compare", "difference", "text compare", "changes", "patch", "unified diff", "merge"],
  premiumExtras: [msg`Compare whole folders`, msg`Three-way merge`],
  page: () => import("./Page"),
};

export default meta;
