import { Hash } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Hashtag Generator`,
  slug: "hashtag-generator",
  category: "text-writing",
  order: 6,
  icon: Hash,
  description: msg`Generate relevant hashtags for your posts by topic and description.`,
  keywords: ["hashtags", "instagram", "tiktok", "social media", "tags"],
  premiumExtras: [msg`Trending hashtag insights`, msg`Saved hashtag sets`],
  page: () => import("./Page"),
};

export default meta;
