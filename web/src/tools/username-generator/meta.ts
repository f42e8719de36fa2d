import { AtSign } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Username Generator`,
  slug: "username-generator",
  category: "text-writing",
  order: 8,
  icon: AtSign,
  description: msg`Generate unique usernames for games, social media and new accounts.`,
  keywords: ["username", "nickname", "gamer tag", "handle", "generator"],
  premiumExtras: [msg`Saved username lists`],
  page: () => import("./Page"),
};

export default meta;
