import { Image } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "WebP Converter",
  slug: "webp-converter",
  category: "image-media",
  order: 5,
  icon: Image,
  description: "Convert images to WebP for smaller files, or WebP back to JPG and PNG.",
  keywords: ["webp", "convert", "image", "jpg", "png"],
  premiumExtras: ["Files up to 500MB"],
  page: () => import("./Page"),
};

export default meta;
