import { AtSign } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Username Generator",
  slug: "username-generator",
  category: "text-writing",
  order: 8,
  icon: AtSign,
  description: "Generate unique usernames for games, social media and new accounts.",
  keywords: ["username", "nickname", "gamer tag", "handle", "generator"],
  premiumExtras: ["Saved username lists"],
  page: () => import("./Page"),
};

export default meta;
