import { Type } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Character Counter",
  slug: "character-counter",
  category: "text-writing",
  order: 4,
  icon: Type,
  description: "Count characters and check your text against social media length limits.",
  keywords: ["characters", "count", "length", "twitter", "limit", "social media"],
  premiumExtras: ["Readability scores", "Keyword density", "Custom platform limits"],
  page: () => import("./Page"),
};

export default meta;
