import { FerrisWheel } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Wheel Spinner`,
  slug: "wheel-spinner",
  category: "fun-viral",
  order: 2,
  icon: FerrisWheel,
  description: msg`Spin a colourful wheel to pick a random winner from your own options.`,
  keywords: ["wheel", "spin", "random", "picker", "decision", "raffle"],
  premiumExtras: [msg`Custom themes`, msg`Saved wheels`, msg`Weighted options`],
  page: () => import("./Page"),
};

export default meta;
