import { FileImage } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Images to PDF`,
  slug: "images-to-pdf",
  category: "image-media",
  order: 15,
  icon: FileImage,
  description: msg`Put JPG and PNG images into one PDF, a page each, on A4, Letter or pages the size of each image.`,
  keywords: ["pdf", "jpg to pdf", "png to pdf", "images", "photos", "scan", "convert", "combine"],
  premiumExtras: [msg`Compress large photos to a smaller PDF`],
  page: () => import("./Page"),
};

export default meta;
