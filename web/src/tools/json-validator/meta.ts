import { FileCheck } from "lucide-react";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: "JSON Validator",
  slug: "json-validator",
  category: "developer",
  order: 3,
  icon: FileCheck,
  description: "Check that JSON is valid and find the line and column of any syntax error.",
  keywords: ["json", "validate", "lint", "syntax", "error"],
  premiumExtras: ["JSON schema validation"],
  page: () => import("./Page"),
};

export default meta;
