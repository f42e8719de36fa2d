import { Image } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`WebP Converter`,
  slug: "webp-converter",
  category: "image-media",
  order: 5,
  icon: Image,
  description: msg`Convert images to WebP for smaller files, or WebP back to JPG and PNG.`,
  keywords: ["webp", "convert", "image", "jpg", "png"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
