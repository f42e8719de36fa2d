import { Crop } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Image Cropper`,
  slug: "image-cropper",
  category: "image-media",
  order: 9,
  icon: Crop,
  description: msg`Crop an image freely or to 1:1, 4:3, 16:9 or 9:16, rotate it and flip it, keeping its format.`,
  keywords: ["crop", "image", "photo", "rotate", "flip", "aspect ratio", "square", "trim"],
  premiumExtras: [msg`Several images cropped alike`, msg`Files up to 500MB`],
  page: () => import("./Page"),
};

export default meta;
