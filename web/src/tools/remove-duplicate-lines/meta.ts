import { ListX } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Remove Duplicate Lines",
  slug: "remove-duplicate-lines",
  category: "text-writing",
  order: 2,
  icon: ListX,
  description: "Remove repeated lines from lists and text, with options for case, spaces and sorting.",
  keywords: ["duplicate", "lines", "dedupe", "unique", "list", "clean"],
  premiumExtras: ["Batch processing"],
  page: () => import("./Page"),
};

export default meta;
