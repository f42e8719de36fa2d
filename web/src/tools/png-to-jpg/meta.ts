import { FileImage } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "PNG to JPG",
  slug: "png-to-jpg",
  category: "image-media",
  order: 3,
  icon: FileImage,
  description: "Convert PNG images to JPG with adjustable quality and a background colour for transparency.",
  keywords: ["png", "jpg", "jpeg", "convert", "image", "transparency"],
  premiumExtras: ["Files up to 500MB"],
  page: () => import("./Page"),
};

export default meta;
