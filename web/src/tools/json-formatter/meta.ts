import { Braces } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`JSON Formatter`,
  slug: "json-formatter",
  category: "developer",
  order: 2,
  icon: Braces,
  description: msg`Format, validate and minify JSON with readable errors and size statistics.`,
  keywords: ["json", "format", "beautify", "pretty print", "minify", "validate"],
  premiumExtras: [msg`JSON schema validation`],
  page: () => import("./Page"),
};

export default meta;
