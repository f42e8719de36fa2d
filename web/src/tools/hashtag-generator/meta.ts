import { Hash } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Hashtag Generator",
  slug: "hashtag-generator",
  category: "text-writing",
  order: 6,
  icon: Hash,
  description: "Generate relevant hashtags for your posts by topic and description.",
  keywords: ["hashtags", "instagram", "tiktok", "social media", "tags"],
  premiumExtras: ["Trending hashtag insights", "Saved hashtag sets"],
  page: () => import("./Page"),
};

export default meta;
