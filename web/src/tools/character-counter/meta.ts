import { Type } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Character Counter`,
  slug: "character-counter",
  category: "text-writing",
  order: 4,
  icon: Type,
  description: msg`Count characters and check your text against social media length limits.`,
  keywords: ["characters", "count", "length", "twitter", "limit", "social media"],
  premiumExtras: [msg`Readability scores`, msg`Keyword density`, msg`Custom platform limits`],
  page: () => import("./Page"),
};

export default meta;
