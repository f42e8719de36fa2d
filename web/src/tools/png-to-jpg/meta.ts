import { FileImage } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`PNG to JPG`,
  slug: "png-to-jpg",
  category: "image-media",
  order: 3,
  icon: FileImage,
  description: msg`Convert PNG images to JPG with adjustable quality and a background colour for transparency.`,
  keywords: ["png", "jpg", "jpeg", "convert", "image", "transparency"],
  premiumExtras: [msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
