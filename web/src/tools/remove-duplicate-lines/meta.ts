import { ListX } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Remove Duplicate Lines`,
  slug: "remove-duplicate-lines",
  category: "text-writing",
  order: 2,
  icon: ListX,
  description: msg`Remove repeated lines from lists and text, with options for case, spaces and sorting.`,
  keywords: ["duplicate", "lines", "dedupe", "unique", "list", "clean"],
  premiumExtras: [msg`Batch processing`],
  page: () => import("./Page"),
};

export default meta;
