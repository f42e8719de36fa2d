import { CaseSensitive } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`Text Case Converter`,
  slug: "text-case-converter",
  category: "text-writing",
  order: 1,
  icon: CaseSensitive,
  description: msg`Convert text to UPPERCASE, lowercase, Title Case, camelCase, snake_case and more.`,
  keywords: ["case", "uppercase", "lowercase", "title case", "camelcase", "snake_case", "kebab-case"],
  premiumExtras: [msg`Batch file conversion`, msg`Custom case formats`],
  page: () => import("./Page"),
};

export default meta;
