import { Link2 } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Slug Generator`,
  slug: "slug-generator",
  category: "text-writing",
  order: 10,
  icon: Link2,
  description: msg`Turn titles into clean URL slugs, accents and other scripts transliterated, one per line.`,
  keywords: ["slug", "url", "permalink", "seo", "transliterate", "accents", "title"],
  premiumExtras: [msg`Batch processing`],
  page: () => import("./Page"),
};

export default meta;
