import { Palette } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Color Converter`,
  slug: "color-converter",
  category: "developer",
  order: 11,
  icon: Palette,
  description: msg`Convert colors between HEX, RGB, HSL, HWB, CMYK, LAB, LCH, OKLCH and CSS names, and check the contrast of two.`,
  keywords: ["color", "colour", "hex", "rgb", "hsl", "cmyk", "oklch", "lab", "contrast", "wcag", "picker"],
  premiumExtras: [msg`Saved palettes`, msg`Palette export for design tools`],
  page: () => import("./Page"),
};

export default meta;
