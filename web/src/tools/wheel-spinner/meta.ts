import { FerrisWheel } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "Wheel Spinner",
  slug: "wheel-spinner",
  category: "fun-viral",
  order: 2,
  icon: FerrisWheel,
  description: "Spin a colourful wheel to pick a random winner from your own options.",
  keywords: ["wheel", "spin", "random", "picker", "decision", "raffle"],
  premiumExtras: ["Custom themes", "Saved wheels", "Weighted options"],
  page: () => import("./Page"),
};

export default meta;
