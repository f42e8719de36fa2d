import { FileImage } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`AVIF Converter`,
  slug: "avif-converter",
  category: "image-media",
  order: 12,
  icon: FileImage,
  description: msg`Convert JPG, PNG and WebP images to AVIF for much smaller files, or AVIF back to JPG and PNG.`,
  keywords: ["avif", "av1", "convert", "image", "jpg", "png", "webp"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
