import { FileCheck } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`JSON Validator`,
  slug: "json-validator",
  category: "developer",
  order: 3,
  icon: FileCheck,
  description: msg`Check that JSON is valid and find the line and column of any syntax error.`,
  keywords: ["json", "validate", "lint", "syntax", "error"],
  premiumExtras: [msg`JSON schema validation`],
  page: () => import("./Page"),
};

export default meta;
