import { FileCode } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Image to Base64`,
  slug: "image-to-base64",
  category: "image-media",
  order: 8,
  icon: FileCode,
  description: msg`Turn an image into a data URL, Base64, CSS or an <img> tag, and a data URL or Base64 back into the image.`,
  keywords: ["base64", "data url", "data uri", "image", "embed", "css", "img", "inline", "decode"],
  premiumExtras: [msg`Several images at once`, msg`Optimised before encoding`],
  page: () => import("./Page"),
};

export default meta;
