import { ArrowLeftRight } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`YAML JSON TOML Converter`,
  slug: "yaml-json-toml-converter",
  category: "developer",
  order: 18,
  icon: ArrowLeftRight,
  description: msg`Convert between YAML, JSON and TOML with key order kept, YAML anchors resolved and errors shown where they are.`,
  keywords: [
    "yaml",
    "json",
    "toml",
    "convert",
    "converter",
    "yml",
    "config",
    "anchors",
    "yaml to json",
    "json to yaml",
  ],
  premiumExtras: [msg`Batch conversion of whole folders`, msg`JSON Schema validation`],
  page: () => import("./Page"),
};

export default meta;
