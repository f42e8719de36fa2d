import { Database } from "lucide-react";
import { msg } from "@lingui/core/macro";
import type { ToolMeta } from "../tool-meta";

const meta: ToolMeta = {
  name: msg`SQL Formatter`,
  slug: "sql-formatter",
  category: "developer",
  order: 10,
  icon: Database,
  description: msg`Format SQL queries: each clause on its own line, in your dialect, keyword case and indent.`,
  keywords: ["sql", "format", "beautify", "pretty print", "query", "postgresql", "mysql", "sqlite", "sql server"],
  premiumExtras: [msg`Batch processing`, msg`Saved formatting profiles`],
  page: () => import("./Page"),
};

export default meta;
