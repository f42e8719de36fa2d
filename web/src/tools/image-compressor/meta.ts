import { Minimize2 } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Image Compressor`,
  slug: "image-compressor",
  category: "image-media",
  order: 2,
  icon: Minimize2,
  description: msg`Shrink JPG, PNG and WebP images with a quality slider and see how many bytes you save.`,
  keywords: ["compress", "image", "reduce size", "optimize", "jpeg", "quality", "photo"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
