import { ImageDown } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`JPG to PNG`,
  slug: "jpg-to-png",
  category: "image-media",
  order: 4,
  icon: ImageDown,
  description: msg`Convert JPG photos to lossless PNG images.`,
  keywords: ["jpg", "jpeg", "png", "convert", "image", "lossless"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
