import { Scaling } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Image Resizer`,
  slug: "image-resizer",
  category: "image-media",
  order: 1,
  icon: Scaling,
  description: msg`Resize images to exact dimensions or social media presets, with the aspect ratio locked or free.`,
  keywords: ["resize", "image", "scale", "dimensions", "instagram", "youtube", "thumbnail", "photo"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
