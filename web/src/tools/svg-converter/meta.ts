import { PenTool } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "SVG Converter",
  slug: "svg-converter",
  category: "image-media",
  order: 6,
  icon: PenTool,
  description: "Turn raster images into SVG, or render SVG files as PNG or JPG at any scale.",
  keywords: ["svg", "vector", "convert", "png", "jpg", "raster"],
  premiumExtras: ["Files up to 500MB"],
  page: () => import("./Page"),
};

export default meta;
