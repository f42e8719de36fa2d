import { Braces } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "JSON Formatter",
  slug: "json-formatter",
  category: "developer",
  order: 2,
  icon: Braces,
  description: "Format, validate and minify JSON with readable errors and size statistics.",
  keywords: ["json", "format", "beautify", "pretty print", "minify", "validate"],
  premiumExtras: ["JSON schema validation"],
  page: () => import("./Page"),
};

export default meta;
