import { PenTool } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`SVG Converter`,
  slug: "svg-converter",
  category: "image-media",
  order: 6,
  icon: PenTool,
  description: msg`Turn raster images into SVG, or render SVG files as PNG or JPG at any scale.`,
  keywords: ["svg", "vector", "convert", "png", "jpg", "raster"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
