import { Code } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`HTML Entity Encoder/Decoder`,
  slug: "html-entity-encoder-decoder",
  category: "developer",
  order: 13,
  icon: Code,
  description: msg`Escape text for HTML and decode every HTML5 named, decimal and hexadecimal character reference.`,
  keywords: ["html", "entities", "entity", "escape", "unescape", "encode", "decode", "character reference", "&amp;"],
  premiumExtras: [msg`Batch encoding of whole files`, msg`Custom sets of characters to escape`],
  page: () => import("./Page"),
};

export default meta;
