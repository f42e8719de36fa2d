import { Dices } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Random Number Generator`,
  slug: "random-number-generator",
  category: "fun-viral",
  order: 1,
  icon: Dices,
  description: msg`Generate random numbers in any range, with or without duplicates and decimals.`,
  keywords: ["random", "number", "generator", "rng", "dice", "lottery", "range"],
  premiumExtras: [msg`Saved presets`],
  page: () => import("./Page"),
};

export default meta;
