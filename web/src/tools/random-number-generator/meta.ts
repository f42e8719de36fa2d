import { Dices } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Random Number Generator",
  slug: "random-number-generator",
  category: "fun-viral",
  order: 1,
  icon: Dices,
  description: "Generate random numbers in any range, with or without duplicates and decimals.",
  keywords: ["random", "number", "generator", "rng", "dice", "lottery", "range"],
  premiumExtras: ["Saved presets"],
  page: () => import("./Page"),
};

export default meta;
