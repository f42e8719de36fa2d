import { AppWindow } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Favicon Generator`,
  slug: "favicon-generator",
  category: "image-media",
  order: 11,
  icon: AppWindow,
  description: msg`Make favicon.ico, Apple and Android icons, a web manifest and the <link> tags from one PNG, JPG or SVG.`,
  keywords: ["favicon", "ico", "icon", "apple touch icon", "android", "manifest", "webmanifest", "pwa", "link"],
  premiumExtras: [msg`A separate image for the small sizes`, msg`Dark-mode favicon`],
  page: () => import("./Page"),
};

export default meta;
